// (v1.3) Status checks (bridge-api.md, "The merchant's authentication policy and status checks";
// upstream-notes.md, "Transaction status"): which records can be checked, which answers settle
// them, and the outcome the desk then shows and counts. Both halves decide with these rules, so the
// page offers Check status exactly where the bridge accepts one.

import type { Outcome, TransactionRecord } from './contract.ts'
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
