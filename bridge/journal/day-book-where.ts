// The day book's filters as SQL over the records' indexed columns (or the tallies'), and what a
// query needs of the open journal. Apart from day-book-queries.ts because the page finder
// (page-seqs.ts) builds on them too.

import type { SQLInputValue, StatementSync } from 'node:sqlite'
import type { DayBookFilters } from '../../src/shared/day-book.ts'
import { dayNumberOfDate } from '../../src/shared/india-day.ts'

export interface Where {
  sql: string
  params: SQLInputValue[]
}

/** What the day book's queries need of the journal. */
export interface QueryContext {
  statement(sql: string): StatementSync
  reprintMs: number
  now: number
  /** Records first seen before this journal time are past the retention: hidden from every read. */
  hiddenBefore: number
}

/**
 * Whether the tallies cannot answer these filters, so the records are read: a search (`q`), or a
 * cause, which the tallies do not hold (one more key would multiply their rows by the causes).
 */
export function readsRecords(filters: DayBookFilters): boolean {
  return filters.q !== undefined || filters.causes !== undefined
}

/**
 * The records table as a read by these filters names it: a cause within a date range reads the
 * range's days (records_day) and sorts them, since the planner otherwise walks the whole journal
 * by sequence number for a page of a rare cause (0.8 s at 300k records, measured). A search keeps
 * the planner's choice (its own indexes are narrower).
 */
export function recordsFor(filters: DayBookFilters): string {
  const ranged = filters.from !== undefined || filters.to !== undefined
  return filters.causes !== undefined && filters.q === undefined && ranged
    ? 'records INDEXED BY records_day'
    : 'records'
}

/**
 * The filters as a WHERE clause, of the records or of the tallies, which share the filtered
 * columns. `hiddenBefore` is the retention's edge in journal time (null: none hidden). The tallies
 * have no search, cause or journal-time column: their callers pass filters with neither and null
 * (their groups are whole days), and read the records instead for a search or a cause.
 */
export function whereOf(filters: DayBookFilters, hiddenBefore: number | null): Where {
  const clauses: string[] = []
  const params: SQLInputValue[] = []
  if (hiddenBefore !== null && hiddenBefore > -Infinity) {
    // Unary plus: retention never picks the index, so a page walks by sequence number.
    clauses.push('+journal_time >= ?')
    params.push(hiddenBefore)
  }
  if (filters.from !== undefined) {
    clauses.push('day >= ?')
    params.push(dayNumberOfDate(filters.from)!)
  }
  if (filters.to !== undefined) {
    clauses.push('day <= ?')
    params.push(dayNumberOfDate(filters.to)!)
  }
  const list = (column: string, values: readonly string[] | undefined) => {
    if (values === undefined) return
    clauses.push(`${column} IN (${values.map(() => '?').join(', ')})`)
    params.push(...values)
  }
  list('operation', filters.operations)
  list('outcome', filters.outcomes)
  if (filters.bankiin !== undefined) {
    clauses.push('bankiin = ?')
    params.push(filters.bankiin)
  }
  // v1.5: who served; a column of the records and of the tallies alike.
  if (filters.operator !== undefined) {
    clauses.push('operator = ?')
    params.push(filters.operator)
  }
  // v1.5 (the project's addition): the refusal's cause, a column of the records only.
  list('cause', filters.causes)
  const q = filters.q
  if (q !== undefined && /^\d{4}$/.test(q)) {
    clauses.push('last4 = ?')
    params.push(q)
  } else if (q !== undefined) {
    clauses.push('(rrn = ? OR stan = ? OR client_ref = ?)')
    params.push(q, q, q)
  }
  return { sql: clauses.length ? clauses.join(' AND ') : '1', params }
}
