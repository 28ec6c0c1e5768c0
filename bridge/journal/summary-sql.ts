// The day book's summary of any range without a search, built as JSON text by SQLite from the
// tallies: the per-day counts by operation and outcome, the banks busiest
// first, and the range's totals, in one statement. Nothing per row reaches JavaScript, so a
// summary of three years allocates one string, not tens of thousands of objects; the shape is
// that of day-book/summary.ts, which counts a search's records.

import type { SQLInputValue, StatementSync } from 'node:sqlite'
import { namedDays } from '../../src/shared/day-book.ts'

/** ISO time of epoch ms, as Date.toISOString writes it. */
const ISO = (ms: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${ms} / 1000.0, 'unixepoch')`
/** The India date of a day number (days since 1970-01-01 in IST). */
const DATE = (day: string) => `date(${day} * 86400, 'unixepoch')`

/** (v1.5) One operator's counts; '' in the tallies (nobody named) is null on the wire. */
const OPERATOR_JSON = `json_object('operator', nullif(operator, ''), 'total', total, 'success', success)`

function summarySql(where: string): string {
  return `
WITH t AS (SELECT * FROM tallies WHERE ${where}),
oc AS (SELECT day, operation, outcome, sum(n) AS n, min(first_at) AS f, max(last_at) AS l
       FROM t GROUP BY day, operation, outcome),
op AS (SELECT day, operation, json_group_object(outcome, n) AS outcomes, sum(n) AS n,
         min(f) AS f, max(l) AS l FROM oc GROUP BY day, operation),
d AS (SELECT day, json_group_object(operation, json(outcomes)) AS by_op, sum(n) AS total,
        min(f) AS f, max(l) AS l FROM op GROUP BY day),
bk AS (SELECT day, bankiin, sum(n) AS total, sum(CASE WHEN outcome = 'success' THEN n ELSE 0 END)
         AS success, max(name_at) AS name_at, bank_name FROM t GROUP BY day, bankiin),
db AS (SELECT day, json_group_array(json_object('iin', bankiin, 'name', bank_name, 'total', total,
         'success', success)) AS by_bank
       FROM (SELECT * FROM bk ORDER BY day, total DESC, bankiin) GROUP BY day),
bo AS (SELECT day, operator, sum(n) AS total,
         sum(CASE WHEN outcome = 'success' THEN n ELSE 0 END) AS success FROM t GROUP BY day, operator),
dbo AS (SELECT day, json_group_array(${OPERATOR_JSON}) AS by_operator
        FROM (SELECT * FROM bo ORDER BY day, total DESC, operator) GROUP BY day),
days AS (SELECT json_group_array(json_object('date', ${DATE('d.day')}, 'total', d.total,
           'byOperation', json(d.by_op), 'byBank', json(db.by_bank),
           'byOperator', json(dbo.by_operator), 'first', ${ISO('d.f')},
           'last', ${ISO('d.l')})) AS days, min(d.day) AS first_day, max(d.day) AS last_day
         FROM (SELECT * FROM d ORDER BY day) AS d JOIN db USING (day) JOIN dbo USING (day)),
aop AS (SELECT operation, json_group_object(outcome, n) AS outcomes
        FROM (SELECT operation, outcome, sum(n) AS n FROM t GROUP BY operation, outcome)
        GROUP BY operation),
abo AS (SELECT operator, sum(total) AS total, sum(success) AS success FROM bo GROUP BY operator),
ab AS (SELECT bankiin, sum(total) AS total, sum(success) AS success, max(name_at) AS name_at,
         bank_name FROM bk GROUP BY bankiin),
tot AS (SELECT coalesce(sum(n), 0) AS total, min(first_at) AS f, max(last_at) AS l FROM t)
SELECT json_object(
  'days', json(days.days),
  'totals', json_object(
    'total', tot.total,
    'byOperation', (SELECT json(coalesce(json_group_object(operation, json(outcomes)), '{}')) FROM aop),
    'byBank', (SELECT json(coalesce(json_group_array(json_object('iin', bankiin, 'name', bank_name,
      'total', total, 'success', success)), '[]'))
      FROM (SELECT * FROM ab ORDER BY total DESC, bankiin)),
    'byOperator', (SELECT json(coalesce(json_group_array(${OPERATOR_JSON}), '[]'))
      FROM (SELECT * FROM abo ORDER BY total DESC, operator)),
    'first', CASE WHEN tot.total > 0 THEN ${ISO('tot.f')} END,
    'last', CASE WHEN tot.total > 0 THEN ${ISO('tot.l')} END
  )) AS body,
  ${DATE('days.first_day')} AS first_date, ${DATE('days.last_day')} AS last_date
FROM days, tot`
}

/**
 * The summary's JSON text: `from` and `to` echo the filters; where one was left out, the days
 * namedDays (src/shared/day-book.ts) gives from the first and last day that has an enquiry.
 */
export function summaryJson(
  statement: (sql: string) => StatementSync,
  where: { sql: string; params: SQLInputValue[] },
  range: { from?: string; to?: string; today: string },
): string {
  const row = statement(summarySql(where.sql)).get(...where.params) as {
    body: string
    first_date: string | null
    last_date: string | null
  }
  const [from, to] = namedDays(range, row.first_date, row.last_date, range.today)
  return `{"from":${JSON.stringify(from)},"to":${JSON.stringify(to)},${row.body.slice(1)}`
}
