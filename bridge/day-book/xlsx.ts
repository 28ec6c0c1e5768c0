// The day book as an Excel workbook, beside the CSV: the same columns and values
// (export-cells.ts), every cell a string in the text number format '@'. Excel shows a 12-digit
// RRN and a STAN whole (in a CSV it shows 5.27614E+11, and leading zeros go), and never evaluates
// a cell: a string cell is no formula, and '@' keeps a cell the merchant edits text too, so the
// bank's `=…` needs no apostrophe here. Written by ExcelJS (exceljs, the most used workbook library
// on npm), loaded only when a workbook is asked for.

import { PassThrough } from 'node:stream'
import { setImmediate as turn } from 'node:timers/promises'
import type { TransactionRecord } from '../../src/shared/contract.ts'
import { EXPORT_COLUMNS, exportCells, type ExportLanguage } from './export-cells.ts'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Column widths in characters, for the values they hold. */
const WIDTHS = [20, 22, 24, 9, 12, 28, 9, 15, 12, 15, 9, 20, 10, 40, 40, 24]

/**
 * The workbook of the records, given a slice at a time (the journal's export slices): each row is
 * committed as it is written (ExcelJS's streaming writer), so only the compressed file is held,
 * not a model of every cell.
 */
export async function xlsxFile(
  slices: Iterable<readonly TransactionRecord[]>,
  lang: ExportLanguage = 'en',
): Promise<Uint8Array> {
  const module = await import('exceljs')
  const ExcelJS = (module as unknown as { default?: typeof module }).default ?? module
  const out = new PassThrough()
  const chunks: Buffer[] = []
  out.on('data', (chunk: Buffer) => chunks.push(chunk))
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  })
  const sheet = workbook.addWorksheet('Enquiries', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = EXPORT_COLUMNS.map((header, i) => ({
    header,
    key: String(i),
    width: WIDTHS[i],
    style: { numFmt: '@' },
  }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  for (const slice of slices) {
    for (const record of slice)
      sheet.addRow(exportCells(record, lang).map((value) => value ?? '')).commit()
    // The event loop gets a turn between slices, as the CSV's stream gives it.
    await turn()
  }
  sheet.commit()
  await workbook.commit()
  return new Uint8Array(Buffer.concat(chunks))
}

/** `enquiries-2026-11-01-to-2026-11-23.xlsx` */
export function xlsxFileName(from: string, to: string): string {
  return `enquiries-${from}-to-${to}.xlsx`
}
