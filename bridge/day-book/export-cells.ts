// One record as the day book's exports show it (docs/contract.md, export.csv): the contract's
// seventeen columns in order, then v1.5's operator, operation and outcome in words in the desk's language from the shared
// table the screen's catalogues use too (src/shared/record-words.ts; the effective outcome,
// settledOutcome ?? outcome), and a second guard on every text the bank wrote, for records an
// older bridge journaled before its scrubber knew a form: the export's settings of the one
// redaction (redaction/profiles.ts guardCell: numbers decided per run, the record's RRN kept
// where rrn.ts keeps it, the customer's mobile found by the last four the record keeps, key
// material gone from the messages). Every cell is at most Excel's 32,767 characters
// (redaction/bounds.ts). The CSV (csv.ts) and the XLSX (xlsx.ts) write these values, each in its
// own form.

import type { TransactionRecord } from '../../src/shared/contract.ts'
import { indiaDateTime } from '../../src/shared/india-day.ts'
import { maskAadhaar, maskMobile } from '../../src/shared/mask.ts'
import {
  OPERATION_WORDS_EN,
  OPERATION_WORDS_HI,
  OUTCOME_WORDS_EN,
  OUTCOME_WORDS_HI,
} from '../../src/shared/record-words.ts'
import { keptCause, settledAnswer } from '../../src/shared/settled-answer.ts'
import { currentOutcome, currentRrn } from '../../src/shared/status-checks.ts'
import { boundCell } from '../redaction/bounds.ts'
import { exportGuard, guardCell, type ExportGuard } from '../redaction/profiles.ts'
import { rrnToKeep } from '../redaction/rrn.ts'

export const EXPORT_COLUMNS = [
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
  // v1.5: the refusal's cause id (src/shared/bank-causes.ts), last so that the v1.2 columns keep
  // their places for a reader that counts them.
  'cause',
  // v1.5: who served (the name given at the hand-over; empty before any).
  'operator',
] as const

/** The desk's languages (src/i18n/messages.ts Language); the page passes its own as `lang`. */
export const EXPORT_LANGUAGES = ['en', 'hi'] as const
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number]

const WORDS: Record<ExportLanguage, Record<string, string>> = {
  en: { ...OPERATION_WORDS_EN, ...OUTCOME_WORDS_EN },
  hi: { ...OPERATION_WORDS_HI, ...OUTCOME_WORDS_HI },
}

/** The screen's word for `op.balance-enquiry`, `outcome.pending`…; the code itself if it has none. */
export function word(lang: ExportLanguage, key: string, fallback: string): string {
  return WORDS[lang][key] ?? WORDS.en[key] ?? fallback
}

/** A record's own bank reply fields (v1.1), where the record has them. */
function extra(record: TransactionRecord, key: 'bankCode' | 'bankMessage'): string | null {
  const value = (record as unknown as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : null
}

/** The record's RRN when rrn.ts keeps it; null when it is someone's Aadhaar number. */
function keptRrn(rrn: string | null, record: TransactionRecord): string | null {
  return rrn ? rrnToKeep(rrn, '', new Date(record.startedAt)) : null
}

/** A kept RRN as its cell: twelve digits as they are; any other form guarded like a bank text. */
function keptRrnCell(rrn: string, guard: () => ExportGuard): string | null {
  return rrn.length === 12 && /^\d{12}$/.test(rrn) ? rrn : boundCell(guardCell(rrn, guard))
}

/** The values of one record, in the order of EXPORT_COLUMNS. */
export function exportCells(
  record: TransactionRecord,
  lang: ExportLanguage = 'en',
): (string | null)[] {
  // v1.3: a settled record's row shows the settling check's code, status, words and (when the
  // first answer had none) RRN beside its settled outcome, not the first answer's "pending" words
  // (src/shared/settled-answer.ts); the record keeps its first answer.
  const settled = settledAnswer(record)
  const recordRrn = currentRrn(record)
  const rrn = keptRrn(recordRrn, record)
  // Made once, and only when a cell needs reading (guardCell).
  let rules: ExportGuard | null = null
  const guard = () =>
    (rules ??= exportGuard({
      mobileMasked: record.mobileMasked,
      rrn,
      references: [record.stanNo, record.clientRefNo],
    }))
  return [
    indiaDateTime(Date.parse(record.startedAt)),
    word(lang, `op.${record.operation}`, record.operation),
    word(lang, `outcome.${currentOutcome(record)}`, currentOutcome(record)),
    boundCell(guardCell(settled?.code ?? record.code, guard)),
    boundCell(guardCell(settled?.status ?? record.status, guard)),
    boundCell(record.bankName),
    boundCell(record.bankiin),
    record.aadhaarMasked ? maskAadhaar(record.aadhaarMasked) : '',
    record.mobileMasked ? maskMobile(record.mobileMasked) : '',
    recordRrn ? (rrn === null ? maskAadhaar(recordRrn) : keptRrnCell(rrn, guard)) : record.rrn,
    boundCell(guardCell(record.stanNo, guard)),
    boundCell(guardCell(record.clientRefNo, guard)),
    boundCell(guardCell(settled ? null : extra(record, 'bankCode'), guard)),
    boundCell(guardCell(settled ? null : extra(record, 'bankMessage'), guard, true)),
    boundCell(guardCell(settled ? settled.rawMessage : record.message, guard, true)),
    record.id,
    // The cause the record was written with (an erased record keeps it though its words are
    // gone), as the day book's filter by cause reads it: a record found under a cause shows it.
    keptCause(record),
    boundCell(record.operator ?? null),
  ]
}
