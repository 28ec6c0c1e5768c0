// Field rules of the upstream spec (docs/provider-api.md sections 2.1 and 8) plus what a real
// Aadhaar number and Indian mobile number are. The bridge applies them before anything is sent
// upstream; the SPA applies the same rules for its inline hints.

import { CONSENT_NOTICE_PATTERN } from './consent-notice.ts'
import type { EnquiryRequest } from './contract.ts'
import { verhoeffValid } from './verhoeff.ts'
import { passed, refused, type Checked as CheckedOf } from './checked.ts'

/** Maximum lengths of docs/provider-api.md section 8. */
export const FIELD_LIMITS = {
  merchantLoginId: 20,
  aadhaar: 12,
  mobile: 10,
  bankiin: 10,
  latitude: 20,
  longitude: 20,
  pan: 10,
} as const

export const CAPTURE_ID_MAX = 128

export type FieldName = keyof typeof FIELD_LIMITS | 'captureId' | 'consent' | 'consentNotice'

/** Why a field was refused; the SPA translates by reason, the bridge sends the English message. */
export type FieldReason =
  'required' | 'type' | 'digits' | 'length' | 'too-long' | 'checksum' | 'range' | 'format'

export interface FieldProblem {
  field: FieldName
  reason: FieldReason
  message: string
}

/** A check's outcome; a field's problem unless the check names another kind. */
export type Checked<T, Problem = FieldProblem> = CheckedOf<T, Problem>

const ok = <T>(value: T): Checked<T> => passed(value)
const bad = (field: FieldName, reason: FieldReason, message: string): Checked<never> =>
  refused({ field, reason, message })

/**
 * The spec's rule for the field (12 digits) and the Verhoeff checksum: what the bridge enforces
 * for any client. The counter's form adds UIDAI's issuing rule (checkIssuedAadhaar).
 */
export function checkAadhaar(input: unknown): Checked<string> {
  if (input === undefined || input === null || input === '')
    return bad('aadhaar', 'required', 'Enter the customer’s 12-digit Aadhaar number.')
  if (typeof input !== 'string') return bad('aadhaar', 'type', 'The Aadhaar number must be text.')
  if (!/^\d*$/.test(input))
    return bad(
      'aadhaar',
      'digits',
      'The Aadhaar number has digits only (0-9), no spaces or letters.',
    )
  if (input.length !== FIELD_LIMITS.aadhaar)
    return bad(
      'aadhaar',
      'length',
      `The Aadhaar number has 12 digits; this one has ${input.length}. Check it with the customer.`,
    )
  if (!verhoeffValid(input))
    return bad(
      'aadhaar',
      'checksum',
      'This is not a valid Aadhaar number (a digit is wrong or two are swapped). Check it with the customer.',
    )
  return ok(input)
}

/**
 * checkAadhaar plus UIDAI's issuing rule: no number begins with 0 or 1. The merchant's form uses
 * it to catch a mistyped first digit that the checksum lets through; the bridge does not, because
 * neither the spec nor the contract has the rule and a client other than ours may not know it.
 */
export function checkIssuedAadhaar(input: unknown): Checked<string> {
  const checked = checkAadhaar(input)
  if (checked.ok && (checked.value[0] === '0' || checked.value[0] === '1'))
    return bad(
      'aadhaar',
      'format',
      'An Aadhaar number never starts with 0 or 1. Check it with the customer.',
    )
  return checked
}

export function checkMobile(input: unknown): Checked<string> {
  if (input === undefined || input === null || input === '')
    return bad('mobile', 'required', 'Enter the customer’s 10-digit mobile number.')
  if (typeof input !== 'string') return bad('mobile', 'type', 'The mobile number must be text.')
  if (!/^\d*$/.test(input))
    return bad('mobile', 'digits', 'The mobile number has digits only, without +91 or spaces.')
  if (input.length !== FIELD_LIMITS.mobile)
    return bad('mobile', 'length', `The mobile number has 10 digits; this one has ${input.length}.`)
  return ok(input)
}

export function checkBankIin(input: unknown): Checked<string> {
  if (input === undefined || input === null || input === '')
    return bad('bankiin', 'required', 'Choose the customer’s bank.')
  if (typeof input !== 'string') return bad('bankiin', 'type', 'The bank IIN must be text.')
  if (!/^\d+$/.test(input))
    return bad('bankiin', 'digits', 'The bank IIN has digits only. Choose the bank from the list.')
  if (input.length > FIELD_LIMITS.bankiin)
    return bad(
      'bankiin',
      'too-long',
      'The bank IIN is at most 10 digits. Choose the bank from the list.',
    )
  return ok(input)
}

function checkCoordinate(
  field: 'latitude' | 'longitude',
  input: unknown,
  bound: number,
): Checked<string | undefined> {
  if (input === undefined || input === null || input === '') return ok(undefined)
  const text = typeof input === 'number' && Number.isFinite(input) ? String(input) : input
  if (typeof text !== 'string') return bad(field, 'type', `The ${field} must be a decimal number.`)
  if (text.length > FIELD_LIMITS[field])
    return bad(field, 'too-long', `The ${field} is at most ${FIELD_LIMITS[field]} characters.`)
  if (!/^[-+]?\d{1,3}(\.\d+)?$/.test(text) || Math.abs(Number(text)) > bound)
    return bad(
      field,
      'range',
      `The ${field} must be a decimal number between -${bound} and ${bound}.`,
    )
  return ok(text)
}

export const checkLatitude = (input: unknown) => checkCoordinate('latitude', input, 90)
export const checkLongitude = (input: unknown) => checkCoordinate('longitude', input, 180)

/** `whose` finger: the customer's for an enquiry, the merchant's own for their authentication. */
export function checkCaptureId(input: unknown, whose = 'customer’s'): Checked<string> {
  if (input === undefined || input === null || input === '')
    return bad('captureId', 'required', `Capture the ${whose} fingerprint first.`)
  // Any other id is simply unknown to the bridge (410), not malformed; only the type and an
  // absurd length are refused here.
  if (typeof input !== 'string' || input.length > CAPTURE_ID_MAX)
    return bad(
      'captureId',
      'format',
      'This fingerprint capture is not known. Capture the fingerprint again.',
    )
  return ok(input)
}

/**
 * Which consent text was read (docs/contract.md v1.2; docs/merchant-guide.md "The record"):
 * optional, else 1 to 16 characters of a-z0-9-. Only the shape is checked: a client with texts of
 * its own may name them its own way, and the journal keeps what was sent.
 */
export function checkConsentNotice(input: unknown): Checked<string | null> {
  if (input === undefined || input === null) return ok(null)
  if (typeof input !== 'string' || !CONSENT_NOTICE_PATTERN.test(input))
    return bad(
      'consentNotice',
      'format',
      'consentNotice names the notice read, in 1 to 16 characters of a-z, 0-9 and -, e.g. be-2-hi.',
    )
  return ok(input)
}

/** Merchant login id from configuration: 1 to 20 printable characters (docs/provider-api.md section 8). */
export function checkMerchantLoginId(input: unknown): Checked<string> {
  if (typeof input !== 'string' || input.trim() === '')
    return bad('merchantLoginId', 'required', 'The merchant login id is missing.')
  if (input.length > FIELD_LIMITS.merchantLoginId)
    return bad('merchantLoginId', 'too-long', 'The merchant login id is at most 20 characters.')
  if (!/^[\x21-\x7e]+$/.test(input))
    return bad(
      'merchantLoginId',
      'format',
      'The merchant login id has printable characters only, no spaces.',
    )
  return ok(input)
}

/**
 * Merchant PAN from configuration: the spec's limit (at most 10 characters), letters and digits.
 * The shape of an issued PAN (ABCDE1234F) is only warned about (looksLikePan): a provider's test
 * account may be set up with another value, and refusing to start would stop the whole desk.
 */
export function checkPan(input: unknown): Checked<string> {
  if (typeof input !== 'string' || input === '')
    return bad('pan', 'required', 'The merchant PAN is missing.')
  if (input.length > FIELD_LIMITS.pan)
    return bad('pan', 'too-long', 'The merchant PAN is at most 10 characters.')
  if (!/^[A-Za-z0-9]+$/.test(input))
    return bad('pan', 'format', 'The merchant PAN has letters and digits only.')
  return ok(input)
}

/** Five capitals, four digits, a capital: the shape of a PAN issued by the Income Tax Department. */
export function looksLikePan(value: string): boolean {
  return /^[A-Z]{5}\d{4}[A-Z]$/.test(value)
}

export interface ValidEnquiry {
  aadhaar: string
  mobile: string
  bankiin: string
  captureId: string
  latitude: string | undefined
  longitude: string | undefined
  consent: boolean | null
  consentNotice: string | null
}

/** Checks a browser's enquiry body; the first problem found, in form order, is reported. */
export function checkEnquiry(body: unknown): Checked<ValidEnquiry> {
  const input = (body ?? {}) as Partial<Record<keyof EnquiryRequest, unknown>>
  const aadhaar = checkAadhaar(input.aadhaar)
  if (!aadhaar.ok) return aadhaar
  const mobile = checkMobile(input.mobile)
  if (!mobile.ok) return mobile
  const bankiin = checkBankIin(input.bankiin)
  if (!bankiin.ok) return bankiin
  const latitude = checkLatitude(input.latitude)
  if (!latitude.ok) return latitude
  const longitude = checkLongitude(input.longitude)
  if (!longitude.ok) return longitude
  if ((latitude.value === undefined) !== (longitude.value === undefined)) {
    const missing = latitude.value === undefined ? 'latitude' : 'longitude'
    return bad(missing, 'required', 'Send both latitude and longitude, or neither.')
  }
  const captureId = checkCaptureId(input.captureId)
  if (!captureId.ok) return captureId
  if (input.consent !== undefined && typeof input.consent !== 'boolean')
    return bad('consent', 'type', 'consent must be true or false.')
  const consentNotice = checkConsentNotice(input.consentNotice)
  if (!consentNotice.ok) return consentNotice
  return ok({
    aadhaar: aadhaar.value,
    mobile: mobile.value,
    bankiin: bankiin.value,
    captureId: captureId.value,
    latitude: latitude.value,
    longitude: longitude.value,
    consent: typeof input.consent === 'boolean' ? input.consent : null,
    consentNotice: consentNotice.value,
  })
}
