// The summary's SQL in parts (summary-sql.ts): the per-day groups, a day's JSON and the range's
// totals, shared by the summary of the tallies and the whole range's kept pieces (day-pieces.ts),
// which must write byte for byte the same text for the same counts.

/** ISO time of epoch ms, as Date.toISOString writes it. */
export const ISO = (ms: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${ms} / 1000.0, 'unixepoch')`
/** The India date of a day number (days since 1970-01-01 in IST). */
export const DATE = (day: string) => `date(${day} * 86400, 'unixepoch')`

/** (v1.5) One operator's counts; '' in the tallies (nobody named) is null on the wire. */
const OPERATOR_JSON = `json_object('operator', nullif(operator, ''), 'total', total, 'success', success)`

/**
 * From the tallies `t`, one row per day: `d` (the day's counts and times by operation and
 * outcome), `db` (its banks, busiest first) and `dbo` (its operators), and the groups `bk` and
 * `bo` the range's totals add up. Shared with the per-day pieces (day-pieces.ts), which must be
 * byte for byte what this query writes for the same day.
 */
export const PER_DAY = `
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
        FROM (SELECT * FROM bo ORDER BY day, total DESC, operator) GROUP BY day)`

/** One day of the summary's `days`, over PER_DAY's `d`, `db` and `dbo` joined on the day. */
export const DAY_JSON = `json_object('date', ${DATE('d.day')}, 'total', d.total,
           'byOperation', json(d.by_op), 'byBank', json(db.by_bank),
           'byOperator', json(dbo.by_operator), 'first', ${ISO('d.f')},
           'last', ${ISO('d.l')})`

/** The range's totals as JSON, from `tot` (total, f, l) and the groups `aop`, `ab` and `abo`. */
export const TOTALS_JSON = `json_object(
    'total', tot.total,
    'byOperation', (SELECT json(coalesce(json_group_object(operation, json(outcomes)), '{}')) FROM aop),
    'byBank', (SELECT json(coalesce(json_group_array(json_object('iin', bankiin, 'name', bank_name,
      'total', total, 'success', success)), '[]'))
      FROM (SELECT * FROM ab ORDER BY total DESC, bankiin)),
    'byOperator', (SELECT json(coalesce(json_group_array(${OPERATOR_JSON}), '[]'))
      FROM (SELECT * FROM abo ORDER BY total DESC, operator)),
    'first', CASE WHEN tot.total > 0 THEN ${ISO('tot.f')} END,
    'last', CASE WHEN tot.total > 0 THEN ${ISO('tot.l')} END
  )`

/** The India dates of the first and last day, the range's answer when `from` or `to` is left out. */
export const DATES = `${DATE('days.first_day')} AS first_date, ${DATE('days.last_day')} AS last_date`

/** The summary's JSON as the row's `body`: as text, or as its UTF-8 bytes (a BLOB, not copied). */
export const asBody = (json: string, bytes: boolean) =>
  bytes ? `CAST(${json} AS BLOB) AS body` : `${json} AS body`

/** The stale days' pieces built from the tallies `stale` picks: `fresh` (day, piece, total, f, l). */
export const freshPieces = (stale: string) => `
t AS (${stale}), ${PER_DAY},
fresh AS (SELECT d.day, ${DAY_JSON} AS piece, d.total, d.f, d.l
          FROM d JOIN db USING (day) JOIN dbo USING (day))`

/**
 * A summary from kept pieces: `inOrder` (day, piece in day order) and `every` (total, f, l), with
 * the `totals` groups; concatenated as text, since the pieces are JSON already and json() over
 * three years of them would parse them all again. The aggregates take the rows in their order (an
 * ordered subquery of an aggregate is not flattened), as the summary of the tallies takes its banks.
 */
export const fromPieces = (inOrder: string, every: string, totals: string) => `
days AS (SELECT '[' || coalesce(group_concat(piece, ','), '') || ']' AS days,
           min(day) AS first_day, max(day) AS last_day FROM ${inOrder}),
tot AS (SELECT coalesce(sum(total), 0) AS total, min(f) AS f, max(l) AS l FROM ${every}),
${totals}
SELECT ${asBody(`'{"days":' || days.days || ',"totals":' || ${TOTALS_JSON} || '}'`, true)}, ${DATES}
FROM days, tot`
