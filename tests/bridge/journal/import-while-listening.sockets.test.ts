// Contract v1.4, "Journal import": a journal of the older JSON-lines format is brought over while
// the bridge already listens. /api/status says `importing` with its progress; captures,
// enquiries and every day-book read get 503 JOURNAL_IMPORTING (nothing sent) with `retryAfterS`
// and a Retry-After header saying the same; once done, the history holds every record.

import { Agent, request } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { benchRecord } from '../../../bench/journal-generate.ts'
import {
  api,
  startChildBridge,
  startTestBridge,
  tempDataDir,
  type ChildBridge,
  type TestBridge,
} from '../../fixtures/bridge-harness.ts'
import { writeLegacyJournal } from '../../fixtures/legacy-journal.ts'

const RECORDS = 40_000
const NOW = Date.now()

const legacyJournal = (dir: string) => writeLegacyJournal(dir, RECORDS, NOW)

let bridge: TestBridge | undefined
let child: ChildBridge | undefined
afterEach(async () => {
  await bridge?.close()
  child?.child.kill('SIGCONT')
  await child?.stop()
})

function expectImporting(reply: { status: number; headers: Headers; json: unknown }): void {
  expect(reply.status).toBe(503)
  const body = reply.json as { error: { code: string }; retryAfterS: number }
  expect(body.error.code).toBe('JOURNAL_IMPORTING')
  expect(Number.isInteger(body.retryAfterS) && body.retryAfterS >= 1).toBe(true)
  expect(reply.headers.get('retry-after')).toBe(String(body.retryAfterS))
}

describe('an older journal imported while the bridge listens', () => {
  it('answers status with progress, refuses new work and reads with 503 JOURNAL_IMPORTING, then holds every record', async () => {
    const dataDir = tempDataDir()
    legacyJournal(dataDir)
    bridge = await startTestBridge({
      rdBlock: 'journal-import',
      dataDir,
      env: { JOURNAL_RETENTION_DAYS: '3650' },
    })
    const client = api(bridge)
    const status = (await client.get('/api/status')).json.journal
    expect(status.state).toBe('importing')
    expect(Object.keys(status).sort()).toEqual(['progress', 'state'])
    expect(Object.keys(status.progress).sort()).toEqual(['done', 'total'])
    expect(status.progress.done).toBeLessThan(RECORDS)

    expectImporting(await client.post('/api/captures', {}))
    expectImporting(await client.get('/api/transactions?limit=5'))
    expectImporting(await client.get('/api/transactions/summary'))
    expectImporting(await client.get('/api/transactions/export.csv'))

    // Progress moves, and never claims more than it has.
    let last = status.progress.done as number
    for (;;) {
      const journal = (await client.get('/api/status')).json.journal
      if (journal.state === 'ok') break
      expect(journal.state).toBe('importing')
      expect(journal.progress.done).toBeGreaterThanOrEqual(last)
      expect(journal.progress.done).toBeLessThanOrEqual(journal.progress.total)
      last = journal.progress.done
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const summary = await client.get('/api/transactions/summary?from=2000-01-01')
    expect(summary.json.totals.total).toBe(RECORDS)
    const newest = (await client.get('/api/transactions?limit=1')).json.transactions[0]
    expect(newest).toMatchObject({ id: benchRecord(RECORDS - 1, NOW - 60_000).id, seq: RECORDS })
    expect((await client.post('/api/captures', {})).status).toBe(201)
  }, 120_000)
})

/** GET /api/status on a kept-alive connection: status and the journal's state. */
function statusOf(url: string, agent: Agent, written = () => {}) {
  return new Promise<{ status: number; state: string }>((resolve, reject) => {
    const req = request(`${url}/api/status`, { agent }, (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
      res.on('end', () => {
        const state = res.statusCode === 200 ? JSON.parse(text).journal.state : text
        resolve({ status: res.statusCode ?? 0, state })
      })
    })
    req.on('error', reject)
    req.on('finish', written)
    req.end()
  })
}

describe("the import's last step", () => {
  // Held in one go, the last step (indexes, tallies) kept the event loop for seconds: over 10 s
  // at 100k records on a loaded machine, where a status request that came meanwhile was timed
  // out by the server and answered 400 MALFORMED_JSON. Now it is taken in pieces with turns of
  // the loop between them. The bridge is paused (SIGSTOP) the moment it says the last step
  // begins, the request is written while it cannot run, and it is let go: it must answer during
  // the last step (still importing), not after it.
  it('answers /api/status between its pieces, still importing, and every probe 200', async () => {
    const dataDir = tempDataDir()
    writeLegacyJournal(dataDir, 50_000, NOW)
    child = await startChildBridge({
      rdBlock: 'journal-import',
      dataDir,
      env: { JOURNAL_RETENTION_DAYS: '3650' },
    })
    const running = child
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const logs = () => running.stdout() + running.stderr()
    const begins = new Promise<void>((resolve) => {
      const seen = () => {
        if (!logs().includes("the import's last step begins")) return
        running.child.stdout?.off('data', seen)
        running.child.stderr?.off('data', seen)
        running.child.kill('SIGSTOP')
        resolve()
      }
      running.child.stdout?.on('data', seen)
      running.child.stderr?.on('data', seen)
    })
    let lastStep = false
    void begins.then(() => (lastStep = true))
    // Probes until the last step begins, on a kept-alive connection: each 200, importing (the one
    // in flight at the pause may be answered after it, during the last step or after).
    const probes: { status: number; state: string }[] = []
    const probing = (async () => {
      while (!lastStep) probes.push(await statusOf(running.url, agent))
    })()
    await begins
    // A connection of its own: the probe in flight holds the kept-alive one.
    const fresh = new Agent({ keepAlive: true })
    const during = statusOf(running.url, fresh, () => running.child.kill('SIGCONT'))
    expect(await during).toEqual({ status: 200, state: 'importing' })
    await probing
    expect(probes.length).toBeGreaterThan(0)
    for (const probe of probes) expect(probe.status).toBe(200)
    for (const probe of probes.slice(0, -1)) expect(probe.state).toBe('importing')
    for (;;) {
      const probe = await statusOf(running.url, fresh)
      expect(probe.status).toBe(200)
      if (probe.state !== 'importing') {
        expect(probe.state).toBe('ok')
        break
      }
    }
    fresh.destroy()
    agent.destroy()
    expect(logs()).toContain('the journal of the older format is imported')
  }, 180_000)
})
