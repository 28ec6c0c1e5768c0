// Opening and removing the journal's files safely (security.md rule 11): no file is opened through
// a symlink, every file is a regular one and 0600, and a folder's entries are fsync'ed after a
// create or rename. Apart from append-log.ts because the journal's start (its size estimate) and
// the rewrite open files the same way.

import { constants } from 'node:fs'
import { O_NOFOLLOW, type JournalStorage } from './storage.ts'

/** Opens a file for the journal: never through a symlink, a regular file, 0600. */
export function openPrivate(storage: JournalStorage, path: string, flags: number): number {
  if (O_NOFOLLOW === 0) {
    // No O_NOFOLLOW (Windows): check the path itself first.
    try {
      if (storage.lstat(path).isSymbolicLink()) throw symlinkError(path)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  let fd: number
  try {
    fd = storage.open(path, flags | O_NOFOLLOW, 0o600)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw symlinkError(path)
    throw error
  }
  try {
    const stat = storage.fstat(fd)
    if (!stat.isFile()) throw new Error(`${path} is not a regular file`)
    if (process.platform !== 'win32' && (stat.mode & 0o077) !== 0) storage.fchmod(fd, 0o600)
  } catch (error) {
    storage.close(fd)
    throw error
  }
  return fd
}

function symlinkError(path: string): Error {
  return Object.assign(
    new Error(`${path} is a symbolic link; the bridge opens no journal file through a link`),
    { code: 'ELOOP' },
  )
}

export function removeIfThere(storage: JournalStorage, path: string): void {
  try {
    storage.unlink(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

export function fsyncDir(storage: JournalStorage, path: string): void {
  try {
    const fd = storage.open(path, constants.O_RDONLY)
    try {
      storage.fsyncSync(fd)
    } finally {
      storage.close(fd)
    }
  } catch {
    // Some filesystems (and Windows) refuse fsync on a directory; the file's own fsync still holds.
  }
}
