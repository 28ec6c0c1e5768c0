// The MSI: packaging/windows/aeps-bridge.wxs built by Debian's wixl (msitools), which runs here and
// in CI with no Windows, no .NET and no Wine (docs/install.md, "Why these choices"). wixl reads a
// File's Source relative to its working folder, not as an absolute path, so it runs in the folder
// that holds the two executables.

import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { buildFolderName, POINTER_FILE, pointerText } from '../../bridge/cli/version-pointer.ts'
import { signDetached } from './detached-signature.ts'
import type { Signing } from './sign.ts'
import { msibuild, setRulesWixlCannotWrite, UPGRADE_CODE } from './msi-tables.ts'
import { msiVersion } from './msi-version.ts'
import { INSTALLED_CONSOLE_EXE, INSTALLED_WINDOWLESS_EXE } from './release-names.ts'
import { ROOT } from './runtimes.ts'
import { frozenClock, sourceDateEpoch } from './source-date.ts'

export { msiVersion }
export const WXS = join(ROOT, 'packaging', 'windows', 'aeps-bridge.wxs')
/**
 * The names the executables are installed under, whatever the release files are called: the Run
 * value, the `current` pointer and IT's scripts name these.
 */
export const INSTALLED_NAMES = {
  console: INSTALLED_CONSOLE_EXE,
  windowless: INSTALLED_WINDOWLESS_EXE,
} as const
/** The Internet shortcut to the desk's page, put in the Start menu and on the desktop. */
export const DESK_URL = join(ROOT, 'packaging', 'windows', 'aeps-desk.url')

/** A GUID named by these inputs (RFC 9562's version 5 layout, over SHA-256). */
function derivedGuid(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  const bytes = hash.digest().subarray(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x50
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = bytes.toString('hex').toUpperCase()
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * The ProductCode, derived from the MSI version and the bytes of the files it installs: the same
 * build gives the same code (a reproducible MSI; installing it again is a repair), another build
 * of the same version another code, and that one replaces the installed product in place
 * (msi-tables.ts). The PackageCode, derived from the ProductCode, is as stable.
 */
export function productCode(version: string, files: string[]): string {
  return derivedGuid(UPGRADE_CODE, msiVersion(version), ...files.map((f) => readFileSync(f)))
}

export function buildMsi(options: {
  consoleExe: string
  windowlessExe: string
  version: string
  output: string
  /** Signs the build's SHA256SUMS (its SHA256SUMS.sig, bridge/cli/build-trust.ts); none: empty. */
  signing?: Signing | null
}) {
  const folder = dirname(options.consoleExe)
  if (dirname(options.windowlessExe) !== folder)
    throw new Error('the two executables must be in one folder for wixl')
  // wixl reads sources from its working folder only: the shortcut is copied beside the executables.
  copyFileSync(DESK_URL, join(folder, basename(DESK_URL)))
  const files = [options.consoleExe, options.windowlessExe, join(folder, basename(DESK_URL))]
  const product = productCode(options.version, files)
  // Each build in a folder of its own, named by its version and its ProductCode, and the pointer
  // to it (bridge/cli/version-pointer.ts): a running supervisor hands over to it. The executables'
  // components are this build's own (their GUIDs derived from the ProductCode), since a
  // component's key file in another folder is another component.
  const buildFolder = buildFolderName(options.version, product.slice(0, 8).toLowerCase())
  const pointer = join(folder, POINTER_FILE)
  writeFileSync(pointer, pointerText(buildFolder, INSTALLED_NAMES.windowless))
  // The build's own SHA256SUMS, by installed name (bridge/cli/build-trust.ts); beside release/'s
  // SHA256SUMS under another name while wixl reads it.
  const sums = join(folder, 'build-SHA256SUMS')
  const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')
  writeFileSync(
    sums,
    `${sha(options.consoleExe)}  ${INSTALLED_NAMES.console}\n` +
      `${sha(options.windowlessExe)}  ${INSTALLED_NAMES.windowless}\n`,
  )
  // Its signature by the release's key: a signed running build hands over only to a build whose
  // SHA256SUMS that key signed (bridge/cli/release-signer.ts). An unsigned build installs an empty
  // one, which a signed build refuses and an unsigned one does not read.
  const sumsSignature = join(folder, 'build-SHA256SUMS.sig')
  if (options.signing) signDetached(sums, sumsSignature, options.signing)
  else writeFileSync(sumsSignature, '')
  // wixl and msibuild write the clock's time into the summary and the cabinet the files' times:
  // both are the commit's (source-date.ts), under a frozen clock.
  const epoch = sourceDateEpoch()
  for (const file of [...files, pointer, sums, sumsSignature]) utimesSync(file, epoch, epoch)
  const frozen = ['-f', frozenClock(epoch)]
  try {
    execFileSync(
      'faketime',
      [...frozen, 'wixl', '-a', 'x64', '-D', `Version=${msiVersion(options.version)}`]
        .concat(['-D', `ProductVersion=${options.version}`, '-D', `ProductCode=${product}`])
        .concat(['-D', `ConsoleExe=${basename(options.consoleExe)}`])
        .concat(['-D', `WindowlessExe=${basename(options.windowlessExe)}`])
        .concat(['-D', `DeskUrl=${basename(DESK_URL)}`])
        .concat(['-D', `BuildFolder=${buildFolder}`, '-D', `Pointer=${POINTER_FILE}`])
        .concat(['-D', `Sums=${basename(sums)}`])
        .concat(['-D', `SumsComponent=${derivedGuid(product, 'BuildSums')}`])
        .concat(['-D', `SumsSignature=${basename(sumsSignature)}`])
        .concat(['-D', `SumsSignatureComponent=${derivedGuid(product, 'BuildSumsSignature')}`])
        .concat(['-D', `ConsoleName=${INSTALLED_NAMES.console}`])
        .concat(['-D', `WindowlessName=${INSTALLED_NAMES.windowless}`])
        .concat(['-D', `ConsoleComponent=${derivedGuid(product, 'ConsoleExecutable')}`])
        .concat(['-D', `WindowlessComponent=${derivedGuid(product, 'WindowlessExecutable')}`])
        .concat(['-o', options.output, WXS]),
      { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, TZ: 'UTC' } },
    )
  } finally {
    // The shortcut and the pointer are inside the MSI; release/ holds only what IT distributes.
    rmSync(join(folder, basename(DESK_URL)), { force: true })
    rmSync(pointer)
    rmSync(sums)
    rmSync(sumsSignature)
  }
  setRulesWixlCannotWrite(options.output, msiVersion(options.version), frozen)
  // wixl draws the PackageCode (the summary's revision number) at random: set a derived one,
  // keeping the summary's other fields.
  const summary = execFileSync('msiinfo', ['suminfo', options.output], { encoding: 'utf8' })
  const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(summary)![1]!
  msibuild(options.output, frozen, [
    '-s',
    field('Subject'),
    field('Author'),
    field('Template'),
    `{${derivedGuid(product, 'package')}}`,
  ])
}
