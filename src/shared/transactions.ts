// The journal's records as /api/transactions serves them (bridge-api.md, "GET /api/transactions",
// "DELETE /api/transactions"): part of the contract of contract.ts, apart only to keep each file
// readable. Plain types: nothing here may import vue, pinia or node modules.

import type { JournalOperation, Outcome, StatementEntry } from './contract.ts'

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
  consent: boolean | null
  locationSource: 'browser' | 'shop' | 'none'
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
