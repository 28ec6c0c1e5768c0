// The transaction journal (docs/contract.md): every enquiry attempt, on disk before the browser
// gets its reply, in one SQLite database (node:sqlite) in DATA_DIR; README.md in this folder says
// what is kept where, why it is crash-safe, and how an older journal is imported while the bridge
// listens. Records hold masked identifiers only. A failed write is rolled back and classified, and
// the journal reports itself failing until a write works again (health(), ready()).
// One class in one file (house-check.json says why): opening and the parts of an open journal,
// writing, health, the day book's reads, retention, purge, erasure, closing; what has a rule or
// state of its own is a file beside it (record-writes.ts, maintenance.ts, journal-health.ts ...).

import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import type { TransactionRecord } from '../../src/shared/contract.ts'
import type { DayBookFilters } from '../../src/shared/day-book.ts'
import type { ErasureReason } from '../../src/shared/erasure.ts'
import { summarise, type DayBookEntry } from '../day-book/summary.ts'
import { AnswerMarks } from './answer-marks.ts'
import { CauseFill } from './cause-fill.ts'
import { refusalWhileImporting } from './availability.ts'
import { DB_FILE, JOURNAL_FILES, openJournalDatabase } from './database.ts'
import * as queries from './day-book-queries.ts'
import { eraseRecord } from './erasure.ts'
import { ImportRunner } from './import-runner.ts'
import { HealthWatch } from './journal-health.ts'
import {
  identitiesOf,
  requireSameFolder,
  tightenDataDir,
  type FileIdentity,
} from './journal-open.ts'
import { saveWhatIsHeld } from './journal-rescue.ts'
import { JournalTick } from './journal-tick.ts'
import { lastCustomerEnquiry } from './last-customer-enquiry.ts'
import { JournalTime, saveTime, savedTime } from './journal-time.ts'
import {
  PurgeFloorError,
  type JournalHealth,
  type JournalOptions,
  type JournalPage,
  type PurgeResult,
  type StoredRecord,
  type StoredSummary,
} from './journal-types.ts'
import { lockDataDir, type DataDirLock } from './lock.ts'
import { Maintenance } from './maintenance.ts'
import { MaintenanceSchedule } from './maintenance-schedule.ts'
import { present, ROW_COLUMNS, type RecordRow } from './record-row.ts'
import { RecordWriter } from './record-writes.ts'
import { JournalWriteError, sqliteStorage, type JournalStorage } from './storage.ts'
import { summaryJson } from './summary-sql.ts'
import { markInterrupted, UnsavedAnswers } from './unsaved-answers.ts'

export { JournalWriteError, type JournalFailureCause, type JournalStorage } from './storage.ts'
export * from './journal-types.ts'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/**
 * The parts of an open journal, made in the order a start needs them (#openParts): the records
 * the last run never finished marked, then the writer, the maintenance, the statement cache, the
 * folder check and the health probe.
 */
interface JournalParts {
  db: DatabaseSync
  writer: RecordWriter
  maintenance: Maintenance
  statement: ReturnType<typeof queries.statementCache>
  /** Throws folder-gone unless DATA_DIR and the database file are still the ones opened. */
  check: () => void
  /** A small write, committed: whether the disk takes writes again. */
  probe: () => void
  /** The journal's time saved (meta), so that the next start counts on from it (clock.ts). */
  saveTime: () => void
}

export class Journal {
  readonly #dataDir: string
  readonly #path: string
  readonly #storage: JournalStorage
  readonly #retentionMs: number
  readonly #reprintMs: number
  readonly #keepAtLeast: (JournalOptions['keepAtLeast'] & object) | null
  readonly #time: JournalTime
  readonly #health: HealthWatch
  readonly #schedule: MaintenanceSchedule
  readonly #marks = new AnswerMarks()
  readonly #unsaved: UnsavedAnswers
  readonly #tick: JournalTick
  #lock: DataDirLock | null = null
  #open: JournalParts | null = null
  readonly #importRetryMs: number
  #importing: ImportRunner | null = null
  #imported: Promise<void> = Promise.resolve()
  #causes: CauseFill | null = null
  #maintained = 0

  constructor(options: JournalOptions) {
    this.#dataDir = options.dataDir
    this.#path = this.path = join(options.dataDir, DB_FILE)
    this.#storage = options.storage ?? sqliteStorage
    this.#retentionMs = options.retentionDays * DAY_MS
    this.#reprintMs = (options.reprintHours ?? 24) * HOUR_MS
    this.#keepAtLeast = options.keepAtLeast ?? null
    this.#schedule = new MaintenanceSchedule(
      options.firstMaintenanceMs ?? 1000,
      options.maintenanceMs ?? HOUR_MS,
    )
    this.#importRetryMs = options.importRetryMs ?? 10_000
    this.#time = new JournalTime(options)
    this.#health = new HealthWatch(options.dataDir)
    this.#unsaved = new UnsavedAnswers(this.#marks, (record) => this.write(record))
    this.#health.onRecovered = () => void this.#unsaved.flush()
    this.#tick = new JournalTick(
      {
        db: () => this.#open?.db ?? null,
        health: this.#health,
        check: () => this.#open?.check(),
        busy: () => this.#open?.maintenance.running != null,
        kept: () => this.#unsaved.count,
        ready: () => this.ready(),
        flush: () => this.#unsaved.flush(),
      },
      options.tickMs ?? 10_000,
    )
  }

  /** The database file. */
  readonly path: string

  /**
   * Opens DATA_DIR's journal. When an older journal is to be imported, resolves at once with the
   * import running (health() `importing`; imported() resolves when it is done): the bridge
   * listens and new records are written meanwhile; day-book reads, retention and the reprint
   * window wait for the whole history.
   */
  async open(): Promise<void> {
    const dir = tightenDataDir(this.#dataDir, this.#storage.chmod)
    this.#lock = lockDataDir(this.#dataDir)
    try {
      const { db, pending } = openJournalDatabase(this.#path, this.#dataDir)
      this.#start(db, dir, pending?.newest() ?? null)
      if (pending === null) return this.#maintainFromNow()
      const runner = new ImportRunner(pending, this.#importRetryMs)
      this.#importing = runner
      this.#imported = runner.done.then((done) => {
        this.#importing = null
        if (done) this.#maintainFromNow()
      })
    } catch (error) {
      this.#release()
      throw error
    }
  }

  /** Resolves once an import of an older journal found at open() is done (at once if none). */
  imported(): Promise<void> {
    return this.#imported
  }

  #start(db: DatabaseSync, dir: FileIdentity, importing: number | null): void {
    try {
      this.#open = this.#openParts(db, dir, importing)
    } catch (error) {
      this.#release()
      throw error
    }
    this.#tick.start()
  }

  /** The rest of the start, on a database with nothing left to import. */
  #openParts(db: DatabaseSync, dir: FileIdentity, importing: number | null): JournalParts {
    const dataDir = this.#dataDir
    const path = this.#path
    const storage = this.#storage
    try {
      storage.opened?.(db)
      // One commit now, so that the write-ahead log exists and its identity is taken with the rest.
      storage.transaction(db, () =>
        db.prepare("INSERT OR REPLACE INTO meta VALUES ('probe', ?)").run(Date.now()),
      )
      const opened = { dir, files: identitiesOf(JOURNAL_FILES.map((s) => path + s)) }
      let rescued = false
      const check = () => {
        try {
          requireSameFolder(dataDir, opened)
        } catch (error) {
          if (!rescued && error instanceof JournalWriteError && error.file !== null) {
            rescued = true
            saveWhatIsHeld(db, path, opened)
          }
          throw error
        }
      }
      markInterrupted(db, storage, this.#marks.open(dataDir))
      this.#marks.clear()
      this.#startTime(db, importing, check)
      const parts = { storage, health: this.#health, requireSameFolder: check }
      const statement = queries.statementCache(() => db)
      return {
        db,
        saveTime: () => {
          check()
          saveTime(db, storage, this.#time)
        },
        writer: new RecordWriter(db, { ...parts, now: () => this.#time.now() }),
        maintenance: new Maintenance({ ...parts, db, reprintMs: this.#reprintMs }),
        statement,
        check,
        probe: () => {
          check()
          storage.transaction(db, () =>
            statement("INSERT OR REPLACE INTO meta VALUES ('probe', ?)").run(Date.now()),
          )
        },
      }
    } catch (error) {
      db.close()
      throw error
    }
  }

  /**
   * The journal's time counts on from the newest record (or an older journal's still being
   * imported) and the time saved at the last clean stop; a shift moves the records with it.
   */
  #startTime(db: DatabaseSync, importing: number | null, check: () => void): void {
    const { high } = db.prepare('SELECT max(journal_time) AS high FROM records').get() as {
      high: number | null
    }
    const known = high === null ? importing : Math.max(high, importing ?? high)
    this.#time.start(known, savedTime(db))
    this.#time.shift = (since, byMs) => {
      check()
      this.#storage.transaction(db, () =>
        db
          .prepare('UPDATE records SET journal_time = journal_time + ? WHERE journal_time >= ?')
          .run(byMs, since),
      )
    }
  }

  #maintainFromNow(): void {
    // v1.5 (the addition): an earlier journal's records get their causes (cause-fill.ts).
    const { db, check } = this.#require()
    this.#causes = new CauseFill({
      db,
      check,
      storage: this.#storage,
      retryMs: this.#importRetryMs,
    })
    this.#schedule.start(() => this.maintain())
  }

  /** Resolves once the causes of an earlier journal's records are read (at once if none). */
  causesRead(): Promise<void> {
    return this.#imported.then(() => this.#causes?.done)
  }

  #release(): void {
    this.#marks.close()
    this.#lock?.release()
    this.#lock = null
  }

  /** One run of what the timer does: checkpoint the log, probe a failing disk, write kept answers. */
  tick(): Promise<void> {
    return this.#tick.run()
  }

  /** Resolves once the first maintenance after open() has run (tests, and a clean close). */
  settled(): Promise<void> {
    return this.#schedule.firstDone
  }

  #require(): JournalParts {
    if (this.#open === null) throw new Error('the journal is not open')
    return this.#open
  }

  // Writing, and the journal's health.

  /**
   * Writes a snapshot of the record and resolves once it is on disk; only then does the record
   * show in the history. Rejects with a JournalWriteError (cause, reason) when the disk did not
   * take it; the journal then reports itself failing until a write works again. A later snapshot
   * of a record the journal holds (the bank's answer) that fails is kept and written once the
   * journal can write again.
   */
  async write(record: TransactionRecord): Promise<void> {
    const open = this.#require()
    try {
      open.writer.write(record)
      this.#unsaved.saved(record.id)
    } catch (error) {
      if (this.#holds(record.id)) this.#unsaved.keep(record)
      throw error
    }
  }

  #holds(id: string): boolean {
    return this.#require().statement('SELECT 1 FROM records WHERE id = ?').get(id) !== undefined
  }

  /**
   * ok, importing, or failing with the cause and a sentence for the merchant. No disk access. A
   * write that failed during an import says so over the import's progress.
   */
  health(): JournalHealth {
    const writes = this.#health.current
    if (writes.state === 'failing') return writes
    return this.#importing?.health() ?? writes
  }

  /**
   * Call before new work (a capture, an enquiry): when ok, checks that DATA_DIR and the database
   * file are still the ones opened (a removed folder is noticed before the next enquiry); when
   * failing, tries a small write (at most one probe at a time) and is ok again if it commits.
   * While an older journal is imported, new work is refused with the import's progress (contract
   * v1.4, kept by v1.5: captures, enquiries, authentications and status checks get 503
   * JOURNAL_IMPORTING); a write the disk refused meanwhile says so instead.
   */
  ready(): Promise<JournalHealth> {
    if (this.#importing !== null) return Promise.resolve(this.health())
    const open = this.#open
    return this.#health.ready(open?.probe ?? null, () => open?.check())
  }

  // Reading: a record by id, the history and the day book's pages, summary, span and the export's
  // slices, all through the query context (day-book-queries.ts) of the open journal.

  /**
   * The open journal's statements, its own time and what retention hides; throws when closed, or
   * when it cannot answer these filters yet (an import; the causes of older records, for a cause).
   */
  #context(filters?: DayBookFilters): queries.QueryContext {
    // Day-book reads wait for an import too: a history half brought over would mislead.
    if (this.#importing !== null) throw refusalWhileImporting(this.#importing.health())
    if (filters?.causes !== undefined && this.#causes?.pending) throw this.#causes.refusal()
    const now = this.#time.now()
    return {
      statement: this.#require().statement,
      reprintMs: this.#reprintMs,
      now,
      hiddenBefore: now - this.#retentionMs,
    }
  }

  get(id: string): StoredRecord | undefined {
    const ctx = this.#context()
    const row = ctx
      .statement(`SELECT ${ROW_COLUMNS}, entries FROM records WHERE id = ? AND journal_time >= ?`)
      .get(id, ctx.hiddenBefore) as RecordRow | undefined
    return row === undefined ? undefined : present(row, ctx.reprintMs, ctx.now)
  }

  get size(): number {
    return (this.#context().statement('SELECT count(*) AS n FROM records').get() as { n: number }).n
  }

  /** Newest first (by sequence): the history of v1.1. */
  list(limit: number): StoredSummary[] {
    return this.page({}, limit, null).transactions
  }

  /** One page of the day book, newest first, and the cursor of the next one. */
  page(filters: DayBookFilters, limit: number, before: string | null): JournalPage {
    return queries.readPage(this.#context(filters), filters, limit, before)
  }

  /** What the summary counts: groups of records by India day, operation, outcome and bank. */
  entries(filters: DayBookFilters): DayBookEntry[] {
    return queries.summaryGroups(this.#context(filters), filters)
  }

  /**
   * The day book's summary (docs/contract.md, /summary), the reply's bytes: from SQLite
   * (summary-sql.ts), or for a search or a cause counted from its few records.
   */
  summaryBytes(filters: DayBookFilters, today: string): Uint8Array {
    if (queries.readsRecords(filters))
      return Buffer.from(JSON.stringify(summarise(this.entries(filters), filters, today)))
    const where = queries.whereOf(filters, null)
    return summaryJson(this.#context(filters).statement, where, { ...filters, today })
  }

  /** (v1.5) When the last customer enquiry that reached the bank began (epoch ms), or null. */
  lastCustomerEnquiry(): number | null {
    return lastCustomerEnquiry(this.#context())
  }

  /** The first and last start time (epoch ms) of the records that match; nulls for none. */
  span(filters: DayBookFilters): { first: number | null; last: number | null } {
    return queries.matchingSpan(this.#context(filters), filters)
  }

  /** The matching records, oldest first, without statement entries, a slice at a time (exports). */
  slices(filters: DayBookFilters): Generator<StoredRecord[], void, undefined> {
    return queries.matchingRecords(() => this.#context(filters), filters)
  }

  /**
   * The matching records, oldest first, without statement entries, `slice` at a time, each slice
   * handed to `take` as its rows are read (matchingSlices); `reader` says what a row is read as
   * (the record as the API shows it unless given; the CSV reads its kept cells, csv-export.ts).
   */
  sliced<T, R = StoredRecord>(
    filters: DayBookFilters,
    take: (records: Iterable<R>) => T,
    slice?: number,
    reader?: queries.RowReader<R>,
  ): Generator<T, void, undefined> {
    return queries.matchingSlices(() => this.#context(filters), filters, take, slice, reader)
  }

  // Retention, the reprint window, and the merchant's purge (maintenance.ts).

  /**
   * Applies retention and the reprint window. Runs after open and every maintenanceMs. Without
   * the provider's clock agreeing lately, it removes at most a day's worth of records at once
   * (maintenance.ts logs what it left).
   */
  async maintain(): Promise<PurgeResult> {
    const open = this.#require()
    const now = this.#time.now()
    return open.maintenance.run(now - this.#retentionMs, now, {
      reason: 'retention',
      retentionDays: this.#retentionMs / DAY_MS,
      atMostADay: !this.#time.agreed(),
      // The first run after a start is logged even when it removes nothing.
      checked: this.#maintained++ === 0,
    })
  }

  /**
   * The provider's clock, from the Date header of its latest answer (contract v1.5
   * `clock.skewSeconds`): this computer's clock minus the provider's, in ms. A reading that
   * agrees lets the journal's time catch up with this computer's clock; none is trusted alone.
   */
  providerClock(skewMs: number): void {
    if (this.#open === null || !Number.isFinite(skewMs)) return
    this.#time.confirm(skewMs)
  }

  /** What is wrong with the clock, in the merchant's words (/api/status, `check`), or null. */
  clockProblem(): string | null {
    return this.#open === null ? null : this.#time.problem()
  }

  /**
   * The merchant's purge: records older than `days` days of journal time; 0 removes all. Under a
   * retention profile's floor it is refused before anything goes (PurgeFloorError).
   */
  purgeOlderThan(days: number): Promise<PurgeResult> {
    const floor = this.#keepAtLeast
    if (floor !== null && days < floor.days)
      return Promise.reject(new PurgeFloorError(floor.days, floor.why))
    const now = this.#time.now()
    const cutoff = days === 0 ? Infinity : now - days * DAY_MS
    return this.#require().maintenance.run(cutoff, now, {
      reason: 'merchant',
      olderThanDays: days,
      always: true,
    })
  }

  /** Erases one record at the customer's request (erasure.ts); undefined for an unknown id. */
  erase(id: string, reason: ErasureReason): StoredRecord | undefined {
    if (this.get(id) === undefined) return undefined
    eraseRecord({ ...this.#require(), health: this.#health }, id, reason, this.#time.now())
    return this.get(id)
  }

  async close(): Promise<void> {
    this.#importing?.stop()
    await this.#imported
    this.#causes?.stop()
    await this.#causes?.done
    this.#schedule.stop()
    await this.#tick.stop()
    const open = this.#open
    if (open !== null) {
      // An answer kept after a disk fault is written now if the disk takes it again.
      if (this.#unsaved.count > 0) await this.#tick.run()
      while (open.maintenance.running) await open.maintenance.running.catch(() => {})
      try {
        open.saveTime()
      } catch {
        // A disk that refuses it: the next start counts from the newest record instead.
      }
      this.#open = null
      try {
        open.db.close()
      } catch {
        // A database on a vanished folder may not close cleanly; its commits are on disk.
      }
    }
    this.#release()
  }
}
