// The transaction journal (bridge-api.md): every enquiry attempt, recorded and flushed to disk
// before the browser gets its reply. Each line is a whole snapshot of one record; the last line
// for an id wins. An attempt whose final line never made it to disk (the bridge was killed
// mid-call) reads back as outcome "unknown" with errorCode INTERRUPTED: the bank may have answered.
// Records hold masked identifiers only: never credentials, PAN, PID XML or device identity.
//
// v1.2 (issues 15 and 16):
// - Memory holds a compact index (record-index.ts); records are read from the file by offset.
//   A record enters the index only once its line is on disk: memory never shows what the disk
//   does not hold.
// - Records carry a sequence number, the order in which the journal saw them; the history lists
//   by it, not by the wall clock. Retention and the reprint window run on the journal's own time
//   (clock.ts), so a wrong or jumping clock deletes nothing early; every purge is logged.
// - REPRINT_HOURS: past it, a record's balance and statement entries are shown removed at once,
//   and the next compaction (hourly, and at start) removes them from the file.
// - A write that fails is classified (disk full, folder gone, read-only, I/O error) and the
//   journal reports itself failing until a write works again (health(), ready()).
// - DATA_DIR is 0700 and the journal 0600 at every start; no file is opened through a symlink.

import { join } from 'node:path'
import { uptime } from 'node:os'
import type {
  JournalRecordExtras,
  TransactionRecord,
  TransactionSummary,
} from '../../src/shared/contract.ts'
import type { DayBookFilters } from '../../src/shared/day-book.ts'
import { DAY_BOOK_OPERATIONS, DAY_BOOK_OUTCOMES } from '../../src/shared/day-book.ts'
import { dayNumberOfDate, indiaDate } from '../../src/shared/india-day.ts'
import type { DayBookEntry } from '../day-book/summary.ts'
import { log as logLine } from '../log.ts'
import { constants } from 'node:fs'
import { AppendLog, openPrivate, type RewriteOutput } from './append-log.ts'
import { rawLine } from './line-fields.ts'
import { JournalClock, type ClockNote } from './clock.ts'
import { lockDataDir, type DataDirLock } from './lock.ts'
import {
  DETAILS,
  FINISHED,
  INTERRUPTED,
  RecordIndex,
  hash32,
  operationCode,
  outcomeCode,
  type IndexFields,
} from './record-index.ts'
import {
  JournalWriteError,
  nodeStorage,
  type JournalFailureCause,
  type JournalStorage,
} from './storage.ts'

export { JournalWriteError, type JournalFailureCause, type JournalStorage } from './storage.ts'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
/** Where a line's statement entries begin (the bridge writes them last). */
const ENTRIES_KEY = Buffer.from(',"entries":[')
const INTERRUPTED_GUIDANCE =
  'The bridge stopped while this enquiry was with the bank, so its result is not known. Do not retry at once.'

export interface JournalOptions {
  dataDir: string
  retentionDays: number
  /** Hours a customer's balance and statement entries stay for reprinting; 0 = the whole retention. */
  reprintHours?: number
  /** The wall clock. */
  now?: () => Date
  /**
   * A clock that only moves forward, in ms, counting time asleep too (os.uptime); tests pass
   * their own to make the wall clock jump while real time does not.
   */
  monotonic?: () => number
  storage?: JournalStorage
  /** How often retention and the reprint window are applied to the file. */
  maintenanceMs?: number
  /**
   * How long after open() the first maintenance runs (default 1 s): a rewrite then does not delay
   * the start. Until it has run, what it would remove is already hidden from every read.
   */
  firstMaintenanceMs?: number
}

export type JournalHealth =
  { state: 'ok' } | { state: 'failing'; cause: JournalFailureCause; reason: string; since: string }

export type StoredRecord = TransactionRecord & JournalRecordExtras
export type StoredSummary = TransactionSummary & JournalRecordExtras

export interface PurgeResult {
  removed: number
  remaining: number
}

export interface JournalPage {
  transactions: StoredSummary[]
  next: string | null
}

/** `before=` names no record (never one, or purged since). */
export class UnknownCursorError extends Error {
  constructor() {
    super('This page marker is no longer in the history; start again from the newest.')
    this.name = 'UnknownCursorError'
  }
}

/** The index fields of a line parsed in full; null when it is no record. */
function fullLine(text: string): IndexFields | null {
  let record: Record<string, unknown>
  try {
    record = JSON.parse(text) as Record<string, unknown>
  } catch {
    return null
  }
  if (record === null || typeof record !== 'object') return null
  if (typeof record.id !== 'string' || typeof record.startedAt !== 'string') return null
  const startedAt = Date.parse(record.startedAt)
  if (Number.isNaN(startedAt)) return null
  const text_ = (v: unknown) => (typeof v === 'string' ? v : null)
  const hasDetails =
    (record.availableBalance !== null && record.availableBalance !== undefined) ||
    Array.isArray(record.entries)
  const finished = record.finishedAt !== null && record.finishedAt !== undefined
  return {
    id: record.id,
    seq: typeof record.seq === 'number' ? record.seq : NaN,
    journalTime: typeof record.journalTime === 'number' ? record.journalTime : startedAt,
    startedAt,
    operation: String(record.operation),
    outcome: String(record.outcome),
    bankiin: String(record.bankiin ?? ''),
    bankName: text_(record.bankName),
    aadhaarMasked: String(record.aadhaarMasked ?? ''),
    rrn: text_(record.rrn),
    stanNo: text_(record.stanNo),
    clientRefNo: text_(record.clientRefNo),
    flags: (finished ? FINISHED : 0) | (hasDetails ? DETAILS : 0),
  }
}

function fieldsOf(record: StoredRecord, seq: number, journalTime: number): IndexFields {
  const hasDetails =
    (record.availableBalance !== null && record.availableBalance !== undefined) ||
    record.entries !== undefined
  return {
    id: record.id,
    seq,
    journalTime,
    startedAt: Date.parse(record.startedAt),
    operation: record.operation,
    outcome: record.outcome,
    bankiin: record.bankiin,
    bankName: record.bankName,
    aadhaarMasked: record.aadhaarMasked,
    rrn: record.rrn,
    stanNo: record.stanNo,
    clientRefNo: record.clientRefNo,
    flags: (record.finishedAt !== null ? FINISHED : 0) | (hasDetails ? DETAILS : 0),
  }
}

/** One line: the record, its sequence number and journal time, the statement entries last. */
function serialise(record: StoredRecord, seq: number, journalTime: number): string {
  const { entries, ...rest } = record
  const line: Record<string, unknown> = { ...rest, seq, journalTime }
  if (entries !== undefined) line.entries = entries
  return JSON.stringify(line)
}

/** The record without the customer's balance and statement entries (REPRINT_HOURS). */
function withoutDetails(record: StoredRecord, removedAt: number): StoredRecord {
  const { entries: _entries, ...rest } = record
  return { ...rest, availableBalance: null, detailsRemovedAt: new Date(removedAt).toISOString() }
}

export class Journal {
  readonly #dataDir: string
  readonly #path: string
  readonly #storage: JournalStorage
  readonly #retentionMs: number
  readonly #reprintMs: number
  readonly #maintenanceMs: number
  readonly #firstMaintenanceMs: number
  #firstMaintenance: Promise<void> = Promise.resolve()
  readonly #clock: JournalClock
  #log: AppendLog | null = null
  #index = new RecordIndex()
  #lock: DataDirLock | null = null
  #dir: { dev: number; ino: number } | null = null
  #seq = 0
  /** Sequence numbers of records whose first line is on its way to disk. */
  readonly #pending = new Map<string, { seq: number; journalTime: number; writes: number }>()
  #health: JournalHealth = { state: 'ok' }
  #probing: Promise<void> | null = null
  #timer: NodeJS.Timeout | null = null
  #firstTimer: NodeJS.Timeout | null = null
  #resolveFirst: () => void = () => {}
  #maintaining: Promise<unknown> | null = null
  #clockNote: ClockNote['kind'] = 'ok'

  constructor(options: JournalOptions) {
    this.#dataDir = options.dataDir
    this.#path = join(options.dataDir, 'journal.jsonl')
    this.#storage = options.storage ?? nodeStorage
    this.#retentionMs = options.retentionDays * DAY_MS
    this.#reprintMs = (options.reprintHours ?? 24) * HOUR_MS
    this.#maintenanceMs = options.maintenanceMs ?? HOUR_MS
    this.#firstMaintenanceMs = options.firstMaintenanceMs ?? 1000
    const now = options.now ?? (() => new Date())
    this.#clock = new JournalClock({
      wall: () => now().getTime(),
      monotonic: options.monotonic ?? (() => uptime() * 1000),
    })
  }

  get path(): string {
    return this.#path
  }

  async open(): Promise<void> {
    this.#tightenDataDir()
    this.#lock = lockDataDir(this.#dataDir)
    try {
      const { log, index, seq, highWater } = this.#load()
      this.#index = index
      this.#seq = seq
      this.#log = log
      this.#noteClock(this.#clock.start(highWater))
    } catch (error) {
      await this.#log?.close()
      this.#log = null
      this.#lock.release()
      this.#lock = null
      throw error
    }
    this.#startTimer()
  }

  /** Resolves once the first maintenance after open() has run (tests, and a clean close). */
  settled(): Promise<void> {
    return this.#firstMaintenance
  }

  /** A timer of its own scope: a closure made in open() would keep the loading's garbage alive. */
  #startTimer(): void {
    const run = () =>
      this.maintain().then(
        () => {},
        (error: unknown) =>
          logLine('error', 'journal maintenance failed', { error: String(error) }),
      )
    this.#firstMaintenance = new Promise<void>((resolve) => {
      this.#firstTimer = setTimeout(() => {
        this.#firstTimer = null
        run().finally(resolve)
      }, this.#firstMaintenanceMs)
      this.#firstTimer.unref()
      this.#resolveFirst = resolve
    })
    this.#timer = setInterval(() => {
      this.maintain().catch((error: unknown) =>
        logLine('error', 'journal maintenance failed', { error: String(error) }),
      )
    }, this.#maintenanceMs).unref()
  }

  /**
   * About how many records the file holds, from its size and the lines of its first 256 KiB: the
   * index is sized once, as growing by doubling would leave the freed halves in the process.
   */
  #expectedRecords(): number {
    let fd: number
    try {
      fd = openPrivate(this.#storage, this.#path, constants.O_RDONLY)
    } catch {
      return 1024 // a new journal (or one open() will refuse with a clear reason)
    }
    try {
      const size = this.#storage.fstat(fd).size
      const sample = Buffer.allocUnsafe(Math.min(size, 256 * 1024))
      const n = this.#storage.read(fd, sample, 0, sample.length, 0)
      let lines = 0
      for (let i = 0; i < n; i++) if (sample[i] === 0x0a) lines++
      if (lines === 0 || n === 0) return 1024
      return Math.ceil((size / (n / lines)) * 1.05) + 64
    } finally {
      this.#storage.close(fd)
    }
  }

  /** Reads the file into a new index, line by line, and opens it for appending. */
  #load(): { log: AppendLog; index: RecordIndex; seq: number; highWater: number | null } {
    const index = new RecordIndex(this.#expectedRecords())
    let skipped = 0
    let highWater: number | null = null
    let seq = 0
    const log = new AppendLog(this.#path, this.#storage, () => this.#checkFolder())
    log.open((bytes, from, to, offset) => {
      const raw = rawLine(bytes, from, to)
      if (raw !== null) {
        const known = index.rowOfBytes(bytes, raw.idFrom, raw.idTo)
        let lineSeq = raw.seq
        if (known !== undefined) lineSeq = index.seq[known]!
        else if (Number.isNaN(lineSeq)) lineSeq = seq + 1 // a line of the old format
        seq = Math.max(seq, lineSeq)
        highWater = Math.max(highWater ?? 0, raw.journalTime)
        index.putRaw(raw, bytes, lineSeq, offset, to - from)
        return
      }
      // Not a line in the usual form (the old format, an escaped value): parse it in full.
      const fields = fullLine(bytes.toString('utf8', from, to))
      if (fields === null) {
        if (bytes.subarray(from, to).some((b) => b !== 0x20 && b !== 0x0d && b !== 0x09)) skipped++
        return
      }
      const known = index.rowOf(fields.id)
      if (known !== undefined) fields.seq = index.seq[known]!
      else if (Number.isNaN(fields.seq)) fields.seq = seq + 1
      seq = Math.max(seq, fields.seq)
      highWater = Math.max(highWater ?? 0, fields.journalTime)
      index.put(fields, offset, to - from)
    })
    if (skipped > 0) logLine('warn', 'journal lines skipped', { count: skipped })
    for (let row = 0; row < index.count; row++)
      if (!(index.flags[row]! & FINISHED)) index.flags[row]! |= INTERRUPTED
    return { log, index: index.sorted() ? index : this.#reorder(index), seq, highWater }
  }

  /**
   * DATA_DIR is created 0700, and an existing loose one is tightened (security.md rule 11); a
   * folder that cannot be tightened refuses the start, naming it.
   */
  #tightenDataDir(): void {
    const storage = this.#storage
    storage.mkdir(this.#dataDir, 0o700)
    const stat = storage.stat(this.#dataDir)
    if (!stat.isDirectory()) throw new Error(`DATA_DIR ${this.#dataDir} is not a folder`)
    if (process.platform !== 'win32' && (stat.mode & 0o077) !== 0) {
      try {
        storage.chmod(this.#dataDir, 0o700)
      } catch (error) {
        throw new Error(
          `DATA_DIR ${this.#dataDir} is open to other users (mode ${(stat.mode & 0o777).toString(8)}) and could not be made private (0700): ${(error as Error).message}`,
        )
      }
    }
    this.#dir = { dev: stat.dev, ino: stat.ino }
  }

  /**
   * Before every write: the folder and the file are still the ones opened. A removed or replaced
   * DATA_DIR would otherwise take writes into a file nobody will ever read again.
   */
  #checkFolder(): void {
    const fd = this.#log?.fd ?? null
    try {
      const dir = this.#storage.stat(this.#dataDir)
      const file = this.#storage.stat(this.#path)
      const open = fd === null ? null : this.#storage.fstat(fd)
      if (
        dir.dev !== this.#dir?.dev ||
        dir.ino !== this.#dir?.ino ||
        (open !== null && (file.ino !== open.ino || file.dev !== open.dev))
      )
        throw new JournalWriteError('folder-gone')
    } catch (error) {
      if (error instanceof JournalWriteError) throw error
      const code = (error as NodeJS.ErrnoException).code ?? null
      throw new JournalWriteError(code === 'ENOENT' ? 'folder-gone' : 'io-error', code)
    }
  }

  #reorder(index: RecordIndex): RecordIndex {
    const rows = Array.from({ length: index.count }, (_, row) => row).sort(
      (a, b) => index.seq[a]! - index.seq[b]!,
    )
    return index.select(rows, (row) => ({
      offset: index.offset[row]!,
      length: index.length[row]!,
      flags: index.flags[row]!,
    }))
  }

  #noteClock(note: ClockNote): void {
    if (note.kind === this.#clockNote) return
    this.#clockNote = note.kind
    if (note.kind === 'ok') {
      logLine('info', 'the clock agrees with the journal again')
      return
    }
    logLine('warn', `the clock is ${note.kind} of the journal's own time`, {
      byHours: Math.round(note.byMs / HOUR_MS),
      effect: 'retention and the reprint window follow the journal time; nothing is purged early',
    })
  }

  #now(): number {
    const now = this.#clock.now()
    this.#noteClock(this.#clock.note)
    return now
  }

  // -------------------------------------------------------------------------------------------
  // Writing, and the journal's health.

  /**
   * Writes a snapshot of the record and resolves once it is on disk; only then does the record
   * show in the history. Rejects with a JournalWriteError (cause, reason) when the disk did not
   * take it; the journal then reports itself failing until a write works again.
   */
  async write(record: TransactionRecord): Promise<void> {
    const log = this.#log
    if (log === null) throw new Error('the journal is not open')
    const known = this.#index.rowOf(record.id)
    let pending = this.#pending.get(record.id)
    if (known === undefined && pending === undefined) {
      pending = { seq: ++this.#seq, journalTime: this.#now(), writes: 0 }
      this.#pending.set(record.id, pending)
    }
    const seq = known !== undefined ? this.#index.seq[known]! : pending!.seq
    const journalTime = known !== undefined ? this.#index.journalTime[known]! : pending!.journalTime
    if (pending) pending.writes++
    const snapshot = structuredClone(record) as StoredRecord
    delete (snapshot as { seq?: number }).seq
    delete (snapshot as { journalTime?: number }).journalTime
    try {
      const at = await log.append(serialise(snapshot, seq, journalTime))
      // The line is on disk: now, and only now, the history shows it. The index is the one of the
      // file the line is in (a compaction holds appends until it has swapped both).
      this.#index.put(fieldsOf(snapshot, seq, journalTime), at.offset, at.length)
      this.#recovered()
    } catch (error) {
      const failure = JournalWriteError.from(error)
      this.#failing(failure)
      throw failure
    } finally {
      if (pending && --pending.writes === 0) this.#pending.delete(record.id)
    }
  }

  /** ok, or failing with the cause and a sentence for the merchant. Cheap: no disk access. */
  health(): JournalHealth {
    return this.#health
  }

  /**
   * Call before new work (a capture, an enquiry): when ok, checks that DATA_DIR and the journal
   * file are still the ones opened (a removed folder is noticed before the next enquiry); when
   * failing, tries a blank line (at most one probe at a time) and is ok again if it is written.
   */
  async ready(): Promise<JournalHealth> {
    if (this.#log === null) return this.#health
    if (this.#health.state === 'ok') {
      try {
        this.#checkFolder()
      } catch (error) {
        this.#failing(JournalWriteError.from(error))
      }
      return this.#health
    }
    this.#probing ??= this.#log
      .probe()
      .then(
        () => this.#recovered(),
        (error: unknown) => this.#failing(JournalWriteError.from(error)),
      )
      .finally(() => (this.#probing = null))
    await this.#probing
    return this.#health
  }

  #failing(failure: JournalWriteError): void {
    if (this.#health.state === 'failing' && this.#health.cause === failure.cause) return
    this.#health = {
      state: 'failing',
      cause: failure.cause,
      reason: failure.reason,
      since: new Date().toISOString(),
    }
    logLine('error', 'journal cannot be written', {
      cause: failure.cause,
      errno: failure.errno,
      dataDir: this.#dataDir,
    })
  }

  #recovered(): void {
    if (this.#health.state === 'ok') return
    logLine('info', 'journal is written again', { after: this.#health.cause })
    this.#health = { state: 'ok' }
  }

  // -------------------------------------------------------------------------------------------
  // Reading.

  /**
   * The record of a row, read from the file. Without `entries`, the statement entries (always
   * last on the line) are not even parsed: the CSV never shows them.
   */
  #readRow(row: number, entries = true, line?: Buffer): StoredRecord {
    const buffer = line ?? this.#readLines([row])[0]!
    if (!entries) {
      const cut = buffer.indexOf(ENTRIES_KEY)
      if (cut !== -1) {
        const head = JSON.parse(buffer.toString('utf8', 0, cut) + '}') as StoredRecord
        return head
      }
    }
    return JSON.parse(buffer.toString('utf8')) as StoredRecord
  }

  #expired(row: number, now: number): boolean {
    return (
      this.#reprintMs > 0 &&
      (this.#index.flags[row]! & DETAILS) !== 0 &&
      this.#index.journalTime[row]! + this.#reprintMs <= now
    )
  }

  /** The record as the API shows it. */
  #present(row: number, now: number, entries = true, line?: Buffer): StoredRecord {
    let record = this.#readRow(row, entries, line)
    delete (record as { journalTime?: number }).journalTime
    record.seq = this.#index.seq[row]!
    if (this.#index.flags[row]! & INTERRUPTED) {
      record.outcome = 'unknown'
      record.errorCode = 'INTERRUPTED'
      record.guidance = INTERRUPTED_GUIDANCE
    }
    if (this.#expired(row, now))
      record = withoutDetails(record, this.#index.journalTime[row]! + this.#reprintMs)
    return record
  }

  get(id: string): StoredRecord | undefined {
    const row = this.#index.rowOf(id)
    if (row === undefined) return undefined
    const now = this.#now()
    return this.#index.journalTime[row]! < now - this.#retentionMs
      ? undefined
      : this.#present(row, now)
  }

  get size(): number {
    return this.#index.count
  }

  /** Newest first (by sequence): the history of v1.1. */
  list(limit: number): StoredSummary[] {
    return this.page({}, limit, null).transactions
  }

  /** One page of the day book, newest first, and the cursor of the next one. */
  page(filters: DayBookFilters, limit: number, before: string | null): JournalPage {
    const index = this.#index
    let start = index.count - 1
    if (before !== null) {
      const row = index.rowOf(before)
      if (row === undefined) throw new UnknownCursorError()
      start = row - 1
    }
    const match = this.#matcher(filters)
    const now = this.#now()
    const records: StoredRecord[] = []
    const rows: number[] = []
    for (let row = start; row >= 0 && records.length <= limit; row--) {
      if (!match.row(row)) continue
      const record = this.#present(row, now)
      if (!match.record(record)) continue
      records.push(record)
      rows.push(row)
    }
    const more = records.length > limit
    const shown = records.slice(0, limit)
    return {
      transactions: shown.map(summarise),
      next: more ? index.idOf(rows[limit - 1]!) : null,
    }
  }

  /** What the summary counts, oldest first, from memory alone (disk only to confirm a search). */
  entries(filters: DayBookFilters): DayBookEntry[] {
    const index = this.#index
    const match = this.#matcher(filters)
    const out: DayBookEntry[] = []
    const now = match.confirms ? this.#now() : 0
    for (let row = 0; row < index.count; row++) {
      if (!match.row(row)) continue
      if (match.confirms && !match.record(this.#present(row, now))) continue
      out.push({
        startedAt: index.started[row]!,
        operation: DAY_BOOK_OPERATIONS[index.op[row]!] ?? 'unknown',
        outcome:
          index.flags[row]! & INTERRUPTED
            ? 'unknown'
            : (DAY_BOOK_OUTCOMES[index.outcome[row]!] ?? 'unknown'),
        bankiin: index.banks.values[index.bank[row]!] ?? '',
        bankName: index.names.values[index.bankName[row]!] ?? null,
      })
    }
    return out
  }

  /**
   * The records that match, oldest first, for the CSV export: without their statement entries,
   * which the export never shows.
   */
  records(filters: DayBookFilters): StoredRecord[] {
    const out: StoredRecord[] = []
    this.eachRecord(filters, (record) => out.push(record))
    return out
  }

  /**
   * Calls `visit` with each matching record, oldest first, without its statement entries. One
   * record at a time: a day's export keeps only its rows, not its records, in memory.
   */
  eachRecord(filters: DayBookFilters, visit: (record: StoredRecord) => void): void {
    const match = this.#matcher(filters)
    const now = this.#now()
    const rows: number[] = []
    for (let row = 0; row < this.#index.count; row++) if (match.row(row)) rows.push(row)
    // In slices, so that no more than a slice's lines are held at once.
    for (let i = 0; i < rows.length; i += 256) {
      const slice = rows.slice(i, i + 256)
      const lines = this.#readLines(slice)
      for (let k = 0; k < slice.length; k++) {
        const record = this.#present(slice[k]!, now, false, lines[k])
        if (match.record(record)) visit(record)
      }
    }
  }

  /**
   * The lines of many rows with few reads: a day's records lie close together in the file, so
   * stretches with small gaps are read whole (one system call for hundreds of records).
   */
  #readLines(rows: readonly number[]): Buffer[] {
    const fd = this.#log?.fd
    if (fd === null || fd === undefined) throw new Error('the journal is not open')
    const index = this.#index
    const order = rows
      .map((_, i) => i)
      .sort((a, b) => index.offset[rows[a]!]! - index.offset[rows[b]!]!)
    const out: Buffer[] = new Array(rows.length)
    const MAX_GAP = 64 * 1024
    const MAX_SPAN = 4 * 1024 * 1024
    for (let k = 0; k < order.length;) {
      const start = index.offset[rows[order[k]!]!]!
      let end = start + index.length[rows[order[k]!]!]!
      let last = k + 1
      while (last < order.length) {
        const row = rows[order[last]!]!
        const at = index.offset[row]!
        const to = Math.max(end, at + index.length[row]!)
        if (at - end > MAX_GAP || to - start > MAX_SPAN) break
        end = to
        last++
      }
      const span = Buffer.allocUnsafe(end - start)
      let got = 0
      while (got < span.length) {
        const n = this.#storage.read(fd, span, got, span.length - got, start + got)
        if (n === 0) throw new Error('the journal file is shorter than its index')
        got += n
      }
      for (; k < last; k++) {
        const row = rows[order[k]!]!
        const from = index.offset[row]! - start
        out[order[k]!] = span.subarray(from, from + index.length[row]!)
      }
    }
    return out
  }

  #matcher(filters: DayBookFilters): {
    row: (row: number) => boolean
    record: (record: StoredRecord) => boolean
    confirms: boolean
  } {
    const index = this.#index
    const fromDay = filters.from ? dayNumberOfDate(filters.from)! : -Infinity
    const toDay = filters.to ? dayNumberOfDate(filters.to)! : Infinity
    const ops = filters.operations ? new Set(filters.operations.map(operationCode)) : null
    const outcomes = filters.outcomes ? new Set(filters.outcomes.map(outcomeCode)) : null
    const unknown = outcomeCode('unknown')
    const bank = filters.bankiin === undefined ? null : (index.banks.lookup(filters.bankiin) ?? -1)
    const q = filters.q
    const hiddenBefore = this.#now() - this.#retentionMs
    const last4 = q !== undefined && /^\d{4}$/.test(q) ? Number(q) : null
    const qHash = q !== undefined && last4 === null ? hash32(q) : null
    return {
      row: (row) => {
        // Past the retention and waiting for the next maintenance: already gone for the reader.
        if (index.journalTime[row]! < hiddenBefore) return false
        const day = index.day[row]!
        if (day < fromDay || day > toDay) return false
        if (ops && !ops.has(index.op[row]!)) return false
        if (outcomes) {
          const outcome = index.flags[row]! & INTERRUPTED ? unknown : index.outcome[row]!
          if (!outcomes.has(outcome)) return false
        }
        if (bank !== null && index.bank[row] !== bank) return false
        if (last4 !== null && index.last4[row] !== last4) return false
        if (
          qHash !== null &&
          index.rrn[row] !== qHash &&
          index.stan[row] !== qHash &&
          index.ref[row] !== qHash
        )
          return false
        return true
      },
      // A hash can collide: the record itself must hold the RRN, STAN or reference.
      record: (record) =>
        qHash === null || record.rrn === q || record.stanNo === q || record.clientRefNo === q,
      confirms: qHash !== null,
    }
  }

  // -------------------------------------------------------------------------------------------
  // Retention, the reprint window, and the merchant's purge.

  /**
   * Applies retention and the reprint window to the file: drops records older than the retention
   * and removes expired balances and statement entries, in one atomic rewrite, only when there is
   * something to do. Runs at open and every maintenanceMs.
   */
  async maintain(): Promise<PurgeResult> {
    const now = this.#now()
    const cutoff = now - this.#retentionMs
    return this.#compact((row) => this.#index.journalTime[row]! < cutoff, now, {
      reason: 'retention',
      retentionDays: this.#retentionMs / DAY_MS,
    })
  }

  /** Back-compatible name of maintain(). */
  purgeExpired(): Promise<PurgeResult> {
    return this.maintain()
  }

  /** The merchant's purge: records older than `days` days of journal time; 0 removes all. */
  purgeOlderThan(days: number): Promise<PurgeResult> {
    const now = this.#now()
    const cutoff = days === 0 ? Infinity : now - days * DAY_MS
    return this.#compact((row) => this.#index.journalTime[row]! < cutoff, now, {
      reason: 'merchant',
      olderThanDays: days,
      always: true,
    })
  }

  async #compact(
    drop: (row: number) => boolean,
    now: number,
    why: { reason: string; always?: boolean } & Record<string, unknown>,
  ): Promise<PurgeResult> {
    // One compaction at a time: a purge asked for during maintenance waits for it.
    while (this.#maintaining) await this.#maintaining.catch(() => {})
    const log = this.#log
    if (log === null) throw new Error('the journal is not open')
    const tally = { removed: 0, stripped: 0, oldest: Infinity, newest: -Infinity }
    // Decide with every earlier write on disk: decided inside the rewrite, so a record written
    // meanwhile is neither lost nor half-purged.
    const plan = () => {
      const index = this.#index
      const keep: number[] = []
      Object.assign(tally, { removed: 0, oldest: Infinity, newest: -Infinity })
      for (let row = 0; row < index.count; row++) {
        if (drop(row)) {
          tally.removed++
          tally.oldest = Math.min(tally.oldest, index.started[row]!)
          tally.newest = Math.max(tally.newest, index.started[row]!)
        } else keep.push(row)
      }
      return { keep, strip: keep.filter((row) => this.#expired(row, now)) }
    }
    const run = (async () => {
      const decided = plan()
      if (tally.removed === 0 && decided.strip.length === 0) return
      let next: RecordIndex | null = null
      await log.rewrite(
        async (out) => {
          const written = await this.#writeKept(out, plan().keep, now)
          next = written.next
          tally.stripped = written.stripped
        },
        () => {
          this.#index = next!
        },
      )
    })()
    this.#maintaining = run
    try {
      await run
    } finally {
      this.#maintaining = null
    }
    return this.#logCompaction(why, tally)
  }

  /**
   * The rewrite's body: kept lines in the order they lie in the old file, so that unchanged
   * stretches are copied as they are, in large reads and writes, whatever their number; lines
   * past the reprint window written again without their details. Returns the new index.
   */
  async #writeKept(
    out: RewriteOutput,
    keep: number[],
    now: number,
  ): Promise<{ next: RecordIndex; stripped: number }> {
    const index = this.#index
    const places = new Float64Array(index.count * 2 + 2)
    const stripped = new Set<number>()
    const byOffset = keep.slice().sort((a, b) => index.offset[a]! - index.offset[b]!)
    const stretch = { start: -1, end: -1, at: 0 }
    const flush = () => {
      if (stretch.start !== -1) out.copy(stretch.start, stretch.end - stretch.start)
      stretch.start = -1
    }
    let done = 0
    for (const row of byOffset) {
      // A long rewrite (the first start after an upgrade strips a whole journal) pauses now and
      // then, so the bridge keeps answering meanwhile.
      if (++done % 4096 === 0) await new Promise((resolve) => setImmediate(resolve))
      const offset = index.offset[row]!
      const length = index.length[row]!
      if (this.#expired(row, now)) {
        flush()
        const text = this.#strippedLine(row)
        places[row * 2] = out.line(text)
        places[row * 2 + 1] = Buffer.byteLength(text)
        stripped.add(row)
        continue
      }
      if (stretch.start === -1 || offset !== stretch.end) {
        flush()
        stretch.start = offset
        stretch.at = out.size
      }
      stretch.end = offset + length + 1
      places[row * 2] = stretch.at + (offset - stretch.start)
      places[row * 2 + 1] = length
    }
    flush()
    const next = index.select(keep, (row) => ({
      offset: places[row * 2]!,
      length: places[row * 2 + 1]!,
      flags: stripped.has(row) ? index.flags[row]! & ~DETAILS : index.flags[row]!,
    }))
    return { next, stripped: stripped.size }
  }

  /** A record's line without the customer's balance and entries (REPRINT_HOURS). */
  #strippedLine(row: number): string {
    const index = this.#index
    const journalTime = index.journalTime[row]!
    const {
      seq: _s,
      journalTime: _j,
      ...rest
    } = this.#readRow(row) as StoredRecord & {
      journalTime?: number
    }
    const record = withoutDetails(rest as StoredRecord, journalTime + this.#reprintMs)
    return serialise(record, index.seq[row]!, journalTime)
  }

  #logCompaction(
    why: { reason: string; always?: boolean } & Record<string, unknown>,
    tally: { removed: number; stripped: number; oldest: number; newest: number },
  ): PurgeResult {
    const { removed, stripped, oldest, newest } = tally
    const result = { removed, remaining: this.#index.count }
    if (removed > 0 || why.always) {
      const { always: _a, ...fields } = why
      logLine('info', 'journal purged', {
        ...fields,
        removed,
        oldest: removed > 0 ? indiaDate(oldest) : null,
        newest: removed > 0 ? indiaDate(newest) : null,
        remaining: result.remaining,
      })
    }
    if (stripped > 0)
      logLine('info', 'reprint details removed from the journal', {
        records: stripped,
        reprintHours: this.#reprintMs / HOUR_MS,
      })
    return result
  }

  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
    if (this.#firstTimer) clearTimeout(this.#firstTimer)
    this.#firstTimer = null
    this.#resolveFirst()
    while (this.#maintaining) await this.#maintaining.catch(() => {})
    await this.#log?.close()
    this.#log = null
    this.#lock?.release()
    this.#lock = null
  }
}

function summarise(record: StoredRecord): StoredSummary {
  const { entries, ...rest } = record
  return { ...rest, entryCount: entries ? entries.length : null }
}
