// The envelopes a scenario answers with as they are (no data, no reference of its own), and the
// refusals the provider passes on from UIDAI, the code as the message's prefix (UIDAI's words:
// src/shared/sandbox-refusals.ts).
import type { SandboxScenario } from '../../../src/shared/sandbox-numbers.ts'
import { UIDAI_REFUSALS, type UidaiRefusalCode } from '../../../src/shared/sandbox-refusals.ts'

const SCENARIO_ENVELOPES: Partial<
  Record<SandboxScenario, [code: string, status: string, message: string]>
> = {
  unauthorized: ['0x0201', 'UNAUTHORIZED', 'unauthorized user'],
  failure: ['0x0202', 'FAILURE', '300: Biometric data did not match. Try another finger.'],
  'missing-parameter': ['0x0203', 'MISSING_PARAMETER', 'missing parameter'],
  'connection-timeout': ['0x0204', 'CONNECTION_TIMEOUT', 'connection timeout'],
  'something-went-wrong': ['0x0205', 'SOMETHING_WENT_WRONG', 'something went wrong'],
  pending: ['0x0206', 'PENDING', 'transaction pending'],
  reversed: ['0x0207', 'REVERSED', 'transaction reversed'],
  redirect: ['0x0209', 'REDIRECT', 'redirect URL'],
  'unknown-status': ['0x0210', 'ON_HOLD', '777: Request held for review'],
  'daily-limit': ['0x0202', 'FAILURE', '065: Exceeds enquiry limit for the day set by the bank'],
  'merchant-blocked': ['0x0202', 'FAILURE', '23: Merchant is blocked at NPCI end'],
}

/** A refusal the provider passes on from UIDAI: its code as the message's prefix. */
export function cannedReply(scenario: SandboxScenario): [string, string, string] | undefined {
  const uidai = /^uidai-(\d{3})$/.exec(scenario)?.[1] as UidaiRefusalCode | undefined
  if (uidai) return ['0x0202', 'FAILURE', `${uidai}: ${UIDAI_REFUSALS[uidai]}`]
  return SCENARIO_ENVELOPES[scenario]
}
