// The MSI's properties as a machine source: reg.exe's listing of HKLM\SOFTWARE\aeps-bridge is read
// by value name, empty values (properties left unset) are no setting, the machine file wins where
// both set a key, its USER_MAY_OVERRIDE governs the MSI's values too, and a value the MSI set is
// named by the key in `check`'s origins. reg.exe is run by its absolute path.

import { describe, expect, it } from 'vitest'
import type { ConfigFile } from '../../../bridge/cli/config-file.ts'
import {
  MACHINE_REGISTRY_KEY,
  machineRegistrySource,
  parseRegQuery,
} from '../../../bridge/cli/machine-registry.ts'
import { mergeMachineFile } from '../../../bridge/cli/machine-settings.ts'

// As reg.exe prints it (CRLF, four-space columns), with a value the MSI left empty.
const listing = [
  '',
  'HKEY_LOCAL_MACHINE\\SOFTWARE\\aeps-bridge',
  '    AEPS_BASE_URL    REG_SZ    https://aeps.example.net/api',
  '    DESK_ID    REG_SZ    desk 17 north',
  '    MERCHANT_LOGIN_ID    REG_SZ    ',
  '    OTEL_EXPORTER_OTLP_ENDPOINT    REG_SZ    http://collector:4318',
  '    Unrelated    REG_DWORD    0x1',
  '',
].join('\r\n')

describe('the MSI properties kept in HKLM\\SOFTWARE\\aeps-bridge', () => {
  it('reads each string value by name, keeping inner spaces and leaving empty ones out', () => {
    expect(parseRegQuery(listing)).toEqual({
      AEPS_BASE_URL: 'https://aeps.example.net/api',
      DESK_ID: 'desk 17 north',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
    })
  })

  it('runs reg.exe by its absolute path and lets the machine file win where both set a key', () => {
    const calls: string[][] = []
    const machineFile: ConfigFile = {
      path: 'C:\\ProgramData\\aeps-bridge\\bridge.env',
      values: { DESK_ID: 'from-file', USER_MAY_OVERRIDE: 'OTEL_EXPORTER_OTLP_ENDPOINT' },
      unknownKeys: [],
    }
    const source = machineRegistrySource(
      { SystemRoot: 'C:\\Windows' },
      (command, args) => {
        calls.push([command, ...args])
        return listing
      },
      machineFile,
    )
    expect(calls).toEqual([['C:\\Windows\\System32\\reg.exe', 'query', MACHINE_REGISTRY_KEY]])
    expect(source).toEqual({
      path: MACHINE_REGISTRY_KEY,
      values: {
        AEPS_BASE_URL: 'https://aeps.example.net/api',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        USER_MAY_OVERRIDE: 'OTEL_EXPORTER_OTLP_ENDPOINT',
      },
      unknownKeys: [],
    })
  })

  it('is no source when the key is missing (reg.exe exits 1) or holds only empty values', () => {
    const missing = () => {
      throw new Error('reg.exe exited 1')
    }
    expect(machineRegistrySource({}, missing, null)).toBeNull()
    const empty = '\r\nHKEY_LOCAL_MACHINE\\SOFTWARE\\aeps-bridge\r\n    DESK_ID    REG_SZ    \r\n'
    expect(machineRegistrySource({}, () => empty, null)).toBeNull()
  })

  it('fills unset settings naming the key, and refuses a user file that changes a locked one', () => {
    const source = machineRegistrySource({}, () => listing, null)!
    const user: ConfigFile = {
      path: '/nonexistent/user/bridge.env',
      values: { DESK_ID: 'mine' },
      unknownKeys: [],
    }
    const env: NodeJS.ProcessEnv = { DESK_ID: 'mine' }
    const merged = mergeMachineFile(source, user, env, new Set())
    expect(env.AEPS_BASE_URL).toBe('https://aeps.example.net/api')
    expect(merged.origins.get('AEPS_BASE_URL')).toEqual({
      source: MACHINE_REGISTRY_KEY,
      line: null,
    })
    expect(merged.origins.has('DESK_ID')).toBe(false)
    expect(merged.problems).toEqual([
      `/nonexistent/user/bridge.env line ?: DESK_ID is set by the machine-wide settings ` +
        `(${MACHINE_REGISTRY_KEY}) and may not be changed here; IT allows it with ` +
        `USER_MAY_OVERRIDE=DESK_ID in that file`,
    ])
  })
})
