// The day book as an Excel workbook, beside the CSV: the same columns and values
// (export-cells.ts). The time is a real Excel date: Excel has no time zones, so the cell holds the
// India wall time and the header says so. Every other cell is an inline string in the text number
// format '@': Excel shows a 12-digit RRN and a STAN whole (in a CSV it shows 5.27614E+11, and
// leading zeros go), and never evaluates a cell: a string cell is no formula, and '@' keeps a cell
// the merchant edits text too, so the bank's `=…` needs no apostrophe here.
//
// The workbook is written here, not by a library: the sheet's XML is deflated into its zip entry as
// the rows are made (zip-stream.ts) and the compressed bytes go to the response as they come,
// before the next slice is read, so memory holds a slice or two, never the sheet. ExcelJS's streaming writer
// held the whole sheet's XML in its zip (archiver) until the workbook's commit: 320 MiB of
// private memory at 100,000 rows (BENCHMARKS.md).

import type { TransactionRecord } from '../../src/shared/contract.ts'
import { maskAadhaarGrouped } from '../../src/shared/mask.ts'
import { EXPORT_COLUMNS, exportCells, type ExportLanguage } from './export-cells.ts'
import { pagedChunks } from './paged-export.ts'
import {
  COLUMN_LETTERS,
  CONTENT_TYPES,
  PACKAGE_RELS,
  SHEET_HEAD,
  STYLE_DATE,
  STYLE_HEADER,
  STYLE_TEXT,
  STYLES,
  WORKBOOK,
  WORKBOOK_RELS,
  sheetTail,
} from './xlsx-parts.ts'
import { ZipStream } from './zip-stream.ts'

export { XLSX_TIME_FORMAT } from './xlsx-parts.ts'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The time column's header: the zone of the wall time its dates hold. */
export const XLSX_TIME_HEADER = 'Time (IST, UTC+05:30)'

/**
 * The workbook's header row: the CSV's columns (the contract's names, kept there for the programs
 * that read them) in sentence case, as a person reads a sheet's headers (UX review 2026-11-29,
 * U10). Abbreviations stay as they are written.
 */
export const XLSX_HEADERS: readonly string[] = EXPORT_COLUMNS.map((name, c) =>
  c === 0 ? XLSX_TIME_HEADER : name.charAt(0).toUpperCase() + name.slice(1),
)
const AADHAAR_COLUMN = EXPORT_COLUMNS.indexOf('Aadhaar')

/**
 * One record's texts in the workbook: the CSV's values, with the Aadhaar number written as the
 * screen and the receipt show it, `XXXX XXXX 1234` (U10); the CSV keeps the record's own form.
 */
export function xlsxCells(record: TransactionRecord, lang: ExportLanguage): (string | null)[] {
  const cells = exportCells(record, lang)
  if (record.aadhaarMasked) cells[AADHAAR_COLUMN] = maskAadhaarGrouped(record.aadhaarMasked)
  return cells
}
const IST_OFFSET_MS = 330 * 60_000
const DAY_MS = 86_400_000
/** Excel's serial day of 1970-01-01 (its 1900 date system). */
const EXCEL_EPOCH_DAYS = 25_569

/**
 * A Date whose UTC fields are the India wall time of `iso`: Excel shows a serial date as it is,
 * so the serial of these fields shows the time as the desk saw it.
 */
export function indiaWallDate(iso: string): Date {
  return new Date(Date.parse(iso) + IST_OFFSET_MS)
}

/** Excel's serial number of the wall time `wall` (days since 1899-12-30, fractions for the time). */
export function excelSerial(wall: Date): number {
  return EXCEL_EPOCH_DAYS + wall.getTime() / DAY_MS
}

// XML 1.0 has no form for C0 controls other than tab, LF and CR, nor for U+FFFE/U+FFFF: they go.
const NOT_XML = /[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/g
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' }

/** `text` as XML character data. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>]/g, (c) => ESCAPES[c]!)
}

/** A text whose first or last character is a space, which XML keeps only when told to. */
const EDGE_SPACE = /^\s|\s$/

/** One cell of text in row `r`, column `c`; an empty one keeps its text format and holds nothing. */
function textCell(r: number, c: number, text: string, style: number): string {
  const ref = COLUMN_LETTERS[c]! + r
  if (text === '') return `<c r="${ref}" s="${style}"/>`
  const space = EDGE_SPACE.test(text) ? ' xml:space="preserve"' : ''
  return `<c r="${ref}" s="${style}" t="inlineStr"><is><t${space}>${xmlText(text)}</t></is></c>`
}

function headerRow(): string {
  const cells = XLSX_HEADERS.map((header, c) => textCell(1, c, header, STYLE_HEADER))
  return `<row r="1">${cells.join('')}</row>`
}

/** Row `r` of one record: its India wall time as a date, then its fifteen texts. */
function recordRow(r: number, record: TransactionRecord, lang: ExportLanguage): string {
  const cells = xlsxCells(record, lang)
  let row = `<row r="${r}"><c r="A${r}" s="${STYLE_DATE}"><v>${excelSerial(indiaWallDate(record.startedAt))}</v></c>`
  for (let c = 1; c < cells.length; c++) row += textCell(r, c, cells[c] ?? '', STYLE_TEXT)
  return row + '</row>'
}

/**
 * The workbook of the records, as bytes chunk by chunk: the fixed parts, then the sheet a part of
 * a journal slice at a time (paged-export.ts), each with what the compressor has emitted so far,
 * then the zip's directory.
 */
export async function* xlsxChunks(
  slices: Iterable<readonly TransactionRecord[]>,
  lang: ExportLanguage = 'en',
  now: Date = new Date(),
): AsyncGenerator<Uint8Array, void, undefined> {
  const zip = new ZipStream(indiaWallDate(now.toISOString()))
  yield Buffer.concat([
    zip.part('[Content_Types].xml', CONTENT_TYPES),
    zip.part('_rels/.rels', PACKAGE_RELS),
    zip.part('xl/workbook.xml', WORKBOOK),
    zip.part('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    zip.part('xl/styles.xml', STYLES),
  ])
  const sheet = zip.streamedPart('xl/worksheets/sheet1.xml')
  let finished = false
  try {
    yield await sheet.write(SHEET_HEAD + headerRow())
    let r = 1
    yield* pagedChunks(
      slices,
      (slice) => {
        let rows = ''
        for (const record of slice) rows += recordRow(++r, record, lang)
        return sheet.write(rows)
      },
      'xlsx',
      (chunks) => Buffer.concat(chunks),
    )
    yield await sheet.write(sheetTail(r))
    yield Buffer.concat([await sheet.end(), zip.end()])
    finished = true
  } finally {
    if (!finished) sheet.stop()
  }
}

/** `enquiries-2026-11-01-to-2026-11-23.xlsx` */
export function xlsxFileName(from: string, to: string): string {
  return `enquiries-${from}-to-${to}.xlsx`
}
