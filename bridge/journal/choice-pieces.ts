// The whole range's summary of each filter the day book offers on its own (an outcome choice: the
// failures, the successes, the ones not confirmed...; an operation; a bank; a person at the
// counter), kept as per-day pieces like
// the unfiltered one (day-pieces.ts), so that "every failure of three years" concatenates pieces
// instead of regrouping the tallies of 1,095 days at each read (40 ms CPU at 1M records).
//
// A choice is rows of `summary_choices` (an operation, an outcome, a bank or an operator; NULL
// matches any): a tally belongs to a choice when one row matches it. A bank's and an operator's
// choice is listed by the trigger when its first tally comes (their values are an open list). Its pieces (`choice_pieces`, by choice and day)
// and totals (`choice_outcomes`, `choice_banks`, `choice_operators`) are kept by triggers on the
// tallies in the same transaction as any change of the counts, stale pieces built by the same
// settles as the whole range's, and the same SQL parts (summary-parts.ts) write them: so a
// choice's summary is byte for byte the tallies' one for its filter (day-pieces.test.ts).
// The list is kept in meta: a release that offers other choices builds them all again at its start.

import type { DatabaseSync, StatementSync } from 'node:sqlite'
import { DAY_BOOK_OPERATIONS, type DayBookFilters } from '../../src/shared/day-book.ts'
import { OUTCOME_CHOICES } from '../../src/shared/outcome-choices.ts'
import { emptied, keptTotals, SUCCESS, totalsBy } from './kept-totals.ts'
import { freshPieces, fromPieces } from './summary-parts.ts'

export const CHOICES_KEY = 'choice-pieces'

/** A filter's choice: the one list it names, its values sorted and once each ('outcome=a,b'). */
export function choiceOf(filters: DayBookFilters): string | null {
  const named = Object.entries(filters).filter(
    ([key, value]) => key !== 'today' && value !== undefined,
  )
  if (named.length !== 1) return null
  const [key, value] = named[0]!
  if (key === 'bankiin' || key === 'operator') return `${key}=${value as string}`
  if (key !== 'outcomes' && key !== 'operations') return null
  return `${key.slice(0, -1)}=${[...new Set(value as string[])].sort().join(',')}`
}

/** The day book's own choices, as rows of summary_choices: choice, operation, outcome. */
const CHOICE_ROWS: [string, string | null, string | null][] = [
  ...OUTCOME_CHOICES.filter((c) => c.outcomes.length > 0).flatMap((c) =>
    c.outcomes.map((o): [string, null, string] => [choiceOf({ outcomes: c.outcomes })!, null, o]),
  ),
  ...DAY_BOOK_OPERATIONS.map((op): [string, string, null] => [
    choiceOf({ operations: [op] })!,
    op,
    null,
  ]),
]
/** Noted in meta: `values` says the banks' and operators' choices are kept too. */
const CHOICES_NOTE = JSON.stringify({ rows: CHOICE_ROWS, values: ['bankiin', 'operator'] })

/** The choices' rows matching the tally `row` (NEW, OLD or an alias), as `c`. */
const MATCHES = (row: string) => `(c.operation IS NULL OR c.operation = ${row}.operation)
  AND (c.outcome IS NULL OR c.outcome = ${row}.outcome)
  AND (c.bankiin IS NULL OR c.bankiin = ${row}.bankiin)
  AND (c.operator IS NULL OR c.operator = ${row}.operator)`

/** The choice of the tally `row`'s bank and of its operator, listed when not yet. */
const VALUE_CHOICES = (row: string) => `
  INSERT INTO summary_choices (choice, bankiin) SELECT 'bankiin=' || ${row}.bankiin, ${row}.bankiin
    WHERE NOT EXISTS (SELECT 1 FROM summary_choices WHERE choice = 'bankiin=' || ${row}.bankiin);
  INSERT INTO summary_choices (choice, operator) SELECT 'operator=' || ${row}.operator, ${row}.operator
    WHERE ${row}.operator <> ''
    AND NOT EXISTS (SELECT 1 FROM summary_choices WHERE choice = 'operator=' || ${row}.operator);`
const OF = (row: string) => `FROM summary_choices c WHERE ${MATCHES(row)}`

/** The tally `row` (NEW or OLD) added to its choices' totals, with `sign` 1, or taken out. */
const TOTALS_BY = (row: string, sign: 1 | -1) =>
  totalsBy('choice', row, sign, { column: 'c.choice,', from: OF(row) })

/** As the whole range's: a bank whose named tally went is named again, in each choice. */
const NAME_AGAIN = `
  UPDATE choice_banks SET (name_at, bank_name) = (SELECT x.name_at, x.bank_name FROM tallies x
      JOIN summary_choices c ON c.choice = choice_banks.choice AND ${MATCHES('x')}
      WHERE x.bankiin = OLD.bankiin ORDER BY x.name_at DESC LIMIT 1)
    WHERE bankiin = OLD.bankiin AND name_at = OLD.name_at;`

const STALE = (row: string) => `INSERT INTO choice_pieces (choice, day)
  SELECT c.choice, ${row}.day ${OF(row)} ON CONFLICT DO UPDATE SET piece = NULL;`

/** Part of SCHEMA (through day-pieces.ts): the tables, the stale pieces' index and the triggers. */
export const CHOICE_PIECES_SCHEMA = `
CREATE TABLE IF NOT EXISTS summary_choices (choice TEXT NOT NULL, operation TEXT, outcome TEXT,
  bankiin TEXT, operator TEXT);
CREATE INDEX IF NOT EXISTS summary_choices_choice ON summary_choices (choice);
CREATE TABLE IF NOT EXISTS choice_pieces (choice TEXT NOT NULL, day INTEGER NOT NULL,
  total INTEGER, first_at INTEGER, last_at INTEGER, piece TEXT, PRIMARY KEY (choice, day));
CREATE INDEX IF NOT EXISTS choice_pieces_stale ON choice_pieces (choice, day) WHERE piece IS NULL;
CREATE TABLE IF NOT EXISTS choice_outcomes (choice TEXT NOT NULL, operation TEXT NOT NULL,
  outcome TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (choice, operation, outcome)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS choice_banks (choice TEXT NOT NULL, bankiin TEXT NOT NULL,
  total INTEGER NOT NULL, success INTEGER NOT NULL, name_at INTEGER, bank_name TEXT,
  PRIMARY KEY (choice, bankiin)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS choice_operators (choice TEXT NOT NULL, operator TEXT NOT NULL,
  total INTEGER NOT NULL, success INTEGER NOT NULL, PRIMARY KEY (choice, operator)) WITHOUT ROWID;
CREATE TRIGGER IF NOT EXISTS choice_piece_insert AFTER INSERT ON tallies
BEGIN ${VALUE_CHOICES('NEW')} ${STALE('NEW')} ${TOTALS_BY('NEW', 1)} END;
CREATE TRIGGER IF NOT EXISTS choice_piece_delete AFTER DELETE ON tallies
BEGIN ${STALE('OLD')} ${TOTALS_BY('OLD', -1)} ${emptied('choice')} ${NAME_AGAIN} END;
CREATE TRIGGER IF NOT EXISTS choice_piece_update AFTER UPDATE ON tallies
BEGIN ${STALE('OLD')} ${STALE('NEW')} ${TOTALS_BY('OLD', -1)} ${emptied('choice')} ${TOTALS_BY('NEW', 1)} END;
`

/**
 * Pieces, totals and choices made anew (tables and triggers: an earlier list's may have had other
 * columns), this release's choices listed (the import's last step counts the tallies again after
 * it: the triggers fill them).
 */
export const CLEAR_CHOICE_PIECES = `DROP TRIGGER IF EXISTS choice_piece_insert;
  DROP TRIGGER IF EXISTS choice_piece_delete; DROP TRIGGER IF EXISTS choice_piece_update;
  DROP TABLE IF EXISTS choice_pieces; DROP TABLE IF EXISTS choice_outcomes;
  DROP TABLE IF EXISTS choice_banks; DROP TABLE IF EXISTS choice_operators;
  DROP TABLE IF EXISTS summary_choices; ${CHOICE_PIECES_SCHEMA};
  INSERT INTO summary_choices (choice, operation, outcome) SELECT value ->> 0, value ->> 1,
    value ->> 2 FROM json_each('${CHOICES_NOTE.replaceAll("'", "''")}', '$.rows');`

/** Everything counted again from the tallies, every piece stale (the settle builds them). */
const REBUILD = `${CLEAR_CHOICE_PIECES}
INSERT INTO summary_choices (choice, bankiin) SELECT DISTINCT 'bankiin=' || bankiin, bankiin
  FROM tallies;
INSERT INTO summary_choices (choice, operator) SELECT DISTINCT 'operator=' || operator, operator
  FROM tallies WHERE operator <> '';
INSERT INTO choice_outcomes SELECT c.choice, x.operation, x.outcome, sum(x.n)
  FROM tallies x JOIN summary_choices c ON ${MATCHES('x')} GROUP BY c.choice, x.operation, x.outcome;
INSERT INTO choice_banks SELECT c.choice, x.bankiin, sum(x.n), sum(${SUCCESS('x')}), max(x.name_at),
  x.bank_name FROM tallies x JOIN summary_choices c ON ${MATCHES('x')} GROUP BY c.choice, x.bankiin;
INSERT INTO choice_operators SELECT c.choice, x.operator, sum(x.n), sum(${SUCCESS('x')})
  FROM tallies x JOIN summary_choices c ON ${MATCHES('x')} GROUP BY c.choice, x.operator;
INSERT INTO choice_pieces (choice, day) SELECT DISTINCT c.choice, x.day
  FROM tallies x JOIN summary_choices c ON ${MATCHES('x')};`

/** The stale days of :choice between :from and :to, built from its tallies. */
const FRESH = freshPieces(`SELECT x.* FROM tallies x JOIN summary_choices c
  ON c.choice = :choice AND ${MATCHES('x')} WHERE x.day IN (SELECT day FROM choice_pieces
  WHERE choice = :choice AND piece IS NULL AND day BETWEEN :from AND :to)`)

const BUILD = `WITH ${FRESH}
INSERT OR REPLACE INTO choice_pieces (choice, day, piece, total, first_at, last_at)
SELECT :choice, day, piece, total, f, l FROM fresh`
/** A stale day without tallies of its choice (its records all removed or settled) loses its row. */
const DROP = `DELETE FROM choice_pieces WHERE choice = :choice AND piece IS NULL
  AND day BETWEEN :from AND :to`

/** Each choice's stale pieces of the days `from` to `to` built; the caller's transaction. */
export function settleChoicePieces(db: DatabaseSync, days: { from: number; to: number }): void {
  const [build, drop] = [db.prepare(BUILD), db.prepare(DROP)]
  const choices = db.prepare('SELECT DISTINCT choice FROM summary_choices').all()
  for (const { choice } of choices as { choice: string }[]) {
    build.run({ ...days, choice })
    drop.run({ ...days, choice })
  }
}

/** The choices' pieces noted as made for this release's list. */
export function noteChoicePieces(db: DatabaseSync): void {
  db.prepare('INSERT OR REPLACE INTO meta VALUES (?, ?)').run(CHOICES_KEY, CHOICES_NOTE)
}

/**
 * At a start: a journal of an earlier release, or one whose choices were another list, gets them
 * counted from its tallies (its pieces stale: the caller settles them). The caller's transaction.
 */
export function prepareChoicePieces(db: DatabaseSync): void {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(CHOICES_KEY) as
    { value: unknown } | undefined
  if (row?.value === CHOICES_NOTE) return
  db.exec(REBUILD)
  noteChoicePieces(db)
}

/** Every piece of the choice kept and none stale (the usual case). */
const KEPT = `WITH ${fromPieces(
  '(SELECT day, piece FROM choice_pieces WHERE choice = :choice ORDER BY day)',
  '(SELECT total, first_at AS f, last_at AS l FROM choice_pieces WHERE choice = :choice)',
  keptTotals('choice', 'WHERE choice = :choice'),
)}`

/** Some of its days stale: those built afresh beside the kept ones. */
const WITH_FRESH = `WITH ${FRESH},
every AS (SELECT day, piece, total, first_at AS f, last_at AS l FROM choice_pieces
          WHERE choice = :choice AND piece IS NOT NULL
          UNION ALL SELECT day, piece, total, f, l FROM fresh),
${fromPieces('(SELECT * FROM every ORDER BY day)', 'every', keptTotals('choice', 'WHERE choice = :choice'))}`

const EVERY_DAY = { from: Number.MIN_SAFE_INTEGER, to: Number.MAX_SAFE_INTEGER }

/**
 * The whole-range summary row of the filters' choice, its body as UTF-8 bytes, as summary-sql.ts's
 * from the tallies for those filters; undefined when the filters are no kept choice.
 */
export function choiceRow(
  statement: (sql: string) => StatementSync,
  filters: DayBookFilters,
): { body: Uint8Array; first_date: string | null; last_date: string | null } | undefined {
  const choice = choiceOf(filters)
  if (choice === null) return undefined
  if (statement('SELECT 1 FROM summary_choices WHERE choice = ?').get(choice) === undefined)
    return undefined
  const stale = statement(
    'SELECT 1 FROM choice_pieces WHERE choice = ? AND piece IS NULL LIMIT 1',
  ).get(choice)
  return (
    stale === undefined
      ? statement(KEPT).get({ choice })
      : statement(WITH_FRESH).get({ ...EVERY_DAY, choice })
  ) as never
}
