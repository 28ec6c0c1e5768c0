// Starting and stopping the bridge as `npm start` does (bridge/cli/main.ts in a child process): a bad
// live setting stops it before it listens, naming the setting; a taken port fails loudly; it
// listens on loopback only; SIGTERM stops it cleanly.

import { createServer, connect } from 'node:net'
import { networkInterfaces } from 'node:os'
import { rmSync } from 'node:fs'
import type { ChildProcess } from 'node:child_process'
import { afterAll, describe, expect, it } from 'vitest'
import {
  freePort,
  liveEnv,
  rdPorts,
  spawnBridge,
  startChildBridge,
  startTestBridge,
  tempDataDir,
} from './fixtures/bridge-harness.ts'

const dirs: string[] = []
const dataDir = () => {
  const dir = tempDataDir()
  dirs.push(dir)
  return dir
}

const children: ChildProcess[] = []

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

async function runToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const child = spawnBridge({
    BRIDGE_PORT: String(await freePort()),
    DATA_DIR: dataDir(),
    STATIC_DIR: 'off',
    RD_PORTS: rdPorts('startup'),
    ...env,
  })
  let stderr = ''
  let stdout = ''
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()))
  child.stdout?.on('data', (c: Buffer) => (stdout += c.toString()))
  // Waits for the exit itself, however long tsx takes on a busy machine; the slow tier's test
  // limit is the outer bound, and afterAll kills a child that outlives it.
  children.push(child)
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)))
  return { code, stderr, stdout }
}

describe.concurrent('a live bridge with a bad setting', () => {
  it.each([
    ['AEPS_USER', { AEPS_USER: '' }],
    ['AEPS_SECRET', { AEPS_SECRET: '' }],
    ['MERCHANT_PAN', { MERCHANT_PAN: 'not-a-pan' }],
    ['AEPS_BASE_URL', { AEPS_BASE_URL: 'http://api.example-aeps.in' }],
  ])('refuses to start without a valid %s, naming it', async (setting, change) => {
    const env = { ...liveEnv('https://api.example-aeps.in'), ...change }
    const result = await runToExit(env)
    expect(result.code).toBe(78) // EX_CONFIG: a supervisor does not retry it at once
    expect(result.stderr).toContain(`${setting}:`)
    expect(result.stderr).toMatch(/did not start/)
    expect(result.stderr).not.toContain(liveEnv('x').AEPS_SECRET)
  })
})

describe('a bridge on a retention profile', () => {
  it('refuses to start when JOURNAL_RETENTION_DAYS breaks RETENTION_PROFILE=dpdp, naming the setting and Rule 8(3)', async () => {
    const result = await runToExit({ RETENTION_PROFILE: 'dpdp', JOURNAL_RETENTION_DAYS: '90' })
    expect(result.code).toBe(78) // EX_CONFIG
    expect(result.stderr).toContain(
      'JOURNAL_RETENTION_DAYS: is 90 days, under the 366 days of RETENTION_PROFILE=dpdp (DPDP Rules 2025, Rule 8(3)',
    )
    expect(result.stderr).toMatch(/did not start/)
  })
})

describe('the bridge port', () => {
  it('fails loudly when BRIDGE_PORT is taken, rather than wander to another port', async () => {
    const blocker = createServer()
    const port = await freePort()
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve))
    try {
      const result = await runToExit({ BRIDGE_PORT: String(port) })
      expect(result.code).not.toBe(0)
      expect(result.stderr).toContain(`${port}`)
      expect(result.stderr).toMatch(/in use/)
      await expect(
        startTestBridge({
          rdBlock: 'startup',
          env: { BRIDGE_PORT: String(port) },
          sandboxReader: false,
        }),
      ).rejects.toThrow(/already in use/)
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })

  it('listens on 127.0.0.1 only', async () => {
    const t = await startTestBridge({ rdBlock: 'startup', sandboxReader: false })
    try {
      const others = Object.values(networkInterfaces())
        .flat()
        .filter((a) => a !== undefined && !a.internal && a.family === 'IPv4')
        .map((a) => a!.address)
      for (const address of others) {
        const reached = await new Promise<boolean>((resolve) => {
          const socket = connect({ host: address, port: t.port })
          socket.once('connect', () => {
            socket.destroy()
            resolve(true)
          })
          socket.once('error', () => resolve(false))
        })
        expect(reached, `reachable on ${address}`).toBe(false)
      }
    } finally {
      await t.close()
    }
  })
})

describe('a sandbox bridge started as npm start does', () => {
  it('answers /api/status, and stops cleanly on SIGTERM', async () => {
    const child = await startChildBridge({ rdBlock: 'startup', dataDir: dataDir() })
    const status = await fetch(child.url + '/api/status')
    expect(status.status).toBe(200)
    expect(((await status.json()) as { mode: string }).mode).toBe('sandbox')
    child.child.kill('SIGTERM')
    expect(await child.exited).toEqual({ code: 0, signal: null })
    expect(child.stderr()).toMatch(/SANDBOX/)
  })
})
