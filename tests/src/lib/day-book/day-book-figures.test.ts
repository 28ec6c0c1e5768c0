import { describe, expect, it } from 'vitest'
import { enLater } from '../../../../src/i18n/en-later.ts'
import { hi } from '../../../../src/i18n/hi.ts'
import { BANK_CAUSES } from '../../../../src/shared/bank-causes.ts'
import {
  chartDates,
  chartDays,
  chartScale,
  formOf,
  checkFilterForm,
  indiaToday,
  NOT_CONFIRMED,
  longDate,
  OUTCOME_CHOICES,
  outcomeChoiceOf,
  checkSearch,
  shiftDate,
  shortDate,
  successCount,
  customerBanks,
  totalsTable,
} from '../../../../src/lib/day-book/day-book-figures.ts'
import type { DayBookDay } from '../../../../src/shared/contract.ts'
import { DAY_BOOK_OUTCOMES } from '../../../../src/shared/day-book.ts'

const day = (date: string, byOperation: DayBookDay['byOperation']): DayBookDay => ({
  date,
  total: Object.values(byOperation).reduce(
    (sum, counts) => sum + Object.values(counts).reduce((a, b) => a + b, 0),
    0,
  ),
  byOperation,
  byBank: [],
  first: `${date}T04:00:00.000Z`,
  last: `${date}T14:00:00.000Z`,
})

describe('indiaToday', () => {
  it('is the India date, which runs 5:30 ahead of UTC', () => {
    expect(indiaToday(Date.parse('2026-11-23T18:29:59Z'))).toBe('2026-11-23')
    expect(indiaToday(Date.parse('2026-11-23T18:30:00Z'))).toBe('2026-11-24')
  })
})

describe('shiftDate', () => {
  it('crosses month and year ends', () => {
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28')
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01')
  })
  it('leaves text that is not a date as it is', () => {
    expect(shiftDate('', 1)).toBe('')
  })
})

describe('chartDates', () => {
  it('gives the 14 days ending on the last one, oldest first', () => {
    const dates = chartDates('2026-11-23')
    expect(dates).toHaveLength(14)
    expect(dates[0]).toBe('2026-11-10')
    expect(dates.at(-1)).toBe('2026-11-23')
  })
})

describe('checkSearch', () => {
  it.each([
    ['1234', '1234'],
    [' 0424 7747 1823 ', '042477471823'],
    ['REF-2026/11.1', 'REF-2026/11.1'],
  ])('accepts %j as %j', (text, q) => {
    expect(checkSearch(text)).toEqual({ ok: true, value: q })
  })
  it('treats an empty box as no search', () => {
    expect(checkSearch('  ')).toEqual({ ok: true, value: undefined })
  })
  it.each(['-1234', 'a,b', '<script>', 'x'.repeat(41), 'नाम'])('refuses %j', (text) => {
    expect(checkSearch(text).ok).toBe(false)
  })
})

describe('outcome choices', () => {
  it('offer every outcome of the contract, each once, besides "all"', () => {
    const offered = OUTCOME_CHOICES.flatMap((c) => c.outcomes)
    expect([...offered].sort()).toEqual([...DAY_BOOK_OUTCOMES].sort())
  })
  it('find the choice back from the filters', () => {
    expect(outcomeChoiceOf({})).toBe('')
    expect(outcomeChoiceOf({ outcomes: ['success'] })).toBe('success')
    expect(outcomeChoiceOf({ outcomes: ['unknown', 'error', 'timeout', 'pending'] })).toBe(
      'not-confirmed',
    )
  })
})

describe('totalsTable', () => {
  const table = totalsTable({
    'mini-statement': { success: 1, failure: 0 },
    'balance-enquiry': { success: 8, failure: 2, timeout: 1 },
  })

  it('lists operations and the outcomes that occur in the contract order', () => {
    expect(table.rows.map((r) => r.operation)).toEqual(['balance-enquiry', 'mini-statement'])
    expect(table.outcomes).toEqual(['success', 'failure', 'timeout'])
  })
  it('adds each row and the whole', () => {
    expect(table.rows[0]).toMatchObject({
      total: 11,
      counts: { success: 8, failure: 2, timeout: 1 },
    })
    expect(table.rows[1]).toMatchObject({
      total: 1,
      counts: { success: 1, failure: 0, timeout: 0 },
    })
    expect(table.all).toMatchObject({ total: 12, counts: { success: 9, failure: 2, timeout: 1 } })
  })
  it('counts the merchant’s own authentication in its row, not among the customers’ enquiries', () => {
    const withAuth = totalsTable({
      'balance-enquiry': { success: 2 },
      'merchant-authentication': { success: 1 },
    })
    expect(withAuth.rows.map((r) => r.total)).toEqual([2, 1])
    expect(withAuth.all).toMatchObject({ total: 2, counts: { success: 2 } })
    expect(
      successCount({
        byOperation: {
          'balance-enquiry': { success: 2 },
          'merchant-authentication': { success: 1 },
        },
      }),
    ).toBe(2)
    expect(customerBanks([{ iin: '607094' }, { iin: '' }])).toEqual([{ iin: '607094' }])
  })
  it('keeps a name the app does not know yet, after the known ones', () => {
    const odd = totalsTable({ 'new-operation': { 'new-outcome': 1, success: 1 } })
    expect(odd.rows[0]!.operation).toBe('new-operation')
    expect(odd.outcomes).toEqual(['success', 'new-outcome'])
  })
})

describe('chartDays', () => {
  const days = [
    day('2026-11-23', { 'balance-enquiry': { success: 3, failure: 1 } }),
    day('2026-11-20', { 'mini-statement': { success: 2 }, 'balance-enquiry': { timeout: 2 } }),
  ]
  const bars = chartDays(days, '2026-11-23')

  it('has a bar for each of the 14 days, empty days included', () => {
    expect(bars).toHaveLength(14)
    expect(bars.filter((b) => b.total === 0)).toHaveLength(12)
  })
  it('splits each day into successful and the rest', () => {
    expect(bars.at(-1)).toEqual({ date: '2026-11-23', success: 3, other: 1, total: 4 })
    expect(bars.at(-4)).toEqual({ date: '2026-11-20', success: 2, other: 2, total: 4 })
  })
  it('counts success over every operation', () => {
    expect(successCount(days[1]!)).toBe(2)
  })
})

describe('chartScale', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [12, 20],
    [50, 50],
    [51, 100],
  ])('rounds a busiest day of %i up to %i', (most, top) => {
    expect(chartScale([{ date: 'd', success: most, other: 0, total: most }])).toBe(top)
  })
})

describe('dates on screen', () => {
  it('are numbers, day first', () => {
    expect(shortDate('2026-11-03')).toBe('03/11')
    expect(longDate('2026-11-03')).toBe('03/11/2026')
  })
})

describe('checkFilterForm', () => {
  const form = formOf({}, '2026-11-23')

  it('starts on the given day, with nothing filtered', () => {
    expect(checkFilterForm(form)).toEqual({
      ok: true,
      value: { from: '2026-11-23', to: '2026-11-23' },
    })
  })
  it('uses the last date only for a range', () => {
    expect(checkFilterForm({ ...form, to: '2026-11-01' })).toMatchObject({ ok: true })
    expect(checkFilterForm({ ...form, range: true, to: '2026-11-01' })).toEqual({
      ok: false,
      problem: 'range',
    })
  })
  it.each([
    [{ from: '' }, 'date'],
    [{ search: '12,34' }, 'search'],
  ] as const)('names the field at fault in %j', (patch, problem) => {
    expect(checkFilterForm({ ...form, ...patch })).toEqual({ ok: false, problem })
  })
  it('turns the choices back into the filters they came from', () => {
    const filters = {
      from: '2026-11-01',
      to: '2026-11-07',
      operations: ['mini-statement' as const],
      outcomes: [...NOT_CONFIRMED],
      bankiin: '607094',
      q: '042477471823',
      causes: ['device-not-certified' as const],
    }
    expect(checkFilterForm(formOf(filters, '2026-11-23'))).toEqual({ ok: true, value: filters })
  })
  it('ignores an operation the contract does not name, and a cause the cause list does not', () => {
    for (const patch of [{ operation: 'withdrawal' }, { cause: 'bad-luck' }])
      expect(checkFilterForm({ ...form, ...patch })).toEqual({
        ok: true,
        value: { from: '2026-11-23', to: '2026-11-23' },
      })
  })
  it('names every cause of the list in a few words, in English and Hindi', () => {
    for (const cause of BANK_CAUSES) {
      const key = `causeName.${cause}` as keyof typeof enLater
      expect(enLater[key], cause).toMatch(/^.{4,40}$/u)
      expect(hi[key], cause).toMatch(/^.{4,40}$/u)
    }
  })
})
