// npm run test:node24 (issue 11, item 6): the unit and bridge suites once more, under the Node 24
// LTS binary the executable is built on, fetched by runtimes.ts, whatever Node runs npm.

import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { ensureRuntime, ROOT } from './runtimes.ts'

const node24 = ensureRuntime('linux-x64')
const result = spawnSync(
  node24,
  [
    join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    'tests/unit',
    'tests/bridge',
    ...process.argv.slice(2),
  ],
  { cwd: ROOT, stdio: 'inherit' },
)
process.exit(result.status ?? 1)
