// npm run package (issue 11, item 1): release/ with the bridge as one executable per platform,
// each a Node 24 LTS binary (runtimes.ts) with the bundled bridge and the built app injected as a
// single executable application (Node's SEA: a blob made by `node --experimental-sea-config`,
// injected with postject), and SHA256SUMS for IT to verify what they copy.

import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { inject } from 'postject'
import { buildAppIfChanged, DIST, filesUnder } from './app-build.ts'
import { bundleBridgeIfChanged, BRIDGE_BUNDLE } from './bundle.ts'
import { ensureRuntime, ROOT, type Target } from './runtimes.ts'

export const RELEASE = join(ROOT, 'release')
const STAGING = join(ROOT, 'build', 'sea')

/** The fuse Node looks for to know a blob was injected (Node's SEA documentation). */
export const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2'
export const SEA_RESOURCE = 'NODE_SEA_BLOB'

export const EXECUTABLES: Record<Target, string> = {
  'linux-x64': 'aeps-bridge-linux-x64',
  'win-x64': 'aeps-bridge-win-x64.exe',
}

/**
 * V8 settings for a small resident size (BENCHMARKS.md, "The packaged executable"): a 1 MiB young
 * generation instead of 16 (the bridge's garbage is a few kilobytes a request) and an old-space
 * ceiling far above its needs. V8's compilers stay on. Interpreter only (--no-opt --no-maglev
 * --no-sparkplug) kept the resident size after 10,000 enquiries at 74 MiB instead of 97, but
 * made the start on a busy shop's journal (100,000 records, issue 15) take 6.8 s instead of 0.5 s
 * and a day's CSV 60 ms: a bridge that looks dead for seconds at log-on is worse for a merchant
 * than 20 MiB. --no-opt alone was worse on both (BENCHMARKS.md, "Re-measured … stop 19").
 */
export const EXEC_ARGV = ['--max-semi-space-size=1', '--max-old-space-size=96']

/** The files the executable carries beside its code (bridge/assets.ts reads them by these names). */
function assets(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    name: string
    version: string
  }
  // Only what the bridge reads: its version. The dependency lists have no business in it.
  const slimPackage = join(STAGING, 'package.json')
  writeFileSync(slimPackage, JSON.stringify({ name: pkg.name, version: pkg.version }) + '\n')
  const out: Record<string, string> = {
    'package.json': slimPackage,
    'bridge/banks/bundled.json': join(ROOT, 'bridge', 'banks', 'bundled.json'),
  }
  for (const file of filesUnder(DIST)) {
    const name = relative(DIST, file).split('\\').join('/')
    // A dotfile in dist/ is nothing the app needs.
    if (!name.split('/').some((part) => part.startsWith('.'))) out[`dist/${name}`] = file
  }
  return out
}

async function buildExecutable(target: Target, node24: string): Promise<string> {
  const blob = join(STAGING, `${target}.blob`)
  const seaConfig = join(STAGING, `${target}.sea-config.json`)
  writeFileSync(
    seaConfig,
    JSON.stringify(
      {
        main: BRIDGE_BUNDLE,
        output: blob,
        disableExperimentalSEAWarning: true,
        // A code cache is V8's, for the platform that made it: only for the one built here.
        useCodeCache: target === 'linux-x64' && process.platform === 'linux',
        useSnapshot: false,
        execArgv: EXEC_ARGV,
        assets: assets(),
      },
      null,
      2,
    ),
  )
  // The blob must come from the same Node version as the binary it goes into: the Linux binary
  // of the same release makes it for both targets.
  // ...and with the V8 flags it will run with: V8 rejects a code cache made under other flags.
  execFileSync(node24, [...EXEC_ARGV, '--experimental-sea-config', seaConfig], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const output = join(RELEASE, EXECUTABLES[target])
  copyFileSync(ensureRuntime(target), output)
  chmodSync(output, 0o755)
  await inject(output, SEA_RESOURCE, readFileSync(blob), { sentinelFuse: SEA_FUSE })
  return output
}

export async function buildRelease(targets: readonly Target[] = ['linux-x64', 'win-x64']) {
  const t0 = performance.now()
  buildAppIfChanged()
  await bundleBridgeIfChanged()
  rmSync(RELEASE, { recursive: true, force: true })
  mkdirSync(RELEASE, { recursive: true })
  mkdirSync(STAGING, { recursive: true })
  const node24 = ensureRuntime('linux-x64')
  const built: string[] = []
  for (const target of targets) built.push(await buildExecutable(target, node24))
  // The format of sha256sum, so `sha256sum -c SHA256SUMS` checks them (and Get-FileHash agrees).
  const sums = built
    .map(
      (file) =>
        `${createHash('sha256').update(readFileSync(file)).digest('hex')}  ${basename(file)}`,
    )
    .join('\n')
  writeFileSync(join(RELEASE, 'SHA256SUMS'), sums + '\n')
  return { built, seconds: (performance.now() - t0) / 1000 }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { built, seconds } = await buildRelease()
  for (const file of built) process.stderr.write(`${relative(ROOT, file)}\n`)
  process.stderr.write(`release/ written in ${seconds.toFixed(1)} s\n`)
}
