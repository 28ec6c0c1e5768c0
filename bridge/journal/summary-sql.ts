// The day book's summary of any range without a search, built as JSON by SQLite from the
// tallies: the per-day counts by operation and outcome, the banks busiest
// first, and the range's totals, in one statement. Nothing per row reaches JavaScript, and the
// answer reaches it as bytes (a BLOB), written to the socket as they are: a summary of three years
// (~675 KB) was otherwise decoded into a string and encoded back to UTF-8 twice (its length, its
// write). The shape is that of day-book/summary.ts, which counts a search's records.

import type { SQLInputValue, StatementSync } from 'node:sqlite'
import { namedDays, type DayBookFilters } from '../../src/shared/day-book.ts'
import { choiceRow } from './choice-pieces.ts'
import { wholeRangeRow } from './day-pieces.ts'
import { asBody, DATES, DAY_JSON, PER_DAY, TOTALS_JSON } from './summary-parts.ts'

function summarySql(where: string, bytes: boolean): string {
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
SELECT ${asBody(`json_object('days', json(days.days), 'totals', ${TOTALS_JSON})`, bytes)}, ${DATES}
FROM days, tot`
}

type SummaryRow<Body> = { body: Body; first_date: string | null; last_date: string | null }

/** Where picks every tally (no filter at all): the whole range, answered from the kept pieces. */
const WHOLE_RANGE = '1'

/**
 * The summary's JSON as UTF-8 bytes, the reply's body as it goes out: `from` and `to` echo the
 * filters; where one was left out, the days namedDays (src/shared/day-book.ts) gives from the
 * first and last day that has an enquiry. The whole range comes from the per-day pieces
 * (day-pieces.ts), that of one of the day book's choices (the failures, an operation...) from
 * its own (choice-pieces.ts), any other filter from the tallies.
 */
export function summaryJson(
  statement: (sql: string) => StatementSync,
  where: { sql: string; params: SQLInputValue[] },
  range: DayBookFilters & { today: string },
): Uint8Array {
  const row =
    where.sql === WHOLE_RANGE && where.params.length === 0
      ? wholeRangeRow(statement)
      : (choiceRow(statement, range) ?? tallySummaryRow<Uint8Array>(statement, where, true))
  const head = Buffer.from(rangeHead(row, range))
  // The body's own '{' is the head's: one copy of the bytes, no string made of them.
  return Buffer.concat([head, row.body.subarray(1)], head.length + row.body.length - 1)
}

/**
 * The summary counted from the tallies as text, whatever the filter: the answer as it was
 * before the pieces and the bytes, kept as their reference in tests.
 */
export function tallySummaryJson(
  statement: (sql: string) => StatementSync,
  where: { sql: string; params: SQLInputValue[] },
  range: { from?: string; to?: string; today: string },
): string {
  const row = tallySummaryRow<string>(statement, where, false)
  return rangeHead(row, range) + row.body.slice(1)
}

function tallySummaryRow<Body>(
  statement: (sql: string) => StatementSync,
  where: { sql: string; params: SQLInputValue[] },
  bytes: boolean,
): SummaryRow<Body> {
  return statement(summarySql(where.sql, bytes)).get(...where.params) as SummaryRow<Body>
}

/** `{"from":…,"to":…,` : the summary's first fields, before the body's own. */
function rangeHead(
  row: { first_date: string | null; last_date: string | null },
  range: { from?: string; to?: string; today: string },
): string {
  const [from, to] = namedDays(range, row.first_date, row.last_date, range.today)
  return `{"from":${JSON.stringify(from)},"to":${JSON.stringify(to)},`
}
