// The journal's one way to commit to the disk, and why a commit failed.
// Every write is one SQLite transaction run through a JournalStorage: the real one begins,
// runs the work and commits (WAL, synchronous FULL: on disk when COMMIT returns); a test's
// storage can make the commit fail as a full, failing, read-only or vanished disk does. A failure
// is classified for the merchant from the system error code or SQLite's result code.

import type { DatabaseSync } from 'node:sqlite'
import type { JournalFailureCause } from '../../src/shared/contract.ts'

export interface JournalStorage {
  /** Runs `work` in one write transaction; returns once it is committed, or throws (rolled back). */
  transaction<T>(db: DatabaseSync, work: () => T): T
  /** Called once the database is open (a test may set a page limit on it, as a full disk). */
  opened?(db: DatabaseSync): void
  /** Makes DATA_DIR private (a test makes it fail as a folder on a foreign disk does). */
  chmod?(path: string, mode: number): void
}

/** Rolls back whatever a failed statement left open; a connection that cannot is closed by its owner. */
function rollback(db: DatabaseSync): void {
  try {
    db.exec('ROLLBACK')
  } catch {
    // SQLite already rolled back (it does so itself after SQLITE_FULL and most I/O errors).
  }
}

export const sqliteStorage: JournalStorage = {
  transaction(db, work) {
    db.exec('BEGIN IMMEDIATE')
    let result
    try {
      result = work()
      db.exec('COMMIT')
    } catch (error) {
      rollback(db)
      throw error
    }
    return result
  },
}

/**
 * One write transaction held open across turns of the event loop (`work` awaits between its
 * steps), committed whole or rolled back: a long job that must not hold the loop, such as the
 * import's last step. Nothing else may write on the connection meanwhile (isTransaction says so).
 */
export async function transactionAcrossTurns<T>(
  db: DatabaseSync,
  work: () => Promise<T>,
): Promise<T> {
  db.exec('BEGIN IMMEDIATE')
  let result
  try {
    result = await work()
    db.exec('COMMIT')
  } catch (error) {
    rollback(db)
    throw error
  }
  return result
}

// Why a write did not reach the disk, in the merchant's terms: a contract type,
// since a reply that could not be saved carries it (docs/contract.md v1.2).
export type { JournalFailureCause }

const REASONS: Record<JournalFailureCause, string> = {
  'disk-full': 'The disk is full, so the history cannot be saved. Free some space on the laptop.',
  'folder-gone':
    'The history folder (DATA_DIR) was removed or replaced while the bridge ran. Restart the bridge.',
  'read-only':
    'The history folder (DATA_DIR) cannot be written (read-only or no permission). Ask IT to check it.',
  'io-error': 'The disk reported an error while saving the history. Ask IT to check the disk.',
}

export function reasonFor(cause: JournalFailureCause): string {
  return REASONS[cause]
}

/** One file of the history, not the folder, was removed or replaced under the running bridge. */
function fileGoneReason(file: string): string {
  return `A file of the history (${file} in DATA_DIR) was removed or replaced while the bridge ran, so nothing more is sent to the bank. Restart the bridge.`
}

/** SQLite's primary result codes (https://sqlite.org/rescode.html) that name a cause. */
const SQLITE_PERM = 3
const SQLITE_READONLY = 8
const SQLITE_FULL = 13
const SQLITE_CANTOPEN = 14
const SQLITE_AUTH = 23
/** SQLITE_READONLY_DBMOVED: the database file was unlinked or renamed since it was opened. */
const SQLITE_READONLY_DBMOVED = 1032

function sqliteCause(errcode: number): JournalFailureCause {
  if (errcode === SQLITE_READONLY_DBMOVED) return 'folder-gone'
  switch (errcode & 0xff) {
    case SQLITE_FULL:
      return 'disk-full'
    case SQLITE_CANTOPEN:
      return 'folder-gone'
    case SQLITE_READONLY:
    case SQLITE_PERM:
    case SQLITE_AUTH:
      return 'read-only'
    default:
      return 'io-error'
  }
}

export function classifyFailure(error: unknown): JournalFailureCause {
  if (error instanceof JournalWriteError) return error.cause
  const e = error as (NodeJS.ErrnoException & { errcode?: number }) | undefined
  if (e?.code === 'ERR_SQLITE_ERROR' && typeof e.errcode === 'number') return sqliteCause(e.errcode)
  switch (e?.code) {
    case 'ENOSPC':
    case 'EDQUOT':
    case 'EFBIG':
      return 'disk-full'
    case 'ENOENT':
    case 'ESTALE':
    case 'ENOTDIR':
      return 'folder-gone'
    case 'EROFS':
    case 'EACCES':
    case 'EPERM':
      return 'read-only'
    default:
      return 'io-error'
  }
}

/** The code behind a failure, for the log: ENOSPC, EIO, or SQLite's name for its result code. */
function errnoOf(error: unknown): string | null {
  const e = error as (NodeJS.ErrnoException & { errcode?: number; errstr?: string }) | undefined
  if (e?.code === 'ERR_SQLITE_ERROR') return `SQLITE ${e.errcode ?? '?'} (${e.errstr ?? ''})`
  return e?.code ?? null
}

/**
 * A journal write that is not on disk. The record is not in the journal (a failed transaction is
 * rolled back); `cause` and `reason` say why, for the reply and /api/status.
 */
export class JournalWriteError extends Error {
  override readonly cause: JournalFailureCause
  readonly reason: string
  /** The system or SQLite error behind it (ENOSPC, EIO, SQLITE 13...), when there was one. */
  readonly errno: string | null
  /** The journal file found removed or replaced (the folder itself is the one opened), if any. */
  readonly file: string | null

  /** `file`: the journal file found removed or replaced, named in the reason. */
  constructor(cause: JournalFailureCause, errno: string | null = null, file: string | null = null) {
    const reason = file === null ? reasonFor(cause) : fileGoneReason(file)
    super(reason)
    this.name = 'JournalWriteError'
    this.cause = cause
    this.reason = reason
    this.errno = errno
    this.file = file
  }

  static from(error: unknown): JournalWriteError {
    if (error instanceof JournalWriteError) return error
    return new JournalWriteError(classifyFailure(error), errnoOf(error))
  }
}
