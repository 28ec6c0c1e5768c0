// Which records a page of the day book shows (a list page, an export's slice), found without
// reading the ones it does not show. The history lists by sequence number; a filter or a date range
// picks records that are spread over it, and a page needs only its next few dozen. There are
// two ways to find them, and the cheaper one for these filters is taken, by counts read from the
// tallies (the matches per day, operation, outcome and bank, without reading a record):
//
// - the walk: the records table itself, newest (or oldest) first from the highest (lowest)
//   sequence number the range can hold, skipping what does not match. It reads about
//   `count / density` rows, where density is the share of the walked span that matches: a
//   few dozen rows for a range or a common filter, however large the journal.
// - the sort: the entries of one index for the most selective filter (records_day_filters for a
//   date range: the day, then every column a filter or retention reads, so no row is read; else
//   the outcome's, operation's or bank's), their sequence numbers sorted, then the page's rows
//   looked up by sequence number. It costs the number of entries of that index that match: cheap
//   for a rare filter, where a walk would skip most of what it reads.
//
// A date range's first and last sequence numbers come from one probe of records_day per day of
// the range. Every index is named (INDEXED BY): a missing one fails the statement instead of
// falling back to a scan of the journal; tests/bridge/journal/query-plans.test.ts pins the plans.

import type { DayBookFilters } from '../../src/shared/day-book.ts'
import { readsRecords, whereOf, type QueryContext } from './day-book-where.ts'

/** A row read costs about this many index entries (its JSON body fills much of a page). */
const ROW_COST = 4
const NONE_BEFORE = Number.MAX_SAFE_INTEGER

/**
 * Whether a page of these filters is found by its sequence numbers first: not a search or a cause,
 * whose counts the tallies do not hold.
 */
export function bySeqs(filters: DayBookFilters): boolean {
  return (
    !readsRecords(filters) &&
    (filters.from !== undefined ||
      filters.to !== undefined ||
      filters.operations !== undefined ||
      filters.outcomes !== undefined ||
      filters.bankiin !== undefined)
  )
}

export type Bound = { before: number | null } | { after: number }

/** The counts the choice rests on: all that match, and what each filter alone lets through. */
export interface Counts {
  n: number
  operation: number | null
  outcome: number | null
  bank: number | null
}

function countsOf(ctx: QueryContext, filters: DayBookFilters, days: DayBookFilters): Counts {
  const all = whereOf(filters, null)
  const range = whereOf(days, null)
  const part = (filter: DayBookFilters, present: boolean) => {
    const where = whereOf(filter, null)
    return present
      ? { sql: `sum(CASE WHEN ${where.sql} THEN n ELSE 0 END)`, params: where.params }
      : { sql: 'NULL', params: [] }
  }
  const op = part({ operations: filters.operations }, filters.operations !== undefined)
  const oc = part({ outcomes: filters.outcomes }, filters.outcomes !== undefined)
  const bk = part({ bankiin: filters.bankiin }, filters.bankiin !== undefined)
  return ctx
    .statement(
      `SELECT coalesce(sum(CASE WHEN ${all.sql} THEN n ELSE 0 END), 0) AS n,
         ${op.sql} AS operation, ${oc.sql} AS outcome, ${bk.sql} AS bank
       FROM tallies WHERE ${range.sql}`,
    )
    .get(
      ...all.params,
      ...op.params,
      ...oc.params,
      ...bk.params,
      ...range.params,
    ) as unknown as Counts
}

/** The first and last sequence number the range's days hold, between the bounds. */
function spanOf(
  ctx: QueryContext,
  days: DayBookFilters,
  after: number,
  before: number,
): { lo: number | null; hi: number | null } {
  if (days.from === undefined && days.to === undefined)
    return ctx
      .statement(
        `SELECT (SELECT seq FROM records WHERE seq > ? ORDER BY seq LIMIT 1) AS lo,
           (SELECT seq FROM records WHERE seq < ? ORDER BY seq DESC LIMIT 1) AS hi`,
      )
      .get(after, before) as { lo: number | null; hi: number | null }
  const range = whereOf(days, null)
  return ctx
    .statement(
      `SELECT min((SELECT seq FROM records INDEXED BY records_day
              WHERE day = d.day AND seq > ? ORDER BY seq LIMIT 1)) AS lo,
         max((SELECT seq FROM records INDEXED BY records_day
              WHERE day = d.day AND seq < ? ORDER BY seq DESC LIMIT 1)) AS hi
       FROM (SELECT DISTINCT day FROM tallies WHERE ${range.sql}) AS d`,
    )
    .get(after, before, ...range.params) as { lo: number | null; hi: number | null }
}

export type Way =
  'walk' | 'records_day_filters' | 'records_outcome' | 'records_operation' | 'records_bank'

/** The cheapest way for these counts, by the rows or index entries each would read. */
export function cheapest(counts: Counts, span: number, count: number, ranged: boolean): Way {
  const costs: [Way, number][] = [['walk', (ROW_COST * count * span) / Math.max(counts.n, 1)]]
  if (ranged) costs.push(['records_day_filters', counts.n])
  if (counts.outcome !== null) costs.push(['records_outcome', ROW_COST * counts.outcome])
  if (counts.operation !== null) costs.push(['records_operation', ROW_COST * counts.operation])
  if (counts.bank !== null) costs.push(['records_bank', ROW_COST * counts.bank])
  return costs.reduce((best, next) => (next[1] < best[1] ? next : best))[0]
}

/** How a run of pages finds its records: the way, and the span of sequence numbers to look in. */
export interface SeqPlan {
  way: Way
  lo: number
  hi: number
}

/**
 * The way to find the next `count` matching records beyond `bound`, and where to look; null when
 * nothing matches. An export plans once and keeps the way for all its slices.
 */
export function planSeqs(
  ctx: QueryContext,
  filters: DayBookFilters,
  bound: Bound,
  count: number,
): SeqPlan | null {
  const before = 'before' in bound ? (bound.before ?? NONE_BEFORE) : NONE_BEFORE
  const after = 'after' in bound ? bound.after : 0
  const days: DayBookFilters = { from: filters.from, to: filters.to }
  const ranged = filters.from !== undefined || filters.to !== undefined
  const counts = countsOf(ctx, filters, days)
  if (counts.n === 0) return null
  const { lo, hi } = spanOf(ctx, days, after, before)
  if (lo === null || hi === null || lo > hi) return null
  return { way: cheapest(counts, hi - lo + 1, count, ranged), lo, hi }
}

/** The sequence numbers of the next `count` matching records within the plan's span. */
export function seqsOf(
  ctx: QueryContext,
  filters: DayBookFilters,
  plan: SeqPlan,
  bound: Bound,
  count: number,
): number[] {
  const lo = 'after' in bound ? Math.max(plan.lo, bound.after + 1) : plan.lo
  const hi =
    'before' in bound && bound.before !== null ? Math.min(plan.hi, bound.before - 1) : plan.hi
  const where = whereOf(filters, ctx.hiddenBefore)
  const order = 'before' in bound ? 'DESC' : 'ASC'
  const rows =
    plan.way === 'walk'
      ? ctx
          .statement(
            `SELECT seq FROM records NOT INDEXED WHERE seq BETWEEN ? AND ? AND ${where.sql}
             ORDER BY seq ${order} LIMIT ?`,
          )
          .all(lo, hi, ...where.params, count)
      : ctx
          .statement(
            `SELECT seq FROM records INDEXED BY ${plan.way}
             WHERE ${where.sql} AND seq BETWEEN ? AND ? ORDER BY seq ${order} LIMIT ?`,
          )
          .all(...where.params, lo, hi, count)
  return rows.map((row) => row.seq as number)
}

/**
 * The sequence numbers of the next `count` matching records: newest first below `before`, or
 * oldest first above `after`.
 */
export function pageSeqs(
  ctx: QueryContext,
  filters: DayBookFilters,
  bound: Bound,
  count: number,
  /** The way to take; the cheapest unless a test compares them. */
  way?: Way,
): number[] {
  const plan = planSeqs(ctx, filters, bound, count)
  if (plan === null) return []
  return seqsOf(ctx, filters, way === undefined ? plan : { ...plan, way }, bound, count)
}

/**
 * The rows of `seqs`, in the order given, with `columns` (seq among them); with `arrays`, each
 * row an array of the columns in order, seq first.
 */
export function rowsOf<T>(ctx: QueryContext, seqs: number[], columns: string, arrays = false): T[] {
  if (seqs.length === 0) return []
  const statement = ctx.statement(
    `SELECT ${columns} FROM records WHERE seq IN (SELECT value FROM json_each(?))`,
  )
  // Set at each use: the statement cache shares a statement between readers of the same SQL.
  statement.setReturnArrays(arrays)
  const rows = statement.all(JSON.stringify(seqs)) as unknown as T[]
  const seqOf = arrays
    ? (row: T) => (row as unknown as number[])[0]!
    : (row: T) => (row as T & { seq: number }).seq
  const bySeq = new Map(rows.map((row) => [seqOf(row), row]))
  return seqs.map((seq) => bySeq.get(seq)).filter((row) => row !== undefined)
}
