// Why a page cannot reach the bridge, as far as the page can tell (docs/security.md, "Browser
// facts"). Loaded only when something is wrong. The deciding rule is free of Vue and of the
// browser, so it can be tested with plain facts; the probes that gather the facts are below it.

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
  // name other than its loopback ones refuses the Host first (docs/contract.md, request checks).
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

/**
 * Whether anything answers at the bridge's address, readable or not (see diagnoseUnreachable).
 * The bridge's own page, not /api/status: API replies carry Cross-Origin-Resource-Policy:
 * same-origin (docs/contract.md v1.2), which makes Chrome fail a no-cors fetch of them as if nobody
 * had answered; the page and its refusals do not.
 */
export async function answersOpaquely(bridgeBase: string, pageUrl: string): Promise<boolean> {
  const url = new URL('/', new URL(bridgeBase || '/', pageUrl))
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

/**
 * Waits between looks while the bridge cannot be used; the last one repeats. A bridge restarted or
 * handed over to its new version is back within a minute, and the page should know within a few
 * seconds (UX review, N9): one small request to this machine every 5 s costs nothing.
 */
export const RETRY_DELAYS_MS = [2_000, 3_000, 5_000] as const

const PERMISSION_REASONS: readonly (UnreachableReason | null)[] = ['lna-prompt', 'lna-denied']

export interface RecoveryHooks {
  /** Asks the bridge for its status again. */
  load(): Promise<void>
  /** Why the page cannot use the bridge now; undefined once it can. */
  reason(): UnreachableReason | null | undefined
  setReason(reason: UnreachableReason): void
  setNextLookAt(at: number | null): void
}

export type Recovery = ReturnType<typeof createRecovery>

/**
 * Looking again by itself, backing off, so that a bridge started later or a permission granted
 * later is noticed without a reload and without hammering the bridge. While Chrome withholds the
 * permission, asking the bridge changes nothing: it asks Chrome (no network), and calls the
 * bridge once the permission is granted, at once when Chrome reports the change.
 */
export function createRecovery(hooks: RecoveryHooks) {
  let failedLooks = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopWatching: (() => void) | null = null

  function schedule() {
    clearTimeout(timer)
    const delay = RETRY_DELAYS_MS[Math.min(failedLooks, RETRY_DELAYS_MS.length - 1)]!
    failedLooks++
    hooks.setNextLookAt(Date.now() + delay)
    timer = setTimeout(() => void look(), delay)
  }

  async function look() {
    hooks.setNextLookAt(null)
    if (PERMISSION_REASONS.includes(hooks.reason() ?? null)) {
      const permission = await queryLocalNetworkPermission()
      if (permission !== 'granted') {
        hooks.setReason(permission === 'denied' ? 'lna-denied' : 'lna-prompt')
        return schedule()
      }
    }
    await hooks.load()
  }

  return {
    /** The page still cannot use the bridge: look again later. */
    async failed(reason: UnreachableReason | null, crossOrigin: boolean) {
      schedule()
      if (!PERMISSION_REASONS.includes(reason) || !crossOrigin || stopWatching) return
      stopWatching = await onLocalNetworkPermissionChange((permission) => {
        if (permission === 'granted' && hooks.reason() !== undefined) void hooks.load()
      })
    },
    /** A look is starting now (a click on Try again, or the timer). */
    cancel() {
      clearTimeout(timer)
      hooks.setNextLookAt(null)
    },
    /** The bridge can be used: stop looking and start the backoff afresh next time. */
    recovered() {
      this.cancel()
      failedLooks = 0
      stopWatching?.()
      stopWatching = null
    },
  }
}
