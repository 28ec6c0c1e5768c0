// The day's enquiries by operation and outcome, read from the journal at scrape time:
// so they survive a restart of the bridge and always agree with the day book. Every operation and
// outcome pair is reported, zeros included, so that a query never meets a missing series.

import type { DayBookFilters } from '../../src/shared/day-book.ts'
import { DAY_BOOK_OPERATIONS } from '../../src/shared/day-book.ts'
import { indiaDate } from '../../src/shared/india-day.ts'
import { OUTCOMES } from '../../src/shared/results.ts'
import type { DayBookEntry } from '../day-book/summary.ts'

/** What the counts need of the journal (journal.ts): the day book's entries of a range. */
export interface DayEntries {
  entries(filters: DayBookFilters): DayBookEntry[]
}

export interface Count {
  operation: string
  outcome: string
  value: number
}

/** The counts of today's India date (IST), one per operation and outcome. */
export function todayCounts(journal: DayEntries, now: number): Count[] {
  const today = indiaDate(now)
  const tally = new Map<string, number>()
  for (const entry of journal.entries({ from: today, to: today })) {
    // The journal counts each record twice, by operation and outcome and by bank: one of them.
    if (entry.part === 'banks') continue
    const key = `${entry.operation} ${entry.outcome}`
    tally.set(key, (tally.get(key) ?? 0) + (entry.count ?? 1))
  }
  const counts: Count[] = []
  // A hand-over of the counter (v1.5) is journaled but asks the bank nothing: it has no outcome.
  for (const operation of DAY_BOOK_OPERATIONS.filter((op) => op !== 'operator-handover'))
    for (const outcome of OUTCOMES)
      counts.push({ operation, outcome, value: tally.get(`${operation} ${outcome}`) ?? 0 })
  return counts
}
