import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  ConfigError,
  DEFAULTS,
  PROJECT_ROOT,
  loadConfig,
  requirePorts,
} from '../../../bridge/config/index.ts'

const LIVE = {
  AEPS_BASE_URL: 'https://api.example-aeps.in',
  AEPS_USER: 'merchant-api',
  AEPS_SECRET: 's3cr3t-value',
  MERCHANT_LOGIN_ID: 'MER001',
  MERCHANT_PAN: 'ABCDE1234F',
}

function settingRefused(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    const configError = error as ConfigError
    // The message names the setting, so the merchant knows what to fix.
    expect(configError.message.startsWith(configError.setting + ':')).toBe(true)
    return configError.setting
  }
  throw new Error('loadConfig accepted ' + JSON.stringify(env))
}

describe('loadConfig: sandbox mode', () => {
  it('is sandbox mode with documented defaults when nothing is set', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      mode: 'sandbox',
      port: DEFAULTS.bridgePort,
      upstream: null,
      upstreamTimeoutMs: DEFAULTS.upstreamTimeoutMs,
      merchant: { loginId: 'SANDBOX01', pan: 'AAAPZ1234C' },
      shopLocation: null,
      allowedOrigins: [],
      rd: { host: '127.0.0.1' },
      dataDir: join(PROJECT_ROOT, 'data'),
      journalRetentionDays: 90,
      banksFile: null,
      staticDir: join(PROJECT_ROOT, 'dist'),
      sandboxDevice: true,
    })
    expect(config.rd.ports).toHaveLength(21)
    expect(config.rd.ports[0]).toBe(11100)
    expect(config.rd.ports.at(-1)).toBe(11120)
  })

  it('waits at least the 180 seconds providers ask for by default', () => {
    expect(loadConfig({}).upstreamTimeoutMs).toBeGreaterThanOrEqual(180_000)
  })

  it('treats empty and blank values as unset', () => {
    expect(loadConfig({ AEPS_BASE_URL: '', BRIDGE_PORT: '  ', MERCHANT_PAN: '' })).toMatchObject({
      mode: 'sandbox',
      port: DEFAULTS.bridgePort,
    })
  })

  it('lets the sandbox use a configured merchant identity', () => {
    expect(loadConfig({ MERCHANT_LOGIN_ID: 'SHOP7', MERCHANT_PAN: 'ABCDE1234F' }).merchant).toEqual(
      {
        loginId: 'SHOP7',
        pan: 'ABCDE1234F',
      },
    )
  })

  it('skips the simulated reader with SANDBOX_RD=off', () => {
    expect(loadConfig({ SANDBOX_RD: 'off' }).sandboxDevice).toBe(false)
  })

  it.each([
    [{ RD_PORTS: '15000-15004' }, false],
    [{ RD_HOST: 'localhost' }, false],
    [{ RD_PORTS: '15000-15004', SANDBOX_RD: 'on' }, true],
    [{}, true],
  ])('adds no simulated reader where RD ports are named, unless asked: %o', (env, expected) => {
    expect(loadConfig(env).sandboxDevice).toBe(expected)
  })

  it('refuses a SANDBOX_RD that is neither on nor off', () => {
    expect(() => loadConfig({ SANDBOX_RD: 'yes' })).toThrow(/SANDBOX_RD/)
  })

  it('turns the static app off with STATIC_DIR=off', () => {
    expect(loadConfig({ STATIC_DIR: 'off' }).staticDir).toBeNull()
  })

  it('keeps an absolute DATA_DIR and resolves a relative one against the project', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/aeps' }).dataDir).toBe('/var/lib/aeps')
    expect(loadConfig({ DATA_DIR: 'journal-data' }).dataDir).toBe(
      join(PROJECT_ROOT, 'journal-data'),
    )
  })

  it('reads the shop location and trims whitespace', () => {
    expect(
      loadConfig({ MERCHANT_LATITUDE: ' 19.0760 ', MERCHANT_LONGITUDE: '72.8777' }).shopLocation,
    ).toEqual({
      latitude: '19.0760',
      longitude: '72.8777',
    })
  })

  it('reads allowed origins as exact origins', () => {
    expect(
      loadConfig({
        ALLOWED_ORIGINS:
          'https://intranet.example.in, https://desk.local:8443/, http://127.0.0.1:5173',
      }).allowedOrigins,
    ).toEqual(['https://intranet.example.in', 'https://desk.local:8443', 'http://127.0.0.1:5173'])
  })

  it('takes an origin the browser would write otherwise: host case and the default port', () => {
    expect(
      loadConfig({ ALLOWED_ORIGINS: 'HTTPS://Intranet.Example.in:443, https://desk.local:8443' })
        .allowedOrigins,
    ).toEqual(['https://intranet.example.in', 'https://desk.local:8443'])
  })
})

describe('loadConfig: live mode', () => {
  it('is live mode when AEPS_BASE_URL is set', () => {
    const config = loadConfig({ ...LIVE, UPSTREAM_TIMEOUT_MS: '30000' })
    expect(config.mode).toBe('live')
    expect(config.upstream).toEqual({
      baseUrl: 'https://api.example-aeps.in',
      user: 'merchant-api',
      secret: 's3cr3t-value',
      timeoutMs: 30_000,
    })
    expect(config.merchant).toEqual({ loginId: 'MER001', pan: 'ABCDE1234F' })
    expect(config.sandboxDevice).toBe(false)
  })

  it.each([['AEPS_USER'], ['AEPS_SECRET'], ['MERCHANT_LOGIN_ID'], ['MERCHANT_PAN']])(
    'refuses to start without %s, naming it',
    (setting) => {
      expect(settingRefused({ ...LIVE, [setting]: undefined })).toBe(setting)
      expect(settingRefused({ ...LIVE, [setting]: '   ' })).toBe(setting)
    },
  )

  it.each([
    ['MERCHANT_PAN', 'ABCDE1234FG'],
    ['MERCHANT_PAN', 'ABC DE1234'],
    ['MERCHANT_LOGIN_ID', 'M'.repeat(21)],
    ['MERCHANT_LOGIN_ID', 'MER 001'],
    ['AEPS_USER', 'user:name'],
  ])('refuses a malformed %s (%j)', (setting, value) => {
    expect(settingRefused({ ...LIVE, [setting]: value })).toBe(setting)
  })

  it.each([
    ['http://api.example-aeps.in'],
    ['http://10.0.0.5:8080'],
    ['http://192.168.1.10'],
    ['http://127.0.0.1.nip.io'],
    ['ftp://api.example-aeps.in'],
    ['api.example-aeps.in'],
    ['not a url'],
    ['https://user:pass@api.example-aeps.in'],
    ['https://api.example-aeps.in/?key=1'],
    ['https://api.example-aeps.in/#x'],
  ])('refuses AEPS_BASE_URL %s', (url) => {
    expect(settingRefused({ ...LIVE, AEPS_BASE_URL: url })).toBe('AEPS_BASE_URL')
  })

  it.each([
    ['http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
    ['http://localhost:9000/', 'http://localhost:9000'],
    ['http://[::1]:9000', 'http://[::1]:9000'],
    ['http://127.0.0.2:9000/aeps/', 'http://127.0.0.2:9000/aeps'],
    ['https://api.example-aeps.in/gateway/', 'https://api.example-aeps.in/gateway'],
  ])('allows AEPS_BASE_URL %s (https, or plain http on loopback)', (url, baseUrl) => {
    expect(loadConfig({ ...LIVE, AEPS_BASE_URL: url }).upstream?.baseUrl).toBe(baseUrl)
  })
})

describe('loadConfig: malformed numbers and ports', () => {
  it.each([
    ['BRIDGE_PORT', 'abc'],
    ['BRIDGE_PORT', '0'],
    ['BRIDGE_PORT', '65536'],
    ['BRIDGE_PORT', '-1'],
    ['BRIDGE_PORT', '7410.5'],
    ['BRIDGE_PORT', '7410abc'],
    ['UPSTREAM_TIMEOUT_MS', 'soon'],
    ['UPSTREAM_TIMEOUT_MS', '0'],
    ['UPSTREAM_TIMEOUT_MS', '900001'],
    ['UPSTREAM_TIMEOUT_MS', '1e5'],
    ['JOURNAL_RETENTION_DAYS', '0'],
    ['JOURNAL_RETENTION_DAYS', '3651'],
    ['RD_PORTS', 'abc'],
    ['RD_PORTS', '11100-'],
    ['RD_PORTS', '11120-11100'],
    ['RD_PORTS', '0'],
    ['RD_PORTS', '65536'],
    ['RD_PORTS', '1000-1300'],
    ['RD_PORTS', ','],
    ['RD_HOST', 'host name'],
    ['RD_HOST', 'http://127.0.0.1'],
    ['MERCHANT_LATITUDE', '19.07'],
    ['ALLOWED_ORIGINS', '*'],
    ['ALLOWED_ORIGINS', 'https://intranet.example.in/app'],
    ['ALLOWED_ORIGINS', 'null'],
    ['ALLOWED_ORIGINS', 'intranet'],
    ['ALLOWED_ORIGINS', 'http://desk.local:8080'],
    ['ALLOWED_ORIGINS', 'https://intranet.example.in, http://10.0.0.5'],
    ['ALLOWED_ORIGINS', 'https://*.example.in'],
    ['ALLOWED_ORIGINS', 'https://desk.*.example.in'],
    ['BANKS_FILE', '/nonexistent/banks.json'],
  ])('refuses %s=%j, naming it', (setting, value) => {
    // MERCHANT_LATITUDE alone is refused as the longitude is then missing.
    const expected = setting === 'MERCHANT_LATITUDE' ? 'MERCHANT_LONGITUDE' : setting
    expect(settingRefused({ [setting]: value })).toBe(expected)
    expect(settingRefused({ ...LIVE, [setting]: value })).toBe(expected)
  })

  it.each([
    ['95', '72.8', 'MERCHANT_LATITUDE'],
    ['19.07', '181', 'MERCHANT_LONGITUDE'],
    ['north', '72.8', 'MERCHANT_LATITUDE'],
  ])('refuses a shop location of %s,%s, naming %s', (lat, lon, setting) => {
    expect(settingRefused({ MERCHANT_LATITUDE: lat, MERCHANT_LONGITUDE: lon })).toBe(setting)
  })

  it('accepts the edges of each range', () => {
    expect(loadConfig({ BRIDGE_PORT: '1' }).port).toBe(1)
    expect(loadConfig({ BRIDGE_PORT: '65535' }).port).toBe(65535)
    expect(loadConfig({ UPSTREAM_TIMEOUT_MS: '1000' }).upstreamTimeoutMs).toBe(1000)
  })
})

describe('requirePorts', () => {
  it.each([
    ['11100', [11100]],
    ['11100-11102', [11100, 11101, 11102]],
    ['11102, 11100-11101', [11100, 11101, 11102]],
    ['13000 - 13001,13001', [13000, 13001]],
  ])('reads %j as %j, sorted and without duplicates', (raw, ports) => {
    expect(requirePorts(raw)).toEqual(ports)
  })

  it('names the setting it was given in its error', () => {
    expect(() => requirePorts('x', 'OTHER_PORTS')).toThrow(/^OTHER_PORTS:/)
  })
})
