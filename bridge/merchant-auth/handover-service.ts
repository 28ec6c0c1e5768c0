// (v1.5) POST /api/operator-handovers: the next person takes the counter. NPCI asks for the
// merchant's biometric authentication again when the person operating the terminal changes, so
// the authentication becomes due at once (reason "handover"), whatever the policy, and the page
// holds the next enquiry until it succeeds. The hand-over is journaled as its own record before
// the reply; a journal that cannot take it refuses the hand-over (503) and nothing changes.

import type { MerchantAuthStatus, TransactionRecord } from '../../src/shared/contract.ts'
import { checkOperatorName, type OperatorAtCounter } from '../../src/shared/operator.ts'
import { BridgeError } from '../errors.ts'
import { requireJournalReady, writeAttempt, type JournalGate } from '../journal/availability.ts'
import { blankRecord } from '../journaled-call/journaled-call.ts'
import type { MerchantAuthState } from './merchant-auth-state.ts'
import type { OperatorDesk } from '../operator/operator-desk.ts'

export interface HandoverDeps {
  merchant: { loginId: string }
  journal: JournalGate
  desk: OperatorDesk
  merchantAuth: MerchantAuthState
  now?: () => Date
}

export interface HandoverReply {
  transactionId: string
  operator: OperatorAtCounter
  merchantAuth: MerchantAuthStatus
}

export async function runHandover(body: unknown, deps: HandoverDeps): Promise<HandoverReply> {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const name = checkOperatorName(input.operator)
  if (!name.ok)
    throw new BridgeError('VALIDATION_FAILED', name.problem.message, { field: 'operator' })
  await requireJournalReady(deps.journal)
  const at = (deps.now ?? (() => new Date()))()
  const record: TransactionRecord = {
    ...blankRecord('operator-handover', deps.merchant.loginId, at, 'none'),
    finishedAt: at.toISOString(),
    outcome: 'success',
    operator: name.value,
    // Who had the counter before: the day book reads the hand-over as "from ... to ...".
    previousOperator: deps.desk.name(),
    message: 'The counter was handed over; the merchant authentication is due.',
  }
  await writeAttempt(deps.journal, record)
  const operator = deps.desk.takeOver(name.value, at)
  deps.merchantAuth.markHandover(at)
  return { transactionId: record.id, operator, merchantAuth: deps.merchantAuth.status() }
}
