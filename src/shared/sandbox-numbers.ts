// Checksum-valid Aadhaar numbers that steer the sandbox upstream (bridge/sandbox/). They begin 9999
// 0000 0 and carry the scenario in the next two digits, matching the result code 0x02NN where there
// is one. Any other valid number succeeds. Listed in docs/developer-guide.md and, in sandbox mode,
// on the app's Device and settings page. UIDAI's refusals and the customers whose finger does not
// match are numbered by sandbox-refusals.ts.

import {
  isMismatchCustomer,
  mismatchCustomerNumber,
  UIDAI_REFUSAL_CODES,
  UIDAI_REFUSALS,
  uidaiRefusalFor,
  uidaiRefusalNumber,
  type UidaiRefusalCode,
} from './sandbox-refusals.ts'

export type SandboxScenario =
  | 'success'
  | 'unauthorized'
  | 'failure'
  | 'missing-parameter'
  | 'connection-timeout'
  | 'something-went-wrong'
  | 'pending'
  | 'reversed'
  | 'redirect'
  | 'slow'
  | 'hang'
  | 'unknown-status'
  | 'not-json'
  | 'daily-limit'
  | 'empty-statement'
  | 'merchant-auth-required'
  | 'bank-words'
  | 'statement-lines'
  | 'statement-unrecognised'
  | 'merchant-blocked'
  | `uidai-${UidaiRefusalCode}`

export interface SandboxNumber {
  aadhaar: string
  scenario: SandboxScenario
  description: string
}

export const SANDBOX_NUMBERS: readonly SandboxNumber[] = [
  {
    aadhaar: '999900000000',
    scenario: 'success',
    description: '0x0200 SUCCESS (as any other valid number)',
  },
  { aadhaar: '999900000016', scenario: 'unauthorized', description: '0x0201 UNAUTHORIZED' },
  {
    aadhaar: '999900000028',
    scenario: 'failure',
    description: '0x0202 FAILURE (biometric mismatch)',
  },
  {
    aadhaar: '999900000037',
    scenario: 'missing-parameter',
    description: '0x0203 MISSING_PARAMETER',
  },
  {
    aadhaar: '999900000044',
    scenario: 'connection-timeout',
    description: '0x0204 CONNECTION_TIMEOUT',
  },
  {
    aadhaar: '999900000059',
    scenario: 'something-went-wrong',
    description: '0x0205 SOMETHING_WENT_WRONG',
  },
  { aadhaar: '999900000063', scenario: 'pending', description: '0x0206 PENDING' },
  { aadhaar: '999900000071', scenario: 'reversed', description: '0x0207 REVERSED' },
  {
    aadhaar: '999900000085',
    scenario: 'merchant-auth-required',
    description:
      '0x0208 2FA (“UAD: Please do 2 factor auth.”) until the merchant has authenticated today, then success',
  },
  { aadhaar: '999900000092', scenario: 'redirect', description: '0x0209 REDIRECT' },
  {
    aadhaar: '999900000102',
    scenario: 'slow',
    description: 'success after a slow reply (SANDBOX_SLOW_MS, 8 s by default)',
  },
  {
    aadhaar: '999900000118',
    scenario: 'hang',
    description: 'never answers: the bridge times out (UPSTREAM_TIMEOUT_MS)',
  },
  {
    aadhaar: '999900000125',
    scenario: 'unknown-status',
    description: 'an envelope with a code and status outside the table',
  },
  {
    aadhaar: '999900000139',
    scenario: 'not-json',
    description: 'an HTML error page with HTTP 502: not an envelope',
  },
  {
    aadhaar: '999900000141',
    scenario: 'daily-limit',
    description: '0x0202 FAILURE with the bank’s daily enquiry limit text',
  },
  {
    aadhaar: '999900000156',
    scenario: 'empty-statement',
    description: 'success with no statement entries',
  },

  {
    aadhaar: '999900000160',
    scenario: 'bank-words',
    description:
      '0x0202 FAILURE whose data carries the bank’s own words (bankMessage, bankCode: the daily limit)',
  },
  {
    aadhaar: '999900000173',
    scenario: 'statement-lines',
    description: 'mini statement success with fixed-width lines under data.statement',
  },
  {
    aadhaar: '999900000187',
    scenario: 'statement-unrecognised',
    description: 'mini statement success with some entries in a form the desk does not recognise',
  },
  {
    aadhaar: '999900000194',
    scenario: 'merchant-blocked',
    description: '0x0202 FAILURE “23: Merchant is blocked at NPCI end” (the provider’s code)',
  },
  {
    aadhaar: mismatchCustomerNumber(0),
    scenario: 'failure',
    description:
      'as 999900000028, another customer: every 9999 0300 NNN with its check digit is one, each with its own count of mismatches (five in 30 minutes)',
  },
  ...UIDAI_REFUSAL_CODES.map((code) => ({
    aadhaar: uidaiRefusalNumber(code),
    scenario: `uidai-${code}` as const,
    description: `0x0202 FAILURE “${code}: ${UIDAI_REFUSALS[code]}” (UIDAI)`,
  })),
]

export function sandboxScenarioFor(aadhaar: string): SandboxScenario {
  const listed = SANDBOX_NUMBERS.find((n) => n.aadhaar === aadhaar)?.scenario
  if (listed) return listed
  const refusal = uidaiRefusalFor(aadhaar)
  if (refusal) return `uidai-${refusal}`
  return isMismatchCustomer(aadhaar) ? 'failure' : 'success'
}
