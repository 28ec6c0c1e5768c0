// The merchant's daily authentication over real sockets (docs/contract.md v1.1): the sandbox bank
// asks for it with its test number (and for every number with SANDBOX_2FA=daily), POST
// /api/merchant-authentications does it, /api/status says so across a restart, the journal keeps
// it; and, against a recording upstream, exactly what goes on the wire.

import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RdSimulator } from '../../bridge/sandbox/rd-simulator/server.ts'
import {
  api,
  capture,
  enquire,
  isErrorShape,
  liveEnv,
  startReader,
  startTestBridge,
  tempDataDir,
  type TestBridge,
} from '../fixtures/bridge-harness.ts'
import { dataDirBytes } from '../fixtures/journal-fixtures.ts'
import { startFaultUpstream, type FaultUpstream } from '../fixtures/fault-upstream.ts'

const ASKS_FOR_2FA = '999900000085'
const ANY_NUMBER = '999900000000'
const PATH = '/api/merchant-authentications'
const status = async (t: TestBridge) => (await api(t).get('/api/status')).json

describe('in sandbox mode, the test number that asks for the merchant authentication', () => {
  let t: TestBridge
  const dataDir = tempDataDir()

  beforeAll(async () => {
    t = await startTestBridge({ rdBlock: 'merchant-auth', dataDir, keepDataDir: true })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('starts with contract 1.1 and nothing known about today’s authentication', async () => {
    expect(await status(t)).toMatchObject({
      contract: '1.5',
      merchantAuth: { state: 'unknown', at: null },
    })
  })

  it('answers the enquiry merchant-auth-required (0x0208 2FA), and the status says it is due', async () => {
    const reply = await enquire(t, '/api/balance-enquiries', { aadhaar: ASKS_FOR_2FA })
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      outcome: 'merchant-auth-required',
      code: '0x0208',
      status: '2FA',
      message: 'UAD: Please do 2 factor auth.',
    })
    expect(reply.json.guidance).toMatch(/merchant-authentications/)
    expect(reply.json).not.toHaveProperty('data')
    expect((await status(t)).merchantAuth).toMatchObject({ state: 'due', at: null })
  })

  it('refuses a body without a capture, naming the field, and spends nothing', async () => {
    const captureId = await capture(t)
    const reply = await api(t).post(PATH, { latitude: '19.07', longitude: undefined })
    expect(reply.status).toBe(400)
    expect(isErrorShape(reply.json)).toBe(true)
    expect(reply.json.error).toMatchObject({ code: 'VALIDATION_FAILED' })
    const half = await api(t).post(PATH, { captureId, latitude: '19.07' })
    expect(half.json.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'longitude' })
    const noCapture = await api(t).post(PATH, {})
    expect(noCapture.json.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'captureId' })
    // The merchant authenticates with their own finger: the message says so, not the customer's.
    expect(noCapture.json.error.message).toBe('Capture the merchant’s own fingerprint first.')
    // The capture survived the refusals: it still authenticates.
    expect((await api(t).post(PATH, { captureId })).status).toBe(200)
  })

  it('authenticates the merchant: success, and the status is done with its time', async () => {
    const captureId = await capture(t)
    const before = Date.now()
    const reply = await api(t).post(PATH, { captureId })
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      transactionId: expect.any(String),
      outcome: 'success',
      code: '0x0200',
      status: 'SUCCESS',
      message: '2FA completed successfully',
      merchantAuth: { state: 'done', at: expect.any(String) },
    })
    expect(Date.parse(reply.json.merchantAuth.at)).toBeGreaterThanOrEqual(before - 1000)
    expect((await status(t)).merchantAuth).toEqual(reply.json.merchantAuth)
  })

  it('then carries out the customer’s enquiry, with a fresh capture', async () => {
    const reply = await enquire(t, '/api/mini-statements', { aadhaar: ASKS_FOR_2FA })
    expect(reply.json.outcome).toBe('success')
    expect((await status(t)).merchantAuth.state).toBe('done')
  })

  it('refuses a capture used twice (409) and one it does not know (410)', async () => {
    const captureId = await capture(t)
    expect((await api(t).post(PATH, { captureId })).status).toBe(200)
    const again = await api(t).post(PATH, { captureId })
    expect(again.status).toBe(409)
    expect(again.json.error.code).toBe('CAPTURE_USED')
    const unknown = await api(t).post(PATH, { captureId: 'no-such-capture' })
    expect(unknown.status).toBe(410)
    expect(unknown.json.error.code).toBe('CAPTURE_EXPIRED')
  })

  it('keeps the same guards as every route', async () => {
    const captureId = await capture(t)
    const plain = await api(t).request('POST', PATH, {
      body: JSON.stringify({ captureId }),
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(plain.status).toBe(415)
    const foreign = await api(t).post(PATH, { captureId }, { Origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect((await api(t).get(PATH)).status).toBe(405)
  })

  it('journals each attempt as operation merchant-authentication, without a PID block', async () => {
    const list = (await api(t).get('/api/transactions?limit=50')).json.transactions
    const auths = list.filter(
      (r: { operation: string }) => r.operation === 'merchant-authentication',
    )
    expect(auths.length).toBeGreaterThanOrEqual(3)
    expect(auths[0]).toMatchObject({
      outcome: 'success',
      code: '0x0200',
      merchantLoginId: 'SANDBOX01',
      aadhaarMasked: '',
      finishedAt: expect.any(String),
    })
    const asked = list.find((r: { outcome: string }) => r.outcome === 'merchant-auth-required')
    expect(asked).toMatchObject({ operation: 'balance-enquiry', code: '0x0208' })
    const raw = dataDirBytes(t.dataDir)
    expect(raw).toContain('merchant-authentication')
    expect(raw).not.toMatch(/PidData|rdRequest|<Data|Skey|Hmac/)
  })

  it('keeps today’s authentication across a restart, in an owner-only file', async () => {
    const before = (await status(t)).merchantAuth
    await t.close()
    const file = join(dataDir, 'merchant-auth.json')
    expect(existsSync(file)).toBe(true)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8')).not.toMatch(/PidData|SANDBOX01/)
    t = await startTestBridge({ rdBlock: 'merchant-auth', dataDir })
    expect((await status(t)).merchantAuth).toEqual(before)
  })
})

describe('SANDBOX_2FA=daily', () => {
  let t: TestBridge
  beforeAll(async () => {
    t = await startTestBridge({ rdBlock: 'merchant-auth', env: { SANDBOX_2FA: 'daily' } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('asks for the authentication for any number until the merchant has done it today', async () => {
    const first = await enquire(t, '/api/balance-enquiries', { aadhaar: ANY_NUMBER })
    expect(first.json.outcome).toBe('merchant-auth-required')
    expect((await api(t).post(PATH, { captureId: await capture(t) })).json.outcome).toBe('success')
    const second = await enquire(t, '/api/balance-enquiries', { aadhaar: ANY_NUMBER })
    expect(second.json.outcome).toBe('success')
  })
})

describe('AEPS_2FA_PATH=off', () => {
  let t: TestBridge
  beforeAll(async () => {
    t = await startTestBridge({ rdBlock: 'merchant-auth', env: { AEPS_2FA_PATH: 'off' } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('answers 501 MERCHANT_AUTH_DISABLED, spends no capture, and the status says off', async () => {
    const captureId = await capture(t)
    const reply = await api(t).post(PATH, { captureId })
    expect(reply.status).toBe(501)
    expect(isErrorShape(reply.json)).toBe(true)
    expect(reply.json.error.code).toBe('MERCHANT_AUTH_DISABLED')
    expect((await status(t)).merchantAuth).toEqual({ state: 'off', policy: 'off', at: null })
    expect((await api(t).get('/api/transactions')).json.transactions).toEqual([])
  })
})

describe('against a recording upstream (live mode)', () => {
  let reader: RdSimulator
  let upstream: FaultUpstream
  let t: TestBridge
  const SUCCESS = { code: '0x0200', status: 'SUCCESS', message: '2FA completed successfully' }

  beforeAll(async () => {
    reader = await startReader('merchant-auth')
    upstream = await startFaultUpstream({ kind: 'json', body: SUCCESS })
    t = await startTestBridge({
      rdBlock: 'merchant-auth',
      sandboxReader: false,
      env: liveEnv(upstream.url, { UPSTREAM_TIMEOUT_MS: '800' }),
    })
  })
  afterAll(async () => {
    await t?.close()
    await upstream?.close()
    await reader?.close()
  })

  it('sends one POST to {AEPS_BASE_URL}/v1/service/aeps/2fa with exactly four string fields', async () => {
    const sent = upstream.requests.length
    const reply = await api(t).post(PATH, { captureId: await capture(t) })
    expect(reply.json.outcome).toBe('success')
    expect(upstream.requests.length).toBe(sent + 1)
    const request = upstream.requests.at(-1)!
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/v1/service/aeps/2fa')
    expect(request.headers['content-type']).toMatch(/^application\/json/)
    expect(request.headers.authorization).toBe(
      'Basic ' + Buffer.from('desk-api-user:Sup3r-Secret-Value-42').toString('base64'),
    )
    expect(Object.keys(request.body!).sort()).toEqual([
      'latitude',
      'longitude',
      'merchantLoginId',
      'rdRequest',
    ])
    expect(request.body).toMatchObject({
      merchantLoginId: 'MER0042',
      latitude: '19.0760',
      longitude: '72.8777',
      rdRequest: expect.stringMatching(/^<\?xml[\s\S]*<PidData/),
    })
  })

  it('sends the browser’s location when it gives one', async () => {
    await api(t).post(PATH, {
      captureId: await capture(t),
      latitude: '28.6139',
      longitude: '77.2090',
    })
    expect(upstream.requests.at(-1)!.body).toMatchObject({
      latitude: '28.6139',
      longitude: '77.2090',
    })
  })

  it('passes a refusal on with the bank’s words, scrubbed, and the status stays as it was', async () => {
    const before = (await status(t)).merchantAuth
    upstream.respondWith({
      kind: 'json',
      body: {
        code: '0x0202',
        status: 'FAILURE',
        message: '300: Biometric data did not match for Sup3r-Secret-Value-42',
        data: { bankMessage: 'Finger mismatch', bankCode: 'U2' },
      },
    })
    const reply = await api(t).post(PATH, { captureId: await capture(t) })
    expect(reply.json).toMatchObject({
      outcome: 'failure',
      bankMessage: 'Finger mismatch',
      bankCode: 'U2',
      displayMessage: 'Biometric data did not match for [redacted]',
    })
    expect(reply.text).not.toContain('Sup3r-Secret-Value-42')
    // v1.5: only the operator's count of failures in a row moves.
    expect((await status(t)).merchantAuth).toEqual({
      ...before,
      failuresInARow: before.failuresInARow + 1,
    })
    const record = (await api(t).get(`/api/transactions/${reply.json.transactionId}`)).json
    expect(record).toMatchObject({ bankMessage: 'Finger mismatch', bankCode: 'U2' })
  })

  it('answers 504 UPSTREAM_TIMEOUT after one try, never a retry, and journals the attempt', async () => {
    upstream.respondWith({ kind: 'hang' })
    const sent = upstream.requests.length
    const reply = await api(t).post(PATH, { captureId: await capture(t) })
    expect(reply.status).toBe(504)
    expect(reply.json.error.code).toBe('UPSTREAM_TIMEOUT')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(upstream.requests.length).toBe(sent + 1)
    const newest = (await api(t).get('/api/transactions?limit=1')).json.transactions[0]
    expect(newest).toMatchObject({
      operation: 'merchant-authentication',
      outcome: 'unknown',
      errorCode: 'UPSTREAM_TIMEOUT',
    })
    // v1.2: the error reply names the record of the attempt.
    expect(reply.json.transactionId).toBe(newest.id)
  })

  it('marks the authentication due when an enquiry is answered 0x0208, done after a success', async () => {
    upstream.respondWith({
      kind: 'json',
      body: { code: '0x0208', status: '2fa', message: 'UAD: Please do 2 factor auth.' },
    })
    const asked = await enquire(t, '/api/balance-enquiries', { aadhaar: '234567890124' })
    expect(asked.json.outcome).toBe('merchant-auth-required')
    expect((await status(t)).merchantAuth.state).toBe('due')
    upstream.respondWith({ kind: 'json', body: SUCCESS })
    await api(t).post(PATH, { captureId: await capture(t) })
    expect((await status(t)).merchantAuth.state).toBe('done')
  })
})
