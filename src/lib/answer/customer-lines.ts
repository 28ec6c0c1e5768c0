// What the customer reads or hears of a result, in their language: the balance sentence, the mini
// statement's heading and count, and the advice for a result that did not bring one
// (docs/merchant-guide.md, "Failure advice"). Whole sentences from the customer catalogues, never
// assembled from pieces; only amounts, counts and days are filled in, with the digits 0-9.

import type { CustomerCatalogue, CustomerKey } from '../../i18n/customer/types.ts'
import { isUnconfirmedCode } from '../../shared/errors.ts'
import { causeOf, type BankCause } from '../../shared/bank-causes.ts'
import type { Outcome } from '../../shared/contract.ts'
import { settledAnswer, standingOutcome, type CheckedParts } from '../../shared/settled-answer.ts'
import type { FinishedEnquiry, ResultKind } from './finished-enquiry.ts'
import { formatAmountText, parseAmount } from '../format.ts'
import { balanceDataOf, displayMessageOf, statementEntriesOf } from './result-display.ts'

export type AdviceKey = Extract<CustomerKey, `advice.${string}`>

/** The catalogue's text for a key, its {placeholders} filled. */
export function customerText(
  catalogue: CustomerCatalogue,
  key: CustomerKey,
  params: Record<string, string | number> = {},
): string {
  return catalogue.texts[key].text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

/** "5 transactions" with the language's own one/other rule. */
export function transactionCount(catalogue: CustomerCatalogue, count: number): string {
  const rule = new Intl.PluralRules(catalogue.bcp47).select(count)
  return customerText(catalogue, rule === 'one' ? 'statement.count.one' : 'statement.count.other', {
    count,
  })
}

// The bank's words for a fingerprint that did not match, and for a capture sent twice (which the
// customer's finger has nothing to do with): docs/provider-api.md.
const FINGER_NOT_MATCHED = /biometric data did not match|did not match|mismatch|finger/i
const CAPTURE_REUSED = /duplicate biometric/i
const MERCHANT_AUTH_DUE = /\b2FA\b|UAD:/i

/** What each recognised cause of a refusal tells the customer: one whole text each. */
export const CAUSE_ADVICE: Record<BankCause, AdviceKey> = {
  'daily-limit': 'advice.daily-limit',
  'account-blocked': 'advice.account-blocked',
  'aadhaar-not-linked': 'advice.aadhaar-not-linked',
  'biometric-locked': 'advice.biometric-locked',
  'finger-mismatch': 'advice.finger-not-matched',
  'aadhaar-invalid': 'advice.aadhaar-invalid',
  'bank-unavailable': 'advice.bank-unavailable',
  // UIDAI 310: more than one finger was used; 811/812: UIDAI needs the fingerprints taken again.
  'duplicate-fingers': 'advice.one-finger',
  'biometric-update-needed': 'advice.fingerprint-update',
  // The reader, its RD service, the laptop's clock or the merchant: the shop's problem, never the
  // customer's; the merchant's screen says what to fix.
  'rd-key-expired': 'advice.shop-problem',
  'device-not-allowed': 'advice.shop-problem',
  'device-not-certified': 'advice.shop-problem',
  'device-integrity': 'advice.shop-problem',
  'device-certificate-expired': 'advice.shop-problem',
  'pid-expired': 'advice.shop-problem',
  'clock-ahead': 'advice.shop-problem',
  'merchant-blocked': 'advice.shop-problem',
}

/** What the advice is chosen from, alike for a fresh result and a journal record (a reprint). */
export interface AdviceFacts {
  kind: ResultKind
  /** The bridge error behind an unconfirmed result, else null. */
  errorCode: string | null
  /** The provider's and the bank's words, as sent. */
  said: string
  /** The recognised cause of a refusal (bank-causes.ts), or null. */
  cause?: BankCause | null
  /** (v1.3) The outcome a later status check settled on, or null. */
  settledOutcome?: Outcome | null
}

/** The facts of a fresh result; once a status check settled it, the settling check's words. */
export function adviceFactsOf(result: FinishedEnquiry, checked?: CheckedParts | null): AdviceFacts {
  const reply = result.reply
  const settled = settledAnswer(checked)
  if (settled)
    return {
      kind: result.kind,
      errorCode: result.errorCode,
      said: settled.message ?? '',
      cause: causeOf({ message: settled.rawMessage }),
      settledOutcome: settled.outcome,
    }
  return {
    kind: result.kind,
    errorCode: result.errorCode,
    said: `${displayMessageOf(reply)} ${reply?.bankMessage ?? ''}`,
    // The raw message, whose "330:" prefix can name the cause (bank-causes.ts).
    cause: reply ? causeOf(reply) : null,
  }
}

// The other outcomes: an answer not confirmed; the desk's credentials or set-up, which a retry
// cannot change (the merchant is told only the administrator or the provider can fix it); a detail
// the shop must first correct; a reversal, after which nothing was taken.
const OUTCOME_ADVICE: Record<Exclude<Outcome, 'success' | 'failure'>, AdviceKey> = {
  pending: 'advice.not-confirmed',
  timeout: 'advice.not-confirmed',
  error: 'advice.not-confirmed',
  unknown: 'advice.not-confirmed',
  reversed: 'advice.reversed',
  unauthorized: 'advice.shop-problem',
  redirect: 'advice.shop-problem',
  'missing-parameter': 'advice.details-missing',
  'merchant-auth-required': 'advice.merchant-auth',
}

/**
 * The advice for a result that brought no balance or statement, fitted to what happened; null for
 * a success. Never "try again" where a retry cannot help; for an answer not confirmed, only what
 * the desk knows: this enquiry is not a withdrawal, and the customer may ask again with a new
 * fingerprint (what the bank did in the account, fees included, the desk cannot see).
 */
export function adviceKeyFor(facts: AdviceFacts): AdviceKey | null {
  const { kind, errorCode, said, cause, settledOutcome } = facts
  // A status check's answer replaces the first one's "not confirmed" (settled-answer.ts).
  const outcome = standingOutcome(kind, { settledOutcome })
  if (outcome === 'success') return kind !== 'success' ? 'advice.settled-success' : null
  if (outcome === 'merchant-auth-required' || MERCHANT_AUTH_DUE.test(said))
    return 'advice.merchant-auth'
  if (outcome === 'unconfirmed') {
    // Nothing reached the bank: said as such, with the other ways to see the balance.
    if (errorCode === 'UPSTREAM_UNREACHABLE') return 'advice.bank-unreachable'
    return errorCode && !isUnconfirmedCode(errorCode) ? 'advice.try-again' : 'advice.not-confirmed'
  }
  if (outcome === 'failure') {
    if (cause) return CAUSE_ADVICE[cause]
    if (CAPTURE_REUSED.test(said)) return 'advice.try-again'
    return FINGER_NOT_MATCHED.test(said) ? 'advice.finger-not-matched' : 'advice.bank-declined'
  }
  return OUTCOME_ADVICE[outcome]
}

/** The balance sentence, or the "could not be read" one when the bank's figure is not a number. */
export function balanceSentence(catalogue: CustomerCatalogue, raw: string | null): string {
  return raw !== null && parseAmount(raw) !== null
    ? customerText(catalogue, 'result.balance', { amount: formatAmountText(raw) })
    : customerText(catalogue, 'result.balance-unreadable')
}

/**
 * The lines of a result as read aloud: the balance, the statement's heading and count, or the
 * advice; once a status check settled the answer, the settled answer's advice, not "not confirmed".
 */
export function spokenResultLines(
  catalogue: CustomerCatalogue,
  result: FinishedEnquiry,
  checked: CheckedParts | null = null,
): string[] {
  const advice = adviceKeyFor(adviceFactsOf(result, checked))
  if (advice) return [customerText(catalogue, advice)]
  if (result.operation === 'balance-enquiry')
    return [balanceSentence(catalogue, balanceDataOf(result.reply)?.availableBalance ?? null)]
  const count = statementEntriesOf(result.reply).length
  return count === 0
    ? [customerText(catalogue, 'statement.empty')]
    : [customerText(catalogue, 'statement.heading'), transactionCount(catalogue, count)]
}
