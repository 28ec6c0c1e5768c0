// Shared by the rd-*.test.ts suites: free ports, a bridge server around the device routes, raw
// socket exchanges, and a log sink that keeps every line.

import { connect, createServer, type Server, type Socket } from 'node:net'
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

/** The bridge's HTTP layer with the given routes, on a real loopback port (the Host guard needs it). */
export async function startTestBridge(routes: readonly Route[]): Promise<TestBridge> {
  const [port] = await freePorts(1)
  const server = createBridgeServer({ port: port!, allowedOrigins: [], staticDir: null, routes })
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

export async function postJson(
  url: string,
  body: unknown,
): Promise<{ status: number; text: string; json: any }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, text, json: text ? JSON.parse(text) : null }
}

export async function getJson(url: string): Promise<{ status: number; text: string; json: any }> {
  const res = await fetch(url)
  const text = await res.text()
  return { status: res.status, text, json: text ? JSON.parse(text) : null }
}
