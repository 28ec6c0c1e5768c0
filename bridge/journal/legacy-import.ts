// A journal of the JSON-lines format (older releases) brought into SQLite on the first start, while
// the bridge already listens (docs/contract.md v1.4, "Journal import"). The old file is read in
// slices of a few milliseconds each, with a turn of the event loop between them (so /api/status
// answers), each slice one transaction that also records how far the file is read: a kill -9
// resumes at the last committed slice, not from the start. While it loads, the day book's indexes
// and tally triggers are left out (each row would pay for them); the last step builds the indexes,
// counts the tallies, and notes the import done, in one transaction taken in pieces with turns of
// the event loop between them (import-finish.ts). Only then are the old files removed. The last snapshot of each id wins; its sequence number is the order in
// which the file first named it.

import { closeSync, existsSync, openSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { log } from '../log.ts'
import { importSpaceProblem } from './import-space.ts'
import {
  DONE_KEY,
  finishImport,
  ImportStopped,
  IMPORT_PROGRESS_KEY,
  NEW_SEQ_BASE,
  raiseSequence,
} from './import-finish.ts'
import { importedColumns, importRows, type ImportRow } from './import-rows.ts'
import { LineReader, newestTime, type Line } from './legacy-lines.ts'
import { HeldLines } from './superseded-line.ts'
import { sqliteStorage } from './storage.ts'

export const LEGACY_FILE = 'journal.jsonl'
const LEGACY_FILES = [LEGACY_FILE, LEGACY_FILE + '.tmp']
/** meta: where a running import stands (the day book's indexes are absent while it exists). */
export { IMPORT_PROGRESS_KEY, NEW_SEQ_BASE } from './import-finish.ts'
const SLICE_MS = 8 // work per slice before the event loop gets a turn

/** How far a running import is, for /api/status: records so far, of about how many. */
export interface ImportProgress {
  done: number
  total: number
}

interface Standing {
  /** Bytes of the old file read and committed (always at a line's end). */
  offset: number
  /** The last sequence number given. */
  seq: number
  records: number
  skipped: number
}

/** An import to run: what a start found in DATA_DIR, and where a killed one stopped. */
export class LegacyImport {
  readonly #db: DatabaseSync
  readonly #dataDir: string
  readonly #file: string
  readonly #size: number
  #standing: Standing
  #rate = 0
  #stopped = false

  private constructor(db: DatabaseSync, dataDir: string, standing: Standing) {
    this.#db = db
    this.#dataDir = dataDir
    this.#file = join(dataDir, LEGACY_FILE)
    this.#size = statSync(this.#file).size
    this.#standing = standing
  }

  /**
   * The import DATA_DIR needs, or null: none when there is no old file, or (its files removed
   * now) when the database notes it done. Throws, before anything is written, when the old file
   * is beside a journal that already holds records, or when the disk has too little space.
   */
  static pending(db: DatabaseSync, dataDir: string): LegacyImport | null {
    const file = join(dataDir, LEGACY_FILE)
    if (!existsSync(file) || db.prepare('SELECT 1 FROM meta WHERE key = ?').get(DONE_KEY)) {
      for (const name of LEGACY_FILES) rmSync(join(dataDir, name), { force: true })
      return null
    }
    const kept = db.prepare('SELECT value FROM meta WHERE key = ?').get(IMPORT_PROGRESS_KEY) as
      { value: string } | undefined
    if (kept === undefined) {
      const { n } = db.prepare('SELECT count(*) AS n FROM records').get() as { n: number }
      if (n !== 0)
        throw new Error(
          `${file} (a journal of an older bridge) is beside a journal that already holds records; move one of them away`,
        )
    }
    const standing: Standing =
      kept === undefined
        ? { offset: 0, seq: 0, records: 0, skipped: 0 }
        : (JSON.parse(kept.value) as Standing)
    const pending = new LegacyImport(db, dataDir, standing)
    const problem = importSpaceProblem(dataDir, pending.#size - standing.offset)
    if (problem !== null) throw problem
    sqliteStorage.transaction(db, () => raiseSequence(db))
    return pending
  }

  /** The journal time of the old file's newest record, or null. */
  newest(): number | null {
    return newestTime(this.#file)
  }

  /** Records so far, of an estimate from the share of the file read. */
  progress(): ImportProgress {
    const { offset, records } = this.#standing
    if (offset === 0) return { done: 0, total: 0 }
    const total = Math.max(records, Math.round((records * this.#size) / offset))
    return { done: records, total }
  }

  /** Seconds the rest should take at the pace so far (at least 1). */
  retryAfterS(): number {
    const left = this.#size - this.#standing.offset
    if (this.#rate <= 0) return 5
    return Math.max(1, Math.ceil(left / this.#rate))
  }

  /** Reads the rest of the old file, slice by slice, then the last step; resolves when done. */
  async run(): Promise<void> {
    const started = performance.now()
    const from = this.#standing.offset
    // Each slice's commit is not synced on its own (the checkpoints sync): a power cut can only
    // undo the last slices, and their place in the file with them, so they are read again.
    if (from === 0) this.#begin()
    else log('info', 'the import of the older journal resumes', { ...this.#standing })
    const fd = openSync(this.#file, 'r')
    try {
      const write = importRows(this.#db)
      const save = this.#db.prepare('INSERT OR REPLACE INTO meta VALUES (?, ?)')
      const reader = new LineReader(fd, this.#standing.offset)
      while (!reader.ended) {
        if (this.#stopped) return
        this.#commitSlice(() => {
          this.#slice(reader, write)
          this.#standing.offset = reader.offset
          save.run(IMPORT_PROGRESS_KEY, JSON.stringify(this.#standing))
        })
        this.#rate = (this.#standing.offset - from) / ((performance.now() - started) / 1000)
        await new Promise((resolve) => setImmediate(resolve))
      }
    } finally {
      closeSync(fd)
    }
    if (!(await this.#finish())) return
    for (const name of LEGACY_FILES) rmSync(join(this.#dataDir, name), { force: true })
  }

  /**
   * One slice, its place in the file with it: the standing in memory is what was committed, so a
   * failed commit (a full disk, an I/O error) leaves it where the database is, and the retry reads
   * the same lines again. Unsynced (see run()); new records written meanwhile are synced by their
   * own FULL commit, which takes the slices' frames with it.
   */
  #commitSlice(work: () => void): void {
    const before = { ...this.#standing }
    this.#db.exec('PRAGMA synchronous = NORMAL')
    try {
      sqliteStorage.transaction(this.#db, work)
    } catch (error) {
      this.#standing = before
      throw error
    } finally {
      this.#db.exec('PRAGMA synchronous = FULL')
    }
  }

  /** Whether stop() ended the run before the end. */
  get stopped(): boolean {
    return this.#stopped
  }

  /** Ends run() after the slice in progress; what is committed stays, and a later run resumes. */
  stop(): void {
    this.#stopped = true
  }

  /**
   * A few milliseconds of lines into the database. The snapshots of an id that follow each other
   * (an attempt and its answer, most often) are folded first: its first line gives its place and
   * journal time, its last the record. Only that id's lines are held, not the slice's (which
   * outlived V8's small young generation, for the collector's threads to mark); a snapshot of an
   * id met earlier is written over it, its place kept (importRows): the fold of the whole file
   * (a line the next one supersedes at the same place is not even parsed: superseded-line.ts).
   */
  #slice(reader: LineReader, write: ImportRow): void {
    const s = this.#standing
    let first: Line | null = null
    let last: Line | null = null
    const flush = (): void => {
      if (first === null || last === null) return
      const given = first.seq !== null && first.seq < NEW_SEQ_BASE ? first.seq : 0
      const candidate = Math.max(s.seq + 1, given)
      // A new id takes the candidate; a later snapshot of a known one keeps its first place.
      if (write(importedColumns(last), candidate, first.at)) {
        s.seq = candidate
        s.records++
      }
    }
    const take = (line: Line | null): void => {
      if (line === null) s.skipped++
      else if (first !== null && line.record.id === first.record.id) last = line
      else {
        flush()
        first = last = line
      }
    }
    const lines = new HeldLines(take)
    const until = performance.now() + SLICE_MS
    for (let n = 0; (n & 63) !== 0 || performance.now() < until; n++) {
      const text = reader.next()
      if (text === null) break
      if (text.trim() !== '') lines.add(text)
    }
    lines.end()
    flush()
  }

  /** The first slice: the day book's indexes and tally triggers out while the rows go in. */
  #begin(): void {
    sqliteStorage.transaction(this.#db, () => {
      const drop = this.#db
        .prepare(
          "SELECT type, name FROM sqlite_master WHERE (type = 'index' AND sql IS NOT NULL) OR type = 'trigger'",
        )
        .all() as { type: string; name: string }[]
      for (const { type, name } of drop) this.#db.exec(`DROP ${type.toUpperCase()} "${name}"`)
      this.#db
        .prepare('INSERT OR REPLACE INTO meta VALUES (?, ?)')
        .run(IMPORT_PROGRESS_KEY, JSON.stringify(this.#standing))
    })
    log('info', 'the import of the older journal starts', { bytes: this.#size })
  }

  /**
   * The last step (import-finish.ts): the count checked and mended, the day book made whole, in
   * pieces between turns of the event loop. False when a stop came first (rolled back).
   */
  async #finish(): Promise<boolean> {
    const stopped = () => this.#stopped
    const total = await finishImport(this.#db, this.#file, this.#standing, stopped).catch(
      (error: unknown) => (error instanceof ImportStopped ? null : Promise.reject(error)),
    )
    if (total === null) return false
    const skippedLines = this.#standing.skipped
    log('info', 'the journal of the older format is imported', { records: total, skippedLines })
    return true
  }
}
