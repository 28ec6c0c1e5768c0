// The error-code catalogue of the bridge API (docs/contract.md, "Ground rules" and each
// endpoint): one list of codes with their HTTP status. The bridge takes the status from here; the
// app's translations are typed against it, so a code without a text fails the type check.

export const ERROR_STATUS = {
  // Request checks, applied to every /api request before anything else.
  HOST_NOT_ALLOWED: 403,
  ORIGIN_NOT_ALLOWED: 403,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BODY_TOO_LARGE: 413,
  MALFORMED_JSON: 400,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  VALIDATION_FAILED: 400,
  // The fingerprint reader and its captures.
  NO_DEVICE: 503,
  DEVICE_BUSY: 409,
  RD_BAD_REPLY: 502,
  RD_TIMEOUT: 504,
  CAPTURE_CANCELLED: 503,
  CAPTURE_USED: 409,
  CAPTURE_EXPIRED: 410,
  // (v1.5) Before the bank: a capture refused on a fact the desk read (no finger taken, or the
  // PID dropped and nothing sent): credentials refused, the laptop's clock, the reader's UIDAI
  // key or certificate.
  CREDENTIALS_REFUSED: 503,
  CLOCK_SKEW: 422,
  RD_KEY_EXPIRED: 422,
  DEVICE_CERTIFICATE_EXPIRED: 422,
  // The upstream enquiry API.
  UPSTREAM_UNREACHABLE: 502,
  UPSTREAM_TIMEOUT: 504,
  UPSTREAM_BAD_REPLY: 502,
  // (v1.1) The merchant's daily authentication, when AEPS_2FA_PATH=off.
  MERCHANT_AUTH_DISABLED: 501,
  // (v1.3) Status checks: the record is confirmed or has no reference; AEPS_STATUS_PATH=off.
  STATUS_CHECK_NOT_APPLICABLE: 409,
  STATUS_CHECK_DISABLED: 501,
  // (v1.2) The journal cannot be written: no new work until it can (nothing sent, capture kept).
  JOURNAL_UNAVAILABLE: 503,
  // (v1.4) An older journal is being brought over: no new work and no day-book reads until done.
  JOURNAL_IMPORTING: 503,
  // (v1.5) As many day-book exports as the bridge makes at once are running: try again later
  // (a Retry-After header and `retryAfterS`).
  EXPORTS_BUSY: 429,
  // Anything the bridge did not expect: never a stack, never an upstream body.
  INTERNAL_ERROR: 500,
  // (v1.2) The bridge is stopping (SIGTERM, Ctrl-C): no new work, in-flight enquiries finish.
  STOPPING: 503,
} as const

export type CatalogueCode = keyof typeof ERROR_STATUS

/**
 * `RD_<errCode>`: the reader answered a capture with an error, its code kept as sent (negative
 * ones included, e.g. `RD_-1509`). Always 422.
 */
export type ReaderErrorCode = `RD_${number}`
export const READER_ERROR_STATUS = 422

/** Every code the bridge may put in `{"error": {"code"}}`. */
export type ErrorCode = CatalogueCode | ReaderErrorCode

export function isCatalogueCode(code: string): code is CatalogueCode {
  return Object.hasOwn(ERROR_STATUS, code)
}

export function isReaderErrorCode(code: string): code is ReaderErrorCode {
  return /^RD_-?\d+$/.test(code)
}

export function statusOf(code: ErrorCode): number {
  return isCatalogueCode(code) ? ERROR_STATUS[code] : READER_ERROR_STATUS
}

/**
 * Error codes after which the enquiry may or may not have reached the bank: never try again at
 * once (docs/provider-api.md, "Timing"); look in the history first. `UPSTREAM_UNREACHABLE` is not
 * among them: it means no byte reached the bank, so trying again is safe.
 */
export const UNCONFIRMED_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_BAD_REPLY',
])

export function isUnconfirmedCode(code: string): boolean {
  return UNCONFIRMED_CODES.has(code as ErrorCode)
}
