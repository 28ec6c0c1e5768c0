// Load drill: 200 concurrent clients through the bridge against the sandbox upstream.
// No error, every attempt journaled exactly once, and the heap back near its resting level.

import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBridge, type RunningBridge } from '../bridge/app.ts'
import { loadConfig } from '../bridge/config/index.ts'
import { setLogSink } from '../bridge/log.ts'
import { rdPorts } from './fixtures/bridge-harness.ts'
import { crashCopyRows } from './fixtures/journal-fixtures.ts'
import { freePort } from './fixtures/free-port.ts'

const CLIENTS = 200
let bridge: RunningBridge
let dataDir: string

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a reply's JSON, read loosely
async function post(path: string, body: unknown): Promise<{ status: number; json: any }> {
  const res = await fetch(bridge.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, json: await res.json() }
}

async function captures(count: number): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const reply = await post('/api/captures', {})
    expect(reply.status).toBe(201)
    ids.push(reply.json.captureId)
  }
  return ids
}

async function heapAfterGc(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    gc()
    await new Promise((r) => setTimeout(r, 20))
  }
  return process.memoryUsage().heapUsed
}

beforeAll(async () => {
  setLogSink(() => {})
  dataDir = mkdtempSync(join(tmpdir(), 'load-'))
  bridge = await startBridge(
    loadConfig({
      BRIDGE_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      STATIC_DIR: 'off',
      RD_PORTS: rdPorts('load-drill'),
      SANDBOX_RD: 'on',
      SANDBOX_CAPTURE_MS: '0',
    }),
  )
})

afterAll(async () => {
  await bridge?.close()
})

describe('200 concurrent clients', () => {
  it('all succeed, each journaled once, and memory returns to rest', async () => {
    // Warm up so that lazily built code and caches are part of the resting level.
    const warm = await captures(20)
    await Promise.all(
      warm.map((captureId) =>
        post('/api/balance-enquiries', {
          aadhaar: '999900000000',
          mobile: '9876543210',
          bankiin: '607094',
          captureId,
          consent: true,
        }),
      ),
    )
    const resting = await heapAfterGc()

    const ids = await captures(CLIENTS)
    const replies = await Promise.all(
      ids.map((captureId, i) =>
        post(i % 2 ? '/api/mini-statements' : '/api/balance-enquiries', {
          aadhaar: '999900000000',
          mobile: '9876543210',
          bankiin: '607094',
          captureId,
          consent: true,
        }),
      ),
    )
    expect(replies.filter((r) => r.status !== 200 || r.json.outcome !== 'success')).toEqual([])

    const transactionIds = replies.map((r) => r.json.transactionId as string)
    expect(new Set(transactionIds).size).toBe(CLIENTS)
    const listed = await fetch(bridge.url + '/api/transactions?limit=500').then((r) => r.json())
    const journaled = (listed.transactions as { id: string; outcome: string }[]).map((t) => t.id)
    expect(journaled).toHaveLength(CLIENTS + warm.length)
    expect(new Set(journaled).size).toBe(journaled.length)
    for (const id of transactionIds) expect(journaled).toContain(id)

    // On disk: every final snapshot is there once, in a sound database.
    const rows = crashCopyRows(join(dataDir, 'journal.db'))
    const finals = rows.filter((r) => r.finishedAt !== null)
    expect(finals).toHaveLength(CLIENTS + warm.length)

    const after = await heapAfterGc()
    expect(after - resting).toBeLessThan(16 * 1024 * 1024)
    // The timeout guards a hang, not speed (the bench measures that): 400 enquiries took over a
    // minute on a 2-core machine running a dozen other jobs.
  }, 300_000)
})
