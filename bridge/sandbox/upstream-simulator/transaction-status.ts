// The sandbox bank's Transaction Status operation (docs/provider-api.md, "Transaction status";
// docs/contract.md v1.3): POST /v1/service/aeps/transactionStatus with exactly {merchantLoginId,
// clientRefId}. The test numbers whose first answer is not confirmed carry a reference (as a real
// PENDING reply does), and the operation then gives the final answer the scenario settles to: the
// pending, connection-timeout and unknown-status numbers settle as a success with an RRN, the
// something-went-wrong number as a failure; a reference it never gave is "No record found".
// Pure: the references handed out live in the caller's memory.

import type { SandboxScenario } from '../../../src/shared/sandbox-numbers.ts'
import { digitsOf, npciRrn, type Op } from './success.ts'

export const TRANSACTION_STATUS_PATH = '/v1/service/aeps/transactionStatus'

export interface SettledTransaction {
  outcome: 'success' | 'failure'
  rrn: string
}

export interface StatusMemory {
  /** The references of unconfirmed answers, and what each settles to. */
  settled: Map<string, SettledTransaction>
}

const SETTLES_TO: Partial<Record<SandboxScenario, SettledTransaction['outcome']>> = {
  pending: 'success',
  'connection-timeout': 'success',
  'unknown-status': 'success',
  'something-went-wrong': 'failure',
}

/**
 * The unconfirmed answer of a scenario with the reference a real one carries, remembered; the
 * envelope unchanged for any other scenario.
 */
export function withReference(
  op: Op,
  scenario: SandboxScenario,
  body: object,
  sequence: number,
  memory: StatusMemory,
): object {
  const outcome = SETTLES_TO[scenario]
  if (outcome === undefined) return body
  const reference = (op === 'be' ? 'SBX' : 'SBXC') + sequence
  // NPCI's form, of the enquiry's hour: the scrubber keeps it as a real RRN (bridge/redaction/rrn.ts).
  memory.settled.set(reference, {
    outcome,
    rrn: npciRrn(new Date(), digitsOf(reference + 'rrn', 6)),
  })
  const data = op === 'be' ? { clientRefNo: reference } : { clientRefId: reference }
  return { ...body, data }
}

const FIELDS = ['merchantLoginId', 'clientRefId'] as const

const failure = (message: string) => ({ code: '0x0202', status: 'FAILURE', message })

/** The answer for a reference: exactly the two string fields, then what it settled to. */
export function transactionStatusReply(text: string, memory: StatusMemory): object {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = null
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { code: '0x0203', status: 'MISSING_PARAMETER', message: 'missing parameter' }
  const fields = body as Record<string, unknown>
  for (const name of FIELDS)
    if (typeof fields[name] !== 'string' || fields[name] === '')
      return { code: '0x0203', status: 'MISSING_PARAMETER', message: `missing parameter ${name}` }
  const extra = Object.keys(fields).find((k) => !(FIELDS as readonly string[]).includes(k))
  if (extra !== undefined)
    return { code: '0x0203', status: 'MISSING_PARAMETER', message: `invalid parameter ${extra}` }
  const reference = fields.clientRefId as string
  const settled = memory.settled.get(reference)
  if (settled === undefined) return failure('No record found')
  if (settled.outcome === 'failure') return failure('001: Transaction failed at the bank')
  return {
    code: '0x0200',
    status: 'SUCCESS',
    message: 'Transaction Successfully.',
    data: {
      orderRefId: 'ORD' + reference,
      clientRefId: reference,
      bankName: null,
      rrn: settled.rrn,
      accountNumber: '',
      ipaymentId: 'ORD' + reference,
      transactionMode: '',
      payableValue: 0,
      transactionValue: 0,
      bankAccountBalance: 0,
    },
  }
}
