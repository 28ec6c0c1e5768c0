// The bridge's services composed once the upstream (live or simulated) is known: the capture
// store, the readers, the upstream client, the bank list, the merchant's daily authentication,
// the metrics, and the handler whose routes reach them (bridge/README.md draws the floors).

import type { JournalHealthReply, ShopLocation, StatusReply } from '../src/shared/contract.ts'
import { CONTRACT_VERSION, VERSION } from './version.ts'
import { BankList } from './banks/bank-list.ts'
import type { Config, UpstreamConfig } from './config/index.ts'
import { isLoopbackHost } from '../src/shared/loopback.ts'
import { createHandler } from './http/handler.ts'
import type { Route } from './http/router.ts'
import { createBridgeServer } from './http/server.ts'
import { Lifecycle } from './http/lifecycle.ts'
import type { Journal, JournalHealth } from './journal/journal.ts'
import { MerchantAuthState } from './merchant-auth/merchant-auth-state.ts'
import { OperatorDesk } from './operator/operator-desk.ts'
import { operatorRoutes } from './routes/operator-handovers.ts'
import { CaptureStore } from './rd/capture-store.ts'
import { createDeviceService } from './rd/device-service.ts'
import { deviceRoutes } from './routes/devices.ts'
import { enquiryRoutes } from './routes/enquiries.ts'
import { merchantAuthRoutes } from './routes/merchant-authentications.ts'
import { statusCheckRoutes } from './routes/status-checks.ts'
import { statusRoutes } from './routes/status.ts'
import { transactionRoutes } from './routes/transactions.ts'
import { erasureRoutes } from './routes/erasures.ts'
import { createUpstreamClient } from './upstream/client.ts'
import { instrumentRooms } from './metrics/instrument.ts'
import { CredentialsProof, provingUpstream } from './credentials/credentials-proof.ts'
import { ProviderClock } from './credentials/provider-clock.ts'
import { MismatchCounter } from './enquiry/mismatch-attempts.ts'
import { CaptureGate } from './rd/capture-gate.ts'
import { ReaderProblems } from './rd/reader-problems.ts'

/** What the services are composed from once the upstream (live or simulated) is known. */
export interface ServiceInputs {
  config: Config
  upstream: UpstreamConfig
  shopLocation: ShopLocation | null
  journal: Journal
  lifecycle: Lifecycle
  holdsIpv6Loopback: () => boolean
}

/** The values the log must never print, the Authorization header's base64 form among them. */
export function upstreamSecrets(upstream: UpstreamConfig): string[] {
  // The upstream could echo the Authorization header back: its base64 form is a secret too.
  const basicToken = Buffer.from(`${upstream.user}:${upstream.secret}`).toString('base64')
  return [upstream.user, upstream.secret, basicToken]
}

/** The journal's health as /api/status shows it (v1.2, v1.4): the reason, not the internals. */
function journalHealth(health: JournalHealth, clock: string | null): JournalHealthReply {
  const words = clock === null ? {} : { clock }
  if (health.state === 'importing')
    return { state: 'importing', progress: health.progress, ...words }
  return health.state === 'ok'
    ? { state: 'ok', ...words }
    : { state: 'failing', reason: health.reason, ...words }
}

function statusReply(
  inputs: ServiceInputs,
  merchantAuth: MerchantAuthState,
  credentials: CredentialsProof,
  clock: ProviderClock,
  desk: OperatorDesk,
): () => StatusReply {
  const { config, upstream, shopLocation } = inputs
  return () => ({
    mode: config.mode,
    operator: desk.current(),
    locationWarnKm: config.locationWarnKm,
    version: VERSION,
    merchant: { loginId: config.merchant.loginId },
    upstream: new URL(upstream.baseUrl).origin,
    shopLocation,
    journalRetentionDays: config.journalRetentionDays,
    reprintHours: config.reprintHours,
    upstreamTimeoutMs: upstream.timeoutMs,
    contract: CONTRACT_VERSION,
    merchantAuth: merchantAuth.status(),
    journal: journalHealth(inputs.journal.health(), inputs.journal.clockProblem()),
    shop: config.shop,
    statusChecks: config.aepsStatusPath !== null,
    credentials: credentials.status(),
    clock: clock.status(),
  })
}

/** The provider's other operations by path, for the upstream's metrics (the rest is `other`). */
function upstreamOperations(config: Config): Map<string, string> {
  const names = new Map<string, string>()
  if (config.aeps2faPath !== null) names.set(config.aeps2faPath, 'merchant-authentication')
  if (config.aepsBanksPath !== null) names.set(config.aepsBanksPath, 'bank-list')
  if (config.aepsStatusPath !== null) names.set(config.aepsStatusPath, 'status-check')
  return names
}

/** What GET /metrics reads of the rooms; null with BRIDGE_METRICS=off. */
function metricSources(
  inputs: ServiceInputs,
  merchantAuth: MerchantAuthState,
  credentials: CredentialsProof,
  clock: ProviderClock,
  desk: OperatorDesk,
) {
  const { config, journal } = inputs
  if (!config.metrics) return null
  const status = statusReply(inputs, merchantAuth, credentials, clock, desk)
  return {
    mode: config.mode,
    version: VERSION,
    contract: CONTRACT_VERSION,
    desk: config.desk,
    status,
    journal,
  }
}

function readerService(config: Config, problems: ReaderProblems) {
  return createDeviceService({
    problems,
    host: config.rd.host,
    // Whether the readers are on this computer decides what rd/ may accept (rd-request.ts).
    loopback: isLoopbackHost(config.rd.host),
    ports: config.rd.ports,
    // The reader the merchant chose last is preferred.
    dataDir: config.dataDir,
  })
}

/**
 * The readers and the upstream client with the metrics' hooks around them (
 * BRIDGE_METRICS=off leaves them as they are), every upstream answer read for what it says about
 * the credentials (docs/contract.md v1.4).
 */
function provenRooms(inputs: ServiceInputs, merchantAuth: MerchantAuthState, desk: OperatorDesk) {
  const { config, upstream } = inputs
  const credentials: CredentialsProof = new CredentialsProof({
    live: config.mode === 'live',
    path: config.aepsBanksPath,
    upstream: () => rooms.client,
  })
  // v1.5: the provider's clock (live, or a sandbox that simulates one) and the readers' problems.
  const clock = new ProviderClock({
    enabled: config.mode === 'live' || config.sandboxClockSkewS !== null,
    // A second clock the journal may trust only in live mode: a sandbox's is this laptop's own.
    onReading:
      config.mode === 'live' ? (skewMs) => inputs.journal.providerClock(skewMs) : undefined,
  })
  const problems = new ReaderProblems(() => clock.providerNow())
  const rooms = instrumentRooms(metricSources(inputs, merchantAuth, credentials, clock, desk), {
    devices: readerService(config, problems),
    client: provingUpstream(createUpstreamClient(upstream), credentials, clock),
    operations: upstreamOperations(config),
  })
  const gate = new CaptureGate({
    credentialsRefused: () => credentials.refusedNow(),
    clock,
    problems,
  })
  return { ...rooms, credentials, clock, gate }
}

/** The bank list: the merchant's file or the provider's list, kept in the data folder. */
function bankList(
  config: ServiceInputs['config'],
  client: ReturnType<typeof provenRooms>['client'],
) {
  return new BankList({
    dataDir: config.dataDir,
    banksFile: config.banksFile,
    path: config.aepsBanksPath,
    upstream: () => client,
  })
}

/** The services behind the routes, and the handler and servers that carry them. */
export function composeServices(inputs: ServiceInputs) {
  const { config, upstream, shopLocation, journal, lifecycle, holdsIpv6Loopback } = inputs
  const captures = new CaptureStore()
  const merchantAuth = new MerchantAuthState({
    dataDir: config.dataDir,
    enabled: config.aeps2faPath !== null,
    policy: config.aeps2faPolicy,
  })
  const desk = new OperatorDesk(config.dataDir)
  const { metrics, devices, client, counted, routes, credentials, clock, gate } = provenRooms(
    inputs,
    merchantAuth,
    desk,
  )
  const secrets = upstreamSecrets(upstream)
  const banks = bankList(config, client)
  // What an enquiry, the merchant authentication and a status check send with (docs/contract.md).
  const sending = {
    merchant: config.merchant,
    shopLocation,
    credentials: secrets,
    upstream: client,
    captures,
    journal,
    // v1.5: every record says who served.
    operator: () => desk.name(),
  }
  // The router's table: docs/contract.md documents every route in it (tests/docs/contract.test.ts).
  const table: Route[] = [
    ...statusRoutes(statusReply(inputs, merchantAuth, credentials, clock, desk), () =>
      banks.reply(),
    ),
    ...counted(deviceRoutes({ devices, captures, ports: config.rd.ports, journal, gate })),
    ...enquiryRoutes({
      ...sending,
      bankName: (iin) => banks.nameOf(iin),
      onMerchantAuthRequired: (at) => merchantAuth.markDue(at),
      mismatches: new MismatchCounter(),
    }),
    ...merchantAuthRoutes({ ...sending, path: config.aeps2faPath, state: merchantAuth }),
    ...statusCheckRoutes({ ...sending, path: config.aepsStatusPath }),
    ...operatorRoutes({ merchant: config.merchant, journal, desk, merchantAuth }),
    ...transactionRoutes(journal),
    ...erasureRoutes(journal),
    ...routes,
  ]
  const handle = createHandler({
    port: config.port,
    allowedOrigins: config.allowedOrigins,
    holdsIpv6Loopback,
    stopping: () => lifecycle.stopping,
    routes: table,
  })
  const serverOptions = { handle, port: config.port, staticDir: config.staticDir, lifecycle }
  const server = createBridgeServer(serverOptions)
  const server6 = createBridgeServer(serverOptions)
  return { handle, routes: table, server, server6, captures, devices, banks, credentials, metrics }
}
