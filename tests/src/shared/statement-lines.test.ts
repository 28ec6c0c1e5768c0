import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cleanStatementEntries,
  findStatementList,
  parseStatementLine,
  UNRECOGNISED_NOTE,
} from '../../../src/shared/statement-lines.ts'

const REFERENCE = new Date(Date.UTC(2026, 10, 23))
const pad2 = (n: number) => String(n).padStart(2, '0')

/** A narration as a bank's fixed-width field has it: printable, no surrounding spaces. */
const narration = fc
  .stringMatching(/^[A-Za-z0-9/:.\-@ ]{0,30}$/)
  .map((s) => s.trim().replace(/\s+/g, ' '))

const validLine = fc.record({
  day: fc.integer({ min: 1, max: 31 }),
  month: fc.integer({ min: 1, max: 12 }),
  narration,
  marker: fc.constantFrom('C', 'D'),
  paise: fc.integer({ min: 0, max: 99_999_999_99 }),
  width: fc.integer({ min: 0, max: 16 }),
  gap: fc.integer({ min: 1, max: 4 }),
})

interface LineParts {
  day: number
  month: number
  narration: string
  marker: string
  paise: number
  width: number
  gap: number
}

function lineOf(v: LineParts): string {
  const figure = (v.paise / 100).toFixed(2)
  const padded = figure.padStart(Math.max(figure.length, v.width), '0')
  const gap = ' '.repeat(v.gap)
  return `${pad2(v.day)}/${pad2(v.month)} ${v.narration.padEnd(30)}${gap}${v.marker} ${padded}`
}

describe('parseStatementLine', () => {
  it('reads the published shape: DD/MM, narration, C or D, zero-padded amount', () => {
    expect(parseStatementLine('23/11 UPI/412345678901/PAYTM    D 0000000150.50')).toEqual({
      day: 23,
      month: 11,
      narration: 'UPI/412345678901/PAYTM',
      direction: 'debit',
      marker: 'D',
      amount: '150.50',
      amountValue: 150.5,
    })
  })

  it('takes the last C or D before the amount, so a narration may end in one', () => {
    expect(parseStatementLine('01/04 CASH DEP BY D C 000000010000')).toMatchObject({
      narration: 'CASH DEP BY D',
      direction: 'credit',
      amountValue: 10000,
    })
  })

  it('reads a line with no narration', () => {
    expect(parseStatementLine('05/06 C 0000000001.00')).toMatchObject({
      narration: '',
      amountValue: 1,
    })
  })

  it('keeps an amount of zeros as 0', () => {
    expect(parseStatementLine('05/06 CHARGES D 0000000000.00')).toMatchObject({
      amount: '0.00',
      amountValue: 0,
    })
  })

  it('property: every well-formed line gives back its parts', () => {
    fc.assert(
      fc.property(validLine, (v) => {
        const parsed = parseStatementLine(lineOf(v))
        expect(parsed).not.toBeNull()
        expect(parsed).toMatchObject({
          day: v.day,
          month: v.month,
          narration: v.narration,
          direction: v.marker === 'C' ? 'credit' : 'debit',
          marker: v.marker,
        })
        expect(parsed!.amountValue).toBeCloseTo(v.paise / 100, 2)
        expect(parsed!.amount).not.toMatch(/^0\d/)
      }),
    )
  })

  it.each([
    ['no direction', '23/11 UPI PAYMENT 0000000150.50'],
    ['a direction that is not C or D', '23/11 UPI PAYMENT X 0000000150.50'],
    ['no amount', '23/11 UPI PAYMENT D'],
    ['an amount with letters', '23/11 UPI PAYMENT D 00000001O0.00'],
    ['a negative amount', '23/11 UPI PAYMENT D -0000000150.50'],
    ['month 13', '23/13 UPI PAYMENT D 0000000150.50'],
    ['day 0', '00/11 UPI PAYMENT D 0000000150.50'],
    ['day 32', '32/11 UPI PAYMENT D 0000000150.50'],
    ['no date', 'UPI PAYMENT D 0000000150.50'],
    ['a date with a year', '2026-11-23 UPI PAYMENT D 0000000150.50'],
    ['the direction glued to the amount', '23/11 UPI PAYMENT D0000000150.50'],
    ['an empty text', ''],
  ])('refuses a line with %s', (_why, line) => {
    expect(parseStatementLine(line)).toBeNull()
  })

  it('property: never throws, and whatever it accepts has a valid day, month and amount', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (input) => {
        const parsed = parseStatementLine(input)
        if (parsed === null) return
        expect(parsed.day).toBeGreaterThanOrEqual(1)
        expect(parsed.day).toBeLessThanOrEqual(31)
        expect(parsed.month).toBeGreaterThanOrEqual(1)
        expect(parsed.month).toBeLessThanOrEqual(12)
        expect(Number.isFinite(parsed.amountValue)).toBe(true)
      }),
    )
  })

  it('property: a well-formed line damaged in its date, direction or amount is refused', () => {
    const damage = fc.constantFrom(
      (l: string) => l.replace(/^\d\d\/\d\d/, '99/99'),
      (l: string) => l.replace(/ [CD] (\d)/, ' Q $1'),
      (l: string) => l.replace(/(\d)$/, '$1X'),
      (l: string) => l.replace(/^\d\d\//, ''),
    )
    fc.assert(
      fc.property(validLine, damage, (v, hurt) => {
        expect(parseStatementLine(hurt(lineOf(v)))).toBeNull()
      }),
    )
  })
})

describe('findStatementList', () => {
  it('finds the spec’s miniStatement list first', () => {
    expect(findStatementList({ miniStatement: [1], statement: [2] })).toEqual([1])
  })

  it('finds a statement list, and reads a text of lines as a list of lines', () => {
    expect(findStatementList({ statement: [2] })).toEqual([2])
    expect(findStatementList({ statement: '01/02 A C 1.00\r\nb\n\n' })).toEqual([
      '01/02 A C 1.00',
      'b',
    ])
  })

  it('finds nothing where there is no list, or a text without a statement line', () => {
    expect(findStatementList({ miniStatement: 'none' })).toBeNull()
    expect(findStatementList({})).toBeNull()
    expect(findStatementList({ a: [1], b: [{ x: 1 }], c: [{ y: 2 }] })).toBeNull()
  })

  it('reads a named list that is null or blank as no entries: the account had none', () => {
    expect(findStatementList({ miniStatement: null })).toEqual([])
    expect(findStatementList({ statement: ' ' })).toEqual([])
  })

  it('finds the one list of entries under a name of the provider’s own', () => {
    const entries = [{ date: '23/11', amount: '10' }]
    expect(findStatementList({ orderRefId: 'x', transactions: entries })).toEqual(entries)
  })
})

describe('cleanStatementEntries', () => {
  it('turns fixed-width lines into the same cleaned entries as the spec’s form, raw line kept', () => {
    const lines = [
      { narration: '23/11 UPI%20PAYMENT                 D 0000000150.50' },
      { narration: '30/09 Int.Pd:361390822              C 0000000001.00' },
    ]
    const got = cleanStatementEntries(lines, REFERENCE)
    expect(got.statementForm).toBe('lines')
    expect(got).not.toHaveProperty('statementNote')
    expect(got.miniStatement).toEqual([
      {
        date: '11/23',
        isoDate: '2026-11-23',
        txnType: 'D',
        direction: 'debit',
        amount: '150.50',
        amountValue: 150.5,
        narration: 'UPI PAYMENT',
        rawNarration: lines[0]!.narration,
        rawLine: lines[0]!.narration,
      },
      expect.objectContaining({
        date: '09/30',
        isoDate: '2026-09-30',
        direction: 'credit',
        amountValue: 1,
        narration: 'Int.Pd:361390822',
      }),
    ])
  })

  it('derives years for lines as for the spec’s form, going back a year when a date is later', () => {
    const got = cleanStatementEntries(
      ['02/01 A C 01.00', '30/12 B D 02.00', '30/09 C C 03.00'],
      REFERENCE,
    )
    expect(got.miniStatement.map((e) => e.isoDate)).toEqual([
      '2026-01-02',
      '2025-12-30',
      '2025-09-30',
    ])
  })

  it('reads the spec’s form as statement.ts does', () => {
    const got = cleanStatementEntries(
      [{ date: '11/20', txnType: 'Cr', amount: '1.0', narration: ' CC%20PAYMENT ' }],
      REFERENCE,
    )
    expect(got.statementForm).toBe('fields')
    expect(got.miniStatement[0]).toEqual({
      date: '11/20',
      isoDate: '2026-11-20',
      txnType: 'Cr',
      direction: 'credit',
      amount: '1.0',
      amountValue: 1,
      narration: 'CC PAYMENT',
      rawNarration: ' CC%20PAYMENT ',
    })
  })

  it('keeps entries in an unrecognised form raw, with a note, and dates the others', () => {
    const odd = { particulars: 'GST', value: '-11.80' }
    const got = cleanStatementEntries(
      ['23/11 A D 0001.00', odd, 'NOT A LINE', { date: '11/01', txnType: 'Dr', amount: '5' }],
      REFERENCE,
    )
    expect(got.statementForm).toBe('mixed')
    expect(got.statementNote).toBe(UNRECOGNISED_NOTE)
    expect(got.miniStatement.map((e) => e.isoDate)).toEqual([
      '2026-11-23',
      null,
      null,
      '2026-11-01',
    ])
    expect(got.miniStatement[1]).toMatchObject({
      unrecognised: true,
      direction: 'unknown',
      amountValue: null,
      rawLine: JSON.stringify(odd),
    })
    expect(got.miniStatement[2]).toMatchObject({ unrecognised: true, narration: 'NOT A LINE' })
  })

  it('property: never throws and keeps every entry that is not null, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 12 }), (list) => {
        const got = cleanStatementEntries(list, REFERENCE)
        expect(got.miniStatement).toHaveLength(
          list.filter((i) => i !== null && i !== undefined).length,
        )
        for (const entry of got.miniStatement) {
          expect(typeof entry.narration).toBe('string')
          expect(['credit', 'debit', 'unknown']).toContain(entry.direction)
        }
      }),
    )
  })
})
