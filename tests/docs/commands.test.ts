// The documents' commands, checked without running them: the README's two commands are the ones
// `.ci/run` and `npm start` are, and the blocks the slow tier runs (commands.sockets.test.ts) are
// there to be run: the curl walk, `check` and `promtool`.

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../bridge/config/index.ts'
import { readmeCommands, runnable, testedBlocks } from './commands.ts'

describe('the README’s two commands', () => {
  it('are the run command and the test command .ci/run runs', () => {
    expect(readmeCommands()).toEqual(['npm ci && npm start', 'npm ci && npm run test:all'])
    const ci = readFileSync(join(PROJECT_ROOT, '.ci/run'), 'utf8')
    expect(ci.split('\n')).toContain('npm ci && npm run test:all')
  })
})

describe('the blocks marked `sh tested`', () => {
  it('include the curl walk, check and promtool', () => {
    const code = testedBlocks().map((block) => block.code)
    expect(code.some((c) => c.includes('curl') && c.includes('/api/balance-enquiries'))).toBe(true)
    expect(code.some((c) => /npm run bridge -- check/.test(c))).toBe(true)
    expect(code.some((c) => /promtool test rules/.test(c))).toBe(true)
  })

  it('run strictly, at the test bridge’s address', () => {
    expect(runnable('curl -s http://127.0.0.1:7410/api/status', 4321)).toBe(
      'set -euo pipefail\ncurl -s http://127.0.0.1:4321/api/status\n',
    )
  })
})
