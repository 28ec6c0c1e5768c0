// The day book as an Excel workbook, beside the CSV: the same columns and values
// (export-cells.ts). The time is a real Excel date: Excel has no time zones, so the cell holds the
// India wall time and the header says so. Every other cell is a string in the text number format
// '@': Excel shows a 12-digit RRN and a STAN whole (in a CSV it shows 5.27614E+11, and leading
// zeros go), and never evaluates a cell: a string cell is no formula, and '@' keeps a cell the
// merchant edits text too, so the bank's `=…` needs no apostrophe here. Written by ExcelJS's
// streaming writer (exceljs, the most used workbook library on npm), loaded only when a workbook is
// asked for.

import { PassThrough } from 'node:stream'
import { setImmediate as turn } from 'node:timers/promises'
import type { TransactionRecord } from '../../src/shared/contract.ts'
import { EXPORT_COLUMNS, exportCells, type ExportLanguage } from './export-cells.ts'
import { pagedChunks } from './paged-export.ts'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The time column's header: the zone of the wall time its dates hold. */
export const XLSX_TIME_HEADER = 'Time (IST, UTC+05:30)'
export const XLSX_TIME_FORMAT = 'dd/mm/yyyy hh:mm:ss'
const IST_OFFSET_MS = 330 * 60_000

/** Column widths in characters, for the values they hold. */
const WIDTHS = [20, 22, 24, 9, 12, 28, 9, 15, 12, 15, 9, 20, 10, 40, 40, 24]

/**
 * A Date whose UTC fields are the India wall time of `iso`: ExcelJS writes a Date's UTC fields as
 * the serial number, so Excel shows the time as the desk saw it.
 */
export function indiaWallDate(iso: string): Date {
  return new Date(Date.parse(iso) + IST_OFFSET_MS)
}

/**
 * The workbook of the records, as bytes chunk by chunk, one chunk per journal slice
 * (paged-export.ts): each row is committed as it is written and the zip's output handed on, so
 * only a slice and what the compressor has not yet emitted are held, never the whole file.
 */
export async function* xlsxChunks(
  slices: Iterable<readonly TransactionRecord[]>,
  lang: ExportLanguage = 'en',
): AsyncGenerator<Uint8Array, void, undefined> {
  const module = await import('exceljs')
  const ExcelJS = (module as unknown as { default?: typeof module }).default ?? module
  const out = new PassThrough()
  let pending: Buffer[] = []
  out.on('data', (chunk: Buffer) => pending.push(chunk))
  const take = (): Uint8Array => {
    const bytes = Buffer.concat(pending)
    pending = []
    return bytes
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  })
  const sheet = workbook.addWorksheet('Enquiries', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = EXPORT_COLUMNS.map((header, i) => ({
    header: i === 0 ? XLSX_TIME_HEADER : header,
    key: String(i),
    width: WIDTHS[i],
    style: { numFmt: i === 0 ? XLSX_TIME_FORMAT : '@' },
  }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  yield* pagedChunks(
    slices,
    async (slice) => {
      for (const record of slice) {
        const cells: (string | Date)[] = exportCells(record, lang).map((value) => value ?? '')
        cells[0] = indiaWallDate(record.startedAt)
        sheet.addRow(cells).commit()
      }
      // The compressor's output of these rows arrives on later turns; what has come is sent.
      await turn()
      return take()
    },
    'xlsx',
  )
  sheet.commit()
  await workbook.commit()
  yield take()
}

/** `enquiries-2026-11-01-to-2026-11-23.xlsx` */
export function xlsxFileName(from: string, to: string): string {
  return `enquiries-${from}-to-${to}.xlsx`
}
