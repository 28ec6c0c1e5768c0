// Reading one setting from the environment (docs/install.md, "Settings"): blank is unset, and
// a malformed value stops the start with a ConfigError naming the setting. `read*` gives the
// value or null; `require*` gives a valid value or throws.

export type Env = Record<string, string | undefined>

export class ConfigError extends Error {
  readonly setting: string
  constructor(setting: string, problem: string) {
    super(`${setting}: ${problem}`)
    this.name = 'ConfigError'
    this.setting = setting
  }
}

/** The trimmed value; null when unset or blank. */
export function readSetting(env: Env, name: string): string | null {
  const v = env[name]?.trim()
  return v === undefined || v === '' ? null : v
}

/** A setting live mode cannot go without. */
export function requireLiveSetting(env: Env, name: string): string {
  const v = readSetting(env, name)
  if (v === null) throw new ConfigError(name, 'is required in live mode (AEPS_BASE_URL is set)')
  return v
}

/** A whole number within [min, max]; the fallback when unset. */
export function requireInteger(
  env: Env,
  name: string,
  fallback: number,
  [min, max]: readonly [number, number],
): number {
  const raw = readSetting(env, name)
  if (raw === null) return fallback
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`)
  const n = Number(raw)
  if (n < min || n > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${n}`)
  return n
}

/** Ports and ranges ("11100-11120,11200"), sorted, at most 200; throws naming `name`. */
export function requirePorts(raw: string, name = 'RD_PORTS'): number[] {
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
