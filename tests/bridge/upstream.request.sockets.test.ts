// What a live-mode bridge sends upstream (spec sections 2.1, 4 and 5), read off the wire by the
// fault upstream: the path, the three headers and nothing of the browser's, and exactly the nine
// string fields, built from the browser's body, the configuration and the capture.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RdSimulator } from '../../bridge/sandbox/rd-simulator/server.ts'
import {
  api,
  capture,
  CUSTOMER,
  enquire,
  liveEnv,
  startReader,
  startTestBridge,
  type TestBridge,
} from '../fixtures/bridge-harness.ts'
import {
  startFaultUpstream,
  UPSTREAM_PATHS,
  type FaultUpstream,
  type RecordedRequest,
} from '../fixtures/fault-upstream.ts'

const AADHAAR = '234567890124'
const ENV = liveEnv('http://placeholder')
const NINE_FIELDS = [
  'aadhaar',
  'bankiin',
  'latitude',
  'longitude',
  'merchantLoginId',
  'mobile',
  'pan',
  'rdRequest',
  'txnType',
]

let reader: RdSimulator
let upstream: FaultUpstream
let t: TestBridge

beforeAll(async () => {
  reader = await startReader('upstream-request')
  upstream = await startFaultUpstream()
  t = await startTestBridge({ rdBlock: 'upstream-request', env: liveEnv(upstream.url) })
})

afterAll(async () => {
  await t?.close()
  await upstream?.close()
  await reader?.close()
})

const last = (): RecordedRequest => upstream.requests.at(-1)!

describe('a balance enquiry upstream', () => {
  let sent: RecordedRequest

  beforeAll(async () => {
    const reply = await enquire(t, '/api/balance-enquiries', { aadhaar: AADHAAR })
    expect(reply.status).toBe(200)
    sent = last()
  })

  it('is one POST to {base_url}/v1/service/aeps/getBalance', () => {
    expect(sent.method).toBe('POST')
    expect(sent.path).toBe(UPSTREAM_PATHS.be)
  })

  it('carries Content-Type and Accept application/json and Basic credentials', () => {
    expect(sent.headers['content-type']).toBe('application/json')
    expect(sent.headers.accept).toBe('application/json')
    const expected = Buffer.from(`${ENV.AEPS_USER}:${ENV.AEPS_SECRET}`).toString('base64')
    expect(sent.headers.authorization).toBe(`Basic ${expected}`)
  })

  it('sends exactly the nine fields of docs/provider-api.md section 2.1, every one a string', () => {
    expect(Object.keys(sent.body!).sort()).toEqual(NINE_FIELDS)
    for (const field of NINE_FIELDS) expect(typeof sent.body![field], field).toBe('string')
    expect(Number(sent.headers['content-length'])).toBe(Buffer.byteLength(sent.rawBody))
  })

  it('fills the fields from the browser, the configuration and the capture, with txnType be', () => {
    expect(sent.body).toMatchObject({
      merchantLoginId: ENV.MERCHANT_LOGIN_ID,
      pan: ENV.MERCHANT_PAN,
      aadhaar: AADHAAR,
      mobile: CUSTOMER.mobile,
      bankiin: CUSTOMER.bankiin,
      txnType: 'be',
      latitude: ENV.MERCHANT_LATITUDE,
      longitude: ENV.MERCHANT_LONGITUDE,
    })
  })

  it('sends the PID block of the capture as rdRequest', () => {
    const pid = sent.body!.rdRequest as string
    expect(pid).toMatch(/<PidData[\s>]/)
    expect(pid).toMatch(/<Skey[\s>]/)
    expect(pid).toMatch(/<Hmac>/)
    expect(pid).toMatch(/<Data[\s>]/)
  })

  it('keeps every field within the limits of docs/provider-api.md section 8', () => {
    const limits: Record<string, number> = {
      merchantLoginId: 20,
      aadhaar: 12,
      mobile: 10,
      bankiin: 10,
      latitude: 20,
      longitude: 20,
      pan: 10,
    }
    for (const [field, limit] of Object.entries(limits)) {
      expect((sent.body![field] as string).length, field).toBeLessThanOrEqual(limit)
    }
  })
})

describe('a mini statement upstream', () => {
  it('is one POST to {base_url}/v1/service/aeps/statement with txnType ms', async () => {
    const reply = await enquire(t, '/api/mini-statements', { aadhaar: AADHAAR })
    expect(reply.status).toBe(200)
    const sent = last()
    expect(sent.method).toBe('POST')
    expect(sent.path).toBe(UPSTREAM_PATHS.ms)
    expect(Object.keys(sent.body!).sort()).toEqual(NINE_FIELDS)
    expect(sent.body!.txnType).toBe('ms')
    expect(sent.headers.authorization).toMatch(/^Basic /)
  })
})

describe('the upstream request', () => {
  it('uses the browser’s location when it sends one', async () => {
    await enquire(t, '/api/balance-enquiries', {
      aadhaar: AADHAAR,
      latitude: '28.6139',
      longitude: '77.2090',
    })
    expect(last().body).toMatchObject({ latitude: '28.6139', longitude: '77.2090' })
  })

  it('forwards none of the browser’s headers', async () => {
    const captureId = await capture(t)
    const reply = await api(t).post(
      '/api/balance-enquiries',
      { ...CUSTOMER, aadhaar: AADHAAR, captureId },
      {
        Cookie: 'session=browser-cookie',
        'X-Forwarded-For': '203.0.113.7',
        'X-Custom-Trace': 'trace-123',
        'Accept-Language': 'hi-IN',
        'User-Agent': 'BrowserUA/1.0',
      },
    )
    expect(reply.status).toBe(200)
    const names = Object.keys(last().headers)
    for (const name of names) {
      expect([
        'host',
        'content-type',
        'accept',
        'authorization',
        'content-length',
        'connection',
      ]).toContain(name)
    }
    expect(JSON.stringify(last().headers)).not.toMatch(
      /browser-cookie|203\.0\.113\.7|trace-123|BrowserUA|hi-IN/,
    )
  })

  it('ignores extra fields of the browser’s body', async () => {
    const captureId = await capture(t)
    const reply = await api(t).post('/api/balance-enquiries', {
      ...CUSTOMER,
      aadhaar: AADHAAR,
      captureId,
      pan: 'ZZZZZ9999Z',
      merchantLoginId: 'ATTACKER',
      txnType: 'ms',
      rdRequest: '<PidData>forged</PidData>',
      extra: 'x',
    })
    expect(reply.status).toBe(200)
    const body = last().body!
    expect(Object.keys(body).sort()).toEqual(NINE_FIELDS)
    expect(body).toMatchObject({
      pan: ENV.MERCHANT_PAN,
      merchantLoginId: ENV.MERCHANT_LOGIN_ID,
      txnType: 'be',
    })
    expect(body.rdRequest).not.toContain('forged')
  })

  it('sends a different PID block for every enquiry', async () => {
    for (let i = 0; i < 3; i++) await enquire(t, '/api/mini-statements', { aadhaar: AADHAAR })
    const pids = upstream.requests.map((r) => r.body?.rdRequest)
    expect(new Set(pids).size).toBe(pids.length)
  })

  it('keeps a path prefix of AEPS_BASE_URL', async () => {
    const prefixed = await startTestBridge({
      rdBlock: 'upstream-request',
      env: liveEnv(upstream.url + '/gateway/'),
    })
    try {
      const reply = await enquire(prefixed, '/api/balance-enquiries', { aadhaar: AADHAAR })
      expect(reply.status).toBe(200)
      expect(last().path).toBe('/gateway' + UPSTREAM_PATHS.be)
    } finally {
      await prefixed.close()
    }
  })
})
