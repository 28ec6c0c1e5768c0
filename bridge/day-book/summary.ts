// The day book's totals (bridge-api.md, "The day book (v1.2)", /summary): per India calendar day
// and for the whole range, counts by operation and outcome, and by bank. A pure function over
// what the journal's index holds, so it needs no disk.

import type {
  DayBookBank,
  DayBookDay,
  DayBookSummaryReply,
  DayBookTotals,
} from '../../src/shared/transactions.ts'
import type { DayBookFilters } from '../../src/shared/day-book.ts'
import { indiaDate } from '../../src/shared/india-day.ts'

/** What the summary counts of one record. */
export interface DayBookEntry {
  /** Epoch ms. */
  startedAt: number
  operation: string
  outcome: string
  bankiin: string
  bankName: string | null
}

class Tally {
  total = 0
  first = Infinity
  last = -Infinity
  readonly byOperation: Record<string, Record<string, number>> = {}
  readonly banks = new Map<string, DayBookBank>()

  add(entry: DayBookEntry): void {
    this.total++
    this.first = Math.min(this.first, entry.startedAt)
    this.last = Math.max(this.last, entry.startedAt)
    const outcomes = (this.byOperation[entry.operation] ??= {})
    outcomes[entry.outcome] = (outcomes[entry.outcome] ?? 0) + 1
    let bank = this.banks.get(entry.bankiin)
    if (!bank) {
      bank = { iin: entry.bankiin, name: entry.bankName, total: 0, success: 0 }
      this.banks.set(entry.bankiin, bank)
    }
    // The latest name wins: the bank list may have been corrected since.
    if (entry.bankName !== null) bank.name = entry.bankName
    bank.total++
    if (entry.outcome === 'success') bank.success++
  }

  totals(): DayBookTotals {
    return {
      total: this.total,
      byOperation: this.byOperation,
      // The busiest bank first, as the merchant reads the provider's report.
      byBank: [...this.banks.values()].sort(
        (a, b) => b.total - a.total || (a.iin < b.iin ? -1 : 1),
      ),
      first: this.total ? new Date(this.first).toISOString() : null,
      last: this.total ? new Date(this.last).toISOString() : null,
    }
  }
}

/**
 * The summary of `entries` (any order). `from` and `to` echo the filters; where one was left out,
 * the first or last day that has an enquiry, else `today`.
 */
export function summarise(
  entries: readonly DayBookEntry[],
  filters: DayBookFilters,
  today: string,
): DayBookSummaryReply {
  const all = new Tally()
  const days = new Map<string, Tally>()
  const ordered = [...entries].sort((a, b) => a.startedAt - b.startedAt)
  for (const entry of ordered) {
    const date = indiaDate(entry.startedAt)
    let day = days.get(date)
    if (!day) days.set(date, (day = new Tally()))
    day.add(entry)
    all.add(entry)
  }
  const dates = [...days.keys()].sort()
  return {
    from: filters.from ?? dates[0] ?? today,
    to: filters.to ?? dates.at(-1) ?? today,
    days: dates.map((date): DayBookDay => {
      const totals = days.get(date)!.totals()
      return { date, ...totals, first: totals.first!, last: totals.last! }
    }),
    totals: all.totals(),
  }
}
