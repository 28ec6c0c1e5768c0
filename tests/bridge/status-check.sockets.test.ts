// (v1.3) Status checks over real sockets: POST /api/transactions/:id/status-checks against the
// sandbox bank's Transaction Status operation, and against a test upstream for what goes on the
// wire and for the faults (docs/contract.md, "POST /api/transactions/:id/status-checks").

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RdSimulator } from '../../bridge/sandbox/rd-simulator/server.ts'
import {
  api,
  enquire,
  isErrorShape,
  liveEnv,
  startReader,
  startTestBridge,
  type TestBridge,
} from '../fixtures/bridge-harness.ts'
import { startFaultUpstream, type FaultUpstream } from '../fixtures/fault-upstream.ts'

const PENDING = '999900000063'
const SOMETHING_WENT_WRONG = '999900000059'
const UNKNOWN_STATUS = '999900000125'
const REFUSED = '999900000028'
const HANGS = '999900000118'
const ANY = '999900000000'
const check = (t: TestBridge, id: string) =>
  api(t).post(`/api/transactions/${encodeURIComponent(id)}/status-checks`, {})

describe('in sandbox mode', () => {
  let t: TestBridge
  beforeAll(async () => {
    t = await startTestBridge({ rdBlock: 'status-checks', env: { UPSTREAM_TIMEOUT_MS: '800' } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('says contract 1.3 and that status checks are offered', async () => {
    const status = (await api(t).get('/api/status')).json
    expect(status).toMatchObject({ contract: '1.5', statusChecks: true })
    expect(status.merchantAuth.policy).toBe('on-request')
  })

  it('settles a pending balance enquiry: the first answer stays, the check and the settled outcome are added and journaled', async () => {
    const first = await enquire(t, '/api/balance-enquiries', { aadhaar: PENDING })
    expect(first.json).toMatchObject({ outcome: 'pending', clientRefId: expect.any(String) })
    const id = first.json.transactionId as string
    const reply = await check(t, id)
    expect(reply.status).toBe(200)
    expect(reply.json.check).toMatchObject({
      outcome: 'success',
      code: '0x0200',
      status: 'SUCCESS',
      rrn: expect.stringMatching(/^\d{12}$/),
    })
    expect(reply.json.record).toMatchObject({ outcome: 'pending', settledOutcome: 'success' })
    const kept = (await api(t).get(`/api/transactions/${id}`)).json
    expect(kept).toMatchObject({
      outcome: 'pending',
      settledOutcome: 'success',
      clientRefNo: first.json.clientRefId,
    })
    expect(kept.statusChecks).toHaveLength(1)
    // Settled: a second check is not applicable, and says that the customer may ask again.
    const again = await check(t, id)
    expect(again.status).toBe(409)
    expect(isErrorShape(again.json)).toBe(true)
    expect(again.json.error.code).toBe('STATUS_CHECK_NOT_APPLICABLE')
    expect(again.json.error.message).toMatch(/is not a withdrawal/)
  })

  it('settles a mini statement whose bank had a problem as a failure', async () => {
    const first = await enquire(t, '/api/mini-statements', { aadhaar: SOMETHING_WENT_WRONG })
    expect(first.json.outcome).toBe('error')
    const reply = await check(t, first.json.transactionId)
    expect(reply.json.check).toMatchObject({ outcome: 'failure', status: 'FAILURE' })
    expect(reply.json.record.settledOutcome).toBe('failure')
  })

  it('settles an answer outside the table (unknown) too', async () => {
    const first = await enquire(t, '/api/balance-enquiries', { aadhaar: UNKNOWN_STATUS })
    expect(first.json.outcome).toBe('unknown')
    expect((await check(t, first.json.transactionId)).json.record.settledOutcome).toBe('success')
  })

  it.each([
    ['a success', ANY],
    ['a refusal', REFUSED],
  ])('refuses 409 for %s: already confirmed', async (_, aadhaar) => {
    const first = await enquire(t, '/api/balance-enquiries', { aadhaar })
    const reply = await check(t, first.json.transactionId)
    expect(reply.status).toBe(409)
    expect(reply.json.error.code).toBe('STATUS_CHECK_NOT_APPLICABLE')
  })

  it('refuses 409 for a timed-out attempt, which has no reference: the customer may ask again', async () => {
    const first = await enquire(t, '/api/balance-enquiries', { aadhaar: HANGS })
    expect(first.status).toBe(504)
    const reply = await check(t, first.json.transactionId)
    expect(reply.status).toBe(409)
    expect(reply.json.error.message).toMatch(/no reference.*ask again/s)
  })

  it('answers 404 NOT_FOUND for an id the journal does not hold', async () => {
    const reply = await check(t, 'no-such-record')
    expect(reply.status).toBe(404)
    expect(reply.json.error.code).toBe('NOT_FOUND')
  })

  it('answers 405 to a GET of the route', async () => {
    const reply = await api(t).get('/api/transactions/x/status-checks')
    expect(reply.status).toBe(405)
  })
})

describe('against a test upstream', () => {
  let upstream: FaultUpstream
  let reader: RdSimulator
  let t: TestBridge
  const pendingReply = {
    code: '0x0206',
    status: 'PENDING',
    message: 'transaction pending',
    data: { clientRefNo: 'CR-PENDING-1' },
  }

  beforeAll(async () => {
    upstream = await startFaultUpstream({ kind: 'json', body: pendingReply })
    reader = await startReader('status-checks')
    t = await startTestBridge({
      rdBlock: 'status-checks',
      sandboxReader: false,
      env: liveEnv(upstream.url, { UPSTREAM_TIMEOUT_MS: '800', AEPS_2FA_POLICY: 'on-request' }),
    })
  })
  afterAll(async () => {
    await t?.close()
    await reader?.close()
    await upstream?.close()
  })

  const pendingRecord = async () => {
    upstream.respondWith({ kind: 'json', body: pendingReply })
    const first = await enquire(t, '/api/balance-enquiries', { aadhaar: ANY })
    expect(first.json.outcome).toBe('pending')
    return first.json.transactionId as string
  }

  it('sends exactly {merchantLoginId, clientRefId} with Basic auth to the status path', async () => {
    const id = await pendingRecord()
    upstream.respondWith({
      kind: 'json',
      body: { code: '0x0206', status: 'PENDING', message: 'still pending' },
    })
    const before = upstream.requests.length
    const reply = await check(t, id)
    expect(reply.status).toBe(200)
    const sent = upstream.requests[before]!
    expect(sent.path).toBe('/v1/service/aeps/transactionStatus')
    expect(sent.method).toBe('POST')
    expect(sent.headers.authorization).toMatch(/^Basic /)
    expect(sent.body).toEqual({ merchantLoginId: 'MER0042', clientRefId: 'CR-PENDING-1' })
    expect(upstream.requests.length).toBe(before + 1)
    // Still pending: kept as a check, not settled, and a later check is still allowed.
    expect(reply.json.record.settledOutcome).toBeNull()
    expect(reply.json.record.statusChecks).toHaveLength(1)
    upstream.respondWith({
      kind: 'json',
      body: {
        code: '0x0200',
        status: 'SUCCESS',
        message: 'Transaction Successfully.',
        data: { rrn: '612345678901' },
      },
    })
    const later = await check(t, id)
    expect(later.json.record.statusChecks.map((c: { outcome: string }) => c.outcome)).toEqual([
      'pending',
      'success',
    ])
    expect(later.json.check.rrn).toBe('612345678901')
  })

  it('answers 504 UPSTREAM_TIMEOUT when the status operation does not answer, and journals the check first', async () => {
    const id = await pendingRecord()
    upstream.respondWith({ kind: 'hang' })
    const reply = await check(t, id)
    expect(reply.status).toBe(504)
    expect(reply.json).toMatchObject({ error: { code: 'UPSTREAM_TIMEOUT' }, transactionId: id })
    const kept = (await api(t).get(`/api/transactions/${id}`)).json
    expect(kept.statusChecks).toEqual([
      expect.objectContaining({ outcome: 'unknown', errorCode: 'UPSTREAM_TIMEOUT' }),
    ])
    expect(kept.settledOutcome).toBeNull()
  })

  it('answers 502 UPSTREAM_BAD_REPLY for a reply that is not an envelope', async () => {
    const id = await pendingRecord()
    upstream.respondWith({ kind: 'raw', body: '<html>502</html>', httpStatus: 502 })
    const reply = await check(t, id)
    expect(reply.status).toBe(502)
    expect(reply.json.error.code).toBe('UPSTREAM_BAD_REPLY')
  })

  it('with the daily policy set, a new day is due until the merchant authenticates', async () => {
    const daily = await startTestBridge({
      rdBlock: 'status-checks',
      sandboxReader: false,
      env: liveEnv(upstream.url, { AEPS_2FA_POLICY: 'daily' }),
    })
    try {
      const status = (await api(daily).get('/api/status')).json
      expect(status.merchantAuth).toMatchObject({ state: 'due', policy: 'daily' })
    } finally {
      await daily.close()
    }
  })
})

describe('with AEPS_STATUS_PATH=off', () => {
  let t: TestBridge
  beforeAll(async () => {
    t = await startTestBridge({ rdBlock: 'status-checks', env: { AEPS_STATUS_PATH: 'off' } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('answers 501 STATUS_CHECK_DISABLED and the status says no checks are offered', async () => {
    const first = await enquire(t, '/api/balance-enquiries', { aadhaar: PENDING })
    const reply = await check(t, first.json.transactionId)
    expect(reply.status).toBe(501)
    expect(reply.json.error.code).toBe('STATUS_CHECK_DISABLED')
    expect((await api(t).get('/api/status')).json.statusChecks).toBe(false)
  })
})
