// A record of the older journal written into the records table (the import's slices in
// legacy-import.ts, and the last step's mend in import-finish.ts): inserted with its place, or,
// when the import met its id before (an attempt and its answer in two slices), its later snapshot
// written over the columns and its first place kept. Values by position, and no RETURNING: twenty
// named values bound a row, and a RETURNING row read back, cost as much as the insert itself
// (measured on 50,000 records: 1.75-2.2 s of CPU with them, 0.8-0.95 s without).

import type { DatabaseSync } from 'node:sqlite'
import { WRITTEN_COLUMNS, type RecordColumns } from './record-row.ts'

/** What a later snapshot sets on a record the import holds: every column but its place and id. */
const SNAPSHOT = WRITTEN_COLUMNS.filter((column) => column !== 'id')

// Only the id's own conflict is let through (DO NOTHING, then the update below); any other
// refusal (a sequence number taken, a column missing) still throws and fails the slice.
const INSERT = `INSERT INTO records (seq, journal_time, id, ${SNAPSHOT.join(', ')})
VALUES (${new Array(SNAPSHOT.length + 3).fill('?').join(', ')})
ON CONFLICT (id) DO NOTHING`
const UPDATE = `UPDATE records SET ${SNAPSHOT.map((column) => `${column} = ?`).join(', ')}
WHERE id = ?`

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
    if (insert.run(seq, journalTime, columns.id, ...values).changes === 1) return true
    update.run(...values, columns.id)
    return false
  }
}
