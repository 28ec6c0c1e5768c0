// The settings of sandbox mode's simulated bank and reader: when the bank asks for the merchant's
// authentication, whether the simulated reader starts, how long each takes. Apart from index.ts
// to keep each file readable.

import { ConfigError, readSetting, requireInteger, type Env } from './settings.ts'

/** SANDBOX_2FA: when the simulated bank asks for the merchant authentication (docs/contract.md v1.1). */
export function requireSandboxTwoFactor(env: Env): 'number' | 'daily' {
  const choice = readSetting(env, 'SANDBOX_2FA') ?? 'number'
  if (choice !== 'number' && choice !== 'daily')
    throw new ConfigError('SANDBOX_2FA', `must be number or daily, not "${choice}"`)
  return choice
}

/**
 * SANDBOX_2FA_DECLINE (v1.5): the simulated bank declines the first N merchant authentications
 * (a whole number), or answers every one "merchant blocked" (`blocked`); 0 by default.
 */
export function requireSandboxDecline(env: Env): number | 'blocked' {
  const choice = readSetting(env, 'SANDBOX_2FA_DECLINE')
  if (choice === 'blocked') return 'blocked'
  return requireInteger(env, 'SANDBOX_2FA_DECLINE', 0, [0, 1000])
}

export function sandboxReaderWanted(env: Env): boolean {
  const choice = readSetting(env, 'SANDBOX_RD')
  if (choice === 'on') return true
  if (choice === 'off') return false
  if (choice !== null) throw new ConfigError('SANDBOX_RD', `must be on or off, not "${choice}"`)
  return readSetting(env, 'RD_PORTS') === null && readSetting(env, 'RD_HOST') === null
}

/** SANDBOX_SLOW_MS and SANDBOX_CAPTURE_MS: how long the simulated bank and reader take. */
export function sandboxTimings(env: Env): { sandboxSlowMs: number; sandboxCaptureMs: number } {
  return {
    sandboxSlowMs: requireInteger(env, 'SANDBOX_SLOW_MS', 8000, [0, 600_000]),
    sandboxCaptureMs: requireInteger(env, 'SANDBOX_CAPTURE_MS', 800, [0, 60_000]),
  }
}

/**
 * (v1.5) The sandbox's cases before the bank, so that a trainer can show each
 * (docs/merchant-guide.md, "The sandbox"): SANDBOX_READER, the reader the simulator plays (an L1
 * reader by default; an L0 one, one sealing with an expired UIDAI key, one with an expired
 * certificate, one whose PID time is 30 minutes off), and SANDBOX_CLOCK_SKEW_S, how many seconds
 * the simulated bank's clock is behind the laptop's (unset: no clock simulated).
 */
export const SANDBOX_READER_CASES = [
  'l1',
  'l0',
  'key-expired',
  'certificate-expired',
  'clock-skew',
] as const
export type SandboxReaderCase = (typeof SANDBOX_READER_CASES)[number]

export function sandboxCases(
  env: Env,
  mode: 'sandbox' | 'live',
): { sandboxReader: SandboxReaderCase; sandboxClockSkewS: number | null } {
  const reader = readSetting(env, 'SANDBOX_READER') ?? 'l1'
  if (!(SANDBOX_READER_CASES as readonly string[]).includes(reader))
    throw new ConfigError(
      'SANDBOX_READER',
      `must be one of ${SANDBOX_READER_CASES.join(', ')}, not "${reader}"`,
    )
  const skewSet = readSetting(env, 'SANDBOX_CLOCK_SKEW_S') !== null
  const skew = requireInteger(env, 'SANDBOX_CLOCK_SKEW_S', 0, [-86_400, 86_400])
  return {
    sandboxReader: reader as SandboxReaderCase,
    sandboxClockSkewS: mode === 'sandbox' && skewSet ? skew : null,
  }
}

/** The sandbox's timings and its cases, as the config holds them. */
export function sandboxSettings(env: Env, mode: 'sandbox' | 'live') {
  return { ...sandboxTimings(env), ...sandboxCases(env, mode) }
}
