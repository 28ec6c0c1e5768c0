// The day book's workbook as the bridge writes it (bridge/day-book/xlsx.ts, zip-stream.ts), read back
// by two readers that share no code with it: ExcelJS (every cell's value, type and number format)
// and Python's zipfile and expat (every entry's CRC-32 and sizes, every part well-formed XML). And
// that it streams: the first compressed rows leave before the journal's last slice is read.

import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { EXPORT_COLUMNS, exportCells } from '../../../bridge/day-book/export-cells.ts'
import {
  XLSX_TIME_FORMAT,
  XLSX_TIME_HEADER,
  indiaWallDate,
  xlsxCells,
  xlsxChunks,
} from '../../../bridge/day-book/xlsx.ts'
import { MAX_CELL } from '../../../bridge/redaction/bounds.ts'
import type { TransactionRecord } from '../../../src/shared/contract.ts'
import { benchRecord } from '../../../bench/journal-generate.ts'

const START = Date.parse('2026-11-20T18:45:07.000Z')

/** Records with every awkward text: XML's own characters, controls, edge spaces, Hindi, a long one. */
function awkwardRecords(): TransactionRecord[] {
  const records = Array.from({ length: 40 }, (_, i) => benchRecord(i, START + i * 61_000))
  Object.assign(records[1]!, { message: 'a < b && c > d "quoted" \'single\'' })
  Object.assign(records[2]!, { message: '  two spaces before, one after ' })
  Object.assign(records[3]!, { message: 'bell\u0007 and form feed\u000c and tab\there' })
  Object.assign(records[4]!, { bankName: 'पंजाब नैशनल बैंक <मुख्य> & शाखा' })
  Object.assign(records[5]!, { message: '=HYPERLINK("http://x")' })
  Object.assign(records[6]!, { message: 'x'.repeat(MAX_CELL + 5_000) })
  Object.assign(records[7]!, { message: 'line one\r\nline two' })
  return records
}

async function workbookBytes(
  slices: Iterable<readonly TransactionRecord[]>,
  lang: 'en' | 'hi' = 'en',
): Promise<Buffer> {
  const chunks: Uint8Array[] = []
  for await (const chunk of xlsxChunks(slices, lang)) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/** As a reader of XML sees a text: controls other than tab and line breaks gone, CR LF as LF. */
const asXmlReads = (text: string) =>
  text.replace(/[\x00-\x08\x0b\x0c\x0e-\x1f]/g, '').replace(/\r\n?/g, '\n')

describe('the day-book workbook', () => {
  it('reads back in ExcelJS cell by cell: a date in the India wall time, then texts in the text format', async () => {
    const records = awkwardRecords()
    const bytes = await workbookBytes([records.slice(0, 25), records.slice(25)], 'hi')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Enquiries'])
    const sheet = workbook.worksheets[0]!
    expect(sheet.rowCount).toBe(records.length + 1)
    expect(sheet.getRow(1).getCell(1).value).toBe(XLSX_TIME_HEADER)
    expect(sheet.getRow(1).getCell(10).value).toBe('RRN')
    expect(sheet.getRow(1).font?.bold ?? sheet.getRow(1).getCell(1).font?.bold).toBe(true)
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    records.forEach((record, i) => {
      const row = sheet.getRow(i + 2)
      const time = row.getCell(1)
      expect(time.value).toBeInstanceOf(Date)
      expect(Math.round((time.value as Date).getTime() / 1000)).toBe(
        indiaWallDate(record.startedAt).getTime() / 1000,
      )
      expect(time.numFmt).toBe(XLSX_TIME_FORMAT)
      const expected = xlsxCells(record, 'hi')
      for (let c = 1; c < 16; c++) {
        const cell = row.getCell(c + 1)
        expect(cell.value ?? '').toBe(asXmlReads(expected[c] ?? ''))
        expect(cell.numFmt).toBe('@')
        expect(cell.formula).toBeUndefined()
      }
    })
    expect(sheet.getRow(3).getCell(15).value).toBe('a < b && c > d "quoted" \'single\'')
    expect(sheet.getRow(4).getCell(15).value).toBe('  two spaces before, one after ')
    expect((sheet.getRow(8).getCell(15).value as string).length).toBeLessThanOrEqual(MAX_CELL)
    expect(sheet.getRow(2).getCell(10).value).toBe(records[0]!.rrn)
  })

  it('is a zip whose every CRC-32 and size checks and whose every part is well-formed XML, for Python', () => {
    return workbookBytes([awkwardRecords()]).then((bytes) => {
      const file = join(mkdtempSync(join(tmpdir(), 'xlsx-')), 'day-book.xlsx')
      writeFileSync(file, bytes)
      const script = [
        'import sys, zipfile, xml.parsers.expat',
        'z = zipfile.ZipFile(sys.argv[1])',
        'assert z.testzip() is None',
        'for name in z.namelist():',
        '    xml.parsers.expat.ParserCreate().Parse(z.read(name), True)',
        'print(" ".join(sorted(z.namelist())))',
      ].join('\n')
      const names = execFileSync('python3', ['-c', script, file], { encoding: 'utf8' }).trim()
      expect(names.split(' ')).toEqual([
        '[Content_Types].xml',
        '_rels/.rels',
        'xl/_rels/workbook.xml.rels',
        'xl/styles.xml',
        'xl/workbook.xml',
        'xl/worksheets/sheet1.xml',
      ])
    })
  })

  it('sends the first rows compressed before the last slice of the journal is read', async () => {
    const SLICES = 40
    let read = 0
    function* slices() {
      for (let s = 0; s < SLICES; s++) {
        read++
        yield Array.from({ length: 512 }, (_, i) => benchRecord(s * 512 + i, START + s * 512 + i))
      }
    }
    const seen: { bytes: number; read: number }[] = []
    for await (const chunk of xlsxChunks(slices())) seen.push({ bytes: chunk.length, read })
    // Past the fixed parts and the header, every slice gives a chunk of its own rows, made while
    // that slice is the last one read.
    const rowChunks = seen.filter((s) => s.bytes > 0).slice(2, -1)
    expect(rowChunks.length).toBeGreaterThan(SLICES / 2)
    expect(rowChunks[0]!.read).toBeLessThan(SLICES / 4)
    // A slice's rows deflate to tens of KiB; the whole sheet is far more than any one chunk.
    const total = seen.reduce((sum, s) => sum + s.bytes, 0)
    expect(Math.max(...seen.map((s) => s.bytes))).toBeLessThan(total / 10)
  })

  it('is a valid empty workbook, header only, when nothing matches', async () => {
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await workbookBytes([])) as unknown as ArrayBuffer)
    expect(workbook.worksheets[0]!.rowCount).toBe(1)
    expect(workbook.worksheets[0]!.autoFilter).toBe('A1:R1')
  })

  it('reads as a person reads a sheet: headers in sentence case, a filter on them, the Aadhaar as on screen', async () => {
    const records = awkwardRecords()
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await workbookBytes([records])) as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    const headers = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(headers).toEqual([
      XLSX_TIME_HEADER,
      'Operation',
      'Outcome',
      'Code',
      'Status',
      'Bank',
      'IIN',
      'Aadhaar',
      'Mobile',
      'RRN',
      'STAN',
      'Client reference',
      'Bank code',
      'Bank message',
      'Message',
      'Transaction id',
      'Cause',
      'Operator',
    ])
    // Excel's filter buttons on the header row, over every record's row.
    expect(sheet.autoFilter).toBe(`A1:R${records.length + 1}`)
    const aadhaar = EXPORT_COLUMNS.indexOf('Aadhaar') + 1
    records.forEach((record, i) => {
      const last4 = record.aadhaarMasked!.slice(-4)
      expect(sheet.getRow(i + 2).getCell(aadhaar).value).toBe(`XXXX XXXX ${last4}`)
      // The CSV keeps the record's own form for the programs that read it.
      expect(exportCells(record)[aadhaar - 1]).toBe(`XXXXXXXX${last4}`)
    })
  })
})
