// An append-only file of JSON lines with group commit: every append resolves only after its line
// is written in full and fdatasync'ed, with the offset where it lies, and appends that arrive while
// a flush is running share the next one. A crash can tear at most the last line; scanLines() cuts
// a torn tail off before the file is appended to again. A failed write is cut back off the file,
// so it cannot glue itself to the next line. Every call goes through a JournalStorage, so tests
// can make the disk fail; no file is opened through a symlink (security.md rule 11).

import { constants } from 'node:fs'
import { dirname } from 'node:path'
import { fsyncDir, openPrivate, removeIfThere } from './private-files.ts'
import { Output, type RewriteOutput } from './rewrite-output.ts'
import { scanLines } from './line-scan.ts'
import { JournalWriteError, type JournalStorage } from './storage.ts'

export { openPrivate } from './private-files.ts'
export { scanLines } from './line-scan.ts'
export type { RewriteOutput } from './rewrite-output.ts'

export interface Written {
  offset: number
  length: number
}

interface Pending {
  bytes: Buffer
  done: (error: Error | null, at?: Written) => void
}

export class AppendLog {
  readonly path: string
  readonly #storage: JournalStorage
  /** Runs before every flush; throws (a JournalWriteError) when the file must not be written. */
  readonly #beforeFlush: () => void
  #fd: number | null = null
  #size = 0
  /** A failed batch could not be cut back: cut it before anything else is written. */
  #dirtyTail = false
  #rewriting = false
  #queue: Pending[] = []
  #flushing: Promise<void> | null = null

  constructor(path: string, storage: JournalStorage, beforeFlush: () => void = () => {}) {
    this.path = path
    this.#storage = storage
    this.#beforeFlush = beforeFlush
  }

  /** The descriptor to read records from (pread); null when closed. */
  get fd(): number | null {
    return this.#fd
  }

  get size(): number {
    return this.#size
  }

  /**
   * Opens the file for reading and appending, calls `onLine` for every complete line with its
   * offset, and cuts a torn last line off. Reads in chunks: the file is never all in memory.
   */
  open(onLine: (bytes: Buffer, from: number, to: number, offset: number) => void): void {
    const fd = openPrivate(
      this.#storage,
      this.path,
      constants.O_RDWR | constants.O_APPEND | constants.O_CREAT,
    )
    try {
      const end = scanLines(this.#storage, fd, onLine)
      if (end < this.#storage.fstat(fd).size) this.#storage.truncate(fd, end)
      this.#size = end
    } catch (error) {
      this.#storage.close(fd)
      throw error
    }
    this.#fd = fd
    fsyncDir(this.#storage, dirname(this.path))
  }

  append(line: string): Promise<Written> {
    if (line.includes('\n')) throw new Error('a journal line cannot contain a newline')
    return this.#enqueue(Buffer.from(line + '\n'))
  }

  /** Writes a blank line (skipped on reading): a cheap proof that the disk takes writes again. */
  probe(): Promise<Written> {
    return this.#enqueue(Buffer.from('\n'))
  }

  #enqueue(bytes: Buffer): Promise<Written> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ bytes, done: (error, at) => (error ? reject(error) : resolve(at!)) })
      this.#kick()
    })
  }

  /**
   * Replaces the whole file atomically: `build` writes the new file through `out` (a new line, or
   * a stretch of the old file copied as it is; each says where it lands) into a temp file that is
   * fsync'ed and renamed over the old one. `build` runs once every append so far is on disk and
   * before any later one is written; appends made meanwhile wait and go to the new file.
   * `build` may pause (a long rewrite lets the bridge answer reads meanwhile; reads still see the
   * old file). `committed` runs once the new file is in place, before any held append is written. On any
   * failure the old file stays as it was and is appended to again.
   */
  async rewrite(
    build: (out: RewriteOutput) => void | Promise<void>,
    committed: () => void = () => {},
  ): Promise<void> {
    this.#rewriting = true
    try {
      while (this.#flushing) await this.#flushing
      this.#beforeFlush()
      const tmp = this.path + '.tmp'
      removeIfThere(this.#storage, tmp)
      const fd = openPrivate(
        this.#storage,
        tmp,
        constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL,
      )
      const out = new Output(this.#storage, this.#fd!, fd)
      try {
        await build(out)
        out.drain()
        this.#storage.fsyncSync(fd)
      } catch (error) {
        this.#storage.close(fd)
        removeIfThere(this.#storage, tmp)
        throw error
      }
      this.#storage.close(fd)
      const fresh = openPrivate(this.#storage, tmp, constants.O_RDWR | constants.O_APPEND)
      try {
        this.#storage.rename(tmp, this.path)
      } catch (error) {
        this.#storage.close(fresh)
        removeIfThere(this.#storage, tmp)
        throw error
      }
      fsyncDir(this.#storage, dirname(this.path))
      if (this.#fd !== null) this.#storage.close(this.#fd)
      this.#fd = fresh
      this.#size = out.size
      this.#dirtyTail = false
      // Before any held append is written: the caller swaps what points into the old file.
      committed()
    } finally {
      this.#rewriting = false
      this.#kick()
    }
  }

  async close(): Promise<void> {
    while (this.#flushing) await this.#flushing
    if (this.#fd !== null) this.#storage.close(this.#fd)
    this.#fd = null
  }

  #kick(): void {
    if (this.#flushing || this.#queue.length === 0) return
    if (this.#rewriting) return // the rewrite kicks again once the new file is open
    if (this.#fd === null) {
      const waiting = this.#queue
      this.#queue = []
      for (const item of waiting) item.done(new Error('the journal is closed'))
      return
    }
    this.#flushing = this.#flush().finally(() => {
      this.#flushing = null
      this.#kick()
    })
  }

  async #flush(): Promise<void> {
    const batch = this.#queue
    this.#queue = []
    const fd = this.#fd!
    const bytes = Buffer.concat(batch.map((item) => item.bytes))
    const start = this.#size
    try {
      this.#beforeFlush()
      if (this.#dirtyTail) {
        this.#storage.truncate(fd, this.#size)
        this.#dirtyTail = false
      }
      // One write() may be short (a full disk): write until every byte is down.
      let offset = 0
      while (offset < bytes.length) {
        const written = await this.#storage.write(fd, bytes, offset, bytes.length - offset)
        if (written === 0) throw Object.assign(new Error('no bytes accepted'), { code: 'ENOSPC' })
        offset += written
      }
      await this.#storage.datasync(fd)
      this.#size += bytes.length
    } catch (error) {
      // Cut a partial batch back off, so the next line does not join a fragment. After a failed
      // fdatasync the bytes may or may not be on disk: cut them too, so that what is there is
      // exactly what was acknowledged.
      try {
        this.#storage.truncate(fd, this.#size)
      } catch {
        this.#dirtyTail = true
      }
      const failure = JournalWriteError.from(error)
      for (const item of batch) item.done(failure)
      return
    }
    let at = start
    for (const item of batch) {
      item.done(null, { offset: at, length: item.bytes.length - 1 })
      at += item.bytes.length
    }
  }
}
