// The bridges the hosted-page tests talk to: the real one in sandbox mode as a child process (so a
// test can stop and start it, and count from its log every request that reached it), and a fake
// older bridge that answers /api/status only.

import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { ensureRuntime } from '../../scripts/package/runtimes.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

export interface BridgeRequest {
  method: string
  route: string
  status: number
}

export interface SandboxBridge {
  url: string
  /** Every request the bridge logged since it was made (across restarts). */
  requests: BridgeRequest[]
  start(): Promise<void>
  stop(): Promise<void>
}

export function sandboxBridge(options: {
  port: number
  rdPorts: string
  dataDir: string
  allowedOrigins: readonly string[]
}): SandboxBridge {
  const url = `http://127.0.0.1:${options.port}`
  const requests: BridgeRequest[] = []
  let child: ChildProcess | null = null

  async function start() {
    if (child) return
    // On the pinned Node 24: the journal needs node:sqlite.
    const node24 = ensureRuntime(process.platform === 'win32' ? 'win-x64' : 'linux-x64')
    const started = spawn(node24, ['--import', 'tsx', 'bridge/cli/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        BRIDGE_PORT: String(options.port),
        DATA_DIR: options.dataDir,
        RD_PORTS: options.rdPorts,
        SANDBOX_RD: 'on',
        STATIC_DIR: 'off',
        UPSTREAM_TIMEOUT_MS: '4000',
        ALLOWED_ORIGINS: options.allowedOrigins.join(','),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child = started
    let stderr = ''
    let pending = ''
    started.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    started.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString()
      const lines = pending.split('\n')
      pending = lines.pop()!
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as { msg?: string } & BridgeRequest
          if (entry.msg === 'request')
            requests.push({ method: entry.method, route: entry.route, status: entry.status })
        } catch {
          // not a log line
        }
      }
    })
    for (let i = 0; i < 300; i++) {
      if (started.exitCode !== null) throw new Error(`the bridge stopped: ${stderr}`)
      try {
        if ((await fetch(url + '/api/status')).ok) {
          // The readiness check itself is not the page's request.
          await new Promise((r) => setTimeout(r, 50))
          requests.length = 0
          return
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('the bridge did not start in 30 s')
  }

  function stop(): Promise<void> {
    const running = child
    child = null
    if (!running || running.exitCode !== null) return Promise.resolve()
    return new Promise((resolve) => {
      running.once('exit', () => resolve())
      running.kill('SIGTERM')
    })
  }

  return { url, requests, start, stop }
}

export interface FakeBridge {
  url: string
  /** Paths asked for, in order. */
  paths: string[]
  close(): Promise<void>
}

/** A bridge from before the page's contract: answers /api/status with `contract`, CORS for origin. */
export async function fakeBridge(contract: string, origin: string): Promise<FakeBridge> {
  const paths: string[] = []
  const server: Server = createServer((req, res) => {
    paths.push(`${req.method} ${new URL(req.url ?? '/', 'http://x').pathname}`)
    const cors = {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type, Accept',
      'Access-Control-Allow-Private-Network': 'true',
      Vary: 'Origin',
    }
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
    if (req.url?.startsWith('/api/status')) {
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' })
      return void res.end(
        JSON.stringify({
          mode: 'sandbox',
          version: '0.9.0',
          contract,
          merchant: { loginId: 'OLD01' },
          upstream: 'http://127.0.0.1:1',
          shopLocation: null,
          journalRetentionDays: 90,
          upstreamTimeoutMs: 4000,
        }),
      )
    }
    res.writeHead(404, { ...cors, 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No such route.' } }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paths,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
