// The export's second guard on a text the bank wrote (export-cells.ts): the customer's mobile
// number (found by the last four the record keeps) masked, a mask that shows a digit before the
// last four re-masked, and a Verhoeff-valid 12-digit run (the record's RRN excepted) masked.
// `guardBankText` is the rule; `guardBankTextFast` gives the very same text while skipping the
// steps that cannot change it, which a whole-range export needs (issue 21 item 7: the regular
// expressions, each mobile's compiled anew per cell, were most of an export's CPU time):
// - a mobile run is ten digits, an Aadhaar-like run twelve: a text with fewer skips that step;
// - a revealing mask has a digit and a masked place (X x * # • ● ·): a text without both skips it.
// tests/bridge/day-book/csv.fast-path.test.ts checks that the two agree on generated texts.

import { maskMobile } from '../../src/shared/mask.ts'
import { maskAadhaarLikeRuns, remaskRevealingMasks } from '../redaction.ts'

/** A ten-digit run (after an optional 0 or +91) ending in the record's mobile's last four. */
function mobileRuns(mobileMasked: string | null | undefined): RegExp | null {
  const last = mobileMasked?.replace(/\D/g, '').slice(-4)
  if (!last || last.length !== 4) return null
  return new RegExp(
    String.raw`(?<!\d)(?:\+?91[ -]?|0)?[6-9](?:[ .-]?\d){5}[ .-]?${[...last].join('[ .-]?')}(?!\d)`,
    'g',
  )
}

/** The guard as its rule reads, every step on every text. */
export function guardBankText(
  text: string | null,
  mobileMasked: string | null | undefined,
  rrn: string | null,
): string | null {
  if (text === null) return null
  const mobile = mobileRuns(mobileMasked)
  let out = remaskRevealingMasks(mobile ? text.replace(mobile, maskMobile(mobileMasked!)) : text)
  out = rrn === null ? maskAadhaarLikeRuns(out) : out.split(rrn).map(maskAadhaarLikeRuns).join(rrn)
  return out
}

/** ASCII digits in a text (`\d` in the guard's expressions). */
function digitCount(text: string): number {
  let n = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 48 && c <= 57) n++
  }
  return n
}

/** A place a mask hides (redaction.ts PLACE without its digits). */
const MASKED_PLACE = /[Xx*#\u2022\u25cf\u00b7]/

/** Each mobile's expression compiled once; a desk has at most 10,000 last fours. */
const MOBILE_RUNS = new Map<string, RegExp | null>()

function cachedMobileRuns(mobileMasked: string): RegExp | null {
  let runs = MOBILE_RUNS.get(mobileMasked)
  if (runs === undefined) {
    if (MOBILE_RUNS.size >= 20_000) MOBILE_RUNS.clear()
    runs = mobileRuns(mobileMasked)
    MOBILE_RUNS.set(mobileMasked, runs)
  }
  return runs
}

/** guardBankText's result, without the steps that cannot change this text. */
export function guardBankTextFast(
  text: string | null,
  mobileMasked: string | null | undefined,
  rrn: string | null,
): string | null {
  if (text === null) return null
  const digits = digitCount(text)
  if (digits === 0) return text
  let out = text
  if (digits >= 10 && mobileMasked) {
    const mobile = cachedMobileRuns(mobileMasked)
    if (mobile) out = out.replace(mobile, maskMobile(mobileMasked))
  }
  if (MASKED_PLACE.test(out)) out = remaskRevealingMasks(out)
  // Masking only ever turns digits into X: fewer than twelve before means fewer than twelve now.
  if (digits >= 12)
    out =
      rrn === null ? maskAadhaarLikeRuns(out) : out.split(rrn).map(maskAadhaarLikeRuns).join(rrn)
  return out
}
