// The bridge's HTTP client on the browser's own fetch (base URL: base-url.ts): JSON in and out, a
// time limit per call, and any failure as what toApiError reads (status, the reply's body). Bridge
// calls are never retried: a capture or an enquiry must not run twice. A library for this cost the
// first page 5 KB gzip (BENCHMARKS.md, "First load").

import { toApiError, type ApiError } from './api-error.ts'
import { bridgeBase, isCrossOrigin } from './base-url.ts'

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined> | undefined
  /** Milliseconds before the page stops waiting (a TimeoutError, read as CLIENT_TIMEOUT). */
  timeout?: number
  signal?: AbortSignal
}

/** The one call a bridge the page cannot work with still gets: the one that finds out. */
const STATUS_PATH = '/api/status'
let refusal: ApiError | null = null

/**
 * Set when /api/status showed a bridge this page cannot work with (contract too old or too new):
 * every other call fails here, so no capture or enquiry is sent to it. null lifts it.
 */
export function refuseBridgeCalls(error: ApiError | null): void {
  refusal = error
}

/** A reply outside 2xx, in the shape toApiError reads: its status and its parsed body. */
class ReplyError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
    readonly response: Response,
  ) {
    super(`HTTP ${status}`)
  }
}

/** The base (empty: this page's origin) and the path joined as text, then the query added. */
function urlOf(base: string, path: string, query: RequestOptions['query']): string {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`, window.location.href)
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined) url.searchParams.set(name, String(value))
  return url.href
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text()
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

async function call(path: string, init: RequestInit, options: RequestOptions): Promise<Response> {
  if (refusal && path !== STATUS_PATH) throw refusal
  const base = await bridgeBase()
  const signals = [options.signal, options.timeout ? AbortSignal.timeout(options.timeout) : null]
  const signal = AbortSignal.any(signals.filter((s): s is AbortSignal => !!s))
  // Chrome's Local Network Access: a cross-origin call to loopback documents its intent; browsers
  // that do not know the option ignore it (docs/security.md).
  const addressSpace = isCrossOrigin(base) ? { targetAddressSpace: 'loopback' } : {}
  const response = await fetch(urlOf(base, path, options.query), {
    ...init,
    ...addressSpace,
    signal,
  })
  if (!response.ok) throw new ReplyError(response.status, await bodyOf(response), response)
  return response
}

export async function getJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    const response = await call(path, { headers: { Accept: 'application/json' } }, options)
    return (await bodyOf(response)) as T
  } catch (error) {
    throw toApiError(error)
  }
}

export async function postJson<T>(
  path: string,
  body: object,
  options: RequestOptions = {},
): Promise<T> {
  try {
    const response = await call(
      path,
      {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      },
      options,
    )
    return (await bodyOf(response)) as T
  } catch (error) {
    throw toApiError(error)
  }
}

/** The file name a `Content-Disposition: attachment; filename="…"` gives, else null. */
export function fileNameOf(disposition: string | null): string | null {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null
}

/**
 * A file from the bridge (the day book's CSV, api/day-book.ts), through the same guard and base
 * URL as every other call, with the name its Content-Disposition gives.
 */
export async function getFile(
  path: string,
  options: RequestOptions & { accept: string },
): Promise<{ blob: Blob; fileName: string | null }> {
  const { accept, ...rest } = options
  try {
    const reply = await call(path, { headers: { Accept: accept } }, rest)
    const fileName = fileNameOf(reply.headers.get('content-disposition'))
    return { blob: await reply.blob(), fileName }
  } catch (error) {
    throw toApiError(error)
  }
}
