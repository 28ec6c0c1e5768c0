// The result table of docs/provider-api.md section 7, and what each result means for the merchant.
// docs/provider-api.md: decide by status first and code second; anything not classifiable is
// "unknown", shown with the text that came with it.

import type { Operation, Outcome } from './contract.ts'

export interface ResultRow {
  code: string
  status: string
  outcome: Outcome
  standardMessage: string
}

export const RESULT_TABLE: readonly ResultRow[] = [
  {
    code: '0x0200',
    status: 'SUCCESS',
    outcome: 'success',
    standardMessage: 'transaction successful',
  },
  {
    code: '0x0201',
    status: 'UNAUTHORIZED',
    outcome: 'unauthorized',
    standardMessage: 'unauthorized user',
  },
  { code: '0x0202', status: 'FAILURE', outcome: 'failure', standardMessage: 'failure user' },
  {
    code: '0x0203',
    status: 'MISSING_PARAMETER',
    outcome: 'missing-parameter',
    standardMessage: 'missing parameter',
  },
  {
    code: '0x0204',
    status: 'CONNECTION_TIMEOUT',
    outcome: 'timeout',
    standardMessage: 'connection timeout',
  },
  {
    code: '0x0205',
    status: 'SOMETHING_WENT_WRONG',
    outcome: 'error',
    standardMessage: 'something went wrong',
  },
  { code: '0x0206', status: 'PENDING', outcome: 'pending', standardMessage: 'transaction pending' },
  {
    code: '0x0207',
    status: 'REVERSED',
    outcome: 'reversed',
    standardMessage: 'transaction reversed',
  },
  // (v1.1) Missing from the spec's table; the API family's code for "the merchant's daily
  // authentication is due" (docs/provider-api.md, "The merchant's daily authentication").
  {
    code: '0x0208',
    status: '2FA',
    outcome: 'merchant-auth-required',
    standardMessage: 'please do 2 factor auth',
  },
  { code: '0x0209', status: 'REDIRECT', outcome: 'redirect', standardMessage: 'redirect URL' },
]

/** Every outcome the bridge reports, in the order of the contract. */
export const OUTCOMES: readonly Outcome[] = [
  'success',
  'failure',
  'pending',
  'reversed',
  'timeout',
  'unauthorized',
  'missing-parameter',
  'error',
  'redirect',
  'merchant-auth-required',
  'unknown',
]

const byStatus = new Map(RESULT_TABLE.map((row) => [row.status, row]))
const byCode = new Map(RESULT_TABLE.map((row) => [row.code, row]))

const MERCHANT_AUTH_CODE = '0x0208'
const MERCHANT_AUTH_STATUS = '2FA'

/**
 * Outcome of an envelope: a known status decides; else a known code; else unknown. Except the
 * merchant's daily authentication, which either word names (docs/contract.md v1.1: "code `0x0208`
 * or status `2FA` (any case)"): a provider that says `0x0208` with `FAILURE` still means that
 * every enquiry will fail until the merchant authenticates, not that this one failed.
 */
export function classifyResult(code: unknown, status: unknown): Outcome {
  if (
    (typeof code === 'string' && code.trim().toLowerCase() === MERCHANT_AUTH_CODE) ||
    (typeof status === 'string' && status.trim().toUpperCase() === MERCHANT_AUTH_STATUS)
  )
    return 'merchant-auth-required'
  if (typeof status === 'string') {
    const row = byStatus.get(status.trim().toUpperCase())
    if (row) return row.outcome
  }
  if (typeof code === 'string') {
    const row = byCode.get(code.trim().toLowerCase())
    if (row) return row.outcome
  }
  return 'unknown'
}

export function resultRowForCode(code: string): ResultRow | undefined {
  return byCode.get(code)
}

/** True for outcomes where the bank's answer is not final and a retry could double up. */
export function isUnconfirmed(outcome: Outcome): boolean {
  return (
    outcome === 'pending' || outcome === 'timeout' || outcome === 'unknown' || outcome === 'error'
  )
}

const OPERATION_NOUN: Record<Operation, string> = {
  'balance-enquiry': 'balance enquiry',
  'mini-statement': 'mini statement',
}

/** What the merchant should do next, in English; the SPA has its own Hindi and English copies. */
export function guidanceFor(outcome: Outcome, operation: Operation): string {
  const noun = OPERATION_NOUN[operation]
  switch (outcome) {
    case 'success':
      return `The bank answered the ${noun}. Show the customer and print a receipt if they want one.`
    case 'failure':
      return 'The bank refused this request; its reason is shown. If the fingerprint did not match, capture another finger and try again.'
    case 'pending':
      return `The bank has not confirmed the result yet. A ${noun} is not a withdrawal: where the record holds the bank’s reference, check its status in a few minutes; otherwise the customer may ask again with a fresh fingerprint.`
    case 'reversed':
      return 'The bank reversed this request. An enquiry is not a withdrawal; you may start a new enquiry.'
    case 'timeout':
      return `The bank did not answer in time, so the result is not confirmed. A ${noun} is not a withdrawal: where the record holds the bank’s reference, check its status in a few minutes; otherwise the customer may ask again with a fresh fingerprint.`
    case 'unauthorized':
      return 'The bank service refused the merchant’s credentials — this is not the customer’s fault. Ask your administrator to check the bridge configuration.'
    case 'missing-parameter':
      return 'The bank service says a detail was missing. Check the customer’s details and try again with a fresh fingerprint.'
    case 'error':
      return `The bank service had a problem and the result is not confirmed. A ${noun} is not a withdrawal: where the record holds the bank’s reference, check its status in a few minutes; otherwise the customer may ask again with a fresh fingerprint.`
    case 'redirect':
      return 'The bank service asked to redirect this request, which this desk does not do. Contact your provider’s support.'
    case 'merchant-auth-required':
      return `The merchant’s daily biometric authentication is due, so the ${noun} was not carried out. Authenticate the merchant (POST /api/merchant-authentications), then repeat the ${noun} with a fresh fingerprint of the customer.`
    case 'unknown':
      return `The result could not be confirmed. A ${noun} is not a withdrawal: where the record holds the bank’s reference, check its status in a few minutes; otherwise the customer may ask again with a fresh fingerprint.`
  }
}

/** The three-digit switch prefix of upstream messages ("000: ", "001: ") is kept in the record
 * but not shown (docs/provider-api.md). */
export function stripSwitchPrefix(message: string): string {
  return message.replace(/^\s*\d{1,4}\s*:\s*/, '').trim()
}
