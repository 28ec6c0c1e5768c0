// An append-only file of JSON lines with group commit: every append resolves only after its line
// is written and fdatasync'ed, and appends that arrive while a flush is running share the next
// one. A crash can tear at most the last line; open() cuts a torn tail off before appending.

import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, truncateSync, writeFileSync } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'
import { dirname } from 'node:path'

export class AppendLog {
  readonly path: string
  #handle: FileHandle | null = null
  #queue: { line: string; done: (error?: Error) => void }[] = []
  #flushing: Promise<void> | null = null

  constructor(path: string) {
    this.path = path
  }

  /** Reads every complete line, cutting off a torn last line left by a crash. */
  static readLines(path: string): string[] {
    let text: string
    try {
      text = readFileSync(path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    const end = text.lastIndexOf('\n') + 1
    if (end < text.length) truncateSync(path, Buffer.byteLength(text.slice(0, end)))
    return text.slice(0, end).split('\n').filter((line) => line.trim() !== '')
  }

  async open(): Promise<void> {
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 })
    this.#handle = await open(this.path, 'a', 0o600)
    fsyncDir(dirname(this.path))
  }

  append(line: string): Promise<void> {
    if (line.includes('\n')) throw new Error('a journal line cannot contain a newline')
    return new Promise((resolve, reject) => {
      this.#queue.push({ line, done: (error) => (error ? reject(error) : resolve()) })
      this.#kick()
    })
  }

  /** Replaces the whole file atomically (write, fsync, rename, fsync dir); appends wait. */
  async rewrite(lines: readonly string[]): Promise<void> {
    await this.#idle()
    const handle = this.#handle
    this.#handle = null
    await handle?.close()
    const tmp = this.path + '.tmp'
    writeFileSync(tmp, lines.map((l) => l + '\n').join(''), { mode: 0o600 })
    const fd = openSync(tmp, 'r')
    fsyncSync(fd)
    closeSync(fd)
    renameSync(tmp, this.path)
    fsyncDir(dirname(this.path))
    this.#handle = await open(this.path, 'a', 0o600)
    this.#kick()
  }

  async close(): Promise<void> {
    await this.#idle()
    await this.#handle?.close()
    this.#handle = null
  }

  async #idle(): Promise<void> {
    while (this.#flushing) await this.#flushing
  }

  #kick(): void {
    if (this.#flushing || this.#queue.length === 0 || this.#handle === null) return
    this.#flushing = this.#flush().finally(() => {
      this.#flushing = null
      this.#kick()
    })
  }

  async #flush(): Promise<void> {
    const batch = this.#queue
    this.#queue = []
    try {
      await this.#handle!.write(batch.map((item) => item.line + '\n').join(''))
      await this.#handle!.datasync()
      for (const item of batch) item.done()
    } catch (error) {
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
