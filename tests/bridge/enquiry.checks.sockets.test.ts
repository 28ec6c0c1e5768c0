// The checks an enquiry passes before anything leaves the bridge: every field against the spec's
// limits (400 VALIDATION_FAILED naming the field, nothing sent, capture not spent), and the
// single use of a capture (409 CAPTURE_USED, 410 CAPTURE_EXPIRED): a PID block is never sent twice.
// The checks run in-process (handle() called directly) and over a real socket; a browser that
// goes away mid-enquiry is a socket matter.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RdSimulator } from '../../bridge/sandbox/rd-simulator/server.ts'
import {
  api,
  capture,
  CUSTOMER,
  ENQUIRY_PATHS,
  isErrorShape,
  liveEnv,
  startReader,
  startTestBridge,
  TRANSPORTS,
  type EnquiryPath,
  type TestBridge,
  type Transport,
} from '../fixtures/bridge-harness.ts'
import {
  failureEnvelope,
  startFaultUpstream,
  successEnvelope,
  type FaultUpstream,
} from '../fixtures/fault-upstream.ts'

const AADHAAR = '234567890124'
const GOOD = { ...CUSTOMER, aadhaar: AADHAAR }

let reader: RdSimulator
let upstream: FaultUpstream
let t: TestBridge

beforeAll(async () => {
  reader = await startReader('enquiry-checks')
  upstream = await startFaultUpstream()
  t = await startTestBridge({
    rdBlock: 'enquiry-checks',
    env: liveEnv(upstream.url, { UPSTREAM_TIMEOUT_MS: '1000' }),
  })
})

afterAll(async () => {
  await t?.close()
  await upstream?.close()
  await reader?.close()
})

beforeEach(() => {
  upstream.respondWith((request) => ({
    kind: 'json',
    body: successEnvelope(request.operation ?? 'be', request),
  }))
})

const journalSize = async (target: TestBridge = t, transport: Transport = 'socket') =>
  (await api(target, transport).get('/api/transactions?limit=500')).json.transactions
    .length as number

describe.each(TRANSPORTS)('%s', (transport) => {
  describe.each(ENQUIRY_PATHS.map((path) => [path]))(
    '%s refuses invalid input',
    (path: EnquiryPath) => {
      let captureId: string

      beforeAll(async () => {
        captureId = await capture(t, {}, transport)
      })

      it.each([
        ['aadhaar', 'no aadhaar', { aadhaar: undefined }],
        ['aadhaar', 'an empty aadhaar', { aadhaar: '' }],
        ['aadhaar', 'a bad check digit', { aadhaar: '234567890125' }],
        ['aadhaar', '11 digits', { aadhaar: '23456789012' }],
        ['aadhaar', '13 digits', { aadhaar: '2345678901240' }],
        ['aadhaar', 'an aadhaar with spaces', { aadhaar: '2345 6789 0124' }],
        ['aadhaar', 'an aadhaar sent as a number', { aadhaar: 234567890124 }],
        ['aadhaar', 'aadhaar null', { aadhaar: null }],
        ['mobile', 'no mobile', { mobile: undefined }],
        ['mobile', 'a 9-digit mobile', { mobile: '987654321' }],
        ['mobile', 'an 11-digit mobile', { mobile: '98765432100' }],
        ['mobile', 'a mobile with +91', { mobile: '+919876543210' }],
        ['mobile', 'a mobile sent as a number', { mobile: 9876543210 }],
        ['bankiin', 'no bankiin', { bankiin: undefined }],
        ['bankiin', 'a bankiin with letters', { bankiin: 'SBIN' }],
        ['bankiin', 'an 11-digit bankiin', { bankiin: '12345678901' }],
        ['bankiin', 'a bankiin sent as a number', { bankiin: 607094 }],
        ['latitude', 'latitude 91', { latitude: '91', longitude: '72.8' }],
        ['latitude', 'latitude -90.0001', { latitude: '-90.0001', longitude: '72.8' }],
        [
          'latitude',
          'a latitude of 21 characters',
          { latitude: '12.345678901234567890', longitude: '72.8' },
        ],
        ['longitude', 'longitude 180.5', { latitude: '19.07', longitude: '180.5' }],
        [
          'longitude',
          'a longitude of 22 characters',
          { latitude: '19.07', longitude: '123.456789012345678901' },
        ],
        ['longitude', 'latitude without longitude', { latitude: '19.07' }],
        ['latitude', 'longitude without latitude', { longitude: '72.8' }],
        ['latitude', 'a latitude object', { latitude: { deg: 19 }, longitude: '72.8' }],
        ['captureId', 'no captureId', { captureId: undefined }],
        ['captureId', 'an empty captureId', { captureId: '' }],
        ['captureId', 'a captureId that is an object', { captureId: { id: 'abc' } }],
        ['captureId', 'a captureId of 129 characters', { captureId: 'x'.repeat(129) }],
        ['captureId', 'a numeric captureId', { captureId: 12345 }],
        ['consent', 'consent "yes"', { consent: 'yes' }],
        // v1.2: consent is required, and only the JSON value true is consent.
        ['consent', 'no consent', { consent: undefined }],
        ['consent', 'consent false', { consent: false }],
        ['consent', 'consent "true"', { consent: 'true' }],
        ['consent', 'consent 1', { consent: 1 }],
        ['consentNotice', 'an empty consentNotice', { consentNotice: '' }],
        [
          'consentNotice',
          'a consentNotice of 17 characters',
          { consentNotice: 'be-2-hi-123456789' },
        ],
        ['consentNotice', 'a consentNotice in capitals', { consentNotice: 'BE-2-HI' }],
        ['consentNotice', 'a consentNotice with a space', { consentNotice: 'be 2 hi' }],
        ['consentNotice', 'a numeric consentNotice', { consentNotice: 2 }],
      ])(
        'answers 400 VALIDATION_FAILED naming %s for %s, sending nothing',
        async (field, _label, change) => {
          const sentBefore = upstream.requests.length
          const journalBefore = await journalSize(t, transport)
          const body: Record<string, unknown> = { ...GOOD, captureId, ...change }
          for (const key of Object.keys(change))
            if ((change as Record<string, unknown>)[key] === undefined) delete body[key]
          const reply = await api(t, transport).post(path, body)
          expect(reply.status, reply.text).toBe(400)
          expect(isErrorShape(reply.json)).toBe(true)
          expect(reply.json.error).toMatchObject({ code: 'VALIDATION_FAILED', field })
          expect(reply.text).not.toContain(AADHAAR)
          expect(upstream.requests.length).toBe(sentBefore)
          expect(await journalSize(t, transport)).toBe(journalBefore)
        },
      )

      it('did not spend the capture on any of those refusals: it still works', async () => {
        const sentBefore = upstream.requests.length
        const reply = await api(t, transport).post(path, { ...GOOD, captureId })
        expect(reply.status, reply.text).toBe(200)
        expect(reply.json.outcome).toBe('success')
        expect(upstream.requests.length).toBe(sentBefore + 1)
      })
    },
  )

  describe('the Aadhaar rule of the spec and the contract', () => {
    it.each([['012345678906'], ['123456789010']])(
      'sends %s upstream: 12 digits with a valid checksum (the 0/1 rule is the page’s)',
      async (aadhaar) => {
        const sentBefore = upstream.requests.length
        const reply = await api(t, transport).post('/api/balance-enquiries', {
          ...GOOD,
          aadhaar,
          captureId: await capture(t, {}, transport),
        })
        expect(reply.status, reply.text).toBe(200)
        expect(upstream.requests.length).toBe(sentBefore + 1)
        expect(upstream.requests.at(-1)!.body).toMatchObject({ aadhaar })
        expect(reply.text).not.toContain(aadhaar)
      },
    )
  })

  describe('single use of a capture', () => {
    it('answers 410 CAPTURE_EXPIRED for an unknown capture, sending nothing', async () => {
      const sentBefore = upstream.requests.length
      const reply = await api(t, transport).post('/api/balance-enquiries', {
        ...GOOD,
        captureId: 'never-issued-capture-id',
      })
      expect(reply.status).toBe(410)
      expect(isErrorShape(reply.json)).toBe(true)
      expect(reply.json.error).toMatchObject({ code: 'CAPTURE_EXPIRED', field: 'captureId' })
      expect(upstream.requests.length).toBe(sentBefore)
    })

    it.each([
      [
        'a success',
        () => upstream.respondWith((r) => ({ kind: 'json', body: successEnvelope('be', r) })),
      ],
      [
        'a failure',
        () =>
          upstream.respondWith({
            kind: 'json',
            body: failureEnvelope('be', '0x0202', 'FAILURE', '300: mismatch'),
          }),
      ],
      ['an upstream timeout', () => upstream.respondWith({ kind: 'hang' })],
      ['a reset connection', () => upstream.respondWith({ kind: 'reset' })],
    ])(
      'answers 409 CAPTURE_USED to a second use after %s, sending nothing',
      async (_after, arrange) => {
        arrange()
        const captureId = await capture(t, {}, transport)
        await api(t, transport).post('/api/balance-enquiries', { ...GOOD, captureId })
        const sentBefore = upstream.requests.length
        const journalBefore = await journalSize(t, transport)
        for (const path of ENQUIRY_PATHS) {
          const again = await api(t, transport).post(path, { ...GOOD, captureId })
          expect(again.status, again.text).toBe(409)
          expect(isErrorShape(again.json)).toBe(true)
          expect(again.json.error).toMatchObject({ code: 'CAPTURE_USED', field: 'captureId' })
        }
        expect(upstream.requests.length).toBe(sentBefore)
        expect(await journalSize(t, transport)).toBe(journalBefore)
      },
    )

    it('sends a capture upstream once when the same enquiry is submitted twice at once', async () => {
      upstream.respondWith((r) => ({
        kind: 'slow',
        delayMs: 100,
        then: { kind: 'json', body: successEnvelope('be', r) },
      }))
      const captureId = await capture(t, {}, transport)
      const sentBefore = upstream.requests.length
      const journalBefore = await journalSize(t, transport)
      const replies = await Promise.all(
        [0, 1, 2].map(() =>
          api(t, transport).post('/api/balance-enquiries', { ...GOOD, captureId }),
        ),
      )
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409])
      expect(upstream.requests.length).toBe(sentBefore + 1)
      // A double click is not an attempt: the journal shows one enquiry, not phantom "unknown" ones.
      expect(await journalSize(t, transport)).toBe(journalBefore + 1)
      const records = (await api(t, transport).get('/api/transactions?limit=3')).json
        .transactions as {
        outcome: string
        finishedAt: string | null
      }[]
      expect(records.filter((r) => r.finishedAt === null)).toEqual([])
    })

    it('never sends the same PID block twice across a run of enquiries', async () => {
      for (let i = 0; i < 4; i++) {
        const captureId = await capture(t, {}, transport)
        await api(t, transport).post(ENQUIRY_PATHS[i % 2]!, { ...GOOD, captureId })
      }
      const pids = upstream.requests.map((r) => r.body?.rdRequest)
      expect(pids.every((pid) => typeof pid === 'string' && pid.length > 0)).toBe(true)
      expect(new Set(pids).size).toBe(pids.length)
    })
  })
})

describe('a browser that goes away mid-enquiry', () => {
  it('still has its attempt sent once and journaled with the bank’s final answer', async () => {
    upstream.respondWith((r) => ({
      kind: 'slow',
      delayMs: 300,
      then: { kind: 'json', body: successEnvelope('be', r) },
    }))
    const captureId = await capture(t)
    const sentBefore = upstream.requests.length
    const journalBefore = await journalSize()
    const aborter = new AbortController()
    const pending = fetch(t.url + '/api/balance-enquiries', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...GOOD, captureId }),
      signal: aborter.signal,
    })
    await upstream.waitForRequests(sentBefore + 1)
    aborter.abort()
    await expect(pending).rejects.toThrow()
    const deadline = Date.now() + 3000
    let newest: { outcome: string; finishedAt: string | null } | undefined
    while (Date.now() < deadline) {
      newest = (await api(t).get('/api/transactions?limit=1')).json.transactions[0]
      if (newest?.finishedAt) break
      await new Promise((r) => setTimeout(r, 25))
    }
    expect(newest).toMatchObject({ outcome: 'success', finishedAt: expect.any(String) })
    expect(await journalSize()).toBe(journalBefore + 1)
    expect(upstream.requests.length).toBe(sentBefore + 1)
    // The capture was spent by that attempt.
    expect((await api(t).post('/api/balance-enquiries', { ...GOOD, captureId })).status).toBe(409)
  })
})

describe('a bridge without a shop location', () => {
  it('sends an enquiry without a location with empty latitude and longitude, and records none', async () => {
    const { MERCHANT_LATITUDE: _lat, MERCHANT_LONGITUDE: _lon, ...env } = liveEnv(upstream.url)
    const noShop = await startTestBridge({ rdBlock: 'enquiry-checks', env })
    try {
      const sentBefore = upstream.requests.length
      const reply = await api(noShop).post('/api/balance-enquiries', {
        ...GOOD,
        captureId: await capture(noShop),
      })
      expect(reply.status, reply.text).toBe(200)
      expect(upstream.requests.length).toBe(sentBefore + 1)
      expect(upstream.requests.at(-1)!.body).toMatchObject({ latitude: '', longitude: '' })
      const record = (await api(noShop).get(`/api/transactions/${reply.json.transactionId}`)).json
      expect(record).toMatchObject({ locationSource: 'none' })

      const located = await api(noShop).post('/api/balance-enquiries', {
        ...GOOD,
        captureId: await capture(noShop),
        latitude: '19.0760',
        longitude: '72.8777',
      })
      expect(located.status, located.text).toBe(200)
      expect(upstream.requests.at(-1)!.body).toMatchObject({ latitude: '19.0760' })
    } finally {
      await noShop.close()
    }
  })
})
