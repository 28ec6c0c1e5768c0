// DATA_DIR made private (security.md rule 11) and the check before every write that the folder
// and the database file are still the ones opened: an open SQLite database on a removed file
// would take commits that nobody will ever read, and report success (issue 16 item 2, issue 21).
// Apart from journal.ts because it runs once at start (and per write for the check).

import { chmodSync, mkdirSync, statSync } from 'node:fs'
import { JournalWriteError } from './storage.ts'

/** The folder and file opened at start, to notice one removed or replaced. */
export interface FileIdentity {
  dev: number
  ino: number
}

/**
 * DATA_DIR is created 0700, and an existing loose one is tightened (security.md rule 11); a
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

/** Throws folder-gone unless `paths` are still the folder and the file opened. */
export function requireSameFolder(
  paths: { dataDir: string; file: string },
  opened: { dir: FileIdentity; file: FileIdentity },
): void {
  try {
    const folder = statSync(paths.dataDir)
    const file = statSync(paths.file)
    if (
      folder.dev !== opened.dir.dev ||
      folder.ino !== opened.dir.ino ||
      file.dev !== opened.file.dev ||
      file.ino !== opened.file.ino
    )
      throw new JournalWriteError('folder-gone')
  } catch (error) {
    if (error instanceof JournalWriteError) throw error
    const code = (error as NodeJS.ErrnoException).code ?? null
    throw new JournalWriteError(
      code === 'ENOENT' || code === 'ENOTDIR' ? 'folder-gone' : 'io-error',
      code,
    )
  }
}
