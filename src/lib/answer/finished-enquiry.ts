// What one enquiry ended with, in the form the result view and the receipt need. An unconfirmed
// error (the upstream timed out or could not be read, the page stopped waiting, the bridge went
// away) is a result of its own: the bank may or may not have acted (docs/contract.md,
// docs/provider-api.md), so the kind is 'unconfirmed'.

import type { ApiError } from '../../api/api-error.ts'
import type { EnquiryReply, Operation, Outcome } from '../../shared/contract.ts'

/** An outcome from the bank, or 'unconfirmed' when an error left the bank's answer unknown. */
export type ResultKind = Outcome | 'unconfirmed'

export interface FinishedEnquiry {
  operation: Operation
  kind: ResultKind
  reply: EnquiryReply | null
  /** The bridge error behind an unconfirmed result. */
  errorCode: string | null
  errorMessage: string | null
  aadhaarMasked: string
  mobileMasked: string
  bankiin: string
  bankName: string | null
  finishedAt: string
}

export interface EnquiryContext {
  aadhaarMasked: string
  mobileMasked: string
  bankiin: string
  bankName: string | null
  finishedAt: Date
}

export function finishedFromReply(
  operation: Operation,
  reply: EnquiryReply,
  context: EnquiryContext,
): FinishedEnquiry {
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

export function finishedFromError(
  operation: Operation,
  error: ApiError,
  context: EnquiryContext,
): FinishedEnquiry {
  return {
    operation,
    kind: 'unconfirmed',
    reply: null,
    errorCode: error.code,
    errorMessage: error.message,
    ...context,
    finishedAt: context.finishedAt.toISOString(),
  }
}
