// The customer's own numbers (Aadhaar, mobile) and the merchant's PAN found BY VALUE in a plain
// text (plain-view.ts), whatever stands between their characters (fail closed): the bridge
// knows them, so a false find costs nothing and no shape, container or allowed form hides them.
// - a whole number: its digits in order with at most WHOLE_GAP other characters between two;
// - part of one: five or more of its digits in a row, at most MAX_GAP non-alphanumerics apart;
// the digits found become X but for the number's own last four (what its masked form shows);
// - the PAN: its ten characters in order, any case, at most MAX_GAP non-alphanumerics apart.

import { classOf, DIGIT, DIGIT_VALUE, LETTER, LETTER_MARK } from './characters.ts'
import { MAX_GAP } from './number-runs.ts'

/** Most characters of anything between two digits of a whole number found by value. */
export const WHOLE_GAP = 12
/** Fewest digits of a number, in a row, that are found as a part of it. */
export const MIN_PART = 5
/** A part this long is the customer's even inside an amount or a date (one in 10^8 by chance). */
const FORM_PART = 8
/** What the customer's numbers show of themselves when masked. */
const LAST_FOUR = 4

/** The digits of a plain text: where each is and its value. */
export interface Digits {
  at: number[]
  value: number[]
}

export function digitsOf(plain: string): Digits {
  const at: number[] = []
  const value: number[] = []
  for (let i = 0; i < plain.length; i++) {
    const code = plain.charCodeAt(i)
    if (code >= 48 && code <= 57) {
      at.push(i)
      value.push(code - 48)
    } else if (code >= 0x80 && code < 0xd800 && classOf(plain, i) === DIGIT) {
      at.push(i)
      value.push(DIGIT_VALUE[code]!)
    }
  }
  return { at, value }
}

/** Whether the characters between plain indices a and b (exclusive) are a short non-word gap. */
function shortGap(plain: string, a: number, b: number): boolean {
  if (b - a - 1 > MAX_GAP) return false
  for (let i = a + 1; i < b; i++) {
    const c = classOf(plain, i)
    if (c === LETTER || c === LETTER_MARK) return false
  }
  return true
}

/**
 * Each digit of `digits` found as part of `number`: the number's index it stands for (-1: none).
 * The longest find wins where two overlap.
 */
export function findNumber(
  plain: string,
  digits: Digits,
  number: string,
  found: Int8Array,
  forms: Uint8Array,
): void {
  const want = [...number].map(Number)
  const n = digits.at.length
  for (let a = 0; a < n; a++)
    for (let o = 0; o < want.length; o++) {
      if (digits.value[a] !== want[o]) continue
      // How far the number goes on from here, and how far with short gaps only.
      let len = 1
      let short = 1
      while (o + len < want.length && a + len < n && digits.value[a + len] === want[o + len]) {
        const before = digits.at[a + len - 1]!
        const here = digits.at[a + len]!
        if (here - before - 1 > WHOLE_GAP) break
        if (short === len && shortGap(plain, before, here)) short++
        len++
      }
      let count = o === 0 && len === want.length ? len : short >= MIN_PART ? short : 0
      // A short part wholly inside an amount, a date or a kept value is its own digits, by chance.
      if (count > 0 && count < FORM_PART) {
        let inside = true
        for (let k = 0; k < count; k++) if (!forms[digits.at[a + k]!]) inside = false
        if (inside) count = 0
      }
      for (let k = 0; k < count; k++) if (found[a + k]! < 0) found[a + k] = o + k
    }
}

/** The edits for the digits found: X for each but the number's last four, which show as ASCII. */
export function numberEdits(
  digits: Digits,
  found: Int8Array,
  length: number,
  edit: (at: number, text: string, previous: number) => void,
): void {
  for (let k = 0; k < found.length; k++) {
    const index = found[k]!
    if (index < 0) continue
    // The digit before it in the same find (its gap is the number's), or -1.
    const previous = k > 0 && found[k - 1] === index - 1 ? digits.at[k - 1]! : -1
    edit(digits.at[k]!, index >= length - LAST_FOUR ? String(digits.value[k]) : 'X', previous)
  }
}

/** The spans of a plain text that spell `value` (letters and digits, any case, short gaps). */
export function findSpelled(plain: string, value: string): [number, number][] {
  const want = value.toLowerCase().replace(/[^a-z0-9]/g, '')
  if (want.length < 5) return []
  const lower = plain.toLowerCase()
  const spans: [number, number][] = []
  for (let i = lower.indexOf(want[0]!); i >= 0; i = lower.indexOf(want[0]!, i + 1)) {
    let at = i
    let k = 1
    while (k < want.length) {
      let next = at + 1
      while (next < lower.length && next - at - 1 <= MAX_GAP && !/[\p{L}\p{N}]/u.test(lower[next]!))
        next++
      if (lower[next] !== want[k]) break
      at = next
      k++
    }
    if (k === want.length) {
      spans.push([i, at + 1])
      i = at
    }
  }
  return spans
}
