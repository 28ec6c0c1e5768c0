// TLS trust from the environment in live mode (review V6): NODE_TLS_REJECT_UNAUTHORIZED=0 is
// always refused; an added or swapped certificate store is refused unless IT sets
// AEPS_TLS_FROM_ENVIRONMENT=allow, and then named in the configuration; sandbox mode never looks.

import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../bridge/config/index.ts'
import { ConfigError } from '../../../bridge/config/settings.ts'

const LIVE = {
  AEPS_BASE_URL: 'https://provider.example',
  AEPS_USER: 'desk-api-user',
  AEPS_SECRET: 'Sup3r-Secret-Value-42',
  MERCHANT_LOGIN_ID: 'MER0042',
  MERCHANT_PAN: 'ABCDE1234F',
}

function refusal(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  throw new Error('not refused')
}

describe('live mode', () => {
  it.each(['0', 'false'])('refuses NODE_TLS_REJECT_UNAUTHORIZED=%j, even when allowed', (v) => {
    for (const allow of [{}, { AEPS_TLS_FROM_ENVIRONMENT: 'allow' }]) {
      const error = refusal({ ...LIVE, ...allow, NODE_TLS_REJECT_UNAUTHORIZED: v })
      expect(error.setting).toBe('NODE_TLS_REJECT_UNAUTHORIZED')
      expect(error.message).toContain("turns off the check of the provider's certificate")
    }
  })

  it.each([
    'NODE_EXTRA_CA_CERTS',
    'SSL_CERT_FILE',
    'SSL_CERT_DIR',
    'NODE_USE_OPENSSL_CA',
    'NODE_USE_SYSTEM_CA',
  ])('refuses %s unless AEPS_TLS_FROM_ENVIRONMENT=allow, then names it', (name) => {
    const error = refusal({ ...LIVE, [name]: '/tmp/proxy-ca.pem' })
    expect(error.setting).toBe(name)
    expect(error.message).toContain('AEPS_TLS_FROM_ENVIRONMENT=allow')
    const config = loadConfig({
      ...LIVE,
      [name]: '/tmp/proxy-ca.pem',
      AEPS_TLS_FROM_ENVIRONMENT: 'allow',
    })
    expect(config.tlsFromEnvironment).toEqual([name])
  })

  it('takes NODE_TLS_REJECT_UNAUTHORIZED=1 (the default) and no override', () => {
    expect(loadConfig({ ...LIVE, NODE_TLS_REJECT_UNAUTHORIZED: '1' }).tlsFromEnvironment).toEqual(
      [],
    )
  })

  it('refuses an AEPS_TLS_FROM_ENVIRONMENT it does not know', () => {
    expect(refusal({ ...LIVE, AEPS_TLS_FROM_ENVIRONMENT: 'yes' }).message).toContain(
      'must be allow or refuse',
    )
  })
})

describe('sandbox mode', () => {
  it('starts whatever the TLS variables say: nothing leaves the laptop', () => {
    expect(() =>
      loadConfig({ NODE_TLS_REJECT_UNAUTHORIZED: '0', NODE_EXTRA_CA_CERTS: '/x.pem' }),
    ).not.toThrow()
  })
})
