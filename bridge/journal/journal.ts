// The transaction journal (docs/contract.md): every enquiry attempt, on disk before the browser
// gets its reply, in one SQLite database (node:sqlite) in DATA_DIR; README.md in this folder says
// what is kept where, why it is crash-safe, and how an older journal is imported while the bridge
// listens. Records hold masked identifiers only. A failed write is rolled back and classified, and
// the journal reports itself failing until a write works again (health(), ready()).

import { join } from 'node:path'
import type { TransactionRecord } from '../../src/shared/contract.ts'
import type { DayBookFilters } from '../../src/shared/day-book.ts'
import type { ErasureReason } from '../../src/shared/erasure.ts'
import { eraseRecord } from './erasure.ts'
import { AnswerMarks } from './answer-marks.ts'
import { CauseFill } from './cause-fill.ts'
import { DB_FILE } from './database.ts'
import * as queries from './day-book-queries.ts'
import { HealthWatch } from './journal-health.ts'
import { JournalReads } from './journal-reads.ts'
import { JournalTick } from './journal-tick.ts'
import type { DatabaseSync } from 'node:sqlite'
import { refusalWhileImporting } from './availability.ts'
import { ImportRunner } from './import-runner.ts'
import { openJournalDatabase, openParts, type JournalParts } from './journal-parts.ts'
import { tightenDataDir, type FileIdentity } from './journal-open.ts'
import { JournalTime } from './journal-time.ts'
import {
  PurgeFloorError,
  type JournalHealth,
  type JournalOptions,
  type PurgeResult,
  type StoredRecord,
} from './journal-types.ts'
import { lockDataDir, type DataDirLock } from './lock.ts'
import { MaintenanceSchedule } from './maintenance-schedule.ts'
import { UnsavedAnswers } from './unsaved-answers.ts'
import { sqliteStorage, type JournalStorage } from './storage.ts'

export { JournalWriteError, type JournalFailureCause, type JournalStorage } from './storage.ts'
export * from './journal-types.ts'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

export class Journal extends JournalReads {
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
    super()
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
      this.#open = openParts(db, {
        dataDir: this.#dataDir,
        path: this.#path,
        dir,
        storage: this.#storage,
        health: this.#health,
        time: this.#time,
        marks: this.#marks,
        reprintMs: this.#reprintMs,
        importing,
      })
    } catch (error) {
      this.#release()
      throw error
    }
    this.#tick.start()
  }

  #maintainFromNow(): void {
    // v1.5 (the addition): an earlier journal's records get their causes (cause-fill.ts).
    const open = this.#require()
    this.#causes = new CauseFill({
      db: open.db,
      storage: this.#storage,
      check: open.check,
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

  // Reading (journal-reads.ts).

  protected override context(filters?: DayBookFilters): queries.QueryContext {
    // Day-book reads wait for an import too: a history half brought over would mislead.
    if (this.#importing !== null) throw refusalWhileImporting(this.#importing.health())
    // And a read by cause waits for the older records' causes, for the same reason.
    if (filters?.causes !== undefined && this.#causes?.pending) throw this.#causes.refusal()
    const now = this.#time.now()
    return {
      statement: this.#require().statement,
      reprintMs: this.#reprintMs,
      now,
      hiddenBefore: now - this.#retentionMs,
    }
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
