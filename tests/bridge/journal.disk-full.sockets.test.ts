// A real disk that fills up under the journal (slow tier: a 16 MiB tmpfs mounted for the test,
// child bridges, a live-mode loopback bank that counts what it receives). While an enquiry is at
// the bank the disk fills: the bank's answer comes back 200 with saved:false and its balance, the
// journal says failing, and nothing more reaches the bank. Space is freed and the bridge stopped
// cleanly with no new work: the kept answer is written at the stop, and the next start reads it
// with its balance. A start on the full disk ends with its own exit code (75) and "Disk error",
// not a configuration error (78), and starts once the space is back.
//
// Mounting needs root, as the project's machines and CI run; a machine that cannot mount fails
// here rather than pretend the drill ran.

import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FIXTURE_RRN,
  startFaultUpstream,
  successEnvelope,
  type FaultUpstream,
} from '../fixtures/fault-upstream.ts'
import {
  api,
  capture,
  CUSTOMER,
  freePort,
  liveEnv,
  rdPorts,
  spawnBridge,
  startChildBridge,
  startReader,
  type ChildBridge,
} from '../fixtures/bridge-harness.ts'
import type { RdSimulator } from '../../bridge/sandbox/rd-simulator/server.ts'
import { fillDisk } from '../fixtures/fill-disk.ts'

const AADHAAR = '234567890124'
const BANK_DELAY_MS = 1500
const EXIT_DISK = 75

let mount: string
let dataDir: string
let reader: RdSimulator
let upstream: FaultUpstream
const bridges: ChildBridge[] = []

beforeAll(async () => {
  mount = mkdtempSync(join(tmpdir(), 'disk-full-'))
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m,mode=0700', 'tmpfs', mount])
  dataDir = join(mount, 'data')
  mkdirSync(dataDir, { mode: 0o700 })
  reader = await startReader('journal-disk-start')
  upstream = await startFaultUpstream({ kind: 'json', body: successEnvelope('be') })
})

afterAll(async () => {
  for (const bridge of bridges.splice(0)) await bridge.stop()
  await upstream?.close()
  await reader?.close()
  if (mount) {
    execFileSync('umount', [mount])
    rmSync(mount, { recursive: true, force: true })
  }
})

const FILLER = () => join(mount, 'filler')

const freeDisk = () => rmSync(FILLER(), { force: true })

function startBridge(): Promise<ChildBridge> {
  return startChildBridge({
    rdBlock: 'journal-disk-start',
    dataDir,
    env: { ...liveEnv(upstream.url, { UPSTREAM_TIMEOUT_MS: '5000' }), SANDBOX_RD: 'off' },
  }).then((bridge) => {
    bridges.push(bridge)
    return bridge
  })
}

async function enquire(bridge: ChildBridge, captureId: string) {
  return api(bridge.url).post('/api/balance-enquiries', {
    ...CUSTOMER,
    aadhaar: AADHAAR,
    captureId,
  })
}

describe('a disk that fills while an enquiry is at the bank', () => {
  let kept: { transactionId: string; availableBalance: string }

  it('answers the bank’s 200 with saved:false and the balance, and says the journal is failing', async () => {
    const bridge = await startBridge()
    const first = await enquire(bridge, await capture(bridge.url))
    expect(first.status).toBe(200)
    expect(first.json.saved).not.toBe(false)

    upstream.respondWith((request) => ({
      kind: 'slow',
      delayMs: BANK_DELAY_MS,
      then: { kind: 'json', body: successEnvelope(request.operation ?? 'be', request) },
    }))
    const spare = await capture(bridge.url)
    const sent = upstream.requests.length
    const atTheBank = enquire(bridge, await capture(bridge.url))
    await upstream.waitForRequests(sent + 1)
    fillDisk(FILLER())
    const answered = await atTheBank
    expect(answered.status, answered.text).toBe(200)
    expect(answered.json).toMatchObject({
      outcome: 'success',
      saved: false,
      journalCause: 'disk-full',
      data: { rrn: FIXTURE_RRN, availableBalance: expect.any(String) },
    })
    kept = {
      transactionId: answered.json.transactionId,
      availableBalance: answered.json.data.availableBalance,
    }
    const status = (await api(bridge.url).get('/api/status')).json
    expect(status.journal).toMatchObject({
      state: 'failing',
      reason: expect.stringMatching(/full/i),
    })

    // Nothing more reaches the bank: a new capture and the capture already taken are both refused.
    const refusedCapture = await api(bridge.url).post('/api/captures', {})
    expect(refusedCapture.status).toBe(503)
    expect(refusedCapture.json.error.code).toBe('JOURNAL_UNAVAILABLE')
    const refused = await enquire(bridge, spare)
    expect(refused.status).toBe(503)
    expect(refused.json.error.code).toBe('JOURNAL_UNAVAILABLE')
    expect(upstream.requests.length).toBe(sent + 1)
  }, 60_000)

  it('writes the kept answer at a clean stop once space is freed, and reads it with its balance after the restart', async () => {
    const bridge = bridges.at(-1)!
    freeDisk()
    // No new work after the space comes back: the stop itself writes the answer.
    bridge.child.kill('SIGTERM')
    expect(await bridge.exited).toEqual({ code: 0, signal: null })
    bridges.pop()
    const again = await startBridge()
    const record = (await api(again.url).get(`/api/transactions/${kept.transactionId}`)).json
    expect(record).toMatchObject({
      outcome: 'success',
      rrn: FIXTURE_RRN,
      availableBalance: kept.availableBalance,
    })
    expect(record.errorCode).not.toBe('INTERRUPTED')
    await again.stop()
    bridges.pop()
  }, 60_000)
})

describe('a start on a full disk', () => {
  it('ends with exit 75 and “Disk error”, not a configuration error, and starts once space is back', async () => {
    fillDisk(FILLER())
    const child = spawnBridge({
      BRIDGE_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      STATIC_DIR: 'off',
      RD_PORTS: rdPorts('journal-disk-start'),
      SANDBOX_RD: 'off',
      ...liveEnv(upstream.url),
    })
    let stderr = ''
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code, stderr).toBe(EXIT_DISK)
    expect(stderr).toMatch(/^Disk error: .*(full|no space left)/m)
    expect(stderr).not.toMatch(/Configuration error/)

    freeDisk()
    const bridge = await startBridge()
    expect((await api(bridge.url).get('/api/status')).json.journal).toEqual({ state: 'ok' })
    await bridge.stop()
    bridges.pop()
  }, 60_000)
})
