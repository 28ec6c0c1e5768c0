// The one rule for a number in a bank's text (docs/security.md rule 12; UIDAI: nothing of an
// Aadhaar number but its last four), decided per run of places (number-runs.ts) by one pure
// function of the run and the context. The fail-closed rule turned it around: what may stay is listed
// (allowed-forms.ts), everything else that could be a number goes.
//
// - The places inside an amount, a date, a time or a kept value (the record's RRN, STAN,
//   references) are allowed; the others are free.
// - A run with eight free digits or more keeps only its last four free places: every other free
//   place becomes X, the separators stay as written. Any grouping, any separator, any script: an
//   Aadhaar number, a mobile, an account number, a stranger's or the customer's.
// - A run with a mask mark that shows a free digit before its last four places is a mask that
//   reveals (`2345 XXX 0124`, `987654XXXX`, `2345 XXXX XXXX`): masked the same way, when it has
//   eight places or more, or five digits or more.
// - A run that reaches the end of a text the bridge cut is masked whole (its last four may be
//   anything: the number's first digits, its rest cut off).
// Otherwise the run stays exactly as written. The customer's own numbers are also found by value
// (customer-values.ts), which no allowed form can hide.

import { allowedPlaces } from './allowed-forms.ts'
import { MARK, type NumberRun } from './number-runs.ts'

export interface RunContext {
  /** Digit strings that are not secrets: the values the record holds in its own fields. */
  keep: readonly string[]
  /** Whether the text was cut after this view's end (a run that reaches it is masked whole). */
  cut: boolean
  /** Whether addresses may stay (the log's own lines: `127.0.0.1:7410`). */
  addresses?: boolean
}

/** Most free digits a run may show: "any run of 8 or more digits keeps only its last four". */
export const MAX_FREE_DIGITS = 7
/** Places shown at the end of a masked run. */
export const SHOWN = 4

/** What becomes of each place of a run: as written, an X, or its digit in ASCII. */
export const AS_WRITTEN = 0
export const HIDDEN = 1
export const SHOWN_DIGIT = 2

let allowed = new Uint8Array(64)
let fate = new Uint8Array(64)

/** Whether only a gap of non-alphanumeric characters follows the run to the text's end. */
function reachesEnd(plain: string, run: NumberRun): boolean {
  return plain.length - run.end <= 4 && !/[\p{L}\p{N}]/u.test(plain.slice(run.end))
}

/** A masked run: each place's fate, and the shown windows, each written as one mask (XXXXXXXX0124). */
export interface Masked {
  fate: Uint8Array
  /** Each window's first and last place, in pairs: written as X's and its last four. */
  windows: number[]
}

const masked: Masked = { fate, windows: [] }

/**
 * Whether place k is a digit a mask may show as a number's last four: free, and in its group
 * (places glued together) either no mark at all, or among the last four (the
 * XXXXXXXX0124 and 2345XXXX0124 a bank masks with: exactly four digits after the last mark), or
 * four digits or more before the group's first mark with fewer than four after it (the 7551 of
 * `7551X000`). The 000 of `X000`, the 99 of `XX99`, the 12 of `12x1` and the 2345 of
 * `2345XXXX0124` are a mask's own.
 */
function showable(run: NumberRun, k: number): boolean {
  if (allowed[k] || run.values[k]! >= MARK) return false
  let start = k
  while (start > 0 && run.glued[start]) start--
  let end = k
  while (end + 1 < run.length && run.glued[end + 1]) end++
  let lead = 0
  while (start + lead <= end && run.values[start + lead]! < MARK) lead++
  if (start + lead > end) return true
  let later = 0
  for (let j = start + lead; j <= end; j++) if (run.values[j]! < MARK) later++
  if (k < start + lead) return lead >= SHOWN && later < SHOWN
  // After a mark: the group's last four digits, after its last mark.
  let tail = 0
  while (end - tail >= start && run.values[end - tail]! < MARK) tail++
  return tail === SHOWN && k > end - SHOWN
}

/** A twelve-digit number: what a mask's trailing marks may follow and still show its last four. */
const WHOLE_NUMBER = 12
/** Fewest places of a part that shows a last four: what a masked run is at least. */
const SHOWING_PART = 8
/** The separators a number's own groups are written with: a part of a run is what they join. */
const TIGHT_GAP = /^[ \-./_,]{1,3}$/

/**
 * The parts of a run: places joined by a number's own separators (`2345 6789-0124`), apart from
 * the parts a container or other punctuation joined them to (`2345 | 6789`). Each part of eight
 * places or more may show its own last four; a shorter part shows nothing.
 */
function showWindows(plain: string, run: NumberRun, whole: boolean, out: number[]): void {
  out.length = 0
  if (whole) return
  const n = run.length
  let a = 0
  while (a < n) {
    let b = a
    while (b + 1 < n && (run.glued[b + 1] || TIGHT_GAP.test(plain.slice(run.to[b]! + 1, run.from[b + 1]!))))
      b++
    if (b - a + 1 >= SHOWING_PART) showPart(run, a, b, out)
    a = b + 1
  }
}

/** The window one part [a, b] shows: its last showable digit and the free places before it. */
function showPart(run: NumberRun, a: number, b: number, out: number[]): void {
  let shownEnd = -1
  for (let k = b; k >= a && shownEnd < 0; k--) if (showable(run, k)) shownEnd = k
  // Marks after the digits shown: a mask of the last places (`23456789XXXX`) shows nothing,
  // unless a whole number stands before them (`2000 0000 0009 X000`).
  let digits = 0
  let marksAfter = false
  for (let k = a; k <= b; k++) {
    if (allowed[k]) continue
    if (run.values[k]! < MARK) digits++
    else if (shownEnd >= 0 && k > shownEnd) marksAfter = true
  }
  let end = shownEnd
  if (shownEnd < 0 || (marksAfter && digits < WHOLE_NUMBER)) {
    // Nothing shown: the part's last places are still written as one mask.
    end = b
    while (end > a && allowed[end]) end--
    if (allowed[end]) return
  } else {
    let shownFrom = shownEnd
    for (let seen = 1; shownFrom > a && seen < SHOWN; ) if (!allowed[--shownFrom]) seen++
    for (let k = shownFrom; k <= shownEnd; k++)
      if (!allowed[k] && run.values[k]! < MARK) fate[k] = SHOWN_DIGIT
  }
  // The window: at most an Aadhaar number's twelve free places, none allowed between.
  let start = end
  for (let size = 1; start > a && size < WHOLE_NUMBER && !allowed[start - 1]; size++) start--
  out.push(start, end)
}

/** null when the run stays as written; else its fate (valid until the next call). */
export function decide(plain: string, run: NumberRun, ctx: RunContext): Masked | null {
  const n = run.length
  if (allowed.length < n) {
    allowed = new Uint8Array(n * 2)
    fate = new Uint8Array(n * 2)
    masked.fate = fate
  }
  allowedPlaces(plain, run, ctx.keep, allowed, ctx.addresses === true)
  let freeDigits = 0
  let freePlaces = 0
  let marks = 0
  for (let k = 0; k < n; k++) {
    if (allowed[k]) continue
    freePlaces++
    if (run.values[k]! < MARK) freeDigits++
    else marks++
  }
  if (freeDigits === 0) return null
  // A free digit before the run's last SHOWN free places: what a mask must not show.
  let lastFourFrom = n
  for (let seen = 0; lastFourFrom > 0 && seen < SHOWN; ) if (!allowed[--lastFourFrom]) seen++
  let digitBefore = false
  for (let k = 0; k < lastFourFrom; k++) if (!allowed[k] && run.values[k]! < MARK) digitBefore = true
  const whole = ctx.cut && reachesEnd(plain, run)
  if (
    !whole &&
    freeDigits <= MAX_FREE_DIGITS &&
    !(marks > 0 && digitBefore && (freePlaces >= 8 || freeDigits >= 5))
  )
    return null
  for (let k = 0; k < n; k++) fate[k] = allowed[k] ? AS_WRITTEN : HIDDEN
  showWindows(plain, run, whole, masked.windows)
  return masked
}
