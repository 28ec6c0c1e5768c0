// One bank text scrubbed by the rules of one writer (profiles.ts says which), in the order the fail-closed rule
// gives: normalise first (plain-view.ts), then decide on what is left, then write the decisions
// into the text as the bank wrote it (edits.ts).
//   1. stretches replaced whole: values spelled out (the PAN, credentials, the reader's identity:
//      customer-values.ts), the capture's echoes (capture-echoes.ts), long random base64 or hex
//      and short tokens that decode to a secret (encoded-tokens.ts), key material (key-material.ts);
//   2. the customer's own numbers by value, whatever stands between their digits;
//   3. every run of places, by the allow-list (decide.ts).
// Where a masked number's separators were written with digits (`%20`, `&#32;`), they are written
// as what they stand for, so no digit of an escape is left beside the X's.

import { classOf, MARK, MARK_CHAR } from './characters.ts'
import { formsCovered } from './allowed-forms.ts'
import { AS_WRITTEN, decide, HIDDEN, SHOWN, SHOWN_DIGIT, type RunContext } from './decide.ts'
import { Edits } from './edits.ts'
import { digitsOf, findNumber, findSpelled, numberEdits, type Digits } from './customer-values.ts'
import { encodedSpans } from './encoded-tokens.ts'
import { keySpans, mayHoldKey } from './key-material.ts'
import { visitRuns, type NumberRun } from './number-runs.ts'
import { plainView, type PlainView } from './plain-view.ts'

export interface ViewRules extends RunContext {
  /** Numbers found by value (the customer's Aadhaar number and mobile), as digits. */
  numbers: readonly string[]
  /** Values found spelled out, each with what replaces it (the PAN's masked form, `[redacted]`). */
  spelled: readonly { value: string; text: string }[]
  /** The capture's echoes in a plain text (null when there is no capture). */
  echoes: ((plain: string) => [number, number][]) | null
  /** Whether any key-like material goes (texts that have no reason to carry one). */
  keyMaterial: boolean
  /** Whether a short encoded token decodes to a secret (null: none looked for). */
  secretInToken: ((decoded: string) => boolean) | null
}

const HAS_DIGIT = /\p{N}/u

/**
 * The gap between two places of a masked number (plain indices of the one's last character and
 * the next's first), written as it reads where its original characters hold a digit.
 */
function gapEdit(view: PlainView, edits: Edits, text: string, last: number, next: number): void {
  const start = last + 1
  if (next <= start) return
  if (HAS_DIGIT.test(text.slice(view.from[start]!, view.to[next - 1]!)))
    edits.add(start, next, view.plain.slice(start, next))
}

/** What a hidden place becomes: X for a digit, an X or a mask mark; a repeated punctuation mark stays. */
function hiddenText(plain: string, at: number, value: number): string | null {
  if (value < MARK) return 'X'
  const code = plain.charCodeAt(at)
  return classOf(plain, at) === MARK_CHAR || /\p{L}/u.test(plain[at]!) || code > 0xffff ? 'X' : null
}

/** A run the rule masked, copied out of the scan's scratch so it outlives it. */
interface MaskedRun {
  run: NumberRun
  fate: Uint8Array
  windows: number[]
}

function maskedRun(run: NumberRun, fate: Uint8Array, windows: number[]): MaskedRun {
  const n = run.length
  return {
    run: {
      ...run,
      values: run.values.slice(0, n),
      from: run.from.slice(0, n),
      to: run.to.slice(0, n),
      glued: run.glued.slice(0, n),
    },
    fate: fate.slice(0, n),
    windows: [...windows],
  }
}

/**
 * What a place shows: its digit only where no rule hid it (`hidden`, plain indices). Two rules
 * that each show a last four of their own must not show both: the run rule's `8040` and the
 * customer's number's `468` side by side were five of the customer's digits in a row.
 */
const shownText = (run: NumberRun, k: number, hidden: Uint8Array) =>
  hidden[run.from[k]!] ? 'X' : String(run.values[k])

function runEdits(
  view: PlainView,
  edits: Edits,
  text: string,
  masked: MaskedRun,
  hidden: Uint8Array,
): void {
  const { run, fate, windows } = masked
  // Which window each place starts or lies inside (-1: none).
  let w = 0
  for (let k = 0; k < run.length; k++) {
    while (w < windows.length && windows[w + 1]! < k) w += 2
    const inWindow = w < windows.length && k >= windows[w]!
    if (inWindow && k > windows[w]!) continue
    if (k > 0) gapEdit(view, edits, text, run.to[k - 1]!, run.from[k]!)
    if (inWindow) {
      // The window as one mask, its separators gone: XXXXXXXX0124.
      let mask = ''
      for (let j = windows[w]!; j <= windows[w + 1]!; j++)
        mask += fate[j] === SHOWN_DIGIT ? shownText(run, j, hidden) : 'X'
      edits.add(run.from[k]!, run.to[windows[w + 1]!]! + 1, mask)
      continue
    }
    if (fate[k] === AS_WRITTEN) continue
    const replaced =
      fate[k] === SHOWN_DIGIT
        ? shownText(run, k, hidden)
        : hiddenText(view.plain, run.from[k]!, run.values[k]!)
    if (replaced !== null) edits.add(run.from[k]!, run.to[k]! + 1, replaced)
  }
}

function spanEdits(view: PlainView, edits: Edits, rules: ViewRules): void {
  const { plain } = view
  for (const { value, text } of rules.spelled)
    for (const [start, end] of findSpelled(plain, value)) edits.add(start, end, text)
  if (rules.echoes) for (const [start, end] of rules.echoes(plain)) edits.add(start, end, '[pid]')
  for (const [start, end] of encodedSpans(plain, rules.secretInToken))
    edits.add(start, end, '[pid]')
  if (rules.keyMaterial && mayHoldKey(plain)) {
    const spans = keySpans(plain)
    for (let k = 0; k < spans.length; k += 2) edits.add(spans[k]!, spans[k + 1]!, '[pid]')
  }
}

/** Each number's finds (customer-values.ts): per digit of the plain text, its index in the number. */
function customerFinds(view: PlainView, digits: Digits, rules: ViewRules): Int8Array[] {
  const forms = formsCovered(view.plain, rules.keep)
  return rules.numbers.map((number) => {
    const found = new Int8Array(digits.at.length).fill(-1)
    findNumber(view.plain, digits, number, found, forms)
    return found
  })
}

function customerEdits(
  view: PlainView,
  edits: Edits,
  text: string,
  digits: Digits,
  finds: Int8Array[],
  rules: ViewRules,
  hidden: Uint8Array,
): void {
  finds.forEach((found, n) =>
    numberEdits(digits, found, rules.numbers[n]!.length, (at, digit, previous) => {
      edits.add(at, at + 1, hidden[at] ? 'X' : digit)
      if (previous >= 0) gapEdit(view, edits, text, previous, at)
    }),
  )
}

/**
 * Every digit some rule hides (plain indices), gathered before any rule writes a digit it shows:
 * where two rules decide one place, hiding wins (fail closed), so no two rules' last fours can
 * stand side by side.
 */
function hiddenPlaces(
  length: number,
  digits: Digits,
  finds: Int8Array[],
  numbers: readonly string[],
  runs: MaskedRun[],
): Uint8Array {
  const hidden = new Uint8Array(length)
  finds.forEach((found, n) => {
    const shownFrom = numbers[n]!.length - SHOWN
    for (let k = 0; k < found.length; k++)
      if (found[k]! >= 0 && found[k]! < shownFrom) hidden[digits.at[k]!] = 1
  })
  for (const { run, fate } of runs)
    for (let k = 0; k < run.length; k++)
      if (fate[k] === HIDDEN && run.values[k]! < MARK) hidden[run.from[k]!] = 1
  return hidden
}

/** A text scrubbed by `rules` (see the header). */
export function scrubText(text: string, rules: ViewRules): string {
  const view = plainView(text)
  const edits = new Edits()
  spanEdits(view, edits, rules)
  const digits = rules.numbers.length > 0 ? digitsOf(view.plain) : { at: [], value: [] }
  const finds = rules.numbers.length > 0 ? customerFinds(view, digits, rules) : []
  const runs: MaskedRun[] = []
  visitRuns(view.plain, (run) => {
    const decided = decide(view.plain, run, rules)
    if (decided !== null) runs.push(maskedRun(run, decided.fate, decided.windows))
  })
  if (finds.length === 0 && runs.length === 0) return edits.render(text, view)
  const hidden = hiddenPlaces(view.plain.length, digits, finds, rules.numbers, runs)
  customerEdits(view, edits, text, digits, finds, rules, hidden)
  for (const masked of runs) runEdits(view, edits, text, masked, hidden)
  return edits.render(text, view)
}
