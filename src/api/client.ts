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

async function callOptions(path: string): Promise<FetchOptions<'json'>> {
  if (refusal && path !== STATUS_PATH) throw refusal
  const baseURL = await bridgeBase()
  // Chrome's Local Network Access: a cross-origin call to loopback documents its intent; browsers
  // that do not know the option ignore it (security.md).
  const addressSpace = isCrossOrigin(baseURL) ? { targetAddressSpace: 'loopback' } : {}
  return { baseURL, ...(addressSpace as FetchOptions<'json'>) }
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
