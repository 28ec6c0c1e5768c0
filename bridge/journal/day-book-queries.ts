// The history and the day book's queries over the index (issue 15): which rows match the filters
// (from memory alone; a search by RRN, STAN or reference confirmed on the record, as hashes can
// collide), one page newest first with its cursor, the entries the summary counts, and the
// records of the CSV export one slice at a time. Apart from journal.ts because they only read.

import type { DayBookFilters } from '../../src/shared/day-book.ts'
import { DAY_BOOK_OPERATIONS, DAY_BOOK_OUTCOMES } from '../../src/shared/day-book.ts'
import { dayNumberOfDate } from '../../src/shared/india-day.ts'
import type { DayBookEntry } from '../day-book/summary.ts'
import { UnknownCursorError, type JournalPage, type StoredRecord } from './journal-types.ts'
import { summarise } from './record-lines.ts'
import { present, readLines, type JournalState } from './record-reads.ts'
import {
  INTERRUPTED,
  hash32,
  operationCode,
  outcomeCode,
  type RecordIndex,
} from './record-index.ts'

export interface RowMatch {
  row: (row: number) => boolean
  record: (record: StoredRecord) => boolean
  confirms: boolean
}

/** The filters as tests on a row; rows older than `hiddenBefore` (journal time) never match. */
export function matcher(
  index: RecordIndex,
  filters: DayBookFilters,
  hiddenBefore: () => number,
): RowMatch {
  const fromDay = filters.from ? dayNumberOfDate(filters.from)! : -Infinity
  const toDay = filters.to ? dayNumberOfDate(filters.to)! : Infinity
  const ops = filters.operations ? new Set(filters.operations.map(operationCode)) : null
  const outcomes = filters.outcomes ? new Set(filters.outcomes.map(outcomeCode)) : null
  const unknown = outcomeCode('unknown')
  const bank = filters.bankiin === undefined ? null : (index.banks.lookup(filters.bankiin) ?? -1)
  const q = filters.q
  const hidden = hiddenBefore()
  const last4 = q !== undefined && /^\d{4}$/.test(q) ? Number(q) : null
  const qHash = q !== undefined && last4 === null ? hash32(q) : null
  return {
    row: (row) => {
      // Past the retention and waiting for the next maintenance: already gone for the reader.
      if (index.journalTime[row]! < hidden) return false
      const day = index.day[row]!
      if (day < fromDay || day > toDay) return false
      if (ops && !ops.has(index.op[row]!)) return false
      if (outcomes) {
        const outcome = index.flags[row]! & INTERRUPTED ? unknown : index.outcome[row]!
        if (!outcomes.has(outcome)) return false
      }
      if (bank !== null && index.bank[row] !== bank) return false
      if (last4 !== null && index.last4[row] !== last4) return false
      if (
        qHash !== null &&
        index.rrn[row] !== qHash &&
        index.stan[row] !== qHash &&
        index.ref[row] !== qHash
      )
        return false
      return true
    },
    // A hash can collide: the record itself must hold the RRN, STAN or reference.
    record: (record) =>
      qHash === null || record.rrn === q || record.stanNo === q || record.clientRefNo === q,
    confirms: qHash !== null,
  }
}

/** The row a page starts at: the newest, or the one before the cursor's record. */
export function startRow(index: RecordIndex, before: string | null): number {
  let start = index.count - 1
  if (before !== null) {
    const row = index.rowOf(before)
    if (row === undefined) throw new UnknownCursorError()
    start = row - 1
  }
  return start
}

/** One page of the day book, newest first from `start`, and the cursor of the next one. */
export function readPage(
  state: JournalState,
  match: RowMatch,
  start: number,
  limit: number,
  now: number,
): JournalPage {
  const index = state.index
  const records: StoredRecord[] = []
  const rows: number[] = []
  for (let row = start; row >= 0 && records.length <= limit; row--) {
    if (!match.row(row)) continue
    const record = present(state, row, now)
    if (!match.record(record)) continue
    records.push(record)
    rows.push(row)
  }
  const more = records.length > limit
  const shown = records.slice(0, limit)
  return {
    transactions: shown.map(summarise),
    next: more ? index.idOf(rows[limit - 1]!) : null,
  }
}

/** What the summary counts, oldest first, from memory alone (disk only to confirm a search). */
export function dayBookEntries(state: JournalState, match: RowMatch, now: number): DayBookEntry[] {
  const index = state.index
  const out: DayBookEntry[] = []
  for (let row = 0; row < index.count; row++) {
    if (!match.row(row)) continue
    if (match.confirms && !match.record(present(state, row, now))) continue
    out.push({
      startedAt: index.started[row]!,
      operation: DAY_BOOK_OPERATIONS[index.op[row]!] ?? 'unknown',
      outcome:
        index.flags[row]! & INTERRUPTED
          ? 'unknown'
          : (DAY_BOOK_OUTCOMES[index.outcome[row]!] ?? 'unknown'),
      bankiin: index.banks.values[index.bank[row]!] ?? '',
      bankName: index.names.values[index.bankName[row]!] ?? null,
    })
  }
  return out
}

/**
 * Calls `visit` with each matching record, oldest first, without its statement entries. One
 * record at a time: a day's export keeps only its rows, not its records, in memory.
 */
export function eachMatching(
  state: JournalState,
  match: RowMatch,
  now: number,
  visit: (record: StoredRecord) => void,
): void {
  const rows: number[] = []
  for (let row = 0; row < state.index.count; row++) if (match.row(row)) rows.push(row)
  // In slices, so that no more than a slice's lines are held at once.
  for (let i = 0; i < rows.length; i += 256) {
    const slice = rows.slice(i, i + 256)
    const lines = readLines(state, slice)
    for (let k = 0; k < slice.length; k++) {
      const record = present(state, slice[k]!, now, false, lines[k])
      if (match.record(record)) visit(record)
    }
  }
}
