// The upstream is outside our trust edge (security.md rule 12): whatever it echoes back must not
// reach the browser, the journal or the printed receipt. Every string of a reply passes through
// here before it is used. Character references are decoded and control, bidi and invisible
// characters removed first, so that nothing spelled or split that way hides from what follows.
// Then: any PID block (raw or escaped) and the capture's own Skey/Hmac/Data in any encoding,
// case or cut (capture-echoes.ts); the customer's Aadhaar number and mobile number however they
// are written; the merchant PAN, our credentials (any case, as base64 or hex too) and the reader's
// identity; any mask that shows a digit before the last four; and any Verhoeff-valid 12-digit
// run, in every field, the `rrn` excepted only when rrn.ts says it is an RRN (issue 24 N3, F3).
// The primitives are redaction.ts's, shared with the log; here they are given this enquiry's values.

import { maskMobile } from '../../src/shared/mask.ts'
import {
  aadhaarPattern,
  decodeCharacterReferences,
  maskAadhaar,
  maskAadhaarLikeRuns,
  mobilePattern,
  redactPidBlocks,
  remaskRevealingMasks,
  replaceValues,
  secretValues,
  stripControls,
} from '../redaction.ts'
import { captureEchoRemover } from './capture-echoes.ts'
import { rrnToKeep } from './rrn.ts'

export { captureSecrets, FRAGMENT_LENGTH } from './capture-echoes.ts'

export interface ScrubValues {
  aadhaar: string
  /** The customer's mobile number (absent for the merchant's own authentication). */
  mobile?: string
  pan: string
  credentials: readonly string[]
  pidXml: string
  /** The reader's serial, device code, certificate, system id (from the PID block). */
  deviceIdentity?: readonly string[]
  /** The reply's `rrn`, kept as sent where rrn.ts says it is one (and wherever the text repeats it). */
  rrn?: unknown
  /** When the enquiry ran: an RRN names its day (rrn.ts). */
  at?: Date
}

/** Scrubs one text; `key` is the name of the reply field it came from. */
export type Scrubber = (text: string, key?: string) => string

/** Every occurrence of each value, in any letter case. */
function replaceFolded(text: string, values: readonly string[], replacement: string): string {
  if (values.length === 0) return text
  // Longest first: a user name's base64 is the start of the Basic token's.
  const longestFirst = [...values].sort((a, b) => b.length - a.length)
  const pattern = new RegExp(longestFirst.map(escapeRegExp).join('|'), 'gi')
  return text.replace(pattern, replacement)
}

const escapeRegExp = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A credential as it is, and as base64 or hex of its bytes: forms a bank could echo it in. */
const credentialForms = (value: string) => [
  value,
  Buffer.from(value).toString('base64'),
  Buffer.from(value).toString('base64url'),
  Buffer.from(value).toString('hex'),
]

export function makeScrubber(values: ScrubValues): Scrubber {
  // A configured PAN shorter than a real one (a test account's) is not scrubbed: it would garble
  // every text it occurs in while hiding nothing that identifies anyone.
  const panValue = values.pan.length >= 5 ? values.pan : ''
  const maskedPan = 'XXXXXX' + panValue.slice(-4)
  const credentials = secretValues(values.credentials.flatMap((c) => (c ? credentialForms(c) : [])))
  const device = secretValues(values.deviceIdentity ?? [])
  const removeCaptureEchoes = captureEchoRemover(values.pidXml)
  // The customer's number written with spaces, dots or dashes ("2345 6789 0124") is the number too.
  const aadhaar = aadhaarPattern(values.aadhaar)
  const maskedAadhaar = maskAadhaar(values.aadhaar)
  const mobile = values.mobile ? mobilePattern(values.mobile) : null
  const maskedMobile = values.mobile ? maskMobile(values.mobile) : ''
  const pan = panValue ? new RegExp(panValue.replace(/[^\w]/g, ''), 'gi') : null
  const rrn = rrnToKeep(values.rrn, values.aadhaar, values.at ?? new Date())
  const keep = new Set(secretValues([rrn]))
  return (text, key) => {
    // References and controls first: a `&#50;` or a zero-width space inside a number must not
    // hide it from what follows.
    let out = stripControls(decodeCharacterReferences(text))
    out = replaceValues(out, [values.pidXml], '[pid]')
    out = redactPidBlocks(out, '[pid]')
    out = removeCaptureEchoes(out)
    out = replaceValues(out, [values.aadhaar], maskedAadhaar)
    if (aadhaar) out = out.replace(aadhaar, maskedAadhaar)
    if (mobile) out = out.replace(mobile, maskedMobile)
    out = replaceValues(out, [panValue], maskedPan)
    out = replaceFolded(out, credentials, '[redacted]')
    out = replaceFolded(out, device, '[device]')
    if (pan) out = out.replace(pan, maskedPan)
    out = remaskRevealingMasks(out)
    // The RRN is the merchant's reference with the bank: its own field, and its value where the
    // bank's text repeats it, stay as sent when rrn.ts says it is one.
    if (key === 'rrn' && rrn !== null && out.trim() === rrn) return out
    return keepingValues(out, keep, maskAadhaarLikeRuns)
  }
}

/** Applies `step` to the text between the kept values. */
function keepingValues(text: string, keep: Set<string>, step: (t: string) => string): string {
  if (keep.size === 0) return step(text)
  const pattern = new RegExp(
    [...keep].map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  )
  let out = ''
  let last = 0
  for (const match of text.matchAll(pattern)) {
    out += step(text.slice(last, match.index)) + match[0]
    last = match.index + match[0].length
  }
  return out + step(text.slice(last))
}

/** Applies a scrubber to every string inside a JSON-like value, telling it the field's name. */
export function scrubDeep<T>(value: T, scrub: Scrubber, key?: string): T {
  if (typeof value === 'string') return scrub(value, key) as T
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, scrub, key)) as T
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [name, item] of Object.entries(value)) out[name] = scrubDeep(item, scrub, name)
    return out as T
  }
  return value
}
