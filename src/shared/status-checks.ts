// (v1.3) Status checks (docs/contract.md, "POST /api/transactions/:id/status-checks";
// docs/provider-api.md, "Transaction status"): which records can be checked, which answers settle
// them, and the outcome the desk then shows and counts. Both halves decide with these rules, so the
// page offers Check status exactly where the bridge accepts one.

import type { Outcome, StatusCheck, TransactionRecord } from './contract.ts'
import { isUnconfirmed } from './results.ts'

export type { StatusCheck, StatusCheckReply } from './contract.ts'

/** A status check's answer that is the bank's final word: the record is settled by it. */
export function settles(outcome: Outcome): boolean {
  return outcome === 'success' || outcome === 'failure' || outcome === 'reversed'
}

/** The outcome the desk shows and counts: the settled one once a check confirmed one. */
export function currentOutcome(record: Pick<TransactionRecord, 'outcome' | 'settledOutcome'>) {
  return record.settledOutcome ?? record.outcome
}

/** Why a record cannot be checked, or null when it can. */
export type StatusCheckRefusal = 'confirmed' | 'no-reference'

export function statusCheckRefusal(
  record: Pick<TransactionRecord, 'outcome' | 'settledOutcome' | 'clientRefNo'>,
): StatusCheckRefusal | null {
  if (record.settledOutcome != null || !isUnconfirmed(record.outcome)) return 'confirmed'
  if (record.clientRefNo === null || record.clientRefNo.trim() === '') return 'no-reference'
  return null
}

/** The check that settled the record (the last that settles: none is made after it), or null. */
export function settlingCheck(
  record: Pick<TransactionRecord, 'settledOutcome' | 'statusChecks'>,
): StatusCheck | null {
  if (record.settledOutcome == null) return null
  return (record.statusChecks ?? []).findLast((check) => settles(check.outcome)) ?? null
}

/**
 * The RRN the day book finds and exports: the first answer's, else the settling check's. The
 * record itself keeps its first answer as it was (the check's RRN stays in its check).
 */
export function currentRrn(
  record: Pick<TransactionRecord, 'rrn' | 'settledOutcome' | 'statusChecks'>,
): string | null {
  return record.rrn || settlingCheck(record)?.rrn || null
}
