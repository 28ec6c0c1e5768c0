// What one enquiry ended with, in the form the result view and the receipt need. A 502/504 from
// the bridge (the upstream unreachable, timed out or unreadable) is a result of its own: the bank
// may or may not have acted, so it is shown as not confirmed (bridge-api.md, upstream-notes.md).

import type { ApiError } from '../api/api-error.ts'
import type { EnquiryReply, Operation, Outcome } from '../shared/contract.ts'

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
