// The /api payloads of docs/contract.md (contract v1), with this project's extensions
// marked as such. Both the SPA and the bridge import these types; nothing here may import vue,
// pinia or node modules.

import type { BankCause } from './bank-causes.ts'
import type { OperatorAtCounter } from './operator.ts'

export type Operation = 'balance-enquiry' | 'mini-statement'

/** (v1.1) What the journal records: the two enquiries and the merchant's daily authentication. */
export type JournalOperation = Operation | 'merchant-authentication' | 'operator-handover'

/** What a reply means for the merchant; decided from the envelope's status first, code second. */
export type Outcome =
  | 'success'
  | 'failure'
  | 'pending'
  | 'reversed'
  | 'timeout'
  | 'unauthorized'
  | 'missing-parameter'
  | 'error'
  | 'redirect'
  /** (v1.1) 0x0208 / 2FA: the merchant's daily authentication is due; nothing was carried out. */
  | 'merchant-auth-required'
  | 'unknown'

/** The one error shape of every non-2xx reply. */
export interface ApiErrorBody {
  error: {
    code: string
    message: string
    field?: string
  }
  /** (v1.2) An upstream fault's reply: the journal record of the attempt. */
  transactionId?: string
  /**
   * (v1.4) JOURNAL_IMPORTING: seconds the import should still take; (v1.5) EXPORTS_BUSY: seconds
   * before another export may start. The Retry-After header says the same.
   */
  retryAfterS?: number
  /** (v1.5) CLOCK_SKEW: seconds this laptop's clock (or the PID's time) is ahead; negative behind. */
  skewSeconds?: number
}

export type BridgeMode = 'sandbox' | 'live'

export interface ShopLocation {
  latitude: string
  longitude: string
}

export interface StatusReply {
  mode: BridgeMode
  /** (v1.5) Who has the counter since the last hand-over; null before any. */
  operator?: OperatorAtCounter | null
  /** (v1.5) LOCATION_WARN_KM: a browser position further than this from the shop is questioned. */
  locationWarnKm?: number
  version: string
  merchant: { loginId: string }
  /** Origin of the upstream only: no path, no credentials. */
  upstream: string
  /** Extension: the configured shop location, used when the browser gives none. */
  shopLocation: ShopLocation | null
  /** Extension: how long journal records are kept. */
  journalRetentionDays: number
  reprintHours?: number // Extension: REPRINT_HOURS, the hours a balance stays for a reprint
  /** Extension: upstream timeout, so the SPA can tell the merchant how long a wait may last. */
  upstreamTimeoutMs: number
  /** (v1.1) The highest version of docs/contract.md whose every part this bridge keeps. */
  contract: string
  /** (v1.1) The merchant's daily authentication, by the India calendar day. */
  merchantAuth: MerchantAuthStatus
  /** (v1.2) Whether the journal can be written; failing stops new captures and enquiries. */
  journal: JournalHealthReply
  /** Extension: the shop as its receipts name it (SHOP_NAME, SHOP_ADDRESS, TERMINAL_ID). */
  shop: ShopIdentity
  /** (v1.3) Whether status checks are offered (AEPS_STATUS_PATH is not `off`). Extension. */
  statusChecks: boolean
  /** (v1.4) Whether the provider accepted the Basic credentials when last asked. */
  credentials?: CredentialsStatus
  /** (v1.5) The laptop's clock against the provider's. */
  clock?: ClockStatus
}

/**
 * (v1.4) `refused`: the provider answered 401/403 or its unauthorized code; `unknown` until the
 * first proof, and always in sandbox mode. `checkedAt`: when the last proof came.
 */
/**
 * (v1.5) This laptop's clock minus the provider's, in seconds, from the Date header of the
 * provider's latest answer; null until known, and in sandbox mode unless simulated.
 */
export interface ClockStatus {
  skewSeconds: number | null
  checkedAt: string | null
}

export interface CredentialsStatus {
  state: 'ok' | 'refused' | 'unknown'
  checkedAt: string | null
}

/** What a receipt prints at its head: each value null when not set. */
export interface ShopIdentity {
  name: string | null
  address: string | null
  terminalId: string | null
}

// (v1.1) The merchant's daily authentication on the wire (docs/contract.md v1.1, "POST
// /api/merchant-authentications" and the `merchantAuth` of GET /api/status).
/**
 * (v1.1) `done`: one succeeded since the start of today in India (`at` its time); `due`: the
 * upstream asked for one and none has succeeded since; `unknown`: neither; `off`: not configured.
 */
export type MerchantAuthState = 'done' | 'due' | 'unknown' | 'off' | 'blocked'

/**
 * (v1.5) Why an authentication is `due`: `handover` after POST /api/operator-handovers; extension:
 * `new-day` (policy daily), `asked` (the upstream answered 0x0208 / 2FA).
 */
export type MerchantAuthDueReason = 'handover' | 'new-day' | 'asked'

/**
 * (v1.3) When the provider asks: `daily` before the first customer of every India day,
 * `on-request` only after an enquiry was answered 0x0208 / 2FA, `off` when not configured.
 */
export type MerchantAuthPolicy = 'daily' | 'on-request' | 'off'

export interface MerchantAuthStatus {
  state: MerchantAuthState
  /** (v1.3) AEPS_2FA_POLICY as the bridge applies it. */
  policy?: MerchantAuthPolicy
  /** The time of today's successful authentication when `done`, else null. */
  at: string | null
  /** Extension: when the upstream asked for it, when `due`. */
  dueSince?: string | null
  /** (v1.5) Why it is `due`. */
  reason?: MerchantAuthDueReason
  /** (v1.5) The operator's own failed authentications since their last success (or hand-over). */
  failuresInARow?: number
  /**
   * (v1.5) From two failures in a row: that a third may block the operator at the bank, and what
   * to try first. With `blocked`: that the bank blocked the operator, and whom to call.
   */
  warning?: string
  /** (v1.5) When `blocked`: the time of the "merchant blocked" answer. */
  blockedSince?: string
}

/** (v1.1) POST /api/merchant-authentications: the capture is of the merchant's own finger. */
export interface MerchantAuthRequest {
  /** (v1.5) As for an enquiry. */
  locationAccuracyM?: number
  captureId: string
  latitude?: string
  longitude?: string
}

/**
 * The same answer as an enquiry's (transactionId, outcome, code, status, message, displayMessage,
 * guidance, the bank's words, saved), without data, and today's state after it.
 */
export interface MerchantAuthReply extends Omit<EnquiryReply, 'data'> {
  merchantAuth: MerchantAuthStatus
}

// The readers and their captures (GET /api/devices, POST /api/captures) are in devices.ts, part of
// this contract all the same.
export type {
  CaptureQuality,
  CaptureReply,
  CaptureRequest,
  DeviceSummary,
  DevicesReply,
  RdServiceStatus,
} from './devices.ts'

export interface EnquiryRequest {
  /** (v1.5) The browser fix's accuracy in metres, sent with latitude and longitude. */
  locationAccuracyM?: number
  aadhaar: string
  mobile: string
  bankiin: string
  captureId: string
  latitude?: string
  longitude?: string
  /** Extension: the merchant confirmed the customer's consent before the capture. */
  consent?: boolean
  /** v1.2: which consent text was read, e.g. `be-2-hi` (src/shared/consent-notice.ts). */
  consentNotice?: string
}

/** Balance enquiry data (docs/provider-api.md section 2.3), every value a string; the Aadhaar number re-masked by the bridge. */
export interface BalanceData {
  clientRefNo: string
  routeType: string
  bankiin: string
  stanNo: string
  rrn: string
  bankMessage: string
  bankCode: string
  merchantCode: string
  merchantMobile: string
  aadhaarNumber: string
  transactionType: string
  transactionDateTime: string
  transactionAmount: string
  availableBalance: string
}

/** One mini statement entry (docs/provider-api.md section 2.4) exactly as the upstream sent it. */
export interface RawStatementEntry {
  date: string
  txnType: string
  amount: string
  narration: string
}

/** An entry cleaned for display, next to the original values. */
export interface StatementEntry {
  /** MM/DD as sent. */
  date: string
  /** ISO date (YYYY-MM-DD) where a year could be derived safely, else null. */
  isoDate: string | null
  /** Cr / Dr as sent. */
  txnType: string
  direction: 'credit' | 'debit' | 'unknown'
  /** Amount as sent, and parsed (null when not a number). */
  amount: string
  amountValue: number | null
  /** Narration trimmed and URL-decoded where that is valid. */
  narration: string
  rawNarration: string
  /**
   * Extension (v1.1): the entry as the bank sent it when it came in another form: the fixed-width
   * line (`DD/MM <narration> C|D <amount>`), or the text of an entry in a form not recognised.
   */
  rawLine?: string
  /** Extension (v1.1): true when the entry's form was not recognised; only rawLine is reliable. */
  unrecognised?: true
}

export interface StatementData {
  orderRefId: string
  clientRefId: string
  ipaymentId: string
  bankName: string | null
  accountNumber: string | null
  transactionMode: string | null
  payableValue: number | null
  transactionValue: number | null
  bankAccountBalance: number | null
  /**
   * The upstream's entries in its order, cleaned for display (narration trimmed and decoded) with
   * the values as sent next to them (date, txnType, amount, rawNarration): the contract's field,
   * so a client that knows only the spec finds the cleaned entries where it looks.
   */
  miniStatement: StatementEntry[]
  /** Extension (v1.1): which form the entries came in (`fields` is the spec's). */
  statementForm?: 'fields' | 'lines' | 'mixed'
  /** Extension (v1.1): an English sentence when some entries are shown raw, unrecognised. */
  statementNote?: string
}

/** (v1.5) A finger-mismatch's count: UIDAI allows five tries in banking. */
export interface MismatchAttempts {
  fingerMismatch: number
  max: number
}

export interface EnquiryReply extends NotSaved {
  transactionId: string
  outcome: Outcome
  code: string
  status: string
  /** What the upstream said, as sent. */
  message: string
  /** Extension: the message without its switch prefix ("000: "), for display. */
  displayMessage: string
  /** Extension: what the merchant should do next, in a sentence. */
  guidance: string
  /** (v1.1) The bank's own words, wherever the reply carried them, whatever the outcome. */
  bankMessage?: string
  bankCode?: string
  /** (v1.5) The refusal's cause (src/shared/bank-causes.ts), or null: never absent in a v1.5 reply. */
  cause?: BankCause | null
  /** (v1.5) With a finger-mismatch: this customer's mismatches on this desk in the last 30 minutes. */
  attempts?: MismatchAttempts
  /** (v1.3) The provider's reference (data.clientRefNo / clientRefId), whatever the outcome:
   * an unconfirmed answer that has one can be settled with POST /api/transactions/:id/status-checks. */
  clientRefId?: string
  data?: BalanceData | StatementData
}

export interface BalanceEnquiryReply extends EnquiryReply {
  data?: BalanceData
}

export interface MiniStatementReply extends EnquiryReply {
  data?: StatementData
}

export interface Bank {
  iin: string
  name: string
}

/** (v1.1) Where the bank list came from. */
export type BankListSource = 'provider' | 'cache' | 'bundled' | 'file'

export interface BanksReply {
  banks: Bank[]
  source: BankListSource
  /** When the provider's list was fetched (provider or cache), else null. */
  fetchedAt: string | null
}

// The journal's records as /api/transactions serves them (docs/contract.md, "GET
// /api/transactions", "DELETE /api/transactions") and the v1.2 day book.
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
  /** (v1.5) Who was at the counter when the check was made, or null before any hand-over. */
  operator?: string | null
}

/** 200 of POST /api/transactions/:id/status-checks. */
export interface StatusCheckReply extends NotSaved {
  transactionId: string
  check: StatusCheck
  record: TransactionRecord
}

/** The biometric the RD service captured (docs/compliance.md, NPCI OC 82): one word per kind. */
export const MODALITIES = ['finger', 'face', 'iris'] as const
export type Modality = (typeof MODALITIES)[number]

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
  /** (v1.5) The refusal's cause (src/shared/bank-causes.ts recordCause), or null. */
  cause?: BankCause | null
  entries?: StatementEntry[]
  /** A mini statement's bankAccountBalance as sent (a customer's detail: removed with entries). */
  statementBalance?: number | null
  consent: boolean | null
  /** v1.2: which consent text was read; absent in records written before it was sent. */
  consentNotice?: string | null
  locationSource: 'browser' | 'shop' | 'none'
  /**
   * How the person was authenticated: `finger` for every record today (a PC has no face or iris
   * RD service yet; NPCI OC 82 allows face). A record written before the field was kept reads as
   * `finger`, the only modality the desk ever captured.
   */
  modality?: Modality
  /** (v1.5) The browser fix's accuracy in metres, when the position came from the browser. */
  locationAccuracyM?: number | null
  /** (v1.5) Who was at the counter (the name at the time), or null before any hand-over. */
  operator?: string | null
  /** (v1.5) A hand-over's record: who had the counter before, or null. */
  previousOperator?: string | null
  /** (v1.3) Every status check of this record, newest last; absent when none was made. */
  statusChecks?: StatusCheck[]
  /**
   * How many status checks were made but not kept: a record keeps its first and last few
   * (README, "Security"); absent when every check is kept.
   */
  statusChecksOmitted?: number
  /**
   * (v1.3) The bank's final answer once a status check confirmed one; the first answer stays in
   * `outcome`. The day book counts `settledOutcome ?? outcome`. Absent until the first check;
   * null while the checks made have not settled it.
   */
  settledOutcome?: Outcome | null
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

// The day book's totals (GET /api/transactions/summary) are a file of their own, read here as
// part of the one contract.
export type {
  DayBookBank,
  DayBookByOperation,
  DayBookDay,
  DayBookOperator,
  DayBookSummaryReply,
  DayBookTotals,
} from './day-book-contract.ts'

/**
 * The journal's health, in /api/status as `journal` (v1.2); (v1.4) `importing` while an older
 * journal is brought over: records so far, of about how many.
 */
/**
 * Extension: `clock`, when this computer's clock is wrong by what the journal can
 * tell (the provider's Date header, its own time), says so in the merchant's words; absent when
 * nothing is wrong. The journal never removes a record on that clock's word meanwhile.
 */
export type JournalHealthReply = (
  | { state: 'ok' }
  | { state: 'failing'; reason: string }
  | { state: 'importing'; progress: { done: number; total: number } }
) & { clock?: string }

/** (v1.2) Why the journal could not write, in the merchant's terms. */
export type JournalFailureCause = 'disk-full' | 'folder-gone' | 'read-only' | 'io-error'

/**
 * (v1.2) On a 200 of an enquiry or a merchant authentication whose record the journal could not
 * write after the bank answered: the bank's answer stands, and it is not in the history.
 */
export interface NotSaved {
  saved?: false
  /**
   * Why the journal failed. (v1.5) Named `journalCause`: `cause` is the refusal's cause since v1.5
   * (bank-causes.ts), and one field cannot hold both.
   */
  journalCause?: JournalFailureCause
  /** A sentence for the merchant: why, and what to do. */
  reason?: string
}
