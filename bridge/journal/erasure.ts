// Erasing one record at the customer's request (src/shared/erasure.ts says what stays): one
// transaction that rewrites the row without the customer, then a checkpoint that copies the log
// into the database and empties it, as a purge ends (maintenance.ts): with secure_delete the
// customer's bytes are in no file of DATA_DIR afterwards. The erased record is itself the record
// of the erasure (its time and reason), and the erasure is logged without the customer.

import type { DatabaseSync } from 'node:sqlite'
import type { ErasureReason } from '../../src/shared/erasure.ts'
import { log } from '../log.ts'
import type { HealthWatch } from './journal-health.ts'
import type { RecordWriter } from './record-writes.ts'
import { JournalWriteError } from './storage.ts'

export interface ErasureParts {
  db: DatabaseSync
  writer: RecordWriter
  health: HealthWatch
}

/** Erases the record `id` at journal time `now`; throws a JournalWriteError when the disk fails. */
export function eraseRecord(parts: ErasureParts, id: string, reason: ErasureReason, now: number) {
  const at = new Date(now).toISOString()
  if (!parts.writer.erase(id, { at, reason })) return
  try {
    parts.db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  } catch (error) {
    const failure = JournalWriteError.from(error)
    parts.health.failing(failure)
    throw failure
  }
  log('info', 'journal record erased', { id, reason, at })
}
