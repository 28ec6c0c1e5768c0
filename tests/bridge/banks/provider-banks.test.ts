import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BANK_LIST_MAX_ENTRIES, BANK_NAME_MAX_LENGTH } from '../../../bridge/banks/bank-name.ts'
import { parseProviderBanks, readKeptBanks } from '../../../bridge/banks/provider-banks.ts'

const entry = (iin: unknown, bank: unknown) => ({ bankId: 1, iin, bank, url: 'http://x/l.jpg' })

describe('parseProviderBanks', () => {
  it('turns numeric IINs into strings, keeps names as sent and drops logos', () => {
    const got = parseProviderBanks({
      code: '0x0200',
      data: [entry(608112, 'Allahabad Bank'), entry(607094, 'State Bank of India')],
    })
    expect(got).toEqual({
      banks: [
        { iin: '608112', name: 'Allahabad Bank' },
        { iin: '607094', name: 'State Bank of India' },
      ],
      skipped: 0,
    })
  })

  it('skips entries without a usable IIN or name, and a repeated IIN', () => {
    const got = parseProviderBanks({
      code: '0x0200',
      status: 'SUCCESS',
      data: [
        entry(607094, 'State Bank of India'),
        entry(607094, 'SBI again'),
        entry(-5, 'Negative'),
        entry(1.5, 'Fraction'),
        entry('60A', 'Letters'),
        entry(12345678901, 'Eleven digits'),
        entry(606985, ''),
        entry(606985, null),
        null,
        'text',
      ],
    })
    expect(got).toEqual({ banks: [{ iin: '607094', name: 'State Bank of India' }], skipped: 9 })
  })

  it.each([
    ['a failure', { code: '0x0202', status: 'FAILURE', message: 'No record found' }],
    ['an empty list', { code: '0x0200', data: [] }],
    ['a list of garbage', { code: '0x0200', data: [null, 1, 'x'] }],
    ['data not a list', { code: '0x0200', data: { banks: [] } }],
    ['no envelope', [entry(607094, 'SBI')]],
    ['an unknown code', { code: '0x0299', data: [entry(607094, 'SBI')] }],
    ['nothing', null],
  ])('gives nothing for %s, so the bridge falls back', (_why, json) => {
    expect(parseProviderBanks(json)).toBeNull()
  })

  it('property: never throws on any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const got = parseProviderBanks({ code: '0x0200', data: json })
        if (got && 'banks' in got)
          for (const bank of got.banks) expect(bank.iin).toMatch(/^\d{1,10}$/)
      }),
    )
  })

  // The review's hostile names were kept as sent.
  it.each([
    ['a bidi override', 'Bidi \u202Eknab live\u202C Bank'],
    ['an isolate', 'Isolate \u2066x\u2069 Bank'],
    ['a CRLF inside', 'CRLF\r\nInjected,Row Bank'],
    ['a C1 control', 'Next\u0085Line Bank'],
    ['a NUL', 'Nul\u0000 Bank'],
    ['a byte-order mark inside', 'Bom\uFEFF Bank'],
    ['a zero-width space', '\u200B=1+1 Bank'],
    ['a stray joiner', 'Joiner\u200D Bank'],
    ['a 100,000-character name', 'X'.repeat(100_000)],
    ['a name one over the bound', 'B'.repeat(BANK_NAME_MAX_LENGTH + 1)],
  ])('refuses the whole list for %s, naming the IIN', (_why, bank) => {
    const got = parseProviderBanks({
      code: '0x0200',
      data: [entry(607094, 'State Bank of India'), entry(600005, bank)],
    })
    expect(got).toMatchObject({ refused: expect.stringContaining('IIN 600005') })
  })

  it('refuses a list longer than the bound', () => {
    const data = Array.from({ length: BANK_LIST_MAX_ENTRIES + 1 }, (_, i) => entry(600000 + i, 'B'))
    expect(parseProviderBanks({ code: '0x0200', data })).toMatchObject({
      refused: expect.stringMatching(/more than 3000/),
    })
  })

  it('tidies spaces and tabs, keeps a Hindi name with its joiners, and a name at the bound', () => {
    const hindi = 'भारतीय स्टेट बैंक क्\u200Dष'
    const got = parseProviderBanks({
      code: '0x0200',
      data: [
        entry(607094, '  State\tBank  of India '),
        entry(600001, hindi),
        entry(600002, 'B'.repeat(BANK_NAME_MAX_LENGTH)),
      ],
    })
    expect(got && 'banks' in got && got.banks.map((b) => b.name)).toEqual(
      expect.arrayContaining(['State Bank of India', hindi, 'B'.repeat(BANK_NAME_MAX_LENGTH)]),
    )
  })

  it('property: every name of an accepted list is clean and bounded', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            iin: fc.integer({ min: 1, max: 999999 }),
            bank: fc.string({ unit: 'grapheme', maxLength: 200 }),
          }),
        ),
        (items) => {
          const got = parseProviderBanks({ code: '0x0200', data: items })
          if (got === null || 'refused' in got) return
          for (const { name } of got.banks) {
            expect([...name].length).toBeLessThanOrEqual(BANK_NAME_MAX_LENGTH)
            expect(name).not.toMatch(
              /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/,
            )
            expect(name).toBe(name.trim())
          }
        },
      ),
    )
  })
})

describe('readKeptBanks', () => {
  it('reads back what the bridge kept', () => {
    const kept = { fetchedAt: '2026-11-23T05:00:00.000Z', banks: [{ iin: '607094', name: 'SBI' }] }
    expect(readKeptBanks(kept)).toEqual(kept)
  })

  it('does not use a list kept before issue 24 that holds a hostile name', () => {
    const kept = {
      fetchedAt: '2026-11-23T05:00:00.000Z',
      banks: [{ iin: '600005', name: 'Bidi \u202Eknab\u202C' }],
    }
    expect(readKeptBanks(kept)).toBeNull()
  })

  it.each([null, {}, { fetchedAt: 'x', banks: [] }, { fetchedAt: '2026-11-23', banks: [] }])(
    'gives nothing for %j',
    (json) => {
      expect(readKeptBanks(json)).toBeNull()
    },
  )
})
