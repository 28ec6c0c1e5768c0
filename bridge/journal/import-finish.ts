// The import's last step (legacy-import.ts), one transaction: the count checked (and records the
// database lacks named and imported: legacy-gaps.ts), the old bridge's unfinished attempts marked,
// the records written meanwhile moved to follow the old file's, the day book's indexes, triggers
// and tallies made, and the import noted done. Apart from the import's slices because it runs once.

import type { DatabaseSync } from 'node:sqlite'
import { importMissing } from './legacy-gaps.ts'
import { columnsOf } from './record-row.ts'
import { COUNT_TALLIES, SCHEMA } from './schema.ts'
import { sqliteStorage } from './storage.ts'
import { MARK_UNFINISHED } from './unsaved-answers.ts'

/** meta: where a running import stands (the day book's indexes are absent while it exists). */
export const IMPORT_PROGRESS_KEY = 'legacy-import-progress'
export const DONE_KEY = 'legacy-import'

/**
 * Records written while the import runs (new enquiries) take sequence numbers from here up, so
 * that the old file's, given from 1 in file order, never meet them; the last step moves them to
 * follow the old file's, in the order they were written.
 */
export const NEW_SEQ_BASE = 2 ** 40
/** Makes the records written while the import runs take their numbers from NEW_SEQ_BASE up. */
export function raiseSequence(db: DatabaseSync): void {
  const raised = db
    .prepare("UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = 'records'")
    .run(NEW_SEQ_BASE)
  if (raised.changes === 0)
    db.prepare("INSERT INTO sqlite_sequence VALUES ('records', ?)").run(NEW_SEQ_BASE)
}

export const IMPORT_UPSERT = `
INSERT INTO records (seq, journal_time, id, day, started_at, operation, outcome, finished, details,
  bankiin, bank_name, last4, rrn, stan, client_ref, entry_count, body, entries, operator)
VALUES (:seq, :journal_time, :id, :day, :started_at, :operation, :outcome, :finished, :details,
  :bankiin, :bank_name, :last4, :rrn, :stan, :client_ref, :entry_count, :body, :entries, :operator)
ON CONFLICT (id) DO UPDATE SET day = excluded.day, started_at = excluded.started_at,
  operation = excluded.operation, outcome = excluded.outcome, finished = excluded.finished,
  details = excluded.details, bankiin = excluded.bankiin, bank_name = excluded.bank_name,
  last4 = excluded.last4, rrn = excluded.rrn, stan = excluded.stan, client_ref = excluded.client_ref,
  entry_count = excluded.entry_count, body = excluded.body, entries = excluded.entries,
  operator = excluded.operator
RETURNING seq`

/** The last step, committed whole or not at all; returns the records the old file gave. */
export function finishImport(
  db: DatabaseSync,
  file: string,
  records: number,
  skipped: number,
): number {
  const below = db.prepare(
    'SELECT count(*) AS n, coalesce(max(seq), 0) AS high FROM records WHERE seq < ?',
  )
  let total = records
  sqliteStorage.transaction(db, () => {
    let { n, high } = below.get(NEW_SEQ_BASE) as { n: number; high: number }
    if (n !== records) {
      const upsert = db.prepare(IMPORT_UPSERT)
      const mended = importMissing(db, file, high, ({ first, last }, next) => {
        upsert.get({ ...columnsOf(last.record), seq: next, journal_time: first.at })
      })
      ;({ n, high } = below.get(NEW_SEQ_BASE) as { n: number; high: number })
      // Every id of the file is in the database now: the count it holds is the import's.
      if (mended.added > 0 && n > records) total = n
    }
    if (n !== total) throw new Error(`${file}: ${total} records read, ${n} imported`)
    // The old bridge's unfinished attempts, as a start marks its own (not the new ones in flight).
    db.prepare(MARK_UNFINISHED).run(NEW_SEQ_BASE)
    db.prepare('UPDATE records SET seq = seq - ? + ? WHERE seq > ?').run(
      NEW_SEQ_BASE,
      high,
      NEW_SEQ_BASE,
    )
    db.exec(
      "UPDATE sqlite_sequence SET seq = (SELECT coalesce(max(seq), 0) FROM records) WHERE name = 'records'",
    )
    db.exec(`${SCHEMA}; DELETE FROM tallies; ${COUNT_TALLIES}`)
    db.prepare('DELETE FROM meta WHERE key = ?').run(IMPORT_PROGRESS_KEY)
    db.prepare('INSERT INTO meta VALUES (?, ?)').run(
      DONE_KEY,
      JSON.stringify({ records: total, skippedLines: skipped, at: new Date().toISOString() }),
    )
  })
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  return total
}
