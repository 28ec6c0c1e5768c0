// An append-only file of JSON lines with group commit: every append resolves only after its line
// is written in full and fdatasync'ed, and appends that arrive while a flush is running share the
// next one. A crash can tear at most the last line; readLines() cuts a torn tail off before the
// file is appended to again. A failed write is cut back off the file, so it cannot glue itself to
// the next line.

import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'
import { dirname } from 'node:path'

const NEWLINE = 0x0a

export class AppendLog {
  readonly path: string
  #handle: FileHandle | null = null
  #size = 0
  #rewriting = false
  #queue: { line: string; done: (error?: Error) => void }[] = []
  #flushing: Promise<void> | null = null

  constructor(path: string) {
    this.path = path
  }

  /** Reads every complete line, cutting off a torn last line left by a crash. */
  static readLines(path: string): string[] {
    let bytes: Buffer
    try {
      bytes = readFileSync(path)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    const end = bytes.lastIndexOf(NEWLINE) + 1
    if (end < bytes.length) truncateSync(path, end)
    return bytes
      .subarray(0, end)
      .toString('utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
  }

  async open(): Promise<void> {
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 })
    await this.#reopen()
    fsyncDir(dirname(this.path))
  }

  append(line: string): Promise<void> {
    if (line.includes('\n')) throw new Error('a journal line cannot contain a newline')
    return new Promise((resolve, reject) => {
      this.#queue.push({ line, done: (error) => (error ? reject(error) : resolve()) })
      this.#kick()
    })
  }

  /**
   * Replaces the whole file atomically (write, fsync, rename, fsync dir). `build` runs once every
   * append so far is on disk and before any later one is written, so it sees a settled state;
   * it returns null when nothing needs rewriting. Appends made meanwhile wait and then go to the
   * new file. Whatever happens, the log is reopened for appending.
   */
  async rewrite(build: () => readonly string[] | null): Promise<void> {
    // Hold new flushes back from here on: what is appended now goes to the new file.
    this.#rewriting = true
    await this.#idle()
    let lines: readonly string[] | null
    try {
      lines = build()
    } catch (error) {
      this.#rewriting = false
      this.#kick()
      throw error
    }
    if (lines === null) {
      this.#rewriting = false
      this.#kick()
      return
    }
    const handle = this.#handle
    this.#handle = null
    try {
      await handle?.close()
      const tmp = this.path + '.tmp'
      writeFileSync(tmp, lines.map((l) => l + '\n').join(''), { mode: 0o600 })
      const fd = openSync(tmp, 'r')
      fsyncSync(fd)
      closeSync(fd)
      renameSync(tmp, this.path)
      fsyncDir(dirname(this.path))
    } finally {
      try {
        await this.#reopen()
      } finally {
        this.#rewriting = false
        this.#kick()
      }
    }
  }

  async close(): Promise<void> {
    await this.#idle()
    await this.#handle?.close()
    this.#handle = null
  }

  async #reopen(): Promise<void> {
    this.#handle = await open(this.path, 'a', 0o600)
    this.#size = (await this.#handle.stat()).size
  }

  async #idle(): Promise<void> {
    while (this.#flushing) await this.#flushing
  }

  #kick(): void {
    if (this.#flushing || this.#queue.length === 0) return
    if (this.#rewriting) return // the rewrite kicks again once the new file is open
    if (this.#handle === null) {
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
    const handle = this.#handle!
    const bytes = Buffer.from(batch.map((item) => item.line + '\n').join(''))
    try {
      // One write() may be short (a full disk): write until every byte is down.
      let offset = 0
      while (offset < bytes.length) {
        const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset)
        if (bytesWritten === 0) throw new Error('the journal disk accepted no bytes')
        offset += bytesWritten
      }
      await handle.datasync()
      this.#size += bytes.length
      for (const item of batch) item.done()
    } catch (error) {
      // Cut a partial batch back off, so the next line does not join a fragment.
      await handle.truncate(this.#size).catch(() => {})
      for (const item of batch) item.done(error as Error)
    }
  }
}

function fsyncDir(path: string): void {
  try {
    const fd = openSync(path, 'r')
    fsyncSync(fd)
    closeSync(fd)
  } catch {
    // Some filesystems refuse fsync on a directory; the file's own fsync still holds.
  }
}
