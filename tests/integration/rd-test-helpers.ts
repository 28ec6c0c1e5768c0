// Shared by the rd-*.test.ts suites: free ports, a bridge server around the device routes, raw
// socket exchanges, and a log sink that keeps every line.

import { connect, createServer, type Server, type Socket } from 'node:net'
import { createHandler } from '../../bridge/http/handler.ts'
import { createBridgeServer } from '../../bridge/http/server.ts'
import type { Route } from '../../bridge/http/router.ts'
import { setLogSink } from '../../bridge/log.ts'

/** Ports that were free a moment ago (each from a throwaway listener on port 0). */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = []
  const ports: number[] = []
  for (let i = 0; i < count; i++) {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push(server)
    const address = server.address()
    if (typeof address === 'object' && address !== null) ports.push(address.port)
  }
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))))
  return ports
}

export interface TestBridge {
  url: string
  port: number
  close(): Promise<void>
}

/**
 * The bridge's HTTP layer with the given routes, on a real loopback port (the Host guard needs
 * it): the given one, or one that was free a moment ago.
 */
export async function startTestBridge(
  routes: readonly Route[],
  options: { port?: number } = {},
): Promise<TestBridge> {
  const port = options.port ?? (await freePorts(1))[0]
  const handle = createHandler({ port: port!, allowedOrigins: [], routes })
  const server = createBridgeServer({ handle, port: port!, staticDir: null })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    port: port!,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** A listener that accepts connections and never answers: a hung RD service. */
export async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => undefined)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return {
    port: typeof address === 'object' && address !== null ? address.port : 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

/** Sends raw bytes (in pieces, with pauses if given) and collects everything until close or idle. */
export async function rawExchange(
  port: number,
  pieces: (string | Buffer)[],
  options: { idleMs?: number; pauseMs?: number } = {},
): Promise<string> {
  const socket = connect(port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  const chunks: Buffer[] = []
  socket.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<void>((resolve) => {
    let timer = setTimeout(finish, options.idleMs ?? 300)
    function finish() {
      socket.destroy()
      resolve()
    }
    socket.on('data', () => {
      clearTimeout(timer)
      timer = setTimeout(finish, options.idleMs ?? 300)
    })
    socket.on('close', () => {
      clearTimeout(timer)
      resolve()
    })
    socket.on('error', () => undefined)
  })
  for (const piece of pieces) {
    socket.write(piece)
    if (options.pauseMs) await new Promise((r) => setTimeout(r, options.pauseMs))
  }
  await done
  return Buffer.concat(chunks).toString('utf8')
}

/** Every log line written from now on. */
export function captureLogLines(): string[] {
  const lines: string[] = []
  setLogSink((line) => lines.push(line))
  return lines
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a reply's JSON, read loosely by the tests
type Json = any

export async function postJson(
  url: string,
  body: unknown,
): Promise<{ status: number; text: string; json: Json }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, text, json: text ? JSON.parse(text) : null }
}

export async function getJson(url: string): Promise<{ status: number; text: string; json: Json }> {
  const res = await fetch(url)
  const text = await res.text()
  return { status: res.status, text, json: text ? JSON.parse(text) : null }
}

export interface RawRdRequest {
  method: string
  target: string
  body: string
}

export interface RawRdServer {
  port: number
  /** Every request read, in order. */
  requests: RawRdRequest[]
  close(): Promise<void>
}

/**
 * A tiny RD service on a raw `net` server, for replies no well-behaved server would send: the
 * handler gets each request (one per connection, as the bridge sends Connection: close) and
 * writes whatever bytes it likes to the socket, or destroys it, or leaves it hanging.
 */
export async function startRawRdServer(
  respond: (request: RawRdRequest, socket: Socket) => void,
  port = 0,
): Promise<RawRdServer> {
  const sockets = new Set<Socket>()
  const requests: RawRdRequest[] = []
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    let buffered = Buffer.alloc(0)
    let answered = false
    socket.on('data', (chunk: Buffer) => {
      if (answered) return
      buffered = Buffer.concat([buffered, chunk])
      const end = buffered.indexOf('\r\n\r\n')
      if (end < 0) return
      const head = buffered.subarray(0, end).toString('latin1').split('\r\n')
      const length = Number(/^content-length:\s*(\d+)/im.exec(head.join('\n'))?.[1] ?? 0)
      if (buffered.length < end + 4 + length) return
      answered = true
      const [method = '', target = ''] = head[0]!.split(' ')
      const request = {
        method,
        target,
        body: buffered.subarray(end + 4, end + 4 + length).toString('utf8'),
      }
      requests.push(request)
      respond(request, socket)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address()
  return {
    port: typeof address === 'object' && address !== null ? address.port : 0,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

/** An HTTP/1.1 200 reply, its header lines ending in CRLF or (as some RD services do) bare LF. */
export function rawReply(body: string, options: { eol?: string; status?: string } = {}): string {
  const eol = options.eol ?? '\r\n'
  return [
    `HTTP/1.1 ${options.status ?? '200 OK'}`,
    'Content-Type: text/xml',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join(eol)
}
