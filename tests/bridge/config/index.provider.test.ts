// The v1.1 settings of docs/contract.md's table: AEPS_2FA_PATH, AEPS_BANKS_PATH (a path or `off`),
// and the sandbox's SANDBOX_2FA. A malformed value stops the start, naming the setting.

import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../../bridge/config/index.ts'

const LIVE = {
  AEPS_BASE_URL: 'https://api.example-aeps.in',
  AEPS_USER: 'merchant-api',
  AEPS_SECRET: 's3cr3t-value',
  MERCHANT_LOGIN_ID: 'MER001',
  MERCHANT_PAN: 'ABCDE1234F',
}

function refusedSetting(env: Record<string, string>): string | null {
  try {
    loadConfig(env)
    return null
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toMatch(new RegExp('^' + (error as ConfigError).setting))
    return (error as ConfigError).setting
  }
}

describe('AEPS_2FA_PATH and AEPS_BANKS_PATH', () => {
  it('default to the paths of the API family', () => {
    const config = loadConfig(LIVE)
    expect(config.aeps2faPath).toBe('/v1/service/aeps/2fa')
    expect(config.aepsBanksPath).toBe('/v1/common/bank')
  })

  it('take another path, or off', () => {
    const config = loadConfig({ ...LIVE, AEPS_2FA_PATH: 'off', AEPS_BANKS_PATH: '/v2/bank-list' })
    expect(config.aeps2faPath).toBeNull()
    expect(config.aepsBanksPath).toBe('/v2/bank-list')
  })

  it.each(['AEPS_2FA_PATH', 'AEPS_BANKS_PATH'])(
    '%s refuses a malformed value, naming it',
    (name) => {
      for (const bad of [
        'v1/no-slash',
        '/a?b=1',
        '/a#b',
        'https://other.host/x',
        '/a/../b',
        '/a b',
        'OFF',
      ])
        expect(refusedSetting({ ...LIVE, [name]: bad }), bad).toBe(name)
    },
  )
})

describe('SANDBOX_2FA', () => {
  it('asks only for the test number by default, daily when told', () => {
    expect(loadConfig({}).sandbox2fa).toBe('number')
    expect(loadConfig({ SANDBOX_2FA: 'daily' }).sandbox2fa).toBe('daily')
  })

  it('refuses anything else, naming it', () => {
    expect(refusedSetting({ SANDBOX_2FA: 'always' })).toBe('SANDBOX_2FA')
  })
})
