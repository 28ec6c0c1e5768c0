// The import's last step (legacy-import.ts), one transaction: the count checked (and records the
// database lacks named and imported: legacy-gaps.ts), the day book's indexes built, the old
// bridge's unfinished attempts marked, the records written meanwhile moved to follow the old
// file's, the tally triggers made and the tallies counted, and the import noted done. Apart from
// the import's slices because it runs once.

import type { DatabaseSync } from 'node:sqlite'
import { log } from '../log.ts'
import { CLEAR_PIECES, notePieces, settleDayPieces } from './day-pieces.ts'
import { importedColumns, importRows } from './import-rows.ts'
import { importMissing } from './legacy-gaps.ts'
import { COUNT_TALLIES_OF_DAYS, SCHEMA, SCHEMA_INDEXES } from './schema.ts'
import { sqliteStorage, transactionAcrossTurns } from './storage.ts'
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

/** Work per turn of the event loop: records (the tallies: whole days of about as many). */
const PIECE = 20_000

/** Raised between two pieces of the last step when the bridge stops: it is rolled back. */
export class ImportStopped extends Error {}

/**
 * The last step; returns the records the old file gave. In pieces with a turn of the event loop
 * between them, so that /api/status still answers while a large journal's indexes are built: held
 * in one go it kept the loop for seconds (over 10 s at 100k records on a loaded machine, past the
 * server's header timeout). The pieces that may stand alone (the unfinished attempts marked, each
 * index) commit one by one and a second try skips what they did; what the day book reads as one
 * (the records renumbered, the tallies and their triggers, the import noted done) is one
 * transaction held across turns, committed whole or not at all. `stopped` is asked between
 * pieces: a stop rolls back the open transaction (ImportStopped), and the next start goes on.
 */
export async function finishImport(
  db: DatabaseSync,
  file: string,
  standing: { records: number; skipped: number },
  stopped: () => boolean,
): Promise<number> {
  // The indexes are built by reading the whole table once each: through a mapping of the file,
  // not a read() per page, that was a quarter less CPU (12 indexes of 200,000 records: 9.5-10.7
  // µs a record read, 6.9-7.8 mapped). Reads only: SQLite writes the WAL and checkpoints with
  // write(), so a full disk is still an error it returns. The mapping goes with the last step.
  db.exec(`PRAGMA mmap_size = ${MAPPED_BYTES}`)
  try {
    return await finishMapped(db, file, standing, stopped)
  } finally {
    db.exec('PRAGMA mmap_size = 0')
  }
}

/** The most of the file mapped while the last step reads it (SQLite's own ceiling, 2 GiB less 64 KiB). */
const MAPPED_BYTES = 0x7fff0000

async function finishMapped(
  db: DatabaseSync,
  file: string,
  standing: { records: number; skipped: number },
  stopped: () => boolean,
): Promise<number> {
  const { records, skipped } = standing
  const below = db.prepare(
    'SELECT count(*) AS n, coalesce(max(seq), 0) AS high FROM records WHERE seq < ?',
  )
  const turn = async () => {
    await new Promise((resolve) => setImmediate(resolve))
    if (stopped()) throw new ImportStopped('the bridge stops')
  }
  log('info', "the older journal is read; the import's last step begins", { records })
  const counted = below.get(NEW_SEQ_BASE) as { n: number; high: number }
  const total = counted.n === records ? records : mendGaps(db, file, records, counted.high)
  // Each index is a transaction of its own: one built and not the next (a kill, a full disk) is
  // kept, and the next try builds the rest (IF NOT EXISTS). The day book reads none of them
  // before the import is noted done. records_unmarked comes first: the mark below reads it.
  const unmarkedFirst = (index: string) => (index.includes(' records_unmarked ') ? 0 : 1)
  const indexes = [...SCHEMA_INDEXES].sort((a, b) => unmarkedFirst(a) - unmarkedFirst(b))
  for (const index of indexes) {
    await turn()
    sqliteStorage.transaction(db, () => db.exec(index))
    if (unmarkedFirst(index) === 0) await markUnfinished(db, turn)
  }
  await turn()
  await transactionAcrossTurns(db, async () => {
    const { n, high } = below.get(NEW_SEQ_BASE) as { n: number; high: number }
    if (n !== total) throw new Error(`${file}: ${total} records read, ${n} imported`)
    db.prepare('UPDATE records SET seq = seq - ? + ? WHERE seq > ?').run(
      NEW_SEQ_BASE,
      high,
      NEW_SEQ_BASE,
    )
    db.exec(
      "UPDATE sqlite_sequence SET seq = (SELECT coalesce(max(seq), 0) FROM records) WHERE name = 'records'",
    )
    await countTallies(db, turn)
    db.prepare('DELETE FROM meta WHERE key = ?').run(IMPORT_PROGRESS_KEY)
    db.prepare('INSERT INTO meta VALUES (?, ?)').run(
      DONE_KEY,
      JSON.stringify({ records: total, skippedLines: skipped, at: new Date().toISOString() }),
    )
  })
  // Done and committed: a stop now changes nothing.
  await new Promise((resolve) => setImmediate(resolve))
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  return total
}

/**
 * The tallies counted, a run of days per turn, in the caller's transaction. The indexes are there:
 * the rest of SCHEMA is the tally triggers. The summary's pieces and totals (day-pieces.ts) are
 * emptied too: the triggers fill the totals again as the tallies are counted, and the pieces of
 * each run of days are built after its tallies.
 */
async function countTallies(db: DatabaseSync, turn: () => Promise<void>): Promise<void> {
  db.exec(`${SCHEMA}; DELETE FROM tallies; ${CLEAR_PIECES}`)
  const count = db.prepare(COUNT_TALLIES_OF_DAYS)
  for (const days of dayPieces(db, PIECE)) {
    await turn()
    count.run(days)
    settleDayPieces(db, days)
  }
  notePieces(db)
}

/**
 * Rare (a gap an older release left): the old file read once more, in one go, and the records the
 * database lacks imported after the others; returns the count the import gave. A second try (this
 * committed, a later piece failed) finds nothing missing and counts the same.
 */
function mendGaps(db: DatabaseSync, file: string, records: number, high: number): number {
  return sqliteStorage.transaction(db, () => {
    const write = importRows(db)
    importMissing(db, file, high, ({ first, last }, next) => {
      write(importedColumns(last), next, first.at)
    })
    const { n } = db
      .prepare('SELECT count(*) AS n FROM records WHERE seq < ?')
      .get(NEW_SEQ_BASE) as {
      n: number
    }
    // Every id of the file is in the database now: the count it holds is the import's.
    return Math.max(n, records)
  })
}

/**
 * The old bridge's unfinished attempts, as a start marks its own (not the new ones in flight),
 * found through records_unmarked, a piece of the sequence at a time. Each piece is a transaction
 * of its own: a record marked stays so, and a second try marks what is left. The import writes
 * them marked (import-rows.ts importedColumns): this finds only those an earlier release's import
 * wrote before it was stopped and this release resumed.
 */
async function markUnfinished(db: DatabaseSync, turn: () => Promise<void>): Promise<void> {
  const mark = db.prepare(`${MARK_UNFINISHED} AND seq > ?`)
  const { high } = db
    .prepare('SELECT coalesce(max(seq), 0) AS high FROM records WHERE seq < ?')
    .get(NEW_SEQ_BASE) as { high: number }
  for (let after = 0; after < high; after += PIECE) {
    await turn()
    sqliteStorage.transaction(db, () => mark.run(Math.min(after + PIECE + 1, NEW_SEQ_BASE), after))
  }
}

/** Runs of whole days holding about `size` records each (one day may hold more), in order. */
function dayPieces(db: DatabaseSync, size: number): { from: number; to: number }[] {
  const days = db.prepare('SELECT day, count(*) AS n FROM records GROUP BY day ORDER BY day').all()
  const pieces: { from: number; to: number }[] = []
  let piece: { from: number; to: number; n: number } | null = null
  for (const { day, n } of days as { day: number; n: number }[]) {
    if (piece === null || piece.n + n > size) {
      if (piece !== null) pieces.push({ from: piece.from, to: piece.to })
      piece = { from: day, to: day, n: 0 }
    }
    piece.to = day
    piece.n += n
  }
  if (piece !== null) pieces.push({ from: piece.from, to: piece.to })
  return pieces
}
