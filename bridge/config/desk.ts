// The settings of the desk itself (contract v1.3 and extensions): when the merchant's daily
// authentication is asked for (AEPS_2FA_POLICY), and the shop as its receipts name it (SHOP_NAME,
// SHOP_ADDRESS, TERMINAL_ID). Apart from config.ts to keep each file readable.

import type { MerchantAuthPolicy, ShopIdentity } from '../../src/shared/contract.ts'
import { ConfigError, readSetting, type Env } from './settings.ts'

/**
 * AEPS_2FA_POLICY (v1.3): `daily` or `on-request`. Unset: in sandbox mode SANDBOX_2FA decides
 * (daily means daily, number means on-request); in live mode the project's default, daily.
 */
export function requireTwoFactorPolicy(
  env: Env,
  at: {
    mode: 'sandbox' | 'live'
    sandbox2fa: 'number' | 'daily'
    /** False when AEPS_2FA_PATH=off. */
    enabled: boolean
    liveDefault: MerchantAuthPolicy
  },
): MerchantAuthPolicy {
  const { mode, sandbox2fa, enabled, liveDefault } = at
  const choice = readSetting(env, 'AEPS_2FA_POLICY')
  if (choice !== null && choice !== 'daily' && choice !== 'on-request')
    throw new ConfigError('AEPS_2FA_POLICY', `must be daily or on-request, not "${choice}"`)
  if (!enabled) return 'off'
  if (choice !== null) return choice
  if (mode === 'sandbox') return sandbox2fa === 'daily' ? 'daily' : 'on-request'
  return liveDefault
}

/** SHOP_NAME, SHOP_ADDRESS, TERMINAL_ID: printed on receipts; at most 60, 120 and 20 characters. */
export function requireShop(env: Env): ShopIdentity {
  const read = (name: string, max: number) => {
    const value = readSetting(env, name)
    const controls = value !== null && [...value].some((c) => c < ' ' || c === '\x7f')
    if (value !== null && (value.length > max || controls))
      throw new ConfigError(name, `must be at most ${max} characters on one line`)
    return value
  }
  return {
    name: read('SHOP_NAME', 60),
    address: read('SHOP_ADDRESS', 120),
    terminalId: read('TERMINAL_ID', 20),
  }
}

/**
 * DESK_ID: the desk's name in monitoring, the `desk` label of every metric on both routes (scraped
 * and pushed), given by IT, never a person's name. Unset: the pushed `service.instance.id`, if
 * any, names it; else the agent's own label does.
 */
export function requireDeskId(env: Env, resource: Record<string, string>): string | null {
  const value = readSetting(env, 'DESK_ID') ?? null
  if (value !== null && !/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(value))
    throw new ConfigError(
      'DESK_ID',
      'must be 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit',
    )
  return value ?? resource['service.instance.id'] ?? null
}
