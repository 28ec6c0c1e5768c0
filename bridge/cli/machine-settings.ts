// The machine-wide settings file: what IT places on every laptop with GPO, Intune,
// SCCM or Ansible, or what the MSI writes from its properties (the provider, the desk's identity,
// the metrics route), in the same KEY=value lines as the user's file. It is IT's: it must belong
// to root or an administrator (or this account) and be changeable by no one else. It fills what the
// user's file and the environment leave unset, and a value it sets may be changed by neither
// unless its USER_MAY_OVERRIDE lists the key. The secret is kept in each merchant's own file
// (readable by that account only); a machine file that holds it must be readable by no other
// account (POSIX: no "other" read bit; Windows: no reader but SYSTEM, Administrators, this account).

import { readFileSync } from 'node:fs'
import type { ConfigFile } from './config-file.ts'

/** The key that says which of the machine file's settings a user may change. */
export const USER_MAY_OVERRIDE = 'USER_MAY_OVERRIDE'
/** Settings whose values are secrets: never printed, never in a file other accounts can read. */
export const SECRET_SETTINGS = new Set([
  'AEPS_USER',
  'AEPS_SECRET',
  'MERCHANT_PAN',
  'OTEL_EXPORTER_OTLP_HEADERS',
  'OTEL_EXPORTER_OTLP_METRICS_HEADERS',
])

/** The line each key is set on (the last, as parseEnv keeps the last), 1-based. */
export function keyLines(path: string): Map<string, number> {
  const lines = new Map<string, number>()
  let text: string
  try {
    text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '')
  } catch {
    return lines
  }
  text.split(/\r?\n/).forEach((line, i) => {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)
    if (m) lines.set(m[1]!, i + 1)
  })
  return lines
}

/** The keys the machine file lets a user change. */
function mayOverride(file: ConfigFile): Set<string> {
  return new Set(
    (file.values[USER_MAY_OVERRIDE] ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter((k) => k !== ''),
  )
}

/** Where a setting's value came from: a file and its line, or the environment. */
export interface Origin {
  source: string
  line: number | null
}

export interface MachineMerge {
  /** Why the start is refused: a locked value changed, each with its file and line. */
  problems: string[]
  /** Every setting's origin after the merge. */
  origins: Map<string, Origin>
}

/**
 * Fills `env` from the machine file where still unset, and says which locked values the user's
 * file or the environment changed. `before` holds the keys the environment set itself.
 */
export function mergeMachineFile(
  machine: ConfigFile,
  user: ConfigFile | null,
  env: NodeJS.ProcessEnv,
  before: ReadonlySet<string>,
): MachineMerge {
  const problems: string[] = []
  const origins = new Map<string, Origin>()
  const machineLines = keyLines(machine.path)
  const userLines = user ? keyLines(user.path) : new Map<string, number>()
  const allowed = mayOverride(machine)
  for (const [key, value] of Object.entries(machine.values)) {
    if (key === USER_MAY_OVERRIDE) continue
    const line = machineLines.get(key)
    const here = line === undefined ? machine.path : `${machine.path} line ${line}`
    const changed = env[key] !== undefined && env[key] !== value
    if (changed && !allowed.has(key)) {
      const where = before.has(key)
        ? `the environment of this account`
        : `${user!.path} line ${userLines.get(key) ?? '?'}`
      problems.push(
        `${where}: ${key} is set by the machine-wide settings (${here}) and may not be changed ` +
          `here; IT allows it with ${USER_MAY_OVERRIDE}=${key} in that file`,
      )
    }
    if (env[key] === undefined) env[key] = value
    if (env[key] === value && !before.has(key) && !(user && key in user.values))
      origins.set(key, { source: machine.path, line: machineLines.get(key) ?? null })
  }
  return { problems, origins }
}
