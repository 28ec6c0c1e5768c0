// Configuration from the environment (or a .env file beside package.json), per the table of
// docs/contract.md. Live mode with a missing or malformed setting refuses to start, naming it.
// The readers of single settings are beside this file: settings.ts (values, numbers, ports),
// addresses.ts (URLs, origins, location, reader host), desk.ts (the shop) and otlp.ts.

import { existsSync } from 'node:fs'
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { MerchantAuthPolicy, ShopIdentity, ShopLocation } from '../../src/shared/contract.ts'
import { readOtlpSettings, type OtlpSettings } from './otlp.ts'
import { requireTlsEnvironment } from './tls-environment.ts'
import {
  requireSandboxDecline,
  requireSandboxTwoFactor,
  sandboxReaderWanted,
  sandboxSettings,
  type SandboxReaderCase,
} from './sandbox.ts'
import { checkMerchantLoginId, checkPan } from '../../src/shared/fields.ts'
import { DEFAULT_LOCATION_WARN_KM } from '../../src/shared/location-fix.ts'
import {
  requireOrigins,
  requireRdHost,
  requireLocationWarnKm,
  requireShopLocation,
  requireUpstreamBaseUrl,
  requireUpstreamPath,
} from './addresses.ts'
import { PROFILE_DAYS, requireRetention, type RetentionProfile } from './retention-profile.ts'
import { requireDeskId, requireShop, requireTwoFactorPolicy } from './desk.ts'
import {
  ConfigError,
  readSetting,
  requireInteger,
  requireLiveSetting,
  requirePorts,
  type Env,
} from './settings.ts'

export { ConfigError, requirePorts } from './settings.ts'

/** The checkout (two folders up from bridge/config/); in the bundle, see scripts/package/bundle.ts. */
export const PROJECT_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))

export const DEFAULTS = {
  bridgePort: 7410,
  rdHost: '127.0.0.1',
  rdPorts: '11100-11120',
  // Providers of this API family ask clients to wait at least 180 s (docs/provider-api.md).
  upstreamTimeoutMs: 200_000,
  dataDir: './data',
  journalRetentionDays: PROFILE_DAYS.standard.fallback,
  /** docs/contract.md v1.2: a customer's balance and entries stay for reprinting that long; 0 = all retention. */
  reprintHours: 24,
  sandboxMerchantLoginId: 'SANDBOX01',
  // v1.1: the provider's merchant authentication and bank list (docs/provider-api.md).
  aeps2faPath: '/v1/service/aeps/2fa',
  aepsBanksPath: '/v1/common/bank',
  // v1.3: the provider's Transaction Status operation (docs/provider-api.md, "Transaction status").
  aepsStatusPath: '/v1/service/aeps/transactionStatus',
  /**
   * v1.3: live mode asks for the merchant's authentication every India day before the first
   * customer: NPCI requires every AePS business correspondent (agent) to authenticate biometrically
   * once a day before transacting (docs/install.md, "The merchant's daily authentication").
   */
  aeps2faPolicy: 'daily',
  sandboxPan: 'AAAPZ1234C',
} as const

export interface UpstreamConfig {
  baseUrl: string
  user: string
  secret: string
  timeoutMs: number
}

export interface Config {
  mode: 'sandbox' | 'live'
  port: number
  /** null in sandbox mode until the simulated upstream has started. */
  upstream: UpstreamConfig | null
  upstreamTimeoutMs: number
  merchant: { loginId: string; pan: string }
  shopLocation: ShopLocation | null
  /** LOCATION_WARN_KM (v1.5): a browser position further than this from the shop is questioned. */
  locationWarnKm: number
  allowedOrigins: string[]
  rd: { host: string; ports: number[] }
  dataDir: string
  journalRetentionDays: number
  /** RETENTION_PROFILE: the rule the retention keeps (retention-profile.ts). */
  retentionProfile: RetentionProfile
  /** REPRINT_HOURS (v1.2): 0 keeps the balance and entries for the whole retention. */
  reprintHours: number
  banksFile: string | null
  staticDir: string | null
  /**
   * Sandbox only: start the simulated fingerprint reader. By default only when RD_PORTS and
   * RD_HOST are left alone: whoever names where the readers are (a test rig with its own RD
   * simulators, a merchant with a real reader) must find only those there. SANDBOX_RD=on or off
   * decides explicitly.
   */
  sandboxDevice: boolean
  /** Sandbox only: delay of the "slow" test number (SANDBOX_SLOW_MS). */
  sandboxSlowMs: number
  /** Sandbox only: how long the simulated finger placement takes (SANDBOX_CAPTURE_MS). */
  sandboxCaptureMs: number
  /** Sandbox only (v1.5): SANDBOX_CLOCK_SKEW_S and SANDBOX_READER, sandbox.ts sandboxCases. */
  sandboxClockSkewS: number | null
  sandboxReader: SandboxReaderCase
  /** v1.1: path of the merchant authentication (AEPS_2FA_PATH); null when `off`. */
  aeps2faPath: string | null
  /** v1.1: path of the provider's bank list (AEPS_BANKS_PATH); null when `off`. */
  aepsBanksPath: string | null
  /**
   * Sandbox only (SANDBOX_2FA): `number` (the default) has the simulated bank ask for the
   * merchant authentication only for its test number; `daily` asks once a day for every number.
   */
  sandbox2fa: 'number' | 'daily'
  /** SANDBOX_2FA_DECLINE (v1.5): merchant authentications the simulated bank declines. */
  sandbox2faDecline: number | 'blocked'
  /** v1.3: path of the Transaction Status operation (AEPS_STATUS_PATH); null when `off`. */
  aepsStatusPath: string | null
  /** v1.3: AEPS_2FA_POLICY; `off` when AEPS_2FA_PATH=off. */
  aeps2faPolicy: MerchantAuthPolicy
  /** The shop as its receipts name it (SHOP_NAME, SHOP_ADDRESS, TERMINAL_ID); extension. */
  shop: ShopIdentity
  /** GET /metrics and the OTLP push: BRIDGE_METRICS=off turns both off. */
  metrics: boolean
  /** The opt-in OTLP push (OTEL_EXPORTER_OTLP_*); null, the default, sends nothing anywhere. */
  otlp: OtlpSettings | null
  /** DESK_ID (or the pushed service.instance.id): the `desk` label of every metric; null: none. */
  desk: string | null
  /** TLS variables of the environment that live mode takes (AEPS_TLS_FROM_ENVIRONMENT=allow). */
  tlsFromEnvironment: string[]
}

/** Live mode: the upstream and the merchant it knows, all required. */
function liveParts(env: Env, baseUrl: string, timeoutMs: number) {
  const upstream: UpstreamConfig = {
    baseUrl: requireUpstreamBaseUrl(baseUrl),
    user: requireLiveSetting(env, 'AEPS_USER'),
    secret: requireLiveSetting(env, 'AEPS_SECRET'),
    timeoutMs,
  }
  if (upstream.user.includes(':'))
    throw new ConfigError('AEPS_USER', 'must not contain ":" (HTTP Basic)')
  const merchant = {
    loginId: requireLiveSetting(env, 'MERCHANT_LOGIN_ID'),
    pan: requireLiveSetting(env, 'MERCHANT_PAN'),
  }
  return { upstream, merchant }
}

/** The merchant identity, checked with the spec's field rules in either mode. */
function requireMerchant(merchant: Config['merchant']): Config['merchant'] {
  const loginId = checkMerchantLoginId(merchant.loginId)
  if (!loginId.ok) throw new ConfigError('MERCHANT_LOGIN_ID', loginId.problem.message)
  const pan = checkPan(merchant.pan)
  if (!pan.ok) throw new ConfigError('MERCHANT_PAN', pan.problem.message)
  return merchant
}

/** DATA_DIR, BANKS_FILE and STATIC_DIR, relative ones taken from the project root. */
function requirePaths(env: Env): Pick<Config, 'dataDir' | 'banksFile' | 'staticDir'> {
  const dataDirRaw = readSetting(env, 'DATA_DIR') ?? DEFAULTS.dataDir
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(PROJECT_ROOT, dataDirRaw)
  const banksRaw = readSetting(env, 'BANKS_FILE')
  const banksFile = banksRaw === null ? null : resolve(PROJECT_ROOT, banksRaw)
  if (banksFile !== null && !existsSync(banksFile))
    throw new ConfigError('BANKS_FILE', `${banksFile} does not exist`)
  const staticRaw = readSetting(env, 'STATIC_DIR')
  const staticDir = staticRaw === 'off' ? null : resolve(PROJECT_ROOT, staticRaw ?? 'dist')
  return { dataDir, banksFile, staticDir }
}

/** The whole configuration, checked; throws a ConfigError naming the first bad setting. */
export function loadConfig(env: Env = process.env): Config {
  const baseUrl = readSetting(env, 'AEPS_BASE_URL')
  const mode = baseUrl === null ? 'sandbox' : 'live'
  const port = requireInteger(env, 'BRIDGE_PORT', DEFAULTS.bridgePort, [1, 65535])
  const upstreamTimeoutMs = requireInteger(
    env,
    'UPSTREAM_TIMEOUT_MS',
    DEFAULTS.upstreamTimeoutMs,
    [1, 900_000],
  )
  const { upstream, merchant } =
    baseUrl !== null
      ? liveParts(env, baseUrl, upstreamTimeoutMs)
      : {
          upstream: null,
          merchant: {
            loginId: readSetting(env, 'MERCHANT_LOGIN_ID') ?? DEFAULTS.sandboxMerchantLoginId,
            pan: readSetting(env, 'MERCHANT_PAN') ?? DEFAULTS.sandboxPan,
          },
        }
  requireMerchant(merchant)
  const paths = requirePaths(env)
  const rdHost = requireRdHost(readSetting(env, 'RD_HOST') ?? DEFAULTS.rdHost)
  const aeps2faPath = requireUpstreamPath(env, 'AEPS_2FA_PATH', DEFAULTS.aeps2faPath)
  const sandbox2fa = requireSandboxTwoFactor(env)
  return {
    mode,
    port,
    upstream,
    upstreamTimeoutMs,
    merchant,
    shopLocation: requireShopLocation(env),
    locationWarnKm: requireLocationWarnKm(env, DEFAULT_LOCATION_WARN_KM),
    allowedOrigins: requireOrigins(readSetting(env, 'ALLOWED_ORIGINS')),
    rd: { host: rdHost, ports: requirePorts(readSetting(env, 'RD_PORTS') ?? DEFAULTS.rdPorts) },
    ...paths,
    // JOURNAL_RETENTION_DAYS and REPRINT_HOURS as RETENTION_PROFILE allows them.
    ...requireRetention(env, DEFAULTS.reprintHours),
    sandboxDevice: mode === 'sandbox' && sandboxReaderWanted(env),
    ...sandboxSettings(env, mode),
    aeps2faPath,
    aepsBanksPath: requireUpstreamPath(env, 'AEPS_BANKS_PATH', DEFAULTS.aepsBanksPath),
    sandbox2fa,
    sandbox2faDecline: requireSandboxDecline(env),
    aepsStatusPath: requireUpstreamPath(env, 'AEPS_STATUS_PATH', DEFAULTS.aepsStatusPath),
    aeps2faPolicy: requireTwoFactorPolicy(env, {
      mode,
      sandbox2fa,
      enabled: aeps2faPath !== null,
      liveDefault: DEFAULTS.aeps2faPolicy,
    }),
    shop: requireShop(env),
    metrics: requireOnOff(env, 'BRIDGE_METRICS', true),
    ...monitoring(env),
    tlsFromEnvironment: requireTlsEnvironment(env, mode),
  }
}

/** The OTLP push and the desk's name in every metric (DESK_ID names the pushed instance too). */
function monitoring(env: Env): Pick<Config, 'otlp' | 'desk'> {
  const otlp = readOtlpSettings(env)
  const desk = requireDeskId(env, otlp?.resourceAttributes ?? {})
  if (otlp !== null && desk !== null)
    otlp.resourceAttributes = { 'service.instance.id': desk, ...otlp.resourceAttributes }
  return { otlp, desk }
}

function requireOnOff(env: Env, name: string, fallback: boolean): boolean {
  const value = readSetting(env, name)?.toLowerCase() ?? null
  if (value === null) return fallback
  if (value === 'on' || value === 'off') return value === 'on'
  throw new ConfigError(name, 'must be on or off')
}

/** Reads .env beside package.json into process.env; variables already set win. */
export function loadDotEnv(path = resolve(PROJECT_ROOT, '.env')): void {
  if (existsSync(path)) process.loadEnvFile(path)
}
