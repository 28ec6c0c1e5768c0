// What a running bridge does when one of the journal's files is removed or replaced under it
// while DATA_DIR itself is still the one it opened: it saves what it holds before refusing any
// more writes. The open connection still sees every committed record (SQLite keeps the removed
// file open), so nothing acknowledged is lost to a crash or a restart:
// - the write-ahead log gone or swapped: a checkpoint copies the open log into journal.db, which
//   is still the file opened; a file now at the log's name is moved aside, so that a restart does
//   not replay it over newer pages;
// - journal.db gone or swapped: VACUUM INTO writes everything the connection sees to a new file,
//   which becomes journal.db once synced; what was at journal.db and its log's name is moved aside.
// Nothing is deleted: a moved-aside file keeps its name with `.replaced-<time>` added. The journal
// stays failing until a restart (the reason says so). A VACUUM INTO reads the whole database, so
// it holds the event loop for as long; it runs once, for a fault that needs the merchant anyway.

import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs'
import { basename, dirname } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { log } from '../log.ts'
import { tightenFiles } from './database.ts'
import type { OpenedFiles } from './journal-open.ts'
import { identityOf } from './journal-open.ts'

function syncPath(path: string): void {
  const fd = openSync(path, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/** Whether `path` is now the very file opened (false when absent or another one). */
function same(path: string, opened: OpenedFiles): boolean {
  const identity = opened.files.get(path)
  if (identity === undefined) return false
  try {
    const now = identityOf(path)
    return now.dev === identity.dev && now.ino === identity.ino
  } catch {
    return false
  }
}

/** Moves whatever is at `path` aside (not deleted); returns its new name, or null if none. */
function moveAside(path: string, stamp: string): string | null {
  if (!existsSync(path)) return null
  const aside = `${path}.replaced-${stamp}`
  renameSync(path, aside)
  return basename(aside)
}

/**
 * Saves what the open connection holds into DATA_DIR's journal.db, after `file` (a journal file's
 * name) was found removed or replaced. Returns what was moved aside; throws if it could not save.
 */
export function rescueJournal(db: DatabaseSync, path: string, opened: OpenedFiles): string[] {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const wal = path + '-wal'
  const movedAside: string[] = []
  if (same(path, opened)) {
    // The database is the one opened: its log's commits are copied into it.
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    if (!same(wal, opened)) {
      const aside = moveAside(wal, stamp)
      if (aside !== null) movedAside.push(aside)
    }
  } else {
    const rescued = `${path}.rescued-${stamp}`
    rmSync(rescued, { force: true })
    db.exec(`VACUUM INTO '${rescued.replaceAll("'", "''")}'`)
    syncPath(rescued)
    for (const file of [path, wal, path + '-shm']) {
      const aside = moveAside(file, stamp)
      if (aside !== null) movedAside.push(aside)
    }
    renameSync(rescued, path)
    tightenFiles(path)
  }
  syncPath(dirname(path))
  log(
    'error',
    'a journal file was removed or replaced; what the bridge held is saved in journal.db',
    {
      dataDir: dirname(path),
      movedAside,
    },
  )
  return movedAside
}

/** A journal file removed or replaced: what the connection holds is saved before writes stop. */
export function saveWhatIsHeld(db: DatabaseSync, path: string, opened: OpenedFiles): void {
  try {
    rescueJournal(db, path, opened)
  } catch (error) {
    log('error', 'what the journal held could not be saved again after a file was removed', {
      error: String(error),
    })
  }
}
