// The summary's totals kept beside its pieces (day-pieces.ts: the whole range's, in total_*;
// choice-pieces.ts: each choice's, in choice_*, keyed by the choice): the same upkeep by the
// tallies' triggers for both, so that both write what the summary of the tallies would.

/** The successes a tally `row` (NEW, OLD or a table's alias) counts. */
export const SUCCESS = (row: string) =>
  `CASE WHEN ${row}.outcome = 'success' THEN ${row}.n ELSE 0 END`

/**
 * A kept total's bank name, in an upsert's DO UPDATE: that of its tally named last (max name_at),
 * as the summary of the tallies takes it; a tally's name_at never goes down, and a name given again
 * at the same time (a corrected bank list) replaces it, as in the tallies.
 */
export const LATER_NAME = `
    bank_name = CASE WHEN excluded.name_at >= coalesce(name_at, excluded.name_at - 1)
      THEN excluded.bank_name ELSE bank_name END,
    name_at = CASE WHEN excluded.name_at >= coalesce(name_at, excluded.name_at - 1)
      THEN excluded.name_at ELSE name_at END`

/**
 * The tally `row` (NEW or OLD) added to the totals `<kind>_outcomes`, `_banks` and `_operators`,
 * with `sign` 1, or taken out, with -1. `key` is what comes before the tally's columns and after
 * them: the choice's column and its FROM for choice_*, none for total_* (WHERE true: an upsert's
 * SELECT needs a WHERE, so that ON is not read as a join's).
 */
export const totalsBy = (
  kind: string,
  row: string,
  sign: 1 | -1,
  key = { column: '', from: 'WHERE true' },
) => `
  INSERT INTO ${kind}_outcomes SELECT ${key.column} ${row}.operation, ${row}.outcome,
    ${sign} * ${row}.n ${key.from} ON CONFLICT DO UPDATE SET n = n + excluded.n;
  INSERT INTO ${kind}_banks SELECT ${key.column} ${row}.bankiin, ${sign} * ${row}.n,
    ${sign} * ${SUCCESS(row)}, ${row}.name_at, ${row}.bank_name ${key.from}
    ON CONFLICT DO UPDATE SET total = total + excluded.total, success = success + excluded.success${
      sign === 1 ? ', ' + LATER_NAME : ''
    };
  INSERT INTO ${kind}_operators SELECT ${key.column} ${row}.operator, ${sign} * ${row}.n,
    ${sign} * ${SUCCESS(row)} ${key.from}
    ON CONFLICT DO UPDATE SET total = total + excluded.total, success = success + excluded.success;`

/** A group whose count reached 0 has no tally left: the summary of the tallies would not name it. */
export const emptied = (kind: string) => `
  DELETE FROM ${kind}_outcomes WHERE n <= 0 AND operation = OLD.operation AND outcome = OLD.outcome;
  DELETE FROM ${kind}_banks WHERE total <= 0 AND bankiin = OLD.bankiin;
  DELETE FROM ${kind}_operators WHERE total <= 0 AND operator = OLD.operator;`

/**
 * The groups TOTALS_JSON reads (aop, abo, ab) from kept totals: the tables `<kind>_outcomes`,
 * `<kind>_banks` and `<kind>_operators`, their rows that `where` picks.
 */
export const keptTotals = (kind: string, where = '') => `
aop AS (SELECT operation, json_group_object(outcome, n) AS outcomes
        FROM (SELECT * FROM ${kind}_outcomes ${where} ORDER BY operation, outcome) GROUP BY operation),
abo AS (SELECT operator, total, success FROM ${kind}_operators ${where}),
ab AS (SELECT bankiin, total, success, bank_name FROM ${kind}_banks ${where})`
