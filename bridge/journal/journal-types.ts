// The journal's public types (docs/contract.md): its options, its health, a record as stored and
// listed, a purge's result, a day-book page and the error of a stale page marker. Apart from
// journal.ts so that its parts (reads, queries, compaction) share them without importing the
// Journal class; journal.ts re-exports them for the rest of the bridge.

import type {
  JournalRecordExtras,
  TransactionRecord,
  TransactionSummary,
} from '../../src/shared/contract.ts'
import type { JournalFailureCause, JournalStorage } from './storage.ts'

export interface JournalOptions {
  dataDir: string
  retentionDays: number
  /** Hours a customer's balance and statement entries stay for reprinting; 0 = the whole retention. */
  reprintHours?: number
  /**
   * The fewest days the merchant's purge may keep, and the rule that says so (RETENTION_PROFILE's
   * floor; none by default): a purge of younger records is refused with PurgeFloorError.
   */
  keepAtLeast?: { days: number; why: string } | null
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
  /**
   * How often the write-ahead log is checkpointed, and a failing disk probed so that kept answers
   * are written (default 10 s).
   */
  tickMs?: number
  /** How soon an import of an older journal that failed is tried again (default 10 s). */
  importRetryMs?: number
}

export type JournalHealth =
  | { state: 'ok' }
  | { state: 'failing'; cause: JournalFailureCause; reason: string; since: string }
  /** An older journal being brought over (docs/contract.md v1.4): records so far, the wait left. */
  | { state: 'importing'; progress: { done: number; total: number }; retryAfterS: number }

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

/** A merchant's purge that would remove records the retention profile must keep. */
export class PurgeFloorError extends Error {
  override name = 'PurgeFloorError'
  readonly days: number
  readonly why: string
  constructor(days: number, why: string) {
    super(`every record is kept at least ${days} days (${why})`)
    this.days = days
    this.why = why
  }
}
