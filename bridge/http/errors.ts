// One error class for the whole bridge, serialised in one place (toErrorReply) into the contract's
// error shape: {"error": {"code", "message", "field"?}}. Never a stack, never an upstream body.

import type { ApiErrorBody } from '../../src/shared/contract.ts'

export class BridgeError extends Error {
  readonly status: number
  readonly code: string
  readonly field: string | undefined
  readonly headers: Record<string, string>

  constructor(
    status: number,
    code: string,
    message: string,
    options: { field?: string; headers?: Record<string, string> } = {},
  ) {
    super(message)
    this.name = 'BridgeError'
    this.status = status
    this.code = code
    this.field = options.field
    this.headers = options.headers ?? {}
  }
}

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
    return { status: error.status, body, headers: error.headers }
  }
  return {
    status: 500,
    body: { error: { code: 'INTERNAL_ERROR', message: INTERNAL_MESSAGE } },
    headers: {},
  }
}
