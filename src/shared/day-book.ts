// The day book's filters (docs/contract.md, "The day book (v1.2)"): one parser for the query of
// GET /api/transactions, /summary and /export.csv, and one writer for the app that builds those
// queries. The operation and outcome names are the contract's, v1.1 and v1.2 included.

import { BANK_CAUSES, type BankCause } from './bank-causes.ts'
import { passed, refused, type Checked } from './checked.ts'
import type { Outcome } from './contract.ts'
import { dayNumberOfDate } from './india-day.ts'
import { checkOperatorName } from './operator.ts'
import { OUTCOMES } from './results.ts'

export const DAY_BOOK_OPERATIONS = [
  'balance-enquiry',
  'mini-statement',
  'merchant-authentication',
  // v1.5: a hand-over of the counter is journaled as its own record.
  'operator-handover',
] as const
export type DayBookOperation = (typeof DAY_BOOK_OPERATIONS)[number]

/** The outcome filter takes every outcome the bridge reports (results.ts), in the contract's order. */
export const DAY_BOOK_OUTCOMES: readonly Outcome[] = OUTCOMES
export type DayBookOutcome = Outcome

/** What the merchant asked for; an absent field does not filter. */
export interface DayBookFilters {
  /** India calendar dates, inclusive. */
  from?: string
  to?: string
  operations?: DayBookOperation[]
  outcomes?: DayBookOutcome[]
  bankiin?: string
  /** Four digits: the last four of the Aadhaar number; else an exact RRN, STAN or client reference. */
  q?: string
  /** (v1.5) Who served: the exact name given at the hand-over. */
  operator?: string
  /** (v1.5, the project's addition) The records' `cause`, one of bank-causes.ts's ids. */
  causes?: BankCause[]
}

/** The filters, the page size and the cursor of GET /api/transactions. */
export interface DayBookQuery {
  filters: DayBookFilters
  limit: number
  before: string | null
}

/** What is wrong with a day-book query: the parameter at fault, and a sentence for the client. */
export interface QueryProblem {
  field: string
  message: string
}

export const DEFAULT_PAGE = 50
export const MAX_PAGE = 500

/**
 * The name of the first date parameter. Written with backticks: the layering test's scan for
 * imports reads the word followed by a quote as an import.
 */
const FROM = `from` as const

const FILTER_PARAMS = [
  FROM,
  'to',
  'operation',
  'outcome',
  'bankiin',
  'q',
  'operator',
  'cause',
] as const

/** Whether a query names any filter (without one, GET /api/transactions answers as in v1.1). */
export function hasFilters(filters: DayBookFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined)
}

function single(params: URLSearchParams, name: string): Checked<string | undefined, QueryProblem> {
  const all = params.getAll(name)
  if (all.length > 1) return refused({ field: name, message: `Give ${name} once.` })
  const value = all[0]?.trim()
  // An empty field of a form is no filter, as a merchant who cleared the box expects.
  return passed(value === undefined || value === '' ? undefined : value)
}

function list<T extends string>(
  raw: string,
  known: readonly T[],
  field: string,
  what: string,
): Checked<T[], QueryProblem> {
  const items = raw.split(',').map((item) => item.trim())
  for (const item of items) {
    if (!(known as readonly string[]).includes(item))
      return refused({
        field,
        message: `${field} must be a comma list of ${what} (${known.join(', ')}).`,
      })
  }
  return passed([...new Set(items)] as T[])
}

/** A range of India calendar dates, inclusive; either end may be open. */
type DayRange = { from?: string; to?: string }

/** The dates of the range, each a real calendar date, `to` not before `from`. */
function checkRange(values: Record<string, string | undefined>): Checked<DayRange, QueryProblem> {
  const range: DayRange = {}
  for (const name of [FROM, 'to'] as const) {
    const value = values[name]
    if (value === undefined) continue
    if (dayNumberOfDate(value) === null)
      return refused({
        field: name,
        message: `${name} must be a calendar date such as 2026-11-23.`,
      })
    range[name] = value
  }
  if (range.from !== undefined && range.to !== undefined && range.from > range.to)
    return refused({ field: 'to', message: 'to must be the same day as from or later.' })
  return passed(range)
}

export function checkDayBookFilters(
  params: URLSearchParams,
): Checked<DayBookFilters, QueryProblem> {
  const values: Record<string, string | undefined> = {}
  for (const name of FILTER_PARAMS) {
    const one = single(params, name)
    if (!one.ok) return one
    values[name] = one.value
  }
  const range = checkRange(values)
  if (!range.ok) return range
  const filters: DayBookFilters = { ...range.value }
  if (values.operation !== undefined) {
    const parsed = list(values.operation, DAY_BOOK_OPERATIONS, 'operation', 'operations')
    if (!parsed.ok) return parsed
    filters.operations = parsed.value
  }
  if (values.outcome !== undefined) {
    const parsed = list(values.outcome, DAY_BOOK_OUTCOMES, 'outcome', 'outcome names')
    if (!parsed.ok) return parsed
    filters.outcomes = parsed.value
  }
  if (values.bankiin !== undefined) {
    if (!/^\d{1,10}$/.test(values.bankiin))
      return refused({ field: 'bankiin', message: 'bankiin must be one bank IIN (digits).' })
    filters.bankiin = values.bankiin
  }
  if (values.operator !== undefined) {
    const name = checkOperatorName(values.operator)
    if (!name.ok) return refused({ field: 'operator', message: name.problem.message })
    filters.operator = name.value
  }
  if (values.cause !== undefined) {
    // The one list of causes (bank-causes.ts): a name it lacks would match nothing, so it is
    // refused as a typo rather than answered with an empty day book.
    const parsed = list(values.cause, BANK_CAUSES, 'cause', 'causes')
    if (!parsed.ok) return parsed
    filters.causes = parsed.value
  }
  if (values.q !== undefined) {
    // An RRN is 12 digits, a STAN 6, a client reference the provider's own token: letters,
    // digits and a few separators. Anything else cannot match, so it is refused as a typo.
    if (!/^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/.test(values.q))
      return refused({
        field: 'q',
        message:
          'q must be the last four digits of the Aadhaar number, an RRN, a STAN or a reference.',
      })
    filters.q = values.q
  }
  return passed(filters)
}

export function checkDayBookQuery(params: URLSearchParams): Checked<DayBookQuery, QueryProblem> {
  const filters = checkDayBookFilters(params)
  if (!filters.ok) return filters
  // limit is not a filter a merchant clears: given empty, it is a bad value, as it was in v1.0.
  const limit =
    params.getAll('limit').length === 1 ? passed(params.get('limit')!) : single(params, 'limit')
  if (!limit.ok) return limit
  let size = DEFAULT_PAGE
  if (limit.value !== undefined) {
    // Contract v1.3: limit is 1-500 and a bad value is refused, a larger page too (never cut).
    const n = /^\d{1,9}$/.test(limit.value) ? Number(limit.value) : NaN
    if (!(n >= 1 && n <= MAX_PAGE))
      return refused({ field: 'limit', message: 'limit must be a whole number from 1 to 500.' })
    size = n
  }
  const before = single(params, 'before')
  if (!before.ok) return before
  if (before.value !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(before.value))
    return refused({ field: 'before', message: 'before must be a transaction id.' })
  return passed({ filters: filters.value, limit: size, before: before.value ?? null })
}

/**
 * The days a day-book answer names (the summary's `from`/`to`, the export's file name): the
 * filters' own. A `to` left out is today, or `from` when that is later (an open range runs up to
 * now; a future `from` must not name a range that ends before it starts), or the last record's day
 * should the journal hold a later one (a clock put right), so the name covers every row. A `from`
 * left out is the first day that holds a record, else today or `to`, whichever is earlier.
 */
export function namedDays(
  filters: { from?: string; to?: string },
  first: string | null,
  last: string | null,
  today: string,
): readonly [from: string, to: string] {
  const latest = (...days: (string | null | undefined)[]) =>
    days
      .filter((d): d is string => typeof d === 'string')
      .sort()
      .at(-1)!
  const to = filters.to ?? latest(today, filters.from, last)
  const from = filters.from ?? first ?? (to < today ? to : today)
  return [from, to]
}

/** The query string of a day-book request, for the app. */
export function dayBookSearchParams(
  filters: DayBookFilters,
  page: { limit?: number; before?: string | null } = {},
): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.from) params.set(FROM, filters.from)
  if (filters.to) params.set('to', filters.to)
  if (filters.operations?.length) params.set('operation', filters.operations.join(','))
  if (filters.outcomes?.length) params.set('outcome', filters.outcomes.join(','))
  if (filters.bankiin) params.set('bankiin', filters.bankiin)
  if (filters.q) params.set('q', filters.q)
  if (filters.operator) params.set('operator', filters.operator)
  if (filters.causes?.length) params.set('cause', filters.causes.join(','))
  if (page.limit !== undefined) params.set('limit', String(page.limit))
  if (page.before) params.set('before', page.before)
  return params
}
