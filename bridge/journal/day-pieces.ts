// The whole-range summary's pieces: each day's finished JSON, as the summary of
// the tallies writes it, kept in `day_pieces`, and the range's totals kept in three small tables,
// so that a summary of the whole journal concatenates about a thousand strings and reads a few
// dozen rows instead of regrouping every tally of three years (80 % of its time before).
//
// Triggers on the tallies keep them true in the same transaction as any change of the counts,
// whatever made it (a record written, a status check settling it, retention, the merchant's purge,
// an erasure, the import's last step): the totals by adding and taking the tally's count, and the
// day by marking its piece stale (NULL). A stale piece is built again by the next settle (a start,
// maintenance, the import) and, until then, by the summary itself, which builds the stale days
// from their tallies in the same statement: so a piece is never read stale, and the summary is
// byte for byte the tallies' one (tests/bridge/journal/day-pieces.test.ts compares them).
// The day book's choices (the failures, an operation...) have pieces of their own, kept the same
// way and settled with these (choice-pieces.ts); the totals' upkeep is shared (kept-totals.ts).

import type { DatabaseSync, StatementSync } from 'node:sqlite'
import {
  CHOICE_PIECES_SCHEMA,
  CLEAR_CHOICE_PIECES,
  noteChoicePieces,
  prepareChoicePieces,
  settleChoicePieces,
} from './choice-pieces.ts'
import { emptied, keptTotals, SUCCESS, totalsBy } from './kept-totals.ts'
import { freshPieces, fromPieces } from './summary-parts.ts'

/** Bumped when a piece's shape changes: a journal with older pieces builds them all again. */
export const PIECES_VERSION = 1
export const PIECES_KEY = 'day-pieces'

/**
 * The tally that gave its bank's name gone, the name is found again among the bank's tallies (a
 * scan of them, only when the last named one goes).
 */
const NAME_AGAIN = `
  UPDATE total_banks SET (name_at, bank_name) = (SELECT name_at, bank_name FROM tallies
      WHERE bankiin = OLD.bankiin ORDER BY name_at DESC LIMIT 1)
    WHERE bankiin = OLD.bankiin AND name_at = OLD.name_at;`

const STALE = (row: string) =>
  `INSERT INTO day_pieces (day) VALUES (${row}.day) ON CONFLICT DO UPDATE SET piece = NULL;`

/** Part of SCHEMA (schema.ts): the tables, the stale pieces' index and the tallies' triggers. */
export const PIECES_SCHEMA = `
CREATE TABLE IF NOT EXISTS day_pieces (
  day INTEGER PRIMARY KEY,
  total INTEGER,
  first_at INTEGER,
  last_at INTEGER,
  piece TEXT
);
CREATE INDEX IF NOT EXISTS day_pieces_stale ON day_pieces (day) WHERE piece IS NULL;
CREATE TABLE IF NOT EXISTS total_outcomes (operation TEXT NOT NULL, outcome TEXT NOT NULL,
  n INTEGER NOT NULL, PRIMARY KEY (operation, outcome)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS total_banks (bankiin TEXT NOT NULL PRIMARY KEY, total INTEGER NOT NULL,
  success INTEGER NOT NULL, name_at INTEGER, bank_name TEXT) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS total_operators (operator TEXT NOT NULL PRIMARY KEY,
  total INTEGER NOT NULL, success INTEGER NOT NULL) WITHOUT ROWID;
CREATE TRIGGER IF NOT EXISTS piece_insert AFTER INSERT ON tallies
BEGIN ${STALE('NEW')} ${totalsBy('total', 'NEW', 1)} END;
CREATE TRIGGER IF NOT EXISTS piece_delete AFTER DELETE ON tallies
BEGIN ${STALE('OLD')} ${totalsBy('total', 'OLD', -1)} ${emptied('total')} ${NAME_AGAIN} END;
CREATE TRIGGER IF NOT EXISTS piece_update AFTER UPDATE ON tallies
BEGIN ${STALE('OLD')} ${STALE('NEW')} ${totalsBy('total', 'OLD', -1)} ${emptied('total')} ${totalsBy('total', 'NEW', 1)} END;
${CHOICE_PIECES_SCHEMA}`

/**
 * Pieces and totals emptied (the choices' too, their list made again): the import's last step
 * counts the tallies again (the triggers fill them).
 */
export const CLEAR_PIECES = `DELETE FROM day_pieces; DELETE FROM total_outcomes;
  DELETE FROM total_banks; DELETE FROM total_operators; ${CLEAR_CHOICE_PIECES}`

/** Everything counted again from the tallies, every day's piece stale (settle builds them). */
const REBUILD_PIECES = `DELETE FROM day_pieces; DELETE FROM total_outcomes;
  DELETE FROM total_banks; DELETE FROM total_operators;
INSERT INTO total_outcomes SELECT operation, outcome, sum(n) FROM tallies GROUP BY operation, outcome;
INSERT INTO total_banks SELECT bankiin, sum(n), sum(${SUCCESS('tallies')}), max(name_at), bank_name
  FROM tallies GROUP BY bankiin;
INSERT INTO total_operators SELECT operator, sum(n), sum(${SUCCESS('tallies')}) FROM tallies
  GROUP BY operator;
INSERT INTO day_pieces (day) SELECT DISTINCT day FROM tallies;`

/** The stale days between :from and :to, built from their tallies: day, piece, total, f, l. */
const FRESH = freshPieces(`SELECT * FROM tallies WHERE day IN (SELECT day FROM day_pieces
  WHERE piece IS NULL AND day BETWEEN :from AND :to)`)

/**
 * The stale pieces between :from and :to built and kept; a stale day without tallies (its records
 * all removed) loses its row.
 */
const SETTLE = `
WITH ${FRESH}
INSERT OR REPLACE INTO day_pieces (day, piece, total, first_at, last_at)
SELECT day, piece, total, f, l FROM fresh;
DELETE FROM day_pieces WHERE piece IS NULL AND day BETWEEN :from AND :to;`

const EVERY_DAY = { from: Number.MIN_SAFE_INTEGER, to: Number.MAX_SAFE_INTEGER }

/**
 * The stale pieces of the days `from` to `to` (all by default) built, the whole range's and the
 * choices' (choice-pieces.ts); the caller's transaction.
 */
export function settleDayPieces(db: DatabaseSync, days = EVERY_DAY): void {
  const [build, drop] = SETTLE.split(';').filter((sql) => sql.trim())
  db.prepare(build!).run(days)
  db.prepare(drop!).run(days)
  settleChoicePieces(db, days)
}

/** After the import's last step counted the tallies: its pieces noted as made by this release. */
export function notePieces(db: DatabaseSync): void {
  db.prepare('INSERT OR REPLACE INTO meta VALUES (?, ?)').run(PIECES_KEY, PIECES_VERSION)
  noteChoicePieces(db)
}

/**
 * At a start: the pieces of a journal of an earlier release (or of an older PIECES_VERSION) made
 * from its tallies, else what is stale built. The caller's transaction.
 */
export function preparePieces(db: DatabaseSync): void {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(PIECES_KEY) as
    { value: unknown } | undefined
  if (row?.value !== PIECES_VERSION) {
    db.exec(REBUILD_PIECES)
    db.prepare('INSERT OR REPLACE INTO meta VALUES (?, ?)').run(PIECES_KEY, PIECES_VERSION)
  }
  prepareChoicePieces(db)
  settleDayPieces(db)
}

/** Every piece kept and none stale (the usual case): a scan of day_pieces in day order. */
const KEPT = `WITH ${fromPieces(
  '(SELECT day, piece FROM day_pieces ORDER BY day)',
  '(SELECT total, first_at AS f, last_at AS l FROM day_pieces)',
  keptTotals('total'),
)}`

/** Some days stale (written since the last settle): those built afresh beside the kept ones. */
const WITH_FRESH = `WITH ${FRESH},
every AS (SELECT day, piece, total, first_at AS f, last_at AS l FROM day_pieces
          WHERE piece IS NOT NULL UNION ALL SELECT day, piece, total, f, l FROM fresh),
${fromPieces('(SELECT * FROM every ORDER BY day)', 'every', keptTotals('total'))}`

/**
 * The whole range's summary row, as summary-sql.ts's from the tallies for a filter that picks
 * all; its body as UTF-8 bytes.
 */
export function wholeRangeRow(statement: (sql: string) => StatementSync): {
  body: Uint8Array
  first_date: string | null
  last_date: string | null
} {
  const stale = statement('SELECT 1 FROM day_pieces WHERE piece IS NULL LIMIT 1').get()
  return (
    stale === undefined ? statement(KEPT).get() : statement(WITH_FRESH).get(EVERY_DAY)
  ) as never
}
