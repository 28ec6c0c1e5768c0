// The one serialiser of errors into the contract's error shape: {"error": {"code", "message",
// "field"?}}, the status taken from the error (and so from the catalogue). Never a stack, never an
// upstream body: anything that is not a BridgeError is INTERNAL_ERROR with a fixed sentence.
// An upstream fault's reply carries its journal record's `transactionId` beside `error` (v1.2),
// so the merchant can look the attempt up; (v1.4) JOURNAL_IMPORTING carries `retryAfterS`.

import type { ApiErrorBody } from '../../src/shared/contract.ts'
import { statusOf } from '../../src/shared/errors.ts'
import { BridgeError } from '../errors.ts'

export interface ErrorReply {
  status: number
  body: ApiErrorBody
  headers: Record<string, string>
}

const INTERNAL_MESSAGE =
  'The bridge had an unexpected problem. Try again; if it keeps happening, restart the bridge.'

export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof BridgeError) {
    const body: ApiErrorBody = { error: { code: error.code, message: error.message } }
    if (error.field !== undefined) body.error.field = error.field
    if (error.transactionId !== undefined) body.transactionId = error.transactionId
    if (error.retryAfterS !== undefined) body.retryAfterS = error.retryAfterS
    if (error.skewSeconds !== undefined) body.skewSeconds = error.skewSeconds
    return { status: error.status, body, headers: error.headers }
  }
  return {
    status: statusOf('INTERNAL_ERROR'),
    body: { error: { code: 'INTERNAL_ERROR', message: INTERNAL_MESSAGE } },
    headers: {},
  }
}
