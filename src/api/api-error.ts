// The SPA's one error shape (house-style habit 3): every failure of a bridge call becomes an
// ApiError that components can show. The bridge's message is kept as sent: it is written for the
// merchant and names what to do.

import type { ApiErrorBody } from '../shared/contract.ts'
import { isUnconfirmedCode, type CatalogueCode } from '../shared/errors.ts'

/** Codes the SPA itself gives to failures that never got a bridge reply. */
export type LocalErrorCode =
  | 'BRIDGE_UNREACHABLE'
  | 'CLIENT_TIMEOUT'
  | 'BAD_REPLY'
  /** The bridge answered, but keeps a contract this page cannot work with (base-url.ts). */
  | 'BRIDGE_INCOMPATIBLE'

/** Every code the app has a text for: the bridge's catalogue and the app's own. */
export type AppErrorCode = CatalogueCode | LocalErrorCode

export class ApiError extends Error {
  /** HTTP status, or null when no reply came back. */
  readonly status: number | null
  readonly code: string
  readonly field: string | undefined
  /** (v1.5) CLOCK_SKEW: seconds the laptop's clock (or the PID's time) was ahead; negative behind. */
  readonly skewSeconds: number | undefined

  constructor(
    status: number | null,
    code: string,
    message: string,
    field?: string,
    skewSeconds?: number,
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.field = field
    this.skewSeconds = skewSeconds
  }

  /** No reply from the bridge at all (not running, blocked by the browser, wrong address). */
  get unreachable(): boolean {
    return this.code === 'BRIDGE_UNREACHABLE'
  }

  /**
   * The enquiry may or may not have reached the bank: the catalogue's unconfirmed codes (the
   * upstream timed out or could not be read), or the page gave up waiting. docs/provider-api.md:
   * never retry at once. UPSTREAM_UNREACHABLE is not one: no byte reached the bank
   * (docs/contract.md v1.2).
   */
  get unconfirmed(): boolean {
    return isUnconfirmedCode(this.code) || this.code === 'CLIENT_TIMEOUT'
  }
}

export function isErrorBody(data: unknown): data is ApiErrorBody {
  if (typeof data !== 'object' || data === null || !('error' in data)) return false
  const error = (data as { error: unknown }).error
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  )
}

interface FetchErrorLike {
  name?: string
  status?: number
  statusCode?: number
  data?: unknown
  response?: unknown
  cause?: unknown
}

function isTimeout(error: FetchErrorLike): boolean {
  const cause = error.cause as { name?: string } | undefined
  return error.name === 'TimeoutError' || cause?.name === 'TimeoutError'
}

/** Turns anything thrown by a bridge call into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  const e = (typeof error === 'object' && error !== null ? error : {}) as FetchErrorLike
  const status = e.status ?? e.statusCode
  if (e.response !== undefined && typeof status === 'number') {
    if (isErrorBody(e.data)) {
      const { code, message, field } = e.data.error
      const skew = e.data.skewSeconds
      return new ApiError(
        status,
        code,
        message,
        field,
        typeof skew === 'number' && Number.isFinite(skew) ? skew : undefined,
      )
    }
    return new ApiError(
      status,
      'BAD_REPLY',
      `The bridge gave an unexpected reply (HTTP ${status}).`,
    )
  }
  if (isTimeout(e)) {
    return new ApiError(null, 'CLIENT_TIMEOUT', 'The page stopped waiting for the bridge.')
  }
  return new ApiError(null, 'BRIDGE_UNREACHABLE', 'The page cannot reach the bridge.')
}
