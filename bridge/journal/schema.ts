// The journal's tables: one row per record, its whole JSON in `body` (any field a later
// contract adds is kept as it is) and the statement entries apart in `entries`, with the columns
// the day book filters on indexed beside it. `outcome` is the *effective* outcome: a settled one
// (contract v1.3 status checks) over the reply's, and "unknown" for an attempt the bridge never
// finished. `tallies` holds the day book's counts per India day, operation, outcome and bank,
// kept by triggers in the same transaction as the record, so a summary over years reads a few
// thousand rows, never the records.
//
// records_day_filters holds, after the day, every column a day-book filter or retention reads,
// so a date range with filters is counted and ordered from the index alone (page-seqs.ts); it
// replaced records_group (the same columns without journal_time), which a journal of an earlier
// release has: the DROP below removes it at the first start, and the CREATE builds the new one.
//
// (v1.5) `operator` (the name at the counter, '' for none) is a column of records and part of the
// tallies' key, so the day book filters and totals by it like by bank. A journal of an earlier
// release gets the column and its tallies counted again at its first start (OPERATOR_UPGRADE).
//
// (v1.5, the project's addition) `cause` (bank-causes.ts's id of a refusal, NULL for none) is a
// column of the records only, for the day book's filter by cause: never of the tallies, so a
// summary filtered by cause counts its records (day-book-where.ts, readsRecords). No index: each
// one slows the import. Measured at 300k records on a loaded 2-core machine: a page of a common
// cause 1-5 ms, of a cause within a month's range 20-30 ms (records_day, recordsFor); only a rare
// cause over the whole journal walks it all (0.7 s wall, 0.4 s CPU), and an index would mend that.
// A journal of an earlier release gets the column at its first start (CAUSE_UPGRADE), and its
// records' causes are read from their bodies afterwards, a piece per turn (cause-fill.ts).

import { PIECES_SCHEMA } from './day-pieces.ts'

/** Bumped when the tables change; a journal of a newer version is refused rather than guessed at. */
export const SCHEMA_VERSION = 1

const GROUP =
  'day = OLD.day AND operation = OLD.operation AND outcome = OLD.outcome AND bankiin = OLD.bankiin AND operator = OLD.operator'

/** Adds NEW to its group: count, first and last start time, the latest bank name. */
const ADD_NEW = `
  INSERT INTO tallies VALUES (NEW.day, NEW.operation, NEW.outcome, NEW.bankiin, 1,
    NEW.started_at, NEW.started_at, NEW.bank_name,
    CASE WHEN NEW.bank_name IS NULL THEN NULL ELSE NEW.started_at END, NEW.operator)
  ON CONFLICT DO UPDATE SET n = n + 1,
    first_at = min(first_at, excluded.first_at), last_at = max(last_at, excluded.last_at),
    bank_name = CASE WHEN excluded.name_at >= coalesce(name_at, 0) THEN excluded.bank_name ELSE bank_name END,
    name_at = CASE WHEN excluded.name_at >= coalesce(name_at, 0) THEN excluded.name_at ELSE name_at END;`

/** Takes OLD out of its group: first and last found again through records_day_filters. */
const TAKE_OLD = `
  UPDATE tallies SET n = n - 1,
    first_at = coalesce((SELECT min(started_at) FROM records WHERE ${GROUP}), first_at),
    last_at = coalesce((SELECT max(started_at) FROM records WHERE ${GROUP}), last_at)
  WHERE ${GROUP};
  DELETE FROM tallies WHERE ${GROUP} AND n <= 0;`

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS records (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  journal_time INTEGER NOT NULL,
  day INTEGER NOT NULL,
  started_at INTEGER NOT NULL,
  operation TEXT NOT NULL,
  outcome TEXT NOT NULL,
  finished INTEGER NOT NULL,
  interrupted INTEGER NOT NULL DEFAULT 0,
  answer_lost INTEGER NOT NULL DEFAULT 0,
  details INTEGER NOT NULL,
  bankiin TEXT NOT NULL,
  bank_name TEXT,
  last4 TEXT,
  rrn TEXT,
  stan TEXT,
  client_ref TEXT,
  entry_count INTEGER,
  body TEXT NOT NULL,
  entries TEXT,
  operator TEXT NOT NULL DEFAULT '',
  cause TEXT,
  cells TEXT
);
CREATE INDEX IF NOT EXISTS records_journal_time ON records (journal_time);
CREATE INDEX IF NOT EXISTS records_day ON records (day);
CREATE INDEX IF NOT EXISTS records_outcome ON records (outcome);
CREATE INDEX IF NOT EXISTS records_operation ON records (operation);
CREATE INDEX IF NOT EXISTS records_bank ON records (bankiin);
CREATE INDEX IF NOT EXISTS records_last4 ON records (last4);
CREATE INDEX IF NOT EXISTS records_rrn ON records (rrn) WHERE rrn IS NOT NULL;
CREATE INDEX IF NOT EXISTS records_stan ON records (stan) WHERE stan IS NOT NULL;
CREATE INDEX IF NOT EXISTS records_ref ON records (client_ref) WHERE client_ref IS NOT NULL;
DROP INDEX IF EXISTS records_unfinished;
CREATE INDEX IF NOT EXISTS records_unmarked ON records (seq) WHERE finished = 0 AND interrupted = 0;
CREATE INDEX IF NOT EXISTS records_details ON records (journal_time) WHERE details = 1;
DROP INDEX IF EXISTS records_group;
CREATE INDEX IF NOT EXISTS records_day_filters
  ON records (day, operation, outcome, bankiin, started_at, journal_time);
CREATE TABLE IF NOT EXISTS tallies (
  day INTEGER NOT NULL,
  operation TEXT NOT NULL,
  outcome TEXT NOT NULL,
  bankiin TEXT NOT NULL,
  n INTEGER NOT NULL,
  first_at INTEGER NOT NULL,
  last_at INTEGER NOT NULL,
  bank_name TEXT,
  name_at INTEGER,
  operator TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (day, operation, outcome, bankiin, operator)
) WITHOUT ROWID;
CREATE TRIGGER IF NOT EXISTS tally_insert AFTER INSERT ON records BEGIN ${ADD_NEW} END;
CREATE TRIGGER IF NOT EXISTS tally_delete AFTER DELETE ON records BEGIN ${TAKE_OLD} END;
CREATE TRIGGER IF NOT EXISTS tally_update
AFTER UPDATE OF day, operation, outcome, bankiin, started_at, bank_name, operator ON records
BEGIN ${TAKE_OLD} ${ADD_NEW} END;
${PIECES_SCHEMA}`

/** Whether a journal of an earlier release still lacks the operator column (v1.5). */
export const LACKS_OPERATOR = `SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'records'
  AND NOT EXISTS (SELECT 1 FROM pragma_table_info('records') WHERE name = 'operator')`

/** The tallies of the records `where` picks, counted once (the triggers keep them afterwards). */
const countTallies = (where: string) => `
INSERT INTO tallies
SELECT day, operation, outcome, bankiin, count(*), min(started_at), max(started_at),
  (SELECT r.bank_name FROM records r WHERE r.day = g.day AND r.operation = g.operation
     AND r.outcome = g.outcome AND r.bankiin = g.bankiin AND r.operator = g.operator
     AND r.bank_name IS NOT NULL ORDER BY r.started_at DESC LIMIT 1),
  max(CASE WHEN bank_name IS NULL THEN NULL ELSE started_at END), operator
FROM records g ${where} GROUP BY day, operation, outcome, bankiin, operator`

/** The tallies of every record, counted once (what the triggers keep, row by row, afterwards). */
export const COUNT_TALLIES = countTallies('')
/** The same for the days :from to :to, so that a large journal is counted a piece at a time. */
export const COUNT_TALLIES_OF_DAYS = countTallies('WHERE day BETWEEN :from AND :to')

/**
 * SCHEMA's indexes of the records, one statement each: an import builds them one per turn of the
 * event loop (those of the tallies and the pieces come with their tables, at its end).
 */
export const SCHEMA_INDEXES: string[] =
  SCHEMA.match(/CREATE INDEX IF NOT EXISTS \w+\s+ON records [^;]+;/g) ?? []

/**
 * (v1.5) An earlier journal: the records get the column (every earlier record had nobody named),
 * the tallies and their triggers are made again with it in the key, then counted from the records.
 */
export const OPERATOR_UPGRADE = `
ALTER TABLE records ADD COLUMN operator TEXT NOT NULL DEFAULT '';
DROP TRIGGER IF EXISTS tally_insert;
DROP TRIGGER IF EXISTS tally_delete;
DROP TRIGGER IF EXISTS tally_update;
DROP TABLE IF EXISTS tallies;`

/** meta: how far the causes of an earlier journal's records are read (cause-fill.ts). */
export const CAUSE_FILL_KEY = 'cause-fill'

/** Whether a journal of an earlier release still lacks the cause column (v1.5, the addition). */
export const LACKS_CAUSE = `SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'records'
  AND NOT EXISTS (SELECT 1 FROM pragma_table_info('records') WHERE name = 'cause')`

/**
 * The column added, and every record the journal holds now noted to have its cause read from its
 * body (cause-fill.ts): an ALTER that adds a column with no default rewrites nothing, so a large
 * journal opens at once.
 */
export const CAUSE_UPGRADE = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value) WITHOUT ROWID;
ALTER TABLE records ADD COLUMN cause TEXT;
INSERT OR REPLACE INTO meta VALUES ('${CAUSE_FILL_KEY}',
  json_object('after', 0, 'through', (SELECT coalesce(max(seq), 0) FROM records)));`

/** Whether a journal of an earlier release still lacks the kept CSV cells (kept-cells.ts). */
export const LACKS_CELLS = `SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'records'
  AND NOT EXISTS (SELECT 1 FROM pragma_table_info('records') WHERE name = 'cells')`

/**
 * The column added, NULL for every record the journal holds (an ALTER that adds a column with no
 * default rewrites nothing, so a large journal opens at once): the CSV reads those records' bodies
 * as before (csv-export.ts), and every later write keeps the cells.
 */
export const CELLS_UPGRADE = 'ALTER TABLE records ADD COLUMN cells TEXT;'
