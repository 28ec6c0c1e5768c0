// The MSI installed, upgraded, refused as a downgrade and uninstalled by Wine 10's Windows Installer
// (in the Debian 13 root, scripts/debian13-root.sh), silently as IT's tools run it (msiexec /qn). Wine's msiexec is a
// reimplementation, not Microsoft's: this proves the tables do what msi.test.ts reads in them when
// an installer executes them, not that Windows will. A user's configuration and journal, planted
// in that user's %LOCALAPPDATA%\aeps-bridge, must survive the upgrade and the uninstall.

import { spawnSync } from 'node:child_process'
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXECUTABLES, MSI, WINDOWLESS_EXECUTABLE } from '../../scripts/package/build.ts'
import { DB_FILE } from '../../bridge/journal/database.ts'
import { buildMsi, INSTALLED_NAMES, msiVersion } from '../../scripts/package/msi.ts'
import { POINTER_FILE } from '../../bridge/cli/version-pointer.ts'
import { inDebian13, wineEnv } from '../windows/wine.ts'
import { ROOT } from './launch.ts'

const RELEASE = join(ROOT, 'release')
const RUN_KEY = 'HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\Run'
const DETECTION_KEY = 'HKLM\\Software\\AePS enquiry desk\\AePS bridge'
const UNINSTALL_KEY = 'HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall'
const VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version

let dir: string
let env: NodeJS.ProcessEnv

/** A Wine command with its output in files (docs/developer-guide.md, "Windows under Wine": pipes can fail under Wine). */
function wine(args: string[]): { status: number | null; stdout: string } {
  const out = join(dir, 'out')
  const run = spawnSync(
    ...inDebian13('sh', ['-c', 'exec wine "$@" >"$OUT" 2>/dev/null </dev/null', 'wine', ...args]),
    {
      env: { ...env, OUT: out },
      timeout: 240_000,
    },
  )
  return { status: run.status, stdout: readFileSync(out, 'utf8').replace(/\r\n/g, '\n') }
}

const unixPath = (windowsPath: string) =>
  spawnSync(...inDebian13('winepath', ['-u', windowsPath]), { env, encoding: 'utf8' }).stdout.trim()
const windowsPath = (path: string) =>
  spawnSync(...inDebian13('winepath', ['-w', path]), { env, encoding: 'utf8' }).stdout.trim()
const query = (key: string) => wine(['reg', 'query', key, '/s'])

/** The versions of the installed products named "AePS bridge" (their uninstall entries). */
function installedVersions(): string[] {
  const text = query(UNINSTALL_KEY).stdout
  return text
    .split(/\n(?=HKEY_)/)
    .filter((block) => /DisplayName\s+REG_SZ\s+AePS bridge\s*$/m.test(block))
    .map((block) => /DisplayVersion\s+REG_SZ\s+(\S+)/.exec(block)?.[1] ?? '?')
}

/** An installed file of the build the `current` pointer names (versions\<build>\<name>). */
function installed(folder: string, name: string): string {
  const pointer = readFileSync(join(folder, POINTER_FILE), 'latin1').trim().split('\\')
  return join(folder, ...pointer.slice(0, -1), name)
}

function productCode(msi: string): string {
  const table = spawnSync('msiinfo', ['export', msi, 'Property'], { encoding: 'utf8' }).stdout
  return /^ProductCode\t(\{[0-9A-F-]+\})/m.exec(table)![1]!
}

let programFiles: string
let userData: string
let newer: string
let rebuild: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'aeps-msi-wine-'))
  // No display, no Mono or Gecko installer waiting for a click (the Windows suite's settings).
  env = wineEnv(join(dir, 'prefix'))
  spawnSync(...inDebian13('wineboot', ['--init']), { env, stdio: 'ignore', timeout: 240_000 })
  programFiles = join(unixPath('C:\\Program Files'), 'AePS bridge')
  userData = join(unixPath(wine(['cmd', '/c', 'echo %LOCALAPPDATA%']).stdout.trim()), 'aeps-bridge')
  // The next release: the same files as a higher version, built the way npm run package builds.
  const next = join(dir, 'next')
  mkdirSync(next)
  for (const name of [EXECUTABLES['win-x64'], WINDOWLESS_EXECUTABLE])
    copyFileSync(join(RELEASE, name), join(next, name))
  // A rebuild of this very version whose files differ (as a rebuild from another commit would).
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
  newer = join(dir, 'newer.msi')
  const [major, minor, patch] = VERSION.split(/[.-]/).map(Number) as [number, number, number]
  buildMsi({
    consoleExe: join(next, EXECUTABLES['win-x64']),
    windowlessExe: join(next, WINDOWLESS_EXECUTABLE),
    version: `${major}.${minor}.${patch + 1}`,
    output: newer,
  })
  // Booting a Wine prefix and building two MSIs guards against a hang, not speed: at a load of 30
  // on two cores it took over five minutes.
}, 900_000)
afterAll(() => {
  spawnSync(...inDebian13('wineserver', ['-k']), { env })
  rmSync(dir, { recursive: true, force: true })
})

// Each step is a Windows Installer run: seconds when idle, over 30 s on a loaded machine.
const MSIEXEC = { timeout: 240_000 }

describe("the MSI under Wine's Windows Installer, silently", MSIEXEC, () => {
  it('installs both files under Program Files, the Run value and the detection values', () => {
    expect(wine(['msiexec', '/i', windowsPath(join(RELEASE, MSI)), '/qn']).status).toBe(0)
    for (const name of Object.values(INSTALLED_NAMES))
      expect(existsSync(installed(programFiles, name))).toBe(true)
    const build = `${VERSION.replace(/\./g, '\\.')}\\+[0-9a-f]{8}`
    expect(query(RUN_KEY).stdout).toMatch(
      new RegExp(
        `AePS bridge    REG_SZ    "C:\\\\Program Files\\\\AePS bridge\\\\versions\\\\${build}\\\\${INSTALLED_NAMES.windowless.replace(/\./g, '\\.')}" supervise`,
      ),
    )
    expect(query(DETECTION_KEY).stdout).toMatch(
      new RegExp(`Version\\s+REG_SZ\\s+${VERSION.replace(/\./g, '\\.')}`),
    )
    expect(installedVersions()).toEqual([msiVersion(VERSION)])
  })

  it('replaces the installed product with a rebuild of the same version, never installs beside it', () => {
    expect(productCode(rebuild)).not.toBe(productCode(join(RELEASE, MSI)))
    expect(wine(['msiexec', '/i', windowsPath(rebuild), '/qn']).status).toBe(0)
    expect(installedVersions()).toEqual([msiVersion(VERSION)])
    expect(query(`${UNINSTALL_KEY}\\${productCode(rebuild)}`).stdout).toContain('AePS bridge')
    expect(query(`${UNINSTALL_KEY}\\${productCode(join(RELEASE, MSI))}`).status).not.toBe(0)
    expect(
      readFileSync(installed(programFiles, INSTALLED_NAMES.windowless)).subarray(-7).toString(),
    ).toBe('rebuilt')
    // The first build's folder went with it: one build left.
    expect(readdirSync(join(programFiles, 'versions'))).toHaveLength(1)
  })

  it("upgrades in place to a higher version, leaving one product and the user's files", () => {
    mkdirSync(join(userData, 'data'), { recursive: true })
    writeFileSync(join(userData, 'bridge.env'), 'AEPS_USER=kept\n')
    writeFileSync(join(userData, 'data', DB_FILE), 'the journal')
    expect(wine(['msiexec', '/i', windowsPath(newer), '/qn']).status).toBe(0)
    const next = productCode(newer)
    expect(installedVersions()).toHaveLength(1)
    expect(query(`${UNINSTALL_KEY}\\${next}`).stdout).toContain('AePS bridge')
    expect(existsSync(installed(programFiles, INSTALLED_NAMES.windowless))).toBe(true)
    expect(readFileSync(join(userData, 'bridge.env'), 'utf8')).toBe('AEPS_USER=kept\n')
    expect(readFileSync(join(userData, 'data', DB_FILE), 'utf8')).toBe('the journal')
  })

  it('refuses the older MSI over the newer one (no downgrade)', () => {
    const before = installedVersions()
    expect(wine(['msiexec', '/i', windowsPath(join(RELEASE, MSI)), '/qn']).status).not.toBe(0)
    expect(installedVersions()).toEqual(before)
  })

  it("uninstalls by product code: files and values gone, the user's configuration and journal kept", () => {
    expect(wine(['msiexec', '/x', productCode(newer), '/qn']).status).toBe(0)
    expect(existsSync(programFiles)).toBe(false)
    expect(query(RUN_KEY).stdout).not.toContain('AePS bridge')
    expect(query(DETECTION_KEY).status).not.toBe(0)
    expect(installedVersions()).toEqual([])
    expect(readFileSync(join(userData, 'bridge.env'), 'utf8')).toBe('AEPS_USER=kept\n')
    expect(readFileSync(join(userData, 'data', DB_FILE), 'utf8')).toBe('the journal')
  })
})

describe('the MSI in a custom folder, and on an old Windows', MSIEXEC, () => {
  it('removes a custom INSTALLFOLDER with its files on uninstall', () => {
    const custom = 'C:\\Apps\\AePS\\'
    const msi = windowsPath(join(RELEASE, MSI))
    expect(wine(['msiexec', '/i', msi, '/qn', `INSTALLFOLDER=${custom}`]).status).toBe(0)
    const folder = unixPath(custom)
    expect(existsSync(installed(folder, INSTALLED_NAMES.windowless))).toBe(true)
    expect(query(RUN_KEY).stdout).toMatch(
      new RegExp(
        `"C:\\\\Apps\\\\AePS\\\\versions\\\\[^\\\\]+\\\\${INSTALLED_NAMES.windowless}" supervise`,
      ),
    )
    expect(wine(['msiexec', '/x', productCode(join(RELEASE, MSI)), '/qn']).status).toBe(0)
    expect(existsSync(folder)).toBe(false)
    expect(existsSync(programFiles)).toBe(false)
    expect(installedVersions()).toEqual([])
  })

  // Wine's msiexec logs the launch condition's failure but not its message (msi.test.ts reads the
  // message in the table); Microsoft's shows and logs it.
  it('refuses to install on Windows 7 (build 7601) with exit 1603, at its launch conditions', () => {
    expect(wine(['winecfg', '/v', 'win7']).status).toBe(0)
    const log = join(dir, 'win7.log')
    const msi = windowsPath(join(RELEASE, MSI))
    // 1603 as Linux sees a process's exit code: its low 8 bits (1603 = 0x643).
    expect(wine(['msiexec', '/i', msi, '/qn', '/l*v', windowsPath(log)]).status).toBe(1603 & 0xff)
    const text = readFileSync(log, 'latin1')
    expect(text).toContain('Property(S): WINDOWSBUILDNUMBER = 7601')
    expect(text).toContain('LaunchConditions. Return value 0.')
    expect(installedVersions()).toEqual([])
    expect(wine(['winecfg', '/v', 'win10']).status).toBe(0)
  })
})
