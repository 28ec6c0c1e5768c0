// The day book's CSV export (docs/contract.md, "The day book (v1.2)", /export.csv): a UTF-8 BOM (so
// spreadsheet programs read Indic bank names), CRLF, RFC 4180 quoting, a header row, and the
// formula-injection guard (formula-guard.ts: a cell that would begin with = + - @, a tab or a
// carriage return, looking past invisible characters and full-width forms, gets a leading ').
// The values are export-cells.ts's: the contract's columns in its order, operation and outcome in
// the desk's words; never a balance, a statement entry or a full identifier. Per row and per cell,
// so that an export streamed row by row calls the same formatter.
//
// RRN and STAN are written as the digits they are, so that a program reading the file (the
// provider's reconciliation, csv-parse) gets them exactly; a spreadsheet program would show a
// 12-digit RRN as 5.27614E+11, and the only CSV forms it keeps whole are a formula (="…"), which
// the guard forbids, or a visible apostrophe. The XLSX beside it (xlsx.ts) is for Excel.

import type { TransactionRecord } from '../../src/shared/contract.ts'
import { EXPORT_COLUMNS, exportCells, type ExportLanguage } from './export-cells.ts'
import { startsLikeFormulaFast } from './formula-guard.ts'

export { EXPORT_COLUMNS as CSV_COLUMNS } from './export-cells.ts'

export const BOM = '\uFEFF'
export const CRLF = '\r\n'

/** A cell as a spreadsheet may read it safely, then quoted where RFC 4180 needs it. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? ''
  if (startsLikeFormulaFast(text)) text = "'" + text
  return NEEDS_QUOTES.test(text) ? '"' + text.replace(/"/g, '""') + '"' : text
}

const NEEDS_QUOTES = /[",\r\n]/

/** One record's line (without its CRLF), in the desk's language. */
export function csvRow(record: TransactionRecord, lang: ExportLanguage = 'en'): string {
  const cells = exportCells(record, lang)
  let line = csvCell(cells[0])
  for (let i = 1; i < cells.length; i++) line += ',' + csvCell(cells[i])
  return line
}

export const CSV_HEADER = EXPORT_COLUMNS.map(csvCell).join(',')

/** The whole file of the rows given (csvRow each), header first. */
export function csvFile(rows: readonly string[]): string {
  return BOM + [CSV_HEADER, ...rows].join(CRLF) + CRLF
}

export function toCsv(records: readonly TransactionRecord[], lang: ExportLanguage = 'en'): string {
  return csvFile(records.map((record) => csvRow(record, lang)))
}

/** `enquiries-2026-11-01-to-2026-11-23.csv` */
export function csvFileName(from: string, to: string): string {
  return `enquiries-${from}-to-${to}.csv`
}
