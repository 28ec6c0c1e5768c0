// What the merchant is told to do next after an answer: for a refusal,
// the advice fitted to the cause the bank named (src/shared/bank-causes.ts), else the general
// advice; for an answer that is not confirmed, the truth: an enquiry is not a withdrawal, and either
// Check status (the reply carried a reference) or when asking again helps and when it cannot.
// One function for the result view, the record page and the receipt, so all three say the same.

import type { MessageKey } from '../../i18n/messages.ts'
import { causeOf, type BankCause, type CauseSource } from '../../shared/bank-causes.ts'
import type { Outcome } from '../../shared/contract.ts'
import { settles } from '../../shared/status-checks.ts'
import type { ResultKind } from './finished-enquiry.ts'
import { isUnconfirmedResult } from './result-display.ts'

export interface NextStepInput extends CauseSource {
  kind: ResultKind
  /** The answer carried the provider's reference and status checks are offered. */
  checkable: boolean
  /** A status check's confirmed outcome, once there is one. */
  settledOutcome?: Outcome | null
}

/** The refusal's cause, for a failure only: other outcomes have their own advice. */
export function refusalCause(input: NextStepInput): BankCause | null {
  return input.kind === 'failure' ? causeOf(input) : null
}

export function nextStepKey(input: NextStepInput): MessageKey {
  if (input.settledOutcome && settles(input.settledOutcome))
    return `check.settled.${input.settledOutcome as 'success' | 'failure' | 'reversed'}`
  const cause = refusalCause(input)
  if (cause !== null) return `cause.${cause}`
  if (isUnconfirmedResult(input.kind) && input.checkable) return 'result.guidance.checkable'
  return `result.guidance.${input.kind}`
}
