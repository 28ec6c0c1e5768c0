// Writing a record's snapshot (docs/contract.md): one SQLite transaction, on disk when it returns.
// A new record takes the next sequence number and the journal time when first written; a later
// snapshot of the same id (the answer, a v1.3 status check) replaces the row's JSON and columns and
// keeps both. A write that fails is rolled back and sets the journal failing. Apart from journal.ts
// because the statements and the folder check are the writer's own.

import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { TransactionRecord } from '../../src/shared/contract.ts'
import { erased, erasureOf, type Erasure } from '../../src/shared/erasure.ts'
import type { HealthWatch } from './journal-health.ts'
import type { StoredRecord } from './journal-types.ts'
import { columnsOf, WRITTEN_COLUMNS } from './record-row.ts'
import { JournalWriteError, type JournalStorage } from './storage.ts'

const COLUMNS = WRITTEN_COLUMNS

const UPSERT = `
INSERT INTO records (journal_time, ${COLUMNS.join(', ')})
VALUES (:journal_time, ${COLUMNS.map((c) => ':' + c).join(', ')})
ON CONFLICT (id) DO UPDATE SET
  ${COLUMNS.filter((c) => c !== 'id' && c !== 'outcome')
    .map((c) => `${c} = excluded.${c}`)
    .join(', ')},
  outcome = CASE WHEN records.interrupted = 1 AND json_extract(excluded.body, '$.settledOutcome') IS NULL
    THEN 'unknown' ELSE excluded.outcome END`

export class RecordWriter {
  readonly #db: DatabaseSync
  readonly #storage: JournalStorage
  readonly #health: HealthWatch
  readonly #now: () => number
  readonly #requireSameFolder: () => void
  readonly #upsert: StatementSync

  constructor(
    db: DatabaseSync,
    parts: {
      storage: JournalStorage
      health: HealthWatch
      now: () => number
      requireSameFolder: () => void
    },
  ) {
    this.#db = db
    this.#storage = parts.storage
    this.#health = parts.health
    this.#now = parts.now
    this.#requireSameFolder = parts.requireSameFolder
    this.#upsert = db.prepare(UPSERT)
    this.#erasure = db.prepare(
      `SELECT json_extract(body, '$.erasure') AS erasure FROM records WHERE id = ?`,
    )
    this.#body = db.prepare('SELECT body FROM records WHERE id = ?')
  }

  readonly #erasure: StatementSync
  readonly #body: StatementSync

  /**
   * Writes the snapshot; throws a JournalWriteError (and the journal is failing) when not on disk.
   * A later snapshot of an erased record (an answer kept after a disk fault, a status check) is
   * erased the same way before it is written: an erasure is never undone by a write.
   */
  write(record: TransactionRecord): void {
    this.#commit((journalTime) => {
      const row = this.#erasure.get(record.id) as { erasure: string | null } | undefined
      const erasure = row?.erasure ? erasureOf({ erasure: JSON.parse(row.erasure) }) : null
      const snapshot = erasure ? erased(record, erasure) : record
      this.#upsert.run({ ...columnsOf(snapshot as StoredRecord), journal_time: journalTime })
    })
  }

  /**
   * Erases the record in one transaction (src/shared/erasure.ts: what stays), keeping its first
   * sequence number and journal time; the caller checkpoints, so the old bytes leave the log too
   * (secure_delete zeroes them in the database). False when no record has this id.
   */
  erase(id: string, erasure: Erasure): boolean {
    let found = false
    this.#commit(() => {
      const row = this.#body.get(id) as { body: string } | undefined
      if (row === undefined) return
      found = true
      const record = JSON.parse(row.body) as TransactionRecord
      // journal_time is the row's own (the upsert keeps it): retention counts from the enquiry.
      this.#upsert.run({ ...columnsOf(erased(record, erasure) as StoredRecord), journal_time: 0 })
    })
    return found
  }

  #commit(work: (journalTime: number) => void): void {
    try {
      // A removed or replaced DATA_DIR would take the write into a file nobody reads again.
      this.#requireSameFolder()
      // Read before the transaction: a reading can itself commit (the journal time catching up).
      const journalTime = this.#now()
      this.#storage.transaction(this.#db, () => work(journalTime))
    } catch (error) {
      const failure = JournalWriteError.from(error)
      this.#health.failing(failure)
      throw failure
    }
    this.#health.recovered()
  }
}
