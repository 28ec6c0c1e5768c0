// Why a page cannot reach the bridge, as far as the page can tell (security.md, "Browser facts").
// Kept free of Vue so it can be tested with a fake window.

import type { ApiError } from './api-error.ts'
import { isBrowserLoopbackHost } from '../shared/loopback.ts'

export type UnreachableReason =
  'not-running' | 'insecure-page' | 'lna-denied' | 'lna-prompt' | 'origin-refused' | 'host-refused'

export interface PageFacts {
  /** The page's own URL. */
  pageUrl: string
  /** The bridge base URL ('' = same origin). */
  bridgeBase: string
  isSecureContext: boolean
  /** State of Chrome's local network access permission, when the browser reports one. */
  lnaPermission: PermissionState | null
}

export function diagnoseUnreachable(error: ApiError, facts: PageFacts): UnreachableReason {
  if (error.code === 'ORIGIN_NOT_ALLOWED') return 'origin-refused'
  if (error.code === 'HOST_NOT_ALLOWED') return 'host-refused'
  const page = new URL(facts.pageUrl)
  const bridge = new URL(facts.bridgeBase || '/', facts.pageUrl)
  const crossOrigin = bridge.origin !== page.origin
  if (
    crossOrigin &&
    isBrowserLoopbackHost(bridge.hostname) &&
    !isBrowserLoopbackHost(page.hostname)
  ) {
    // An http page on another host never gets the permission prompt: the request is refused.
    if (!facts.isSecureContext) return 'insecure-page'
    if (facts.lnaPermission === 'denied') return 'lna-denied'
    if (facts.lnaPermission === 'prompt') return 'lna-prompt'
  }
  return 'not-running'
}

/** Chrome names the permission `loopback-network` (145+) or `local-network-access` (142-144). */
export async function queryLocalNetworkPermission(
  permissions: Pick<Permissions, 'query'> | undefined = globalThis.navigator?.permissions,
): Promise<PermissionState | null> {
  if (!permissions) return null
  for (const name of ['loopback-network', 'local-network-access']) {
    try {
      const status = await permissions.query({ name } as unknown as PermissionDescriptor)
      return status.state
    } catch {
      // Not a permission this browser knows.
    }
  }
  return null
}

/** The address a merchant can open to use the desk straight from the bridge. */
export function bridgeAppUrl(bridgeBase: string, pageUrl: string): string {
  return new URL(bridgeBase || '/', pageUrl).origin + '/'
}
