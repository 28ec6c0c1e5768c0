// The day book's summary of any range without a search, built as JSON text by SQLite from the
// tallies: the per-day counts by operation and outcome, the banks busiest
// first, and the range's totals, in one statement. Nothing per row reaches JavaScript, so a
// summary of three years allocates one string, not tens of thousands of objects; the shape is
// that of day-book/summary.ts, which counts a search's records.

import type { SQLInputValue, StatementSync } from 'node:sqlite'
import { namedDays } from '../../src/shared/day-book.ts'
import { wholeRangeRow } from './day-pieces.ts'
import { DATES, DAY_JSON, PER_DAY, TOTALS_JSON } from './summary-parts.ts'

function summarySql(where: string): string {
  return `
WITH t AS (SELECT * FROM tallies WHERE ${where}), ${PER_DAY},
days AS (SELECT json_group_array(${DAY_JSON}) AS days, min(d.day) AS first_day, max(d.day) AS last_day
         FROM (SELECT * FROM d ORDER BY day) AS d JOIN db USING (day) JOIN dbo USING (day)),
aop AS (SELECT operation, json_group_object(outcome, n) AS outcomes
        FROM (SELECT operation, outcome, sum(n) AS n FROM t GROUP BY operation, outcome)
        GROUP BY operation),
abo AS (SELECT operator, sum(total) AS total, sum(success) AS success FROM bo GROUP BY operator),
ab AS (SELECT bankiin, sum(total) AS total, sum(success) AS success, max(name_at) AS name_at,
         bank_name FROM bk GROUP BY bankiin),
tot AS (SELECT coalesce(sum(n), 0) AS total, min(first_at) AS f, max(last_at) AS l FROM t)
SELECT json_object('days', json(days.days), 'totals', ${TOTALS_JSON}) AS body, ${DATES}
FROM days, tot`
}

type SummaryRow = { body: string; first_date: string | null; last_date: string | null }

/** Where picks every tally (no filter at all): the whole range, answered from the kept pieces. */
const WHOLE_RANGE = '1'

/**
 * The summary's JSON text: `from` and `to` echo the filters; where one was left out, the days
 * namedDays (src/shared/day-book.ts) gives from the first and last day that has an enquiry. The
 * whole range comes from the per-day pieces (day-pieces.ts), any filter from the tallies.
 */
export function summaryJson(
  statement: (sql: string) => StatementSync,
  where: { sql: string; params: SQLInputValue[] },
  range: { from?: string; to?: string; today: string },
): string {
  const row =
    where.sql === WHOLE_RANGE && where.params.length === 0
      ? wholeRangeRow(statement)
      : tallySummaryRow(statement, where)
  return withRange(row, range)
}

/** The summary counted from the tallies, whatever the filter (the pieces' reference in tests). */
export function tallySummaryJson(
  statement: (sql: string) => StatementSync,
  where: { sql: string; params: SQLInputValue[] },
  range: { from?: string; to?: string; today: string },
): string {
  return withRange(tallySummaryRow(statement, where), range)
}

function tallySummaryRow(
  statement: (sql: string) => StatementSync,
  where: { sql: string; params: SQLInputValue[] },
): SummaryRow {
  return statement(summarySql(where.sql)).get(...where.params) as unknown as SummaryRow
}

function withRange(row: SummaryRow, range: { from?: string; to?: string; today: string }): string {
  const [from, to] = namedDays(range, row.first_date, row.last_date, range.today)
  return `{"from":${JSON.stringify(from)},"to":${JSON.stringify(to)},${row.body.slice(1)}`
}
