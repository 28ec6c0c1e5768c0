// The writers' settings of one set of steps (docs/security.md rule 12; UIDAI: nothing of an Aadhaar
// number but its last four, anywhere the bridge writes or answers). Each writer runs the same
// steps, in the same order, with its own context:
//   cut to what a record keeps (bounds.ts) → controls out, PID blocks and raw credentials by value
//   (by-value.ts) → the plain view and every rule on it (scrub-view.ts: spelled values, echoes,
//   encoded tokens, the customer's numbers by value, every number run by the allow-list)
// - reply: an enquiry's or the merchant's authentication: the customer's numbers by value, the
//   capture's echoes and the reader's identity, the PAN, credentials; the reply's own references
//   (RRN where rrn.ts keeps it, STAN, client and order references) are the values it may keep.
// - status check: the capture is spent and the record keeps only last fours, so all key material
//   goes too; its RRN and the record's reference are kept.
// - export: the record's texts again, for records an older bridge journaled: numbers (the
//   record's RRN, STAN and reference kept) and, in its messages, key material.
// - log: registered secrets and PID blocks by value; every number by the allow-list, nothing kept.
// Every writer masks any run of eight digits or more to its last four (decide.ts) and replaces
// long random base64 or hex (encoded-tokens.ts): an account number, a stranger's mobile, an RRN of
// another transaction lose all but their last four, which is all a receipt needs.

import { boundRaw, boundText } from './bounds.ts'
import {
  credentialForms,
  foldedValues,
  redactPidBlocks,
  replaceValues,
  secretValues,
} from './by-value.ts'
import { captureEchoFinder } from './capture-echoes.ts'
import { holdsFiveOf, keptDigits, keptRrn, secretIn } from './kept-values.ts'
import { rrnToKeep } from './rrn.ts'
import { scrubText, type ViewRules } from './scrub-view.ts'
import { stripControls } from './normalise.ts'

export { captureSecrets, FRAGMENT_LENGTH } from './capture-echoes.ts'
export {
  exportGuard,
  guardBankText,
  guardCell,
  needsReading,
  type ExportContext,
  type ExportGuard,
} from './export-guard.ts'
import { needsReading } from './export-guard.ts'

const digitsOnly = (value: string | undefined, length: number) => {
  const digits = (value ?? '').replace(/\D/g, '')
  return digits.length === length ? digits : ''
}

/** Keys of a reply whose value is one of the record's own references (kept as sent). */
export const REFERENCE_KEYS = [
  'rrn',
  'stanNo',
  'clientRefNo',
  'clientRefId',
  'orderRefId',
  'ipaymentId',
] as const

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
  /** The reply's other references (STAN, client and order references): kept as sent. */
  references?: readonly (string | null | undefined)[]
  /** When the enquiry ran: an RRN names its day (rrn.ts). */
  at?: Date
  /** A status check's text: no capture, no customer numbers (see the header). */
  statusCheck?: boolean
}

/**
 * Reply fields that hold an amount (the spec's availableBalance, transactionAmount, a statement
 * entry's amount): a plain amount there is kept as sent, however large, unless it holds five of
 * the customer's digits in a row. In a free text an ungrouped amount has at most seven digits
 * before its point (allowed-forms.ts).
 */
const AMOUNT_FIELDS = new Set(['availableBalance', 'transactionAmount', 'amount'])
const PLAIN_AMOUNT = /^(?:(?:Rs\.?|INR|₹) ?)?\d{1,9}(?:\.\d{1,2})?(?: ?(?:CR|DR|Cr|Dr))?$/

/** Scrubs one text; `key` is the name of the reply field it came from. */
export type Scrubber = (text: string, key?: string) => string

export function makeScrubber(values: ScrubValues): Scrubber {
  // A configured PAN shorter than a real one (a test account's) is not scrubbed: it would garble
  // every text it occurs in while hiding nothing that identifies anyone.
  const pan = values.pan.length >= 5 ? values.pan.replace(/[^\w]/g, '') : ''
  const credentials = secretValues(values.credentials.flatMap((c) => (c ? credentialForms(c) : [])))
  const credentialsFolded = foldedValues(credentials)
  const deviceValues = secretValues(values.deviceIdentity ?? [])
  const deviceFolded = foldedValues(deviceValues)
  // Spelled out with gaps only when long enough not to be found by chance.
  const device = deviceValues.filter((v) => v.length >= 8)
  const customer = [digitsOnly(values.aadhaar, 12), digitsOnly(values.mobile, 10)].filter(Boolean)
  const rrn = rrnToKeep(values.rrn, values.aadhaar, values.at ?? new Date())
  const keep = [
    ...(rrn !== null ? keptRrn(rrn, customer) : []),
    ...keptDigits(values.references ?? [], customer),
  ]
  const spelled = [
    ...(pan ? [{ value: pan, text: 'XXXXXX' + pan.slice(-4) }] : []),
    ...credentials.map((value) => ({ value, text: '[redacted]' })),
    ...device.map((value) => ({ value, text: '[device]' })),
  ]
  const rules: ViewRules = {
    keep,
    cut: false,
    numbers: customer,
    spelled,
    echoes: captureEchoFinder(values.pidXml, device),
    keyMaterial: false,
    secretInToken: secretIn(customer, [pan, ...credentials]),
  }
  const withKeys = { ...rules, keyMaterial: true }
  return (text, key) => {
    if (key && AMOUNT_FIELDS.has(key) && PLAIN_AMOUNT.test(text) && !holdsFiveOf(text, customer))
      return text
    const bounded = boundRaw(text)
    let out = stripControls(bounded.text)
    out = redactPidBlocks(replaceValues(out, [values.pidXml], '[pid]'), '[pid]')
    if (credentialsFolded) out = out.replace(credentialsFolded, '[redacted]')
    if (deviceFolded) out = out.replace(deviceFolded, '[device]')
    const keyMaterial = values.statusCheck === true && key !== 'rrn'
    out = scrubText(out, {
      ...(keyMaterial ? withKeys : rules),
      cut: bounded.cut > 0,
    })
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

/** The references of a reply (its data's and its envelope's), which the record keeps as sent. */
export function replyReferences(reply: unknown): string[] {
  const out: string[] = []
  const visit = (value: unknown) => {
    if (value === null || typeof value !== 'object') return
    for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
      if ((REFERENCE_KEYS as readonly string[]).includes(name) && name !== 'rrn') {
        if (typeof item === 'string' || typeof item === 'number') out.push(String(item))
      } else if (name === 'data') visit(item)
    }
  }
  visit(reply)
  return out
}

const LOG_RULES: ViewRules = {
  keep: [],
  cut: false,
  addresses: true,
  numbers: [],
  spelled: [],
  echoes: null,
  keyMaterial: false,
  secretInToken: secretIn([], []),
}
/** The log's rules, made again only when the registered secrets change. */
let logRules = { secrets: [] as readonly string[], rules: LOG_RULES }

function rulesFor(secrets: readonly string[]): ViewRules {
  if (logRules.secrets !== secrets) {
    const spelled = secrets.filter((v) => v.replace(/[^A-Za-z0-9]/g, '').length >= 5)
    logRules = {
      secrets,
      rules: {
        ...LOG_RULES,
        spelled: spelled.map((value) => ({ value, text: '[redacted]' })),
        secretInToken: secretIn([], spelled),
      },
    }
  }
  return logRules.rules
}

/** The log's scrub of a text: registered secrets, PID blocks, then every number by the rule. */
export function logText(text: string, secrets: readonly string[]): string {
  const out = redactPidBlocks(replaceValues(text, secrets, '[redacted]'), '[pid redacted]')
  return needsReading(out) ? scrubText(out, rulesFor(secrets)) : out
}
