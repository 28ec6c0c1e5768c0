// A record's CSV cells kept beside it in the journal (the `cells` column, written with the record
// by every write: record-row.ts columnsOf), so that the CSV export copies prepared text instead of
// parsing each record's JSON body (10-16 µs a record alone, over the budget's 10 µs a row).
//
// What is kept is exactly what csv.ts writes for the record today, each cell already through
// csvCell (formula guard, quotes) and export-cells.ts (masks, the second guard, bounds), except
// what a kept text cannot know:
// - the operation and outcome in the desk's words (the export's language): kept as their codes,
//   put into words by the export with export-cells.ts's own `word`;
// - an interruption (the row's `interrupted`, set at a start without a write of the body): the
//   export reads such a row the way it always did (csv-export.ts);
// - the reprint window: none of the cells reads the balance or the entries (export-cells.ts), so a
//   record shown without them has the same cells (tests/bridge/day-book/kept-cells.test.ts).
// A kept text begins with KEPT_CELLS_TAG, made from the fingerprint of the code that made it
// (kept-cells-code.ts) and the runtime's Unicode version: cells another build made, or none (a
// record of an earlier release), are not trusted, and the export reads the record's body instead.

import type { TransactionRecord } from '../../src/shared/contract.ts'
import { currentOutcome } from '../../src/shared/status-checks.ts'
import { csvCell } from './csv.ts'
import { exportCells, word, type ExportLanguage } from './export-cells.ts'
import { KEPT_CELLS_CODE } from './kept-cells-code.ts'

/**
 * The start of every kept text this code makes; SQL compares it too (csv-export.ts). With the
 * runtime's Unicode version: the guard reads texts through NFKC and Unicode classes
 * (formula-guard.ts, redaction/), whose tables come with the runtime, not with this code.
 */
export const KEPT_CELLS_TAG = `k${KEPT_CELLS_CODE.slice(0, 16)}u${process.versions.unicode ?? ''}:`

/** A code kept on a line of its own: one with a line break in it is not kept (the row is read). */
const ONE_LINE = /^[^\n]*$/

/**
 * The record's kept text: TAG, the time cell, the operation's and outcome's codes, each ending in
 * a line break, then the cells from `code` to `operator` as csv.ts joins them. Null when a code is
 * not a one-line text (an older journal's odd record): the export then reads its body.
 */
export function keptCells(record: TransactionRecord): string | null {
  const operation: unknown = record.operation
  const outcome: unknown = currentOutcome(record)
  if (typeof operation !== 'string' || typeof outcome !== 'string') return null
  if (!ONE_LINE.test(operation) || !ONE_LINE.test(outcome)) return null
  const cells = exportCells(record, 'en')
  if (!ONE_LINE.test(cells[0]!)) return null
  let tail = csvCell(cells[3])
  for (let i = 4; i < cells.length; i++) tail += ',' + csvCell(cells[i])
  return `${KEPT_CELLS_TAG}${csvCell(cells[0])}\n${operation}\n${outcome}\n${tail}`
}

/** The words' cells of one language, each made once (csvCell of export-cells.ts's `word`). */
function wordCells(lang: ExportLanguage): (kind: 'op' | 'outcome', code: string) => string {
  const made = new Map<string, string>()
  return (kind, code) => {
    const key = kind + '.' + code
    let cell = made.get(key)
    if (cell === undefined) made.set(key, (cell = csvCell(word(lang, key, code))))
    return cell
  }
}

/**
 * The CSV line (without its CRLF) of kept texts in `lang`: csv.ts's csvRow of the record. Null
 * for a text this code did not make (another build's, or none).
 */
export function keptRows(lang: ExportLanguage): (kept: string | null) => string | null {
  const words = wordCells(lang)
  const start = KEPT_CELLS_TAG.length
  return (kept) => {
    if (kept === null || !kept.startsWith(KEPT_CELLS_TAG)) return null
    const a = kept.indexOf('\n', start)
    const b = kept.indexOf('\n', a + 1)
    const c = kept.indexOf('\n', b + 1)
    if (a < 0 || b < 0 || c < 0) return null
    return (
      kept.slice(start, a) +
      ',' +
      words('op', kept.slice(a + 1, b)) +
      ',' +
      words('outcome', kept.slice(b + 1, c)) +
      ',' +
      kept.slice(c + 1)
    )
  }
}
