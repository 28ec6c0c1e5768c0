// The day book's figures as the page shows them, pulled out of the components so they are tested
// on their own: the India dates of the picker, the totals table, and the 14-day chart
// (docs/contract.md, "The day book (v1.2)").

import { BANK_CAUSES } from '../../shared/bank-causes.ts'
import { checkOperatorName } from '../../shared/operator.ts'
import { passed, refused, type Checked } from '../../shared/checked.ts'
import type { DayBookByOperation, DayBookDay, DayBookTotals } from '../../shared/contract.ts'
import {
  DAY_BOOK_OPERATIONS,
  DAY_BOOK_OUTCOMES,
  type DayBookFilters,
} from '../../shared/day-book.ts'
import { OUTCOME_CHOICES } from '../../shared/outcome-choices.ts'

export const CHART_DAYS = 14

// India keeps UTC+05:30 all year (no daylight saving), so its calendar is plain arithmetic.
const IST_OFFSET_MS = 330 * 60_000
const DAY_MS = 86_400_000

/** Today in India, whatever time zone the laptop is set to: the day book's default day. */
export const indiaToday = (now: number = Date.now()) =>
  new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10)

/** The calendar date `days` after (or before) a date; the date itself when it is not one. */
export function shiftDate(date: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return date
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10)
}

/** The dates a chart ending on `last` covers, oldest first. */
export function chartDates(last: string, count = CHART_DAYS): string[] {
  return Array.from({ length: count }, (_, i) => shiftDate(last, i - count + 1))
}

/**
 * The search box takes four digits (the last four of the Aadhaar number) or an exact RRN, STAN or
 * client reference: the bridge's own rule (src/shared/day-book.ts), so a typo is caught here.
 */
export function checkSearch(text: string): Checked<string | undefined, 'search'> {
  const q = text.replace(/\s+/g, '')
  if (q === '') return passed(undefined)
  return /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/.test(q) ? passed(q) : refused('search')
}

// The outcome filter's choices: the bridge keeps a summary of each, so they are shared.
export { NOT_CONFIRMED, OUTCOME_CHOICES } from '../../shared/outcome-choices.ts'

/** The choice that stands for a filter's outcomes ('' for all, or one that matches none). */
export function outcomeChoiceOf(filters: DayBookFilters): string {
  const wanted = [...(filters.outcomes ?? [])].sort().join(',')
  return OUTCOME_CHOICES.find((c) => [...c.outcomes].sort().join(',') === wanted)?.value ?? ''
}

export interface TotalsRow {
  operation: string
  counts: Record<string, number>
  total: number
}

export interface TotalsTable {
  /** The outcomes that occur, in the contract's order, then any the app does not know yet. */
  outcomes: string[]
  rows: TotalsRow[]
  all: TotalsRow
}

const order = (known: readonly string[], names: Iterable<string>) => {
  const seen = new Set(names)
  return [...known.filter((n) => seen.has(n)), ...[...seen].filter((n) => !known.includes(n))]
}

/** The range's counts by operation and outcome, as rows with a total and an "all" row. */
export function totalsTable(byOperation: DayBookByOperation): TotalsTable {
  const operations = order(DAY_BOOK_OPERATIONS, Object.keys(byOperation))
  const outcomes = order(
    DAY_BOOK_OUTCOMES,
    Object.values(byOperation).flatMap((counts) =>
      Object.keys(counts).filter((o) => (counts[o] ?? 0) > 0),
    ),
  )
  const all: TotalsRow = { operation: 'all', counts: {}, total: 0 }
  // The "all" row counts the customers' enquiries: the merchant's own authentication is a row of
  // its own, not a customer served.
  const rows = operations.map((operation) => {
    const counts = byOperation[operation] ?? {}
    const row: TotalsRow = { operation, counts: {}, total: 0 }
    for (const outcome of outcomes) {
      const n = counts[outcome] ?? 0
      row.counts[outcome] = n
      row.total += n
      if (operation === MERCHANT_AUTH) continue
      all.counts[outcome] = (all.counts[outcome] ?? 0) + n
      all.total += n
    }
    return row
  })
  return { outcomes, rows, all }
}

const MERCHANT_AUTH = 'merchant-authentication'

/** Successful customers' enquiries of a day or a range: the merchant's authentication is not one. */
export function successCount(totals: Pick<DayBookTotals, 'byOperation'>): number {
  return Object.entries(totals.byOperation)
    .filter(([operation]) => operation !== MERCHANT_AUTH)
    .reduce((sum, [, counts]) => sum + (counts.success ?? 0), 0)
}

/** The customers' banks: the merchant's authentication has no bank and is no customer's. */
export function customerBanks<T extends { iin: string }>(byBank: readonly T[]): T[] {
  return byBank.filter((bank) => bank.iin !== '')
}

export interface ChartDay {
  date: string
  success: number
  other: number
  total: number
}

/** One bar per day, oldest first; the summary leaves out days with nothing, the chart does not. */
export function chartDays(days: readonly DayBookDay[], last: string): ChartDay[] {
  const byDate = new Map(days.map((d) => [d.date, d]))
  return chartDates(last).map((date) => {
    const day = byDate.get(date)
    const total = day?.total ?? 0
    const success = day ? successCount(day) : 0
    return { date, success, other: total - success, total }
  })
}

/** A round top for the chart's scale: 1, 2, 5, 10, 20, 50… at or above the largest day. */
export function chartScale(days: readonly ChartDay[]): number {
  const most = Math.max(1, ...days.map((d) => d.total))
  for (let step = 1; ; step *= 10) for (const m of [1, 2, 5]) if (m * step >= most) return m * step
}

/** DD/MM of a calendar date: numbers, as the glossary asks (row 11). */
export function shortDate(date: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(date)
  return match ? `${match[2]}/${match[1]}` : date
}

/** DD/MM/YYYY of a calendar date. */
export function longDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date
}

/** The filter form as the merchant fills it: plain text fields and one choice per select. */
export interface FilterForm {
  range: boolean
  from: string
  to: string
  operation: string
  outcome: string
  bankiin: string
  search: string
  /** (v1.5) The person at the counter, '' for everyone. */
  operator: string
  /** (v1.5, the project's addition) One cause of the bank's refusal, '' for every result. */
  cause: string
}

export type FormProblem = 'date' | 'range' | 'search'

export function formOf(filters: DayBookFilters, today: string): FilterForm {
  const from = filters.from ?? today
  const to = filters.to ?? from
  return {
    range: from !== to,
    from,
    to,
    operation: filters.operations?.length === 1 ? filters.operations[0]! : '',
    outcome: outcomeChoiceOf(filters),
    bankiin: filters.bankiin ?? '',
    search: filters.q ?? '',
    operator: filters.operator ?? '',
    cause: filters.causes?.length === 1 ? filters.causes[0]! : '',
  }
}

/** The filters of a filled form, or what is wrong with it (shown beside the field at fault). */
export function checkFilterForm(form: FilterForm): Checked<DayBookFilters, FormProblem> {
  const last = form.range ? form.to : form.from
  if (!form.from || !last) return refused('date')
  if (last < form.from) return refused('range')
  const search = checkSearch(form.search)
  if (!search.ok) return search
  const filters: DayBookFilters = { from: form.from, to: last }
  const operation = DAY_BOOK_OPERATIONS.find((op) => op === form.operation)
  if (operation) filters.operations = [operation]
  const outcomes = OUTCOME_CHOICES.find((c) => c.value === form.outcome)?.outcomes ?? []
  if (outcomes.length) filters.outcomes = outcomes
  if (form.bankiin) filters.bankiin = form.bankiin
  if (search.value) filters.q = search.value
  // A choice from the list of names the day book and this desk know: checked as the bridge checks it.
  const operator = form.operator ? checkOperatorName(form.operator) : null
  if (operator?.ok) filters.operator = operator.value
  const cause = BANK_CAUSES.find((c) => c === form.cause)
  if (cause) filters.causes = [cause]
  return passed(filters)
}

/**
 * (v1.5) The names the day book's "person at the counter" filter offers: those in the totals, the
 * names used on this desk, and the one filtered on now; none when nobody was ever named (one
 * person at one counter sees the filters as before).
 */
export function operatorChoices(
  byOperator: DayBookTotals['byOperator'],
  remembered: readonly string[],
  current: string | undefined,
): string[] {
  const names = new Set<string>()
  for (const row of byOperator ?? []) if (row.operator !== null) names.add(row.operator)
  for (const name of remembered) names.add(name)
  if (current) names.add(current)
  return [...names].sort((a, b) => a.localeCompare(b))
}

/** (v1.5) Whether the totals are worth splitting by person: someone was named in the range. */
export function namedOperators(byOperator: DayBookTotals['byOperator']): boolean {
  return (byOperator ?? []).some((row) => row.operator !== null)
}
