// The simulated bank's UIDAI refusals (issue 39, "the sandbox shows each case"): one sandbox
// number per UIDAI code the desk names (bank-causes.ts), so that a trainer can show each refusal
// and its advice, and a test can reach each cause over a real socket. The number carries the code
// where it can be read aloud: 9999 1CCC 000 and the check digit (310 -> 9999 1310 0006).
//
// And a family of customers whose finger does not match: the bridge counts a customer's
// mismatches for 30 minutes (contract v1.5, `attempts`), so a trainer or a test that shows the
// count, or only needs a plain mismatch, takes a number of its own: 9999 0300 NNN and the check
// digit, any NNN. Each is another customer, with a count that starts at one.

import { verhoeffCheckDigit } from './verhoeff.ts'

/** UIDAI's words for each code (UIDAI's error list; docs/rd-service.md section 4). */
export const UIDAI_REFUSALS = {
  '310': 'Duplicate fingers used',
  '330': 'Biometrics locked by Aadhaar holder',
  '501': 'Invalid certificate identifier in Skey ci attribute',
  '553': 'Registered devices currently not supported',
  '554': 'Public devices are not allowed to be used',
  '555': 'rdsId is invalid and not part of certification registry',
  '556': 'rdsVer is invalid and not part of certification registry',
  '557': 'dpId is invalid and not part of certification registry',
  '558': 'Invalid dih',
  '559': 'Device Certificate has expired',
  '560': 'DP Master Certificate has expired',
  '561': 'Request expired (Pid->ts value is older than N hours)',
  '562': 'Timestamp value is future time',
  '811': 'Missing biometric data in CIDR for the given Aadhaar number',
  '812': 'Best Finger Detection not done for the Aadhaar holder',
  '995': 'Aadhaar suspended by competent authority',
  '996': 'Aadhaar cancelled',
  '997': 'Aadhaar suspended (Aadhaar is not in authenticable status)',
  '998': 'Invalid Aadhaar Number',
} as const

export type UidaiRefusalCode = keyof typeof UIDAI_REFUSALS

export const UIDAI_REFUSAL_CODES = Object.keys(UIDAI_REFUSALS) as UidaiRefusalCode[]

const withCheckDigit = (digits: string) => digits + String(verhoeffCheckDigit(digits))

/** The sandbox number whose enquiry UIDAI refuses with `code`. */
export const uidaiRefusalNumber = (code: UidaiRefusalCode) => withCheckDigit(`99991${code}000`)

/** The UIDAI code a sandbox number stands for, or null. */
export function uidaiRefusalFor(aadhaar: string): UidaiRefusalCode | null {
  const code = /^99991(\d{3})000\d$/.exec(aadhaar)?.[1]
  if (code === undefined || !(code in UIDAI_REFUSALS)) return null
  return aadhaar === uidaiRefusalNumber(code as UidaiRefusalCode)
    ? (code as UidaiRefusalCode)
    : null
}

/** The `customer`th (0-999) of the customers whose finger does not match. */
export function mismatchCustomerNumber(customer: number): string {
  if (!Number.isInteger(customer) || customer < 0 || customer > 999)
    throw new RangeError('a mismatch customer is 0-999')
  return withCheckDigit(`99990300${String(customer).padStart(3, '0')}`)
}

/** Whether a sandbox number is one of the mismatch family (its check digit right). */
export const isMismatchCustomer = (aadhaar: string) =>
  /^99990300\d{4}$/.test(aadhaar) &&
  aadhaar === mismatchCustomerNumber(Number(aadhaar.slice(8, 11)))
