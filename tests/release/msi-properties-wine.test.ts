// The MSI's public properties and shortcuts under Wine 10's Windows Installer (Debian 13 root,
// scripts/debian13-root.sh), as IT's tools run it: `msiexec /i ... /qn DESK_ID=...`. The properties
// land under HKLM\SOFTWARE\aeps-bridge, a sandbox desk configured by nothing else shows them in
// `check` with that key as their origin, an upgrade run without them keeps them, and the page's
// shortcut is in the Start menu and on the desktop until the uninstall removes both.

import { spawnSync } from 'node:child_process'
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MACHINE_REGISTRY_KEY } from '../../bridge/cli/machine-registry.ts'
import { POINTER_FILE } from '../../bridge/cli/version-pointer.ts'
import { EXECUTABLES, MSI, WINDOWLESS_EXECUTABLE } from '../../scripts/package/build.ts'
import { buildMsi, INSTALLED_NAMES } from '../../scripts/package/msi.ts'
import { inDebian13, wineEnv } from '../windows/wine.ts'
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

let dir: string
let env: NodeJS.ProcessEnv

/** A Wine command with its output in files (docs/install.md, "Windows under Wine": pipes can fail under Wine). */
function wine(args: string[]): { status: number | null; stdout: string } {
  const out = join(dir, 'out')
  const run = spawnSync(
    ...inDebian13('sh', ['-c', 'exec wine "$@" >"$OUT" 2>/dev/null </dev/null', 'wine', ...args]),
    { env: { ...env, OUT: out }, timeout: 240_000 },
  )
  return { status: run.status, stdout: readFileSync(out, 'utf8').replace(/\r\n/g, '\n') }
}
const unixPath = (windowsPath: string) =>
  spawnSync(...inDebian13('winepath', ['-u', windowsPath]), { env, encoding: 'utf8' }).stdout.trim()
const windowsPath = (path: string) =>
  spawnSync(...inDebian13('winepath', ['-w', path]), { env, encoding: 'utf8' }).stdout.trim()
const productCode = (msi: string) =>
  /^ProductCode\t(\{[0-9A-F-]+\})/m.exec(
    spawnSync('msiinfo', ['export', msi, 'Property'], { encoding: 'utf8' }).stdout,
  )![1]!

let shortcuts: string[]
let rebuild: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'aeps-msi-properties-'))
  env = wineEnv(join(dir, 'prefix'))
  spawnSync(...inDebian13('wineboot', ['--init']), { env, stdio: 'ignore', timeout: 240_000 })
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
  const again = join(dir, 'again')
  mkdirSync(again)
  for (const name of [EXECUTABLES['win-x64'], WINDOWLESS_EXECUTABLE]) {
    copyFileSync(join(RELEASE, name), join(again, name))
    appendFileSync(join(again, name), 'rebuilt')
  }
  rebuild = join(dir, 'rebuild.msi')
  buildMsi({
    consoleExe: join(again, EXECUTABLES['win-x64']),
    windowlessExe: join(again, WINDOWLESS_EXECUTABLE),
    version: VERSION,
    output: rebuild,
  })
}, 300_000)
afterAll(() => {
  spawnSync(...inDebian13('wineserver', ['-k']), { env })
  rmSync(dir, { recursive: true, force: true })
})

/** The values under HKLM\SOFTWARE\aeps-bridge, as reg.exe lists them. */
function registryValues(): Record<string, string> {
  const values: Record<string, string> = {}
  for (const m of wine(['reg', 'query', MACHINE_REGISTRY_KEY]).stdout.matchAll(
    /^[ \t]+(\S+)[ \t]+REG_SZ[ \t]*(.*?)[ \t]*$/gm,
  ))
    values[m[1]!] = m[2]!
  return values
}

const MSIEXEC = { timeout: 240_000 }

describe('the MSI public properties and the shortcuts to the page, under Wine', MSIEXEC, () => {
  it('writes each property given on the command line under HKLM\\SOFTWARE\\aeps-bridge', () => {
    const props = Object.entries(PROPERTIES).map(([k, v]) => `${k}=${v}`)
    const msi = windowsPath(join(RELEASE, MSI))
    const log = join(dir, 'install.log')
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
    // The installed build's folder, as the `current` pointer names it.
    const pointer = unixPath(`C:\\Program Files\\AePS bridge\\${POINTER_FILE}`)
    const build = readFileSync(pointer, 'latin1').trim().split('\\').slice(0, -1).join('\\')
    const exe = `C:\\Program Files\\AePS bridge\\${build}\\${INSTALLED_NAMES.console}`
    const out = wine([exe, 'check']).stdout
    for (const [key, value] of Object.entries(PROPERTIES))
      expect(out).toContain(`  ${key}=${JSON.stringify(value)}  <- ${MACHINE_REGISTRY_KEY}\n`)
    expect(out).not.toMatch(/^\s+AEPS_BASE_URL=/m)
  })

  it('keeps the properties through an upgrade run without them', () => {
    expect(wine(['msiexec', '/i', windowsPath(rebuild), '/qn']).status).toBe(0)
    const values = registryValues()
    for (const [key, value] of Object.entries(PROPERTIES)) expect(values[key]).toBe(value)
  })

  it('removes the shortcuts and the properties on uninstall', () => {
    expect(wine(['msiexec', '/x', productCode(rebuild), '/qn']).status).toBe(0)
    for (const path of shortcuts) expect(existsSync(path)).toBe(false)
    expect(wine(['reg', 'query', MACHINE_REGISTRY_KEY]).status).not.toBe(0)
  })
})
