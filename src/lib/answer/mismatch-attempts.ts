// After repeated finger mismatches for one customer (the bridge counts them: attempts on a
// finger-mismatch reply), the advice changes: from the third, another finger, clean and dry, then
// the branch; at the most UIDAI allows, no further try is offered for that customer.

import type { MessageKey } from '../../i18n/messages.ts'
import type { BankCause } from '../../shared/bank-causes.ts'
import type { MismatchAttempts } from '../../shared/contract.ts'

/** From this mismatch on, the general "try again" advice is no longer the right one. */
export const MISMATCH_ADVICE_FROM = 3

export interface MismatchAdvice {
  key: MessageKey
  params: { count: number; max: number }
  /** The count reached its most: no other try for this customer now. */
  stop: boolean
}

export function mismatchAdvice(
  cause: BankCause | null,
  attempts: MismatchAttempts | undefined,
): MismatchAdvice | null {
  if (cause !== 'finger-mismatch' || !attempts) return null
  const { fingerMismatch: count, max } = attempts
  if (!Number.isFinite(count) || !Number.isFinite(max) || max < 1) return null
  if (count >= max) return { key: 'cause.finger-mismatch.stop', params: { count, max }, stop: true }
  if (count >= MISMATCH_ADVICE_FROM)
    return { key: 'cause.finger-mismatch.again', params: { count, max }, stop: false }
  return null
}
