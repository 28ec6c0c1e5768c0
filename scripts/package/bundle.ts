// The bridge compiled once with esbuild into one CommonJS file, run by plain `node` (npm start) and
// injected into the executable (npm run package): the same file both ways (docs/developer-guide.md,
// "House rules", "one code path runs from sources and from the executable"). CommonJS because a
// single executable's main script must be.

import { build, type BuildOptions } from 'esbuild'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { filesUnder } from './app-build.ts'
import { eagerInitialisers } from './eager-initialisers.ts'
import { ROOT } from './runtimes.ts'

export const BRIDGE_BUNDLE = join(ROOT, 'build', 'aeps-bridge.cjs')

/**
 * The sources find the project root from import.meta.url (bridge/config/index.ts: '../..' of
 * bridge/config/). In the bundle that URL is made two folders deep under the root: build/bundle/
 * for npm start, and, in the executable, bundle/config/ beside the executable, whose own folder
 * then plays the project root (a .env there is read, as one beside package.json is).
 */
const BANNER = `var __bundle_url = (() => {
  const { pathToFileURL } = require('node:url')
  const { dirname, join } = require('node:path')
  const sea = process.getBuiltinModule && process.getBuiltinModule('node:sea')
  const inExecutable = !!(sea && sea.isSea())
  const root = inExecutable ? dirname(process.execPath) : dirname(dirname(__filename))
  return pathToFileURL(join(root, 'bundle', 'config', 'x.cjs')).href
})();`

/** esbuild's settings for the bundle (also what the release suite asks esbuild which packages it carries). */
export function bundleOptions(outfile: string): BuildOptions {
  return {
    entryPoints: [join(ROOT, 'bridge', 'cli', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    // The floor of node:sqlite (package.json engines; Windows tests run Node 22); the executable
    // and npm start run on Node 24.
    target: 'node22.13',
    define: { 'import.meta.url': '__bundle_url', 'import.meta.dirname': 'undefined' },
    banner: { js: BANNER },
    // Only the simulated https reader of the tests and the rd-simulator command needs it (~600 KB
    // of certificate code V8 would parse at every start); the sandbox's own reader is http. From
    // a checkout it resolves in node_modules; the executable says it is not there.
    external: ['selfsigned'],
    minifySyntax: true,
    minifyWhitespace: true,
    keepNames: true,
    legalComments: 'none',
    logLevel: 'warning',
  }
}

export async function bundleBridge(outfile = BRIDGE_BUNDLE): Promise<string> {
  await build(bundleOptions(outfile))
  // Its module initialisers compiled with the script, and so kept in the executable's code cache.
  writeFileSync(outfile, eagerInitialisers(readFileSync(outfile, 'utf8')).text)
  return outfile
}

const BUNDLE_INPUTS = [
  'bridge',
  join('src', 'shared'),
  'package.json',
  'package-lock.json',
  join('scripts', 'package', 'bundle.ts'),
  join('scripts', 'package', 'eager-initialisers.ts'),
]

/** Rebuilds build/aeps-bridge.cjs when the bridge's sources changed; true when it built. */
export async function bundleBridgeIfChanged(): Promise<boolean> {
  const stamp = BRIDGE_BUNDLE + '.inputs-hash'
  const hash = createHash('sha256')
  for (const input of BUNDLE_INPUTS) {
    for (const file of filesUnder(join(ROOT, input))) {
      hash.update(relative(ROOT, file).split('\\').join('/') + '\0')
      hash.update(readFileSync(file))
    }
  }
  const wanted = hash.digest('hex')
  if (
    existsSync(BRIDGE_BUNDLE) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === wanted
  )
    return false
  await bundleBridge()
  writeFileSync(stamp, wanted + '\n')
  return true
}
