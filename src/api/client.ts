// One ofetch instance for the bridge. The base URL is fixed at build time (VITE_BRIDGE_URL, default
// same origin: a page served by the bridge itself needs no CORS and no Local Network Access
// permission, security.md). Bridge calls are never retried: a capture or an enquiry must not run twice.

import { ofetch, type FetchOptions } from 'ofetch'
import { toApiError } from './api-error.ts'

export const BRIDGE_BASE_URL: string = (import.meta.env.VITE_BRIDGE_URL ?? '').replace(/\/+$/, '')

/** True when the bridge is on another origin than this page (a hosted page). */
export function isCrossOrigin(base = BRIDGE_BASE_URL, here: Location | URL = window.location): boolean {
  if (base === '') return false
  try {
    return new URL(base, here.href).origin !== here.origin
  } catch {
    return true
  }
}

// Chrome's Local Network Access: a cross-origin call to loopback documents its intent; browsers
// that do not know the option ignore it (security.md).
const addressSpace = isCrossOrigin() ? { targetAddressSpace: 'loopback' } : {}

const bridgeFetch = ofetch.create({
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

export async function postJson<T>(path: string, body: object, options: RequestOptions = {}): Promise<T> {
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
