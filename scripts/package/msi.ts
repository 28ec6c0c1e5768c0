// The MSI (issue 20, item 1): packaging/windows/aeps-bridge.wxs built by Debian's wixl (msitools),
// which runs here and in CI with no Windows, no .NET and no Wine (README, "Why wixl").
// wixl reads a File's Source relative to its working folder, not as an absolute path, so it runs
// in the folder that holds the two executables.

import { execFileSync } from 'node:child_process'
import { basename, dirname, join } from 'node:path'
import { ROOT } from './runtimes.ts'
import { numericVersion } from './windows-pe.ts'

export const WXS = join(ROOT, 'packaging', 'windows', 'aeps-bridge.wxs')

/** An MSI's ProductVersion: major.minor.build, each at most 255.255.65535 (Windows Installer). */
export function msiVersion(version: string): string {
  const [major, minor, patch] = numericVersion(version)
  if (major > 255 || minor > 255)
    throw new Error(`version ${version}: an MSI's major and minor versions go up to 255`)
  return `${major}.${minor}.${patch}`
}

export function buildMsi(options: {
  consoleExe: string
  windowlessExe: string
  version: string
  output: string
}) {
  const folder = dirname(options.consoleExe)
  if (dirname(options.windowlessExe) !== folder)
    throw new Error('the two executables must be in one folder for wixl')
  execFileSync(
    'wixl',
    ['-a', 'x64', '-D', `Version=${msiVersion(options.version)}`]
      .concat(['-D', `ConsoleExe=${basename(options.consoleExe)}`])
      .concat(['-D', `WindowlessExe=${basename(options.windowlessExe)}`])
      .concat(['-o', options.output, WXS]),
    { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'] },
  )
}
