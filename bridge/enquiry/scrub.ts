// The upstream is outside our trust edge (security.md rule 12): whatever it echoes back must not
// reach the browser, the journal or the printed receipt. Every string of a reply passes through
// here before it is used: the customer's full Aadhaar number, the merchant PAN, our credentials,
// the reader's serial or certificate, the capture's own Skey/Hmac/Data values in any encoding
// (raw, fragments, URL-encoded, HTML- or JSON-escaped), any PID block (raw or escaped), any
// Verhoeff-valid 12-digit run (the `rrn` field excepted), any mask that shows more than the last
// four digits (the bank's own 2345XXXX0124), and control and bidi characters.
// The primitives are redaction.ts's, shared with the log; here they are given this enquiry's values.

import {
  aadhaarPattern,
  maskAadhaar,
  maskAadhaarLikeRuns,
  redactPidBlocks,
  remaskRevealingMasks,
  replaceValues,
  secretValues,
  stripControls,
} from '../redaction.ts'

export interface ScrubValues {
  aadhaar: string
  pan: string
  credentials: readonly string[]
  pidXml: string
  /** The reader's serial, device code, certificate, system id (from the PID block). */
  deviceIdentity?: readonly string[]
  /** Values a reply may carry as they are: the RRN of the reply, a Verhoeff-valid reference. */
  keep?: readonly (string | null | undefined)[]
}

/** Scrubs one text; `key` is the name of the reply field it came from. */
export type Scrubber = (text: string, key?: string) => string

/**
 * A run of base64 characters, each possibly re-encoded the way a bank's text could carry it
 * (URL encoding, HTML entities, JSON's escaped slash and \u escapes).
 */
const BASE64_RUN =
  /(?:[A-Za-z0-9]|\+|\/|=|%2[bf]|%3d|&#0*43;|&#0*47;|&#0*61;|&#x0*2b;|&#x0*2f;|&#x0*3d;|\\\/|\\u002[bf]|\\u003d)+/gi

const BASE64_CHAR: Record<string, string> = {
  '2b': '+',
  '2f': '/',
  '3d': '=',
  '43': '+',
  '47': '/',
  '61': '=',
}

/** The plain base64 text of a run found by BASE64_RUN. */
function decodeRun(run: string): string {
  return run
    .replace(/%(2[bf]|3d)/gi, (_m, hex: string) => BASE64_CHAR[hex.toLowerCase()]!)
    .replace(/&#x0*(2[bf]|3d);/gi, (_m, hex: string) => BASE64_CHAR[hex.toLowerCase()]!)
    .replace(/&#0*(43|47|61);/g, (_m, dec: string) => BASE64_CHAR[dec]!)
    .replace(/\\u00(2[bf]|3d)/gi, (_m, hex: string) => BASE64_CHAR[hex.toLowerCase()]!)
    .replace(/\\\//g, '/')
}

/**
 * Fragments of the capture's values this long or longer are removed: twelve base64 characters
 * are 72 random bits, which no ordinary word or number repeats by chance.
 */
export const FRAGMENT_LENGTH = 12

/** The text of the PID block's Skey, Hmac and Data elements: the capture's own secrets. */
export function captureSecrets(pidXml: string): string[] {
  const out: string[] = []
  for (const match of pidXml.matchAll(/<\s*(Skey|Hmac|Data)\b[^>]*>([\s\S]*?)<\s*\/\s*\1\s*>/gi)) {
    const value = match[2]!.replace(/\s+/g, '')
    if (value.length >= FRAGMENT_LENGTH) out.push(value)
  }
  return out
}

/** Every FRAGMENT_LENGTH-long piece of the values, to look runs up in. */
function fragmentsOf(values: readonly string[]): Set<string> {
  const pieces = new Set<string>()
  for (const value of values)
    for (let i = 0; i + FRAGMENT_LENGTH <= value.length; i++)
      pieces.add(value.slice(i, i + FRAGMENT_LENGTH))
  return pieces
}

/** Above this many characters compared, a run is looked up in a set of every piece instead. */
const DIRECT_SEARCH_LIMIT = 4_000_000

/**
 * Whether a run holds a FRAGMENT_LENGTH-long piece of the values. A reader's Data carries the
 * finger's image too (~20 KB of base64): a set of all its pieces cost each enquiry several ms, for
 * replies whose runs are mostly a 12-digit RRN. So a short run is searched for in the values
 * directly, and the set is built once, only when a long run would make that dearer.
 */
function fragmentFinder(values: readonly string[]): (plain: string) => boolean {
  const total = values.reduce((sum, value) => sum + value.length, 0)
  let pieces: Set<string> | null = null
  return (plain) => {
    const windows = plain.length - FRAGMENT_LENGTH + 1
    if (windows <= 0 || total === 0) return false
    if (pieces === null && windows * total > DIRECT_SEARCH_LIMIT) pieces = fragmentsOf(values)
    for (let i = 0; i < windows; i++) {
      const piece = plain.slice(i, i + FRAGMENT_LENGTH)
      if (pieces ? pieces.has(piece) : values.some((value) => value.includes(piece))) return true
    }
    return false
  }
}

/** Replaces every base64 run that holds a fragment of the capture's values, in any encoding. */
function removeFragments(text: string, holdsFragment: (plain: string) => boolean): string {
  return text.replace(BASE64_RUN, (run) => (holdsFragment(decodeRun(run)) ? '[pid]' : run))
}

export function makeScrubber(values: ScrubValues): Scrubber {
  // A configured PAN shorter than a real one (a test account's) is not scrubbed: it would garble
  // every text it occurs in while hiding nothing that identifies anyone.
  const panValue = values.pan.length >= 5 ? values.pan : ''
  const maskedPan = 'XXXXXX' + panValue.slice(-4)
  const credentials = secretValues(values.credentials)
  const device = secretValues(values.deviceIdentity ?? [])
  const holdsFragment = fragmentFinder(captureSecrets(values.pidXml))
  // The customer's number written with spaces or dashes ("2345 6789 0124") is the number too.
  const aadhaar = aadhaarPattern(values.aadhaar)
  const maskedAadhaar = maskAadhaar(values.aadhaar)
  const pan = panValue ? new RegExp(panValue.replace(/[^\w]/g, ''), 'gi') : null
  const keep = new Set(secretValues(values.keep ?? []))
  return (text, key) => {
    // Controls first: a bidi mark or a NUL inside a number must not hide it from what follows.
    let out = stripControls(text)
    out = replaceValues(out, [values.pidXml], '[pid]')
    out = redactPidBlocks(out, '[pid]')
    out = removeFragments(out, holdsFragment)
    out = replaceValues(out, [values.aadhaar], maskedAadhaar)
    out = replaceValues(out, [panValue], maskedPan)
    out = replaceValues(out, credentials, '[redacted]')
    out = replaceValues(out, device, '[device]')
    if (aadhaar) out = out.replace(aadhaar, maskedAadhaar)
    if (pan) out = out.replace(pan, maskedPan)
    out = remaskRevealingMasks(out)
    // The RRN is the merchant's reference with the bank: its own field, and its value where the
    // bank's text repeats it, stay as sent even when it happens to pass the Verhoeff check.
    if (key !== 'rrn') out = keepingValues(out, keep, maskAadhaarLikeRuns)
    return out
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
