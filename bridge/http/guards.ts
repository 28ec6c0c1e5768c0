// The request checks of docs/contract.md and docs/security.md, applied before any handler runs.
// They read plain header records (names in lower case), so they run the same in-process and over a
// socket.

import { BridgeError } from '../errors.ts'

export const BODY_LIMIT_BYTES = 64 * 1024

export interface GuardOptions {
  port: number
  allowedOrigins: readonly string[]
  /**
   * Whether the bridge holds [::1]:PORT as well (app.ts). Only then are `localhost` and `[::1]`
   * its own origins: otherwise another program could hold [::1]:PORT and serve a page at
   * http://localhost:PORT (docs/contract.md v1.2, docs/security.md rule 2). Read on every request.
   */
  holdsIpv6Loopback?: () => boolean
}

/** Loopback host names a browser can use for this bridge (DNS-rebinding guard). */
export function allowedHosts(port: number): Set<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`])
}

/** The bridge's own origins: the ones it serves (127.0.0.1 always; localhost and [::1] when it holds [::1]:PORT). */
export function ownOrigins(port: number, holdsIpv6Loopback = false): Set<string> {
  const own = new Set([`http://127.0.0.1:${port}`])
  if (holdsIpv6Loopback) own.add(`http://localhost:${port}`).add(`http://[::1]:${port}`)
  return own
}

export function ownOriginsOf(options: GuardOptions): Set<string> {
  return ownOrigins(options.port, options.holdsIpv6Loopback?.() ?? false)
}

export type RequestHeaders = Readonly<Record<string, string | undefined>>

export function requireHost(headers: RequestHeaders, port: number): void {
  const host = (headers.host ?? '').toLowerCase()
  if (!allowedHosts(port).has(host)) {
    throw new BridgeError(
      'HOST_NOT_ALLOWED',
      'This bridge answers only on its loopback address (127.0.0.1). Open the app from that address.',
    )
  }
}

/** Exact allowlist: own origin plus configured ones; `null`, look-alikes and everything else refused. */
export function isOriginAllowed(origin: string, options: GuardOptions): boolean {
  return ownOriginsOf(options).has(origin) || options.allowedOrigins.includes(origin)
}

export function requireOrigin(headers: RequestHeaders, options: GuardOptions): string | undefined {
  const origin = headers.origin
  if (origin === undefined) return undefined
  if (!isOriginAllowed(origin, options)) {
    throw new BridgeError(
      'ORIGIN_NOT_ALLOWED',
      'This page is not allowed to use the bridge. Ask your administrator to add its address to ALLOWED_ORIGINS.',
    )
  }
  return origin
}

/**
 * A foreign page's `<script src>`, `<img>` or `no-cors` fetch carries no Origin, but the browser
 * says where it came from: cross-site or same-site without an allowed Origin is refused, whatever
 * the method (docs/contract.md v1.2, docs/security.md rule 10). Run after requireOrigin, so an
 * Origin present here is an allowed one.
 */
export function requireFetchSite(headers: RequestHeaders): void {
  const site = (headers['sec-fetch-site'] ?? '').trim().toLowerCase()
  if ((site === 'cross-site' || site === 'same-site') && headers.origin === undefined) {
    throw new BridgeError(
      'ORIGIN_NOT_ALLOWED',
      'This page is not allowed to use the bridge. Ask your administrator to add its address to ALLOWED_ORIGINS.',
    )
  }
}

export function requireJsonContentType(headers: RequestHeaders): void {
  const type = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json') {
    throw new BridgeError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the request as JSON (Content-Type: application/json).',
    )
  }
}

export const tooLarge = () =>
  new BridgeError('BODY_TOO_LARGE', 'The request is larger than the bridge accepts (64 KiB).')

/**
 * Parses a JSON object; an empty body is an empty object. A body handed over whole (in-process)
 * is held to the same 64 KiB as one the adapter reads from a socket.
 */
export function requireJsonBody(text: string): Record<string, unknown> {
  if (Buffer.byteLength(text) > BODY_LIMIT_BYTES) throw tooLarge()
  if (text.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new BridgeError('MALFORMED_JSON', 'The request body is not valid JSON.')
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new BridgeError('MALFORMED_JSON', 'The request body must be a JSON object.')
  }
  return parsed as Record<string, unknown>
}
