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
//
// The Journal class composes its parts, each in a file of its own: opening (journal-open.ts),
// reading (record-reads.ts, day-book-queries.ts), compaction (compaction.ts), health
// (journal-health.ts), time (journal-time.ts) and the maintenance timers (maintenance-schedule.ts).

import { join } from 'node:path'
import type { TransactionRecord } from '../../src/shared/contract.ts'
import type { DayBookFilters } from '../../src/shared/day-book.ts'
import type { DayBookEntry } from '../day-book/summary.ts'
import { Compaction } from './compaction.ts'
import * as queries from './day-book-queries.ts'
import { HealthWatch } from './journal-health.ts'
import { checkFolder, loadJournal, tightenDataDir, type FolderIdentity } from './journal-open.ts'
import { JournalTime } from './journal-time.ts'
import type {
  JournalHealth,
  JournalOptions,
  JournalPage,
  PurgeResult,
  StoredRecord,
  StoredSummary,
} from './journal-types.ts'
import { lockDataDir, type DataDirLock } from './lock.ts'
import { MaintenanceSchedule } from './maintenance-schedule.ts'
import { RecordWriter } from './record-writes.ts'
import { present, type JournalState } from './record-reads.ts'
import { RecordIndex } from './record-index.ts'
import { nodeStorage } from './storage.ts'

export { JournalWriteError, type JournalFailureCause, type JournalStorage } from './storage.ts'
export * from './journal-types.ts'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

export class Journal {
  readonly #dataDir: string
  readonly #path: string
  readonly #state: JournalState
  readonly #time: JournalTime
  readonly #health: HealthWatch
  readonly #compaction: Compaction
  readonly #schedule: MaintenanceSchedule
  #lock: DataDirLock | null = null
  #dir: FolderIdentity | null = null
  readonly #writer: RecordWriter

  constructor(options: JournalOptions) {
    this.#dataDir = options.dataDir
    this.#path = join(options.dataDir, 'journal.jsonl')
    this.#state = {
      storage: options.storage ?? nodeStorage,
      retentionMs: options.retentionDays * DAY_MS,
      reprintMs: (options.reprintHours ?? 24) * HOUR_MS,
      index: new RecordIndex(),
      log: null,
    }
    this.#schedule = new MaintenanceSchedule(
      options.firstMaintenanceMs ?? 1000,
      options.maintenanceMs ?? HOUR_MS,
    )
    this.#time = new JournalTime(options)
    this.#health = new HealthWatch(options.dataDir)
    this.#compaction = new Compaction(this.#state)
    this.#writer = new RecordWriter(this.#state, this.#health, () => this.#time.now())
  }

  get path(): string {
    return this.#path
  }

  async open(): Promise<void> {
    const state = this.#state
    this.#dir = tightenDataDir(state.storage, this.#dataDir)
    this.#lock = lockDataDir(this.#dataDir)
    try {
      const { log, index, seq, highWater } = loadJournal(state.storage, this.#path, () =>
        this.#checkFolder(),
      )
      state.index = index
      this.#writer.seq = seq
      state.log = log
      this.#time.start(highWater)
    } catch (error) {
      await state.log?.close()
      state.log = null
      this.#lock.release()
      this.#lock = null
      throw error
    }
    this.#startTimer()
  }

  /** Resolves once the first maintenance after open() has run (tests, and a clean close). */
  settled(): Promise<void> {
    return this.#schedule.firstDone
  }

  /** A timer of its own scope: a closure made in open() would keep the loading's garbage alive. */
  #startTimer(): void {
    this.#schedule.start(() => this.maintain())
  }

  #checkFolder(): void {
    const fd = this.#state.log?.fd ?? null
    checkFolder(this.#state.storage, { dataDir: this.#dataDir, file: this.#path }, this.#dir, fd)
  }

  // Writing, and the journal's health.

  /**
   * Writes a snapshot of the record and resolves once it is on disk; only then does the record
   * show in the history. Rejects with a JournalWriteError (cause, reason) when the disk did not
   * take it; the journal then reports itself failing until a write works again.
   */
  async write(record: TransactionRecord): Promise<void> {
    return this.#writer.write(record)
  }

  /** ok, or failing with the cause and a sentence for the merchant. Cheap: no disk access. */
  health(): JournalHealth {
    return this.#health.current
  }

  /**
   * Call before new work (a capture, an enquiry): when ok, checks that DATA_DIR and the journal
   * file are still the ones opened (a removed folder is noticed before the next enquiry); when
   * failing, tries a blank line (at most one probe at a time) and is ok again if it is written.
   */
  ready(): Promise<JournalHealth> {
    return this.#health.ready(this.#state.log, () => this.#checkFolder())
  }

  // Reading.

  get(id: string): StoredRecord | undefined {
    const row = this.#state.index.rowOf(id)
    if (row === undefined) return undefined
    const now = this.#time.now()
    return this.#state.index.journalTime[row]! < now - this.#state.retentionMs
      ? undefined
      : present(this.#state, row, now)
  }

  get size(): number {
    return this.#state.index.count
  }

  /** Newest first (by sequence): the history of v1.1. */
  list(limit: number): StoredSummary[] {
    return this.page({}, limit, null).transactions
  }

  /** One page of the day book, newest first, and the cursor of the next one. */
  page(filters: DayBookFilters, limit: number, before: string | null): JournalPage {
    const start = queries.startRow(this.#state.index, before)
    const match = this.#matcher(filters)
    return queries.readPage(this.#state, match, start, limit, this.#time.now())
  }

  /** What the summary counts, oldest first, from memory alone (disk only to confirm a search). */
  entries(filters: DayBookFilters): DayBookEntry[] {
    const match = this.#matcher(filters)
    return queries.dayBookEntries(this.#state, match, match.confirms ? this.#time.now() : 0)
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
    queries.eachMatching(this.#state, match, this.#time.now(), visit)
  }

  #matcher(filters: DayBookFilters): queries.RowMatch {
    const hidden = () => this.#time.now() - this.#state.retentionMs
    return queries.matcher(this.#state.index, filters, hidden)
  }

  // Retention, the reprint window, and the merchant's purge (compaction.ts).

  /**
   * Applies retention and the reprint window to the file: drops records older than the retention
   * and removes expired balances and statement entries, in one atomic rewrite, only when there is
   * something to do. Runs at open and every maintenanceMs.
   */
  async maintain(): Promise<PurgeResult> {
    const now = this.#time.now()
    const cutoff = now - this.#state.retentionMs
    return this.#compaction.run((row) => this.#state.index.journalTime[row]! < cutoff, now, {
      reason: 'retention',
      retentionDays: this.#state.retentionMs / DAY_MS,
    })
  }

  /** Back-compatible name of maintain(). */
  purgeExpired(): Promise<PurgeResult> {
    return this.maintain()
  }

  /** The merchant's purge: records older than `days` days of journal time; 0 removes all. */
  purgeOlderThan(days: number): Promise<PurgeResult> {
    const now = this.#time.now()
    const cutoff = days === 0 ? Infinity : now - days * DAY_MS
    return this.#compaction.run((row) => this.#state.index.journalTime[row]! < cutoff, now, {
      reason: 'merchant',
      olderThanDays: days,
      always: true,
    })
  }

  async close(): Promise<void> {
    this.#schedule.stop()
    while (this.#compaction.running) await this.#compaction.running.catch(() => {})
    await this.#state.log?.close()
    this.#state.log = null
    this.#lock?.release()
    this.#lock = null
  }
}
