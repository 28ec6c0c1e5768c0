// A record and its line in the journal file: the index fields of a line parsed in full (the old
// format, an escaped value), of a record being written, the line itself (statement entries last,
// so reads can stop before them), the record without its details (REPRINT_HOURS) and its summary
// for the history. Apart from journal.ts because writing, reading and compaction all use them.

import { DETAILS, FINISHED, type IndexFields } from './record-index.ts'
import type { StoredRecord, StoredSummary } from './journal-types.ts'

/** The index fields of a line parsed in full; null when it is no record. */
export function fullLine(text: string): IndexFields | null {
  let record: Record<string, unknown>
  try {
    record = JSON.parse(text) as Record<string, unknown>
  } catch {
    return null
  }
  if (record === null || typeof record !== 'object') return null
  if (typeof record.id !== 'string' || typeof record.startedAt !== 'string') return null
  const startedAt = Date.parse(record.startedAt)
  if (Number.isNaN(startedAt)) return null
  const text_ = (v: unknown) => (typeof v === 'string' ? v : null)
  const hasDetails =
    (record.availableBalance !== null && record.availableBalance !== undefined) ||
    Array.isArray(record.entries)
  const finished = record.finishedAt !== null && record.finishedAt !== undefined
  return {
    id: record.id,
    seq: typeof record.seq === 'number' ? record.seq : NaN,
    journalTime: typeof record.journalTime === 'number' ? record.journalTime : startedAt,
    startedAt,
    operation: String(record.operation),
    outcome: String(record.outcome),
    bankiin: String(record.bankiin ?? ''),
    bankName: text_(record.bankName),
    aadhaarMasked: String(record.aadhaarMasked ?? ''),
    rrn: text_(record.rrn),
    stanNo: text_(record.stanNo),
    clientRefNo: text_(record.clientRefNo),
    flags: (finished ? FINISHED : 0) | (hasDetails ? DETAILS : 0),
  }
}

export function fieldsOf(record: StoredRecord, seq: number, journalTime: number): IndexFields {
  const hasDetails =
    (record.availableBalance !== null && record.availableBalance !== undefined) ||
    record.entries !== undefined
  return {
    id: record.id,
    seq,
    journalTime,
    startedAt: Date.parse(record.startedAt),
    operation: record.operation,
    outcome: record.outcome,
    bankiin: record.bankiin,
    bankName: record.bankName,
    aadhaarMasked: record.aadhaarMasked,
    rrn: record.rrn,
    stanNo: record.stanNo,
    clientRefNo: record.clientRefNo,
    flags: (record.finishedAt !== null ? FINISHED : 0) | (hasDetails ? DETAILS : 0),
  }
}

/** One line: the record, its sequence number and journal time, the statement entries last. */
export function serialise(record: StoredRecord, seq: number, journalTime: number): string {
  const { entries, ...rest } = record
  const line: Record<string, unknown> = { ...rest, seq, journalTime }
  if (entries !== undefined) line.entries = entries
  return JSON.stringify(line)
}

/** The record without the customer's balance and statement entries (REPRINT_HOURS). */
export function withoutDetails(record: StoredRecord, removedAt: number): StoredRecord {
  const { entries: _entries, statementBalance: _balance, ...rest } = record
  return { ...rest, availableBalance: null, detailsRemovedAt: new Date(removedAt).toISOString() }
}

export function summarise(record: StoredRecord): StoredSummary {
  const { entries, ...rest } = record
  return { ...rest, entryCount: entries ? entries.length : null }
}
