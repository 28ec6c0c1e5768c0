// The /api payloads of shared/design/bridge-api.md (contract v1), with this project's extensions
// marked as such. Both the SPA and the bridge import these types; nothing here may import vue,
// pinia or node modules.

import type { MerchantAuthStatus } from './merchant-auth.ts'
import type { JournalHealthReply, NotSaved } from './transactions.ts'

export type Operation = 'balance-enquiry' | 'mini-statement'

/** (v1.1) What the journal records: the two enquiries and the merchant's daily authentication. */
export type JournalOperation = Operation | 'merchant-authentication'

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
}

export type BridgeMode = 'sandbox' | 'live'

export interface ShopLocation {
  latitude: string
  longitude: string
}

export interface StatusReply {
  mode: BridgeMode
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
  /** (v1.1) The highest version of bridge-api.md whose every part this bridge keeps. */
  contract: string
  /** (v1.1) The merchant's daily authentication, by the India calendar day. */
  merchantAuth: MerchantAuthStatus
  /** (v1.2) Whether the journal can be written; failing stops new captures and enquiries. */
  journal: JournalHealthReply
  /** Extension: the shop as its receipts name it (SHOP_NAME, SHOP_ADDRESS, TERMINAL_ID). */
  shop: ShopIdentity
  /** (v1.3) Whether status checks are offered (AEPS_STATUS_PATH is not `off`). Extension. */
  statusChecks: boolean
}

/** What a receipt prints at its head: each value null when not set. */
export interface ShopIdentity {
  name: string | null
  address: string | null
  terminalId: string | null
}

// (v1.1) The merchant's daily authentication is in merchant-auth.ts, part of this contract.
export type {
  MerchantAuthPolicy,
  MerchantAuthReply,
  MerchantAuthRequest,
  MerchantAuthState,
  MerchantAuthStatus,
} from './merchant-auth.ts'

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

/** Balance enquiry data (spec 2.3), every value a string; the Aadhaar number re-masked by the bridge. */
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

/** One mini statement entry (spec 2.4) exactly as the upstream sent it. */
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

// The journal's records, /api/transactions and the v1.2 day book (DayBook*, imported from there)
// are in transactions.ts, part of this contract all the same.
export type {
  DayBookBank,
  DayBookByOperation,
  DayBookDay,
  DayBookSummaryReply,
  DayBookTotals,
  JournalFailureCause,
  JournalHealthReply,
  JournalRecordExtras,
  NotSaved,
  PurgeReply,
  PurgeRequest,
  StatusCheck,
  StatusCheckReply,
  TransactionRecord,
  TransactionSummary,
  TransactionsPageReply,
  TransactionsReply,
} from './transactions.ts'
