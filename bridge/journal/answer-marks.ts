// The bank's answers the journal could not save. While the bridge runs, the
// last snapshot of each is kept in memory and written as soon as the journal can write again.
// For a restart before that, the record's id is written into a small file whose blocks were
// allocated at start: overwriting allocated blocks needs no free space, so a full disk still
// takes it. On the next start those records read "the bank's answer could not be saved", not
// "the bridge stopped". Best effort: a disk that takes nothing (read-only, I/O errors) keeps no mark.

import {
  closeSync,
  constants,
  fdatasyncSync,
  fstatSync,
  openSync,
  readSync,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'

export const MARKS_FILE = 'answers-not-saved'
/** Room for about 400 ids: more answers lost than that in one failure is not a desk's day. */
const SIZE = 16 * 1024
const O_NOFOLLOW: number = constants.O_NOFOLLOW ?? 0

export class AnswerMarks {
  #fd: number | null = null
  #end = 0

  /** Opens (allocating) the file; returns the ids marked by the last run. */
  open(dataDir: string): string[] {
    const fd = openSync(
      join(dataDir, MARKS_FILE),
      constants.O_RDWR | constants.O_CREAT | O_NOFOLLOW,
      0o600,
    )
    const stat = fstatSync(fd)
    if (!stat.isFile()) {
      closeSync(fd)
      throw new Error(`${join(dataDir, MARKS_FILE)} is not a regular file`)
    }
    const bytes = Buffer.alloc(SIZE)
    const n = readSync(fd, bytes, 0, SIZE, 0)
    if (stat.size < SIZE) {
      writeSync(fd, Buffer.alloc(SIZE - n), 0, SIZE - n, n)
      fdatasyncSync(fd)
    }
    this.#fd = fd
    const used = bytes.subarray(0, n).indexOf(0)
    const text = bytes.toString('utf8', 0, used === -1 ? n : used)
    this.#end = Buffer.byteLength(text)
    return text.split('\n').filter((id) => id !== '')
  }

  /** Marks an answer not saved; false when the disk took nothing. */
  mark(id: string): boolean {
    const line = Buffer.from(id.replace(/[\n\0]/g, '') + '\n')
    if (this.#fd === null || this.#end + line.length > SIZE) return false
    try {
      writeSync(this.#fd, line, 0, line.length, this.#end)
      fdatasyncSync(this.#fd)
      this.#end += line.length
      return true
    } catch {
      return false
    }
  }

  /** Forgets every mark (their records are saved, or marked in the journal itself). */
  clear(): void {
    if (this.#fd === null || this.#end === 0) return
    try {
      writeSync(this.#fd, Buffer.alloc(this.#end), 0, this.#end, 0)
      fdatasyncSync(this.#fd)
      this.#end = 0
    } catch {
      // Kept: the next start marks the same records again, which is still true of them.
    }
  }

  close(): void {
    if (this.#fd !== null) closeSync(this.#fd)
    this.#fd = null
  }
}
