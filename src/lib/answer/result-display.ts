// How a result is shown: its tone, whether it is confirmed, and the parts of its data. Used by the
// result view, the receipt and the Transactions pages (all loaded after the first page).

import type {
  BalanceData,
  EnquiryReply,
  StatementData,
  StatementEntry,
} from '../../shared/contract.ts'
import { isUnconfirmed, stripSwitchPrefix } from '../../shared/results.ts'
import type { ResultKind } from './finished-enquiry.ts'

/** Unconfirmed: the bank's answer is not final (an outcome) or unknown (an error); never retry at once. */
export function isUnconfirmedResult(kind: ResultKind): boolean {
  return kind === 'unconfirmed' || isUnconfirmed(kind)
}

export type ResultTone = 'success' | 'failure' | 'warning'

export function resultTone(kind: ResultKind): ResultTone {
  if (kind === 'success') return 'success'
  if (isUnconfirmedResult(kind)) return 'warning'
  return 'failure'
}

export function balanceDataOf(reply: EnquiryReply | null): BalanceData | null {
  const data = reply?.data as Partial<BalanceData> | undefined
  return data && 'availableBalance' in data ? (data as BalanceData) : null
}

export function statementDataOf(reply: EnquiryReply | null): StatementData | null {
  const data = reply?.data as Partial<StatementData> | undefined
  return data && Array.isArray(data.miniStatement) ? (data as StatementData) : null
}

export function statementEntriesOf(reply: EnquiryReply | null): StatementEntry[] {
  return statementDataOf(reply)?.miniStatement ?? []
}

/** The bank's message for display: the bridge's displayMessage, else the message without its prefix. */
export function displayMessageOf(reply: EnquiryReply | null): string {
  if (!reply) return ''
  return (reply.displayMessage || stripSwitchPrefix(reply.message ?? '')).trim()
}
