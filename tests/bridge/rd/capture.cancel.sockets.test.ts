// A browser that goes away during POST /api/captures (the tab closed, the page reloaded): the
// bridge answers 503 CAPTURE_CANCELLED to nobody, and what matters is what it does meanwhile. It
// must close the reader's CAPTURE connection at once rather than at its own deadline (timeout +
// 5 s), keep no PID block that nobody can ask for, leave the reader free for the next capture,
// and stay up. Everything runs over real sockets: the browser is node:http, cut with destroy().

import { mkdtemp, rm } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBridge, type RunningBridge } from '../../../bridge/app.ts'
import { loadConfig } from '../../../bridge/config/index.ts'
import { CaptureStore } from '../../../bridge/rd/capture-store.ts'
import { createDeviceService, type DeviceService } from '../../../bridge/rd/device-service.ts'
import { deviceRoutes } from '../../../bridge/routes/devices.ts'
import { startRdSimulator, type RdSimulator } from '../../../bridge/sandbox/rd-simulator/server.ts'
import {
  startUpstreamSimulator,
  type UpstreamSimulator,
} from '../../../bridge/sandbox/upstream-simulator/server.ts'
import { enquire, liveEnv, RD_PORT_BLOCKS } from '../../fixtures/bridge-harness.ts'
import {
  captureLogLines,
  getJson,
  postJson,
  startTestBridge,
  type TestBridge,
} from '../../fixtures/rd-test-helpers.ts'

const logs = captureLogLines()
const HOST = '127.0.0.1'

/**
 * This file's ports, its block of the harness (RD_PORT_BLOCKS, shifted by TEST_RD_PORT_OFFSET so
 * that two checkouts testing side by side never meet): fixed, so nothing else lands on them.
 */
const FIRST = RD_PORT_BLOCKS['capture-cancel']
const PORTS = {
  reader: FIRST,
  slowToScan: FIRST + 1,
  bridge: FIRST + 2,
  appReader: FIRST + 5,
  appUpstream: FIRST + 6,
  appBridge: FIRST + 7,
} as const

/**
 * The bridge's own deadline is 10 s + 5 s here; a cancelled capture must end long before. A third
 * of it: a capture that waited for the deadline cannot pass, a loaded machine's stall can.
 */
const CANCEL_WITHIN_MS = 5000

interface BrowserCapture {
  /** Destroys the request's socket, as a closing tab does. */
  cut(): void
  /** What the browser saw: a reply's status, or the error of its cut socket. */
  outcome: Promise<{ status: number } | { error: string }>
}

function browserCapture(bridgePort: number, body: Record<string, unknown>): BrowserCapture {
  const req = httpRequest({
    host: HOST,
    port: bridgePort,
    method: 'POST',
    path: '/api/captures',
    headers: { 'Content-Type': 'application/json' },
    agent: false,
  })
  const outcome = new Promise<{ status: number } | { error: string }>((resolve) => {
    req.on('response', (res) => {
      res.resume()
      resolve({ status: res.statusCode ?? 0 })
    })
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? 'error' }))
  })
  req.end(JSON.stringify(body))
  return { cut: () => req.destroy(), outcome }
}

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) return false
    await new Promise((r) => setTimeout(r, 5))
  }
  return true
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The bridge's log lines for finished captures, by outcome. */
const captureOutcomes = () =>
  logs
    .map((line) => JSON.parse(line) as { msg: string; outcome?: string })
    .filter((entry) => entry.msg === 'rd capture')
    .map((entry) => entry.outcome)

/**
 * Cuts a capture once the reader has received its CAPTURE, then waits for the reader to see the
 * connection close; returns how long that took.
 */
async function cutMidCapture(reader: RdSimulator, bridgePort: number): Promise<number> {
  const captures = reader.captures
  const abandoned = reader.abandoned.capture
  const browser = browserCapture(bridgePort, { port: reader.port, timeoutMs: 10_000 })
  expect(await waitFor(() => reader.captures === captures + 1, 30_000)).toBe(true)
  await sleep(50)
  const cut = performance.now()
  browser.cut()
  expect(await browser.outcome).toEqual({ error: 'ECONNRESET' })
  expect(await waitFor(() => reader.abandoned.capture === abandoned + 1, 30_000)).toBe(true)
  return performance.now() - cut
}

describe('a capture whose browser goes away, at the device routes', () => {
  let reader: RdSimulator
  let slowToScan: RdSimulator
  let clock = Date.now()
  let store: CaptureStore
  let devices: DeviceService
  let bridge: TestBridge

  beforeAll(async () => {
    reader = await startRdSimulator({ port: PORTS.reader, captureDelayMs: 10 })
    // A port that never answers makes every scan last probeTimeoutMs.
    slowToScan = await startRdSimulator({ port: PORTS.slowToScan, behaviour: 'hang' })
    const ports = [PORTS.reader, PORTS.slowToScan]
    store = new CaptureStore()
    // A stopped clock: the first scan stays fresh until a test moves the clock on.
    devices = createDeviceService({
      host: HOST,
      loopback: true,
      ports,
      probeTimeoutMs: 600,
      now: () => clock,
    })
    bridge = await startTestBridge(deviceRoutes({ devices, captures: store, ports }), {
      port: PORTS.bridge,
    })
  })

  afterAll(async () => {
    await bridge?.close()
    await devices?.close()
    store?.close()
    await reader?.close()
    await slowToScan?.close()
  })

  it('closes the reader’s CAPTURE connection at once, stores nothing, and frees the reader', async () => {
    reader.setBehaviour('capture-hang')
    const took = await cutMidCapture(reader, PORTS.bridge)
    expect(took).toBeLessThan(CANCEL_WITHIN_MS)
    expect(store.size).toBe(0)
    expect(await waitFor(() => captureOutcomes().at(-1) === 'CAPTURE_CANCELLED', 30_000)).toBe(true)

    // Not 409 DEVICE_BUSY: the bridge let go of the reader with the connection.
    reader.setBehaviour('ready')
    const next = await postJson(`${bridge.url}/api/captures`, { port: reader.port })
    expect(next.status).toBe(201)
    expect(store.size).toBe(1)
    const list = await getJson(`${bridge.url}/api/devices?fresh=1`)
    expect(list.status).toBe(200)
    expect(list.json.devices).toMatchObject([{ port: reader.port, status: 'READY' }])
  })

  it('cancels while the finger is awaited; the reader’s own 710 follows, never DEVICE_BUSY', async () => {
    reader.setTiming({ captureDelayMs: 1500 })
    const stored = store.size
    try {
      expect(await cutMidCapture(reader, PORTS.bridge)).toBeLessThan(CANCEL_WITHIN_MS)
      expect(store.size).toBe(stored)
      // The simulated reader finishes the finger nobody waits for (simulated-service.ts), as a
      // real one may: the bridge passes its 710 on rather than refusing on its own account.
      const busy = await postJson(`${bridge.url}/api/captures`, { port: reader.port })
      expect(busy.status).toBe(422)
      expect(busy.json.error.code).toBe('RD_710')
    } finally {
      reader.setTiming({ captureDelayMs: 10 })
    }
    let next = await postJson(`${bridge.url}/api/captures`, { port: reader.port })
    for (const deadline = Date.now() + 5000; next.status !== 201 && Date.now() < deadline;) {
      await sleep(100)
      next = await postJson(`${bridge.url}/api/captures`, { port: reader.port })
    }
    expect(next.status).toBe(201)
    expect(store.size).toBe(stored + 1)
  })

  it('sends no CAPTURE at all when the browser went away during the scan before it', async () => {
    clock += 60_000 // the last scan is too old to capture from: the capture rescans first
    const captures = reader.captures
    const cancelled = captureOutcomes().filter((o) => o === 'CAPTURE_CANCELLED').length
    const browser = browserCapture(PORTS.bridge, { port: reader.port })
    await sleep(100) // inside the 600 ms scan
    browser.cut()
    expect(await browser.outcome).toEqual({ error: 'ECONNRESET' })
    expect(
      await waitFor(
        () => captureOutcomes().filter((o) => o === 'CAPTURE_CANCELLED').length === cancelled + 1,
        3000,
      ),
    ).toBe(true)
    expect(reader.captures).toBe(captures)
    expect(reader.requests.rdservice).toBeGreaterThan(0)
  })
})

describe('the whole bridge after a cancelled capture', () => {
  let reader: RdSimulator
  let upstream: UpstreamSimulator
  let bridge: RunningBridge
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rd-cancel-'))
    reader = await startRdSimulator({
      port: PORTS.appReader,
      behaviour: 'capture-hang',
      captureDelayMs: 10,
    })
    const env = liveEnv(`http://${HOST}:${PORTS.appUpstream}`)
    upstream = await startUpstreamSimulator({
      user: env.AEPS_USER,
      secret: env.AEPS_SECRET,
      port: PORTS.appUpstream,
    })
    bridge = await startBridge(
      loadConfig({
        ...env,
        BRIDGE_PORT: String(PORTS.appBridge),
        RD_PORTS: String(PORTS.appReader),
        DATA_DIR: dataDir,
        STATIC_DIR: 'off',
      }),
    )
  })

  afterAll(async () => {
    await bridge?.close()
    await upstream?.close()
    await reader?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('stays up and serves the next capture and enquiry as if nothing happened', async () => {
    expect(await cutMidCapture(reader, PORTS.appBridge)).toBeLessThan(CANCEL_WITHIN_MS)

    expect((await getJson(`${bridge.url}/api/status`)).status).toBe(200)
    reader.setBehaviour('ready')
    const reply = await enquire(bridge, '/api/balance-enquiries', { aadhaar: '999900000000' })
    expect(reply.status).toBe(200)
    expect(reply.json.code).toBe('0x0200')
    expect(upstream.requests).toBe(1)
    const journal = await getJson(`${bridge.url}/api/transactions?limit=5`)
    expect(journal.json.transactions).toHaveLength(1)
  })
})
