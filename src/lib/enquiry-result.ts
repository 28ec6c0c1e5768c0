// What one enquiry ended with, in the form the result view and the receipt need. A 502/504 from
// the bridge (the upstream unreachable, timed out or unreadable) is a result of its own: the bank
// may or may not have acted, so it is shown as not confirmed (bridge-api.md, upstream-notes.md).

import type { ApiError } from '../api/api-error.ts'
import type {
  BalanceData,
  EnquiryReply,
  Operation,
  Outcome,
  StatementData,
  StatementEntry,
} from '../shared/contract.ts'
import { isUnconfirmed, stripSwitchPrefix } from '../shared/results.ts'

export type ResultKind = Outcome | 'not-confirmed'

export interface EnquiryResult {
  operation: Operation
  kind: ResultKind
  reply: EnquiryReply | null
  /** The bridge error behind a not-confirmed result. */
  errorCode: string | null
  errorMessage: string | null
  aadhaarMasked: string
  mobileMasked: string
  bankiin: string
  bankName: string | null
  finishedAt: string
}

export function isNotConfirmed(kind: ResultKind): boolean {
  return kind === 'not-confirmed' || isUnconfirmed(kind)
}

export type ResultTone = 'success' | 'failure' | 'warning'

export function resultTone(kind: ResultKind): ResultTone {
  if (kind === 'success') return 'success'
  if (isNotConfirmed(kind)) return 'warning'
  return 'failure'
}

export function balanceDataOf(reply: EnquiryReply | null): BalanceData | null {
  const data = reply?.data as Partial<BalanceData> | undefined
  return data && 'availableBalance' in data ? (data as BalanceData) : null
}

export function statementDataOf(reply: EnquiryReply | null): StatementData | null {
  const data = reply?.data as Partial<StatementData> | undefined
  return data && Array.isArray(data.entries) ? (data as StatementData) : null
}

export function statementEntriesOf(reply: EnquiryReply | null): StatementEntry[] {
  return statementDataOf(reply)?.entries ?? []
}

/** The bank's message for display: the bridge's displayMessage, else the message without its prefix. */
export function displayMessageOf(reply: EnquiryReply | null): string {
  if (!reply) return ''
  return (reply.displayMessage || stripSwitchPrefix(reply.message ?? '')).trim()
}

export interface ResultContext {
  aadhaarMasked: string
  mobileMasked: string
  bankiin: string
  bankName: string | null
  finishedAt: Date
}

export function resultFromReply(
  operation: Operation,
  reply: EnquiryReply,
  context: ResultContext,
): EnquiryResult {
  return {
    operation,
    kind: reply.outcome,
    reply,
    errorCode: null,
    errorMessage: null,
    ...context,
    finishedAt: context.finishedAt.toISOString(),
  }
}

export function resultFromError(
  operation: Operation,
  error: ApiError,
  context: ResultContext,
): EnquiryResult {
  return {
    operation,
    kind: 'not-confirmed',
    reply: null,
    errorCode: error.code,
    errorMessage: error.message,
    ...context,
    finishedAt: context.finishedAt.toISOString(),
  }
}
