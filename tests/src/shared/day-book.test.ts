// The day book's filters (docs/contract.md v1.2): every filter, every bad value named by its field,
// and the India calendar day they are counted in.

import { describe, expect, it } from 'vitest'
import {
  dayBookSearchParams,
  hasFilters,
  checkDayBookFilters,
  checkDayBookQuery,
} from '../../../src/shared/day-book.ts'
import { BANK_CAUSES } from '../../../src/shared/bank-causes.ts'
import {
  dayNumberOfDate,
  indiaDate,
  indiaDateTime,
  startOfDayNumber,
} from '../../../src/shared/india-day.ts'

const parse = (query: string) => checkDayBookFilters(new URLSearchParams(query))

describe('checkDayBookFilters', () => {
  it('takes each filter', () => {
    expect(
      parse(
        'from=2026-11-01&to=2026-11-23&operation=balance-enquiry,mini-statement&outcome=success,merchant-auth-required&bankiin=607094&q=0124',
      ),
    ).toEqual({
      ok: true,
      value: {
        from: '2026-11-01',
        to: '2026-11-23',
        operations: ['balance-enquiry', 'mini-statement'],
        outcomes: ['success', 'merchant-auth-required'],
        bankiin: '607094',
        q: '0124',
      },
    })
  })

  it('takes no filter as no filter, and an emptied box as none', () => {
    expect(parse('')).toEqual({ ok: true, value: {} })
    expect(parse('q=&from=')).toEqual({ ok: true, value: {} })
    expect(hasFilters({})).toBe(false)
    expect(hasFilters({ q: '0124' })).toBe(true)
  })

  it('takes a comma list of causes from the one cause list, each once', () => {
    expect(parse('cause=finger-mismatch,%20merchant-blocked,finger-mismatch')).toEqual({
      ok: true,
      value: { causes: ['finger-mismatch', 'merchant-blocked'] },
    })
    for (const cause of BANK_CAUSES)
      expect(parse(`cause=${cause}`)).toEqual({ ok: true, value: { causes: [cause] } })
  })

  it('takes an emptied cause box as no filter by cause', () => {
    expect(parse('cause=')).toEqual({ ok: true, value: {} })
    expect(parse('cause=%20')).toEqual({ ok: true, value: {} })
  })

  it('refuses a cause the list does not hold, naming the field and the causes it takes', () => {
    for (const query of [
      'cause=fingermismatch',
      'cause=Finger-Mismatch',
      'cause=finger-mismatch,',
      'cause=finger-mismatch,unknown',
      'cause=finger-mismatch&cause=merchant-blocked',
    ]) {
      const parsed = parse(query)
      expect(parsed, query).toMatchObject({ ok: false, problem: { field: 'cause' } })
    }
    const parsed = parse('cause=fingermismatch')
    expect(!parsed.ok && parsed.problem.message).toMatch(
      /^cause must be a comma list of causes \(daily-limit, .*finger-mismatch.*merchant-blocked\)\.$/,
    )
  })

  it.each([
    ['from=2026-02-30', 'from'],
    ['from=23-11-2026', 'from'],
    ['to=2026-13-01', 'to'],
    ['to=yesterday', 'to'],
    ['from=2026-11-23&to=2026-11-01', 'to'],
    ['operation=balance', 'operation'],
    ['operation=balance-enquiry,', 'operation'],
    ['outcome=ok', 'outcome'],
    ['outcome=SUCCESS', 'outcome'],
    ['bankiin=SBI', 'bankiin'],
    ['bankiin=60709412345', 'bankiin'],
    ['q=12 34', 'q'],
    ['q=<script>', 'q'],
    ['q=' + 'x'.repeat(41), 'q'],
    ['from=2026-11-01&from=2026-11-02', 'from'],
  ])('refuses %s, naming %s', (query, field) => {
    const parsed = parse(query)
    expect(parsed.ok).toBe(false)
    expect(parsed).toMatchObject({ problem: { field, message: expect.any(String) } })
  })
})

describe('checkDayBookQuery', () => {
  const query = (q: string) => checkDayBookQuery(new URLSearchParams(q))

  it('pages by 50 by default, takes 1 to 500, refuses a larger page, and takes a cursor', () => {
    expect(query('')).toEqual({ ok: true, value: { filters: {}, limit: 50, before: null } })
    expect(query('limit=500')).toMatchObject({ value: { limit: 500 } })
    expect(query('limit=501')).toMatchObject({ ok: false, problem: { field: 'limit' } })
    expect(query('limit=900')).toMatchObject({ ok: false, problem: { field: 'limit' } })
    expect(query('limit=1&before=abc-123')).toMatchObject({
      value: { limit: 1, before: 'abc-123' },
    })
  })

  it.each([
    ['limit=0', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=ten', 'limit'],
    ['before=../etc', 'before'],
  ])('refuses %s, naming %s', (q, field) => {
    expect(query(q)).toMatchObject({ ok: false, problem: { field } })
  })

  it('writes back what it reads (the app builds its queries with it)', () => {
    const filters = {
      from: '2026-11-01',
      to: '2026-11-02',
      operations: ['mini-statement' as const],
      outcomes: ['failure' as const, 'unknown' as const],
      bankiin: '607094',
      q: '512345678901',
      causes: ['device-not-certified' as const, 'pid-expired' as const],
    }
    const params = dayBookSearchParams(filters, { limit: 20, before: 'x1' })
    expect(checkDayBookQuery(params)).toEqual({
      ok: true,
      value: { filters, limit: 20, before: 'x1' },
    })
  })
})

describe('the India calendar day', () => {
  it('turns at 18:30 UTC', () => {
    expect(indiaDate(Date.parse('2026-11-23T18:29:59.999Z'))).toBe('2026-11-23')
    expect(indiaDate(Date.parse('2026-11-23T18:30:00.000Z'))).toBe('2026-11-24')
    expect(startOfDayNumber(dayNumberOfDate('2026-11-24')!)).toBe(
      Date.parse('2026-11-23T18:30:00Z'),
    )
  })

  it('writes the CSV time in India', () => {
    expect(indiaDateTime(Date.parse('2026-11-23T14:35:09.120Z'))).toBe('2026-11-23 20:05:09')
  })

  it('knows real dates only', () => {
    expect(dayNumberOfDate('2024-02-29')).not.toBeNull()
    expect(dayNumberOfDate('2026-02-29')).toBeNull()
    expect(dayNumberOfDate('2026-1-01')).toBeNull()
  })
})
