// The sandbox upstream on a real HTTP server on loopback: it reads each request, asks
// replies.ts what the service would answer and writes that, waiting or hanging when told to.
// Sandbox mode reaches it through the same client code as the live service.

import { randomInt } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  newSimulatorMemory,
  upstreamReply,
  type SimulatedReply,
  type SimulatedRequest,
} from './replies.ts'
import { loadBanks } from '../../banks/bundled.ts'
import type { SandboxMerchantAuth, SandboxMerchantAuthDecline } from './provider-operations.ts'

export interface UpstreamSimulatorOptions {
  user: string
  secret: string
  /** Delay of the "slow" scenario. */
  slowMs?: number
  /** How old a PID block may be before it is refused as expired. */
  pidMaxAgeMs?: number
  now?: () => Date
  /** 0 (the default) picks a free port; tests that own a block of ports name one. */
  port?: number
  /** Who is asked for the merchant's daily authentication (SANDBOX_2FA; provider-operations.ts). */
  merchantAuth?: SandboxMerchantAuth
  /** SANDBOX_2FA_DECLINE: the first N merchant authentications declined, or "merchant blocked". */
  merchantAuthDecline?: SandboxMerchantAuthDecline
  /**
   * (v1.5) SANDBOX_CLOCK_SKEW_S: the simulated bank's clock is this many seconds behind the
   * laptop's, in the Date header of every answer; unset: the real time.
   */
  clockSkewS?: number | null
}

export interface UpstreamSimulator {
  url: string
  /** Requests received, for tests that prove nothing reached the upstream. */
  readonly requests: number
  close(): Promise<void>
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

async function readRequest(req: IncomingMessage): Promise<SimulatedRequest> {
  return {
    method: req.method ?? '',
    path: req.url ?? '',
    headers: {
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      accept: req.headers.accept,
    },
    body: await readBody(req),
  }
}

async function writeReply(res: ServerResponse, reply: SimulatedReply): Promise<void> {
  if (reply.kind === 'hang') return // never answers; close() ends the socket
  if (reply.kind === 'html') {
    res.writeHead(reply.status, { 'Content-Type': 'text/html' })
    res.end(reply.body)
    return
  }
  if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs))
  if (res.destroyed) return
  const text = JSON.stringify(reply.body)
  res.writeHead(reply.status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  })
  res.end(text)
}

export async function startUpstreamSimulator(
  options: UpstreamSimulatorOptions,
): Promise<UpstreamSimulator> {
  const settings = {
    user: options.user,
    secret: options.secret,
    slowMs: options.slowMs ?? 8000,
    pidMaxAgeMs: options.pidMaxAgeMs ?? 10 * 60_000,
    merchantAuth: options.merchantAuth ?? 'number',
    merchantAuthDecline: options.merchantAuthDecline ?? 0,
    // The provider's list in the sandbox is the bundled one, sent in the provider's form.
    banks: loadBanks(),
  }
  const now = options.now ?? (() => new Date())
  const memory = newSimulatorMemory(randomInt(100000, 900000))
  let requests = 0

  const server = createServer(async (req, res) => {
    requests++
    try {
      const request = await readRequest(req)
      const skew = options.clockSkewS ?? null
      if (skew !== null) res.setHeader('Date', new Date(Date.now() - skew * 1000).toUTCString())
      await writeReply(res, upstreamReply(request, settings, now(), memory))
    } catch {
      res.destroy() // the client went away mid-body
    }
  })
  server.headersTimeout = 10_000

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return requests
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
