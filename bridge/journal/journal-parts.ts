// The parts of an open journal, made in the order a start needs them: the database opened (and a
// journal of the older format imported into it), the records the last run never finished marked,
// then the writer, the maintenance, the statement cache, the folder check and the health probe.
// Apart from journal.ts so that the Journal class reads as its public surface.

import type { DatabaseSync } from 'node:sqlite'
import type { AnswerMarks } from './answer-marks.ts'
import { JOURNAL_FILES, openDatabase } from './database.ts'
import { statementCache } from './day-book-queries.ts'
import type { HealthWatch } from './journal-health.ts'
import {
  identitiesOf,
  requireSameFolder,
  type FileIdentity,
  type OpenedFiles,
} from './journal-open.ts'
import type { JournalTime } from './journal-time.ts'
import type { SavedTime } from './clock.ts'
import { rescueJournal } from './journal-rescue.ts'
import { LegacyImport } from './legacy-import.ts'
import { log } from '../log.ts'
import { Maintenance } from './maintenance.ts'
import { RecordWriter } from './record-writes.ts'
import { JournalWriteError, type JournalStorage } from './storage.ts'
import { markInterrupted } from './unsaved-answers.ts'

export interface JournalParts {
  db: DatabaseSync
  writer: RecordWriter
  maintenance: Maintenance
  statement: ReturnType<typeof statementCache>
  /** Throws folder-gone unless DATA_DIR and the database file are still the ones opened. */
  check: () => void
  /** A small write, committed: whether the disk takes writes again. */
  probe: () => void
  /** The journal's time saved (meta), so that the next start counts on from it (clock.ts). */
  saveTime: () => void
}

const TIME_KEY = 'journal-time'
const MONO_KEY = 'journal-time-monotonic'

function saveTime(db: DatabaseSync, storage: JournalStorage, time: JournalTime): void {
  const saved = time.saved()
  const save = db.prepare('INSERT OR REPLACE INTO meta VALUES (?, ?)')
  storage.transaction(db, () => {
    // Integers, stored as such: no run of digits in the file's text for a scan to mistake.
    save.run(TIME_KEY, Math.floor(saved.time))
    save.run(MONO_KEY, Math.floor(saved.mono))
  })
}

/**
 * The journal's time as last saved, or null (a journal of an earlier release): a damaged value
 * counts as none, and the newest record's time is the floor then.
 */
function savedTime(db: DatabaseSync): SavedTime | null {
  const read = (key: string) =>
    (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: unknown } | undefined)
      ?.value
  const time = read(TIME_KEY)
  const mono = read(MONO_KEY)
  if (typeof time !== 'number' || typeof mono !== 'number') return null
  return Number.isFinite(time) && Number.isFinite(mono) ? { time, mono } : null
}

export interface PartsInput {
  dataDir: string
  path: string
  dir: FileIdentity
  storage: JournalStorage
  health: HealthWatch
  time: JournalTime
  marks: AnswerMarks
  reprintMs: number
  /** The newest journal time of an older journal still being imported, or null. */
  importing: number | null
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

/** The rest of the start, on a database with nothing left to import. */
export function openParts(db: DatabaseSync, input: PartsInput): JournalParts {
  const { dataDir, path, storage, health } = input
  try {
    storage.opened?.(db)
    // One commit now, so that the write-ahead log exists and its identity is taken with the rest.
    storage.transaction(db, () =>
      db.prepare("INSERT OR REPLACE INTO meta VALUES ('probe', ?)").run(Date.now()),
    )
    const opened = { dir: input.dir, files: identitiesOf(JOURNAL_FILES.map((s) => path + s)) }
    let rescued = false
    const check = () => {
      try {
        requireSameFolder(dataDir, opened)
      } catch (error) {
        if (!rescued && error instanceof JournalWriteError && error.file !== null) {
          rescued = true
          saveWhatIsHeld(db, path, opened)
        }
        throw error
      }
    }
    markInterrupted(db, storage, input.marks.open(dataDir))
    input.marks.clear()
    const { high } = db.prepare('SELECT max(journal_time) AS high FROM records').get() as {
      high: number | null
    }
    const known = high === null ? input.importing : Math.max(high, input.importing ?? high)
    input.time.start(known, savedTime(db))
    input.time.shift = (since, byMs) => {
      check()
      storage.transaction(db, () =>
        db
          .prepare('UPDATE records SET journal_time = journal_time + ? WHERE journal_time >= ?')
          .run(byMs, since),
      )
    }
    const parts = { storage, health, requireSameFolder: check }
    const statement = statementCache(() => db)
    return {
      db,
      saveTime: () => {
        check()
        saveTime(db, storage, input.time)
      },
      writer: new RecordWriter(db, { ...parts, now: () => input.time.now() }),
      maintenance: new Maintenance({ ...parts, db, reprintMs: input.reprintMs }),
      statement,
      check,
      probe: () => {
        check()
        storage.transaction(db, () =>
          statement("INSERT OR REPLACE INTO meta VALUES ('probe', ?)").run(Date.now()),
        )
      },
    }
  } catch (error) {
    db.close()
    throw error
  }
}

/** A journal file removed or replaced: what the connection holds is saved before writes stop. */
function saveWhatIsHeld(db: DatabaseSync, path: string, opened: OpenedFiles): void {
  try {
    rescueJournal(db, path, opened)
  } catch (error) {
    log('error', 'what the journal held could not be saved again after a file was removed', {
      error: String(error),
    })
  }
}
