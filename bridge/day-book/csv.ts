// The day book's CSV export (bridge-api.md, "The day book (v1.2)", /export.csv): a UTF-8 BOM (so
// spreadsheet programs read Indic bank names), CRLF, RFC 4180 quoting, a header row, and the
// formula-injection guard: a cell that would begin with = + - @, a tab or a carriage return gets
// a leading '. The columns are the contract's, in its order; never a balance, a statement entry
// or a full identifier (Aadhaar and mobile are re-masked here whatever the record holds).

import type { TransactionRecord } from '../../src/shared/contract.ts'
import { indiaDateTime } from '../../src/shared/india-day.ts'
import { maskAadhaar, maskMobile } from '../../src/shared/mask.ts'
import { verhoeffValid } from '../../src/shared/verhoeff.ts'

export const CSV_COLUMNS = [
  'time (IST)',
  'operation',
  'outcome',
  'code',
  'status',
  'bank',
  'IIN',
  'Aadhaar',
  'mobile',
  'RRN',
  'STAN',
  'client reference',
  'bank code',
  'bank message',
  'message',
  'transaction id',
] as const

export const BOM = '\uFEFF'
export const CRLF = '\r\n'

/** A cell as a spreadsheet may read it safely, then quoted where RFC 4180 needs it. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? ''
  if (/^[=+\-@\t\r]/.test(text)) text = "'" + text
  return /[",\r\n]/.test(text) ? '"' + text.replace(/"/g, '""') + '"' : text
}

/**
 * A second guard on the free texts: the bridge scrubs what the bank echoes before it is journaled,
 * but a record kept by an older bridge may not have been. A 12-digit run that passes the Aadhaar
 * checksum is shown as its last four (the record's own RRN excepted).
 */
function maskAadhaarRuns(text: string | null, rrn: string | null): string | null {
  return (
    text?.replace(/(?<!\d)\d{12}(?!\d)/g, (run) =>
      run !== rrn && verhoeffValid(run) ? maskAadhaar(run) : run,
    ) ?? null
  )
}

/** A record's own bank reply fields (v1.1), where the record has them. */
function extra(record: TransactionRecord, key: 'bankCode' | 'bankMessage'): string | null {
  const value = (record as unknown as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : null
}

export function csvRow(record: TransactionRecord): string {
  return [
    indiaDateTime(Date.parse(record.startedAt)),
    record.operation,
    record.outcome,
    record.code,
    record.status,
    record.bankName,
    record.bankiin,
    record.aadhaarMasked ? maskAadhaar(record.aadhaarMasked) : '',
    record.mobileMasked ? maskMobile(record.mobileMasked) : '',
    record.rrn,
    record.stanNo,
    record.clientRefNo,
    extra(record, 'bankCode'),
    maskAadhaarRuns(extra(record, 'bankMessage'), record.rrn),
    maskAadhaarRuns(record.message, record.rrn),
    record.id,
  ]
    .map(csvCell)
    .join(',')
}

export const CSV_HEADER = CSV_COLUMNS.map(csvCell).join(',')

/** The whole file of the rows given (csvRow each), header first. */
export function csvFile(rows: readonly string[]): string {
  return BOM + [CSV_HEADER, ...rows].join(CRLF) + CRLF
}

export function toCsv(records: readonly TransactionRecord[]): string {
  return csvFile(records.map(csvRow))
}

/** `enquiries-2026-11-01-to-2026-11-23.csv` */
export function csvFileName(from: string, to: string): string {
  return `enquiries-${from}-to-${to}.csv`
}
