// A desk started by supervise (the MSI's Run value, the systemd unit) with no settings at all: no
// file of this account, no machine-wide file and no MSI property. It refuses to start, saying
// where settings are looked for, rather than start as a sandbox nobody asked for. Any one of the
// three is enough: a fleet desk may be configured by IT's machine-wide sources alone.

import { MACHINE_REGISTRY_KEY } from './machine-registry.ts'
import type { Prepared } from './environment.ts'

export function noSettings(prepared: Prepared): boolean {
  return prepared.file === null && prepared.machine === null && prepared.registry === null
}

export function noSettingsReason(prepared: Prepared, platform = process.platform): string {
  const { configFile, machineFile } = prepared.locations
  const msi = platform === 'win32' ? `, nor MSI properties (${MACHINE_REGISTRY_KEY})` : ''
  return (
    `no settings: neither this account's ${configFile} nor the machine-wide ${machineFile} ` +
    `exists${msi}. Write one of them (docs/install.md, "Settings")`
  )
}
