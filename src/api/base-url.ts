// Where the bridge is. A page served by the bridge itself calls its own origin: no CORS, no Local
// Network Access permission (docs/security.md). A hosted page (docs/install.md, "A hosted app
// page") is built with the bridge's address (VITE_BRIDGE_URL) and reads bridge-config.json beside
// its index.html at start, so that IT can move the bridge to another port without a rebuild.

import { isLoopbackHost } from '../shared/loopback.ts'

/** The address the page was built with; '' = same origin. */
export const BUILT_BRIDGE_URL: string = (import.meta.env.VITE_BRIDGE_URL ?? '').replace(/\/+$/, '')

/** Only the hosted build reads the runtime file (vite.config.ts, mode `hosted`). */
const READS_RUNTIME_CONFIG = import.meta.env.MODE === 'hosted'
const CONFIG_WAIT_MS = 5_000

let current = BUILT_BRIDGE_URL
let resolving: Promise<string> | null = null

/**
 * The bridge address from bridge-config.json (`{"bridgeUrl": "http://127.0.0.1:7410"}`), or null
 * when the file says nothing usable ("" or no key: keep the built one). The page
 * sends the customer's Aadhaar and mobile numbers there, so only the bridge's own kind of address
 * is taken: http or https on a loopback host (src/shared/loopback.ts), with an explicit port, and
 * nothing else: no user part (`http://127.0.0.1:7410@evil.example` is evil.example), no path, query
 * or fragment. The port is read from the text, because URL drops a default one (`:80`).
 */
export function parseBridgeConfig(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null
  const value = (data as { bridgeUrl?: unknown }).bridgeUrl
  if (typeof value !== 'string' || value.trim() === '') return null
  const text = value.trim()
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username !== '' || url.password !== '' || text.includes('@')) return null
  if (!isLoopbackHost(url.hostname)) return null
  if (!EXPLICIT_PORT.test(text)) return null
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || /[?#]/.test(text)) return null
  return url.origin
}

/** scheme://host:port with an optional final slash; the host as URL checks it above. */
const EXPLICIT_PORT = /^https?:\/\/(\[[^\]]+\]|[^/:@?#[\]]+):\d{1,5}\/?$/i

async function readRuntimeConfig(): Promise<string> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}bridge-config.json`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(CONFIG_WAIT_MS),
    })
    if (!response.ok) return BUILT_BRIDGE_URL
    const configured = parseBridgeConfig(await response.json())
    if (configured === null) return BUILT_BRIDGE_URL
    return configured
  } catch {
    // No file, or not JSON: the address the page was built with.
    return BUILT_BRIDGE_URL
  }
}

/** The bridge's base URL, once the runtime file (hosted build only) has been read. */
export function bridgeBase(): Promise<string> {
  if (!READS_RUNTIME_CONFIG) return Promise.resolve(current)
  resolving ??= readRuntimeConfig().then((base) => (current = base))
  return resolving
}

/** The base URL as known now (the built one until the runtime file is read). */
export function currentBridgeBase(): string {
  return current
}

/** True when the bridge is on another origin than this page (a hosted page). */
export function isCrossOrigin(base = current, here: Location | URL = window.location): boolean {
  if (base === '') return false
  try {
    return new URL(base, here.href).origin !== here.origin
  } catch {
    return true
  }
}
