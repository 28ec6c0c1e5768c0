// Whether DATA_DIR's disk can take an import of the older journal before it starts:
// the records, their indexes and the write-ahead log need about as much as the old file's unread
// part again (the log is checkpointed as the import goes, so it stays small), and the old file
// stays until the end. Too little is refused at once with the bytes needed, not found out after
// minutes of work as "database or disk is full".

import { statfsSync } from 'node:fs'

/** Bytes the import needs per byte of the old file left to read, and a margin for the log. */
const NEED_PER_BYTE = 1.25
const MARGIN_BYTES = 64 * 1024 * 1024

/** A disk too full for the journal to start or to import: its own exit code (cli/main.ts). */
export class DiskSpaceError extends Error {
  readonly needed: number
  readonly free: number
  constructor(message: string, needed: number, free: number) {
    super(message)
    this.name = 'DiskSpaceError'
    this.needed = needed
    this.free = free
  }
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`

/** The bytes an import of `bytesLeft` of the old file needs free in DATA_DIR. */
export function importNeeds(bytesLeft: number): number {
  return Math.ceil(bytesLeft * NEED_PER_BYTE) + MARGIN_BYTES
}

/** A DiskSpaceError when DATA_DIR has less free space than the import needs; else null. */
export function importSpaceProblem(
  dataDir: string,
  bytesLeft: number,
  free: (dir: string) => number = freeBytes,
): DiskSpaceError | null {
  const needed = importNeeds(bytesLeft)
  const available = free(dataDir)
  if (available >= needed) return null
  return new DiskSpaceError(
    `The disk has too little free space to bring the older history over: it needs ${needed} bytes (${mib(needed)}) free in DATA_DIR ${dataDir}, and has ${available} (${mib(available)}). Free some space; the bridge starts once it can.`,
    needed,
    available,
  )
}

function freeBytes(dir: string): number {
  const stat = statfsSync(dir)
  return stat.bavail * stat.bsize
}
