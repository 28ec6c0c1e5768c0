// What of a number run may stay whole (the allow-list): amounts and dates in the forms a
// bank writes them, and the values the record already holds in its own fields (its RRN, STAN and
// the provider's references: decide.ts gets them as `keep`). Everything else of eight digits or
// more keeps only its last four. Each form is bounded so that no form can hold an Aadhaar
// number's first eight (so no compact date: YYYYMMDD is one): an amount written without groups has at most seven digits before its
// point (`55930495.50` is an Aadhaar number cut to its first eight with `.50` after it, which the
// widened fuzz found kept whole; a balance of a crore or more in its own field stays: profiles.ts),
// a grouped one at most nine, and a date names a real day.

import { classAt, DIGIT, DIGIT_VALUE } from './characters.ts'
import type { NumberRun } from './number-runs.ts'
import { couldBeAadhaar } from './rrn.ts'

/**
 * An amount: grouped in thousands (1,234,567) or the Indian way (12,34,567), or ungrouped with a
 * decimal point (1234.50, and zero-padded as fixed-width lines write it: 0000012345.00); at most
 * nine digits before the point grouped, seven ungrouped (and its padding zeros), one or two after.
 */
const AMOUNT =
  /(?<![\d,Xx*#]|\d\.)(?:\d{1,3}(?:,\d{3}){1,2}|\d{1,2}(?:,\d{2}){1,3},\d{3}|0*[1-9]\d{0,6}(?=\.\d)|0+(?=\.\d))(?:\.\d{1,2})?(?![\dXx*#]|[.,]\d|[^\sA-Za-z0-9]{0,4}?(?:[Xx*#\u2022\u25cf\u00b7\u2217\u25cb\u25e6\u25aa\u25a0\u2731\u2715\u00d7\uff0a\uff03]|([^\sA-Za-z0-9])\1\1))/g

// Each form stands apart: not glued to a digit or a mask mark (`2000.0XXX` is no amount), and an
// amount not followed by a mask across punctuation alone (`987,654,○○○○`, `912,345,XXXX`: a
// mobile's first six before its mask, found kept by the widened fuzz).

/** Day, month and year (27/11/2026, 27-11-26, 2026-11-27, 27.11.2026) or day and month (27/11). */
const DATE =
  /(?<![\d./Xx*#-])(?:(\d{4})([-/.])(\d{1,2})\2(\d{1,2})|(\d{1,2})([-/.])(\d{1,2})(?:\6(\d{4}|\d{2}))?)(?![\dXx*#]|[-/.]\d)/g

/** An IPv4 address, with its port: the log's own lines name the hosts they talk to. */
const ADDRESS =
  /(?<![\d.Xx*#])(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?::\d{1,5})?(?![\d.Xx*#])/g

/**
 * An address the bridge's own lines could hold: written in ASCII digits, and not twelve digits
 * that could be an Aadhaar number (`234.164.174.199` is one, in threes).
 */
const addressValid = (original: string) => (m: RegExpExecArray) =>
  /^[\x00-\x7f]*$/.test(original.slice(m.index, m.index + m[0].length)) &&
  !couldBeAadhaar(m[0].replace(/:\d+$/, '').replace(/\D/g, ''))

/** A time of day: 10:30, 10:30:15, 10:30:15.123. */
const TIME = /(?<![\d:])(?:[01]?\d|2[0-4]):[0-5]\d(?::[0-5]\d(?:[.,]\d{1,6})?)?(?![\d:])/g

const validDay = (a: number, b: number) =>
  (a >= 1 && a <= 31 && b >= 1 && b <= 12) || (a >= 1 && a <= 12 && b >= 1 && b <= 31)

function dateValid(m: RegExpExecArray): boolean {
  if (m[1] !== undefined) {
    const year = Number(m[1])
    return year >= 1900 && year <= 2099 && validDay(Number(m[4]), Number(m[3]))
  }
  return validDay(Number(m[5]), Number(m[7]))
}

const FORMS: [RegExp, ((m: RegExpExecArray) => boolean) | undefined][] = [
  [AMOUNT, undefined],
  [DATE, dateValid],
  [TIME, undefined],
]

function digitValue(d: string): number {
  const code = d.charCodeAt(0)
  return classAt(code) === DIGIT ? DIGIT_VALUE[code]! : 0
}

/** The forms found in the run being read, as pairs of first and last place. */
const tokens: number[] = []

/** Marks in `allowed` the places of `run` that lie inside [from, to) of the plain text. */
function markSpan(run: NumberRun, from: number, to: number, allowed: Uint8Array): void {
  let first = -1
  let last = -1
  for (let k = 0; k < run.length; k++)
    if (run.from[k]! >= from && run.to[k]! < to) {
      allowed[k] = 1
      if (first < 0) first = k
      last = k
    }
  if (first >= 0) tokens.push(first, last)
}

/** Whether place k of the run is a digit no form allowed. */
function free(run: NumberRun, allowed: Uint8Array, k: number): boolean {
  return k >= 0 && k < run.length && !allowed[k] && run.values[k]! < 10
}

/**
 * A form stands apart or not at all: one beside a free digit of its run (`462079. 217350.50`,
 * `887. 528. 8243.50`) is part of a longer number, and its places are free again. Repeated
 * while one form's place given back makes its neighbour's stand beside a free digit.
 */
function revokeJoined(plain: string, run: NumberRun, allowed: Uint8Array): void {
  // Two forms with only punctuation between them, no space, are one number's groups
  // (`46.78-84.30.52.25`: an amount and an address); a bank writes two values apart.
  for (let t = 0; t < tokens.length; t += 2)
    for (let u = 0; u < tokens.length; u += 2) {
      const last = tokens[t + 1]!
      const next = tokens[u]!
      if (next !== last + 1 || /\s/.test(plain.slice(run.to[last]! + 1, run.from[next]!))) continue
      allowed.fill(0, tokens[t]!, last + 1)
      allowed.fill(0, next, tokens[u + 1]! + 1)
    }
  for (let changed = true; changed;) {
    changed = false
    for (let t = 0; t < tokens.length; t += 2) {
      const first = tokens[t]!
      const last = tokens[t + 1]!
      if (!allowed[first] || !(free(run, allowed, first - 1) || free(run, allowed, last + 1)))
        continue
      allowed.fill(0, first, last + 1)
      changed = true
    }
  }
}

/** The run's text with each place's digit as an ASCII digit (a Devanagari date is a date). */
function asciiText(plain: string, run: NumberRun): string {
  let out = ''
  let cursor = run.start
  for (let k = 0; k < run.length; k++) {
    const at = run.from[k]!
    out += plain.slice(cursor, at)
    const width = run.to[k]! - at + 1
    const value = run.values[k]!
    // Every mark as X, so that each form's edges see a mask mark as one (`2000.0•••`).
    out +=
      value < 10 ? (width === 1 ? String(value) : plain.slice(at, at + width)) : 'X'.repeat(width)
    cursor = at + width
  }
  return out + plain.slice(cursor, run.end)
}

function markForm(
  text: string,
  run: NumberRun,
  form: RegExp,
  allowed: Uint8Array,
  valid?: (m: RegExpExecArray) => boolean,
): void {
  form.lastIndex = 0
  for (let m = form.exec(text); m !== null; m = form.exec(text))
    if (!valid || valid(m))
      markSpan(run, run.start + m.index, run.start + m.index + m[0].length, allowed)
}

/**
 * Which characters of a whole plain text lie inside an amount, a date, a time or a kept value
 * (the record's RRN, STAN, references), read as if the
 * text were one run (customer-values.ts: a short part of the customer's number found inside one
 * is the form's, not the number's). Digits of other scripts are read as digits.
 */
export function formsCovered(plain: string, keep: readonly string[] = []): Uint8Array {
  const covered = new Uint8Array(plain.length)
  const text = plain.replace(/\p{Nd}/gu, (d) => (d.length === 1 ? String(digitValue(d)) : d))
  for (const value of keep)
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1))
      covered.fill(1, at, at + value.length)
  for (const [form, valid] of FORMS) {
    form.lastIndex = 0
    for (let m = form.exec(text); m !== null; m = form.exec(text))
      if (!valid || valid(m)) covered.fill(1, m.index, m.index + m[0].length)
  }
  return covered
}

/** Whether a window may start or end at place `k` (never between two glued digits). */
export function boundary(run: NumberRun, k: number): boolean {
  const v = run.values
  return k === 0 || k === run.length || !(run.glued[k] && v[k - 1]! < 10 && v[k]! < 10)
}

/** Whether the places from `at` spell `digits`. */
export function spells(values: Int8Array, at: number, digits: string): boolean {
  for (let i = 0; i < digits.length; i++)
    if (values[at + i] !== digits.charCodeAt(i) - 48) return false
  return true
}

/**
 * The places of a run that may stay as written: inside an amount, a date or a time, or spelling
 * a kept value whole (not glued to more digits on either side). `allowed` is filled, one per place.
 */
export function allowedPlaces(
  plain: string,
  run: NumberRun,
  keep: readonly string[],
  allowed: Uint8Array,
  addresses = false,
): void {
  allowed.fill(0, 0, run.length)
  tokens.length = 0
  const text = asciiText(plain, run)
  markForm(text, run, AMOUNT, allowed)
  markForm(text, run, DATE, allowed, dateValid)
  // No compact date (YYYYMMDD, YYYYMMDDHHMMSS) stays, even alone in its run: it cannot be told
  // from an Aadhaar number's first eight that read as a day (`UID:20670403`: the slow tier's seed
  // 2080041610; before it `20650828 9255` and `20110601 xxxx`), and with its time it can hold a
  // whole one. It keeps its last four, as any other number of eight digits or more.
  markForm(text, run, TIME, allowed)
  if (addresses)
    markForm(text, run, ADDRESS, allowed, addressValid(plain.slice(run.start, run.end)))
  revokeJoined(plain, run, allowed)
  for (const value of keep)
    for (let s = 0; s + value.length <= run.length; s++)
      if (spells(run.values, s, value) && boundary(run, s) && boundary(run, s + value.length))
        allowed.fill(1, s, s + value.length)
}
