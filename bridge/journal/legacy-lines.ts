// The older journal's file as the import reads it (legacy-import.ts): its lines from a byte
// offset, a megabyte at a time, the offset always at a line's end so that an import resumes on
// a whole line; and a line as a record with its place and journal time, or nothing.

import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import type { StoredRecord } from './journal-types.ts'

const READ_BYTES = 1 << 20

/** A record of the old file, with its sequence number and journal time. */
export interface Line {
  /** As the line has it, `seq` and `journalTime` included (columnsOf leaves them out). */
  record: StoredRecord
  seq: number | null
  /** Its journal time: the old file's, or its start for the oldest format. */
  at: number
}

/** A line of the old file, or null (a torn tail, a blank probe line, anything not a record). */
export function parseLine(line: string): Line | null {
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    return null
  }
  if (value === null || typeof value !== 'object') return null
  // The record is the parsed object itself, its place still in it: columnsOf leaves `seq` and
  // `journalTime` out of the row, so a copy without them here was one more object per line.
  const record = value as Record<string, unknown>
  if (typeof record.id !== 'string' || typeof record.startedAt !== 'string') return null
  const started = Date.parse(record.startedAt)
  if (Number.isNaN(started)) return null
  const { seq, journalTime } = record
  return {
    record: record as unknown as StoredRecord,
    seq: typeof seq === 'number' ? seq : null,
    at: typeof journalTime === 'number' ? journalTime : started,
  }
}

/** The old file's lines from a byte offset, read a megabyte at a time; `offset` at a line's end. */
export class LineReader {
  readonly #fd: number
  #chunk: Buffer = Buffer.alloc(0)
  #at = 0
  #read: number
  #consumed: number
  ended = false

  constructor(fd: number, offset: number) {
    this.#fd = fd
    this.#read = offset
    this.#consumed = offset
  }

  /** Bytes of the file up to the end of the last line given. */
  get offset(): number {
    return this.#consumed
  }

  next(): string | null {
    for (;;) {
      const end = this.#chunk.indexOf(10, this.#at)
      if (end !== -1) {
        const line = this.#chunk.toString('utf8', this.#at, end)
        this.#consumed += end + 1 - this.#at
        this.#at = end + 1
        return line
      }
      const rest = this.#chunk.subarray(this.#at)
      const fresh = Buffer.allocUnsafe(READ_BYTES)
      const n = readSync(this.#fd, fresh, 0, READ_BYTES, this.#read)
      if (n === 0) {
        this.#chunk = Buffer.alloc(0)
        this.#at = 0
        if (rest.length === 0) {
          this.ended = true
          return null
        }
        // A last line without its newline (a torn tail) is read too.
        this.#consumed += rest.length
        return rest.toString('utf8')
      }
      this.#read += n
      this.#chunk =
        rest.length === 0 ? fresh.subarray(0, n) : Buffer.concat([rest, fresh.subarray(0, n)])
      this.#at = 0
    }
  }
}

/**
 * The journal time of the old file's last record (its lines are written in time order), or null:
 * the journal's own time starts from it while the rest is brought over, as if imported already.
 */
export function newestTime(file: string): number | null {
  const fd = openSync(file, 'r')
  try {
    const size = fstatSync(fd).size
    const tail = Buffer.alloc(Math.min(size, 256 * 1024))
    const n = readSync(fd, tail, 0, tail.length, size - tail.length)
    const lines = tail.toString('utf8', 0, n).split('\n')
    for (let i = lines.length - 1; i >= 0; i--) {
      const line = parseLine(lines[i]!)
      if (line !== null) return line.at
    }
    return null
  } finally {
    closeSync(fd)
  }
}
