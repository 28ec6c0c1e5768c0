// A desk started by supervise (the MSI's Run value, the systemd unit) with no settings at all: no
// file of this account, no machine-wide file, no MSI property and no setting in its environment.
// It refuses to start, saying where settings are looked for, rather than start as a sandbox nobody
// asked for. Any one of the four is enough: a fleet desk may be configured by IT's machine-wide
// sources alone, or by the environment alone (a systemd drop-in's Environment=, a Windows user
// variable), which docs/install.md's "Settings" lists first.

import { KNOWN_SETTINGS } from './config-file.ts'
import { MACHINE_REGISTRY_KEY } from './machine-registry.ts'
import type { Prepared } from './environment.ts'

export function noSettings(prepared: Prepared, env: NodeJS.ProcessEnv = process.env): boolean {
  const fromEnvironment = KNOWN_SETTINGS.some((name) => (env[name] ?? '') !== '')
  return (
    prepared.file === null &&
    prepared.machine === null &&
    prepared.registry === null &&
    !fromEnvironment
  )
}

export function noSettingsReason(prepared: Prepared, platform = process.platform): string {
  const { configFile, machineFile } = prepared.locations
  const msi = platform === 'win32' ? `, nor MSI properties (${MACHINE_REGISTRY_KEY})` : ''
  return (
    `no settings: neither this account's ${configFile} nor the machine-wide ${machineFile} ` +
    `exists${msi}. Nor does the environment set any of the bridge's settings. Write one of ` +
    `them (docs/install.md, "Settings")`
  )
}
