// Composition: configuration in, a listening bridge out. Sandbox mode starts the simulated
// upstream (and reader) first (sandbox/start-sandbox.ts) and reaches them through the same client
// code as live mode.

import { readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { ShopLocation, StatusReply } from '../src/shared/contract.ts'
import { BankList } from './banks/bank-list.ts'
import { ConfigError, type Config, type UpstreamConfig } from './config.ts'
import { isLoopbackHost } from '../src/shared/loopback.ts'
import { createHandler, type Handle } from './http/handler.ts'
import { createBridgeServer } from './http/server.ts'
import { Journal } from './journal/journal.ts'
import { looksLikePan } from '../src/shared/fields.ts'
import { log, registerSecrets } from './log.ts'
import { MerchantAuthState } from './merchant-auth/merchant-auth-state.ts'
import { CaptureStore } from './rd/capture-store.ts'
import { createDeviceService } from './rd/device-service.ts'
import { deviceRoutes } from './routes/devices.ts'
import { enquiryRoutes } from './routes/enquiries.ts'
import { merchantAuthRoutes } from './routes/merchant-authentications.ts'
import { statusRoutes } from './routes/status.ts'
import { transactionRoutes } from './routes/transactions.ts'
import { startSandbox, type RunningSandbox } from './sandbox/start-sandbox.ts'
import { createUpstreamClient } from './upstream/client.ts'

export const VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
).version

/** The highest version of bridge-api.md whose every part this bridge keeps (GET /api/status). */
export const CONTRACT_VERSION = '1.1'

/** How long the start waits for the provider's bank list before going on without it. */
const BANKS_START_WAIT_MS = 3000

export interface RunningBridge {
  port: number
  url: string
  config: Config
  /** The bridge's request handler, callable without a socket (tests run suites both ways). */
  handle: Handle
  /** Sandbox only: where the simulated parts listen. */
  sandbox: { upstreamUrl: string; rdPort: number | null } | null
  close(): Promise<void>
}

/** What the rooms are composed from once the upstream (live or simulated) is known. */
interface Wiring {
  config: Config
  upstream: UpstreamConfig
  shopLocation: ShopLocation | null
  journal: Journal
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

/**
 * The journal first: a DATA_DIR that cannot be used (or that another bridge holds) stops the
 * start before anything else is running.
 */
async function openJournal(config: Config): Promise<Journal> {
  const journal = new Journal({
    dataDir: config.dataDir,
    retentionDays: config.journalRetentionDays,
  })
  try {
    await journal.open()
  } catch (error) {
    throw new ConfigError('DATA_DIR', (error as Error).message)
  }
  return journal
}

/** The values the log must never print, the Authorization header's base64 form among them. */
function upstreamSecrets(upstream: UpstreamConfig): string[] {
  // The upstream could echo the Authorization header back: its base64 form is a secret too.
  const basicToken = Buffer.from(`${upstream.user}:${upstream.secret}`).toString('base64')
  return [upstream.user, upstream.secret, basicToken]
}

function statusReply(
  { config, upstream, shopLocation }: Wiring,
  merchantAuth: MerchantAuthState,
): () => StatusReply {
  return () => ({
    mode: config.mode,
    version: VERSION,
    merchant: { loginId: config.merchant.loginId },
    upstream: new URL(upstream.baseUrl).origin,
    shopLocation,
    journalRetentionDays: config.journalRetentionDays,
    upstreamTimeoutMs: upstream.timeoutMs,
    contract: CONTRACT_VERSION,
    merchantAuth: merchantAuth.status(),
  })
}

/** The rooms behind the routes, and the handler and server that carry them. */
function composeRooms(wiring: Wiring) {
  const { config, upstream, shopLocation, journal } = wiring
  const captures = new CaptureStore()
  const devices = createDeviceService({
    host: config.rd.host,
    // Whether the readers are on this computer decides what rd/ may accept (rd-request.ts).
    loopback: isLoopbackHost(config.rd.host),
    ports: config.rd.ports,
  })
  const client = createUpstreamClient(upstream)
  const secrets = upstreamSecrets(upstream)
  const banks = new BankList({
    dataDir: config.dataDir,
    banksFile: config.banksFile,
    path: config.aepsBanksPath,
    upstream: () => client,
  })
  const merchantAuth = new MerchantAuthState({
    dataDir: config.dataDir,
    enabled: config.aeps2faPath !== null,
  })
  // What an enquiry and the merchant authentication both send with (bridge-api.md v1.1).
  const sending = {
    merchant: config.merchant,
    shopLocation,
    credentials: () => secrets,
    upstream: () => client,
    captures,
    journal,
  }
  const handle = createHandler({
    port: config.port,
    allowedOrigins: config.allowedOrigins,
    routes: [
      ...statusRoutes(statusReply(wiring, merchantAuth), () => banks.reply()),
      ...deviceRoutes({ devices, captures, ports: config.rd.ports }),
      ...enquiryRoutes({
        ...sending,
        bankName: (iin) => banks.nameOf(iin),
        onMerchantAuthRequired: (at) => merchantAuth.markDue(at),
      }),
      ...merchantAuthRoutes({ ...sending, path: config.aeps2faPath, state: merchantAuth }),
      ...transactionRoutes(journal),
    ],
  })
  const server = createBridgeServer({ handle, port: config.port, staticDir: config.staticDir })
  return { handle, server, captures, devices, banks }
}

/** Live settings that are allowed but likely mistakes: said once at start. */
function warnAboutLiveSettings(config: Config, shopLocation: ShopLocation | null): void {
  if (config.mode !== 'live') return
  if (!looksLikePan(config.merchant.pan)) {
    // The value itself is a secret: only the fact is logged.
    log('warn', 'MERCHANT_PAN does not have the shape of a PAN (ABCDE1234F); it is sent as set')
  }
  if (shopLocation === null) {
    log('warn', 'no shop location: enquiries without the browser location go with an empty one', {
      settings: 'MERCHANT_LATITUDE, MERCHANT_LONGITUDE',
    })
  }
}

export async function startBridge(config: Config): Promise<RunningBridge> {
  const journal = await openJournal(config)
  let sandbox: RunningSandbox | null = null
  try {
    if (config.mode === 'sandbox') sandbox = await startSandbox(config)
  } catch (error) {
    await journal.close()
    throw error
  }
  const upstream = sandbox?.upstream ?? config.upstream!
  const shopLocation = sandbox?.shopLocation ?? config.shopLocation
  registerSecrets([...upstreamSecrets(upstream), config.merchant.pan])

  const rooms = composeRooms({ config, upstream, shopLocation, journal })
  const { handle, server, captures, devices, banks } = rooms
  const cleanup = async () => {
    banks.close()
    captures.close()
    await devices.close()
    await journal.close()
    await sandbox?.close()
  }
  // The provider's bank list at start (bridge-api.md v1.1): waited for briefly, so that a provider
  // that answers promptly gives the form its list from the first request; a slow one never holds
  // up the start, and its list replaces the kept or bundled one when it comes.
  await Promise.race([
    banks.start(),
    new Promise((resolve) => setTimeout(resolve, BANKS_START_WAIT_MS).unref()),
  ])
  try {
    await listen(server, config.port)
  } catch (error) {
    await cleanup()
    throw error
  }
  // After start, a failure to accept a connection (e.g. out of file descriptors) is logged; it
  // must not end the process while enquiries are in flight.
  server.on('error', (error) => log('error', 'server error', { error: String(error) }))
  warnAboutLiveSettings(config, shopLocation)

  return {
    port: config.port,
    url: `http://127.0.0.1:${config.port}`,
    config,
    handle,
    sandbox: sandbox && { upstreamUrl: sandbox.upstreamUrl, rdPort: sandbox.rdPort },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await cleanup()
    },
  }
}
