// npm start (issue 21 item 3): the compiled bridge on the pinned Node 24, the same runtime as the
// executable, with no tsx anywhere: tsx keeps its compile cache in a shared temporary folder, where
// another local user could plant code that would run as the merchant. Plain JavaScript, so any
// Node can run it: Node 24 (node24.mjs fetches it) runs the build step with its own type
// stripping (scripts/package/start.ts: the app and the bundle, each only when changed), then
// build/aeps-bridge.cjs.

import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { EXEC_ARGV, ROOT } from './package/pinned-runtimes.mjs'

const node24 = join(ROOT, 'scripts', 'node24.mjs')
const built = spawnSync(process.execPath, [node24, join(ROOT, 'scripts', 'package', 'start.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
})
if (built.status !== 0) process.exit(built.status ?? 1)
// With the executable's V8 settings: one runtime, one memory behaviour.
process.argv.splice(2, 0, ...EXEC_ARGV, join(ROOT, 'build', 'aeps-bridge.cjs'))
await import('./node24.mjs')
