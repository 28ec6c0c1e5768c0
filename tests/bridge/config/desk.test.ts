import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../../bridge/config/index.ts'

const LIVE = {
  AEPS_BASE_URL: 'https://provider.example',
  AEPS_USER: 'u',
  AEPS_SECRET: 's',
  MERCHANT_LOGIN_ID: 'MER0042',
  MERCHANT_PAN: 'ABCDE1234F',
}

describe('AEPS_2FA_POLICY (v1.3)', () => {
  it('defaults to daily in live mode (NPCI: a BC agent authenticates every day)', () => {
    expect(loadConfig(LIVE).aeps2faPolicy).toBe('daily')
  })

  it('follows SANDBOX_2FA in sandbox mode: daily is daily, the test number is on-request', () => {
    expect(loadConfig({ SANDBOX_2FA: 'daily' }).aeps2faPolicy).toBe('daily')
    expect(loadConfig({}).aeps2faPolicy).toBe('on-request')
  })

  it('takes an explicit choice in either mode, and is off when AEPS_2FA_PATH=off', () => {
    expect(loadConfig({ ...LIVE, AEPS_2FA_POLICY: 'on-request' }).aeps2faPolicy).toBe('on-request')
    expect(loadConfig({ AEPS_2FA_POLICY: 'daily' }).aeps2faPolicy).toBe('daily')
    expect(loadConfig({ ...LIVE, AEPS_2FA_PATH: 'off' }).aeps2faPolicy).toBe('off')
  })

  it('refuses anything else, naming the setting', () => {
    expect(() => loadConfig({ AEPS_2FA_POLICY: 'weekly' })).toThrow(ConfigError)
    expect(() => loadConfig({ AEPS_2FA_POLICY: 'weekly' })).toThrow(/AEPS_2FA_POLICY/)
  })
})

describe('AEPS_STATUS_PATH (v1.3)', () => {
  it('defaults to the provider’s Transaction Status path; off turns checks off', () => {
    expect(loadConfig({}).aepsStatusPath).toBe('/v1/service/aeps/transactionStatus')
    expect(loadConfig({ AEPS_STATUS_PATH: 'off' }).aepsStatusPath).toBeNull()
    expect(() => loadConfig({ AEPS_STATUS_PATH: 'status?x=1' })).toThrow(/AEPS_STATUS_PATH/)
  })
})

describe('SHOP_NAME, SHOP_ADDRESS, TERMINAL_ID', () => {
  it('are null when unset and kept as set', () => {
    expect(loadConfig({}).shop).toEqual({ name: null, address: null, terminalId: null })
    const shop = loadConfig({
      SHOP_NAME: 'Sharma Kirana & CSP',
      SHOP_ADDRESS: 'Shop 4, Station Road, Nashik',
      TERMINAL_ID: 'T-0042',
    }).shop
    expect(shop).toEqual({
      name: 'Sharma Kirana & CSP',
      address: 'Shop 4, Station Road, Nashik',
      terminalId: 'T-0042',
    })
  })

  it('refuses a value too long for a receipt line, or with a line break, naming it', () => {
    expect(() => loadConfig({ SHOP_NAME: 'x'.repeat(61) })).toThrow(/SHOP_NAME/)
    expect(() => loadConfig({ SHOP_ADDRESS: 'a\nb' })).toThrow(/SHOP_ADDRESS/)
    expect(() => loadConfig({ TERMINAL_ID: 'T'.repeat(21) })).toThrow(/TERMINAL_ID/)
  })
})
