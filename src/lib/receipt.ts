// One receipt shape, built from a fresh enquiry result or from a journal record, so a reprint from
// the Transactions page matches the first print (upstream-notes.md, "Receipts").

import { isCustomerLanguage } from '../i18n/customer/load.ts'
import type { CustomerLanguage } from '../i18n/customer/types.ts'
import { causeOf, type BankCause } from '../shared/bank-causes.ts'
import { readConsentNoticeId } from '../shared/consent-notice.ts'
import type {
  JournalOperation,
  JournalRecordExtras,
  Outcome,
  StatementEntry,
  TransactionRecord,
} from '../shared/contract.ts'
import { maskAadhaarGrouped } from '../shared/mask.ts'
import { stripSwitchPrefix } from '../shared/results.ts'
import type { FinishedEnquiry, ResultKind } from './finished-enquiry.ts'
import { balanceDataOf, displayMessageOf, statementDataOf } from './result-display.ts'

export interface ReceiptData {
  merchantId: string
  /** ISO timestamp of when the enquiry finished (or started, for an interrupted one). */
  at: string
  /** The bank's own date and time, when it sent one. */
  bankDateTime: string | null
  operation: JournalOperation
  bankName: string | null
  bankiin: string
  aadhaarMasked: string
  rrn: string | null
  stan: string | null
  reference: string | null
  kind: ResultKind
  status: string | null
  message: string | null
  balance: string | null
  entries: StatementEntry[] | null
  transactionId: string | null
  /** (v1.1) The bank's own words and code, whatever the outcome (bridge-api.md), else null. */
  bankMessage?: string | null
  bankCode?: string | null
  /** (v1.2) The bridge could not write this answer to its journal: the paper says so too. */
  notSaved?: boolean
  /** The bridge error behind an unconfirmed result, for the customer's advice line. */
  errorCode?: string | null
  /** A reprint: the customer language of the notice that was read (the record's consentNotice). */
  language?: CustomerLanguage | null
  /** (v1.3) The outcome a later status check settled on. */
  settledOutcome?: Outcome | null
  /** The recognised cause of a refusal (bank-causes.ts), read from the raw message and code. */
  cause?: BankCause | null
  /** REPRINT_HOURS passed: the balance and entries were removed, so none is printed or read. */
  detailsRemoved?: boolean
}

/** The customer language a record's notice was read in, or null (another client's id, none). */
export function recordedLanguage(
  consentNotice: string | null | undefined,
): CustomerLanguage | null {
  const language = consentNotice ? readConsentNoticeId(consentNotice)?.language : undefined
  return isCustomerLanguage(language) ? language : null
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim()

export function receiptFromResult(result: FinishedEnquiry, merchantId: string): ReceiptData {
  const balance = balanceDataOf(result.reply)
  const statement = statementDataOf(result.reply)
  return {
    merchantId,
    at: result.finishedAt,
    bankDateTime: blankToNull(balance?.transactionDateTime),
    operation: result.operation,
    bankName: result.bankName,
    bankiin: result.bankiin,
    aadhaarMasked: result.aadhaarMasked,
    rrn: blankToNull(balance?.rrn),
    stan: blankToNull(balance?.stanNo),
    reference: blankToNull(balance?.clientRefNo ?? statement?.clientRefId ?? statement?.orderRefId),
    kind: result.kind,
    status: result.reply?.status ?? result.errorCode,
    message: blankToNull(result.reply ? displayMessageOf(result.reply) : result.errorMessage),
    balance: result.kind === 'success' ? blankToNull(balance?.availableBalance) : null,
    entries: result.kind === 'success' && statement ? statement.miniStatement : null,
    transactionId: result.reply?.transactionId ?? null,
    bankMessage: blankToNull(result.reply?.bankMessage),
    bankCode: blankToNull(result.reply?.bankCode),
    notSaved: result.reply?.saved === false,
    errorCode: result.errorCode,
    cause: result.reply ? causeOf(result.reply) : null,
  }
}

export function receiptFromRecord(record: TransactionRecord, bankName: string | null): ReceiptData {
  const message =
    record.displayMessage ?? (record.message ? stripSwitchPrefix(record.message) : null)
  return {
    merchantId: record.merchantLoginId,
    at: record.finishedAt ?? record.startedAt,
    bankDateTime: blankToNull(record.transactionDateTime),
    operation: record.operation,
    bankName: record.bankName ?? bankName,
    bankiin: record.bankiin,
    aadhaarMasked: maskAadhaarGrouped(record.aadhaarMasked),
    rrn: blankToNull(record.rrn),
    stan: blankToNull(record.stanNo),
    reference: blankToNull(record.clientRefNo),
    kind: record.errorCode ? 'unconfirmed' : record.outcome,
    status: record.status ?? record.errorCode,
    message: blankToNull(message),
    balance: record.outcome === 'success' ? blankToNull(record.availableBalance) : null,
    entries:
      record.outcome === 'success' && record.operation === 'mini-statement'
        ? (record.entries ?? [])
        : null,
    transactionId: record.id,
    bankMessage: blankToNull(record.bankMessage),
    bankCode: blankToNull(record.bankCode),
    errorCode: record.errorCode ?? null,
    language: recordedLanguage(record.consentNotice),
    settledOutcome: record.settledOutcome ?? null,
    // A settled refusal's cause is in the status check's words, not the first "pending" answer.
    cause:
      (record.settledOutcome ? causeOf(record.statusChecks?.at(-1) ?? {}) : null) ??
      causeOf(record),
    detailsRemoved: Boolean((record as JournalRecordExtras).detailsRemovedAt),
  }
}

/** (v1.1) "words (code 65)", the code alone, or null: the line "The bank says" of result and receipt. */
export function bankWordsOf(
  receipt: Pick<ReceiptData, 'bankMessage' | 'bankCode'>,
  codeText: (code: string) => string,
): string | null {
  const code = receipt.bankCode ? codeText(receipt.bankCode) : null
  if (receipt.bankMessage) return code ? `${receipt.bankMessage} (${code})` : receipt.bankMessage
  return code
}
