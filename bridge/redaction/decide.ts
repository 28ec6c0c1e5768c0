// The one rule for a number in a text (docs/security.md rule 12; UIDAI: nothing of an Aadhaar
// number but its last four), decided per run of places (number-runs.ts) by one pure function of the
// run and the context. Every reading of the run is looked at together, so no reading can hide
// another:
//
// - a window is 12 (an Aadhaar number) or 10 (a mobile) consecutive places that neither starts nor
//   ends between two glued digits: any grouping of the places (4-4-4, 8-4, 6-6, 3-3-3-3, any
//   separator) is read, but a window never cuts a longer number (a 16-digit account written whole
//   stays whole); the customer's own numbers, known by value, are found at any place;
// - a window is a secret when it is the customer's Aadhaar number or mobile; or could be anyone's
//   Aadhaar number (12 digits, the first 2-9, Verhoeff-valid; in the log any 12 digits), an RRN
//   the context keeps excepted; or is a mask that shows a digit before its last four; or, where the
//   context says so, any mobile number (ten digits, the first 6-9, after 0, 91, 091 or 0091) or
//   the one that ends in the record's last four;
// - a run with no secret stays exactly as written; a run with one is masked whole: the window shown
//   (the last Aadhaar number, else the last revealing mask, else the first mobile) becomes
//   XXXXXXXX and its last four (XXXXXX and its last four for a mobile), every other place X, the
//   separators as written. More readings can only mask more, never less.

import { verhoeffValidValues } from '../../src/shared/verhoeff.ts'
import { MARK, type NumberRun } from './number-runs.ts'

export interface RunContext {
  /** The customer's Aadhaar number and mobile, as digits ('' when not known). */
  aadhaar: string
  mobile: string
  /** The last four of the customer's mobile when only they are known (the export's record). */
  mobileLastFour: string
  /** Twelve-digit values that are not secrets: the RRN the context keeps (rrn.ts). */
  keep: readonly string[]
  /** Any mobile-like number is a secret (texts that have no reason to carry one). */
  anyMobile: boolean
  /** Any twelve digits are a secret, Verhoeff or not (the log). */
  anyTwelve: boolean
}

/** Whether the places from `at` spell `digits` (a known value). */
function spells(values: Int8Array, at: number, digits: string): boolean {
  for (let i = 0; i < digits.length; i++)
    if (values[at + i] !== digits.charCodeAt(i) - 48) return false
  return true
}

/** A window may start or end at `k` unless that cuts between two glued digits. */
function boundary(run: NumberRun, k: number): boolean {
  const v = run.values
  return k === 0 || k === run.length || !(run.glued[k] && v[k - 1]! < MARK && v[k]! < MARK)
}

const MOBILE_PREFIXES = [[0], [9, 1], [0, 9, 1], [0, 0, 9, 1]] as const

/** A mobile may also start after a glued 0, 91, 091 or 0091 that starts its digits. */
function mobileStart(run: NumberRun, k: number): boolean {
  if (boundary(run, k)) return true
  for (const prefix of MOBILE_PREFIXES) {
    const at = k - prefix.length
    if (at < 0 || !boundary(run, at)) continue
    let same = true
    for (let i = 0; i < prefix.length; i++) if (run.values[at + i] !== prefix[i]) same = false
    if (same) return true
  }
  return false
}

function allDigits(values: Int8Array, at: number, length: number): boolean {
  for (let i = at; i < at + length; i++) if (values[i]! >= MARK) return false
  return true
}

/** The window a masked run shows, and how many places it has (12 or 10). */
export interface Shown {
  at: number
  length: 12 | 10
}

/** null when the run stays as written; else the window it shows (masked whole around it). */
export function decide(run: NumberRun, ctx: RunContext): Shown | null {
  const v = run.values
  const n = run.length
  let aadhaar = -1
  let revealing = -1
  let mobile = -1
  // The last Aadhaar reading is the one shown: its last four end no earlier than any other
  // reading's, so they are never digits from before another reading's last four.
  for (let s = 0; s + 12 <= n; s++) {
    if (ctx.aadhaar !== '' && spells(v, s, ctx.aadhaar)) aadhaar = s
    else if (!boundary(run, s) || !boundary(run, s + 12)) continue
    else if (allDigits(v, s, 12)) {
      if (ctx.anyTwelve || (v[s]! >= 2 && verhoeffValidValues(v, s, 12) && !kept(v, s, ctx.keep)))
        aadhaar = s
    } else if (revealsBeforeLastFour(v, s)) revealing = s
  }
  if (aadhaar >= 0) return { at: aadhaar, length: 12 }
  if (revealing >= 0) return { at: revealing, length: 12 }
  for (let s = 0; s + 10 <= n && mobile < 0; s++) {
    if (ctx.mobile !== '' && spells(v, s, ctx.mobile)) mobile = s
    else if (!mobileStart(run, s) || !boundary(run, s + 10) || !allDigits(v, s, 10)) continue
    else if (v[s]! < 6 || insideKept(run, s, ctx.keep)) continue
    else if (ctx.anyMobile || (ctx.mobileLastFour !== '' && spells(v, s + 6, ctx.mobileLastFour)))
      mobile = s
  }
  return mobile >= 0 ? { at: mobile, length: 10 } : null
}

/** A mask (some place hidden) that shows a digit among its first eight. */
function revealsBeforeLastFour(values: Int8Array, at: number): boolean {
  let digit = false
  for (let i = at; i < at + 8; i++) if (values[i]! < MARK) digit = true
  if (!digit) return false
  for (let i = at; i < at + 12; i++) if (values[i] === MARK) return true
  return false
}

function kept(values: Int8Array, at: number, keep: readonly string[]): boolean {
  for (const value of keep) if (value.length === 12 && spells(values, at, value)) return true
  return false
}

/** Whether ten places from `at` lie inside a kept value (an RRN `91…` is no mobile). */
function insideKept(run: NumberRun, at: number, keep: readonly string[]): boolean {
  for (let k = Math.max(0, at - 2); k <= at && k + 12 <= run.length; k++)
    if (kept(run.values, k, keep)) return true
  return false
}

/** The run as it is written once decided: the shown window's mask, every other place X. */
export function renderRun(text: string, run: NumberRun, shown: Shown): string {
  const { values, from, to } = run
  const last = shown.at + shown.length - 1
  let out = ''
  let cursor = run.start
  for (let k = 0; k < run.length; k++) {
    out += text.slice(cursor, from[k])
    if (k === shown.at) {
      out += shown.length === 12 ? 'XXXXXXXX' : 'XXXXXX'
      for (let j = last - 3; j <= last; j++) out += values[j]! < MARK ? String(values[j]) : 'X'
      k = last
    } else out += 'X'
    cursor = to[k]! + 1
  }
  return out
}
