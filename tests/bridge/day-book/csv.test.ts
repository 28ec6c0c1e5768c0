// GET /api/transactions/export.csv (docs/contract.md v1.2), read back with a real CSV parser: BOM,
// CRLF, RFC 4180 quoting, the header, the formula-injection guard on every prefix (past invisible
// and full-width characters too), operation and outcome in the desk's words,
// Hindi bank names, and never a balance, an entry or a full identifier.

import { parse } from 'csv-parse/sync'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CSV_COLUMNS, csvCell, csvFileName, toCsv } from '../../../bridge/day-book/csv.ts'
import type { TransactionRecord } from '../../../src/shared/contract.ts'
import { verhoeffCheckDigit, verhoeffValid } from '../../../src/shared/verhoeff.ts'
import { record } from '../../fixtures/records.ts'

const base = record({
  id: 'mbt7k2q-0a1b2c3d4e',
  operation: 'mini-statement',
  startedAt: '2026-11-23T14:35:09.120Z',
  finishedAt: '2026-11-23T14:35:11.000Z',
  bankiin: '608001',
  bankName: 'पंजाब नैशनल बैंक, "मुख्य" शाखा',
  message: 'line one\r\nline two, with "quotes"',
  displayMessage: 'x',
  guidance: 'x',
  transactionDateTime: null,
  availableBalance: '98765.43',
  entries: [
    {
      date: '11/20',
      isoDate: '2026-11-20',
      txnType: 'Dr',
      direction: 'debit',
      amount: '4321.00',
      amountValue: 4321,
      narration: 'SECRET-NARRATION',
      rawNarration: 'SECRET-NARRATION',
    },
  ],
})

const read = (csv: string) => parse(csv, { bom: true, relax_column_count: false }) as string[][]

describe('toCsv', () => {
  it('starts with a BOM, ends lines with CRLF, and has the contract’s columns in order', () => {
    const csv = toCsv([base])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv.endsWith('\r\n')).toBe(true)
    const rows = read(csv)
    expect(rows[0]).toEqual([...CSV_COLUMNS])
    expect(rows[0]).toEqual([
      'time (IST)',
      'operation',
      'outcome',
      'code',
      'status',
      'bank',
      'IIN',
      'Aadhaar',
      'mobile',
      'RRN',
      'STAN',
      'client reference',
      'bank code',
      'bank message',
      'message',
      'transaction id',
      'cause',
      'operator',
    ])
  })

  it('reads back every value, Hindi, commas, quotes and line breaks included', () => {
    const record = { ...base, bankCode: '00', bankMessage: 'स्वीकृत, "ठीक"' } as TransactionRecord
    const [, row] = read(toCsv([record]))
    expect(row).toEqual([
      '2026-11-23 20:05:09',
      'Mini statement',
      'Success',
      '0x0200',
      'SUCCESS',
      'पंजाब नैशनल बैंक, "मुख्य" शाखा',
      '608001',
      'XXXXXXXX0124',
      'XXXXXX3210',
      '512345678901',
      '123456',
      'CR1',
      '00',
      'स्वीकृत, "ठीक"',
      'line one\r\nline two, with "quotes"',
      'mbt7k2q-0a1b2c3d4e',
      '',
      '',
    ])
  })

  it.each(['=', '+', '-', '@', '\t', '\r'])(
    'puts a leading quote before a cell that begins with %j',
    (prefix) => {
      const evil = prefix + 'HYPERLINK("http://x.example","click")'
      const record = { ...base, message: evil, bankName: evil, clientRefNo: evil }
      const [, row] = read(toCsv([record]))
      expect(row![5]).toBe("'" + evil)
      expect(row![11]).toBe("'" + evil)
      expect(row![14]).toBe("'" + evil)
    },
  )

  it('never writes a balance, a statement entry or a full identifier', () => {
    const record = {
      ...base,
      aadhaarMasked: '234567890124', // a full number kept by mistake
      mobileMasked: '9876543210',
      message: 'customer 234567890124 done',
    }
    const csv = toCsv([record])
    expect(csv).not.toContain('98765.43')
    expect(csv).not.toContain('SECRET-NARRATION')
    expect(csv).not.toContain('4321')
    expect(csv).not.toContain('234567890124')
    expect(csv).not.toContain('9876543210')
    const [, row] = read(csv)
    expect(row![7]).toBe('XXXXXXXX0124')
    expect(row![8]).toBe('XXXXXX3210')
    expect(row![9]).toBe('512345678901') // the RRN is no Aadhaar number
  })

  it('writes only the header for nothing', () => {
    expect(read(toCsv([]))).toEqual([[...CSV_COLUMNS]])
  })
})

describe('operation and outcome in the desk’s words (issue 22)', () => {
  it('writes the screen’s English words, and Hindi ones with lang hi', () => {
    const [, en] = read(toCsv([base]))
    const [, hi] = read(toCsv([base], 'hi'))
    expect(en!.slice(1, 3)).toEqual(['Mini statement', 'Success'])
    expect(hi!.slice(1, 3)).toEqual(['मिनी स्टेटमेंट', expect.stringMatching(/^[\u0900-\u097f ()]+$/)])
  })

  it('writes the effective outcome: the settled one once a status check confirmed it', () => {
    const record = { ...base, outcome: 'pending', settledOutcome: 'failure' } as TransactionRecord
    expect(read(toCsv([record]))[1]![2]).toBe('Refused')
  })
})

describe('the formula guard past invisible and full-width characters (issue 24 N9)', () => {
  it.each([
    ['a zero-width space', '\u200B=1+1'],
    ['a byte-order mark', '\uFEFF=1+1'],
    ['a bidi mark and a space', '\u200F =1+1'],
    ['a word joiner', '\u2060@SUM(A1)'],
    ['a full-width equals sign', '＝1+1'],
    ['a full-width plus', "＋cmd|' /C calc'!A0"],
    ['a full-width minus', '－2+3'],
    ['a full-width at', '＠SUM(A1)'],
    ['a small equals sign', '﹦1+1'],
    ['a minus sign', '\u22122+3'],
    ['a zero-width space before a full-width equals', '\u200B＝1+1'],
  ])('prefixes a cell that begins with %s', (_what, evil) => {
    const [, row] = read(toCsv([{ ...base, message: evil, bankName: evil }]))
    expect(row![5]).toBe("'" + evil)
  })

  it('property: whatever skippable characters come first, a formula starter is prefixed', () => {
    const skippable = fc.constantFrom(
      ' ',
      '\u00a0',
      '\u200b',
      '\u200c',
      '\u200d',
      '\u200e',
      '\u200f',
      '\u202a',
      '\u202e',
      '\u2060',
      '\u2066',
      '\ufeff',
      '\u061c',
      '\u00ad',
    )
    const starter = fc.constantFrom(
      '=',
      '+',
      '-',
      '@',
      '＝',
      '＋',
      '－',
      '＠',
      '﹦',
      '﹢',
      '﹣',
      '﹫',
      '\u2212',
    )
    fc.assert(
      fc.property(
        fc.array(skippable, { maxLength: 6 }),
        starter,
        fc.string({ maxLength: 20 }),
        (before, first, rest) => {
          const evil = before.join('') + first + rest
          const [, row] = read(toCsv([{ ...base, bankName: evil }]))
          expect(row![5]!.startsWith("'")).toBe(true)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('leaves a cell that only contains a starter later alone', () => {
    expect(csvCell('Bal 1,000 = ok')).toBe('"Bal 1,000 = ok"')
    expect(csvCell('\u200BBank')).toBe('\u200BBank')
  })
})

describe('identifiers an older bridge journaled (issue 24 N3)', () => {
  it('re-masks a first-eight mask, the customer’s mobile and someone’s number sent as the rrn', () => {
    const other = '99990000001' + String(verhoeffCheckDigit('99990000001'))
    const record = {
      ...base,
      rrn: other,
      message: `mask 23456789XXXX mobile 9876543210 +91 98765-43210 linked ${other}`,
    } as TransactionRecord
    const [, row] = read(toCsv([record]))
    expect(row![9]).toBe(`XXXXXXXX${other.slice(-4)}`)
    expect(row![14]).toBe(
      // Issue 40: `+91 98765-43210` is one run of twelve places: masked as one, its last four shown.
      `mask XXXXXXXXXXXX mobile XXXXXX3210 +XXXXXXXX3210 linked XXXXXXXX${other.slice(-4)}`,
    )
  })

  it('keeps a real RRN of the record’s day whole, Verhoeff-valid or not, in its column and the text', () => {
    // 6 = 2026, day 327 = 23 November, 20h IST: the record's own time (NPCI's YDDDHH).
    const rrn = '63272012345' + String(verhoeffCheckDigit('63272012345'))
    expect(verhoeffValid(rrn)).toBe(true)
    const [, row] = read(toCsv([{ ...base, rrn, message: `RRN ${rrn} ok` }]))
    expect(row![9]).toBe(rrn)
    expect(row![14]).toBe(`RRN ${rrn} ok`)
  })
})

describe('csvCell', () => {
  it('leaves a plain cell alone and quotes only where RFC 4180 needs it', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell(null)).toBe('')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('-5')).toBe("'-5")
  })
})

describe('csvFileName', () => {
  it('names the range', () => {
    expect(csvFileName('2026-11-01', '2026-11-23')).toBe('enquiries-2026-11-01-to-2026-11-23.csv')
  })
})
