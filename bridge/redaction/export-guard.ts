// The export's guard (docs/contract.md, export.csv and export.xlsx): the record's bank texts read
// again by the one redaction (scrub-view.ts) for records an older bridge journaled before its
// scrubber knew a shape. The record's RRN, STAN and client reference are kept; every other number
// of eight digits or more keeps its last four; key material goes from the free texts. The CSV of
// 100,000 records runs this on every cell, so a cell no rule could act on is not read at all.

import { alreadyPlain } from './plain-view.ts'
import { keptDigits, keptRrn, secretIn } from './kept-values.ts'
import { scrubText, type ViewRules } from './scrub-view.ts'

/** What the export knows of a record to guard its texts with. */
export interface ExportContext {
  /** The record's masked mobile (`XXXXXX3210`); kept for the caller's shape, every mobile goes. */
  mobileMasked: string | null | undefined
  /** The record's RRN where rrn.ts keeps it. */
  rrn: string | null
  /** The record's other references (STAN, client reference): kept as the record holds them. */
  references?: readonly (string | null | undefined)[]
}

/** The export's rules of one record, made once for its cells (exportGuard). */
export type ExportGuard = ViewRules

const NO_SECRET_TOKEN = secretIn([], [])

/** The export's guard rules for one record: its RRN and references kept. */
export function exportGuard(record: ExportContext): ExportGuard {
  const rrn = record.rrn
  return {
    keep: [...(rrn !== null ? keptRrn(rrn, []) : []), ...keptDigits(record.references ?? [])],
    cut: false,
    numbers: [],
    spelled: [],
    echoes: null,
    keyMaterial: false,
    secretInToken: NO_SECRET_TOKEN,
  }
}

/**
 * Whether a text needs reading at all. It does not when the plain view would change nothing and
 * no rule could act: fewer than eight digits, no mask mark (`*`, `#`, an X or x beside a digit,
 * three of one punctuation mark, three X's, x's or n's with five digits), no letter beside a digit
 * (a token), no long word of mixed case (a base64 token of letters). Most of a day book's cells (codes, statuses, a STAN) need none.
 */
export function needsReading(text: string): boolean {
  if (text.length < 5) return false
  if (!alreadyPlain(text)) return true
  if (HEX_CODE.test(text)) return false
  let digits = 0
  let prev = 0
  let word = 0
  let upper = false
  let lower = false
  let same = 0
  let xs = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 88 || code === 120 || code === 110) xs++
    const kind =
      code >= 48 && code <= 57
        ? 1
        : (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
          ? 2
          : code === 42 || code === 35 || code === 43 || code === 47 || code === 61
            ? 3
            : 0
    if (kind === 1 && ++digits >= 8) return true
    if (kind !== 0 && prev !== 0 && kind !== prev) return true
    same = code === text.charCodeAt(i - 1) && kind === 0 && code !== 32 ? same + 1 : 0
    if (same >= 2) return true
    if (kind === 2) {
      word++
      if (code <= 90) upper = true
      else lower = true
      if (word >= 11 && upper && lower) return true
    } else {
      word = 0
      upper = false
      lower = false
    }
    prev = kind
  }
  // Five digits and three X's, x's or n's: a mask a space away (`852576 XXX`) may show a head.
  return digits >= 5 && xs >= 3
}

/** A result code in hex, as the provider writes them (`0x0200`): nothing to read. */
const HEX_CODE = /^0x[0-9a-f]{1,8}$/i

/**
 * The export's guard on a text the bank wrote; `message` for the free texts (key material). The
 * rules may be given as their maker, called only for a text that needs reading: most of a record's
 * cells need none, and making the rules of 100,000 records was a tenth of the CSV's row work.
 */
export function guardCell(
  text: string | null,
  guard: ExportGuard | (() => ExportGuard),
  message = false,
): string | null {
  if (text === null || !needsReading(text)) return text
  const rules = typeof guard === 'function' ? guard() : guard
  return scrubText(text, message ? { ...rules, keyMaterial: true } : rules)
}

/** guardCell for one text of a record. */
export function guardBankText(
  text: string | null,
  record: ExportContext,
  message = false,
): string | null {
  return guardCell(text, exportGuard(record), message)
}
