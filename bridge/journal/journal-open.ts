// DATA_DIR made private (docs/security.md rule 11) and the check before every write that the folder
// and every journal file (database, write-ahead log, shared memory) are still the ones opened: an
// open SQLite database on a removed file would take commits that nobody will ever read, and report
// success.
// Apart from journal.ts because it runs once at start (and per write for the check).

import { chmodSync, mkdirSync, statSync } from 'node:fs'
import { basename } from 'node:path'
import { JournalWriteError } from './storage.ts'

/** The folder and file opened at start, to notice one removed or replaced. */
export interface FileIdentity {
  dev: number
  ino: number
}

/**
 * DATA_DIR is created 0700, and an existing loose one is tightened (docs/security.md rule 11); a
 * folder that cannot be tightened refuses the start, naming it.
 */
export function tightenDataDir(
  dataDir: string,
  chmod: (path: string, mode: number) => void = chmodSync,
): FileIdentity {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const stat = statSync(dataDir)
  if (!stat.isDirectory()) throw new Error(`DATA_DIR ${dataDir} is not a folder`)
  if (process.platform !== 'win32' && (stat.mode & 0o077) !== 0) {
    try {
      chmod(dataDir, 0o700)
    } catch (error) {
      throw new Error(
        `DATA_DIR ${dataDir} is open to other users (mode ${(stat.mode & 0o777).toString(8)}) and could not be made private (0700): ${(error as Error).message}`,
      )
    }
  }
  return { dev: stat.dev, ino: stat.ino }
}

export function identityOf(path: string): FileIdentity {
  const stat = statSync(path)
  return { dev: stat.dev, ino: stat.ino }
}

/** The journal's files, as opened: each must still be the very file when a write goes in. */
export interface OpenedFiles {
  dir: FileIdentity
  /** Path to identity of every journal file that existed once the journal was open. */
  files: Map<string, FileIdentity>
}

/**
 * The identities of those of `paths` that exist now. The database and its write-ahead log exist
 * once the journal has committed; a shared-memory file exists only if SQLite made one.
 */
export function identitiesOf(paths: readonly string[]): Map<string, FileIdentity> {
  const files = new Map<string, FileIdentity>()
  for (const path of paths) {
    try {
      files.set(path, identityOf(path))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return files
}

/**
 * Throws folder-gone unless DATA_DIR and every journal file opened are still the very ones: a
 * removed write-ahead log would otherwise take commits that a crash then loses, with every
 * write reporting success.
 */
export function requireSameFolder(dataDir: string, opened: OpenedFiles): void {
  let path = dataDir
  try {
    const folder = statSync(dataDir)
    if (folder.dev !== opened.dir.dev || folder.ino !== opened.dir.ino)
      throw new JournalWriteError('folder-gone')
    for (const [file, identity] of opened.files) {
      path = file
      const stat = statSync(file)
      if (stat.dev !== identity.dev || stat.ino !== identity.ino)
        throw new JournalWriteError('folder-gone', null, basename(file))
    }
  } catch (error) {
    if (error instanceof JournalWriteError) throw error
    const code = (error as NodeJS.ErrnoException).code ?? null
    const gone = code === 'ENOENT' || code === 'ENOTDIR'
    throw new JournalWriteError(
      gone ? 'folder-gone' : 'io-error',
      code,
      gone && path !== dataDir ? basename(path) : null,
    )
  }
}
