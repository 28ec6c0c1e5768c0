// The day book's summary built by SQLite from the tallies equals the one counted
// record by record (day-book/summary.ts), for any range and filter, after updates (a settled
// outcome) and purges change the counts.

import { describe, expect, it } from 'vitest'
import type { DayBookFilters } from '../../../src/shared/day-book.ts'
import { summarise } from '../../../bridge/day-book/summary.ts'
import type { Journal } from '../../../bridge/journal/journal.ts'
import { DAY, journalRoot, NOW, record, summaryOf } from '../../fixtures/journal-fixtures.ts'

const h = journalRoot()

const BANKS = [
  ['607094', 'State Bank of India'],
  ['608001', 'पंजाब नैशनल बैंक'],
  ['607153', null],
] as const
const OUTCOMES = ['success', 'failure', 'pending', 'unknown'] as const

/** What the summary must say, counted from every record the journal lists. */
function counted(journal: Journal, filters: DayBookFilters, today: string) {
  const all = [...journal.slices(filters)].flat().map((r) => ({
    startedAt: Date.parse(r.startedAt),
    operation: r.operation,
    outcome: (r as { settledOutcome?: string }).settledOutcome ?? r.outcome,
    bankiin: r.bankiin,
    bankName: r.bankName,
  }))
  return summarise(all, filters, today)
}

describe('the summary from the tallies', () => {
  it('equals the one counted record by record, for every filter, after updates and purges', async () => {
    let wall = NOW.getTime() - 30 * DAY
    const journal = await h.open({ now: () => new Date(wall), monotonic: () => wall })
    const written = []
    for (let i = 0; i < 120; i++) {
      wall += DAY / 4 + (i % 7) * 60_000
      const [bankiin, bankName] = BANKS[i % BANKS.length]!
      const r = record({
        startedAt: new Date(wall).toISOString(),
        operation: i % 3 ? 'balance-enquiry' : 'mini-statement',
        outcome: OUTCOMES[i % OUTCOMES.length]!,
        bankiin,
        bankName,
      })
      await journal.write(r)
      written.push(r)
    }
    // A status check settles two pending ones; a bank list corrected a name.
    await journal.write({ ...written[2]!, settledOutcome: 'success' } as never)
    await journal.write({ ...written[6]!, settledOutcome: 'failure' } as never)
    await journal.write({ ...written[9]!, bankName: 'State Bank' })
    await journal.purgeOlderThan(25)
    const today = '2026-06-15'
    const day = (n: number) => new Date(NOW.getTime() - n * DAY).toISOString().slice(0, 10)
    const cases: DayBookFilters[] = [
      {},
      { from: day(10), to: day(3) },
      { outcomes: ['success'] },
      { operations: ['mini-statement'], outcomes: ['failure', 'pending'] },
      { bankiin: '608001' },
      { from: day(2) },
      { to: day(40) },
    ]
    for (const filters of cases) {
      const fromSql = summaryOf(journal, filters, today)
      expect({ filters, summary: fromSql }).toEqual({
        filters,
        summary: counted(journal, filters, today),
      })
    }
  })
})
