// Composition: configuration in, a listening bridge out. Sandbox mode starts the simulated
// upstream (and reader) first (sandbox/start-sandbox.ts) and reaches them through the same client
// code as live mode. The services are composed in compose.ts; the sockets are held in
// http/listen.ts.

import { resolve } from 'node:path'
import type { ShopLocation } from '../src/shared/contract.ts'
import { looksLikePan } from '../src/shared/fields.ts'
import { ConfigError, PROJECT_ROOT, type Config } from './config/index.ts'
import type { Handle } from './http/handler.ts'
import type { Route } from './http/router.ts'
import { ownOrigins } from './http/guards.ts'
import { Lifecycle } from './http/lifecycle.ts'
import { listen, listenIpv6Loopback } from './http/listen.ts'
import { closeServers } from './http/last-call.ts'
import { staticDirProblem } from './http/static.ts'
import { realTrustHost } from './host/file-trust.ts'
import { staticDirTrustProblem } from './host/static-dir-trust.ts'
import { Journal, type JournalStorage } from './journal/journal.ts'
import { diskErrorOf } from './journal/journal-disk-error.ts'
import { log, registerSecrets } from './log.ts'
import { composeServices, upstreamSecrets } from './compose.ts'
import { hostLocations } from './config/locations.ts'
import { retentionFloor } from './config/retention-profile.ts'
import { settingsSources } from './settings-sources.ts'
import { startSandbox, type RunningSandbox } from './sandbox/start-sandbox.ts'
import { startOtlpPush, type OtlpPush } from './metrics/otlp-push.ts'
import { VERSION } from './version.ts'

export { CONTRACT_VERSION, VERSION } from './version.ts'

/** How long the start waits for the provider's bank list before going on without it. */
const BANKS_START_WAIT_MS = 3000

export interface RunningBridge {
  port: number
  url: string
  config: Config
  /** The bridge's request handler, callable without a socket (tests run suites both ways). */
  handle: Handle
  /** The router's table, method and path of every route handle() answers. */
  routes: readonly Pick<Route, 'method' | 'path'>[]
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

/**
 * The journal first: a DATA_DIR that cannot be used (or that another bridge holds) stops the
 * start before anything else is running.
 */
async function openJournal(config: Config, storage?: JournalStorage): Promise<Journal> {
  const journal = new Journal({
    dataDir: config.dataDir,
    retentionDays: config.journalRetentionDays,
    reprintHours: config.reprintHours,
    keepAtLeast: retentionFloor(config.retentionProfile),
    storage,
  })
  try {
    await journal.open()
  } catch (error) {
    throw diskErrorOf(error) ?? new ConfigError('DATA_DIR', (error as Error).message)
  }
  return journal
}

/** Live settings that are allowed but likely mistakes: said once at start. */
function warnAboutLiveSettings(config: Config, shopLocation: ShopLocation | null): void {
  if (config.mode !== 'live') return
  if (!looksLikePan(config.merchant.pan)) {
    // The value itself is a secret: only the fact is logged.
    log('warn', 'MERCHANT_PAN does not have the shape of a PAN (ABCDE1234F); it is sent as set')
  }
  if (config.tlsFromEnvironment.length > 0)
    log(
      'warn',
      "TLS settings from the environment change how the provider's certificate is checked",
      {
        variables: config.tlsFromEnvironment.join(', '),
        allowedBy: 'AEPS_TLS_FROM_ENVIRONMENT=allow',
      },
    )
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

/**
 * Before anything listens: a STATIC_DIR that would serve .env or the journal is refused, the
 * journal is opened, and in sandbox mode the simulated bank and reader are started.
 */
async function prepare(config: Config, options: StartOptions) {
  const staticProblem = staticDirProblem(config.staticDir, config.dataDir, [
    resolve(PROJECT_ROOT, '.env'),
    hostLocations().configFile,
    ...settingsSources(),
  ])
  if (staticProblem !== null) throw new ConfigError('STATIC_DIR', staticProblem)
  const untrusted = staticDirTrustProblem(config.staticDir, realTrustHost())
  if (untrusted !== null) throw new ConfigError('STATIC_DIR', untrusted)
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
  // An OTLP header is most often a collector's token.
  const otlpSecrets = Object.values(config.otlp?.headers ?? {})
  registerSecrets([...upstreamSecrets(upstream), config.merchant.pan, ...otlpSecrets])
  return { journal, sandbox, upstream, shopLocation }
}

type Services = ReturnType<typeof composeServices>

/**
 * The provider's bank list at start (docs/contract.md v1.1): waited for briefly, so that a provider
 * that answers promptly gives the form its list from the first request; a slow one never holds
 * up the start, and its list replaces the kept or bundled one when it comes. Then the sockets.
 * Resolves whether [::1]:PORT is held too.
 */
async function open(
  config: Config,
  services: Services,
  cleanup: () => Promise<void>,
): Promise<boolean> {
  const { server, server6, banks, credentials } = services
  // The bank-list fetch at start proves the credentials too; without one the proof asks itself.
  void credentials.start({ proveNow: !banks.fetches })
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
  const ipv6 = await listenIpv6Loopback(server6, config.port)
  // After start, a failure to accept a connection (e.g. out of file descriptors) is logged; it
  // must not end the process while enquiries are in flight.
  for (const s of [server, server6])
    s.on('error', (error) => log('error', 'server error', { error: String(error) }))
  return ipv6
}

/**
 * A graceful stop (SIGTERM, Ctrl-C): new work gets 503 STOPPING; an enquiry in flight waits at
 * most the upstream timeout, then its journal write; then everything closes.
 */
async function stopGracefully(
  lifecycle: Lifecycle,
  timeoutMs: number,
  close: () => Promise<void>,
): Promise<boolean> {
  lifecycle.stop()
  log('info', 'stopping: no new work; waiting for requests in flight', {
    inFlight: lifecycle.inFlight,
  })
  const drained = await lifecycle.drained(timeoutMs + 2000)
  if (!drained)
    log('warn', 'stopping with requests still in flight', { inFlight: lifecycle.inFlight })
  await close()
  return drained
}

export async function startBridge(
  config: Config,
  options: StartOptions = {},
): Promise<RunningBridge> {
  const { journal, sandbox, upstream, shopLocation } = await prepare(config, options)
  const lifecycle = new Lifecycle()
  let ipv6 = false
  const services = composeServices({
    config,
    upstream,
    shopLocation,
    journal,
    lifecycle,
    holdsIpv6Loopback: () => ipv6,
  })
  const { handle, routes, server, server6, captures, devices, banks, credentials, metrics } =
    services
  let otlp: OtlpPush | null = null
  const cleanup = async () => {
    await otlp?.stop()
    credentials.close()
    banks.close()
    captures.close()
    await devices.close()
    await journal.close()
    await sandbox?.close()
  }
  ipv6 = await open(config, services, cleanup)
  if (metrics && config.otlp) otlp = startOtlpPush(metrics, config.otlp, VERSION)
  warnAboutLiveSettings(config, shopLocation)
  let closing: Promise<void> | null = null
  const close = () => (closing ??= closeServers([server, ...(ipv6 ? [server6] : [])]).then(cleanup))

  return {
    port: config.port,
    url: `http://127.0.0.1:${config.port}`,
    config,
    handle,
    routes,
    sandbox: sandbox && { upstreamUrl: sandbox.upstreamUrl, rdPort: sandbox.rdPort },
    get ownOrigins() {
      return [...ownOrigins(config.port, ipv6)]
    },
    stop: () => stopGracefully(lifecycle, upstream.timeoutMs, close),
    close,
  }
}
