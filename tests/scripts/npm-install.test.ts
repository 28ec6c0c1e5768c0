// Installing is quick and dependable: `npm ci` runs no package's install script (.npmrc), so it
// compiles nothing, and each package that has one is known to work without it. Every runtime
// dependency is one the app or the bridge imports; the tools (tsx among them) are dev ones.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const json = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'))

/** The packages with an install script, and why each works when npm ci does not run it. */
const WITHOUT_THEIR_SCRIPT: Readonly<Record<string, string>> = {
  esbuild: 'its binary comes in the optional @esbuild/<platform> package; the script only links it',
  protobufjs: 'the script only prints a version warning',
  libxmljs2: 'the SBOM tool’s optional XML validator, never loaded: the SBOM is JSON',
}

type Lock = { packages: Record<string, { hasInstallScript?: boolean }> }

/** Lock entries with an install script whose package is not known to work without it. */
function unknownScripts(lock: Lock): string[] {
  return Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
    .filter((name) => !(name in WITHOUT_THEIR_SCRIPT))
}

/** Runtime dependencies that no file of the app or the bridge imports. */
function unusedAtRunTime(dependencies: readonly string[], sources: readonly string[]): string[] {
  return dependencies.filter(
    (name) => !sources.some((text) => new RegExp(`(from |import\\()'${name}(/[^']*)?'`).test(text)),
  )
}

const sourcesUnder = (dir: string) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(ts|vue)$/.test(path))
    .map((path) => readFileSync(join(root, dir, path), 'utf8'))

describe('npm ci', () => {
  it('runs no install script, so it compiles nothing', () => {
    const npmrc = readFileSync(join(root, '.npmrc'), 'utf8')
    expect(npmrc).toMatch(/^ignore-scripts=true$/m)
  })

  it('installs no package with an install script that it needs', () => {
    expect(unknownScripts(json('package-lock.json'))).toEqual([])
  })

  it('finds a new package planted with an install script', () => {
    const lock: Lock = {
      packages: {
        'node_modules/esbuild': { hasInstallScript: true },
        'node_modules/a/node_modules/sharp': { hasInstallScript: true },
        'node_modules/vue': {},
      },
    }
    expect(unknownScripts(lock)).toEqual(['sharp'])
  })
})

describe('runtime dependencies', () => {
  it('are each imported by the app or the bridge', () => {
    const dependencies = Object.keys(json('package.json').dependencies)
    const sources = [...sourcesUnder('src'), ...sourcesUnder('bridge')]
    expect(unusedAtRunTime(dependencies, sources)).toEqual([])
  })

  it('a dependency nothing imports is found', () => {
    const sources = [
      "import { ref } from 'vue'\nimport x from 'prom-client/lib/x'\nawait import('selfsigned')\n",
    ]
    expect(unusedAtRunTime(['vue', 'prom-client', 'selfsigned', 'ofetch'], sources)).toEqual([
      'ofetch',
    ])
  })
})
