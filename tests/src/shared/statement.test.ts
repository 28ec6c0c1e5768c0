import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { RawStatementEntry } from '../../../src/shared/contract.ts'
import {
  decodeNarration,
  deriveYears,
  directionOf,
  normaliseEntries,
  readRawEntries,
  referenceDate,
} from '../../../src/shared/statement.ts'
import { parseAmount } from '../../../src/shared/amount.ts'

const day = (iso: string) => new Date(iso + 'T00:00:00Z')

describe('decodeNarration', () => {
  it.each([
    [' Int.Pd:361390822 ', 'Int.Pd:361390822'],
    [' CC%20PAYMENT     ', 'CC PAYMENT'],
    [' NEFT-SALARY-ACME%20TRADERS ', 'NEFT-SALARY-ACME TRADERS'],
    [' LPG SUBSIDY%2FDBTL ', 'LPG SUBSIDY/DBTL'],
    ['100%25 CASHBACK', '100% CASHBACK'],
    ['%E0%A4%85%E0%A4%A8%E0%A4%BF%E0%A4%B2', 'अनिल'],
  ])('trims and decodes valid escapes: %j -> %j', (raw, shown) => {
    expect(decodeNarration(raw)).toBe(shown)
  })

  it.each([
    [' 10% CASHBACK+OFFER ', '10% CASHBACK+OFFER'],
    ['UPI+P2P+TRANSFER', 'UPI+P2P+TRANSFER'],
    ['%', '%'],
    ['50%', '50%'],
    ['%2', '%2'],
    ['%ZZ OFFER', '%ZZ OFFER'],
    ['%%20X', '% X'],
    ['%G1%20X', '%G1 X'],
  ])('keeps a literal percent sign or plus that is not a valid escape: %j -> %j', (raw, shown) => {
    expect(decodeNarration(raw)).toBe(shown)
  })

  it.each([
    ['%FF%41', '%FFA'],
    ['%E0%A4 CUT', '%E0%A4 CUT'],
    ['AB%C3%28', 'AB%C3('],
  ])(
    'keeps escapes that are not valid UTF-8 as sent, decoding the ASCII ones: %j -> %j',
    (raw, shown) => {
      expect(decodeNarration(raw)).toBe(shown)
    },
  )

  it('collapses runs of spaces, tabs and escaped newlines into one space', () => {
    expect(decodeNarration('ATM  WDL\t0453%0AMUMBAI   ')).toBe('ATM WDL 0453 MUMBAI')
  })

  it('gives an empty string for a narration of spaces only', () => {
    expect(decodeNarration('     ')).toBe('')
    expect(decodeNarration('')).toBe('')
  })

  it('never throws, whatever the bank sends', () => {
    const escapeLike = fc
      .array(
        fc.oneof(
          fc.constantFrom(
            '%',
            '+',
            ' ',
            '%2',
            '%20',
            '%25',
            '%E0',
            '%A4',
            '%85',
            '%FF',
            '%C3',
            '%ZZ',
            '%%',
          ),
          fc.string({ unit: 'binary', maxLength: 4 }),
          fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF%'), maxLength: 6 }),
        ),
        { maxLength: 20 },
      )
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(
        fc.oneof(escapeLike, fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })),
        (raw) => {
          const shown = decodeNarration(raw)
          expect(typeof shown).toBe('string')
          expect(shown).toBe(shown.trim())
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('undoes encodeURIComponent for any text, up to spacing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(decodeNarration(encodeURIComponent(text))).toBe(text.replace(/\s+/g, ' ').trim())
      }),
    )
  })

  it('leaves text without a percent sign as it is, apart from spacing', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }).filter((s) => !s.includes('%')),
        (text) => {
          expect(decodeNarration(text)).toBe(text.replace(/\s+/g, ' ').trim())
        },
      ),
    )
  })
})

describe('parseAmount', () => {
  it.each([
    ['1.0', 1],
    ['1000', 1000],
    ['  1250.50', 1250.5],
    ['1250.50  ', 1250.5],
    ['1,250.50', 1250.5],
    ['-5', -5],
    ['+5', 5],
    ['.5', 0.5],
    ['5.', 5],
    ['0', 0],
  ])('reads %j as %d', (raw, value) => {
    expect(parseAmount(raw)).toBe(value)
  })

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['1.2.3'],
    ['Infinity'],
    ['1e3'],
    ['Rs. 100'],
    ['NaN'],
    ['--5'],
  ])('gives null for %j', (raw) => {
    expect(parseAmount(raw)).toBeNull()
  })
})

describe('directionOf', () => {
  it.each([
    ['Cr', 'credit'],
    ['CR', 'credit'],
    [' cr ', 'credit'],
    ['C', 'credit'],
    ['Credit', 'credit'],
    ['Dr', 'debit'],
    ['DR', 'debit'],
    ['d', 'debit'],
    ['DEBIT', 'debit'],
    ['', 'unknown'],
    ['X', 'unknown'],
    ['Cr/Dr', 'unknown'],
  ] as const)('reads %j as %s', (txnType, direction) => {
    expect(directionOf(txnType)).toBe(direction)
  })
})

describe('deriveYears', () => {
  it('derives years for the spec sample, where 09/30 is at the top and the bottom', () => {
    const dates = ['09/30', '09/30', '08/16', '06/30', '03/31', '12/31', '10/05', '09/30']
    expect(deriveYears(dates, day('2025-10-03'))).toEqual([
      '2025-09-30',
      '2025-09-30',
      '2025-08-16',
      '2025-06-30',
      '2025-03-31',
      '2024-12-31',
      '2024-10-05',
      '2024-09-30',
    ])
  })

  it('puts an entry later in the year than the transaction date in the year before', () => {
    expect(deriveYears(['12/30', '11/02'], day('2025-01-05'))).toEqual(['2024-12-30', '2024-11-02'])
  })

  it('keeps an entry of the transaction day itself in the same year', () => {
    expect(deriveYears(['01/05', '01/05', '01/04'], day('2025-01-05'))).toEqual([
      '2025-01-05',
      '2025-01-05',
      '2025-01-04',
    ])
  })

  it('accepts single-digit months and days and surrounding spaces', () => {
    expect(deriveYears([' 9/3 ', '8/31'], day('2025-10-03'))).toEqual(['2025-09-03', '2025-08-31'])
  })

  it('gives an empty list for no entries', () => {
    expect(deriveYears([], day('2025-10-03'))).toEqual([])
  })

  it.each([
    [['01/01', '02/01', '03/01', '04/01'], 'a list oldest first'],
    [['09/30', '12/01', '01/05', '12/10', '12/20'], 'more year changes than a statement can hold'],
    [['09/30', '9-29'], 'an unreadable date'],
    [['09/30', ''], 'an empty date'],
    [['13/01'], 'month 13'],
    [['00/10'], 'month 0'],
    [['09/00'], 'day 0'],
    [['09/31'], '31 September'],
    [['02/30'], '30 February'],
    [['2025-09-30'], 'a date that is not MM/DD'],
  ])('gives null for every entry when the walk is not safe: %j (%s)', (dates, _why) => {
    const years = deriveYears(dates, day('2025-10-03'))
    expect(years).toHaveLength(dates.length)
    expect(years.every((y) => y === null)).toBe(true)
  })

  it('places 02/29 in a leap year', () => {
    expect(deriveYears(['03/01', '02/29'], day('2024-03-10'))).toEqual(['2024-03-01', '2024-02-29'])
    expect(deriveYears(['01/02', '02/29'], day('2025-01-10'))).toEqual(['2025-01-02', '2024-02-29'])
  })

  it('refuses 02/29 when the walk lands on a year that has none', () => {
    expect(deriveYears(['03/01', '02/29'], day('2025-03-10'))).toEqual([null, null])
  })
})

describe('referenceDate', () => {
  const now = new Date('2025-12-31T20:00:00Z')

  it('takes the calendar day of the upstream transactionDateTime', () => {
    expect(referenceDate('2025-10-03 14:22:01', now).toISOString()).toBe('2025-10-03T00:00:00.000Z')
  })

  it.each([[undefined], [null], [''], ['03/10/2025'], [20251003], ['garbage']])(
    'falls back to the day in India when the time is %j',
    (value) => {
      // 20:00 UTC on 31 December is already 1 January in India.
      expect(referenceDate(value, now).getUTCFullYear()).toBe(2026)
      expect(referenceDate(value, now).getUTCMonth()).toBe(0)
    },
  )
})

describe('readRawEntries', () => {
  it('reads entries into strings and skips what is not an object', () => {
    expect(
      readRawEntries([
        { date: '09/30', txnType: 'Cr', amount: '1.0', narration: ' X ' },
        { date: '09/29', txnType: 'Dr', amount: 250.5, narration: null },
        null,
        'entry',
        42,
        { date: ['09/28'], amount: Number.NaN },
      ]),
    ).toEqual([
      { date: '09/30', txnType: 'Cr', amount: '1.0', narration: ' X ' },
      { date: '09/29', txnType: 'Dr', amount: '250.5', narration: '' },
      { date: '', txnType: '', amount: '', narration: '' },
    ])
  })

  it.each([[undefined], [null], [''], [{}], ['[]']])('gives no entries for %j', (list) => {
    expect(readRawEntries(list)).toEqual([])
  })
})

describe('normaliseEntries', () => {
  const raw: RawStatementEntry[] = [
    { date: '09/30', txnType: 'Cr', amount: '1.0', narration: ' Int.Pd:361390822 ' },
    { date: ' 12/31', txnType: 'Dr', amount: '  1250.50', narration: ' CC%20PAYMENT     ' },
    { date: '10/05', txnType: '?', amount: 'n/a', narration: ' 10% CASHBACK+OFFER ' },
  ]

  it('cleans each entry for display and keeps the values as sent', () => {
    expect(normaliseEntries(raw, day('2025-10-03'))).toEqual([
      {
        date: '09/30',
        isoDate: '2025-09-30',
        txnType: 'Cr',
        direction: 'credit',
        amount: '1.0',
        amountValue: 1,
        narration: 'Int.Pd:361390822',
        rawNarration: ' Int.Pd:361390822 ',
      },
      {
        date: '12/31',
        isoDate: '2024-12-31',
        txnType: 'Dr',
        direction: 'debit',
        amount: '  1250.50',
        amountValue: 1250.5,
        narration: 'CC PAYMENT',
        rawNarration: ' CC%20PAYMENT     ',
      },
      {
        date: '10/05',
        isoDate: '2024-10-05',
        txnType: '?',
        direction: 'unknown',
        amount: 'n/a',
        amountValue: null,
        narration: '10% CASHBACK+OFFER',
        rawNarration: ' 10% CASHBACK+OFFER ',
      },
    ])
  })

  it('keeps the upstream order and gives no year where the walk is unsafe', () => {
    const ascending = ['01/01', '02/01', '03/01', '04/01'].map((date) => ({
      date,
      txnType: 'Cr',
      amount: '1',
      narration: 'x',
    }))
    const entries = normaliseEntries(ascending, day('2025-10-03'))
    expect(entries.map((e) => e.date)).toEqual(['01/01', '02/01', '03/01', '04/01'])
    expect(entries.map((e) => e.isoDate)).toEqual([null, null, null, null])
  })

  it('gives no entries for an empty statement', () => {
    expect(normaliseEntries([], day('2025-10-03'))).toEqual([])
  })
})
