// The merchant's own finger (the daily merchant authentication, docs/contract.md v1.1) meets the
// same checks before the bank as the customer's (v1.5): over real sockets, against a simulated
// reader and a simulated provider, a desk whose credentials are refused or whose reader's PID
// carries a time 30 minutes off takes the merchant's capture to no authentication at all; the
// refusal carries the fact the page holds its button on (the status's credentials, the
// refusal's skewSeconds: src/lib/capture-hold.ts), and it is not counted as a declined
// authentication (failuresInARow), which would bring the operator nearer the bank's block.
// Once the fact is gone the same flow authenticates.

import { describe, expect, it } from 'vitest'
import { api, type TestBridge } from '../fixtures/bridge-harness.ts'
import { credentialsRefused, liveDesk } from '../fixtures/live-desk.ts'

const AUTH = '/api/merchant-authentications'
const desk = liveDesk('merchant-auth-hold')
const { readerPlaying, liveBridge } = desk

const merchantAuthOf = async (bridge: TestBridge) =>
  (await api(bridge).get('/api/status')).json.merchantAuth

describe('the merchant’s finger is held by the facts that hold the customer’s', () => {
  it('refused credentials: 503 CREDENTIALS_REFUSED, no finger, no authentication sent, none counted', async () => {
    const reader = await readerPlaying('l1')
    const bridge = await liveBridge({ AEPS_SECRET: 'Wr0ng', AEPS_BANKS_PATH: '/v1/common/bank' })
    await credentialsRefused(bridge)
    const before = desk.upstream.requests
    const authBefore = await merchantAuthOf(bridge)
    const captured = await api(bridge).post('/api/captures', {})
    expect(captured.status, captured.text).toBe(503)
    expect(captured.json.error.code).toBe('CREDENTIALS_REFUSED')
    expect(captured.json).not.toHaveProperty('captureId')
    expect(reader.captures).toBe(0)
    expect(desk.upstream.requests).toBe(before)
    // Nothing to authenticate with: the merchant's day is as it was.
    expect(await merchantAuthOf(bridge)).toEqual(authBefore)
  })

  it('a PID 30 minutes off: 422 CLOCK_SKEW with skewSeconds, no authentication sent, none counted', async () => {
    const reader = await readerPlaying('clock-skew')
    const bridge = await liveBridge()
    const before = desk.upstream.requests
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
    expect(desk.upstream.requests).toBe(before)
    expect(await merchantAuthOf(bridge)).toEqual(authBefore)
  })

  it('with a right clock and accepted credentials the same flow authenticates', async () => {
    const reader = await readerPlaying('l1')
    const bridge = await liveBridge()
    const before = desk.upstream.requests
    const captured = await api(bridge).post('/api/captures', {})
    expect(captured.status, captured.text).toBe(201)
    const auth = await api(bridge).post(AUTH, { captureId: captured.json.captureId })
    expect(auth.status, auth.text).toBe(200)
    expect(auth.json).toMatchObject({ outcome: 'success', merchantAuth: { state: 'done' } })
    expect(desk.upstream.requests).toBe(before + 1)
    expect(reader.captures).toBe(1)
  })
})
