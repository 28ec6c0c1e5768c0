// Which build a supervisor may hand over to (security review 2026-11-29, P1): only one that the
// installer put there. The `current` pointer is read from the install folder, and whoever could
// write that folder could otherwise have every logged-on merchant's supervisor run their program
// within 15 s. So before the new executable is run at all (even for `--version`):
// - its real path (links resolved) is a file under INSTALLFOLDER\versions\<build>\;
// - on POSIX, it, its build folder, versions\ and INSTALLFOLDER are owned by root and writable by
//   no group or other account; on Windows, by their DACLs, changeable by no one but SYSTEM,
//   Administrators and TrustedInstaller (build-acl-trust.ts);
// - its build folder's version is higher than the running one's (no downgrade by pointer);
// - its SHA-256 is listed, under its own name, in the build folder's SHA256SUMS, which the
//   installer writes with the build (scripts/package/msi.ts);
// - when this build is signed, that SHA256SUMS carries a signature by the same key in
//   SHA256SUMS.sig (release-signer.ts): a build re-signed by anyone else, or unsigned, is refused.
// Each refusal says which fact failed, for the log. On Windows the four DACLs are read side by
// side first (readBuildTrust): each is an icacls process, seconds under Wine at a high load.

import { createHash, verify, type KeyObject } from 'node:crypto'
import { readFileSync, realpathSync, statSync } from 'node:fs'
import path from 'node:path'
import { realTrustHost, type TrustHost } from '../host/file-trust.ts'
import { windowsBuildAclProblem } from './build-acl-trust.ts'
import { releaseSigner } from './release-signer.ts'
import { VERSIONS_FOLDER, type VersionedLayout } from './version-pointer.ts'

export const BUILD_SUMS = 'SHA256SUMS'
export const BUILD_SUMS_SIGNATURE = 'SHA256SUMS.sig'

/** x.y.z of a version or build folder name (`1.0.1+abcd1234`), or null. */
function numbers(version: string): [number, number, number] | null {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(version)
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null
}

/** Whether `a` is a higher x.y.z than `b`. */
export function isHigherVersion(a: string, b: string): boolean {
  const [x, y] = [numbers(a), numbers(b)]
  if (!x || !y) return false
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! > y[i]!
  return false
}

/** Why a POSIX file or folder could be changed by someone other than the system, or null. */
function ownershipProblem(file: string): string | null {
  const stat = statSync(file)
  if (stat.uid !== 0) return `${file} is owned by uid ${stat.uid}, not root`
  if ((stat.mode & 0o022) !== 0)
    return `${file} is writable by its group or other accounts (mode ${(stat.mode & 0o777).toString(8)})`
  return null
}

/** The SHA-256 listed for `name` in a SHA256SUMS text, or null. */
function listedSum(sums: string, name: string): string | null {
  for (const line of sums.split(/\r?\n/)) {
    const m = /^([0-9a-f]{64}) [ *](.+)$/i.exec(line.trim())
    if (m && m[2] === name) return m[1]!.toLowerCase()
  }
  return null
}

/** Why the build's SHA256SUMS is not signed by this build's signer, or null when it is. */
function signatureProblem(buildFolder: string, sums: Buffer, signer: KeyObject): string | null {
  let signature: Buffer
  try {
    signature = readFileSync(path.join(buildFolder, BUILD_SUMS_SIGNATURE))
  } catch {
    return `${path.join(buildFolder, BUILD_SUMS_SIGNATURE)} cannot be read, and this build is signed`
  }
  let valid = false
  try {
    valid = signature.length > 0 && verify('sha256', sums, signer, signature)
  } catch {
    valid = false
  }
  return valid ? null : `its ${BUILD_SUMS} is not signed by the key that signed this build`
}

/**
 * Why the executable the pointer names must not be run, or null when it may: the facts of the
 * header, each read here. `runningVersion` is this build's.
 */
export function buildTrustProblem(
  executable: string,
  layout: VersionedLayout,
  runningVersion: string,
  platform: NodeJS.Platform = process.platform,
  signer: KeyObject | null = releaseSigner(),
  host: () => TrustHost = realTrustHost,
): string | null {
  let real: string
  let root: string
  try {
    real = realpathSync.native(executable)
    root = realpathSync.native(layout.root)
  } catch (error) {
    return `${executable} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`
  }
  const buildFolder = path.dirname(real)
  const versions = path.dirname(buildFolder)
  if (path.dirname(versions) !== root || path.basename(versions).toLowerCase() !== VERSIONS_FOLDER)
    return `${real} is not in a build folder under ${path.join(root, VERSIONS_FOLDER)}`
  if (!statSync(real).isFile()) return `${real} is not a file`
  if (platform === 'win32') {
    const problem = windowsBuildAclProblem([real, buildFolder, versions, root], host())
    if (problem) return problem
  } else
    for (const file of [real, buildFolder, versions, root]) {
      const problem = ownershipProblem(file)
      if (problem) return problem
    }
  const build = path.basename(buildFolder)
  if (!isHigherVersion(build, runningVersion))
    return `its version (${build}) is not higher than the running ${runningVersion}`
  let sums: Buffer
  try {
    sums = readFileSync(path.join(buildFolder, BUILD_SUMS))
  } catch {
    return `${path.join(buildFolder, BUILD_SUMS)} cannot be read`
  }
  const unsigned = signer === null ? null : signatureProblem(buildFolder, sums, signer)
  if (unsigned !== null) return unsigned
  const listed = listedSum(sums.toString('utf8'), path.basename(real))
  if (listed === null) return `${path.basename(real)} is not listed in ${BUILD_SUMS}`
  const actual = createHash('sha256').update(readFileSync(real)).digest('hex')
  if (actual !== listed) return `its SHA-256 is not the one listed in ${BUILD_SUMS}`
  return null
}

/** Why the executable the pointer names must not be run, or null: readBuildTrust, or a test's. */
export type BuildTrustCheck = (
  executable: string,
  layout: VersionedLayout,
  runningVersion: string,
) => Promise<string | null>

/** buildTrustProblem, with the DACLs it judges on Windows read side by side first, each once. */
export const readBuildTrust: BuildTrustCheck = async (executable, layout, runningVersion) => {
  const host = realTrustHost()
  try {
    const real = realpathSync.native(executable)
    const folder = path.dirname(real)
    const versions = path.dirname(folder)
    await host.readAhead?.([real, folder, versions, path.dirname(versions)])
  } catch {
    // buildTrustProblem names what cannot be read.
  }
  return buildTrustProblem(
    executable,
    layout,
    runningVersion,
    process.platform,
    releaseSigner(),
    () => host,
  )
}
