// The bridge on Windows' own rules: the bundle npm start runs
// (build/aeps-bridge.cjs) on Node 22's node.exe under Wine, in a prefix of its own. Start, status
// and an enquiry against the sandbox; the journal (SQLite, node:sqlite of Node 22) kept across a
// hard kill mid-enquiry (a stopped task is a TerminateProcess on Windows), the cut enquiry marked
// interrupted, the stale lock not blocking the next start, a live lock refusing
// a second bridge; the log file; a refused start exiting 78 with its reason in the log file.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../bridge/config/index.ts'
import { localDay } from '../../bridge/log-file.ts'
import { api, enquire, freePort, rdPorts } from '../fixtures/bridge-harness.ts'
import { createPrefix, RELEASE_EXE, until, windowsPath, type Prefix, type WineRun } from './wine.ts'

const AADHAAR = '234567890124'
/** The sandbox's slow test number (bridge/sandbox): the bank answers after SANDBOX_SLOW_MS. */
const SLOW = '999900000102'

let prefix: Prefix
const scratch = mkdtempSync(join(tmpdir(), 'aeps-windows-bridge-'))

beforeAll(async () => {
  prefix = await createPrefix(RELEASE_EXE)
})
afterAll(() => {
  prefix?.close()
  rmSync(scratch, { recursive: true, force: true })
})

interface Started {
  run: WineRun
  url: string
}

/** The sandbox bridge on node.exe, started from the project root as npm start does. */
async function startBridge(dataDir: string, args: string[] = [], slowMs = 50): Promise<Started> {
  const port = await freePort()
  const run = prefix.exe([...args], {
    cwd: PROJECT_ROOT,
    env: {
      BRIDGE_PORT: String(port),
      DATA_DIR: windowsPath(dataDir),
      STATIC_DIR: 'off',
      RD_PORTS: rdPorts('windows'),
      SANDBOX_RD: 'on',
      SANDBOX_SLOW_MS: String(slowMs),
      SANDBOX_CAPTURE_MS: '10',
    },
  })
  const url = `http://127.0.0.1:${port}`
  let ended = false
  void run.exited.then(() => (ended = true))
  await until('the bridge to answer /api/status', async () => {
    if (ended) throw new Error(`the bridge ended: ${run.stderr()}`)
    try {
      return (await fetch(url + '/api/status')).status === 200
    } catch {
      return false
    }
  })
  return { run, url }
}

describe('the bridge under Wine', () => {
  const dataDir = join(scratch, 'data')
  let first: Started
  let transactionId: string

  it('starts in sandbox mode and answers status and a balance enquiry', async () => {
    // The sandbox's slow test number takes a minute here: an enquiry to cut with a kill.
    first = await startBridge(dataDir, [], 60_000)
    const status = await api(first.url).get('/api/status')
    expect(status.json).toMatchObject({ mode: 'sandbox' })
    const reply = await enquire(first.url, '/api/balance-enquiries', { aadhaar: AADHAAR })
    expect(reply.status, reply.text).toBe(200)
    transactionId = reply.json.transactionId
    expect(reply.json.outcome).toBe('success')
  })

  it('journals the enquiry on disk in DATA_DIR (a Windows path)', async () => {
    const list = await api(first.url).get('/api/transactions')
    expect(list.json.transactions.map((t: { id: string }) => t.id)).toContain(transactionId)
  })

  it('refuses a second bridge on the same DATA_DIR while the first runs (the lock)', async () => {
    const port = await freePort()
    const second = prefix.exe([], {
      cwd: PROJECT_ROOT,
      env: {
        BRIDGE_PORT: String(port),
        DATA_DIR: windowsPath(dataDir),
        STATIC_DIR: 'off',
        RD_PORTS: rdPorts('windows'),
        SANDBOX_RD: 'off',
      },
    })
    const code = await second.exited
    expect(code).not.toBe(0)
    expect(second.stderr()).toMatch(/in use by another running bridge/)
  })

  it('after a hard kill mid-enquiry, starts again on the same DATA_DIR with the journal kept', async () => {
    // An enquiry waiting on the bank when the process is ended (TerminateProcess, as a stopped
    // task): journaled before the bank was asked, so the next start says it was interrupted.
    void enquire(first.url, '/api/balance-enquiries', { aadhaar: SLOW }).catch(() => {})
    const inFlight = await until('the in-flight record', async () => {
      const list = await api(first.url).get('/api/transactions')
      return (list.json.transactions as { id: string; finishedAt: string | null }[]).find(
        (t) => t.finishedAt === null,
      )
    })
    first.run.kill()
    await first.run.exited
    const again = await startBridge(dataDir)
    try {
      const record = await api(again.url).get(`/api/transactions/${transactionId}`)
      expect(record.status, record.text).toBe(200)
      expect(record.text).not.toContain(AADHAAR)
      const cut = await api(again.url).get(`/api/transactions/${inFlight.id}`)
      expect(cut.json).toMatchObject({ outcome: 'unknown', errorCode: 'INTERRUPTED' })
    } finally {
      again.run.kill()
      await again.run.exited
    }
  })
})

describe('the log file and refused starts under Wine', () => {
  const logOf = (dataDir: string) =>
    readFileSync(join(dataDir, 'logs', `bridge-${localDay(new Date())}.log`), 'utf8')

  it('writes the log to DATA_DIR\\logs under --log-file', async () => {
    const dataDir = join(scratch, 'logged')
    const bridge = await startBridge(dataDir, ['--log-file'])
    bridge.run.kill()
    await bridge.run.exited
    expect(logOf(dataDir)).toContain('"msg":"bridge listening"')
    expect(bridge.run.stdout()).not.toContain('bridge listening')
  })

  it('refuses a bad setting with exit 78 and its reason in the log file', async () => {
    const dataDir = join(scratch, 'refused')
    const run = prefix.exe(['--log-file'], {
      cwd: PROJECT_ROOT,
      env: { BRIDGE_PORT: 'abc', DATA_DIR: windowsPath(dataDir), STATIC_DIR: 'off' },
    })
    expect(await run.exited).toBe(78)
    expect(logOf(dataDir)).toMatch(/"level":"error","msg":"Configuration error: BRIDGE_PORT: /)
  })

  it('refuses a missing --config file with exit 78 and its reason in the log file', async () => {
    const dataDir = join(scratch, 'missing')
    const missing = windowsPath(join(scratch, 'nowhere.env'))
    const run = prefix.exe(['--config', missing, '--log-file'], {
      cwd: PROJECT_ROOT,
      env: { DATA_DIR: windowsPath(dataDir) },
    })
    expect(await run.exited).toBe(78)
    expect(logOf(dataDir)).toContain('nowhere.env does not exist')
  })
})
