// npm run package: release/ with the bridge as one executable per platform,
// each a Node 24 LTS binary (runtimes.ts) with the bundled bridge and the built app injected as a
// single executable application (Node's SEA: a blob made by `node --experimental-sea-config`,
// injected with postject), and SHA256SUMS for IT to verify what they copy.
// For Windows, Node's signature is removed and the product's version resource set before
// the injection (windows-pe.ts), a windowless copy is made for the log-on start, both are signed
// when a certificate is given (sign.ts), the MSI is built from them (msi.ts) and signed, and only
// then are the checksums written, so they are the checksums of what IT distributes. The Linux
// executable also goes into a .deb (deb.ts) where Debian's dpkg-deb is. The bill of materials
// (sbom.ts) goes beside them, and a signed build signs it and the checksums too
// (detached-signature.ts). Every file name carries the version (release-names.ts).

import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { inject } from 'postject'
import { buildAppIfChanged, DIST, filesUnder } from './app-build.ts'
import { bundleBridgeIfChanged, BRIDGE_BUNDLE } from './bundle.ts'
import { signDetached, writeSignerCertificate } from './detached-signature.ts'
import { buildMsi } from './msi.ts'
import { SIGNER_ASSET } from '../../bridge/cli/release-signer.ts'
import { buildDeb, canBuildDeb } from './deb.ts'
import { EXEC_ARGV } from './pinned-runtimes.mjs'
import { INSTALLED_CONSOLE_EXE, releaseNames } from './release-names.ts'
import { ensureRuntime, ROOT, type Target } from './runtimes.ts'
import { writeBillOfMaterials } from './sbom.ts'
import { signFile, signingFromEnvironment, throwawaySigning, type Signing } from './sign.ts'
import { brandedUnsignedRuntime, windowlessCopy, type ProductIdentity } from './windows-pe.ts'

export const RELEASE = join(ROOT, 'release')
const STAGING = join(ROOT, 'build', 'sea')

/** The fuse Node looks for to know a blob was injected (Node's SEA documentation). */
export const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2'
export const SEA_RESOURCE = 'NODE_SEA_BLOB'

// The file names in release/, each with the version (release-names.ts).
const NAMES = releaseNames()
export const EXECUTABLES: Record<Target, string> = {
  'linux-x64': NAMES.linux,
  'win-x64': NAMES.windows,
}
/** The Windows executable with no console, for `supervise` at log-on (windows-pe.ts). */
export const WINDOWLESS_EXECUTABLE = NAMES.windowless
export const MSI = NAMES.msi

/** A target's executable as a build of `version` names it. */
function executableName(target: Target, version: string): string {
  const names = releaseNames(version)
  return target === 'win-x64' ? names.windows : names.linux
}

// The executable's V8 settings: one list with npm start's (pinned-runtimes.mjs says why each).
export { EXEC_ARGV }

/** The build's own V8 seed, for a code cache of the same bytes at every build (buildExecutable). */
export const CODE_CACHE_SEED = '--random-seed=1'

function packageJson(): { name: string; version: string } {
  return JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    name: string
    version: string
  }
}

/** What the Windows file says it is, in its version resource. */
export function productIdentity(version = packageJson().version): ProductIdentity {
  return {
    productName: 'AePS bridge',
    companyName: 'AePS enquiry desk',
    description: 'AePS bridge: the enquiry desk link to the fingerprint reader and the bank',
    version,
    originalFilename: INSTALLED_CONSOLE_EXE,
    copyright: 'AePS enquiry desk. Includes Node.js (MIT licence).',
  }
}

/** Where one build's files go: the version it carries, its output and its scratch folder. */
interface Build {
  version: string
  folder: string
  staging: string
  /** The signer's certificate (PEM) the executable carries, in a signed build (release-signer.ts). */
  signerCertificate?: string
}

/** The files the executable carries beside its code (bridge/assets.ts reads them by these names). */
function assets(build: Build): Record<string, string> {
  // Only what the bridge reads: its version. The dependency lists have no business in it.
  const slimPackage = join(build.staging, 'package.json')
  writeFileSync(
    slimPackage,
    JSON.stringify({ name: packageJson().name, version: build.version }) + '\n',
  )
  const out: Record<string, string> = {
    'package.json': slimPackage,
    'bridge/banks/bundled.json': join(ROOT, 'bridge', 'banks', 'bundled.json'),
  }
  if (build.signerCertificate) out[SIGNER_ASSET] = build.signerCertificate
  for (const file of filesUnder(DIST)) {
    const name = relative(DIST, file).split('\\').join('/')
    // A dotfile in dist/ is nothing the app needs.
    if (!name.split('/').some((part) => part.startsWith('.'))) out[`dist/${name}`] = file
  }
  return out
}

async function buildExecutable(target: Target, node24: string, build: Build): Promise<string> {
  const blob = join(build.staging, `${target}.blob`)
  const seaConfig = join(build.staging, `${target}.sea-config.json`)
  writeFileSync(
    seaConfig,
    JSON.stringify(
      {
        main: BRIDGE_BUNDLE,
        output: blob,
        disableExperimentalSEAWarning: true,
        // V8's code cache of the bundle (its compile skipped at every start), for Linux only:
        // Node makes it with the Linux binary, and says a cache is not for another platform's.
        // Made with a fixed --random-seed (below), it is the same bytes at every build.
        useCodeCache: target === 'linux-x64',
        useSnapshot: false,
        execArgv: EXEC_ARGV,
        // NODE_OPTIONS (--require, --inspect,...) is ignored; only EXEC_ARGV applies.
        execArgvExtension: 'none',
        assets: assets(build),
      },
      null,
      2,
    ),
  )
  // The blob must come from the same Node version as the binary it goes into: the Linux binary
  // of the same release makes it for both targets.
  // ...and with the V8 flags it will run with: V8 rejects a code cache made under other flags.
  // Except --random-seed, which V8 leaves out of that check: fixed here, it fixes the hash seed
  // the cache's strings are hashed with (random, it made the cache differ at every build), while
  // the executable itself runs with a random seed as ever (a known seed would invite hash
  // flooding). A fixed --hash-seed gave the same bytes too, but the executable rejects its cache.
  execFileSync(node24, [...EXEC_ARGV, CODE_CACHE_SEED, '--experimental-sea-config', seaConfig], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const output = join(build.folder, executableName(target, build.version))
  if (target === 'win-x64') {
    // Before the injection: postject keeps the resources it finds, and leaves no stale signature.
    brandedUnsignedRuntime(ensureRuntime(target), output, productIdentity(build.version))
  } else copyFileSync(ensureRuntime(target), output)
  chmodSync(output, 0o755)
  await inject(output, SEA_RESOURCE, readFileSync(blob), { sentinelFuse: SEA_FUSE })
  return output
}

/** The Windows files beside the console executable: its windowless copy and the MSI, signed. */
function windowsFiles(consoleExe: string, signing: Signing | null, build: Build): string[] {
  const windowless = join(build.folder, releaseNames(build.version).windowless)
  windowlessCopy(consoleExe, windowless)
  const description = productIdentity().productName
  if (signing) for (const file of [consoleExe, windowless]) signFile(file, signing, description)
  const msi = join(build.folder, releaseNames(build.version).msi)
  buildMsi({ consoleExe, windowlessExe: windowless, version: build.version, output: msi, signing })
  if (signing) signFile(msi, signing, description)
  return [windowless, msi]
}

/** The build, carrying its signer's certificate when signed: it hands over only to builds that key signed. */
function carriesSigner(build: Build, signing: Signing | null): Build {
  if (!signing) return build
  const signerCertificate = join(build.staging, SIGNER_ASSET)
  writeSignerCertificate(signerCertificate, signing)
  return { ...build, signerCertificate }
}

export async function buildRelease(
  targets: readonly Target[] = ['linux-x64', 'win-x64'],
  signing: Signing | null = signingFromEnvironment(),
  out: string = RELEASE,
) {
  const t0 = performance.now()
  buildAppIfChanged()
  await bundleBridgeIfChanged()
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  mkdirSync(STAGING, { recursive: true })
  const node24 = ensureRuntime('linux-x64')
  const build = carriesSigner(
    { version: packageJson().version, folder: out, staging: STAGING },
    signing,
  )
  const built: string[] = []
  for (const target of targets) {
    const output = await buildExecutable(target, node24, build)
    built.push(output)
    if (target === 'win-x64') built.push(...windowsFiles(output, signing, build))
    if (target === 'linux-x64') {
      if (canBuildDeb()) built.push(buildDeb(output))
      else process.stderr.write('no dpkg-deb here: the .deb is not built\n')
    }
  }
  built.push(...billOfMaterials(out, signing))
  // After signing: the checksums are those of the files IT distributes (sha256sum -c format,
  // which Get-FileHash agrees with).
  const sums = built
    .map(
      (file) =>
        `${createHash('sha256').update(readFileSync(file)).digest('hex')}  ${basename(file)}`,
    )
    .join('\n')
  writeFileSync(join(out, NAMES.sums), sums + '\n')
  if (signing) signDetached(join(out, NAMES.sums), join(out, NAMES.sumsSignature), signing)
  return { built, seconds: (performance.now() - t0) / 1000 }
}

/** The bill of materials (sbom.ts) and, in a signed build, its signature and the signer's certificate. */
function billOfMaterials(out: string, signing: Signing | null): string[] {
  const sbom = join(out, NAMES.sbom)
  writeBillOfMaterials(sbom, productIdentity().version)
  if (!signing) return [sbom]
  signDetached(sbom, join(out, NAMES.sbomSignature), signing)
  writeSignerCertificate(join(out, NAMES.signer), signing)
  return [sbom, join(out, NAMES.sbomSignature), join(out, NAMES.signer)]
}

/**
 * The Windows files of this tree as another version in `folder` (release/ untouched): the other
 * side of an upgrade for the release suite, from the same sources. Signed with `signing` when
 * given (the key of the release it upgrades, releaseSigning()), as a real next release is; a signed
 * desk refuses an unsigned one.
 */
export async function buildWindowsAs(
  version: string,
  folder: string,
  signing: Signing | null = null,
): Promise<string> {
  buildAppIfChanged()
  await bundleBridgeIfChanged()
  mkdirSync(join(folder, 'staging'), { recursive: true })
  const build = carriesSigner({ version, folder, staging: join(folder, 'staging') }, signing)
  const exe = await buildExecutable('win-x64', ensureRuntime('linux-x64'), build)
  windowsFiles(exe, signing, build)
  rmSync(build.staging, { recursive: true, force: true })
  return join(folder, releaseNames(version).msi)
}

/**
 * The Linux executable of this tree as another version, in `folder` (release/ untouched): the
 * builds of the hand-over drill (tests/release/handover-take-back.test.ts), from the same sources.
 */
export async function buildLinuxAs(
  version: string,
  folder: string,
  signing: Signing | null = null,
): Promise<string> {
  buildAppIfChanged()
  await bundleBridgeIfChanged()
  mkdirSync(join(folder, 'staging'), { recursive: true })
  const build = carriesSigner({ version, folder, staging: join(folder, 'staging') }, signing)
  const exe = await buildExecutable('linux-x64', ensureRuntime('linux-x64'), build)
  rmSync(build.staging, { recursive: true, force: true })
  return exe
}

/** The flag the release suite builds with: sign with a certificate made for this one build. */
export const THROWAWAY_FLAG = '--sign-with-throwaway-certificate'
/** Where that certificate is kept for the run (sign.ts). */
export const THROWAWAY_DIR = join(ROOT, 'build', 'throwaway-signing')

if (import.meta.url === `file://${process.argv[1]}`) {
  const signing = process.argv.includes(THROWAWAY_FLAG)
    ? throwawaySigning(THROWAWAY_DIR)
    : signingFromEnvironment()
  const { built, seconds } = await buildRelease(undefined, signing)
  for (const file of built) process.stderr.write(`${relative(ROOT, file)}\n`)
  process.stderr.write(`release/ written in ${seconds.toFixed(1)} s\n`)
}
