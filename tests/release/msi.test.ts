// The MSI's tables as Windows Installer will read them, exported with msiinfo
// (msitools): per machine under Program Files (64-bit), both executables in this build's own
// folder under versions\ with the `current` pointer naming it (an upgrade hands over in the
// session: bridge/cli/version-handover.ts), the log-on start as an
// HKLM Run value that runs the windowless copy's `supervise` in each user's own account, the
// MajorUpgrade rows that replace an older version in place and refuse a downgrade, and nothing
// that touches a user profile, so each user's configuration and journal survive upgrade and
// uninstall. No custom action: nothing runs as SYSTEM beyond copying files and writing values.

import { execFileSync } from 'node:child_process'
import { createHash, createPublicKey, verify } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  EXECUTABLES,
  MSI,
  THROWAWAY_DIR,
  WINDOWLESS_EXECUTABLE,
} from '../../scripts/package/build.ts'
import { MSI_PROPERTY_SETTINGS } from '../../bridge/cli/machine-registry.ts'
import { INSTALLED_NAMES, msiVersion } from '../../scripts/package/msi.ts'
import { buildFolderName, pointerText } from '../../bridge/cli/version-pointer.ts'
import { ROOT } from './launch.ts'

const MSI_FILE = join(ROOT, 'release', MSI)
const RELEASE_VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version
const VERSION = msiVersion(RELEASE_VERSION)
/** Fixed for the product's life: later MSIs find and replace this one by it. */
const UPGRADE_CODE = '{6D1C8E0A-6F3B-4D3C-9C1E-2B7A5E0F4A21}'
/** Windows Installer's root for HKEY_LOCAL_MACHINE in the Registry table. */
const HKLM = '2'

/** One table as rows of named columns (msiinfo export: names, types, table key, then rows). */
function table(name: string): Record<string, string>[] {
  const lines = execFileSync('msiinfo', ['export', MSI_FILE, name], { encoding: 'utf8' })
    .replace(/\r\n/g, '\n')
    .split('\n')
    .filter((l) => l !== '')
  const columns = lines[0]!.split('\t')
  return lines.slice(3).map((line) => {
    const cells = line.split('\t')
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']))
  })
}

const property = (name: string) => table('Property').find((p) => p.Property === name)?.Value

describe('release/aeps-bridge-win-x64.msi', () => {
  it('is a 64-bit, per-machine package (ALLUSERS=1, x64 template)', () => {
    expect(property('ALLUSERS')).toBe('1')
    const summary = execFileSync('msiinfo', ['suminfo', MSI_FILE], { encoding: 'utf8' })
    expect(summary).toMatch(/^Template: x64;1033$/m)
    expect(statSync(MSI_FILE).size).toBeGreaterThan(10_000_000) // the cabinet is embedded
  })

  it("names the product with package.json's version and the fixed UpgradeCode", () => {
    expect(property('ProductName')).toBe('AePS bridge')
    expect(property('ProductVersion')).toBe(VERSION)
    expect(property('UpgradeCode')).toBe(UPGRADE_CODE)
    expect(property('ProductCode')).toMatch(/^\{[0-9A-F-]{36}\}$/)
  })

  it('installs both executables into Program Files\\AePS bridge\\versions\\<version>+<build>, as 64-bit components of this build', () => {
    const dirs = table('Directory')
    const folder = dirs.find((d) => d.DefaultDir === 'AePS bridge')!
    expect(folder.Directory_Parent).toBe('ProgramFiles64Folder')
    const versions = dirs.find((d) => d.DefaultDir === 'versions')!
    expect(versions.Directory_Parent).toBe(folder.Directory)
    const build = dirs.find((d) => d.Directory_Parent === versions.Directory)!
    const id = property('ProductCode')!.slice(1, 9).toLowerCase()
    expect(build.DefaultDir).toBe(buildFolderName(RELEASE_VERSION, id))
    const files = table('File')
    expect(files.map((f) => f.FileName).sort()).toEqual(
      [
        INSTALLED_NAMES.console,
        INSTALLED_NAMES.windowless,
        'AePS desk.url',
        'AePS desk.url',
        'SHA256SUMS',
        'SHA256SUMS.sig',
        'current',
      ].sort(),
    )
    const components = Object.fromEntries(table('Component').map((c) => [c.Component, c]))
    // The pointer is written after the build's own files (the executables and SHA256SUMS in the
    // build folder): it names the new build only once they are whole (F16). The shortcuts are
    // not the build's files.
    const sequence = (name: string) => Number(files.find((f) => f.FileName === name)!.Sequence)
    const buildFiles = files.filter(
      (f) => components[f.Component_!]?.Directory_ === build.Directory,
    )
    expect(buildFiles.map((f) => f.FileName).sort()).toEqual(
      [INSTALLED_NAMES.console, INSTALLED_NAMES.windowless, 'SHA256SUMS', 'SHA256SUMS.sig'].sort(),
    )
    for (const other of buildFiles)
      expect(sequence('current')).toBeGreaterThan(Number(other.Sequence))
    for (const name of ['ConsoleExecutable', 'WindowlessExecutable']) {
      expect(components[name]!.Directory_).toBe(build.Directory)
      // This build's own component: another build's files in another folder are other components.
      expect(components[name]!.ComponentId).not.toMatch(/^\{(3F6B0C54|9A2E4B71)-/)
    }
    const sizes = Object.fromEntries(files.map((f) => [f.FileName, Number(f.FileSize)]))
    expect(sizes[INSTALLED_NAMES.console]).toBe(
      statSync(join(ROOT, 'release', EXECUTABLES['win-x64'])).size,
    )
    const shortcutFolders = ['ProgramMenuFolder', 'DesktopFolder']
    for (const component of table('Component')) {
      expect([folder.Directory, build.Directory, ...shortcutFolders]).toContain(
        component.Directory_,
      )
      expect(Number(component.Attributes) & 256).toBe(256) // msidbComponentAttributes64bit
    }
  })

  it('carries the signed executables of release/, byte for byte, and the pointer naming them (msiextract)', () => {
    const out = mkdtempSync(join(tmpdir(), 'aeps-msi-'))
    try {
      execFileSync('msiextract', ['-C', out, MSI_FILE], { stdio: 'ignore' })
      const build = buildFolderName(
        RELEASE_VERSION,
        property('ProductCode')!.slice(1, 9).toLowerCase(),
      )
      const installedAs = [
        [EXECUTABLES['win-x64'], INSTALLED_NAMES.console],
        [WINDOWLESS_EXECUTABLE, INSTALLED_NAMES.windowless],
      ]
      const sums = readFileSync(join(out, 'AePS bridge', 'versions', build, 'SHA256SUMS'), 'utf8')
      for (const [name, installed] of installedAs) {
        const inside = readFileSync(join(out, 'AePS bridge', 'versions', build, installed!))
        expect(inside.equals(readFileSync(join(ROOT, 'release', name!)))).toBe(true)
        // The build's own SHA256SUMS lists it by its installed name (bridge/cli/build-trust.ts).
        const sha = createHash('sha256').update(inside).digest('hex')
        expect(sums).toContain(`${sha}  ${installed}\n`)
      }
      // Signed by the release's key (the suite's throwaway certificate), which the executable
      // carries (bridge/cli/release-signer.ts): what a signed supervisor checks before a hand-over.
      const signature = readFileSync(join(out, 'AePS bridge', 'versions', build, 'SHA256SUMS.sig'))
      const signer = createPublicKey(readFileSync(join(THROWAWAY_DIR, 'cert.pem')))
      expect(verify('sha256', Buffer.from(sums), signer, signature)).toBe(true)
      const certificate = execFileSync(
        'openssl',
        ['x509', '-in', join(THROWAWAY_DIR, 'cert.pem')],
        { encoding: 'utf8' },
      )
      const console = readFileSync(
        join(out, 'AePS bridge', 'versions', build, INSTALLED_NAMES.console),
      )
      expect(console.includes(certificate)).toBe(true)
      expect(readFileSync(join(out, 'AePS bridge', 'current'), 'latin1')).toBe(
        pointerText(build, INSTALLED_NAMES.windowless),
      )
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })

  it("starts the windowless supervise at every user's log-on, from HKLM Run, in the user's account", () => {
    const run = table('Registry').filter(
      (r) => r.Key === 'Software\\Microsoft\\Windows\\CurrentVersion\\Run',
    )
    expect(run).toEqual([
      expect.objectContaining({
        Root: HKLM,
        Name: 'AePS bridge',
        Value: `"[BUILDFOLDER]${INSTALLED_NAMES.windowless}" supervise`,
      }),
    ])
    // No scheduled task, no service, no custom action that runs code: nothing runs as SYSTEM or
    // the installer. The only actions set a public property from its stored value (type 51).
    expect(table('ServiceInstall')).toEqual([])
    const actions = table('CustomAction')
    expect(actions.map((a) => [Number(a.Type) & 0x3f, a.Source, a.Target]).sort()).toEqual(
      MSI_PROPERTY_SETTINGS.map((name) => [51, name, `[REMEMBERED_${name}]`]).sort(),
    )
    // Each runs after AppSearch has read the stored value, only when the command line gave none.
    for (const sequence of ['InstallUISequence', 'InstallExecuteSequence']) {
      const rows = table(sequence)
      const at = (action: string) => Number(rows.find((r) => r.Action === action)?.Sequence)
      for (const name of MSI_PROPERTY_SETTINGS) {
        const row = rows.find((r) => r.Action === `Remember_${name}`)
        expect(row?.Condition, `${sequence} ${name}`).toBe(`NOT ${name} AND REMEMBERED_${name}`)
        expect(at(`Remember_${name}`)).toBeGreaterThan(at('AppSearch'))
        expect(at(`Remember_${name}`)).toBeLessThan(at('LaunchConditions'))
      }
    }
  })

  it('writes the version where an Intune or SCCM detection rule reads it', () => {
    const detection = table('Registry').filter(
      (r) => r.Key === 'Software\\AePS enquiry desk\\AePS bridge',
    )
    expect(detection.map((r) => [r.Root, r.Name, r.Value])).toEqual(
      expect.arrayContaining([
        [HKLM, 'Version', VERSION],
        [HKLM, 'InstallFolder', '[INSTALLFOLDER]'],
      ]),
    )
  })

  /** The registry value the installer reads into a property (AppSearch and RegLocator). */
  const registrySearchOf = (property: string) => {
    const search = table('AppSearch').find((a) => a.Property === property)!
    return table('RegLocator').find((r) => r.Signature_ === search.Signature_)
  }

  it('refuses Windows older than 10 / Server 2016 by its build number, with a message, and never a repair or removal', () => {
    expect(registrySearchOf('WINDOWSBUILDNUMBER')).toMatchObject({
      Root: '2',
      Key: 'SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion',
      Name: 'CurrentBuildNumber',
    })
    const floor = table('LaunchCondition').find((c) => c.Condition?.includes('WINDOWSBUILDNUMBER'))!
    expect(floor.Condition).toBe('Installed OR (WINDOWSBUILDNUMBER >= 10240)')
    expect(floor.Description).toContain('needs Windows 10, Windows Server 2016 or later')
  })

  it('reads a custom INSTALLFOLDER back from the detection key, so removal finds it', () => {
    expect(registrySearchOf('INSTALLFOLDER')).toMatchObject({
      Key: 'Software\\AePS enquiry desk\\AePS bridge',
      Name: 'InstallFolder',
    })
  })

  it('replaces any older version in place, and refuses a downgrade', () => {
    const upgrade = table('Upgrade')
    const older = upgrade.find((u) => u.ActionProperty === 'WIX_UPGRADE_DETECTED')!
    expect(older).toMatchObject({ UpgradeCode: UPGRADE_CODE, VersionMin: '', VersionMax: VERSION })
    expect(Number(older.Attributes) & 2).toBe(0) // not detect-only: it is removed
    // The same MSI version too (VersionMaxInclusive): a rebuild replaces, never installs beside.
    expect(Number(older.Attributes) & 512).toBe(512)
    const newer = upgrade.find((u) => u.ActionProperty === 'WIX_DOWNGRADE_DETECTED')!
    expect(newer).toMatchObject({ UpgradeCode: UPGRADE_CODE, VersionMin: VERSION })
    expect(table('LaunchCondition').map((c) => c.Condition)).toContain('NOT WIX_DOWNGRADE_DETECTED')
    const sequence = Object.fromEntries(
      table('InstallExecuteSequence').map((s) => [s.Action, Number(s.Sequence)]),
    )
    // The old product goes before the new one is installed, so no file or value of it lingers.
    expect(sequence.RemoveExistingProducts).toBeGreaterThan(sequence.InstallValidate!)
    expect(sequence.RemoveExistingProducts).toBeLessThan(sequence.InstallInitialize!)
  })

  it("touches nothing in a user's profile: configuration and journal survive upgrade and uninstall", () => {
    const folders = table('Directory').map((d) => d.Directory)
    expect(folders).not.toContain('LocalAppDataFolder')
    expect(folders).not.toContain('AppDataFolder')
    expect(table('RemoveFile')).toEqual([])
    for (const r of table('Registry')) expect(r.Root).toBe(HKLM)
  })
})
