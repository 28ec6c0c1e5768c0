// The top floor as a plain function: handle(request) -> reply, for every /api request. It holds
// the request checks (guards.ts), the routing (router.ts), CORS, the security headers and the one
// error shape; it knows no socket, so every suite can call it in-process as well as over a real
// one (house-style: unjs/h3). server.ts adapts node:http to it.

import { log } from '../log.ts'
import { BridgeError } from '../errors.ts'
import { toErrorReply } from './error-reply.ts'
import {
  requireFetchSite,
  requireHost,
  requireJsonContentType,
  requireOrigin,
  isOriginAllowed,
  ownOriginsOf,
  requireJsonBody,
  type GuardOptions,
} from './guards.ts'
import { matchRoute, type Route } from './router.ts'

/** One request as the handler sees it: header names in lower case. */
export interface BridgeRequest {
  method: string
  /** The request target: path and query. */
  url: string
  headers: Readonly<Record<string, string | undefined>>
  /**
   * The body text, or a reader of it that the adapter caps at 64 KiB. Read only once routing and
   * the content type allow it, so a wrong address or method is answered without reading.
   */
  body: string | (() => Promise<string>)
  /** Aborted when the client goes away before the reply. */
  signal: AbortSignal
}

export interface BridgeReply {
  status: number
  headers: Record<string, string>
  /** JSON text, '' (a preflight or a stream), or a raw reply's own text or bytes (the day book's XLSX). */
  body: string | Uint8Array
  /** A raw reply's chunks, streamed (the day book's CSV export): written one at a time. */
  stream?: AsyncIterable<string | Uint8Array>
  /** The matched route pattern, for the request's log line ('' when none matched). */
  route: string
  /** The error code of an error reply, for the request's log line. */
  code?: string
}

export type Handle = (request: BridgeRequest) => Promise<BridgeReply>

export interface HandlerOptions extends GuardOptions {
  routes: readonly Route[]
  /**
   * True once the bridge is stopping (SIGTERM, Ctrl-C): new work (every POST) gets 503 STOPPING,
   * reads still answer, and what is in flight finishes (main.ts).
   */
  stopping?: () => boolean
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
}

/**
 * API replies only (docs/contract.md v1.2, docs/security.md rule 10): a foreign page cannot embed
 * them. It does not apply to CORS requests, so an allowed intranet page is not affected.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'Cross-Origin-Resource-Policy': 'same-origin',
}

/** Refusals of the request checks: logged with the (non-secret) Origin and Host they came with. */
const REFUSALS = new Set([
  'HOST_NOT_ALLOWED',
  'ORIGIN_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  'BODY_TOO_LARGE',
  'STOPPING',
])

const CORS_METHODS = 'GET, POST, OPTIONS'
const CORS_HEADERS = 'Content-Type, Accept'

/**
 * Whether handle() answers a path: the API, and GET /metrics under the same checks.
 * The rest is the SPA's static files.
 */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname === '/metrics'
}

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  route = '',
): BridgeReply {
  return {
    status,
    headers: { ...API_HEADERS, ...headers, 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
    route,
  }
}

/** A reply that is not JSON (text/csv): its own Content-Type among `headers`. An API reply all the same (CORP). */
function raw(
  status: number,
  body: string | Uint8Array | AsyncIterable<string | Uint8Array>,
  headers: Record<string, string>,
  route: string,
): BridgeReply {
  const all = { ...API_HEADERS, ...headers }
  if (typeof body === 'string' || body instanceof Uint8Array)
    return { status, headers: all, body, route }
  return { status, headers: all, body: '', stream: body, route }
}

/** The error shape of any error, its status from the catalogue (error-reply.ts). */
export function errorReply(error: unknown, headers: Record<string, string> = {}, route = '') {
  const reply = toErrorReply(error)
  if (reply.body.error.code === 'INTERNAL_ERROR')
    log('error', 'handler failed', { route, error: String(error) })
  const out = json(reply.status, reply.body, { ...headers, ...reply.headers }, route)
  out.code = reply.body.error.code
  return out
}

/** What a refused request said it was, cut short: both are the caller's own words. */
const said = (value: string | undefined) => (value === undefined ? null : value.slice(0, 200))

/** One log line per refusal, with its code, Origin, Host and Sec-Fetch-Site. */
export function logRefusal(
  request: Pick<BridgeRequest, 'method' | 'url' | 'headers'>,
  code: string,
) {
  log('warn', 'request refused', {
    code,
    method: said(request.method),
    path: said(request.url.split('?')[0]),
    origin: said(request.headers.origin),
    host: said(request.headers.host),
    fetchSite: said(request.headers['sec-fetch-site']),
  })
}

export function createHandler(options: HandlerOptions): Handle {
  return async (request) => {
    const reply = await checkedAndRouted(request, options)
    if (reply.code !== undefined && REFUSALS.has(reply.code)) logRefusal(request, reply.code)
    return reply
  }
}

async function checkedAndRouted(request: BridgeRequest, options: HandlerOptions) {
  try {
    requireHost(request.headers, options.port)
    const origin = requireOrigin(request.headers, options)
    requireFetchSite(request.headers)
    if (request.method === 'OPTIONS') return preflight(request, options)
    return await routed(request, options, corsHeaders(origin, options))
  } catch (error) {
    return errorReply(error)
  }
}

async function routed(
  request: BridgeRequest,
  options: HandlerOptions,
  cors: Record<string, string>,
): Promise<BridgeReply> {
  const url = new URL(request.url, 'http://127.0.0.1')
  const match = matchRoute(options.routes, request.method, url.pathname)
  const route = match.kind === 'found' ? match.route.path : ''
  try {
    // An address or method the bridge does not have is answered as such before the body is
    // looked at: nothing is done for it, so the content-type and size checks protect nothing
    // there, and "POST /api/status" is a wrong method whatever it carries.
    if (match.kind === 'not-found') {
      throw new BridgeError('NOT_FOUND', 'The bridge has no such address. Check the app’s version.')
    }
    if (match.kind === 'method-not-allowed') {
      throw new BridgeError('METHOD_NOT_ALLOWED', 'This address does not take that method.', {
        headers: { Allow: match.allow.join(', ') },
      })
    }
    if (request.method === 'POST' && options.stopping?.()) {
      throw new BridgeError(
        'STOPPING',
        'The bridge is shutting down, so nothing was sent. Start the bridge again, then try again.',
      )
    }
    const body = request.method === 'POST' ? await readBody(request) : {}
    const { signal } = request
    const reply = await match.route.handler({ url, params: match.params, body, signal })
    if (reply.raw) return raw(reply.status, reply.body, { ...cors, ...reply.headers }, route)
    return json(reply.status, reply.body, cors, route)
  } catch (error) {
    return errorReply(error, cors, route)
  }
}

async function readBody(request: BridgeRequest): Promise<Record<string, unknown>> {
  requireJsonContentType(request.headers)
  const text = typeof request.body === 'string' ? request.body : await request.body()
  return requireJsonBody(text)
}

/** CORS headers for a cross-origin page that is on the allowlist; none for our own origin. */
function corsHeaders(origin: string | undefined, options: GuardOptions): Record<string, string> {
  if (origin === undefined || ownOriginsOf(options).has(origin)) return { Vary: 'Origin' }
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
}

function preflight(request: BridgeRequest, options: GuardOptions): BridgeReply {
  const origin = request.headers.origin
  if (origin === undefined || !isOriginAllowed(origin, options)) {
    // No CORS headers at all: the browser refuses the real request.
    throw new BridgeError('ORIGIN_NOT_ALLOWED', 'This page is not allowed to use the bridge.')
  }
  const headers: Record<string, string> = {
    ...API_HEADERS,
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': CORS_METHODS,
    'Access-Control-Allow-Headers': CORS_HEADERS,
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  }
  if (request.headers['access-control-request-private-network'] === 'true') {
    headers['Access-Control-Allow-Private-Network'] = 'true'
  }
  return { status: 204, headers, body: '', route: '' }
}
