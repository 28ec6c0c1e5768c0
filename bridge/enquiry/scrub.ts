// The upstream is outside our trust edge: whatever it echoes back (the customer's full Aadhaar
// number, the merchant PAN, our credentials, the PID block, the reader's serial or certificate)
// must not reach the browser or the journal. Every string of a reply passes through here before it is used.

import { maskAadhaar } from '../../src/shared/mask.ts'

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
  const replacements: [string, string][] = [
    [values.aadhaar, maskAadhaar(values.aadhaar)],
    [panValue, 'XXXXXX' + panValue.slice(-4)],
    ...values.credentials
      .filter((c) => c.length >= 4)
      .map((c): [string, string] => [c, '[redacted]']),
    ...(values.deviceIdentity ?? [])
      .filter((d) => d.length >= 4)
      .map((d): [string, string] => [d, '[device]']),
  ]
  // The customer's number written with spaces or dashes ("2345 6789 0124") is the number too.
  const digits = values.aadhaar.replace(/\D/g, '')
  const spacedAadhaar =
    digits.length === 12 ? new RegExp(digits.match(/\d{4}/g)!.join('[\\s.-]?'), 'g') : null
  const pan = panValue ? new RegExp(panValue.replace(/[^\w]/g, ''), 'gi') : null
  return (text) => {
    let out = text
    if (values.pidXml && out.includes(values.pidXml)) out = out.split(values.pidXml).join('[pid]')
    out = out.replace(/<\s*PidData[\s\S]*?(<\/\s*PidData\s*>|$)/gi, '[pid]')
    for (const [find, replace] of replacements) if (find) out = out.split(find).join(replace)
    if (spacedAadhaar) out = out.replace(spacedAadhaar, maskAadhaar(digits))
    if (pan) out = out.replace(pan, 'XXXXXX' + panValue.slice(-4))
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
