// Opening the journal's SQLite database: node:sqlite, built into Node 22.13+ and the Node 24 the
// bridge ships. WAL with synchronous FULL, so a transaction is on disk when COMMIT returns and a
// kill -9 at any point leaves every committed record and nothing half-written; secure_delete, so a
// removed balance is overwritten, not just unlinked from the b-tree; exclusive locking, so no
// shared-memory file exists and no second process can open the file while the bridge holds it. No
// file is opened through a symlink, and every file is 0600 (docs/security.md rule 11). Opened, it
// says whether an older journal waits to be imported into it (legacy-import.ts).

import { chmodSync, lstatSync } from 'node:fs'
import type { DatabaseSync } from 'node:sqlite'
import { preparePieces } from './day-pieces.ts'
import { IMPORT_PROGRESS_KEY, LegacyImport } from './legacy-import.ts'
import {
  CAUSE_UPGRADE,
  CELLS_UPGRADE,
  COUNT_TALLIES,
  LACKS_CAUSE,
  LACKS_CELLS,
  LACKS_OPERATOR,
  OPERATOR_UPGRADE,
  SCHEMA,
  SCHEMA_VERSION,
} from './schema.ts'
import { sqliteStorage } from './storage.ts'

/** The journal's files: the database and, while the bridge runs, its write-ahead log. */
export const DB_FILE = 'journal.db'
const SIDE_FILES = ['-wal', '-journal', '-shm']
/** The suffixes of the files an open WAL journal writes: each is watched for removal. */
export const JOURNAL_FILES = ['', '-wal', '-shm'] as const

/**
 * node:sqlite, loaded on first use. Node 22 prints an ExperimentalWarning when it loads; that one
 * warning is for a module the bridge relies on by design, so it alone is not printed.
 */
function sqlite(): typeof import('node:sqlite') {
  const emit = process.emitWarning
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    if (/SQLite/i.test(String(warning))) return
    return (emit as (...a: unknown[]) => void).call(process, warning, ...rest)
  }) as typeof process.emitWarning
  try {
    return process.getBuiltinModule('node:sqlite')
  } finally {
    process.emitWarning = emit
  }
}

function refuseLink(path: string): void {
  try {
    if (lstatSync(path).isSymbolicLink())
      throw new Error(`${path} is a symbolic link; the bridge opens no journal file through a link`)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

/** Tightens the journal's files to 0600 (SQLite creates them with the process's umask). */
export function tightenFiles(path: string): void {
  if (process.platform === 'win32') return
  for (const file of [path, ...SIDE_FILES.map((s) => path + s)]) {
    try {
      if ((lstatSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
}

/** Opens (creating if need be) the journal database at `path`, with its settings and tables. */
export function openDatabase(path: string): DatabaseSync {
  for (const file of [path, ...SIDE_FILES.map((s) => path + s)]) refuseLink(file)
  const { DatabaseSync } = sqlite()
  const db = new DatabaseSync(path, { timeout: 0 })
  try {
    // Before the first access, so that WAL never makes a shared-memory file.
    db.exec('PRAGMA locking_mode = EXCLUSIVE')
    const mode = db.prepare('PRAGMA journal_mode = WAL').get() as { journal_mode: string }
    if (mode.journal_mode !== 'wal') throw new Error(`${path}: the journal could not use WAL`)
    db.exec(`
      PRAGMA synchronous = FULL;
      PRAGMA secure_delete = ON;
      PRAGMA journal_size_limit = 4194304;
      PRAGMA cache_size = -8192;
      PRAGMA temp_store = FILE;
    `)
    requireVersion(db, path)
    // v1.5 (the project's addition): an earlier journal gets the cause column, importing or not
    // (an import's rows take it); the records it holds get their causes after the start.
    if (db.prepare(LACKS_CAUSE).get() !== undefined)
      db.exec(`BEGIN IMMEDIATE; ${CAUSE_UPGRADE} COMMIT`)
    // The kept CSV cells (day-book/kept-cells.ts): NULL for the records already held.
    if (db.prepare(LACKS_CELLS).get() !== undefined)
      db.exec(`BEGIN IMMEDIATE; ${CELLS_UPGRADE} COMMIT`)
    // An import under way leaves the day book's indexes out until its last step.
    if (!importing(db)) {
      // v1.5: an earlier journal gets the operator column and its tallies counted again.
      const upgrade = db.prepare(LACKS_OPERATOR).get() !== undefined
      db.exec(`BEGIN IMMEDIATE; ${upgrade ? OPERATOR_UPGRADE : ''} ${SCHEMA};
        ${upgrade ? COUNT_TALLIES : ''}; PRAGMA user_version = ${SCHEMA_VERSION}; COMMIT`)
      // The whole-range summary's pieces: made for a journal of an earlier release, else settled.
      sqliteStorage.transaction(db, () => preparePieces(db))
    }
    tightenFiles(path)
    return db
  } catch (error) {
    db.close()
    if ((error as { errcode?: number }).errcode === 5)
      throw new Error(`${path} is in use by another running bridge`, { cause: error })
    throw error
  }
}

function importing(db: DatabaseSync): boolean {
  const meta = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'")
    .get()
  return (
    meta !== undefined &&
    db.prepare('SELECT 1 FROM meta WHERE key = ?').get(IMPORT_PROGRESS_KEY) !== undefined
  )
}

function requireVersion(db: DatabaseSync, path: string): void {
  const { user_version: version } = db.prepare('PRAGMA user_version').get() as {
    user_version: number
  }
  if (version > SCHEMA_VERSION)
    throw new Error(
      `${path} was written by a newer bridge (journal version ${version}); update the bridge`,
    )
}

/**
 * The database opened, and the import of an older journal it needs (null if none); an import
 * that cannot start (too little disk, records beside it) closes it and throws.
 */
export function openJournalDatabase(
  path: string,
  dataDir: string,
): { db: DatabaseSync; pending: LegacyImport | null } {
  const db = openDatabase(path)
  try {
    return { db, pending: LegacyImport.pending(db, dataDir) }
  } catch (error) {
    db.close()
    throw error
  }
}
