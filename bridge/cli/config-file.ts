// The configuration file of an installed bridge: the same variables as the
// environment, as KEY=value lines (dotenv syntax, parsed by Node's own util.parseEnv). Whether the
// file may be used at all (its owner, who else can read or change it) is file-trust.ts.

import { readFileSync } from 'node:fs'
import { dirname, isAbsolute, resolve } from 'node:path'
import { parseEnv } from 'node:util'
import { OTLP_SETTINGS } from '../config/otlp.ts'
import { TLS_ENVIRONMENT } from '../config/tls-environment.ts'

/** Every variable the bridge reads (docs/install.md, "Settings"; docs/contract.md, contract v1.1-v1.4). */
export const KNOWN_SETTINGS = [
  'BRIDGE_PORT',
  'AEPS_BASE_URL',
  'AEPS_USER',
  'AEPS_SECRET',
  'AEPS_2FA_PATH',
  'AEPS_BANKS_PATH',
  'MERCHANT_LOGIN_ID',
  'MERCHANT_PAN',
  'MERCHANT_LATITUDE',
  'MERCHANT_LONGITUDE',
  'ALLOWED_ORIGINS',
  'RD_HOST',
  'RD_PORTS',
  'UPSTREAM_TIMEOUT_MS',
  'DATA_DIR',
  'JOURNAL_RETENTION_DAYS',
  'RETENTION_PROFILE',
  'REPRINT_HOURS',
  'BANKS_FILE',
  'STATIC_DIR',
  'SANDBOX_RD',
  'SANDBOX_SLOW_MS',
  'SANDBOX_CAPTURE_MS',
  'SANDBOX_2FA',
  'AEPS_2FA_POLICY',
  'AEPS_STATUS_PATH',
  'SHOP_NAME',
  'SHOP_ADDRESS',
  'TERMINAL_ID',
  'BRIDGE_METRICS',
  'DESK_ID',
  'USER_MAY_OVERRIDE',
  'AEPS_MACHINE_SETTINGS_FILE',
  'AEPS_TLS_FROM_ENVIRONMENT',
  ...TLS_ENVIRONMENT,
  ...OTLP_SETTINGS,
] as const

/** Settings that name a path: relative ones are read from the configuration file's folder. */
const PATH_SETTINGS = new Set(['DATA_DIR', 'BANKS_FILE', 'STATIC_DIR'])

export class ConfigFileError extends Error {
  override name = 'ConfigFileError'
}

export interface ConfigFile {
  path: string
  values: Record<string, string>
  /** Keys that are not a bridge setting (a typo such as AEPS_SECRETS). */
  unknownKeys: string[]
}

export function requireConfigFile(path: string): ConfigFile {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new ConfigFileError(
      code === 'ENOENT' ? `${path} does not exist` : `${path} cannot be read (${code})`,
    )
  }
  // A byte-order mark from Notepad would otherwise glue itself to the first key.
  const parsed = parseEnv(text.replace(/^\uFEFF/, '')) as Record<string, string>
  const known = new Set<string>(KNOWN_SETTINGS)
  const values: Record<string, string> = {}
  for (const [key, raw] of Object.entries(parsed)) {
    const value = raw.trim()
    values[key] =
      PATH_SETTINGS.has(key) && value !== '' && value !== 'off' && !isAbsolute(value)
        ? resolve(dirname(path), value)
        : value
  }
  return { path, values, unknownKeys: Object.keys(values).filter((key) => !known.has(key)) }
}

/** Puts the file's settings into the environment; a variable already set wins, as with .env. */
export function applyConfigFile(file: ConfigFile, env: NodeJS.ProcessEnv): void {
  for (const [key, value] of Object.entries(file.values)) {
    if (env[key] === undefined) env[key] = value
  }
}
