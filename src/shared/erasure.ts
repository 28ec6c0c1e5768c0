// Erasing one record at the customer's request (DPDP Act 2023 s.12, the right to erasure; the
// customer is told of it in consent notice version 4): what the merchant may give as the reason,
// and what an erased record keeps. Only what the list below names stays; everything else about the
// customer goes (masked numbers, the bank's texts, the balance, the statement entries, the
// references that lead back to the account). Plain TypeScript: the bridge erases with it, the page
// offers the reasons and reads the erasure back.

import { answerCause, isBankCause, type BankCause } from './bank-causes.ts'
import type { TransactionRecord } from './contract.ts'

/** Why a record was erased: the short list the merchant chooses from. */
export const ERASURE_REASONS = [
  /** The customer asked the shop to erase the record of this enquiry. */
  'customer-asked',
  /** The customer withdrew the consent given for this enquiry. */
  'consent-withdrawn',
  /** The enquiry was made for the wrong person (another customer's number or finger). */
  'wrong-customer',
] as const
export type ErasureReason = (typeof ERASURE_REASONS)[number]

export function isErasureReason(value: unknown): value is ErasureReason {
  return typeof value === 'string' && (ERASURE_REASONS as readonly string[]).includes(value)
}

/** What the record says of its erasure. */
export interface Erasure {
  /** When it was erased (ISO time, the journal's clock). */
  at: string
  reason: ErasureReason
}

/** POST /api/transactions/:id/erasures, the reply. */
export interface ErasureReply {
  transactionId: string
  erasure: Erasure
  record: TransactionRecord
}

/**
 * The fields an erased record keeps: when, what, how it ended and why, which notice was read, and
 * the desk's own facts (merchant, location source, modality). The bank stays so that the day's
 * counts by bank do not change; the bank's name is the bank's, not the customer's words.
 */
export const KEPT_WHEN_ERASED = [
  'id',
  'seq',
  'operation',
  'startedAt',
  'finishedAt',
  'merchantLoginId',
  'bankiin',
  'bankName',
  'outcome',
  'settledOutcome',
  'code',
  'status',
  'errorCode',
  'consent',
  'consentNotice',
  'locationSource',
  'modality',
] as const

/** An erased record: the kept fields, the cause read before the bank's words went, the erasure. */
export type ErasedRecord = TransactionRecord & { erasure: Erasure; cause: BankCause | null }

/** The erasure of a record, or null when it was not erased. */
export function erasureOf(record: object): Erasure | null {
  const erasure = (record as { erasure?: unknown }).erasure
  if (typeof erasure !== 'object' || erasure === null) return null
  const { at, reason } = erasure as { at?: unknown; reason?: unknown }
  return typeof at === 'string' && isErasureReason(reason) ? { at, reason } : null
}

/**
 * The record with nothing about the customer left: the kept fields as they were, every other
 * field of the contract blank, and the cause the bank's words named (kept as its name, since the
 * words themselves go). Erasing an erased record keeps its first erasure.
 */
export function erased(record: TransactionRecord, erasure: Erasure): ErasedRecord {
  const first = erasureOf(record)
  const source = record as unknown as Record<string, unknown>
  const kept = Object.fromEntries(
    KEPT_WHEN_ERASED.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]),
  )
  // The cause the record was written with (v1.5), else the one its words name, read before they go.
  const cause = isBankCause(record.cause) ? record.cause : first ? null : answerCause(record)
  return {
    ...kept,
    aadhaarMasked: '',
    mobileMasked: '',
    message: null,
    displayMessage: null,
    guidance: null,
    rrn: null,
    stanNo: null,
    clientRefNo: null,
    transactionDateTime: null,
    availableBalance: null,
    bankName: kept.bankName ?? null,
    status: kept.status ?? null,
    cause,
    erasure: first ?? erasure,
  } as ErasedRecord
}
