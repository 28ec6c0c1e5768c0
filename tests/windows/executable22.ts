// The executable's own code path under Wine (issue 20, item 5): the shipped .exe is Node 24's,
// which aborts under Wine 8 (design/windows.md), so the same bundle is made into a single
// executable on Node 22's node.exe, the same way scripts/package/build.ts makes the release (a
// blob by `node --experimental-sea-config` of the same Node, injected with postject, the same
// fuse), plus the windowless copy the MSI starts at log-on (windows-pe.ts). Only what the bridge
// reads is carried (package.json, the bundled bank list; no app: tests run with STATIC_DIR=off),
// and none of the release's V8 flags: this proves the bridge's executable code path (standard
// locations, shipped files, `supervise` starting itself), not the release's build settings.
// Cached by its inputs in node_modules/.cache: postject takes ~25 s on node.exe.

import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { inject } from 'postject'
import { SEA_FUSE, SEA_RESOURCE, WINDOWLESS_EXECUTABLE } from '../../scripts/package/build.ts'
import { BRIDGE_BUNDLE } from '../../scripts/package/bundle.ts'
import { ROOT } from '../../scripts/package/runtimes.ts'
import { windowlessCopy } from '../../scripts/package/windows-pe.ts'
import { NODE_WIN_22 } from '../../scripts/windows/node-win.ts'
import { windowsPath, type Prefix } from './wine.ts'

const CACHE = join(ROOT, 'node_modules', '.cache', 'aeps-wine-sea')
export const CONSOLE_EXE = 'aeps-bridge-win-x64.exe'
/** The release's name for it: `service install` looks for it beside the executable. */
export const WINDOWLESS_EXE = WINDOWLESS_EXECUTABLE

/** Both executables, built under this prefix's node.exe when their inputs changed. */
export async function ensureExecutables22(prefix: Prefix, nodeExe: string): Promise<string> {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    name: string
    version: string
  }
  const banks = join(ROOT, 'bridge', 'banks', 'bundled.json')
  const key = createHash('sha256')
    .update(readFileSync(BRIDGE_BUNDLE))
    .update(readFileSync(banks))
    .update(`${pkg.name}@${pkg.version} node ${NODE_WIN_22.version}`)
    .digest('hex')
    .slice(0, 16)
  const dir = join(CACHE, key)
  if (existsSync(join(dir, WINDOWLESS_EXE))) return dir
  const building = dir + '.partial'
  rmSync(building, { recursive: true, force: true })
  mkdirSync(building, { recursive: true })
  const slim = join(building, 'package.json')
  writeFileSync(slim, JSON.stringify({ name: pkg.name, version: pkg.version }) + '\n')
  const config = join(building, 'sea-config.json')
  writeFileSync(
    config,
    JSON.stringify({
      main: windowsPath(BRIDGE_BUNDLE),
      output: windowsPath(join(building, 'blob')),
      disableExperimentalSEAWarning: true,
      useCodeCache: false,
      useSnapshot: false,
      assets: {
        'package.json': windowsPath(slim),
        'bridge/banks/bundled.json': windowsPath(banks),
      },
    }),
  )
  const blob = prefix.node(['--experimental-sea-config', windowsPath(config)])
  if ((await blob.exited) !== 0) throw new Error(`the SEA blob was not made: ${blob.stderr()}`)
  const exe = join(building, CONSOLE_EXE)
  copyFileSync(nodeExe, exe)
  await inject(exe, SEA_RESOURCE, readFileSync(join(building, 'blob')), { sentinelFuse: SEA_FUSE })
  windowlessCopy(exe, join(building, WINDOWLESS_EXE))
  rmSync(dir, { recursive: true, force: true })
  renameSync(building, dir)
  return dir
}
