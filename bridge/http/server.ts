// The thin node:http adapter around handle() (handler.ts): it caps the body at 64 KiB while
// reading, turns a client gone into an AbortSignal, serves the built SPA outside /api, and writes
// one log line per request. Listens on 127.0.0.1 only (docs/security.md rule 1; app.ts).

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { log } from '../log.ts'
import {
  errorReply,
  isApiPath,
  logRefusal,
  API_HEADERS,
  SECURITY_HEADERS,
  type BridgeReply,
  type Handle,
} from './handler.ts'
import { BODY_LIMIT_BYTES, requireHost, tooLarge } from './guards.ts'
import type { Lifecycle } from './lifecycle.ts'
import { trackConnections } from './last-call.ts'
import { serveStatic } from './static.ts'

export interface ServerOptions {
  handle: Handle
  /** The bridge's port, for the Host check of static files. */
  port: number
  /** The built SPA (dist/); null serves nothing but /api. */
  staticDir: string | null
  /** Counts requests from arrival until their reply is written, so a stop can wait for them. */
  lifecycle?: Lifecycle
}

export function createBridgeServer(options: ServerOptions): Server {
  // Timeouts are looked for every second (Node's default is 30 s): a request stalled in its
  // headers is refused 10-11 s after it began, not up to 40 s.
  const server = createServer({ connectionsCheckingInterval: 1_000 }, (req, res) => {
    void answer(req, res, options)
  })
  trackConnections(server)
  // Inbound limits (docs/security.md rule 7). The reply to an enquiry may take minutes, so only the
  // request itself is bounded here.
  server.headersTimeout = 10_000
  server.requestTimeout = 30_000
  server.maxHeadersCount = 100
  // A request node:http cannot parse (bad framing, headers too large) still gets the one error
  // shape, not node's bare 400: a client reading the reply as JSON must not be surprised.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy()
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return void socket.end(TIMED_OUT)
    const { status, code, message } = unreadable(error.code)
    const body = JSON.stringify({ error: { code, message } })
    const head = [
      `HTTP/1.1 ${status}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...Object.entries(API_HEADERS).map(([name, value]) => `${name}: ${value}`),
      'Connection: close',
    ]
    socket.end(head.join('\r\n') + '\r\n\r\n' + body)
  })
  return server
}

/**
 * A request not whole within headersTimeout or requestTimeout: HTTP's own 408, with no body. It is
 * not MALFORMED_JSON (nothing wrong was read: a GET has no body at all, and a request that came
 * while the event loop was held is timed out the same way), and the contract has no code for it.
 * Nothing was done; the client may ask again (Chrome does, on a kept-alive connection).
 */
const TIMED_OUT = [
  'HTTP/1.1 408 Request Timeout',
  'Content-Length: 0',
  ...Object.entries(API_HEADERS).map(([name, value]) => `${name}: ${value}`),
  'Connection: close',
  '',
  '',
].join('\r\n')

/**
 * What Node's HTTP parser refused, in the error shape. A method Node does not know (CAPTURE,
 * FOO) never reaches a route: it is a wrong method, 405, as the contract says of any other.
 */
function unreadable(parserCode: string | undefined) {
  if (parserCode === 'HPE_INVALID_METHOD')
    return {
      status: '405 Method Not Allowed',
      code: 'METHOD_NOT_ALLOWED',
      message: 'The bridge does not take that method.',
    }
  if (parserCode === 'HPE_HEADER_OVERFLOW')
    return {
      status: '431 Request Header Fields Too Large',
      code: 'BODY_TOO_LARGE',
      message: 'The request headers are larger than the bridge accepts.',
    }
  return {
    status: '400 Bad Request',
    code: 'MALFORMED_JSON',
    message: 'The request could not be read as HTTP.',
  }
}

async function answer(req: IncomingMessage, res: ServerResponse, options: ServerOptions) {
  const started = performance.now()
  const note: { route: string; code?: string } = { route: '' }
  const aborter = new AbortController()
  options.lifecycle?.begin()
  res.on('close', () => {
    options.lifecycle?.end()
    if (!res.writableFinished) aborter.abort()
    // A scrape every few seconds would bury the merchant's log: only a refused or
    // failed one is written.
    if (note.route === '/metrics' && res.statusCode === 200) return
    log('info', 'request', {
      method: req.method,
      route: note.route || '(unmatched)',
      status: res.statusCode,
      ...(note.code === undefined ? {} : { code: note.code }),
      ms: Math.round((performance.now() - started) * 10) / 10,
    })
  })
  try {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (isApiPath(url.pathname)) {
      const reply = await options.handle(toBridgeRequest(req, aborter.signal))
      note.route = reply.route
      note.code = reply.code
      return await send(res, reply)
    }
    note.route = 'static'
    requireHost(plainHeaders(req), options.port)
    await serveStatic(req, res, url, options.staticDir, SECURITY_HEADERS)
  } catch (error) {
    if (res.headersSent) return void res.destroy()
    const reply = errorReply(error)
    // Only API replies carry CORP (docs/contract.md v1.2): a refused page or a missing file still
    // answers a hosted page's no-cors probe, which tells "refused" from "not running".
    if (note.route === 'static') delete reply.headers['Cross-Origin-Resource-Policy']
    note.code = reply.code
    if (reply.code === 'HOST_NOT_ALLOWED') {
      logRefusal(
        { method: req.method ?? '', url: req.url ?? '', headers: plainHeaders(req) },
        reply.code,
      )
    }
    send(res, reply)
  }
}

function toBridgeRequest(req: IncomingMessage, signal: AbortSignal) {
  return {
    method: req.method ?? '',
    url: req.url ?? '/',
    headers: plainHeaders(req),
    body: () => readCappedBody(req),
    signal,
  }
}

/** Header names in lower case, repeated values joined as node:http joins them. */
function plainHeaders(req: IncomingMessage): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    out[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return out
}

function send(res: ServerResponse, reply: BridgeReply): void | Promise<void> {
  if (reply.stream !== undefined) return sendStream(res, reply, reply.stream)
  const headers: Record<string, string | number> = { ...reply.headers }
  if (reply.status !== 204) headers['Content-Length'] = Buffer.byteLength(reply.body)
  res.writeHead(reply.status, headers)
  res.end(reply.body)
}

/**
 * A streamed reply (chunked): each chunk is pulled once the socket took the one before, so a
 * slow reader holds back the source instead of filling memory; a client gone stops it.
 */
async function sendStream(
  res: ServerResponse,
  reply: BridgeReply,
  chunks: AsyncIterable<string | Uint8Array>,
): Promise<void> {
  res.writeHead(reply.status, reply.headers)
  try {
    for await (const chunk of chunks) {
      if (res.destroyed) return
      if (!res.write(chunk)) await drained(res)
      // A client gone while the socket was full: leaving the loop ends the source, unread.
      if (res.destroyed) return
    }
    res.end()
  } catch (error) {
    log('error', 'streamed reply failed', { route: reply.route, error: String(error) })
    res.destroy()
  }
}

function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done)
      res.off('close', done)
      resolve()
    }
    res.on('drain', done)
    res.on('close', done)
  })
}

/** Reads at most 64 KiB; more, declared or sent, is BODY_TOO_LARGE and the rest is drained. */
async function readCappedBody(req: IncomingMessage): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? '0')
  if (declared > BODY_LIMIT_BYTES) {
    req.resume()
    throw tooLarge()
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > BODY_LIMIT_BYTES) {
      req.resume()
      throw tooLarge()
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
