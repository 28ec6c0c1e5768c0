// A text read once into runs of places, the only thing the masking rule ever looks at
// (decide.ts). A place is a decimal digit of any script (Unicode Nd: ASCII, Devanagari and the
// other Indic scripts, full-width, mathematical) or a mask mark (X x * # • ● · and their
// full-width forms). Places glued together make a group; groups one separator apart (one to three
// of space, - . / _ , in any width) make a run. A letter or any other character ends a run. An X
// or x is a mark only where it cannot be a letter of a word: a word of marks only (XXXX), or the
// marks at a word's edge that touch a digit (the X of `7551X000`); the x of `Box` is a letter.
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
  SEPARATOR,
} from './characters.ts'

export { MARK }

export interface NumberRun {
  /** Where the run starts and ends in the text (end exclusive). */
  start: number
  end: number
  /** How many places the run has: the arrays below are read up to here. */
  length: number
  /** Each place's value (0-9 or MARK). */
  values: Int8Array
  /** Each place's first and last UTF-16 index (a digit outside the BMP takes two). */
  from: Int32Array
  to: Int32Array
  /** Whether each place is glued to the one before it (1: no separator between them). */
  glued: Uint8Array
}

/** Most separators one run may hold between two groups: "2345 - 6789", two spaces. */
const MAX_SEPARATORS = 3

/** Runs of fewer places than this hold nothing to decide (a mobile number is ten). */
export const MIN_PLACES = 10

/** Where a scan is: the run being read (start < 0: none), its places, separators since the last. */
interface Scan {
  text: string
  visit: (run: NumberRun) => void
  minPlaces: number
  start: number
  end: number
  places: number
  separators: number
}

/** The one scan (a visit never starts another), so that a short text costs no allocation. */
const SCAN: Scan = {
  text: '',
  visit: () => {},
  minPlaces: MIN_PLACES,
  start: -1,
  end: -1,
  places: 0,
  separators: 0,
}

function addPlaces(scan: Scan, from: number, to: number, count: number): void {
  if (scan.start < 0) scan.start = from
  scan.places += count
  scan.separators = 0
  scan.end = to
}

function endRun(scan: Scan): void {
  if (scan.start >= 0 && scan.places >= scan.minPlaces)
    scan.visit(readRun(scan.text, scan.start, scan.end))
  scan.start = -1
  scan.places = 0
  scan.separators = 0
}

/**
 * A word from `i`: X's at its edges that touch a digit are places (7551X000), X's alone are a
 * mask (XXXX), the rest of a word ends the run. Returns where the word ends.
 */
function readWord(scan: Scan, i: number): number {
  const { text } = scan
  const length = text.length
  let wordEnd = i
  let marksOnly = true
  for (; wordEnd < length; wordEnd++) {
    const code = text.charCodeAt(wordEnd)
    const c = code < 0x80 ? CLASS[code]! : classOf(text, wordEnd)
    if (c === LETTER) marksOnly = false
    else if (c !== LETTER_MARK) break
  }
  if (marksOnly) {
    addPlaces(scan, i, wordEnd, wordEnd - i)
    return wordEnd
  }
  let head = i
  if (i > 0 && classOf(text, i - 1) === DIGIT)
    while (head < wordEnd && classOf(text, head) === LETTER_MARK) head++
  let tail = wordEnd
  if (wordEnd < length && classOf(text, wordEnd) === DIGIT)
    while (tail > head && classOf(text, tail - 1) === LETTER_MARK) tail--
  if (head > i) addPlaces(scan, i, head, head - i)
  if (tail > head) endRun(scan)
  if (tail < wordEnd) addPlaces(scan, tail, wordEnd, wordEnd - tail)
  return wordEnd
}

/**
 * Calls `visit` with each run of the text that holds at least `minPlaces` places, in order. The
 * text is read once to find where the runs are, counting places without keeping them (most texts
 * have few numbers); only a run long enough to matter is read again into its places. The run
 * given to `visit` is one scratch object, valid until `visit` returns (a 2 MB text makes no
 * garbage per run).
 */
export function visitRuns(
  text: string,
  visit: (run: NumberRun) => void,
  minPlaces = MIN_PLACES,
): void {
  const scan = SCAN
  scan.text = text
  scan.visit = visit
  scan.minPlaces = minPlaces
  scan.start = -1
  scan.places = 0
  scan.separators = 0
  const length = text.length
  let i = 0
  while (i < length) {
    const code = text.charCodeAt(i)
    const cls = code < 0x80 ? CLASS[code]! : classOf(text, i)
    const width = code >= 0xd800 && code <= 0xdbff ? 2 : 1
    if (cls === DIGIT || cls === MARK_CHAR) addPlaces(scan, i, i + width, 1)
    else if (cls === SEPARATOR) {
      if (scan.start >= 0 && ++scan.separators > MAX_SEPARATORS) endRun(scan)
    } else if (cls === LETTER || cls === LETTER_MARK) {
      i = readWord(scan, i)
      continue
    } else endRun(scan)
    i += width
  }
  endRun(scan)
}

/** The runs of a text as copies that outlive the reading (for tests and tools). */
export function numberRuns(text: string, minPlaces = MIN_PLACES): NumberRun[] {
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
    minPlaces,
  )
  return runs
}

const scratch: NumberRun = {
  start: 0,
  end: 0,
  length: 0,
  values: new Int8Array(64),
  from: new Int32Array(64),
  to: new Int32Array(64),
  glued: new Uint8Array(64),
}

/** The scratch run made room for `places` places. */
function room(places: number): NumberRun {
  if (scratch.values.length < places) {
    const size = Math.max(places, scratch.values.length * 2)
    scratch.values = new Int8Array(size)
    scratch.from = new Int32Array(size)
    scratch.to = new Int32Array(size)
    scratch.glued = new Uint8Array(size)
  }
  return scratch
}

/** The places of the run found between `start` and `end`: digits, marks and separators only. */
function readRun(text: string, start: number, end: number): NumberRun {
  const run = room(end - start)
  run.start = start
  run.end = end
  let n = 0
  let separated = false
  for (let i = start; i < end; i++) {
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
    if (cls === SEPARATOR) {
      separated = true
      continue
    }
    run.glued[n] = n > 0 && !separated ? 1 : 0
    run.values[n] = cls === DIGIT ? value : MARK
    run.from[n] = i
    run.to[n] = i + width - 1
    n++
    separated = false
    i += width - 1
  }
  run.length = n
  return run
}
