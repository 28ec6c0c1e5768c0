// What new work asks of the journal, and what a reply says when its record could not be kept
// (docs/contract.md v1.2, the journal-failure paragraph; v1.4, the import). While the journal
// imports an older one, new work gets 503 JOURNAL_IMPORTING. While the journal is failing,
// captures, enquiries and merchant authentications get 503 JOURNAL_UNAVAILABLE with nothing sent
// and the capture kept; a record that cannot be written after the bank answered does not undo the
// answer: the 200 stands, with "saved": false and the cause.

import type { NotSaved, TransactionRecord } from '../../src/shared/contract.ts'
import { BridgeError } from '../errors.ts'
import { log } from '../log.ts'
import type { JournalHealth } from './journal-types.ts'
import { JournalWriteError } from './storage.ts'

/** The two calls of the journal that new work makes. */
export interface JournalGate {
  ready(): Promise<JournalHealth>
  write(record: TransactionRecord): Promise<void>
}

export function journalUnavailable(reason: string): BridgeError {
  return new BridgeError(
    'JOURNAL_UNAVAILABLE',
    `The history on this laptop cannot be written: ${reason} Nothing was sent. Try again once it is fixed.`,
  )
}

/** A count as a merchant in India reads it: 34,368 and 3,00,060, not 34368 (UX review N3c). */
const grouped = (n: number) => n.toLocaleString('en-IN')

/**
 * (v1.4) 503 JOURNAL_IMPORTING while an older journal is brought over: nothing sent, and the
 * expected wait in the body (`retryAfterS`) and the Retry-After header.
 */
export function journalImporting(
  health: Extract<JournalHealth, { state: 'importing' }>,
): BridgeError {
  const { progress, retryAfterS } = health
  const share =
    progress.total > 0
      ? ` (${grouped(progress.done)} of about ${grouped(progress.total)} records so far)`
      : ''
  return new BridgeError(
    'JOURNAL_IMPORTING',
    `The bridge is bringing over the history of its older version${share}. Nothing was sent. Try again in about ${retryAfterS} s.`,
    { headers: { 'Retry-After': String(retryAfterS) }, retryAfterS },
  )
}

/** What refuses a read while an import runs (JOURNAL_IMPORTING) or is stopped by a fault. */
export function refusalWhileImporting(health: JournalHealth): BridgeError {
  if (health.state === 'importing') return journalImporting(health)
  return journalUnavailable(health.state === 'failing' ? health.reason : '')
}

/** 503 JOURNAL_UNAVAILABLE unless the journal can be written now (a failing one is probed). */
export async function requireJournalReady(journal: Pick<JournalGate, 'ready'>): Promise<void> {
  const health = await journal.ready()
  if (health.state === 'importing') throw journalImporting(health)
  if (health.state === 'failing') throw journalUnavailable(health.reason)
}

/**
 * The record of an attempt, before anything is sent: if the disk does not take it, 503
 * JOURNAL_UNAVAILABLE, and no record exists (the journal shows only what is on disk).
 */
export async function writeAttempt(journal: JournalGate, record: TransactionRecord) {
  try {
    await journal.write(record)
  } catch (error) {
    if (error instanceof JournalWriteError) throw journalUnavailable(error.reason)
    throw error
  }
}

/** The record once the bank answered: {} when saved, else what the reply adds to say it is not. */
export async function writeAnswer(
  journal: JournalGate,
  record: TransactionRecord,
): Promise<NotSaved> {
  try {
    await journal.write(record)
    return {}
  } catch (error) {
    if (!(error instanceof JournalWriteError)) throw error
    log('error', 'the bank answered but its record was not saved', {
      transactionId: record.id,
      cause: error.cause,
    })
    return { saved: false, journalCause: error.cause, reason: error.reason }
  }
}
