// The journal's records as /api/transactions serves them (bridge-api.md, "GET /api/transactions",
// "DELETE /api/transactions"): part of the contract of contract.ts, apart only to keep each file
// readable. Plain types: nothing here may import vue, pinia or node modules.

import type { JournalOperation, Outcome, StatementEntry } from './contract.ts'

// (v1.3) Status checks: the rules are in status-checks.ts.
/** One answer of the provider's Transaction Status operation, as the record keeps it. */
export interface StatusCheck {
  at: string
  outcome: Outcome
  code: string
  status: string
  /** As sent, scrubbed; displayMessage without the switch prefix. */
  message: string
  displayMessage?: string
  /** The RRN the provider gives for the transaction, when it gave one. */
  rrn?: string
  /** When no envelope came back: UPSTREAM_TIMEOUT or UPSTREAM_BAD_REPLY. */
  errorCode?: string
}

/** 200 of POST /api/transactions/:id/status-checks. */
export interface StatusCheckReply extends NotSaved {
  transactionId: string
  check: StatusCheck
  record: TransactionRecord
}

/** One journal record: every enquiry attempt, answered or not. */
export interface TransactionRecord {
  id: string
  operation: JournalOperation
  startedAt: string
  finishedAt: string | null
  merchantLoginId: string
  aadhaarMasked: string
  mobileMasked: string
  bankiin: string
  bankName: string | null
  outcome: Outcome
  code: string | null
  status: string | null
  message: string | null
  displayMessage: string | null
  guidance: string | null
  /** For attempts that got no envelope: UPSTREAM_UNREACHABLE, UPSTREAM_TIMEOUT, UPSTREAM_BAD_REPLY, or INTERRUPTED. */
  errorCode: string | null
  rrn: string | null
  stanNo: string | null
  clientRefNo: string | null
  transactionDateTime: string | null
  availableBalance: string | null
  /** (v1.1) The bank's own words, when the reply carried them. */
  bankMessage?: string
  bankCode?: string
  entries?: StatementEntry[]
  /** A mini statement's bankAccountBalance as sent (a customer's detail: removed with entries). */
  statementBalance?: number | null
  consent: boolean | null
  /** v1.2: which consent text was read; absent in records written before it was sent. */
  consentNotice?: string | null
  locationSource: 'browser' | 'shop' | 'none'
  /** (v1.3) Every status check of this record, newest last; absent when none was made. */
  statusChecks?: StatusCheck[]
  /**
   * (v1.3) The bank's final answer once a status check confirmed one; the first answer stays in
   * `outcome`. The day book counts `settledOutcome ?? outcome`.
   */
  settledOutcome?: Outcome
}

export type TransactionSummary = Omit<TransactionRecord, 'entries'> & { entryCount: number | null }

export interface TransactionsReply {
  transactions: TransactionSummary[]
}

export interface PurgeRequest {
  /** Delete records started more than this many days ago; 0 deletes every record. */
  olderThanDays: number
}

export interface PurgeReply {
  removed: number
  remaining: number
}

// ---------------------------------------------------------------------------------------------
// Contract v1.2: the day book and the journal's health.

/** What the journal adds to every record it keeps (extension). */
export interface JournalRecordExtras {
  /** The order in which the journal first saw the record: the history lists by it, not by clock. */
  seq?: number
  /** When the customer's balance and statement entries were removed (REPRINT_HOURS). */
  detailsRemovedAt?: string
}

/** A page of the day book: GET /api/transactions with filters and a cursor. */
export interface TransactionsPageReply extends TransactionsReply {
  /** The cursor (`before=`) of the next, older page; null when this page is the last. */
  next: string | null
}

export interface DayBookBank {
  iin: string
  name: string | null
  total: number
  success: number
}

/** Counts by operation, then by outcome name. */
export type DayBookByOperation = Record<string, Record<string, number>>

export interface DayBookTotals {
  total: number
  byOperation: DayBookByOperation
  byBank: DayBookBank[]
  /** Start time of the first and the last enquiry counted; null when none. */
  first: string | null
  last: string | null
}

export interface DayBookDay extends DayBookTotals {
  /** India calendar date, YYYY-MM-DD. */
  date: string
  first: string
  last: string
}

/** GET /api/transactions/summary. Days with nothing are absent. */
export interface DayBookSummaryReply {
  from: string
  to: string
  days: DayBookDay[]
  totals: DayBookTotals
}

/** The journal's health, in /api/status as `journal` (v1.2). */
export type JournalHealthReply = { state: 'ok' } | { state: 'failing'; reason: string }

/** (v1.2) Why the journal could not write, in the merchant's terms. */
export type JournalFailureCause = 'disk-full' | 'folder-gone' | 'read-only' | 'io-error'

/**
 * (v1.2) On a 200 of an enquiry or a merchant authentication whose record the journal could not
 * write after the bank answered: the bank's answer stands, and it is not in the history.
 */
export interface NotSaved {
  saved?: false
  cause?: JournalFailureCause
  /** A sentence for the merchant: why, and what to do. */
  reason?: string
}
