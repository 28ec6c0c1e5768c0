// The first half of npm start: the app and the bridge bundle, each rebuilt only when its inputs
// changed. The second half runs the bundle with plain node (package.json "start").

import { buildAppIfChanged } from './app-build.ts'
import { bundleBridgeIfChanged } from './bundle.ts'

const t0 = performance.now()
const app = buildAppIfChanged()
const bridge = await bundleBridgeIfChanged()
const did = [app && 'app', bridge && 'bridge'].filter(Boolean).join(' and ')
process.stderr.write(
  did
    ? `built the ${did} in ${Math.round(performance.now() - t0)} ms\n`
    : 'app and bridge up to date\n',
)
