// The executable takes no Node options from outside. Its SEA configuration sets
// execArgvExtension "none", so NODE_OPTIONS (--require, --import, --inspect) is ignored, and its
// execArgv carries --disable-sigusr1, so SIGUSR1 no longer opens the inspector on 127.0.0.1:9229.
// Each attack is run first against plain Node with the same input, so the test can fail.

import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { RD_PORT_BLOCKS } from '../fixtures/bridge-harness.ts'
import { lonelyExecutable, startBridgeAs, type Lonely } from './launch.ts'

const FIRST_RD_PORT = RD_PORT_BLOCKS['release-node-options']
let lonely: Lonely
beforeEach(() => {
  lonely = lonelyExecutable()
})
afterEach(() => lonely.cleanup())

/** A --require payload that leaves a file behind when it runs. */
function payload(): { script: string; marker: string } {
  const marker = join(lonely.dir, 'payload-ran')
  const script = join(lonely.dir, 'payload.cjs')
  writeFileSync(script, `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran')\n`)
  return { script, marker }
}

function run(file: string, args: string[], env: Record<string, string>) {
  return spawnSync(file, args, {
    cwd: lonely.dir,
    env: { PATH: lonely.emptyPath, HOME: lonely.home, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
}

describe('the executable ignores NODE_OPTIONS', () => {
  it('a --require in NODE_OPTIONS runs in plain Node but not in the executable', () => {
    const { script, marker } = payload()
    const NODE_OPTIONS = `--require ${script}`
    run(process.execPath, ['-e', ''], { NODE_OPTIONS })
    expect(existsSync(marker)).toBe(true) // the attack works on Node itself
    rmSync(marker)
    const bridge = run(lonely.executable, ['--version'], { NODE_OPTIONS })
    expect(bridge.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/)
    expect(existsSync(marker)).toBe(false)
  })

  it('--inspect in NODE_OPTIONS opens no debugger', () => {
    const NODE_OPTIONS = '--inspect=127.0.0.1:0'
    expect(run(process.execPath, ['-e', ''], { NODE_OPTIONS }).stderr).toContain(
      'Debugger listening',
    )
    const bridge = run(lonely.executable, ['--version'], { NODE_OPTIONS })
    expect(bridge.stderr).not.toContain('Debugger')
    expect(bridge.status).toBe(0)
  })
})

function caughtSignals(pid: number): bigint {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return BigInt('0x' + /^SigCgt:\s*([0-9a-f]+)$/m.exec(status)![1])
}

describe('the executable ignores SIGUSR1', () => {
  it('a running bridge installs no SIGUSR1 handler, and a SIGUSR1 opens no inspector', async () => {
    const bridge = await startBridgeAs('executable', lonely, {
      RD_PORTS: `${FIRST_RD_PORT}-${FIRST_RD_PORT + 4}`,
      SANDBOX_RD: 'on',
    })
    try {
      // Linux: the signals a process catches, a hex mask; SIGUSR1 (10) is bit 9. Node catches it
      // only to start the inspector (the plain-Node case below shows it caught).
      expect(caughtSignals(bridge.child.pid!) & (1n << 9n)).toBe(0n)
      bridge.child.kill('SIGUSR1')
      expect((await fetch(bridge.url + '/api/status')).ok).toBe(true)
      expect(bridge.output()).not.toContain('Debugger listening')
    } finally {
      await bridge.stop()
    }
  })

  it('plain Node sent SIGUSR1 does open its inspector (the check can fail)', async () => {
    const node = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    const said = new Promise<void>((resolve) =>
      node.stderr!.on('data', (c: Buffer) => {
        stderr += c.toString()
        if (stderr.includes('Debugger listening')) resolve()
      }),
    )
    await new Promise((r) => node.once('spawn', r))
    // Node installs its handler during start-up: wait for the mask to show it, then signal.
    while (!(caughtSignals(node.pid!) & (1n << 9n))) await new Promise((r) => setImmediate(r))
    node.kill('SIGUSR1')
    await said
    node.kill('SIGKILL')
    expect(stderr).toContain('Debugger listening')
  })
})
