// One client connection of the simulated RD service: bytes in through RequestParser, requests
// answered strictly in order (pipelining-safe: a second request waits for the first reply),
// keep-alive by default on HTTP/1.1, closed after the reply on `Connection: close` or HTTP/1.0.

import type { Socket } from 'node:net'
import { RequestParser, type HttpRequest, type ParseFailure } from './http-parser.ts'

export interface HttpResponse {
  status: number
  headers?: Record<string, string>
  body?: string | Buffer
}

/** A reply, or HANG: never answer this request (nor any later one on the connection). */
export const HANG = Symbol('hang')
export type Handler = (request: HttpRequest) => Promise<HttpResponse | typeof HANG>

const REASONS: Record<number, string> = {
  200: 'OK',
  204: 'No Content',
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  505: 'HTTP Version Not Supported',
}

const IDLE_MS = 30_000

function wantsClose(request: HttpRequest): boolean {
  const tokens = (request.headers.get('connection') ?? '')
    .toLowerCase()
    .split(',')
    .map((t) => t.trim())
  if (tokens.includes('close')) return true
  return request.version === '1.0' && !tokens.includes('keep-alive')
}

export function encodeResponse(response: HttpResponse, close: boolean): Buffer {
  const body =
    typeof response.body === 'string'
      ? Buffer.from(response.body, 'utf8')
      : (response.body ?? Buffer.alloc(0))
  const lines = [`HTTP/1.1 ${response.status} ${REASONS[response.status] ?? 'Unknown'}`]
  for (const [name, value] of Object.entries(response.headers ?? {}))
    lines.push(`${name}: ${value}`)
  lines.push(`Content-Length: ${body.length}`, `Connection: ${close ? 'close' : 'keep-alive'}`)
  return Buffer.concat([Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'latin1'), body])
}

export interface ConnectionHooks {
  /** The connection closed while this request was being answered or hung on. */
  onAbandoned?(request: HttpRequest): void
}

/** The handler's reply; a handler that throws gets the client a 500, not a dead socket. */
async function answer(handler: Handler, request: HttpRequest): Promise<HttpResponse | typeof HANG> {
  try {
    return await handler(request)
  } catch {
    return { status: 500, body: 'internal error\n' }
  }
}

export function serveConnection(
  socket: Socket,
  handler: Handler,
  hooks: ConnectionHooks = {},
): void {
  const parser = new RequestParser()
  const queue: HttpRequest[] = []
  let busy = false
  /** Taken from the queue and not yet answered: tests watch clients give up on a capture. */
  let unanswered: HttpRequest | null = null
  /** Set once the parser failed: earlier requests are still answered, then the error, then close. */
  let failure: ParseFailure | null = null

  const idle = () => socket.setTimeout(IDLE_MS)
  socket.on('timeout', () => socket.destroy())
  socket.on('error', () => socket.destroy())
  socket.on('close', () => {
    if (unanswered !== null) hooks.onAbandoned?.(unanswered)
  })
  idle()

  async function drain(): Promise<void> {
    if (busy) return
    busy = true
    socket.setTimeout(0)
    while (queue.length > 0 && !socket.destroyed) {
      const request = queue.shift()!
      unanswered = request
      const response = await answer(handler, request)
      // busy stays true: nothing more is answered on this connection.
      if (response === HANG || socket.destroyed) return
      const close = wantsClose(request)
      socket.write(encodeResponse(response, close))
      unanswered = null
      if (close) {
        failure = null
        socket.end()
        return
      }
    }
    if (failure !== null && !socket.destroyed) {
      socket.end(encodeResponse({ status: failure.status, body: failure.reason + '\n' }, true))
      return
    }
    busy = false
    idle()
  }

  socket.on('data', (chunk: Buffer) => {
    if (failure !== null) return
    for (const event of parser.push(chunk)) {
      if (event.kind === 'error') failure = event.error
      else queue.push(event.request)
    }
    void drain()
  })
}
