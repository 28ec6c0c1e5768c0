// The HTTP translation layer: guards, routing, one error shape, security headers, one log line per
// request, and the built SPA served same-origin. Listens on 127.0.0.1 only (security.md rule 1).

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { BridgeError, toErrorReply } from './errors.ts'
import {
  checkHost,
  checkJsonContentType,
  checkOrigin,
  isOriginAllowed,
  ownOrigins,
  readJsonBody,
  type GuardOptions,
} from './guards.ts'
import { matchRoute, type Reply, type Route } from './router.ts'
import { serveStatic } from './static.ts'
import { log } from '../log.ts'

export interface ServerOptions extends GuardOptions {
  routes: readonly Route[]
  /** The built SPA (dist/); null serves nothing but /api. */
  staticDir: string | null
}

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
}

const CORS_METHODS = 'GET, POST, OPTIONS'
const CORS_HEADERS = 'Content-Type, Accept'

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  })
  res.end(text)
}

/** A reply that is not JSON (text/csv): its own Content-Type among `headers`. */
function sendRaw(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string>,
): void {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    ...headers,
    'Content-Length': Buffer.byteLength(body),
  })
  res.end(body)
}

/** CORS headers for a cross-origin page that is on the allowlist; none for our own origin. */
function corsHeaders(origin: string | undefined, options: GuardOptions): Record<string, string> {
  if (origin === undefined || ownOrigins(options.port).has(origin)) return { Vary: 'Origin' }
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
}

function preflight(req: IncomingMessage, res: ServerResponse, options: GuardOptions): void {
  const origin = req.headers.origin
  if (origin === undefined || !isOriginAllowed(origin, options)) {
    // No CORS headers at all: the browser refuses the real request.
    throw new BridgeError(403, 'ORIGIN_NOT_ALLOWED', 'This page is not allowed to use the bridge.')
  }
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': CORS_METHODS,
    'Access-Control-Allow-Headers': CORS_HEADERS,
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  }
  if (req.headers['access-control-request-private-network'] === 'true') {
    headers['Access-Control-Allow-Private-Network'] = 'true'
  }
  res.writeHead(204, headers)
  res.end()
}

async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  options: ServerOptions,
  signal: AbortSignal,
  note: { route: string },
): Promise<void> {
  const origin = checkOrigin(req, options)
  if (req.method === 'OPTIONS') return preflight(req, res, options)
  const cors = corsHeaders(origin, options)
  try {
    const match = matchRoute(options.routes, req.method ?? '', url.pathname)
    if (match.kind === 'found') note.route = match.route.path
    // An address or method the bridge does not have is answered as such before the body is
    // looked at: nothing is done for it, so the content-type and size checks protect nothing
    // there, and "POST /api/status" is a wrong method whatever it carries.
    if (match.kind === 'not-found') {
      throw new BridgeError(
        404,
        'NOT_FOUND',
        'The bridge has no such address. Check the app’s version.',
      )
    }
    if (match.kind === 'method-not-allowed') {
      throw new BridgeError(405, 'METHOD_NOT_ALLOWED', 'This address does not take that method.', {
        headers: { Allow: match.allow.join(', ') },
      })
    }
    if (req.method === 'POST') checkJsonContentType(req)
    const body = req.method === 'POST' ? await readJsonBody(req) : {}
    const reply: Reply = await match.route.handler({ req, url, params: match.params, body, signal })
    if (reply.raw) sendRaw(res, reply.status, reply.body, { ...cors, ...reply.headers })
    else send(res, reply.status, reply.body, cors)
  } catch (error) {
    const reply = toErrorReply(error)
    if (reply.status === 500)
      log('error', 'handler failed', { route: note.route, error: String(error) })
    send(res, reply.status, reply.body, { ...cors, ...reply.headers })
  }
}

export function createBridgeServer(options: ServerOptions): Server {
  const server = createServer(async (req, res) => {
    const started = performance.now()
    const note = { route: '' }
    const aborter = new AbortController()
    res.on('close', () => {
      if (!res.writableFinished) aborter.abort()
      log('info', 'request', {
        method: req.method,
        route: note.route || '(unmatched)',
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      })
    })
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      note.route = url.pathname.startsWith('/api/') ? '' : 'static'
      checkHost(req, options.port)
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        await handleApi(req, res, url, options, aborter.signal, note)
      } else {
        await serveStatic(req, res, url, options.staticDir, SECURITY_HEADERS)
      }
    } catch (error) {
      const reply = toErrorReply(error)
      if (!res.headersSent) send(res, reply.status, reply.body, reply.headers)
      else res.destroy()
    }
  })
  // Inbound limits (security.md rule 7). The reply to an enquiry may take minutes, so only the
  // request itself is bounded here.
  server.headersTimeout = 10_000
  server.requestTimeout = 30_000
  server.maxHeadersCount = 100
  return server
}
