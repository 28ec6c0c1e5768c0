// What the customer reads or hears of a result, in their language (issue 12): the balance
// sentence, the mini statement's heading and count, and the advice for a result that did not
// bring one (consent-notice.md, "Failure advice"). Whole sentences from the customer catalogues,
// never assembled from pieces; only amounts, counts and days are filled in, with the digits 0-9.

import type { CustomerCatalogue, CustomerKey } from '../i18n/customer/types.ts'
import { isUnconfirmedCode } from '../shared/errors.ts'
import type { FinishedEnquiry } from './finished-enquiry.ts'
import { formatAmountText, parseAmount } from './format.ts'
import {
  balanceDataOf,
  displayMessageOf,
  isUnconfirmedResult,
  statementEntriesOf,
} from './result-display.ts'

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
// customer's finger has nothing to do with): upstream-notes.md.
const FINGER_NOT_MATCHED = /biometric data did not match|did not match|mismatch|finger/i
const CAPTURE_REUSED = /duplicate biometric/i
const MERCHANT_AUTH_DUE = /\b2FA\b|UAD:/i

/** The advice for a result that brought no balance or statement; null for a success. */
export function adviceKeyFor(result: FinishedEnquiry): AdviceKey | null {
  if (result.kind === 'success') return null
  const said = `${displayMessageOf(result.reply)} ${result.reply?.bankMessage ?? ''}`
  if (result.kind === 'merchant-auth-required' || MERCHANT_AUTH_DUE.test(said))
    return 'advice.merchant-auth'
  if (result.kind === 'unconfirmed')
    return result.errorCode && !isUnconfirmedCode(result.errorCode)
      ? 'advice.try-again'
      : 'advice.not-confirmed'
  if (isUnconfirmedResult(result.kind)) return 'advice.not-confirmed'
  if (result.kind === 'failure') {
    if (CAPTURE_REUSED.test(said)) return 'advice.try-again'
    return FINGER_NOT_MATCHED.test(said) ? 'advice.finger-not-matched' : 'advice.bank-declined'
  }
  return 'advice.try-again'
}

/** The balance sentence, or the "could not be read" one when the bank's figure is not a number. */
export function balanceSentence(catalogue: CustomerCatalogue, raw: string | null): string {
  return raw !== null && parseAmount(raw) !== null
    ? customerText(catalogue, 'result.balance', { amount: formatAmountText(raw) })
    : customerText(catalogue, 'result.balance-unreadable')
}

/** The lines of a result as read aloud: the balance, the statement's heading and count, or the advice. */
export function spokenResultLines(catalogue: CustomerCatalogue, result: FinishedEnquiry): string[] {
  const advice = adviceKeyFor(result)
  if (advice) return [customerText(catalogue, advice)]
  if (result.operation === 'balance-enquiry')
    return [balanceSentence(catalogue, balanceDataOf(result.reply)?.availableBalance ?? null)]
  const count = statementEntriesOf(result.reply).length
  return count === 0
    ? [customerText(catalogue, 'statement.empty')]
    : [customerText(catalogue, 'statement.heading'), transactionCount(catalogue, count)]
}
