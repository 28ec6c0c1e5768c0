// The MSI's public properties and shortcuts under Wine 10's Windows Installer (Debian 13 root,
// scripts/debian13-root.sh), as IT's tools run it: `msiexec /i ... /qn DESK_ID=...`. The properties
// land under HKLM\SOFTWARE\aeps-bridge, a sandbox desk configured by nothing else shows them in
// `check` with that key as their origin and starts with no file of its own (its /metrics labelled
// with the DESK_ID property), an upgrade run without them keeps them, a reinstall or an upgrade
// with a new AEPS_BASE_URL writes the new value, and the page's shortcut is in the Start menu and
// on the desktop until the uninstall removes both.

import { appendFileSync, copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MACHINE_REGISTRY_KEY } from '../../bridge/cli/machine-registry.ts'
import { EXECUTABLES, MSI, WINDOWLESS_EXECUTABLE } from '../../scripts/package/build.ts'
import { freePort, rdPorts } from '../fixtures/bridge-harness.ts'
import { buildMsi } from '../../scripts/package/msi.ts'
import { until } from '../windows/wine.ts'
import { endTask, msiPrefix, productCode, type MsiPrefix } from './wine-msi.ts'
import { ROOT } from './launch.ts'

const RELEASE = join(ROOT, 'release')
const VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version
const PROPERTIES = {
  DESK_ID: 'desk-wine-7',
  MERCHANT_LOGIN_ID: 'ml-4242',
  BRIDGE_METRICS: 'on',
  OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:7653',
}

let prefix: MsiPrefix
const wine = (args: string[]) => prefix.wine(args)
const unixPath = (path: string) => prefix.unixPath(path)
const windowsPath = (path: string) => prefix.windowsPath(path)
const registryValues = () => prefix.registryValues()

let shortcuts: string[]
let rebuild: string
/** The product installed last: the uninstall removes it. */
let installed: string

beforeAll(() => {
  prefix = msiPrefix('msi-properties')
  const folder = (variable: string) =>
    unixPath(wine(['cmd', '/c', `echo ${variable}`]).stdout.trim())
  shortcuts = [
    join(
      folder('%ProgramData%'),
      'Microsoft',
      'Windows',
      'Start Menu',
      'Programs',
      'AePS desk.url',
    ),
    join(folder('%PUBLIC%'), 'Desktop', 'AePS desk.url'),
  ]
  // A rebuild of this version with other bytes: a major upgrade, run without the properties.
  const again = join(prefix.dir, 'again')
  mkdirSync(again)
  for (const name of [EXECUTABLES['win-x64'], WINDOWLESS_EXECUTABLE]) {
    copyFileSync(join(RELEASE, name), join(again, name))
    appendFileSync(join(again, name), 'rebuilt')
  }
  rebuild = join(prefix.dir, 'rebuild.msi')
  buildMsi({
    consoleExe: join(again, EXECUTABLES['win-x64']),
    windowlessExe: join(again, WINDOWLESS_EXECUTABLE),
    version: VERSION,
    output: rebuild,
  })
}, 300_000)
afterAll(() => prefix?.close())

const MSIEXEC = { timeout: 240_000 }

describe('the MSI public properties and the shortcuts to the page, under Wine', MSIEXEC, () => {
  it('writes each property given on the command line under HKLM\\SOFTWARE\\aeps-bridge', () => {
    const props = Object.entries(PROPERTIES).map(([k, v]) => `${k}=${v}`)
    const msi = windowsPath(join(RELEASE, MSI))
    const log = join(prefix.dir, 'install.log')
    const install = ['msiexec', '/i', msi, '/qn', '/l*v', windowsPath(log), ...props]
    expect(wine(install).status).toBe(0)
    // The Start menu and desktop as this installer resolved them (Wine's msi takes the account's
    // own folders even per machine; Microsoft's takes the common ones).
    const text = readFileSync(log, 'latin1')
    shortcuts = ['ProgramMenuFolder', 'DesktopFolder'].map((folder) => {
      const found = new RegExp(`Property\\(S\\): ${folder} = (.+?)\\r?$`, 'm').exec(text)
      expect(found, folder).not.toBeNull()
      return join(unixPath(found![1]!), 'AePS desk.url')
    })
    const values = registryValues()
    for (const [key, value] of Object.entries(PROPERTIES)) expect(values[key]).toBe(value)
    expect(values.AEPS_BASE_URL ?? '').toBe('') // not given: the desk stays a sandbox
  })

  it('puts the Internet shortcut to the page in the Start menu and on the desktop', () => {
    for (const path of shortcuts)
      expect(readFileSync(path, 'latin1')).toBe(
        '[InternetShortcut]\r\nURL=http://127.0.0.1:7410/\r\n',
      )
  })

  it('gives a sandbox desk configured only by the properties, check naming the key as origin', () => {
    const out = wine([prefix.installed().console, 'check']).stdout
    expect(out).toContain(`\nconfiguration: ${MACHINE_REGISTRY_KEY} (and the environment)\n`)
    for (const [key, value] of Object.entries(PROPERTIES))
      expect(out).toContain(`  ${key}=${JSON.stringify(value)}  <- ${MACHINE_REGISTRY_KEY}\n`)
    expect(out).not.toMatch(/^\s+AEPS_BASE_URL=/m)
  })

  it('starts the desk at log-on with no settings file of its own, labelled by DESK_ID', async () => {
    const own = join(
      unixPath(wine(['cmd', '/c', 'echo %LOCALAPPDATA%']).stdout.trim()),
      'aeps-bridge',
    )
    expect(existsSync(join(own, 'bridge.env'))).toBe(false)
    // Only the port and the simulated reader's ports come from the environment: the test's own,
    // so that it meets no other bridge on this machine.
    const port = await freePort()
    // The Run value's start at log-on: the windowless copy's supervise, with no --config.
    const desk = prefix.startAtLogOn(
      { BRIDGE_PORT: String(port), RD_PORTS: rdPorts('msi-properties-wine') },
      join(prefix.dir, 'desk.out'),
    )
    const url = `http://127.0.0.1:${port}`
    try {
      const status = await until(
        'the installed desk to answer',
        () =>
          fetch(`${url}/api/status`)
            .then((r) => r.json())
            .catch(() => null),
        180_000,
      )
      expect(status.mode).toBe('sandbox')
      expect(status.merchant.loginId).toBe(PROPERTIES.MERCHANT_LOGIN_ID)
      const metrics = await (await fetch(`${url}/metrics`)).text()
      expect(metrics).toMatch(
        new RegExp(`^aeps_bridge_info\\{[^}]*desk="${PROPERTIES.DESK_ID}"[^}]*\\} 1$`, 'm'),
      )
      expect(existsSync(join(own, 'bridge.env'))).toBe(false)
    } finally {
      await endTask(desk, url)
    }
  }, 240_000)

  it('keeps the properties through an upgrade run without them', () => {
    expect(wine(['msiexec', '/i', windowsPath(rebuild), '/qn']).status).toBe(0)
    installed = rebuild
    const values = registryValues()
    for (const [key, value] of Object.entries(PROPERTIES)) expect(values[key]).toBe(value)
  })

  it('writes a new AEPS_BASE_URL given on a later command line: reinstall, then upgrade', () => {
    const first = 'https://provider-one.example.in/api'
    const reinstall = ['/qn', 'REINSTALL=ALL', 'REINSTALLMODE=omus', `AEPS_BASE_URL=${first}`]
    expect(wine(['msiexec', '/i', windowsPath(rebuild), ...reinstall]).status).toBe(0)
    expect(registryValues()).toEqual({ ...PROPERTIES, AEPS_BASE_URL: first })
    const out = wine([prefix.installed().console, 'check']).stdout
    expect(out).toContain(`  AEPS_BASE_URL=${JSON.stringify(first)}  <- ${MACHINE_REGISTRY_KEY}\n`)
    // The desk is live now, and its credentials belong in the merchant's own file.
    expect(out).toMatch(/WRONG +AEPS_USER/)
    // The release's MSI replaces the rebuild (same version, other files): an upgrade.
    const second = 'https://provider-two.example.in/api'
    const upgrade = ['msiexec', '/i', windowsPath(join(RELEASE, MSI)), '/qn']
    expect(wine([...upgrade, `AEPS_BASE_URL=${second}`]).status).toBe(0)
    installed = join(RELEASE, MSI)
    expect(registryValues()).toEqual({ ...PROPERTIES, AEPS_BASE_URL: second })
  })

  it('removes the shortcuts and the properties on uninstall', () => {
    expect(wine(['msiexec', '/x', productCode(installed), '/qn']).status).toBe(0)
    for (const path of shortcuts) expect(existsSync(path)).toBe(false)
    expect(wine(['reg', 'query', MACHINE_REGISTRY_KEY]).status).not.toBe(0)
  })
})
