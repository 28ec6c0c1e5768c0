// Floor 1: the one error class of the bridge. Whoever throws names a code of the catalogue
// (src/shared/errors.ts) and a sentence for API clients; the HTTP status comes from the catalogue,
// never from the call site, and only http/ turns the error into a reply (house-style habit 2).

import { statusOf, type ErrorCode } from '../src/shared/errors.ts'

export interface BridgeErrorOptions {
  /** The request field the error is about, echoed as `error.field`. */
  field?: string
  /** Reply headers the error needs (e.g. `Allow` on METHOD_NOT_ALLOWED). */
  headers?: Record<string, string>
  /** The journal record an upstream fault left, put beside `error` (docs/contract.md v1.2). */
  transactionId?: string
  /** (v1.4) JOURNAL_IMPORTING: the expected wait in seconds, put beside `error`. */
  retryAfterS?: number
  /** (v1.5) CLOCK_SKEW: how far this laptop's or the PID's clock is off, put beside `error`. */
  skewSeconds?: number
}

export class BridgeError extends Error {
  readonly code: ErrorCode
  /** The HTTP status of `code` in the catalogue. */
  readonly status: number
  readonly field: string | undefined
  readonly headers: Record<string, string>
  readonly transactionId: string | undefined
  readonly retryAfterS: number | undefined
  readonly skewSeconds: number | undefined

  constructor(code: ErrorCode, message: string, options: BridgeErrorOptions = {}) {
    super(message)
    this.name = 'BridgeError'
    this.code = code
    this.status = statusOf(code)
    this.field = options.field
    this.headers = options.headers ?? {}
    this.transactionId = options.transactionId
    this.retryAfterS = options.retryAfterS
    this.skewSeconds = options.skewSeconds
  }
}
