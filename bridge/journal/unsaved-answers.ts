// Answers the bank gave whose record could not be completed: kept while the
// bridge runs and written once the journal can write again, so the history tells what the bank
// said; marked (answer-marks.ts) for the case of a restart first. At start every record the last
// run never finished is marked interrupted, and those whose answer was lost say so.

import type { DatabaseSync } from 'node:sqlite'
import type { TransactionRecord } from '../../src/shared/contract.ts'
import { log } from '../log.ts'
import type { AnswerMarks } from './answer-marks.ts'
import type { JournalStorage } from './storage.ts'

export class UnsavedAnswers {
  readonly #marks: AnswerMarks
  readonly #write: (record: TransactionRecord) => Promise<void>
  readonly #kept = new Map<string, TransactionRecord>()
  #flushing: Promise<void> | null = null

  constructor(marks: AnswerMarks, write: (record: TransactionRecord) => Promise<void>) {
    this.#marks = marks
    this.#write = write
  }

  /** A later snapshot of a record the journal holds did not reach the disk: keep it. */
  keep(record: TransactionRecord): void {
    if (!this.#kept.has(record.id)) this.#marks.mark(record.id)
    this.#kept.set(record.id, structuredClone(record))
  }

  /** The record's latest snapshot is on disk: nothing left to write for it. */
  saved(id: string): void {
    this.#kept.delete(id)
  }

  /** How many answers are kept, not yet on disk. */
  get count(): number {
    return this.#kept.size
  }

  /**
   * Writes every kept snapshot (the journal writes again); stops at the first that fails. The
   * promise settles once the attempt is over (a clean close waits for it).
   */
  flush(): Promise<void> {
    if (this.#kept.size === 0) return Promise.resolve()
    this.#flushing ??= (async () => {
      try {
        for (const record of [...this.#kept.values()]) {
          await this.#write(record)
          log('info', 'the bank’s answer kept in memory is saved in the journal now', {
            transactionId: record.id,
          })
        }
        this.#marks.clear()
      } catch {
        // Failing again: the journal says so; the next recovery tries once more.
      } finally {
        this.#flushing = null
      }
    })()
    return this.#flushing
  }
}

/**
 * Every record below a sequence number that no run finished, marked interrupted: its outcome
 * unknown unless a status check settled it. An import marks the old file's own this way.
 */
export const MARK_UNFINISHED = `UPDATE records SET interrupted = 1,
  outcome = CASE WHEN json_extract(body, '$.settledOutcome') IS NULL THEN 'unknown' ELSE outcome END
  WHERE finished = 0 AND interrupted = 0 AND seq < ?`

/**
 * Records the last run never finished: outcome "unknown" (read as INTERRUPTED) unless a status
 * check settled them, and `answer_lost` for those whose answer the bank gave but the disk refused.
 */
export function markInterrupted(db: DatabaseSync, storage: JournalStorage, lost: string[]): void {
  const unfinished = db.prepare(MARK_UNFINISHED)
  const answerLost = db.prepare('UPDATE records SET answer_lost = 1 WHERE id = ? AND finished = 0')
  storage.transaction(db, () => {
    unfinished.run(Number.MAX_SAFE_INTEGER)
    for (const id of lost) answerLost.run(id)
  })
}
