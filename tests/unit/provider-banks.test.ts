import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseProviderBanks, readKeptBanks } from '../../bridge/banks/provider-banks.ts'

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
        if (got) for (const bank of got.banks) expect(bank.iin).toMatch(/^\d{1,10}$/)
      }),
    )
  })
})

describe('readKeptBanks', () => {
  it('reads back what the bridge kept', () => {
    const kept = { fetchedAt: '2026-11-23T05:00:00.000Z', banks: [{ iin: '607094', name: 'SBI' }] }
    expect(readKeptBanks(kept)).toEqual(kept)
  })

  it.each([null, {}, { fetchedAt: 'x', banks: [] }, { fetchedAt: '2026-11-23', banks: [] }])(
    'gives nothing for %j',
    (json) => {
      expect(readKeptBanks(json)).toBeNull()
    },
  )
})
