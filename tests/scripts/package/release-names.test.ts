// The release's file names (scripts/package/release-names.ts): each carries the version, the
// installed names carry none and are the MSI's own, and the documents a reader follows name the
// files as a build makes them.

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  INSTALLED_CONSOLE_EXE,
  INSTALLED_LINUX_EXE,
  INSTALLED_WINDOWLESS_EXE,
  releaseNames,
} from '../../../scripts/package/release-names.ts'
import { readDocument } from '../../docs/markdown.ts'
import { INSTALLED_NAMES } from '../../../scripts/package/msi.ts'

const ROOT = join(import.meta.dirname, '..', '..', '..')
const INSTALLED = new Set([INSTALLED_CONSOLE_EXE, INSTALLED_WINDOWLESS_EXE, INSTALLED_LINUX_EXE])
const EXECUTABLE_OR_MSI =
  /(release\/)?\baeps-bridge-[A-Za-z0-9.$-]*?(?:linux-x64|win-x64-background\.exe|win-x64\.exe|\.msi)\b/g

/** True when `name` is a release file name for some version: VERSION, or a semver. */
function isReleaseName(name: string): boolean {
  const version = /^aeps-bridge-(VERSION|\d+\.\d+\.\d+(?:-[a-z]+\.\d+)?)-/.exec(name)?.[1]
  return version !== undefined && Object.values(releaseNames(version)).includes(name)
}

describe('the names of the release files', () => {
  it('carry the version, each its own, the windowless one named as `service install` looks for it', () => {
    const names = releaseNames('1.2.3-rc.4')
    const files = [
      names.linux,
      names.windows,
      names.windowless,
      names.msi,
      names.sbom,
      names.signer,
    ]
    for (const name of files) expect(name).toContain('-1.2.3-rc.4-')
    expect(new Set(Object.values(names)).size).toBe(Object.values(names).length)
    expect(names.windowless).toBe(names.windows.replace(/\.exe$/, '-background.exe'))
    expect(INSTALLED_WINDOWLESS_EXE).toBe(
      INSTALLED_CONSOLE_EXE.replace(/\.exe$/, '-background.exe'),
    )
  })

  it('installed, are the names the MSI gives the two executables', () => {
    expect(INSTALLED_NAMES).toEqual({
      console: INSTALLED_CONSOLE_EXE,
      windowless: INSTALLED_WINDOWLESS_EXE,
    })
    const wxs = readFileSync(join(ROOT, 'packaging', 'windows', 'aeps-bridge.wxs'), 'utf8')
    expect(wxs).toMatch(/<File Id="ConsoleExe" Name="\$\(var\.ConsoleName\)"/)
    expect(wxs).toMatch(/<File Id="WindowlessExe" Name="\$\(var\.WindowlessName\)"/)
  })

  it.each(['README.md', 'docs/install.md', 'docs/operations.md', 'docs/developer-guide.md'])(
    'in %s, are release names (with VERSION or a version) or installed ones, and release/ holds release names',
    (document) => {
      const wrong: string[] = []
      readDocument(document)
        .split('\n')
        .forEach((line, index) => {
          for (const [whole, inRelease] of line.matchAll(EXECUTABLE_OR_MSI)) {
            const name = whole.replace(/^release\//, '')
            // A file in release/, and any MSI, is a downloaded file: it has the version.
            const downloaded = inRelease !== undefined || name.endsWith('.msi')
            const ok = isReleaseName(name) || (!downloaded && INSTALLED.has(name))
            if (!ok) wrong.push(`${document}:${index + 1}: ${whole}`)
          }
        })
      expect(wrong).toEqual([])
    },
  )
})
