// npm start: the compiled bridge on the pinned Node 24, the same runtime as the executable, with
// no tsx anywhere: tsx keeps its compile cache in a shared temporary folder, where another local
// user could plant code that would run as the merchant. Plain JavaScript, so any Node can run it.
// Two steps on Node 24 (node24.mjs fetches it): build the app and the bridge bundle when they
// changed (scripts/package/start.ts, run with Node 24's own type stripping), then run
// build/aeps-bridge.cjs with the executable's V8 settings (one runtime, one memory behaviour).

import { join } from 'node:path'
import { runOnNode24 } from './node24.mjs'
import { EXEC_ARGV, ROOT } from './package/pinned-runtimes.mjs'

const built = await runOnNode24([join(ROOT, 'scripts', 'package', 'start.ts')], ROOT)
if (built !== 0) process.exit(built)
const bridge = join(ROOT, 'build', 'aeps-bridge.cjs')
process.exit(await runOnNode24([...EXEC_ARGV, bridge, ...process.argv.slice(2)]))
