// An append-only file of JSON lines with group commit: every append resolves only after its line
// is written in full and fdatasync'ed, with the offset where it lies, and appends that arrive while
// a flush is running share the next one. A crash can tear at most the last line; scanLines() cuts
// a torn tail off before the file is appended to again. A failed write is cut back off the file,
// so it cannot glue itself to the next line. Every call goes through a JournalStorage, so tests
// can make the disk fail; no file is opened through a symlink (security.md rule 11).

import { constants } from 'node:fs'
import { dirname } from 'node:path'
import { JournalWriteError, O_NOFOLLOW, type JournalStorage } from './storage.ts'

const NEWLINE = 0x0a
const CHUNK = 1 << 20

export interface Written {
  offset: number
  length: number
}

interface Pending {
  bytes: Buffer
  done: (error: Error | null, at?: Written) => void
}

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

export interface RewriteOutput {
  /** Bytes written so far. */
  readonly size: number
  /** Writes a new line; returns where its text starts in the new file. */
  line(text: string): number
  /** Copies bytes [offset, offset + length) of the old file; returns where they start. */
  copy(offset: number, length: number): number
}

/** The temp file of a rewrite, written in large chunks. */
class Output implements RewriteOutput {
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

/**
 * Calls `onLine` for every complete line: it lies in bytes[from, to) (without its newline; the
 * buffer is reused after the call) at `offset` in the file. Returns the offset just past the last
 * complete line: where a torn tail begins.
 */
export function scanLines(
  storage: JournalStorage,
  fd: number,
  onLine: (bytes: Buffer, from: number, to: number, offset: number) => void,
): number {
  const size = storage.fstat(fd).size
  let buffer = Buffer.allocUnsafe(Math.min(CHUNK, Math.max(size, 1)))
  let carry = 0 // bytes of an unfinished line at the start of buffer
  let carryOffset = 0 // file offset of buffer[0]
  let position = 0
  while (position < size) {
    if (carry === buffer.length) {
      // One line longer than the buffer: grow it.
      const bigger = Buffer.allocUnsafe(buffer.length * 2)
      buffer.copy(bigger, 0, 0, carry)
      buffer = bigger
    }
    const n = storage.read(fd, buffer, carry, buffer.length - carry, position)
    if (n === 0) break
    position += n
    const filled = carry + n
    let lineStart = 0
    for (;;) {
      const newline = buffer.indexOf(NEWLINE, lineStart)
      if (newline === -1 || newline >= filled) break
      if (newline > lineStart) onLine(buffer, lineStart, newline, carryOffset + lineStart)
      lineStart = newline + 1
    }
    carry = filled - lineStart
    buffer.copy(buffer, 0, lineStart, filled)
    carryOffset += lineStart
  }
  return carryOffset
}

function removeIfThere(storage: JournalStorage, path: string): void {
  try {
    storage.unlink(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

function fsyncDir(storage: JournalStorage, path: string): void {
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
