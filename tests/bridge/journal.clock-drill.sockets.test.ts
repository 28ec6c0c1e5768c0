// The wrong-clock drill of issue 44 (S1), on child bridges in live mode against a loopback bank
// whose Date header keeps the real time: the bridge's own wall clock is set 13, 20 and 100 days
// fast (tests/fixtures/shifted-clock.mjs, preloaded; the product has no hook for it), left so for
// 10 and then 61 minutes (its monotonic clock moved with it), restarted on the wrong clock, then
// put right and restarted again. The journal holds 90 days of records, the oldest 89 days old,
// with the default 90-day retention: not one may go. Each start's first maintenance is waited for
// (its "journal retention checked" line when it removes nothing), and the database is counted
// after each stop.

import { rmSync, writeFileSync } from 'node:fs'
import { uptime } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startFaultUpstream,
  successEnvelope,
  type FaultUpstream,
} from '../fixtures/fault-upstream.ts'
import {
  api,
  capture,
  CUSTOMER,
  liveEnv,
  startChildBridge,
  startReader,
  tempDataDir,
  type ChildBridge,
} from '../fixtures/bridge-harness.ts'
import { record } from '../fixtures/journal-fixtures.ts'
import { Journal } from '../../bridge/journal/journal.ts'
import type { RdSimulator } from '../../bridge/sandbox/rd-simulator/server.ts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const PRELOAD = pathToFileURL(join(import.meta.dirname, '../fixtures/shifted-clock.mjs')).href

let reader: RdSimulator
let upstream: FaultUpstream
const bridges: ChildBridge[] = []
const folders: string[] = []

/** How much real time the drill pretends has passed: the bank's clock moves with it. */
let passedMs = 0

beforeAll(async () => {
  reader = await startReader('journal-clock')
  upstream = await startFaultUpstream((request) => ({
    kind: 'json',
    body: successEnvelope(request.operation ?? 'be', request),
    headers: { Date: new Date(Date.now() + passedMs).toUTCString() },
  }))
})

afterAll(async () => {
  for (const bridge of bridges.splice(0)) await bridge.stop()
  await upstream?.close()
  await reader?.close()
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** 90 records, one a day, the newest an hour old, written on a clock that was right. */
async function seed(dataDir: string): Promise<void> {
  let behind = 89 * DAY + 60 * MINUTE
  const journal = new Journal({
    dataDir,
    retentionDays: 90,
    now: () => new Date(Date.now() - behind),
    monotonic: () => uptime() * 1000 - behind,
    firstMaintenanceMs: 60 * MINUTE,
  })
  await journal.open()
  for (let day = 0; day < 90; day++) {
    await journal.write(
      record({ id: `old-${day}`, startedAt: new Date(Date.now() - behind).toISOString() }),
    )
    behind -= day < 89 ? DAY : 0
  }
  behind = 0
  await journal.close()
}

function count(dataDir: string): number {
  const db = new DatabaseSync(join(dataDir, 'journal.db'), { readOnly: true })
  try {
    return (db.prepare('SELECT count(*) AS n FROM records').get() as { n: number }).n
  } finally {
    db.close()
  }
}

/** A bridge on the shifted clock, once its first maintenance has run. */
async function start(dataDir: string, clockFile: string): Promise<ChildBridge> {
  const bridge = await startChildBridge({
    rdBlock: 'journal-clock',
    dataDir,
    env: {
      ...liveEnv(upstream.url),
      SANDBOX_RD: 'off',
      SHIFTED_CLOCK_FILE: clockFile,
      NODE_OPTIONS: `--import=${PRELOAD}`,
    },
  })
  bridges.push(bridge)
  await until(
    () => /"journal (purged|retention checked)".*"reason":"retention"/.test(bridge.stdout()),
    bridge,
  )
  return bridge
}

async function until(done: () => boolean, bridge: ChildBridge): Promise<void> {
  while (!done()) {
    await new Promise<void>((resolve) => bridge.child.stdout!.once('data', () => resolve()))
  }
}

async function stop(bridge: ChildBridge): Promise<void> {
  await bridge.stop()
  bridges.splice(bridges.indexOf(bridge), 1)
}

async function enquire(bridge: ChildBridge): Promise<void> {
  const reply = await api(bridge.url).post('/api/balance-enquiries', {
    ...CUSTOMER,
    aadhaar: '234567890124',
    captureId: await capture(bridge.url),
  })
  expect(reply.status, reply.text).toBe(200)
}

async function listed(bridge: ChildBridge): Promise<number> {
  let n = 0
  let path: string | null = '/api/transactions?limit=100'
  while (path !== null) {
    const page: { transactions: unknown[]; next: string | null } = (await api(bridge.url).get(path))
      .json
    n += page.transactions.length
    path = page.next === null ? null : `/api/transactions?limit=100&before=${page.next}`
  }
  return n
}

describe('a clock days fast, for minutes and across a restart, then put right', () => {
  it.each([13, 20, 100])(
    'loses not one record with the clock %i days fast',
    async (days) => {
      const dataDir = tempDataDir()
      folders.push(dataDir)
      const clockFile = join(dataDir, '..', `clock-${days}-${process.pid}.json`)
      folders.push(clockFile)
      await seed(dataDir)
      let written = 90
      /** `minutes` of real time have passed since the drill began, and the clock is `fast`. */
      const set = (minutes: number, fastMs: number) => {
        passedMs = minutes * MINUTE
        writeFileSync(clockFile, JSON.stringify({ wallMs: passedMs + fastMs, monoMs: passedMs }))
      }

      // A start with the clock fast.
      set(0, days * DAY)
      let bridge = await start(dataDir, clockFile)
      expect(await listed(bridge)).toBe(written)
      const status = (await api(bridge.url).get('/api/status')).json
      for (const minutes of [10, 61]) {
        set(minutes, days * DAY)
        // v1.5: a capture on a clock this far off the provider's is refused (CLOCK_SKEW).
        const refused = await api(bridge.url).post('/api/captures', {})
        expect(refused.json.error?.code).toBe('CLOCK_SKEW')
        expect(await listed(bridge)).toBe(written)
      }
      // Captures are refused on this clock, so the bank gives no reading here (the bank list is
      // off): the journal says in words what it sees itself, a clock more than 14 days ahead.
      const warned = (await api(bridge.url).get('/api/status')).json
      if (days > 14) expect(warned.journal.clock).toMatch(new RegExp(`clock is ${days} days ahead`))
      else expect(warned.journal.clock).toBeUndefined()
      expect(status.journal.state).toBe('ok')
      await stop(bridge)
      expect(count(dataDir)).toBe(written)

      // A restart, still on the wrong clock.
      bridge = await start(dataDir, clockFile)
      expect(await listed(bridge)).toBe(written)
      await stop(bridge)
      expect(count(dataDir)).toBe(written)

      // The clock put right, then restarts: the start's credentials proof reads the bank's clock
      // afresh (the capture gate keeps the last reading until then). The reader's PID carries
      // the real time, so the drill's pretended hour is taken back here: the journal's time,
      // which never goes back, stays that hour ahead and says so; that keeps records longer.
      set(0, 0)
      bridge = await start(dataDir, clockFile)
      await enquire(bridge)
      written++
      expect((await api(bridge.url).get('/api/status')).json.journal).toMatchObject({
        state: 'ok',
      })
      await stop(bridge)
      bridge = await start(dataDir, clockFile)
      expect(await listed(bridge)).toBe(written)
      await enquire(bridge)
      written++
      await stop(bridge)
      expect(count(dataDir)).toBe(written)
      expect(bridge.stdout()).not.toMatch(/"removed":[1-9]/)
    },
    150_000,
  )
})
