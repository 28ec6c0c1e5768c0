// The temp file of a compaction's rewrite: new lines and stretches of the old file copied as they
// are, in 1 MiB chunks, each call saying where its bytes land. Apart from append-log.ts because it
// is the rewrite's writer only; the appends never use it.

import { CHUNK } from './line-scan.ts'
import type { JournalStorage } from './storage.ts'

export interface RewriteOutput {
  /** Bytes written so far. */
  readonly size: number
  /** Writes a new line; returns where its text starts in the new file. */
  line(text: string): number
  /** Copies bytes [offset, offset + length) of the old file; returns where they start. */
  copy(offset: number, length: number): number
}

/** The temp file of a rewrite, written in large chunks. */
export class Output implements RewriteOutput {
  size = 0
  readonly #storage: JournalStorage
  readonly #from: number
  readonly #to: number
  readonly #buffer = Buffer.allocUnsafe(CHUNK)
  #used = 0

  constructor(storage: JournalStorage, from: number, to: number) {
    this.#storage = storage
    this.#from = from
    this.#to = to
  }

  drain(): void {
    let offset = 0
    while (offset < this.#used)
      offset += this.#storage.writeSync(this.#to, this.#buffer, offset, this.#used - offset)
    this.#used = 0
  }

  line(text: string): number {
    const bytes = Buffer.from(text + '\n')
    const at = this.size
    if (this.#used + bytes.length > CHUNK) this.drain()
    if (bytes.length > CHUNK) {
      let offset = 0
      while (offset < bytes.length)
        offset += this.#storage.writeSync(this.#to, bytes, offset, bytes.length - offset)
    } else {
      bytes.copy(this.#buffer, this.#used)
      this.#used += bytes.length
    }
    this.size += bytes.length
    return at
  }

  copy(offset: number, length: number): number {
    const at = this.size
    let done = 0
    while (done < length) {
      if (this.#used === CHUNK) this.drain()
      const want = Math.min(length - done, CHUNK - this.#used)
      const n = this.#storage.read(this.#from, this.#buffer, this.#used, want, offset + done)
      if (n === 0) throw new Error('the journal file is shorter than its index')
      this.#used += n
      done += n
    }
    this.size += length
    return at
  }
}
