// Why a page cannot reach the bridge, as far as the page can tell (security.md, "Browser facts").
// Loaded only when something is wrong. The deciding rule is free of Vue and of the browser, so it
// can be tested with plain facts; the probes that gather the facts are below it.

import type { ApiError } from './api-error.ts'
import { isBrowserLoopbackHost, isLoopbackHost } from '../shared/loopback.ts'

export type UnreachableReason =
  | 'not-running'
  | 'insecure-page'
  | 'lna-denied'
  | 'lna-prompt'
  | 'origin-refused'
  | 'host-refused'
  | 'bridge-too-old'
  | 'bridge-too-new'

export interface PageFacts {
  /** The page's own URL. */
  pageUrl: string
  /** The bridge base URL ('' = same origin). */
  bridgeBase: string
  isSecureContext: boolean
  /** State of Chrome's local network access permission, when the browser reports one. */
  lnaPermission: PermissionState | null
  /**
   * Whether a `no-cors` request to the bridge came back (opaquely): something answers there even
   * though the page may not read it. null = not tried.
   */
  answersOpaquely: boolean | null
}

export function diagnoseUnreachable(error: ApiError, facts: PageFacts): UnreachableReason {
  if (error.code === 'ORIGIN_NOT_ALLOWED') return 'origin-refused'
  if (error.code === 'HOST_NOT_ALLOWED') return 'host-refused'
  const page = new URL(facts.pageUrl)
  const bridge = new URL(facts.bridgeBase || '/', facts.pageUrl)
  if (bridge.origin === page.origin) return 'not-running'
  if (isBrowserLoopbackHost(bridge.hostname) && !isBrowserLoopbackHost(page.hostname)) {
    // An http page on another host never gets the permission prompt: the request is refused.
    if (!facts.isSecureContext) return 'insecure-page'
    if (facts.lnaPermission === 'denied') return 'lna-denied'
    if (facts.lnaPermission === 'prompt') return 'lna-prompt'
  }
  // The bridge refuses a foreign origin with a 403 that carries no CORS headers, which a page sees
  // as a network error; the same request in no-cors mode still comes back. A bridge addressed by a
  // name other than its loopback ones refuses the Host first (bridge-api.md, request checks).
  if (facts.answersOpaquely) {
    return isLoopbackHost(bridge.hostname) ? 'origin-refused' : 'host-refused'
  }
  return 'not-running'
}

/** Chrome names the permission `loopback-network` (145+) or `local-network-access` (142-144). */
const PERMISSION_NAMES = ['loopback-network', 'local-network-access']

async function localNetworkPermission(
  permissions: Pick<Permissions, 'query'> | undefined,
): Promise<PermissionStatus | null> {
  if (!permissions) return null
  for (const name of PERMISSION_NAMES) {
    try {
      return await permissions.query({ name } as unknown as PermissionDescriptor)
    } catch {
      // Not a permission this browser knows.
    }
  }
  return null
}

export async function queryLocalNetworkPermission(
  permissions: Pick<Permissions, 'query'> | undefined = globalThis.navigator?.permissions,
): Promise<PermissionState | null> {
  return (await localNetworkPermission(permissions))?.state ?? null
}

/**
 * Calls back when the merchant (or a policy) changes the permission, so a page that waits for it
 * goes on at once. Returns the unsubscribe.
 */
export async function onLocalNetworkPermissionChange(
  listener: (state: PermissionState) => void,
  permissions: Pick<Permissions, 'query'> | undefined = globalThis.navigator?.permissions,
): Promise<() => void> {
  const status = await localNetworkPermission(permissions)
  if (!status) return () => {}
  const onChange = () => listener(status.state)
  status.addEventListener('change', onChange)
  return () => status.removeEventListener('change', onChange)
}

const PROBE_WAIT_MS = 4_000

/** Whether anything answers at the bridge's address, readable or not (see diagnoseUnreachable). */
export async function answersOpaquely(bridgeBase: string, pageUrl: string): Promise<boolean> {
  const url = new URL('/api/status', new URL(bridgeBase || '/', pageUrl))
  try {
    await fetch(url, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(PROBE_WAIT_MS),
      targetAddressSpace: 'loopback',
    } as RequestInit)
    return true
  } catch {
    return false
  }
}

/** The address a merchant can open to use the desk straight from the bridge. */
export function bridgeAppUrl(bridgeBase: string, pageUrl: string): string {
  return new URL(bridgeBase || '/', pageUrl).origin + '/'
}
