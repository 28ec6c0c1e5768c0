// GET /api/transactions/summary (docs/contract.md v1.2): per India day and in all, by operation and
// outcome and by bank; days with nothing absent.

import { describe, expect, it } from 'vitest'
import { summarise, type DayBookEntry } from '../../../bridge/day-book/summary.ts'

const entry = (iso: string, over: Partial<DayBookEntry> = {}): DayBookEntry => ({
  startedAt: Date.parse(iso),
  operation: 'balance-enquiry',
  outcome: 'success',
  bankiin: '607094',
  bankName: 'State Bank of India',
  ...over,
})

describe('summarise', () => {
  it('counts each India day and the range, and leaves out days with nothing', () => {
    const entries = [
      entry('2026-11-21T04:00:00.000Z'),
      // 19:00 UTC on the 21st is the 22nd in India.
      entry('2026-11-21T19:00:00.000Z', {
        outcome: 'failure',
        bankiin: '608001',
        bankName: 'पंजाब नैशनल बैंक',
      }),
      entry('2026-11-23T05:00:00.000Z', { operation: 'mini-statement' }),
      entry('2026-11-23T06:00:00.000Z', { operation: 'mini-statement', outcome: 'unknown' }),
      entry('2026-11-23T04:00:00.000Z'),
    ]
    const summary = summarise(entries, { from: '2026-11-20', to: '2026-11-23' }, '2026-11-23')
    expect(summary.from).toBe('2026-11-20')
    expect(summary.to).toBe('2026-11-23')
    expect(summary.days.map((d) => d.date)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23'])
    expect(summary.days[2]).toEqual({
      date: '2026-11-23',
      total: 3,
      byOperation: {
        'balance-enquiry': { success: 1 },
        'mini-statement': { success: 1, unknown: 1 },
      },
      byBank: [{ iin: '607094', name: 'State Bank of India', total: 3, success: 2 }],
      byOperator: [{ operator: null, total: 3, success: 2 }],
      first: '2026-11-23T04:00:00.000Z',
      last: '2026-11-23T06:00:00.000Z',
    })
    expect(summary.totals).toEqual({
      total: 5,
      byOperation: {
        'balance-enquiry': { success: 2, failure: 1 },
        'mini-statement': { success: 1, unknown: 1 },
      },
      byBank: [
        { iin: '607094', name: 'State Bank of India', total: 4, success: 3 },
        { iin: '608001', name: 'पंजाब नैशनल बैंक', total: 1, success: 0 },
      ],
      byOperator: [{ operator: null, total: 5, success: 3 }],
      first: '2026-11-21T04:00:00.000Z',
      last: '2026-11-23T06:00:00.000Z',
    })
  })

  it('answers an empty range with no days and zero totals, the range named', () => {
    expect(summarise([], {}, '2026-11-23')).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
      days: [],
      totals: { total: 0, byOperation: {}, byBank: [], byOperator: [], first: null, last: null },
    })
  })

  it('never names a range that ends before it starts: a future from, a past to', () => {
    const future = summarise([], { from: '2026-11-27' }, '2026-11-26')
    expect([future.from, future.to]).toEqual(['2026-11-27', '2026-11-27'])
    const past = summarise([], { to: '2026-11-01' }, '2026-11-26')
    expect([past.from, past.to]).toEqual(['2026-11-01', '2026-11-01'])
    const open = summarise([], { from: '2026-11-20' }, '2026-11-26')
    expect([open.from, open.to]).toEqual(['2026-11-20', '2026-11-26'])
  })

  it('runs an open range up to today, or to a later record’s day', () => {
    const open = summarise([entry('2026-11-22T04:00:00Z')], { from: '2026-11-20' }, '2026-11-26')
    expect([open.from, open.to]).toEqual(['2026-11-20', '2026-11-26'])
    const skewed = summarise([entry('2026-11-28T04:00:00Z')], {}, '2026-11-26')
    expect([skewed.from, skewed.to]).toEqual(['2026-11-28', '2026-11-28'])
  })

  it('names an open range by the days it holds', () => {
    const summary = summarise(
      [entry('2026-11-02T04:00:00Z'), entry('2026-11-05T04:00:00Z')],
      { to: '2026-11-30' },
      '2026-11-23',
    )
    expect([summary.from, summary.to]).toEqual(['2026-11-02', '2026-11-30'])
  })
})
