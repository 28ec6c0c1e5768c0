// The journal's only way to the disk: a small fs-like interface over numeric file descriptors, so
// that tests can make any call fail as a full, failing, read-only or vanished disk does
// (issue 16, "a journal storage you can make fail"), and so that every open refuses a symlink
// (security.md rule 11).

import * as fs from 'node:fs'
import type { JournalFailureCause } from '../../src/shared/transactions.ts'

/** O_NOFOLLOW where the platform has it (not Windows, where an lstat check stands in). */
export const O_NOFOLLOW: number = fs.constants.O_NOFOLLOW ?? 0

export interface JournalStorage {
  open(path: string, flags: number, mode?: number): number
  close(fd: number): void
  /** Writes at the end (the fd is opened O_APPEND); resolves with the bytes written. */
  write(fd: number, buffer: Buffer, offset: number, length: number): Promise<number>
  datasync(fd: number): Promise<void>
  writeSync(fd: number, buffer: Buffer, offset: number, length: number): number
  fsyncSync(fd: number): void
  read(fd: number, buffer: Buffer, offset: number, length: number, position: number): number
  truncate(fd: number, length: number): void
  fstat(fd: number): fs.Stats
  stat(path: string): fs.Stats
  lstat(path: string): fs.Stats
  fchmod(fd: number, mode: number): void
  chmod(path: string, mode: number): void
  mkdir(path: string, mode: number): void
  rename(from: string, to: string): void
  unlink(path: string): void
}

export const nodeStorage: JournalStorage = {
  open: (path, flags, mode) => fs.openSync(path, flags, mode),
  close: (fd) => fs.closeSync(fd),
  write: (fd, buffer, offset, length) =>
    new Promise((resolve, reject) =>
      fs.write(fd, buffer, offset, length, null, (error, written) =>
        error ? reject(error) : resolve(written),
      ),
    ),
  datasync: (fd) =>
    new Promise((resolve, reject) =>
      fs.fdatasync(fd, (error) => (error ? reject(error) : resolve())),
    ),
  writeSync: (fd, buffer, offset, length) => fs.writeSync(fd, buffer, offset, length),
  fsyncSync: (fd) => fs.fsyncSync(fd),
  read: (fd, buffer, offset, length, position) => fs.readSync(fd, buffer, offset, length, position),
  truncate: (fd, length) => fs.ftruncateSync(fd, length),
  fstat: (fd) => fs.fstatSync(fd),
  stat: (path) => fs.statSync(path),
  lstat: (path) => fs.lstatSync(path),
  fchmod: (fd, mode) => fs.fchmodSync(fd, mode),
  chmod: (path, mode) => fs.chmodSync(path, mode),
  mkdir: (path, mode) => void fs.mkdirSync(path, { recursive: true, mode }),
  rename: (from, to) => fs.renameSync(from, to),
  unlink: (path) => fs.unlinkSync(path),
}

// Why a write did not reach the disk, in the merchant's terms (issue 16 item 1): a contract type,
// since a reply that could not be saved carries it (bridge-api.md v1.2).
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

export function classifyFailure(error: unknown): JournalFailureCause {
  if (error instanceof JournalWriteError) return error.cause
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
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

/**
 * A journal write that is not on disk. The record is not in the journal (memory never shows what
 * the disk does not hold); `cause` and `reason` say why, for the reply and /api/status.
 */
export class JournalWriteError extends Error {
  override readonly cause: JournalFailureCause
  readonly reason: string
  /** The system error code behind it (ENOSPC, EIO, ...), when there was one. */
  readonly errno: string | null

  constructor(cause: JournalFailureCause, errno: string | null = null) {
    super(reasonFor(cause))
    this.name = 'JournalWriteError'
    this.cause = cause
    this.reason = reasonFor(cause)
    this.errno = errno
  }

  static from(error: unknown): JournalWriteError {
    if (error instanceof JournalWriteError) return error
    return new JournalWriteError(
      classifyFailure(error),
      (error as NodeJS.ErrnoException | undefined)?.code ?? null,
    )
  }
}
