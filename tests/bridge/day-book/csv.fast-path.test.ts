// The CSV export's fast path (issue 21 item 7) writes the very bytes of the full rules: the bank-
// text guard's skipped steps (mobile, revealing mask, Aadhaar-like run) and the formula guard's
// first-character answer are checked against every step run on every cell, on generated records
// whose texts are made of what those rules look for.

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { guardBankText, guardBankTextFast } from '../../../bridge/day-book/bank-text-guard.ts'
import { csvRow, csvRowFullPath } from '../../../bridge/day-book/csv.ts'
import { startsLikeFormula, startsLikeFormulaFast } from '../../../bridge/day-book/formula-guard.ts'
import type { TransactionRecord } from '../../../src/shared/contract.ts'
import { verhoeffCheckDigit } from '../../../src/shared/verhoeff.ts'

/** Characters the guards look at, and a few they must leave alone. */
const PIECES = [
  ...'0123456789Xx*#\u2022\u25cf\u00b7 .-+=@,"\r\n\tabAZ',
  '\u200b',
  '\ufeff',
  '\u00ad',
  '\uff1d',
  '\uff0b',
  '\u2212',
  '\ufe62',
  '\u0301',
  '\u0338',
  '91',
  '+91 ',
  '0',
  'XXXX',
  '2345',
  'XXXXXXXX',
  '&#61;',
]

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''))

/** A 12-digit number that passes Verhoeff, as an Aadhaar number does, grouped as people write it. */
const aadhaarLike = fc.tuple(digits(11), fc.constantFrom('', ' ', '-', '.')).map(([d, sep]) => {
  const n = d + verhoeffCheckDigit(d)
  return [n.slice(0, 4), n.slice(4, 8), n.slice(8)].join(sep)
})

/** A mobile number ending in `last4`, with the prefixes and separators the guard knows. */
const mobileEnding = (last4: string) =>
  fc
    .tuple(
      fc.constantFrom('', '+91', '+91 ', '0', '91-'),
      fc.integer({ min: 6, max: 9 }),
      digits(5),
      fc.constantFrom('', ' ', '-', '.'),
    )
    .map(([p, first, mid, sep]) => `${p}${first}${mid}${sep}${last4}`)

/** A revealing mask: some digits before the last four, the rest hidden. */
const revealingMask = fc
  .tuple(
    digits(4),
    fc.constantFrom('XXXX', '****', '••••', 'xxxx'),
    digits(4),
    fc.constantFrom('', ' ', '-'),
  )
  .map(([a, m, b, sep]) => [a, m, b].join(sep))

function textOf(last4: string): fc.Arbitrary<string> {
  const part = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...PIECES) },
    { weight: 1, arbitrary: aadhaarLike },
    { weight: 1, arbitrary: mobileEnding(last4) },
    { weight: 1, arbitrary: revealingMask },
    { weight: 1, arbitrary: digits(12) },
    { weight: 1, arbitrary: fc.string({ maxLength: 4 }) },
  )
  return fc.array(part, { maxLength: 12 }).map((parts) => parts.join(''))
}

const record = digits(4).chain((last4) => {
  const text = textOf(last4)
  return fc.record({
    mobileMasked: fc.constantFrom(null, `XXXXXX${last4}`, `98765${last4.slice(0, 1)}${last4}`),
    rrn: fc.oneof(
      fc.constant(null),
      digits(12),
      aadhaarLike.map((a) => a.replace(/\D/g, '')),
    ),
    code: fc.option(text),
    status: fc.option(text),
    message: fc.option(text),
    stanNo: fc.option(text),
    clientRefNo: fc.option(text),
    bankCode: fc.option(text),
    bankMessage: fc.option(text),
    bankName: text,
    aadhaarMasked: fc.constantFrom(null, 'XXXXXXXX0124', `XXXXXXXX${last4}`),
  })
})

function recordFrom(fields: Record<string, unknown>): TransactionRecord {
  return {
    id: 'mbt7k2q-0a1b2c3d4e',
    operation: 'balance-enquiry',
    startedAt: '2026-11-23T14:35:09.120Z',
    finishedAt: '2026-11-23T14:35:11.000Z',
    merchantLoginId: 'MER001',
    bankiin: '608001',
    outcome: 'success',
    displayMessage: 'x',
    guidance: 'x',
    errorCode: null,
    transactionDateTime: null,
    ...fields,
  } as unknown as TransactionRecord
}

describe('the CSV export fast path', () => {
  it('guards a bank text exactly as the full rule does', () => {
    fc.assert(
      fc.property(record, (r) => {
        for (const text of [r.code, r.status, r.message, r.stanNo, r.clientRefNo, r.bankMessage])
          expect(guardBankTextFast(text, r.mobileMasked, r.rrn)).toBe(
            guardBankText(text, r.mobileMasked, r.rrn),
          )
      }),
      { numRuns: 3000 },
    )
  })

  it('takes a cell for a formula exactly when the full guard does', () => {
    const cell = fc.array(fc.constantFrom(...PIECES), { maxLength: 6 }).map((p) => p.join(''))
    fc.assert(
      fc.property(
        fc.oneof(cell, fc.string(), fc.string({ unit: 'binary', maxLength: 6 })),
        (text) => {
          expect(startsLikeFormulaFast(text)).toBe(startsLikeFormula(text))
        },
      ),
      { numRuns: 5000 },
    )
  })

  it('writes the same row as every rule on every cell, in both languages', () => {
    fc.assert(
      fc.property(record, fc.constantFrom('en', 'hi'), (fields, lang) => {
        const r = recordFrom(fields)
        expect(csvRow(r, lang)).toBe(csvRowFullPath(r, lang))
      }),
      { numRuns: 2000 },
    )
  })

  it('still masks what the full rule masks (the generated texts reach every step)', () => {
    const guarded = guardBankTextFast(
      'call +91 98765 43210 or 2345 6789 0124, 2345XXXX0124',
      'XXXXXX3210',
      null,
    )
    expect(guarded).toBe(
      guardBankText('call +91 98765 43210 or 2345 6789 0124, 2345XXXX0124', 'XXXXXX3210', null),
    )
    expect(guarded).not.toMatch(/43210|2345/)
  })
})
