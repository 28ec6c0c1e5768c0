// The label values of the bridge's metrics: each comes from a short fixed list or is
// held to a safe shape, so that no metric carries an identifier (Aadhaar, mobile, PAN, a reader's
// serial, an address, a bank's words) and a desk's series stay few whatever a device or an
// upstream sends.

import { isCatalogueCode, isReaderErrorCode } from '../../src/shared/errors.ts'
import { DOCUMENTED_RD_CODES } from '../rd/error-codes.ts'

const DOCUMENTED_READER_CODES = new Set(DOCUMENTED_RD_CODES.map((code) => `RD_${code}`))

/**
 * A reader's vendor (the RD service's dpId) or model (mi): letters, digits and `. _ -`, at most
 * 32, and no run of six digits (the shape of a serial, never of a vendor or model name). Anything
 * else is `other`, and nothing at all is `none`. Callers pass dpId and mi only, never dc or a serial.
 */
export function deviceLabel(value: string): string {
  const trimmed = value.trim()
  if (trimmed === '') return 'none'
  if (!/^[A-Za-z][A-Za-z0-9._-]{0,31}$/.test(trimmed) || /\d{6}/.test(trimmed)) return 'other'
  return trimmed
}

/**
 * A capture's result: `captured`, or the error code it was answered with. A reader's own code is
 * kept when docs/rd-service.md documents it (RD_700), else `RD_OTHER`: a device may send any
 * number.
 */
export function captureResultLabel(code: string | null): string {
  if (code === null) return 'captured'
  if (isReaderErrorCode(code)) return DOCUMENTED_READER_CODES.has(code) ? code : 'RD_OTHER'
  return isCatalogueCode(code) ? code : 'OTHER'
}

/** The ways an upstream call ends without an envelope (upstream/client.ts), as the fault label. */
export const UPSTREAM_FAULTS = ['unreachable', 'lost', 'timeout', 'bad-reply'] as const
