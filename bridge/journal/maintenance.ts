// Retention, the reprint window and the merchant's purge: records removed and
// balances and statement entries stripped in small transactions, with a turn of the event loop
// between them, so the desk answers while a year is purged; then a checkpoint that truncates the
// write-ahead log, so nothing removed stays in DATA_DIR's files (secure_delete zeroes it in the
// database). A failure (a full disk) sets the journal failing and is thrown as a JournalWriteError,
// which the routes answer as the contract's journal error. Every purge is logged.

import { setImmediate as turn } from 'node:timers/promises'
import type { DatabaseSync } from 'node:sqlite'
import { indiaDate } from '../../src/shared/india-day.ts'
import { log as logLine } from '../log.ts'
import { keptCellsAgain } from '../day-book/kept-cells.ts'
import { settleDayPieces } from './day-pieces.ts'
import type { HealthWatch } from './journal-health.ts'
import type { PurgeResult, StoredRecord } from './journal-types.ts'
import { withoutDetails } from './record-row.ts'
import { JournalWriteError, type JournalStorage } from './storage.ts'

const HOUR_MS = 60 * 60 * 1000
/**
 * A transaction ends once it has worked this long, or removed MAX_BATCH rows, then the event loop
 * gets its turn (`/api/status` p99 during a purge). Rows go CHUNK at a time
 * within it, so a slow disk shortens the transaction instead of lengthening the stall.
 */
const BATCH_MS = 4
const CHUNK = 25
const MAX_BATCH = 200

const DAY_MS = 24 * HOUR_MS

/**
 * Why a purge runs, for its log line; `always` logs it even when nothing was removed;
 * `atMostADay`: the clock is not confirmed, so at most a day's worth of records (by journal time,
 * from the oldest) goes, and what is left past the cutoff is logged.
 */
export type PurgeWhy = {
  reason: string
  always?: boolean
  atMostADay?: boolean
  /** Logs "journal retention checked" when nothing was removed (a start's first run). */
  checked?: boolean
} & Record<string, unknown>

export interface MaintenanceParts {
  db: DatabaseSync
  storage: JournalStorage
  health: HealthWatch
  reprintMs: number
  requireSameFolder: () => void
}

export class Maintenance {
  readonly #parts: MaintenanceParts
  #running: Promise<unknown> | null = null

  constructor(parts: MaintenanceParts) {
    this.#parts = parts
  }

  /** The run under way, if any (close() waits for it). */
  get running(): Promise<unknown> | null {
    return this.#running
  }

  /** Removes records first seen before `cutoff` (journal time), and details past the window. */
  async run(cutoff: number, now: number, why: PurgeWhy): Promise<PurgeResult> {
    // One run at a time: a purge asked for during maintenance waits for it.
    while (this.#running) await this.#running.catch(() => {})
    const run = this.#run(cutoff, now, why)
    this.#running = run
    try {
      return await run
    } catch (error) {
      const failure = JournalWriteError.from(error)
      this.#parts.health.failing(failure)
      throw failure
    } finally {
      this.#running = null
    }
  }

  async #run(asked: number, now: number, why: PurgeWhy): Promise<PurgeResult> {
    const { db } = this.#parts
    const cutoff = why.atMostADay ? this.#aDayAtMost(asked, why) : asked
    // Records written while the purge runs are newer than it: never part of it.
    const top = (db.prepare('SELECT max(seq) AS top FROM records').get() as { top: number | null })
      .top
    const purge = db.prepare(
      `DELETE FROM records WHERE seq IN (SELECT seq FROM records
        WHERE journal_time < ? AND seq <= ? LIMIT ${CHUNK}) RETURNING started_at`,
    )
    const before = Number.isFinite(cutoff) ? cutoff : Number.MAX_SAFE_INTEGER
    let removed = 0
    let oldest = Infinity
    let newest = -Infinity
    for (let done = false; top !== null && cutoff > -Infinity && !done; await turn()) {
      this.#parts.requireSameFolder()
      const batch = this.#batch(() => {
        const t0 = performance.now()
        const gone: { started_at: number }[] = []
        for (;;) {
          const chunk = purge.all(before, top) as { started_at: number }[]
          gone.push(...chunk)
          if (chunk.length < CHUNK) return { gone, last: true }
          if (gone.length >= MAX_BATCH || performance.now() - t0 >= BATCH_MS)
            return { gone, last: false }
        }
      })
      for (const { started_at: at } of batch.gone) {
        oldest = Math.min(oldest, at)
        newest = Math.max(newest, at)
      }
      removed += batch.gone.length
      done = batch.last
    }
    // The days the purge emptied or thinned, their summary pieces built again (day-pieces.ts).
    if (removed > 0) this.#batch(() => settleDayPieces(db))
    const stripped = await this.#stripDetails(now)
    if (removed > 0 || stripped > 0) {
      // Past this, what was removed is in no file of DATA_DIR (the log is emptied).
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
      // Commits went through: a journal failing before is writing again.
      this.#parts.health.recovered()
    }
    const remaining = (db.prepare('SELECT count(*) AS n FROM records').get() as { n: number }).n
    logPurge(why, { removed, oldest, newest, remaining, stripped }, this.#parts.reprintMs)
    return { removed, remaining }
  }

  /**
   * The cutoff moved back to a day past the oldest record's journal time when it is further: a
   * removal of more than a day's worth waits for the provider's clock to agree with this one.
   * What it leaves is counted and logged.
   */
  #aDayAtMost(cutoff: number, why: PurgeWhy): number {
    const { db } = this.#parts
    const { oldest } = db.prepare('SELECT min(journal_time) AS oldest FROM records').get() as {
      oldest: number | null
    }
    if (oldest === null || cutoff <= oldest + DAY_MS) return cutoff
    const capped = oldest + DAY_MS
    const { left } = db
      .prepare('SELECT count(*) AS left FROM records WHERE journal_time >= ? AND journal_time < ?')
      .get(capped, cutoff) as { left: number }
    if (left > 0)
      logLine(
        'warn',
        "the journal removes at most a day's worth of records until the clock is confirmed",
        {
          reason: why.reason,
          kept: left,
          keptFrom: indiaDate(capped),
          effect: "more goes once the provider's clock agrees with this computer's",
        },
      )
    return capped
  }

  /**
   * One batch of maintenance as its own transaction, committed without waiting for the disk
   * (`synchronous = NORMAL`): in WAL mode the commit is still atomic, and what a power cut could
   * lose is only the last batches' removal, which the next maintenance repeats. The journal's
   * own writes stay FULL (set back before anything else runs), and the checkpoint that ends a
   * removal syncs the log and the database.
   */
  #batch<T>(work: () => T): T {
    const { db, storage } = this.#parts
    db.exec('PRAGMA synchronous = NORMAL')
    try {
      return storage.transaction(db, work)
    } finally {
      db.exec('PRAGMA synchronous = FULL')
    }
  }

  /** The customer's balance and entries taken out of records past the reprint window. */
  async #stripDetails(now: number): Promise<number> {
    const { db, reprintMs } = this.#parts
    if (reprintMs <= 0) return 0
    const due = db.prepare(
      `SELECT seq, journal_time, body, cells FROM records WHERE details = 1 AND journal_time <= ?
       ORDER BY journal_time LIMIT ${CHUNK}`,
    )
    // The kept CSV cells read neither the balance nor the entries: the same cells, a new mark.
    const strip = db.prepare(
      'UPDATE records SET body = ?, cells = ?, entries = NULL, entry_count = NULL, details = 0 WHERE seq = ?',
    )
    let stripped = 0
    for (;;) {
      this.#parts.requireSameFolder()
      const rows = due.all(now - reprintMs) as {
        seq: number
        journal_time: number
        body: string
        cells: string | null
      }[]
      if (rows.length === 0) return stripped
      this.#batch(() => {
        for (const row of rows) {
          const record = withoutDetails(
            JSON.parse(row.body) as StoredRecord,
            row.journal_time + reprintMs,
          )
          strip.run(JSON.stringify(record), keptCellsAgain(row.cells), row.seq)
        }
      })
      stripped += rows.length
      await turn()
    }
  }
}

function logPurge(
  why: PurgeWhy,
  tally: { removed: number; oldest: number; newest: number; remaining: number; stripped: number },
  reprintMs: number,
): void {
  const { removed, oldest, newest, remaining, stripped } = tally
  const { always: _a, atMostADay: _d, checked: _c, ...fields } = why
  if (removed === 0 && why.checked)
    logLine('info', 'journal retention checked', { ...fields, remaining })
  if (removed > 0 || why.always) {
    logLine('info', 'journal purged', {
      ...fields,
      removed,
      oldest: removed > 0 ? indiaDate(oldest) : null,
      newest: removed > 0 ? indiaDate(newest) : null,
      remaining,
    })
  }
  if (stripped > 0)
    logLine('info', 'reprint details removed from the journal', {
      records: stripped,
      reprintHours: reprintMs / HOUR_MS,
    })
}
