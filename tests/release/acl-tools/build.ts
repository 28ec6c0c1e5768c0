// Builds acl-tools.cjs into a Windows program (a Node single executable on the release's own
// Node 24 for Windows, as scripts/package/build.ts builds the bridge), once per content of the
// script: build/acl-tools/<hash>/acl-tools.exe.

import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { inject } from 'postject'
import { SEA_FUSE, SEA_RESOURCE } from '../../../scripts/package/build.ts'
import { ensureRuntime, ROOT } from '../../../scripts/package/runtimes.ts'

const SCRIPT = join(import.meta.dirname, 'acl-tools.cjs')

export async function aclToolsExe(): Promise<string> {
  const hash = createHash('sha256').update(readFileSync(SCRIPT)).digest('hex').slice(0, 16)
  const dir = join(ROOT, 'build', 'acl-tools', hash)
  const exe = join(dir, 'acl-tools.exe')
  if (existsSync(exe)) return exe
  mkdirSync(dir, { recursive: true })
  const blob = join(dir, 'blob')
  const config = join(dir, 'sea-config.json')
  writeFileSync(
    config,
    JSON.stringify({ main: SCRIPT, output: blob, disableExperimentalSEAWarning: true }),
  )
  execFileSync(ensureRuntime('linux-x64'), ['--experimental-sea-config', config], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const partial = `${exe}.partial`
  copyFileSync(ensureRuntime('win-x64'), partial)
  await inject(partial, SEA_RESOURCE, readFileSync(blob), { sentinelFuse: SEA_FUSE })
  renameSync(partial, exe)
  return exe
}
