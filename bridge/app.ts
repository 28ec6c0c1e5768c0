// Composition: configuration in, a listening bridge out. Sandbox mode starts the simulated
// upstream (and reader) first (sandbox/start-sandbox.ts) and reaches them through the same client
// code as live mode.

import { resolve } from 'node:path'
import type { Server } from 'node:http'
import type { JournalHealthReply, ShopLocation, StatusReply } from '../src/shared/contract.ts'
import { readShippedFile } from './assets.ts'
import { BankList } from './banks/bank-list.ts'
import { ConfigError, PROJECT_ROOT, type Config, type UpstreamConfig } from './config.ts'
import { isLoopbackHost } from '../src/shared/loopback.ts'
import { createHandler, type Handle } from './http/handler.ts'
import { ownOrigins } from './http/guards.ts'
import { createBridgeServer } from './http/server.ts'
import { staticDirProblem } from './http/static.ts'
import { Lifecycle } from './http/lifecycle.ts'
import { Journal, type JournalHealth, type JournalStorage } from './journal/journal.ts'
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

export const VERSION: string = (JSON.parse(readShippedFile('package.json')) as { version: string })
  .version

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
  /** The origins the bridge treats as its own: 127.0.0.1, plus localhost and [::1] when it holds [::1]:PORT. */
  ownOrigins: string[]
  /**
   * A graceful stop (SIGTERM, Ctrl-C): new work gets 503 STOPPING, what is in flight finishes
   * (at most the upstream timeout and a little more), then close(). Resolves whether it drained.
   */
  stop(): Promise<boolean>
  close(): Promise<void>
}

/** What the rooms are composed from once the upstream (live or simulated) is known. */
interface Wiring {
  config: Config
  upstream: UpstreamConfig
  shopLocation: ShopLocation | null
  journal: Journal
  lifecycle: Lifecycle
  holdsIpv6Loopback: () => boolean
}

/**
 * [::1]:PORT as well, where the machine has IPv6 loopback, so that no other program can answer
 * http://localhost:PORT (bridge-api.md v1.2). Resolves whether it is held; a port another program
 * holds there is said in the log, and localhost is then not trusted as the bridge's own.
 */
function listenIpv6Loopback(server: Server, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        log('warn', 'another program holds [::1] on the bridge port: localhost is not trusted', {
          port,
        })
      resolve(false)
    })
    server.listen({ port, host: '::1', ipv6Only: true }, () => resolve(true))
  })
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
async function openJournal(config: Config, storage?: JournalStorage): Promise<Journal> {
  const journal = new Journal({
    dataDir: config.dataDir,
    retentionDays: config.journalRetentionDays,
    reprintHours: config.reprintHours,
    storage,
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

/** The journal's health as /api/status shows it (v1.2): the reason, not the internals. */
function journalHealth(health: JournalHealth): JournalHealthReply {
  return health.state === 'ok' ? { state: 'ok' } : { state: 'failing', reason: health.reason }
}

function statusReply(wiring: Wiring, merchantAuth: MerchantAuthState): () => StatusReply {
  const { config, upstream, shopLocation } = wiring
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
    journal: journalHealth(wiring.journal.health()),
  })
}

/** The rooms behind the routes, and the handler and server that carry them. */
function composeRooms(wiring: Wiring) {
  const { config, upstream, shopLocation, journal, lifecycle, holdsIpv6Loopback } = wiring
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
    holdsIpv6Loopback,
    stopping: () => lifecycle.stopping,
    routes: [
      ...statusRoutes(statusReply(wiring, merchantAuth), () => banks.reply()),
      ...deviceRoutes({ devices, captures, ports: config.rd.ports, journal }),
      ...enquiryRoutes({
        ...sending,
        bankName: (iin) => banks.nameOf(iin),
        onMerchantAuthRequired: (at) => merchantAuth.markDue(at),
      }),
      ...merchantAuthRoutes({ ...sending, path: config.aeps2faPath, state: merchantAuth }),
      ...transactionRoutes(journal),
    ],
  })
  const serverOptions = { handle, port: config.port, staticDir: config.staticDir, lifecycle }
  const server = createBridgeServer(serverOptions)
  const server6 = createBridgeServer(serverOptions)
  return { handle, server, server6, captures, devices, banks }
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

/** What tests may put in place of the real thing. */
export interface StartOptions {
  /** The journal's way to the disk: a test's storage that can be made to fail (storage.ts). */
  journalStorage?: JournalStorage
}

export async function startBridge(
  config: Config,
  options: StartOptions = {},
): Promise<RunningBridge> {
  // Before anything opens: a STATIC_DIR that would serve .env or the journal is refused.
  const staticProblem = staticDirProblem(config.staticDir, config.dataDir, [
    resolve(PROJECT_ROOT, '.env'),
  ])
  if (staticProblem !== null) throw new ConfigError('STATIC_DIR', staticProblem)
  const journal = await openJournal(config, options.journalStorage)
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

  const lifecycle = new Lifecycle()
  let ipv6 = false
  const rooms = composeRooms({
    config,
    upstream,
    shopLocation,
    journal,
    lifecycle,
    holdsIpv6Loopback: () => ipv6,
  })
  const { handle, server, server6, captures, devices, banks } = rooms
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
  ipv6 = await listenIpv6Loopback(server6, config.port)
  // After start, a failure to accept a connection (e.g. out of file descriptors) is logged; it
  // must not end the process while enquiries are in flight.
  for (const s of [server, server6])
    s.on('error', (error) => log('error', 'server error', { error: String(error) }))
  warnAboutLiveSettings(config, shopLocation)
  const closeServers = () =>
    Promise.all(
      [server, ...(ipv6 ? [server6] : [])].map(
        (s) =>
          new Promise<void>((resolve) => {
            s.close(() => resolve())
            s.closeAllConnections()
          }),
      ),
    )
  let closing: Promise<void> | null = null
  const close = () => (closing ??= closeServers().then(cleanup))

  return {
    port: config.port,
    url: `http://127.0.0.1:${config.port}`,
    config,
    handle,
    sandbox: sandbox && { upstreamUrl: sandbox.upstreamUrl, rdPort: sandbox.rdPort },
    get ownOrigins() {
      return [...ownOrigins(config.port, ipv6)]
    },
    async stop() {
      lifecycle.stop()
      log('info', 'stopping: no new work; waiting for requests in flight', {
        inFlight: lifecycle.inFlight,
      })
      // An enquiry in flight waits at most the upstream timeout, then its journal write.
      const drained = await lifecycle.drained(upstream.timeoutMs + 2000)
      if (!drained)
        log('warn', 'stopping with requests still in flight', { inFlight: lifecycle.inFlight })
      await close()
      return drained
    },
    close,
  }
}
