// Configuration from the environment (or a .env file beside package.json), per the table of
// bridge-api.md. Live mode with a missing or malformed setting refuses to start, naming it.

import { existsSync } from 'node:fs'
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  checkLatitude,
  checkLongitude,
  checkMerchantLoginId,
  checkPan,
} from '../src/shared/fields.ts'
import type { ShopLocation } from '../src/shared/contract.ts'

export const PROJECT_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)))

export const DEFAULTS = {
  bridgePort: 7410,
  rdHost: '127.0.0.1',
  rdPorts: '11100-11120',
  // Providers of this API family ask clients to wait at least 180 s (upstream-notes.md).
  upstreamTimeoutMs: 200_000,
  dataDir: './data',
  journalRetentionDays: 90,
  /** bridge-api.md v1.2: a customer's balance and entries stay for reprinting that long; 0 = all retention. */
  reprintHours: 24,
  sandboxMerchantLoginId: 'SANDBOX01',
  sandboxPan: 'AAAPZ1234C',
} as const

export class ConfigError extends Error {
  readonly setting: string
  constructor(setting: string, problem: string) {
    super(`${setting}: ${problem}`)
    this.name = 'ConfigError'
    this.setting = setting
  }
}

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
  allowedOrigins: string[]
  rd: { host: string; ports: number[] }
  dataDir: string
  journalRetentionDays: number
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
}

type Env = Record<string, string | undefined>

function value(env: Env, name: string): string | undefined {
  const v = env[name]?.trim()
  return v === undefined || v === '' ? undefined : v
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = value(env, name)
  if (raw === undefined) return fallback
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`)
  const n = Number(raw)
  if (n < min || n > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${n}`)
  return n
}

export function parsePorts(raw: string, name = 'RD_PORTS'): number[] {
  const ports = new Set<number>()
  for (const part of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const range = /^(\d{1,5})(?:\s*-\s*(\d{1,5}))?$/.exec(part)
    if (!range)
      throw new ConfigError(name, `"${part}" is not a port or a range such as 11100-11120`)
    const from = Number(range[1])
    const to = Number(range[2] ?? range[1])
    if (from < 1 || to > 65535 || from > to)
      throw new ConfigError(name, `"${part}" is not a valid port range`)
    for (let p = from; p <= to; p++) ports.add(p)
  }
  if (ports.size === 0) throw new ConfigError(name, 'names no port')
  if (ports.size > 200) throw new ConfigError(name, 'names more than 200 ports')
  return [...ports].sort((a, b) => a - b)
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(hostname)
}

function upstreamBaseUrl(raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    // The value is not echoed: a mistyped URL may still carry credentials.
    throw new ConfigError('AEPS_BASE_URL', 'is not a URL such as https://api.example.in')
  }
  if (url.username || url.password)
    throw new ConfigError(
      'AEPS_BASE_URL',
      'must not carry credentials; use AEPS_USER and AEPS_SECRET',
    )
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    throw new ConfigError(
      'AEPS_BASE_URL',
      'must use https (plain http is allowed only for 127.0.0.1)',
    )
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError('AEPS_BASE_URL', 'must be an https URL')
  if (url.search || url.hash)
    throw new ConfigError('AEPS_BASE_URL', 'must not have a query or fragment')
  return url.href.replace(/\/+$/, '')
}

function origins(raw: string | undefined): string[] {
  if (raw === undefined) return []
  return raw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      let url: URL
      try {
        url = new URL(o)
      } catch {
        throw new ConfigError(
          'ALLOWED_ORIGINS',
          `"${o}" is not an origin such as https://intranet.example.in`,
        )
      }
      if (o === '*' || url.origin === 'null' || url.origin !== o.replace(/\/$/, ''))
        throw new ConfigError(
          'ALLOWED_ORIGINS',
          `"${o}" is not an exact origin (scheme://host[:port], no path)`,
        )
      return url.origin
    })
}

function shopLocation(env: Env): ShopLocation | null {
  const lat = value(env, 'MERCHANT_LATITUDE')
  const lon = value(env, 'MERCHANT_LONGITUDE')
  if (lat === undefined && lon === undefined) return null
  if (lat === undefined)
    throw new ConfigError('MERCHANT_LATITUDE', 'is missing while MERCHANT_LONGITUDE is set')
  if (lon === undefined)
    throw new ConfigError('MERCHANT_LONGITUDE', 'is missing while MERCHANT_LATITUDE is set')
  const la = checkLatitude(lat)
  if (!la.ok || la.value === undefined)
    throw new ConfigError('MERCHANT_LATITUDE', 'must be a decimal between -90 and 90')
  const lo = checkLongitude(lon)
  if (!lo.ok || lo.value === undefined)
    throw new ConfigError('MERCHANT_LONGITUDE', 'must be a decimal between -180 and 180')
  return { latitude: la.value, longitude: lo.value }
}

function required(env: Env, name: string): string {
  const v = value(env, name)
  if (v === undefined)
    throw new ConfigError(name, 'is required in live mode (AEPS_BASE_URL is set)')
  return v
}

export function loadConfig(env: Env = process.env): Config {
  const baseUrl = value(env, 'AEPS_BASE_URL')
  const mode = baseUrl === undefined ? 'sandbox' : 'live'
  const port = integer(env, 'BRIDGE_PORT', DEFAULTS.bridgePort, 1, 65535)
  const upstreamTimeoutMs = integer(
    env,
    'UPSTREAM_TIMEOUT_MS',
    DEFAULTS.upstreamTimeoutMs,
    1,
    900_000,
  )

  let upstream: UpstreamConfig | null = null
  let merchant: Config['merchant']
  if (mode === 'live') {
    const url = upstreamBaseUrl(baseUrl!)
    upstream = {
      baseUrl: url,
      user: required(env, 'AEPS_USER'),
      secret: required(env, 'AEPS_SECRET'),
      timeoutMs: upstreamTimeoutMs,
    }
    if (upstream.user.includes(':'))
      throw new ConfigError('AEPS_USER', 'must not contain ":" (HTTP Basic)')
    merchant = { loginId: required(env, 'MERCHANT_LOGIN_ID'), pan: required(env, 'MERCHANT_PAN') }
  } else {
    merchant = {
      loginId: value(env, 'MERCHANT_LOGIN_ID') ?? DEFAULTS.sandboxMerchantLoginId,
      pan: value(env, 'MERCHANT_PAN') ?? DEFAULTS.sandboxPan,
    }
  }
  const loginId = checkMerchantLoginId(merchant.loginId)
  if (!loginId.ok) throw new ConfigError('MERCHANT_LOGIN_ID', loginId.problem.message)
  const pan = checkPan(merchant.pan)
  if (!pan.ok) throw new ConfigError('MERCHANT_PAN', pan.problem.message)

  const dataDirRaw = value(env, 'DATA_DIR') ?? DEFAULTS.dataDir
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(PROJECT_ROOT, dataDirRaw)
  const banksRaw = value(env, 'BANKS_FILE')
  const banksFile = banksRaw === undefined ? null : resolve(PROJECT_ROOT, banksRaw)
  if (banksFile !== null && !existsSync(banksFile))
    throw new ConfigError('BANKS_FILE', `${banksFile} does not exist`)
  const staticRaw = value(env, 'STATIC_DIR')
  const staticDir = staticRaw === 'off' ? null : resolve(PROJECT_ROOT, staticRaw ?? 'dist')

  const rdHost = value(env, 'RD_HOST') ?? DEFAULTS.rdHost
  if (!/^[\w.-]+$|^\[[0-9a-f:]+\]$/i.test(rdHost))
    throw new ConfigError('RD_HOST', `"${rdHost}" is not a host name or address`)

  return {
    mode,
    port,
    upstream,
    upstreamTimeoutMs,
    merchant,
    shopLocation: shopLocation(env),
    allowedOrigins: origins(value(env, 'ALLOWED_ORIGINS')),
    rd: { host: rdHost, ports: parsePorts(value(env, 'RD_PORTS') ?? DEFAULTS.rdPorts) },
    dataDir,
    journalRetentionDays: integer(
      env,
      'JOURNAL_RETENTION_DAYS',
      DEFAULTS.journalRetentionDays,
      1,
      3650,
    ),
    reprintHours: integer(env, 'REPRINT_HOURS', DEFAULTS.reprintHours, 0, 24 * 3650),
    banksFile,
    staticDir,
    sandboxDevice: mode === 'sandbox' && sandboxReaderWanted(env),
    sandboxSlowMs: integer(env, 'SANDBOX_SLOW_MS', 8000, 0, 600_000),
    sandboxCaptureMs: integer(env, 'SANDBOX_CAPTURE_MS', 800, 0, 60_000),
  }
}

function sandboxReaderWanted(env: Env): boolean {
  const choice = value(env, 'SANDBOX_RD')
  if (choice === 'on') return true
  if (choice === 'off') return false
  if (choice !== undefined)
    throw new ConfigError('SANDBOX_RD', `must be on or off, not "${choice}"`)
  return value(env, 'RD_PORTS') === undefined && value(env, 'RD_HOST') === undefined
}

/** Reads .env beside package.json into process.env; variables already set win. */
export function loadDotEnv(path = resolve(PROJECT_ROOT, '.env')): void {
  if (existsSync(path)) process.loadEnvFile(path)
}
