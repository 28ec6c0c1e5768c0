// The day book's totals (docs/contract.md, "The day book (v1.2)", /summary): per India calendar day
// and for the whole range, counts by operation and outcome, and by bank. A pure function over
// groups of records the journal counted (its tallies), so it never sees the records themselves.

import type {
  DayBookBank,
  DayBookDay,
  DayBookOperator,
  DayBookSummaryReply,
  DayBookTotals,
} from '../../src/shared/contract.ts'
import { namedDays, type DayBookFilters } from '../../src/shared/day-book.ts'
import { indiaDate } from '../../src/shared/india-day.ts'

/** What the summary counts of one record, or of `count` records of one day, operation, outcome and bank. */
export interface DayBookEntry {
  /** Epoch ms; the first of the group's. */
  startedAt: number
  /** The last start time of the group (epoch ms); startedAt for one record. */
  lastAt?: number
  /** How many records; 1 when absent. */
  count?: number
  operation: string
  outcome: string
  bankiin: string
  bankName: string | null
  /** When the bank name was seen (epoch ms): the latest name wins; startedAt when absent. */
  nameAt?: number
  /**
   * What the entry counts, when the journal counted the two apart: 'operations' (the totals, the
   * times and byOperation) or 'banks' (byBank only, with `success` of its `count`); both when absent.
   */
  part?: 'operations' | 'banks'
  success?: number
  /** (v1.5) Who served ('' or absent: nobody named); counted with the operations part. */
  operator?: string
}

class Tally {
  total = 0
  first = Infinity
  last = -Infinity
  readonly byOperation: Record<string, Record<string, number>> = {}
  readonly banks = new Map<string, DayBookBank>()
  readonly operators = new Map<string, DayBookOperator>()
  readonly #nameAt = new Map<string, number>()

  add(entry: DayBookEntry): void {
    const count = entry.count ?? 1
    if (entry.part !== 'banks') {
      this.total += count
      this.first = Math.min(this.first, entry.startedAt)
      this.last = Math.max(this.last, entry.lastAt ?? entry.startedAt)
      const outcomes = (this.byOperation[entry.operation] ??= {})
      outcomes[entry.outcome] = (outcomes[entry.outcome] ?? 0) + count
      this.#addOperator(entry, count)
    }
    if (entry.part !== 'operations') this.#addBank(entry, count)
  }

  #addOperator(entry: DayBookEntry, count: number): void {
    const name = entry.operator ?? ''
    let one = this.operators.get(name)
    if (!one) this.operators.set(name, (one = { operator: name || null, total: 0, success: 0 }))
    one.total += count
    if (entry.outcome === 'success') one.success += count
  }

  #addBank(entry: DayBookEntry, count: number): void {
    let bank = this.banks.get(entry.bankiin)
    if (!bank) {
      bank = { iin: entry.bankiin, name: entry.bankName, total: 0, success: 0 }
      this.banks.set(entry.bankiin, bank)
    }
    // The latest name wins: the bank list may have been corrected since.
    const nameAt = entry.nameAt ?? entry.startedAt
    if (entry.bankName !== null && nameAt >= (this.#nameAt.get(entry.bankiin) ?? -Infinity)) {
      bank.name = entry.bankName
      this.#nameAt.set(entry.bankiin, nameAt)
    }
    bank.total += count
    bank.success += entry.success ?? (entry.outcome === 'success' ? count : 0)
  }

  totals(): DayBookTotals {
    return {
      total: this.total,
      byOperation: this.byOperation,
      // The busiest bank first, as the merchant reads the provider's report.
      byBank: [...this.banks.values()].sort(
        (a, b) => b.total - a.total || (a.iin < b.iin ? -1 : 1),
      ),
      byOperator: [...this.operators.values()].sort(
        (a, b) => b.total - a.total || ((a.operator ?? '') < (b.operator ?? '') ? -1 : 1),
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
  const [from, to] = namedDays(filters, dates[0] ?? null, dates.at(-1) ?? null, today)
  return {
    from,
    to,
    days: dates.map((date): DayBookDay => {
      const totals = days.get(date)!.totals()
      return { date, ...totals, first: totals.first!, last: totals.last! }
    }),
    totals: all.totals(),
  }
}
