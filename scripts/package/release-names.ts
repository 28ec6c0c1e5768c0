// The names of the files in release/, in one place: each carries the version, so that two releases
// downloaded into one folder, or kept side by side on a share for a rollback, cannot be mistaken
// for each other. The names the files have once installed (inside the MSI, under Program Files)
// carry none: the Run value, the Start-menu entry and a technician's scripts point at a path that
// stays the same across upgrades. docs/install.md, "The release files and what they are".

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './runtimes.ts'

/** package.json's version: the release's. */
export function releaseVersion(): string {
  return (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string })
    .version
}

/** The installed name of the console executable on Windows (the MSI's File, its version resource). */
export const INSTALLED_CONSOLE_EXE = 'aeps-bridge-win-x64.exe'
/** The Linux executable installed by hand (docs/install.md: /opt/aeps-bridge/; the .deb's is /usr/bin/aeps-bridge). */
export const INSTALLED_LINUX_EXE = 'aeps-bridge-linux-x64'
/** The installed windowless copy, which the MSI's Run value starts; bridge/cli/service.ts finds it beside the console one. */
export const INSTALLED_WINDOWLESS_EXE = 'aeps-bridge-win-x64-background.exe'

export interface ReleaseNames {
  linux: string
  windows: string
  /** The console name with `-background` before `.exe`, as bridge/cli/service.ts looks for it. */
  windowless: string
  msi: string
  /** The CycloneDX software bill of materials, and the detached signatures (sbom.ts). */
  sbom: string
  sbomSignature: string
  sums: string
  sumsSignature: string
  /** The certificate whose key made the two signatures (the code-signing one). */
  signer: string
}

export function releaseNames(version: string = releaseVersion()): ReleaseNames {
  const stem = `aeps-bridge-${version}`
  const sbom = `${stem}-sbom.cdx.json`
  return {
    linux: `${stem}-linux-x64`,
    windows: `${stem}-win-x64.exe`,
    windowless: `${stem}-win-x64-background.exe`,
    msi: `${stem}-win-x64.msi`,
    sbom,
    sbomSignature: `${sbom}.sig`,
    sums: 'SHA256SUMS',
    sumsSignature: 'SHA256SUMS.sig',
    signer: `${stem}-signer.pem`,
  }
}

// `node --import tsx scripts/package/release-names.ts linux`: one name, for the shell scripts.
if (import.meta.url === `file://${process.argv[1]}`) {
  const key = process.argv[2] as keyof ReleaseNames
  const names = releaseNames()
  if (!(key in names)) throw new Error(`no release file ${key}: ${Object.keys(names).join(', ')}`)
  console.log(names[key])
}
