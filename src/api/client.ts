// One ofetch instance for the bridge (base URL: base-url.ts). Bridge calls are never retried: a
// capture or an enquiry must not run twice.

import { ofetch, type FetchOptions } from 'ofetch'
import { toApiError, type ApiError } from './api-error.ts'
import { bridgeBase, isCrossOrigin } from './base-url.ts'

const bridgeFetch = ofetch.create({
  retry: 0,
  headers: { Accept: 'application/json' },
})

export type RequestOptions = Pick<FetchOptions<'json'>, 'query' | 'timeout' | 'signal'>

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

/** The base URL, and (a hosted page) Chrome's address-space hint, which ofetch's types lack. */
async function callOptions(path: string): Promise<{ baseURL: string }> {
  if (refusal && path !== STATUS_PATH) throw refusal
  const baseURL = await bridgeBase()
  // Chrome's Local Network Access: a cross-origin call to loopback documents its intent; browsers
  // that do not know the option ignore it (security.md).
  const addressSpace = isCrossOrigin(baseURL) ? { targetAddressSpace: 'loopback' } : {}
  return { baseURL, ...addressSpace }
}

export async function getJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await bridgeFetch<T>(path, { ...(await callOptions(path)), method: 'GET', ...options })
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
    return await bridgeFetch<T>(path, {
      ...(await callOptions(path)),
      method: 'POST',
      body: body as Record<string, unknown>,
      headers: { 'Content-Type': 'application/json' },
      retry: 0,
      ...options,
    })
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
    const reply = await bridgeFetch.raw<Blob, 'blob'>(path, {
      ...(await callOptions(path)),
      method: 'GET',
      responseType: 'blob',
      headers: { Accept: accept },
      ...rest,
    })
    const fileName = fileNameOf(reply.headers.get('content-disposition'))
    return { blob: reply._data ?? new Blob([]), fileName }
  } catch (error) {
    throw toApiError(error)
  }
}
