// One ofetch instance for the bridge (base URL: base-url.ts). Bridge calls are never retried: a
// capture or an enquiry must not run twice.

import { ofetch, type FetchOptions } from 'ofetch'
import { toApiError } from './api-error.ts'
import { BRIDGE_BASE_URL, isCrossOrigin } from './base-url.ts'

// Chrome's Local Network Access: a cross-origin call to loopback documents its intent; browsers
// that do not know the option ignore it (security.md).
const addressSpace = isCrossOrigin() ? { targetAddressSpace: 'loopback' } : {}

/** The configured instance, also for the calls that are not JSON (the CSV, api/day-book.ts). */
export const bridgeFetch = ofetch.create({
  baseURL: BRIDGE_BASE_URL,
  retry: 0,
  headers: { Accept: 'application/json' },
  ...(addressSpace as FetchOptions),
})

export type RequestOptions = Pick<FetchOptions<'json'>, 'query' | 'timeout' | 'signal'>

export async function getJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await bridgeFetch<T>(path, { method: 'GET', ...options })
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
