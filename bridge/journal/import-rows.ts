// A record of the older journal written into the records table (the import's slices in
// legacy-import.ts, and the last step's mend in import-finish.ts): inserted with its place, or,
// when the import met its id before (an attempt and its answer in two slices), its later snapshot
// written over the columns and its first place kept. Values by position, and no RETURNING: twenty
// named values bound a row, and a RETURNING row read back, cost as much as the insert itself
// (measured on 50,000 records: 1.75-2.2 s of CPU with them, 0.8-0.95 s without).

import type { DatabaseSync } from 'node:sqlite'
import type { Line } from './legacy-lines.ts'
import { columnsOf, IMPORTED, WRITTEN_COLUMNS, type RecordColumns } from './record-row.ts'

/** What a later snapshot sets on a record the import holds: every column but its place and id. */
const SNAPSHOT = WRITTEN_COLUMNS.filter((column) => column !== 'id')

// Only the id's own conflict is let through (DO NOTHING, then the update below); any other
// refusal (a sequence number taken, a column missing) still throws and fails the slice.
const INSERT = `INSERT INTO records (seq, journal_time, id, ${SNAPSHOT.join(', ')}, interrupted)
VALUES (${new Array(SNAPSHOT.length + 4).fill('?').join(', ')})
ON CONFLICT (id) DO NOTHING`
const UPDATE = `UPDATE records SET ${SNAPSHOT.map((column) => `${column} = ?`).join(', ')},
  interrupted = ? WHERE id = ?`

/**
 * Writes one record's latest snapshot: true when its id was new (it took `seq` and
 * `journalTime`), false when the id was there already (its columns updated, its place kept).
 */
export type ImportRow = (columns: RecordColumns, seq: number, journalTime: number) => boolean

/** The writer of the import's rows on `db`, its statements prepared once. */
export function importRows(db: DatabaseSync): ImportRow {
  const insert = db.prepare(INSERT)
  const update = db.prepare(UPDATE)
  return (columns, seq, journalTime) => {
    const values = SNAPSHOT.map((column) => columns[column] ?? null)
    const interrupted = columns.interrupted ?? 0
    if (insert.run(seq, journalTime, columns.id, ...values, interrupted).changes === 1) return true
    update.run(...values, interrupted, columns.id)
    return false
  }
}

/**
 * The row of an older journal's record (its last snapshot's line), marked as a start marks the
 * attempts its bridge never finished (unsaved-answers.ts MARK_UNFINISHED: interrupted, outcome
 * "unknown" unless a status check settled it), so that the last step has none left to mark: that
 * UPDATE rewrote every such row after the rows went in (a fifth of the records in the bench's
 * journal, 7 % of the import's CPU). A later snapshot that finished it writes `interrupted` back.
 */
export function importedColumns(line: Line): RecordColumns {
  const columns = columnsOf(line.record, IMPORTED)
  if (columns.finished === 1) columns.interrupted = 0
  else {
    columns.interrupted = 1
    if ((line.record as { settledOutcome?: unknown }).settledOutcome == null)
      columns.outcome = 'unknown'
  }
  return columns
}
