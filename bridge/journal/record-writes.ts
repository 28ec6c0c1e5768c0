// Writing a record's snapshot (bridge-api.md): a new record takes the next sequence number and
// the journal time when first written, later snapshots keep them; the record enters the index
// only once its line is on disk, and a write that fails sets the journal failing (issue 16).
// Apart from journal.ts because the sequence numbers in flight are the writer's own state.

import type { TransactionRecord } from '../../src/shared/contract.ts'
import type { HealthWatch } from './journal-health.ts'
import type { StoredRecord } from './journal-types.ts'
import { fieldsOf, serialise } from './record-lines.ts'
import type { JournalState } from './record-reads.ts'
import { JournalWriteError } from './storage.ts'

export class RecordWriter {
  readonly #state: JournalState
  readonly #health: HealthWatch
  readonly #now: () => number
  /** The highest sequence number given so far (set from the file at open). */
  seq = 0
  /** Sequence numbers of records whose first line is on its way to disk. */
  readonly #pending = new Map<string, { seq: number; journalTime: number; writes: number }>()

  constructor(state: JournalState, health: HealthWatch, now: () => number) {
    this.#state = state
    this.#health = health
    this.#now = now
  }

  async write(record: TransactionRecord): Promise<void> {
    const log = this.#state.log
    if (log === null) throw new Error('the journal is not open')
    const known = this.#state.index.rowOf(record.id)
    let pending = this.#pending.get(record.id)
    if (known === undefined && pending === undefined) {
      pending = { seq: ++this.seq, journalTime: this.#now(), writes: 0 }
      this.#pending.set(record.id, pending)
    }
    const index = this.#state.index
    const seq = known !== undefined ? index.seq[known]! : pending!.seq
    const journalTime = known !== undefined ? index.journalTime[known]! : pending!.journalTime
    if (pending) pending.writes++
    const snapshot = structuredClone(record) as StoredRecord
    delete (snapshot as { seq?: number }).seq
    delete (snapshot as { journalTime?: number }).journalTime
    try {
      const at = await log.append(serialise(snapshot, seq, journalTime))
      // The line is on disk: now, and only now, the history shows it. The index is the one of the
      // file the line is in (a compaction holds appends until it has swapped both).
      this.#state.index.put(fieldsOf(snapshot, seq, journalTime), at.offset, at.length)
      this.#health.recovered()
    } catch (error) {
      const failure = JournalWriteError.from(error)
      this.#health.failing(failure)
      throw failure
    } finally {
      if (pending && --pending.writes === 0) this.#pending.delete(record.id)
    }
  }
}
