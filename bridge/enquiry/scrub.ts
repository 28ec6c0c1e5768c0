// The upstream is outside our trust edge: whatever it echoes back (the customer's full Aadhaar
// number, the merchant PAN, our credentials, the PID block, the reader's serial or certificate)
// must not reach the browser or the journal. Every string of a reply passes through here before it is used.
// The primitives are redaction.ts's, shared with the log; here they are given this enquiry's values.

import {
  aadhaarPattern,
  maskAadhaar,
  redactPidBlocks,
  replaceValues,
  secretValues,
} from '../redaction.ts'

export interface ScrubValues {
  aadhaar: string
  pan: string
  credentials: readonly string[]
  pidXml: string
  /** The reader's serial, device code, certificate, system id (from the PID block). */
  deviceIdentity?: readonly string[]
}

export function makeScrubber(values: ScrubValues): (text: string) => string {
  // A configured PAN shorter than a real one (a test account's) is not scrubbed: it would garble
  // every text it occurs in while hiding nothing that identifies anyone.
  const panValue = values.pan.length >= 5 ? values.pan : ''
  const maskedPan = 'XXXXXX' + panValue.slice(-4)
  const credentials = secretValues(values.credentials)
  const device = secretValues(values.deviceIdentity ?? [])
  // The customer's number written with spaces or dashes ("2345 6789 0124") is the number too.
  const aadhaar = aadhaarPattern(values.aadhaar)
  const maskedAadhaar = maskAadhaar(values.aadhaar)
  const pan = panValue ? new RegExp(panValue.replace(/[^\w]/g, ''), 'gi') : null
  return (text) => {
    let out = replaceValues(text, [values.pidXml], '[pid]')
    out = redactPidBlocks(out, '[pid]')
    out = replaceValues(out, [values.aadhaar], maskedAadhaar)
    out = replaceValues(out, [panValue], maskedPan)
    out = replaceValues(out, credentials, '[redacted]')
    out = replaceValues(out, device, '[device]')
    if (aadhaar) out = out.replace(aadhaar, maskedAadhaar)
    if (pan) out = out.replace(pan, maskedPan)
    return out
  }
}

/** Applies a scrubber to every string inside a JSON-like value. */
export function scrubDeep<T>(value: T, scrub: (text: string) => string): T {
  if (typeof value === 'string') return scrub(value) as T
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, scrub)) as T
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) out[key] = scrubDeep(item, scrub)
    return out as T
  }
  return value
}
