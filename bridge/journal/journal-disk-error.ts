// A journal that cannot open because of its disk, not its configuration: a full disk, an I/O
// error, or too little space for the import of an older journal (import-space.ts). The start
// ends with its own exit code (exit-codes.ts, EXIT_DISK), which the supervisor retries soon.

import { DiskSpaceError } from './import-space.ts'
import { classifyFailure } from './storage.ts'

export class JournalDiskError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'JournalDiskError'
  }
}

/** The error as a JournalDiskError when the disk is its cause; null otherwise. */
export function diskErrorOf(error: unknown): JournalDiskError | null {
  if (error instanceof DiskSpaceError) return new JournalDiskError(error.message, { cause: error })
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'string') return null
  const cause = classifyFailure(error)
  if (cause !== 'disk-full' && cause !== 'io-error') return null
  return new JournalDiskError(`DATA_DIR: ${(error as Error).message}`, { cause: error })
}
