// Reading records back from the journal file by the offsets in the index: many rows with few
// reads, one row without its statement entries when they are not needed, and the record as the
// API shows it (an interrupted attempt as outcome "unknown"; details past REPRINT_HOURS removed).
// Apart from journal.ts because the history, the day book and the compaction all read this way.
// Also the state those parts share with the Journal class.

import type { AppendLog } from './append-log.ts'
import type { StoredRecord } from './journal-types.ts'
import { withoutDetails } from './record-lines.ts'
import { DETAILS, INTERRUPTED, type RecordIndex } from './record-index.ts'
import type { JournalStorage } from './storage.ts'

/** Where a line's statement entries begin (the bridge writes them last). */
const ENTRIES_KEY = Buffer.from(',"entries":[')
const INTERRUPTED_GUIDANCE =
  'The bridge stopped while this enquiry was with the bank, so its result is not known. Do not retry at once.'

/** What the journal's parts share: the settings, and the index of the file the log writes. */
export interface JournalState {
  readonly storage: JournalStorage
  readonly retentionMs: number
  readonly reprintMs: number
  /** Swapped by a compaction together with the file (the log's descriptor). */
  index: RecordIndex
  log: AppendLog | null
}

/**
 * The lines of many rows with few reads: a day's records lie close together in the file, so
 * stretches with small gaps are read whole (one system call for hundreds of records).
 */
export function readLines(state: JournalState, rows: readonly number[]): Buffer[] {
  const fd = state.log?.fd
  if (fd === null || fd === undefined) throw new Error('the journal is not open')
  const index = state.index
  const order = rows
    .map((_, i) => i)
    .sort((a, b) => index.offset[rows[a]!]! - index.offset[rows[b]!]!)
  const out: Buffer[] = new Array(rows.length)
  const MAX_GAP = 64 * 1024
  const MAX_SPAN = 4 * 1024 * 1024
  for (let k = 0; k < order.length;) {
    const start = index.offset[rows[order[k]!]!]!
    let end = start + index.length[rows[order[k]!]!]!
    let last = k + 1
    while (last < order.length) {
      const row = rows[order[last]!]!
      const at = index.offset[row]!
      const to = Math.max(end, at + index.length[row]!)
      if (at - end > MAX_GAP || to - start > MAX_SPAN) break
      end = to
      last++
    }
    const span = Buffer.allocUnsafe(end - start)
    let got = 0
    while (got < span.length) {
      const n = state.storage.read(fd, span, got, span.length - got, start + got)
      if (n === 0) throw new Error('the journal file is shorter than its index')
      got += n
    }
    for (; k < last; k++) {
      const row = rows[order[k]!]!
      const from = index.offset[row]! - start
      out[order[k]!] = span.subarray(from, from + index.length[row]!)
    }
  }
  return out
}

/**
 * The record of a row, read from the file. Without `entries`, the statement entries (always
 * last on the line) are not even parsed: the CSV never shows them.
 */
export function readRow(
  state: JournalState,
  row: number,
  entries = true,
  line?: Buffer,
): StoredRecord {
  const buffer = line ?? readLines(state, [row])[0]!
  if (!entries) {
    const cut = buffer.indexOf(ENTRIES_KEY)
    if (cut !== -1) {
      const head = JSON.parse(buffer.toString('utf8', 0, cut) + '}') as StoredRecord
      return head
    }
  }
  return JSON.parse(buffer.toString('utf8')) as StoredRecord
}

/** The row's line still holds details that the reprint window has ended for. */
export function expired(state: JournalState, row: number, now: number): boolean {
  return (
    state.reprintMs > 0 &&
    (state.index.flags[row]! & DETAILS) !== 0 &&
    state.index.journalTime[row]! + state.reprintMs <= now
  )
}

/** The record as the API shows it. */
export function present(
  state: JournalState,
  row: number,
  now: number,
  entries = true,
  line?: Buffer,
): StoredRecord {
  let record = readRow(state, row, entries, line)
  delete (record as { journalTime?: number }).journalTime
  record.seq = state.index.seq[row]!
  if (state.index.flags[row]! & INTERRUPTED) {
    record.outcome = 'unknown'
    record.errorCode = 'INTERRUPTED'
    record.guidance = INTERRUPTED_GUIDANCE
  }
  if (expired(state, row, now))
    record = withoutDetails(record, state.index.journalTime[row]! + state.reprintMs)
  return record
}
