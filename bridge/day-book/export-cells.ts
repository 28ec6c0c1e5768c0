// One record as the day book's exports show it (bridge-api.md, export.csv; issue 22 item 8,
// issue 24): the contract's sixteen columns in order, operation and outcome in words in the desk's
// language from the catalogues the screen uses (the effective outcome, settledOutcome ?? outcome),
// and a second guard on every text the bank wrote, for records an older bridge journaled before
// its scrubber knew a form: a Verhoeff-valid 12-digit run (the record's RRN excepted when rrn.ts
// says it is one), a mask that shows a digit before the last four, and the customer's mobile
// number (found by the last four the record keeps). The CSV (csv.ts) and the XLSX (xlsx.ts) write
// these values, each in its own form.

import type { TransactionRecord } from '../../src/shared/contract.ts'
import { indiaDateTime } from '../../src/shared/india-day.ts'
import { maskAadhaar, maskMobile } from '../../src/shared/mask.ts'
import { currentOutcome, currentRrn, settlingCheck } from '../../src/shared/status-checks.ts'
import { enFirstLoad } from '../../src/i18n/en-first-load.ts'
import { enLater } from '../../src/i18n/en-later.ts'
import { hi } from '../../src/i18n/hi.ts'
import { rrnToKeep } from '../journaled-call/rrn.ts'
import { guardBankTextFast, type guardBankText } from './bank-text-guard.ts'

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
] as const

/** The desk's languages (src/i18n/messages.ts Language); the page passes its own as `lang`. */
export const EXPORT_LANGUAGES = ['en', 'hi'] as const
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number]

const CATALOGUES: Record<ExportLanguage, Record<string, string>> = {
  en: { ...enFirstLoad, ...enLater },
  hi,
}

/** The screen's word for `op.balance-enquiry`, `outcome.pending`…; the code itself if it has none. */
function word(lang: ExportLanguage, key: string, fallback: string): string {
  return CATALOGUES[lang][key] ?? CATALOGUES.en[key] ?? fallback
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

/** The sixteen values of one record, in the order of EXPORT_COLUMNS. */
export function exportCells(
  record: TransactionRecord,
  lang: ExportLanguage = 'en',
  guard: typeof guardBankText = guardBankTextFast,
): (string | null)[] {
  // v1.3: a settled record's row shows the settling check's code, status and (when the first
  // answer had none) RRN beside its settled outcome; the record keeps its first answer.
  const settled = settlingCheck(record)
  const recordRrn = currentRrn(record)
  const rrn = keptRrn(recordRrn, record)
  const mobile = record.mobileMasked
  const guarded = (text: string | null) => guard(text, mobile, rrn)
  return [
    indiaDateTime(Date.parse(record.startedAt)),
    word(lang, `op.${record.operation}`, record.operation),
    word(lang, `outcome.${currentOutcome(record)}`, currentOutcome(record)),
    guarded(settled?.code ?? record.code),
    guarded(settled?.status ?? record.status),
    record.bankName,
    record.bankiin,
    record.aadhaarMasked ? maskAadhaar(record.aadhaarMasked) : '',
    record.mobileMasked ? maskMobile(record.mobileMasked) : '',
    recordRrn ? (rrn ?? maskAadhaar(recordRrn)) : record.rrn,
    guarded(record.stanNo),
    guarded(record.clientRefNo),
    guarded(extra(record, 'bankCode')),
    guarded(extra(record, 'bankMessage')),
    guarded(record.message),
    record.id,
  ]
}
