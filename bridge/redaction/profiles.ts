// The writers' settings of one set of steps (docs/security.md rule 12; UIDAI: nothing of an Aadhaar
// number but its last four, anywhere the bridge writes or answers). Each writer runs the same
// steps, in the same order, with its own context:
//   normalise (normalise.ts) → cut to what a record keeps (bounds.ts; never inside a token or a
//   number) → known values (by-value.ts) → numbers, one decision per run (number-runs.ts,
//   decide.ts) → echoes (capture-echoes.ts, key-material.ts)
// - reply: an enquiry's or the merchant's authentication: the customer's numbers, the capture's
//   echoes, the PAN, credentials and the reader's identity by value; the reply's RRN kept where
//   rrn.ts says it is one.
// - status check: the capture is spent and the record keeps only last fours, so every mobile
//   number and all key material go, and every Aadhaar-like number is masked (the customer's is
//   one: it passed the Verhoeff check at the enquiry).
// - export: the record's texts again, for records an older bridge journaled: numbers (the mobile
//   found by the record's last four, its RRN kept) and, in its messages, key material.
// - log: registered secrets and PID blocks by value; any 12 digits and any mobile number.

import { boundRaw, boundText } from './bounds.ts'
import {
  credentialForms,
  foldedValues,
  redactPidBlocks,
  replaceValues,
  secretValues,
} from './by-value.ts'
import { captureAttributes, captureEchoRemover } from './capture-echoes.ts'
import { decide, renderRun, type RunContext } from './decide.ts'
import { removeKeyMaterial } from './key-material.ts'
import { decodeCharacterReferences, stripControls } from './normalise.ts'
import { MIN_PLACES, visitRuns, type NumberRun } from './number-runs.ts'
import { rrnToKeep } from './rrn.ts'

export { captureSecrets, FRAGMENT_LENGTH } from './capture-echoes.ts'

const NO_NUMBERS: RunContext = {
  aadhaar: '',
  mobile: '',
  mobileLastFour: '',
  keep: [],
  anyMobile: false,
  anyTwelve: false,
}

/** Every run of the text decided (decide.ts) and the masked ones rendered; the rest as written. */
export function maskNumbers(text: string, context: Partial<RunContext>): string {
  return maskRuns(text, { ...NO_NUMBERS, ...context })
}

/** maskNumbers with a whole context, made once per writer (the export calls it per cell). */
function maskRuns(text: string, ctx: RunContext): string {
  // Fewer characters than a mobile number has places cannot hold one to decide.
  if (text.length < MIN_PLACES) return text
  masking.text = text
  masking.ctx = ctx
  masking.out = ''
  masking.last = 0
  visitRuns(text, maskRun)
  return masking.last === 0 ? text : masking.out + text.slice(masking.last)
}

/** The text being masked (one at a time: nothing in a visit masks another text). */
const masking = { text: '', ctx: NO_NUMBERS, out: '', last: 0 }

function maskRun(run: NumberRun): void {
  const shown = decide(run, masking.ctx)
  if (shown === null) return
  masking.out += masking.text.slice(masking.last, run.start) + renderRun(masking.text, run, shown)
  masking.last = run.end
}

const digitsOf = (value: string | undefined, length: number) => {
  const digits = (value ?? '').replace(/\D/g, '')
  return digits.length === length ? digits : ''
}

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
  /** A status check's text: no capture, no customer numbers (see the header). */
  statusCheck?: boolean
}

/** Scrubs one text; `key` is the name of the reply field it came from. */
export type Scrubber = (text: string, key?: string) => string

export function makeScrubber(values: ScrubValues): Scrubber {
  // A configured PAN shorter than a real one (a test account's) is not scrubbed: it would garble
  // every text it occurs in while hiding nothing that identifies anyone.
  const panValue = values.pan.length >= 5 ? values.pan : ''
  const maskedPan = 'XXXXXX' + panValue.slice(-4)
  const pan = foldedValues(secretValues([panValue.replace(/[^\w]/g, '')]))
  const credentials = foldedValues(
    secretValues(values.credentials.flatMap((c) => (c ? credentialForms(c) : []))),
  )
  const device = foldedValues(secretValues(values.deviceIdentity ?? []))
  const captureEchoes = captureEchoRemover(values.pidXml)
  const attributes = secretValues(captureAttributes(values.pidXml))
  const rrn = rrnToKeep(values.rrn, values.aadhaar, values.at ?? new Date())
  const numbers: Partial<RunContext> = {
    aadhaar: digitsOf(values.aadhaar, 12),
    mobile: digitsOf(values.mobile, 10),
    keep: rrn !== null && /^\d{12}$/.test(rrn) ? [rrn] : [],
    anyMobile: values.statusCheck === true,
  }
  return (text, key) => {
    // References decoded and controls gone before the cut, so that the cut sees every number's
    // digits as digits (boundRaw never leaves part of one).
    const bounded = boundRaw(stripControls(decodeCharacterReferences(text)))
    let out = redactPidBlocks(replaceValues(bounded.text, [values.pidXml], '[pid]'), '[pid]')
    if (credentials) out = out.replace(credentials, '[redacted]')
    if (device) out = out.replace(device, '[device]')
    if (pan) out = out.replace(pan, maskedPan)
    // Numbers are decided on the text as the bank wrote them, before any echo is cut out of it: an
    // echo glued to a number's last group must not take that group away and leave the first eight
    // digits as no number at all. The RRN is the merchant's reference with the bank: where rrn.ts
    // says it is one, numbers.keep keeps it, in its own field and wherever the text repeats it.
    out = maskNumbers(out, numbers)
    out = captureEchoes(replaceValues(out, attributes, '[pid]'))
    if (values.statusCheck && key !== 'rrn') out = removeKeyMaterial(out)
    return boundText(out, bounded.cut)
  }
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

/** What the export knows of a record to guard its texts with. */
export interface ExportContext {
  /** The record's masked mobile (`XXXXXX3210`): a mobile that ends so is the customer's. */
  mobileMasked: string | null | undefined
  /** The record's RRN where rrn.ts keeps it. */
  rrn: string | null
}

/** The export's context of one record, made once for its cells (exportContext). */
export type ExportGuard = RunContext

const NOTHING_KEPT: readonly string[] = []

/** The export's guard context for one record: its mobile's last four, its RRN where kept. */
export function exportGuard(record: ExportContext): ExportGuard {
  const rrn = record.rrn
  return {
    aadhaar: '',
    mobile: '',
    mobileLastFour: lastFour(record),
    keep: rrn !== null && rrn.length === 12 && /^\d{12}$/.test(rrn) ? [rrn] : NOTHING_KEPT,
    anyMobile: false,
    anyTwelve: false,
  }
}

/** The export's guard on a text the bank wrote; `message` for the free texts (key material). */
export function guardCell(text: string | null, guard: ExportGuard, message = false): string | null {
  if (text === null) return null
  const out = maskRuns(text, guard)
  return message ? removeKeyMaterial(out) : out
}

/** guardCell for one text of a record. */
export function guardBankText(
  text: string | null,
  record: ExportContext,
  message = false,
): string | null {
  return guardCell(text, exportGuard(record), message)
}

/** The last four a masked mobile shows ('' when it shows none). */
function lastFour(record: ExportContext): string {
  const masked = record.mobileMasked ?? ''
  let digits = ''
  for (let i = 0; i < masked.length; i++) {
    const c = masked.charCodeAt(i)
    if (c >= 48 && c <= 57) digits += masked[i]
  }
  return digits.length === 4 ? digits : ''
}

/** The log's scrub of a text: registered secrets, PID blocks, then any 12 digits or mobile. */
export function logText(text: string, secrets: readonly string[]): string {
  const out = redactPidBlocks(replaceValues(text, secrets, '[redacted]'), '[pid redacted]')
  return maskNumbers(out, { anyTwelve: true, anyMobile: true })
}
