// Writing a record's snapshot (docs/contract.md): one SQLite transaction, on disk when it returns.
// A new record takes the next sequence number and the journal time when first written; a later
// snapshot of the same id (the answer, a v1.3 status check) replaces the row's JSON and columns and
// keeps both. A write that fails is rolled back and sets the journal failing. Apart from journal.ts
// because the statements and the folder check are the writer's own.

import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { TransactionRecord } from '../../src/shared/contract.ts'
import type { HealthWatch } from './journal-health.ts'
import type { StoredRecord } from './journal-types.ts'
import { columnsOf } from './record-row.ts'
import { JournalWriteError, type JournalStorage } from './storage.ts'

const COLUMNS = [
  'id',
  'day',
  'started_at',
  'operation',
  'outcome',
  'finished',
  'details',
  'bankiin',
  'bank_name',
  'last4',
  'rrn',
  'stan',
  'client_ref',
  'entry_count',
  'body',
  'entries',
  'operator',
] as const

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
  }

  /** Writes the snapshot; throws a JournalWriteError (and the journal is failing) when not on disk. */
  write(record: TransactionRecord): void {
    const columns = columnsOf(record as StoredRecord)
    try {
      // A removed or replaced DATA_DIR would take the write into a file nobody reads again.
      this.#requireSameFolder()
      // Read before the transaction: a reading can itself commit (the journal time catching up).
      const journalTime = this.#now()
      this.#storage.transaction(this.#db, () =>
        this.#upsert.run({ ...columns, journal_time: journalTime }),
      )
    } catch (error) {
      const failure = JournalWriteError.from(error)
      this.#health.failing(failure)
      throw failure
    }
    this.#health.recovered()
  }
}
