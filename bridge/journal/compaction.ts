// Retention, the reprint window and the merchant's purge applied to the file: one compaction at a
// time rewrites the journal atomically (append-log.ts), dropping records and writing lines past
// REPRINT_HOURS again without the customer's balance and entries, then swaps the index with the
// file; every purge is logged. Apart from journal.ts because it is the only part that rewrites.

import { indiaDate } from '../../src/shared/india-day.ts'
import { log as logLine } from '../log.ts'
import type { RewriteOutput } from './append-log.ts'
import type { PurgeResult, StoredRecord } from './journal-types.ts'
import { serialise, withoutDetails } from './record-lines.ts'
import { expired, readRow, type JournalState } from './record-reads.ts'
import { DETAILS, type RecordIndex } from './record-index.ts'

const HOUR_MS = 60 * 60 * 1000

/** Why a compaction runs, for its log line; `always` logs it even when nothing was removed. */
export type CompactionWhy = { reason: string; always?: boolean } & Record<string, unknown>

interface Tally {
  removed: number
  stripped: number
  oldest: number
  newest: number
}

export class Compaction {
  readonly #state: JournalState
  #running: Promise<unknown> | null = null

  constructor(state: JournalState) {
    this.#state = state
  }

  /** The compaction under way, if any (close() waits for it). */
  get running(): Promise<unknown> | null {
    return this.#running
  }

  async run(drop: (row: number) => boolean, now: number, why: CompactionWhy): Promise<PurgeResult> {
    // One compaction at a time: a purge asked for during maintenance waits for it.
    while (this.#running) await this.#running.catch(() => {})
    const log = this.#state.log
    if (log === null) throw new Error('the journal is not open')
    const tally = { removed: 0, stripped: 0, oldest: Infinity, newest: -Infinity }
    // Decide with every earlier write on disk: decided inside the rewrite, so a record written
    // meanwhile is neither lost nor half-purged.
    const plan = () => {
      const index = this.#state.index
      const keep: number[] = []
      Object.assign(tally, { removed: 0, oldest: Infinity, newest: -Infinity })
      for (let row = 0; row < index.count; row++) {
        if (drop(row)) {
          tally.removed++
          tally.oldest = Math.min(tally.oldest, index.started[row]!)
          tally.newest = Math.max(tally.newest, index.started[row]!)
        } else keep.push(row)
      }
      return { keep, strip: keep.filter((row) => expired(this.#state, row, now)) }
    }
    const run = (async () => {
      const decided = plan()
      if (tally.removed === 0 && decided.strip.length === 0) return
      let next: RecordIndex | null = null
      await log.rewrite(
        async (out) => {
          const written = await this.#writeKept(out, plan().keep, now)
          next = written.next
          tally.stripped = written.stripped
        },
        () => {
          this.#state.index = next!
        },
      )
    })()
    this.#running = run
    try {
      await run
    } finally {
      this.#running = null
    }
    return this.#logCompaction(why, tally)
  }

  /**
   * The rewrite's body: kept lines in the order they lie in the old file, so that unchanged
   * stretches are copied as they are, in large reads and writes, whatever their number; lines
   * past the reprint window written again without their details. Returns the new index.
   */
  async #writeKept(
    out: RewriteOutput,
    keep: number[],
    now: number,
  ): Promise<{ next: RecordIndex; stripped: number }> {
    const index = this.#state.index
    const places = new Float64Array(index.count * 2 + 2)
    const stripped = new Set<number>()
    const byOffset = keep.slice().sort((a, b) => index.offset[a]! - index.offset[b]!)
    const stretch = { start: -1, end: -1, at: 0 }
    const flush = () => {
      if (stretch.start !== -1) out.copy(stretch.start, stretch.end - stretch.start)
      stretch.start = -1
    }
    let done = 0
    for (const row of byOffset) {
      // A long rewrite (the first start after an upgrade strips a whole journal) pauses now and
      // then, so the bridge keeps answering meanwhile.
      if (++done % 4096 === 0) await new Promise((resolve) => setImmediate(resolve))
      const offset = index.offset[row]!
      const length = index.length[row]!
      if (expired(this.#state, row, now)) {
        flush()
        const text = this.#strippedLine(row)
        places[row * 2] = out.line(text)
        places[row * 2 + 1] = Buffer.byteLength(text)
        stripped.add(row)
        continue
      }
      if (stretch.start === -1 || offset !== stretch.end) {
        flush()
        stretch.start = offset
        stretch.at = out.size
      }
      stretch.end = offset + length + 1
      places[row * 2] = stretch.at + (offset - stretch.start)
      places[row * 2 + 1] = length
    }
    flush()
    const next = index.select(keep, (row) => ({
      offset: places[row * 2]!,
      length: places[row * 2 + 1]!,
      flags: stripped.has(row) ? index.flags[row]! & ~DETAILS : index.flags[row]!,
    }))
    return { next, stripped: stripped.size }
  }

  /** A record's line without the customer's balance and entries (REPRINT_HOURS). */
  #strippedLine(row: number): string {
    const index = this.#state.index
    const journalTime = index.journalTime[row]!
    const {
      seq: _s,
      journalTime: _j,
      ...rest
    } = readRow(this.#state, row) as StoredRecord & {
      journalTime?: number
    }
    const record = withoutDetails(rest as StoredRecord, journalTime + this.#state.reprintMs)
    return serialise(record, index.seq[row]!, journalTime)
  }

  #logCompaction(why: CompactionWhy, tally: Tally): PurgeResult {
    const { removed, stripped, oldest, newest } = tally
    const result = { removed, remaining: this.#state.index.count }
    if (removed > 0 || why.always) {
      const { always: _a, ...fields } = why
      logLine('info', 'journal purged', {
        ...fields,
        removed,
        oldest: removed > 0 ? indiaDate(oldest) : null,
        newest: removed > 0 ? indiaDate(newest) : null,
        remaining: result.remaining,
      })
    }
    if (stripped > 0)
      logLine('info', 'reprint details removed from the journal', {
        records: stripped,
        reprintHours: this.#state.reprintMs / HOUR_MS,
      })
    return result
  }
}
