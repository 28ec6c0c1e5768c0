// Composition: configuration in, a listening bridge out. Sandbox mode starts the simulated
// upstream (and reader) first and reaches them through the same client code as live mode.

import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { StatusReply } from '../src/shared/contract.ts'
import { loadBanks } from './banks.ts'
import { ConfigError, type Config, type UpstreamConfig } from './config.ts'
import { createBridgeServer } from './http/server.ts'
import { Journal } from './journal/journal.ts'
import { looksLikePan } from '../src/shared/fields.ts'
import { log, registerSecrets } from './log.ts'
import { CaptureStore } from './rd/capture-store.ts'
import { createDeviceService } from './rd/device-service.ts'
import { deviceRoutes } from './routes/devices.ts'
import { enquiryRoutes } from './routes/enquiries.ts'
import { statusRoutes } from './routes/status.ts'
import { transactionRoutes } from './routes/transactions.ts'
import { startSandboxRdSimulator, type RdSimulatorHandle } from './sandbox/rd-simulator.ts'
import { startUpstreamSimulator, type UpstreamSimulator } from './sandbox/upstream-simulator.ts'
import { createUpstreamClient } from './upstream/client.ts'

export const VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
).version

/** Sandbox defaults that let a newcomer's curl work without a location. */
const SANDBOX_SHOP = { latitude: '19.0760', longitude: '72.8777' }

export interface RunningBridge {
  port: number
  url: string
  config: Config
  /** Sandbox only: where the simulated parts listen. */
  sandbox: { upstreamUrl: string; rdPort: number | null } | null
  close(): Promise<void>
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      // Fail loudly; never wander to another port (security.md rule 1).
      if (error.code === 'EADDRINUSE')
        reject(new Error(`BRIDGE_PORT ${port} is already in use on 127.0.0.1`))
      else reject(error)
    })
    server.listen(port, '127.0.0.1', () => resolve())
  })
}

export async function startBridge(config: Config): Promise<RunningBridge> {
  let upstreamSim: UpstreamSimulator | null = null
  let rdSim: RdSimulatorHandle | null = null
  let upstream: UpstreamConfig
  let shopLocation = config.shopLocation

  // The journal first: a DATA_DIR that cannot be used (or that another bridge holds) stops the
  // start before anything else is running.
  const journal = new Journal({
    dataDir: config.dataDir,
    retentionDays: config.journalRetentionDays,
    reprintHours: config.reprintHours,
  })
  try {
    await journal.open()
  } catch (error) {
    throw new ConfigError('DATA_DIR', (error as Error).message)
  }

  if (config.mode === 'sandbox') {
    const user = 'sandbox-' + randomBytes(4).toString('hex')
    const secret = randomBytes(18).toString('base64url')
    upstreamSim = await startUpstreamSimulator({
      user,
      secret,
      slowMs: config.sandboxSlowMs,
    })
    upstream = { baseUrl: upstreamSim.url, user, secret, timeoutMs: config.upstreamTimeoutMs }
    shopLocation ??= SANDBOX_SHOP
    if (config.sandboxDevice) {
      rdSim = await startSandboxRdSimulator({
        host: config.rd.host,
        ports: config.rd.ports,
        captureDelayMs: config.sandboxCaptureMs,
      })
    }
  } else {
    upstream = config.upstream!
  }
  // The upstream could echo the Authorization header back: its base64 form is a secret too.
  const basicToken = Buffer.from(`${upstream.user}:${upstream.secret}`).toString('base64')
  registerSecrets([upstream.user, upstream.secret, basicToken, config.merchant.pan])

  const banks = loadBanks(config.banksFile ?? undefined)
  const bankNames = new Map(banks.map((b) => [b.iin, b.name]))
  const captures = new CaptureStore()
  const devices = createDeviceService({ host: config.rd.host, ports: config.rd.ports })
  const client = createUpstreamClient(upstream)

  const status = (): StatusReply => ({
    mode: config.mode,
    version: VERSION,
    merchant: { loginId: config.merchant.loginId },
    upstream: new URL(upstream.baseUrl).origin,
    shopLocation,
    journalRetentionDays: config.journalRetentionDays,
    upstreamTimeoutMs: upstream.timeoutMs,
  })

  const server = createBridgeServer({
    port: config.port,
    allowedOrigins: config.allowedOrigins,
    staticDir: config.staticDir,
    routes: [
      ...statusRoutes(status, () => ({ banks })),
      ...deviceRoutes({ devices, captures, ports: config.rd.ports }),
      ...enquiryRoutes({
        merchant: config.merchant,
        shopLocation,
        credentials: () => [upstream.user, upstream.secret, basicToken],
        upstream: () => client,
        captures,
        journal,
        bankName: (iin) => bankNames.get(iin) ?? null,
      }),
      ...transactionRoutes(journal),
    ],
  })

  const cleanup = async () => {
    captures.close()
    await devices.close()
    await journal.close()
    await rdSim?.close()
    await upstreamSim?.close()
  }
  try {
    await listen(server, config.port)
  } catch (error) {
    await cleanup()
    throw error
  }
  // After start, a failure to accept a connection (e.g. out of file descriptors) is logged; it
  // must not end the process while enquiries are in flight.
  server.on('error', (error) => log('error', 'server error', { error: String(error) }))
  if (config.mode === 'live' && !looksLikePan(config.merchant.pan)) {
    // The value itself is a secret: only the fact is logged.
    log('warn', 'MERCHANT_PAN does not have the shape of a PAN (ABCDE1234F); it is sent as set')
  }
  if (config.mode === 'live' && shopLocation === null) {
    log('warn', 'no shop location: enquiries without the browser location go with an empty one', {
      settings: 'MERCHANT_LATITUDE, MERCHANT_LONGITUDE',
    })
  }

  return {
    port: config.port,
    url: `http://127.0.0.1:${config.port}`,
    config,
    sandbox: upstreamSim ? { upstreamUrl: upstreamSim.url, rdPort: rdSim?.port ?? null } : null,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await cleanup()
    },
  }
}
