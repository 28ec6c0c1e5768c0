// npm run test:unit: the unit and bridge suites under the Node 24 LTS binary the
// executable is built on, fetched by runtimes.ts, whatever Node runs npm. The journal is SQLite
// through node:sqlite, which Node 20 does not have; one runtime for the bridge, its tests and
// `npm start`. Arguments go to vitest (a file, -t, --watch ...).

import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { ensureRuntime, ROOT } from './runtimes.ts'

const node24 = ensureRuntime('linux-x64')
const result = spawnSync(
  node24,
  [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...process.argv.slice(2)],
  { cwd: ROOT, stdio: 'inherit' },
)
process.exit(result.status ?? 1)
