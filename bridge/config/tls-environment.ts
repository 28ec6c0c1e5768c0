// In live mode the bank's TLS is judged by Node's own certificate store only (review V6). Node
// also honours variables from the environment that change that judgement:
// NODE_TLS_REJECT_UNAUTHORIZED=0 turns it off (read per connection), NODE_EXTRA_CA_CERTS,
// SSL_CERT_FILE, SSL_CERT_DIR, NODE_USE_OPENSSL_CA and NODE_USE_SYSTEM_CA add or swap the
// authorities it trusts. Set by anyone who can touch the merchant's environment, they could send
// the Basic token to a look-alike of the provider. So a live start with any of them is refused,
// naming it, unless IT says AEPS_TLS_FROM_ENVIRONMENT=allow (a network whose provider is reached
// through its own TLS-inspecting proxy); even then NODE_TLS_REJECT_UNAUTHORIZED=0 is refused.

import { ConfigError, readSetting, type Env } from './settings.ts'

export const TLS_ENVIRONMENT = [
  'NODE_TLS_REJECT_UNAUTHORIZED',
  'NODE_EXTRA_CA_CERTS',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'NODE_USE_OPENSSL_CA',
  'NODE_USE_SYSTEM_CA',
] as const

/** The TLS variables set (NODE_TLS_REJECT_UNAUTHORIZED only when it turns checks off). */
export function tlsOverrides(env: Env): string[] {
  return TLS_ENVIRONMENT.filter((name) => {
    const value = readSetting(env, name)
    if (value === null) return false
    return name === 'NODE_TLS_REJECT_UNAUTHORIZED' ? value !== '1' : true
  })
}

/** Throws naming the first TLS override live mode does not take; returns the ones it allows. */
export function requireTlsEnvironment(env: Env, mode: 'sandbox' | 'live'): string[] {
  const allow = readSetting(env, 'AEPS_TLS_FROM_ENVIRONMENT')
  if (allow !== null && allow !== 'allow' && allow !== 'refuse')
    throw new ConfigError('AEPS_TLS_FROM_ENVIRONMENT', `must be allow or refuse, not "${allow}"`)
  const set = tlsOverrides(env)
  if (mode !== 'live') return set
  if (set.includes('NODE_TLS_REJECT_UNAUTHORIZED'))
    throw new ConfigError(
      'NODE_TLS_REJECT_UNAUTHORIZED',
      "turns off the check of the provider's certificate, so the bank credentials could go to " +
        'anyone; the bridge does not start in live mode with it. Remove it from the environment',
    )
  if (set.length > 0 && allow !== 'allow')
    throw new ConfigError(
      set[0]!,
      "changes which certificate authorities the bridge trusts for the provider's TLS; in live " +
        'mode it is taken only with AEPS_TLS_FROM_ENVIRONMENT=allow in the settings. Remove it, ' +
        "or set that if your network's own proxy needs it",
    )
  return set
}
