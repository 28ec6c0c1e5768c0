// The merchant's own finger (the daily merchant authentication, docs/contract.md v1.1) meets the
// same checks before the bank as the customer's (v1.5): over real sockets, against a simulated
// reader and a simulated provider, a desk whose credentials are refused or whose reader's PID
// carries a time 30 minutes off takes the merchant's capture to no authentication at all; the
// refusal carries the fact the page holds its button on (the status's credentials, the
// refusal's skewSeconds: src/lib/capture-hold.ts), and it is not counted as a declined
// authentication (failuresInARow), which would bring the operator nearer the bank's block.
// Once the fact is gone the same flow authenticates.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sandboxReader } from '../../bridge/sandbox/reader-cases.ts'
import { startRdSimulator, type RdSimulator } from '../../bridge/sandbox/rd-simulator/server.ts'
import {
  startUpstreamSimulator,
  type UpstreamSimulator,
} from '../../bridge/sandbox/upstream-simulator/server.ts'
import {
  api,
  liveEnv,
  RD_PORT_BLOCKS,
  rdPorts,
  startTestBridge,
  type TestBridge,
} from '../fixtures/bridge-harness.ts'

const RIGHT = liveEnv('http://unused.invalid')
const BLOCK = 'merchant-auth-hold'
const AUTH = '/api/merchant-authentications'

let upstream: UpstreamSimulator
const open: { close(): Promise<unknown> }[] = []

beforeAll(async () => {
  upstream = await startUpstreamSimulator({ user: RIGHT.AEPS_USER, secret: RIGHT.AEPS_SECRET })
})
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close()
})
afterAll(async () => {
  await upstream?.close()
})

async function readerPlaying(
  readerCase: Parameters<typeof sandboxReader>[0],
): Promise<RdSimulator> {
  const reader = await startRdSimulator({
    port: RD_PORT_BLOCKS[BLOCK],
    host: '127.0.0.1',
    behaviour: 'ready',
    captureDelayMs: 10,
    ...(await sandboxReader(readerCase)),
  })
  open.push(reader)
  return reader
}

async function liveBridge(extra: Record<string, string> = {}): Promise<TestBridge> {
  const bridge = await startTestBridge({
    rdBlock: BLOCK,
    sandboxReader: false,
    env: { ...liveEnv(upstream.url, extra), RD_PORTS: rdPorts(BLOCK) },
  })
  open.push(bridge)
  return bridge
}

const merchantAuthOf = async (bridge: TestBridge) =>
  (await api(bridge).get('/api/status')).json.merchantAuth

describe('the merchant’s finger is held by the facts that hold the customer’s', () => {
  it('refused credentials: 503 CREDENTIALS_REFUSED, no finger, no authentication sent, none counted', async () => {
    const reader = await readerPlaying('l1')
    const bridge = await liveBridge({ AEPS_SECRET: 'Wr0ng', AEPS_BANKS_PATH: '/v1/common/bank' })
    const deadline = Date.now() + 10_000
    while ((await api(bridge).get('/api/status')).json.credentials.state !== 'refused') {
      if (Date.now() > deadline) throw new Error('the credentials were never refused')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    const before = upstream.requests
    const authBefore = await merchantAuthOf(bridge)
    const captured = await api(bridge).post('/api/captures', {})
    expect(captured.status, captured.text).toBe(503)
    expect(captured.json.error.code).toBe('CREDENTIALS_REFUSED')
    expect(captured.json).not.toHaveProperty('captureId')
    expect(reader.captures).toBe(0)
    expect(upstream.requests).toBe(before)
    // Nothing to authenticate with: the merchant's day is as it was.
    expect(await merchantAuthOf(bridge)).toEqual(authBefore)
  })

  it('a PID 30 minutes off: 422 CLOCK_SKEW with skewSeconds, no authentication sent, none counted', async () => {
    const reader = await readerPlaying('clock-skew')
    const bridge = await liveBridge()
    const before = upstream.requests
    const authBefore = await merchantAuthOf(bridge)
    const captured = await api(bridge).post('/api/captures', {})
    expect(captured.status, captured.text).toBe(422)
    expect(captured.json.error.code).toBe('CLOCK_SKEW')
    // The fact the page holds the button on, beside the error.
    expect(captured.json.skewSeconds).toBeGreaterThan(29 * 60)
    expect(reader.captures).toBe(1)
    // The PID was dropped: no capture id reaches the authentication, which sends nothing.
    const auth = await api(bridge).post(AUTH, { captureId: 'never-issued' })
    expect(auth.status, auth.text).toBe(410)
    expect(auth.json.error.code).toBe('CAPTURE_EXPIRED')
    expect(upstream.requests).toBe(before)
    expect(await merchantAuthOf(bridge)).toEqual(authBefore)
  })

  it('with a right clock and accepted credentials the same flow authenticates', async () => {
    const reader = await readerPlaying('l1')
    const bridge = await liveBridge()
    const before = upstream.requests
    const captured = await api(bridge).post('/api/captures', {})
    expect(captured.status, captured.text).toBe(201)
    const auth = await api(bridge).post(AUTH, { captureId: captured.json.captureId })
    expect(auth.status, auth.text).toBe(200)
    expect(auth.json).toMatchObject({ outcome: 'success', merchantAuth: { state: 'done' } })
    expect(upstream.requests).toBe(before + 1)
    expect(reader.captures).toBe(1)
  })
})
