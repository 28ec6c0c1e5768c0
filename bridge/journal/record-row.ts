// A record and its row: the indexed columns taken from a record as it is written, and
// the record as the API shows it from a row (an attempt the bridge never finished as outcome
// "unknown"; the customer's balance and entries shown removed once the reprint window ended,
// before maintenance removes them from the file). Apart from journal.ts because writing, reading,
// maintenance and the import all use them.

import { indiaDayNumber } from '../../src/shared/india-day.ts'
import { keptCells } from '../day-book/kept-cells.ts'
import { keptCause } from '../../src/shared/settled-answer.ts'
import { currentRrn } from '../../src/shared/status-checks.ts'
import type { StoredRecord, StoredSummary } from './journal-types.ts'

/** The row's columns as SQLite takes them (named parameters, without the leading colon). */
export interface RecordColumns {
  [column: string]: string | number | null
  id: string
  day: number
  started_at: number
  operation: string
  outcome: string
  finished: number
  details: number
  bankiin: string
  bank_name: string | null
  last4: string | null
  rrn: string | null
  stan: string | null
  client_ref: string | null
  entry_count: number | null
  body: string
  entries: string | null
  operator: string
  cause: string | null
  cells: string | null
}

/** The columns a record's write sets (columnsOf's), beside its place (seq, journal_time). */
export const WRITTEN_COLUMNS = [
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
  'cause',
  'cells',
] as const

/** What a read selects of a row. */
export interface RecordRow {
  seq: number
  journal_time: number
  interrupted: number
  answer_lost: number
  details: number
  entry_count: number | null
  body: string
  entries?: string | null
}

export const ROW_COLUMNS = 'seq, journal_time, interrupted, answer_lost, details, entry_count, body'

const INTERRUPTED_GUIDANCE =
  'The bridge stopped while this enquiry was with the bank, so its result is not known. An enquiry is not a withdrawal: the customer may ask again with a fresh fingerprint.'
const ANSWER_LOST_GUIDANCE =
  'The bank answered this enquiry, but its answer could not be saved on this laptop, so the history does not know it. Check with the bank before you retry.'

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/**
 * The outcome the day book counts: a settled one (contract v1.3 status checks) wins over the
 * reply's own.
 */
export function effectiveOutcome(record: StoredRecord): string {
  return text((record as { settledOutcome?: unknown }).settledOutcome) ?? record.outcome
}

/** An imported record's columns: no kept cells (columnsOf). */
export const IMPORTED = { cells: false } as const

/**
 * `cells: false` leaves the kept CSV cells out (null): the import of an older journal, where making
 * them was a third of the import's CPU and every enquiry waits for the import, while the export
 * reads a record without cells from its body, as it reads an earlier release's.
 */
export function columnsOf(
  record: StoredRecord,
  keep: { cells: boolean } = { cells: true },
): RecordColumns {
  // The row's body leaves out the entries (a column of their own) and the place (seq,
  // journal_time), in one copy: a `delete` on the copy turns it into a slower dictionary object.
  const {
    entries,
    seq: _seq,
    journalTime: _time,
    ...rest
  } = record as StoredRecord & { journalTime?: number }
  const startedAt = Date.parse(record.startedAt)
  if (Number.isNaN(startedAt)) throw new Error(`record ${record.id}: startedAt is not a time`)
  const last4 = /(\d{4})$/.exec(record.aadhaarMasked ?? '')?.[1] ?? null
  return {
    id: record.id,
    day: indiaDayNumber(startedAt),
    started_at: startedAt,
    operation: String(record.operation),
    outcome: effectiveOutcome(record),
    finished: record.finishedAt !== null && record.finishedAt !== undefined ? 1 : 0,
    details:
      (record.availableBalance !== null && record.availableBalance !== undefined) ||
      (record.statementBalance !== null && record.statementBalance !== undefined) ||
      entries !== undefined
        ? 1
        : 0,
    bankiin: String(record.bankiin ?? ''),
    bank_name: text(record.bankName),
    last4,
    // v1.3: a search by the RRN a settling status check returned finds the record.
    rrn: text(currentRrn(record)),
    stan: text(record.stanNo),
    client_ref: text(record.clientRefNo),
    entry_count: Array.isArray(entries) ? entries.length : null,
    body: JSON.stringify(rest),
    entries: entries === undefined ? null : JSON.stringify(entries),
    // v1.5: the day book filters and totals by who served ('' for nobody named).
    operator: text((record as { operator?: unknown }).operator) ?? '',
    // v1.5: the day book filters by the refusal's cause (null: none, or a success).
    cause: keptCause(record),
    // The record's CSV cells, so that the export copies them (day-book/kept-cells.ts).
    cells: keep.cells ? keptCells(record) : null,
  }
}

/** The record without the customer's balance and statement entries (REPRINT_HOURS). */
export function withoutDetails(record: StoredRecord, removedAt: number): StoredRecord {
  const { entries: _entries, statementBalance: _balance, ...rest } = record
  return { ...rest, availableBalance: null, detailsRemovedAt: new Date(removedAt).toISOString() }
}

/** The row's details are past the reprint window (shown removed; maintenance removes them). */
export function detailsExpired(row: RecordRow, reprintMs: number, now: number): boolean {
  return reprintMs > 0 && row.details === 1 && row.journal_time + reprintMs <= now
}

/** The record as the API shows it; with its statement entries when the row's read took them. */
export function present(row: RecordRow, reprintMs: number, now: number): StoredRecord {
  let record = JSON.parse(row.body) as StoredRecord
  if (typeof row.entries === 'string') record.entries = JSON.parse(row.entries) as never
  record.seq = row.seq
  // Written before `modality` was kept: every capture the desk ever made was a finger.
  record.modality ??= 'finger'
  if (row.interrupted) {
    record.outcome = 'unknown'
    record.errorCode = 'INTERRUPTED'
    record.guidance = row.answer_lost ? ANSWER_LOST_GUIDANCE : INTERRUPTED_GUIDANCE
  }
  if (detailsExpired(row, reprintMs, now))
    record = withoutDetails(record, row.journal_time + reprintMs)
  return record
}

/** A page's entry: the record without its statement entries, with their count. */
export function presentSummary(row: RecordRow, reprintMs: number, now: number): StoredSummary {
  const { entries: _entries, ...record } = present({ ...row, entries: null }, reprintMs, now)
  const expired = detailsExpired(row, reprintMs, now)
  return { ...record, entryCount: expired ? null : row.entry_count }
}
