// The MSI's public properties (packaging/windows/aeps-bridge.wxs): `msiexec /i aeps-bridge.msi
// AEPS_BASE_URL=... DESK_ID=...` keeps them as values under HKLM\SOFTWARE\aeps-bridge, since
// Windows Installer cannot write KEY=value lines into a file without a custom action. Only
// administrators can change that key (HKLM\SOFTWARE's own permissions), so it is a machine-wide
// source like %ProgramData%\aeps-bridge\bridge.env, which wins over it where both set a key: the
// file is what IT places by hand or by policy after the install. Read with reg.exe by its
// absolute path (system-tool.ts). An empty value is an MSI property left unset: not a setting.

import type { ConfigFile } from './config-file.ts'
import { systemTool } from '../host/system-tool.ts'

export const MACHINE_REGISTRY_KEY = 'HKLM\\SOFTWARE\\aeps-bridge'
/** The settings the MSI takes as public properties, each written as the value of its own name. */
export const MSI_PROPERTY_SETTINGS = [
  'AEPS_BASE_URL',
  'DESK_ID',
  'MERCHANT_LOGIN_ID',
  'BRIDGE_METRICS',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
] as const

/** The string values of `reg query KEY` output, by name; empty ones left out. */
export function parseRegQuery(output: string): Record<string, string> {
  const values: Record<string, string> = {}
  for (const line of output.split(/\r?\n/)) {
    const m = /^\s+(\S+)\s+REG_(?:EXPAND_)?SZ\s+(.*?)\s*$/.exec(line)
    if (m && m[2] !== '') values[m[1]!] = m[2]!
  }
  return values
}

/**
 * The MSI's settings as a machine source, without the keys the machine file sets (it wins), or
 * null when the MSI wrote none. `run` runs a program and returns its standard output.
 */
export function machineRegistrySource(
  env: Record<string, string | undefined>,
  run: (command: string, args: string[]) => string,
  machineFile: ConfigFile | null,
): ConfigFile | null {
  let out: string
  try {
    out = run(systemTool(env, 'reg.exe'), ['query', MACHINE_REGISTRY_KEY])
  } catch {
    return null // reg.exe exits 1 when the key is not there
  }
  const found = parseRegQuery(out)
  const values: Record<string, string> = {}
  for (const key of MSI_PROPERTY_SETTINGS)
    if (found[key] !== undefined && !(machineFile && key in machineFile.values))
      values[key] = found[key]
  if (Object.keys(values).length === 0) return null
  const allow = machineFile?.values.USER_MAY_OVERRIDE
  if (allow !== undefined) values.USER_MAY_OVERRIDE = allow
  return { path: MACHINE_REGISTRY_KEY, values, unknownKeys: [] }
}
