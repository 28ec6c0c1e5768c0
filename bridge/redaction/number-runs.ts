// A plain text (plain-view.ts) read once into runs of places, the only thing the number rule ever
// looks at (decide.ts). A place is a decimal digit of any script (Unicode Nd) or a mask mark.
// The fail-closed rule turned the reading around: a run is not a list of known shapes but everything that
// could be one number:
// - places join across any stretch of at most MAX_GAP characters that are neither letters nor
//   digits (space, any punctuation, the separators a tag or a container left: `2345:6789`,
//   `"2345","6789"`, `2345 | 6789`; the plain view has made every run of white space one space);
// - a mark is a mask mark (* # • ● · ∗ ○ × …), any run of three or more of one repeated
//   non-alphanumeric character (`----`, `____`, `????`, `....`), or an X or x (and n, in a word of
//   n's and X's only, three n's or more) where it cannot be a letter of a word: a word of marks
//   only (XXXX, nnnn, nnnnXXXX) or the X's
//   at a word's edge that touch a digit (the X of `7551X000`); the x of `Box` is a letter;
// - a letter or a longer stretch ends the run.
// Nothing here rewrites the text: runs are read, decided, then rendered by the caller.

import {
  astral,
  classAt,
  classOf,
  CLASS,
  DIGIT,
  DIGIT_VALUE,
  LETTER,
  LETTER_MARK,
  MARK,
  MARK_CHAR,
} from './characters.ts'

export { MARK }

export interface NumberRun {
  /** Where the run starts and ends in the plain text (end exclusive). */
  start: number
  end: number
  /** How many places the run has: the arrays below are read up to here. */
  length: number
  /** How many of them are digits. */
  digits: number
  /** Each place's value (0-9 or MARK). */
  values: Int8Array
  /** Each place's first and last UTF-16 index in the plain text. */
  from: Int32Array
  to: Int32Array
  /** Whether each place is glued to the one before it (1: nothing between them). */
  glued: Uint8Array
}

/** Most characters between two places of one run ("bounded, say ≤ 4"). */
export const MAX_GAP = 4

/** Runs with fewer digits than this hold nothing to decide, unless they have MASK_PLACES places. */
export const MIN_DIGITS = 5
/** A mask's length: a run this long with any digit may be a mask that shows one (`2XXX XXXX`). */
const MASK_PLACES = 8
/** A punctuation mark repeated this often is a mask (`----`, `...`); `,,` is a typing slip. */
const MIN_REPEATED = 3

const scratch: NumberRun = {
  start: 0,
  end: 0,
  length: 0,
  digits: 0,
  values: new Int8Array(64),
  from: new Int32Array(64),
  to: new Int32Array(64),
  glued: new Uint8Array(64),
}

/** Where a scan is: the places since the run began, and characters since the last place. */
const scan = {
  visit: (_run: NumberRun) => {},
  minDigits: MIN_DIGITS,
  gap: 0,
}

function room(places: number): void {
  if (scratch.values.length >= places) return
  const size = Math.max(places, scratch.values.length * 2)
  const grow = <T extends Int8Array | Int32Array | Uint8Array>(old: T, made: T): T => {
    made.set(old)
    return made
  }
  scratch.values = grow(scratch.values, new Int8Array(size))
  scratch.from = grow(scratch.from, new Int32Array(size))
  scratch.to = grow(scratch.to, new Int32Array(size))
  scratch.glued = grow(scratch.glued, new Uint8Array(size))
}

function place(value: number, from: number, to: number): void {
  const n = scratch.length
  room(n + 1)
  if (n === 0) scratch.start = from
  scratch.values[n] = value
  scratch.from[n] = from
  scratch.to[n] = to - 1
  scratch.glued[n] = n > 0 && scan.gap === 0 ? 1 : 0
  scratch.length = n + 1
  if (value < MARK) scratch.digits++
  scratch.end = to
  scan.gap = 0
}

function endRun(): void {
  const enough =
    scratch.digits >= scan.minDigits || (scratch.digits > 0 && scratch.length >= MASK_PLACES)
  if (enough) scan.visit(scratch)
  scratch.length = 0
  scratch.digits = 0
  scan.gap = 0
}

const isMarkLetter = (text: string, i: number, n: boolean) => {
  const code = text.charCodeAt(i)
  return (code < 0x80 ? CLASS[code] : classOf(text, i)) === LETTER_MARK || (n && code === 0x6e)
}

/**
 * A word from `i`: a word of X's (or of n's) only is a mask; X's at its edges that touch a digit
 * are places (7551X000); the rest of a word ends the run. Returns where the word ends.
 */
function readWord(text: string, i: number): number {
  let end = i
  let xOnly = true
  let marksOnly = true
  let ns = 0
  for (; end < text.length; end++) {
    const code = text.charCodeAt(end)
    const c = code < 0x80 ? CLASS[code]! : classOf(text, end)
    if (c !== LETTER && c !== LETTER_MARK) break
    if (c !== LETTER_MARK) xOnly = false
    if (code === 0x6e) ns++
    else if (c !== LETTER_MARK) marksOnly = false
  }
  // A word of n's and X's with three n's or more is a mask too (`620994nnnnXXXX`, `nnnnX000`:
  // the widened fuzz found a mobile's first six before one kept).
  if (xOnly || (marksOnly && ns >= 3)) {
    for (let k = i; k < end; k++) place(MARK, k, k + 1)
    return end
  }
  let head = i
  if (scratch.length > 0 && scan.gap === 0 && i > 0 && classOf(text, i - 1) === DIGIT)
    while (head < end && isMarkLetter(text, head, false)) head++
  let tail = end
  if (end < text.length && classOf(text, end) === DIGIT)
    while (tail > head && isMarkLetter(text, tail - 1, false)) tail--
  for (let k = i; k < head; k++) place(MARK, k, k + 1)
  if (tail > head) endRun()
  for (let k = tail; k < end; k++) place(MARK, k, k + 1)
  return end
}

/** Whether a `0x` that starts a hex literal stands at `i` (not glued to a digit before it). */
function hexLiteral(text: string, i: number): boolean {
  const x = text.charCodeAt(i + 1)
  if (x !== 0x78 && x !== 0x58) return false
  if (!/[0-9a-f]/i.test(text[i + 2] ?? '')) return false
  return i === 0 || !/[\p{L}\p{N}]/u.test(text[i - 1]!)
}

/**
 * Calls `visit` with each run of the plain text that holds at least `minDigits` digits, in order.
 * The run given to `visit` is one scratch object, valid until `visit` returns.
 */
export function visitRuns(
  text: string,
  visit: (run: NumberRun) => void,
  minDigits = MIN_DIGITS,
): void {
  scan.visit = visit
  scan.minDigits = minDigits
  scan.gap = 0
  scratch.length = 0
  scratch.digits = 0
  const length = text.length
  let i = 0
  while (i < length) {
    const code = text.charCodeAt(i)
    let cls: number
    let value = MARK
    let width = 1
    if (code >= 0xd800 && code <= 0xdbff) {
      const read = astral(text, i)
      cls = read.cls
      value = read.value
      width = 2
    } else {
      cls = code < 0x80 ? CLASS[code]! : classAt(code)
      if (cls === DIGIT) value = DIGIT_VALUE[code]!
    }
    if (code === 0x30 && scratch.length === 0 && hexLiteral(text, i)) {
      // A code in hex (`0x0200`): a word, not a number with an x in it.
      endRun()
      i += 2
      while (i < length && /[0-9a-f]/i.test(text[i]!)) i++
      continue
    }
    if (cls === DIGIT || cls === MARK_CHAR) place(cls === DIGIT ? value : MARK, i, i + width)
    else if (cls === LETTER || cls === LETTER_MARK) {
      i = readWord(text, i)
      continue
    } else {
      // Any one character repeated is a mask (----, ????, ...); one or two alone are a gap.
      let same = i + width
      while (code !== 0x20 && same < length && text.charCodeAt(same) === code) same++
      if (same - i >= MIN_REPEATED) {
        for (let k = i; k < same; k++) place(MARK, k, k + 1)
        i = same
        continue
      }
      if (scratch.length > 0 && ++scan.gap > MAX_GAP) endRun()
    }
    i += width
  }
  endRun()
}

/** The runs of a text as copies that outlive the reading (for tests and tools). */
export function numberRuns(text: string, minDigits = MIN_DIGITS): NumberRun[] {
  const runs: NumberRun[] = []
  visitRuns(
    text,
    (run) =>
      runs.push({
        ...run,
        values: run.values.slice(0, run.length),
        from: run.from.slice(0, run.length),
        to: run.to.slice(0, run.length),
        glued: run.glued.slice(0, run.length),
      }),
    minDigits,
  )
  return runs
}
