// The result screen's main button: the outcome's own next step, not always Print.
// Print is the main step only where the bank answered; where nothing succeeded the receipt is
// still there, as a secondary button. A refusal whose cause another try can mend names that try
// (another finger, another bank); one that no try can mend today leads on to the next customer.

import type { BankCause } from '../../shared/bank-causes.ts'
import type { Outcome } from '../../shared/contract.ts'
import { settles } from '../../shared/status-checks.ts'
import type { ResultKind } from './finished-enquiry.ts'
import { isUnconfirmedResult } from './result-display.ts'

export type NextAction =
  | 'print'
  | 'check-status'
  | 'authenticate'
  | 'capture-again'
  | 'other-bank'
  | 'ask-again'
  | 'new-customer'

export interface NextActionInput {
  kind: ResultKind
  cause: BankCause | null
  /** Check status is offered for this answer (it carried the provider's reference). */
  checkable: boolean
  settledOutcome: Outcome | null
}

// What a refusal's cause lets the merchant do now: the finger again, or the customer's account
// at another bank (the Aadhaar is not linked here, or this account is blocked, or this bank is
// down); a daily limit, a locked biometric or a cancelled Aadhaar no try mends today.
const AFTER_CAUSE: Record<BankCause, NextAction> = {
  'finger-mismatch': 'capture-again',
  'bank-unavailable': 'other-bank',
  'aadhaar-not-linked': 'other-bank',
  'account-blocked': 'other-bank',
  'daily-limit': 'new-customer',
  'biometric-locked': 'new-customer',
  'aadhaar-invalid': 'new-customer',
  'duplicate-fingers': 'capture-again',
  'biometric-update-needed': 'new-customer',
  // The reader, its RD service, the clock or the merchant must be fixed first: another finger now
  // would be refused the same way.
  'rd-key-expired': 'new-customer',
  'device-not-allowed': 'new-customer',
  'device-not-certified': 'new-customer',
  'device-integrity': 'new-customer',
  'device-certificate-expired': 'new-customer',
  'pid-expired': 'new-customer',
  'clock-ahead': 'new-customer',
  'merchant-blocked': 'new-customer',
}

export function nextAction({
  kind,
  cause,
  checkable,
  settledOutcome,
}: NextActionInput): NextAction {
  // Settled by a status check: the answer is known, but its balance or statement is not on
  // screen, so the customer who wants it asks again (and for a failure, that is the try).
  if (settledOutcome && settles(settledOutcome)) return 'ask-again'
  if (kind === 'success') return 'print'
  if (kind === 'merchant-auth-required') return 'authenticate'
  if (isUnconfirmedResult(kind)) return checkable ? 'check-status' : 'new-customer'
  if (kind === 'failure') return cause ? AFTER_CAUSE[cause] : 'capture-again'
  return 'new-customer'
}

/**
 * Causes after which no other enquiry for this customer can succeed today: the bank's daily count
 * is used up, or the fingerprint is locked. No button invites one (UX review 2026-11-29, N6).
 */
const NO_MORE_TODAY: readonly BankCause[] = ['daily-limit', 'biometric-locked']

export const noMoreEnquiriesToday = (cause: BankCause | null): boolean =>
  cause !== null && NO_MORE_TODAY.includes(cause)
