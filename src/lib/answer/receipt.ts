// One receipt shape, built from a fresh enquiry result or from a journal record, so a reprint from
// the Transactions page matches the first print (docs/provider-api.md, "The customer").

import { isCustomerLanguage } from '../../i18n/customer/load.ts'
import type { CustomerLanguage } from '../../i18n/customer/types.ts'
import { causeOf, type BankCause } from '../../shared/bank-causes.ts'
import { readConsentNoticeId } from '../../shared/consent-notice.ts'
import type {
  JournalOperation,
  JournalRecordExtras,
  Outcome,
  StatementEntry,
  TransactionRecord,
} from '../../shared/contract.ts'
import { maskAadhaarGrouped } from '../../shared/mask.ts'
import { stripSwitchPrefix } from '../../shared/results.ts'
import type { FinishedEnquiry, ResultKind } from './finished-enquiry.ts'
import { balanceDataOf, displayMessageOf, statementDataOf } from './result-display.ts'
import { settledAnswer, type CheckedParts } from '../../shared/settled-answer.ts'

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
  /** (v1.1) The bank's own words and code, whatever the outcome (docs/contract.md), else null. */
  bankMessage?: string | null
  bankCode?: string | null
  /** (v1.2) The bridge could not write this answer to its journal: the paper says so too. */
  notSaved?: boolean
  /** The bridge error behind an unconfirmed result, for the customer's advice line. */
  errorCode?: string | null
  /** A reprint: the customer language of the notice that was read (the record's consentNotice). */
  language?: CustomerLanguage | null
  /** The recognised cause of a refusal (bank-causes.ts), read from the raw message and code. */
  cause?: BankCause | null
  /** REPRINT_HOURS passed: the balance and entries were removed, so none is printed or read. */
  detailsRemoved?: boolean
  /** (v1.3) The bank's final answer from a status check, and the RRN it gave. */
  settledOutcome?: Outcome | null
  settledRrn?: string | null
  /** A mini statement's balance when the bank sent a real one (statementBalanceOf). */
  statementBalance?: number | null
  /**
   * (v1.5) Who served, as the record keeps it (null: nobody named). Absent on a just-finished
   * enquiry's receipt: the person at the counter now served it.
   */
  operator?: string | null
}

/** The customer language a record's notice was read in, or null (another client's id, none). */
export function recordedLanguage(
  consentNotice: string | null | undefined,
): CustomerLanguage | null {
  const language = consentNotice ? readConsentNoticeId(consentNotice)?.language : undefined
  return isCustomerLanguage(language) ? language : null
}

export type { CheckedParts } from '../../shared/settled-answer.ts'

type AnswerWords = Pick<
  ReceiptData,
  'status' | 'message' | 'bankMessage' | 'bankCode' | 'cause' | 'settledOutcome' | 'settledRrn'
>

/**
 * The words the receipt prints of the answer: the first answer's, until a status check settles it;
 * then the settling check's status, words and cause, and none of the first answer's "pending" words
 * (settled-answer.ts).
 */
function answerWords(first: AnswerWords, checked: CheckedParts | undefined): AnswerWords {
  const settled = settledAnswer(checked)
  if (!settled) return first
  return {
    status: settled.status ?? first.status,
    message: settled.message,
    bankMessage: null,
    bankCode: null,
    cause: causeOf({ message: settled.rawMessage }),
    settledOutcome: settled.outcome,
    settledRrn: settled.rrn,
  }
}

/**
 * A mini statement's balance, only when it is real. The provider's sample replies send
 * `bankAccountBalance: 0` beside `bankName: null` as placeholders (docs/provider-api.md), so a zero
 * cannot be told from "not sent": 0, a missing value and anything not a finite number all count as
 * no balance, and the customer who needs the figure gets it from a balance enquiry.
 */
export function statementBalanceOf(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value !== 0 ? value : null
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim()

export function receiptFromResult(
  result: FinishedEnquiry,
  merchantId: string,
  checked?: CheckedParts,
): ReceiptData {
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
    balance: result.kind === 'success' ? blankToNull(balance?.availableBalance) : null,
    entries: result.kind === 'success' && statement ? statement.miniStatement : null,
    transactionId: result.reply?.transactionId ?? null,
    ...answerWords(
      {
        status: result.reply?.status ?? result.errorCode,
        message: blankToNull(result.reply ? displayMessageOf(result.reply) : result.errorMessage),
        bankMessage: blankToNull(result.reply?.bankMessage),
        bankCode: blankToNull(result.reply?.bankCode),
        cause: result.reply ? causeOf(result.reply) : null,
        settledOutcome: null,
        settledRrn: null,
      },
      checked,
    ),
    notSaved: result.reply?.saved === false,
    errorCode: result.errorCode,
    statementBalance:
      result.kind === 'success' ? statementBalanceOf(statement?.bankAccountBalance) : null,
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
    balance: record.outcome === 'success' ? blankToNull(record.availableBalance) : null,
    entries:
      record.outcome === 'success' && record.operation === 'mini-statement'
        ? (record.entries ?? [])
        : null,
    transactionId: record.id,
    operator: record.operator ?? null,
    ...answerWords(
      {
        status: record.status ?? record.errorCode,
        message: blankToNull(message),
        bankMessage: blankToNull(record.bankMessage),
        bankCode: blankToNull(record.bankCode),
        cause: causeOf(record),
        settledOutcome: null,
        settledRrn: null,
      },
      record,
    ),
    errorCode: record.errorCode ?? null,
    language: recordedLanguage(record.consentNotice),
    detailsRemoved: Boolean((record as JournalRecordExtras).detailsRemovedAt),
    statementBalance:
      record.outcome === 'success' ? statementBalanceOf(record.statementBalance) : null,
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
