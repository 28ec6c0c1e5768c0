// Every sandbox Aadhaar number (src/shared/sandbox-numbers.ts), for both operations, through a
// sandbox bridge, and every route of it: the reply the browser gets and the journal record it
// leaves. Each runs in-process (handle() called directly) and over real sockets.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Outcome } from '../../src/shared/contract.ts'
import { SANDBOX_NUMBERS, type SandboxScenario } from '../../src/shared/sandbox-numbers.ts'
import { UIDAI_REFUSAL_CODES, type UidaiRefusalCode } from '../../src/shared/sandbox-refusals.ts'
import {
  api,
  capture,
  CUSTOMER,
  enquire,
  ENQUIRY_PATHS,
  isErrorShape,
  startTestBridge,
  TRANSPORTS,
  type EnquiryPath,
  type TestBridge,
} from '../fixtures/bridge-harness.ts'

type Expected = { status: 200; outcome: Outcome } | { status: 502 | 504; code: string }

const EXPECTED: Record<SandboxScenario, Expected> = {
  success: { status: 200, outcome: 'success' },
  unauthorized: { status: 200, outcome: 'unauthorized' },
  failure: { status: 200, outcome: 'failure' },
  'missing-parameter': { status: 200, outcome: 'missing-parameter' },
  'connection-timeout': { status: 200, outcome: 'timeout' },
  'something-went-wrong': { status: 200, outcome: 'error' },
  pending: { status: 200, outcome: 'pending' },
  reversed: { status: 200, outcome: 'reversed' },
  redirect: { status: 200, outcome: 'redirect' },
  slow: { status: 200, outcome: 'success' },
  hang: { status: 504, code: 'UPSTREAM_TIMEOUT' },
  'unknown-status': { status: 200, outcome: 'unknown' },
  'not-json': { status: 502, code: 'UPSTREAM_BAD_REPLY' },
  'daily-limit': { status: 200, outcome: 'failure' },
  'empty-statement': { status: 200, outcome: 'success' },
  'merchant-auth-required': { status: 200, outcome: 'merchant-auth-required' },
  'bank-words': { status: 200, outcome: 'failure' },
  'statement-lines': { status: 200, outcome: 'success' },
  'statement-unrecognised': { status: 200, outcome: 'success' },
  'merchant-blocked': { status: 200, outcome: 'failure' },
  ...(Object.fromEntries(
    UIDAI_REFUSAL_CODES.map((code) => [`uidai-${code}`, { status: 200, outcome: 'failure' }]),
  ) as Record<`uidai-${UidaiRefusalCode}`, Expected>),
}

const SLOW_MS = 400
let t: TestBridge

beforeAll(async () => {
  t = await startTestBridge({
    rdBlock: 'sandbox-outcomes',
    env: { UPSTREAM_TIMEOUT_MS: '1000' },
    sandboxSlowMs: SLOW_MS,
  })
})

afterAll(async () => {
  await t?.close()
})

describe.each(TRANSPORTS)('%s', (transport) => {
  // A second bridge of its own, as a newcomer starts it: the socket run covers it.
  const overSocket = it.runIf(transport === 'socket')
  const newestRecord = async () =>
    (await api(t, transport).get('/api/transactions?limit=1')).json.transactions[0]

  describe.each(ENQUIRY_PATHS.map((path) => [path]))('%s in sandbox mode', (path: EnquiryPath) => {
    it.each(SANDBOX_NUMBERS.map((n) => [n.aadhaar, n.scenario] as const))(
      '%s (%s) gives its defined reply and a journal record',
      async (aadhaar, scenario) => {
        const expected = EXPECTED[scenario]
        const started = Date.now()
        const reply = await enquire(t, path, { aadhaar }, transport)
        expect(reply.status, reply.text).toBe(expected.status)

        if (expected.status !== 200) {
          expect(isErrorShape(reply.json)).toBe(true)
          expect(reply.json.error.code).toBe(expected.code)
          const record = await newestRecord()
          expect(record).toMatchObject({
            outcome: 'unknown',
            errorCode: expected.code,
            aadhaarMasked: 'XXXXXXXX' + aadhaar.slice(-4),
            finishedAt: expect.any(String),
          })
          return
        }

        const body = reply.json
        expect(body.outcome).toBe(expected.outcome)
        expect(body.transactionId).toEqual(expect.any(String))
        expect(typeof body.code).toBe('string')
        expect(typeof body.status).toBe('string')
        expect(typeof body.message).toBe('string')
        expect(typeof body.guidance).toBe('string')
        if (expected.outcome === 'success') expect(body.data).toBeDefined()
        else expect(body).not.toHaveProperty('data')

        if (scenario === 'slow') expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 50)
        if (scenario === 'daily-limit') expect(body.displayMessage).toMatch(/enquiry limit/i)
        if (scenario === 'unknown-status')
          expect(body).toMatchObject({ code: '0x0210', status: 'ON_HOLD' })
        if (scenario === 'success' && path === '/api/balance-enquiries') {
          expect(body.data.aadhaarNumber).toBe('XXXXXXXX' + aadhaar.slice(-4))
          expect(Number(body.data.availableBalance)).not.toBeNaN()
        }
        if (expected.outcome === 'success' && path === '/api/mini-statements') {
          expect(Array.isArray(body.data.miniStatement)).toBe(true)
          if (scenario === 'empty-statement') expect(body.data.miniStatement).toEqual([])
          else expect(body.data.miniStatement.length).toBeGreaterThan(0)
          for (const entry of body.data.miniStatement) {
            expect(entry.narration).toBe(entry.narration.trim())
            expect(entry).toHaveProperty('rawNarration')
          }
        }

        const record = (await api(t, transport).get(`/api/transactions/${body.transactionId}`)).json
        expect(record).toMatchObject({
          id: body.transactionId,
          operation: path === '/api/balance-enquiries' ? 'balance-enquiry' : 'mini-statement',
          outcome: body.outcome,
          code: body.code,
          status: body.status,
          message: body.message,
          aadhaarMasked: 'XXXXXXXX' + aadhaar.slice(-4),
          mobileMasked: 'XXXXXX' + CUSTOMER.mobile.slice(-4),
          bankiin: CUSTOMER.bankiin,
          bankName: 'State Bank of India',
          errorCode: null,
          finishedAt: expect.any(String),
          locationSource: 'shop',
        })
        if (path === '/api/mini-statements' && expected.outcome === 'success') {
          expect(record.entries).toEqual(body.data.miniStatement)
        }
        if (path === '/api/balance-enquiries' && expected.outcome === 'success') {
          expect(record.availableBalance).toBe(body.data.availableBalance)
          expect(record.rrn).toBe(body.data.rrn)
        }
      },
    )
  })

  describe('the sandbox bridge', () => {
    it('lists its simulated reader in GET /api/devices', async () => {
      const rdPort = t.bridge.sandbox?.rdPort
      expect(rdPort).toEqual(expect.any(Number))
      const reply = await api(t, transport).get('/api/devices?fresh=1')
      expect(reply.status).toBe(200)
      expect(reply.json.devices).toContainEqual(
        expect.objectContaining({ port: rdPort, status: 'READY' }),
      )
    })

    it('answers GET /api/status in sandbox mode with the shop location it falls back to', async () => {
      const reply = await api(t, transport).get('/api/status')
      expect(reply.json).toMatchObject({
        mode: 'sandbox',
        merchant: { loginId: 'SANDBOX01' },
        shopLocation: { latitude: expect.any(String), longitude: expect.any(String) },
        upstreamTimeoutMs: 1000,
      })
    })

    // Version 3 is today's notice; a desk not yet updated still sends version 2, kept as sent.
    it.each(['be-3-ta', 'be-2-ta'])(
      'records the browser’s location, the customer’s consent and the notice read (%s)',
      async (consentNotice) => {
        const reply = await enquire(
          t,
          '/api/balance-enquiries',
          {
            aadhaar: '999900000000',
            latitude: '28.6139',
            longitude: '77.2090',
            consent: true,
            consentNotice,
          },
          transport,
        )
        expect(reply.status).toBe(200)
        const record = (
          await api(t, transport).get(`/api/transactions/${reply.json.transactionId}`)
        ).json
        expect(record).toMatchObject({ locationSource: 'browser', consent: true, consentNotice })
      },
    )

    it('lists transactions newest first, honouring limit', async () => {
      const all = (await api(t, transport).get('/api/transactions?limit=500')).json
        .transactions as {
        id: string
        startedAt: string
      }[]
      expect(all.length).toBeGreaterThan(ENQUIRY_PATHS.length * 10)
      const started = all.map((tx) => tx.startedAt)
      expect([...started].sort().reverse()).toEqual(started)
      const two = (await api(t, transport).get('/api/transactions?limit=2')).json.transactions as {
        id: string
      }[]
      expect(two.map((tx) => tx.id)).toEqual(all.slice(0, 2).map((tx) => tx.id))
      expect(all[0]).not.toHaveProperty('entries')
    })

    it('purges the journal on request: a record older than 0 days is gone', async () => {
      const before = (await api(t, transport).get('/api/transactions?limit=500')).json
        .transactions as {
        id: string
      }[]
      const purged = await api(t, transport).post('/api/transactions/purge', { olderThanDays: 0 })
      expect(purged.status).toBe(200)
      expect(purged.json).toEqual({ removed: before.length, remaining: 0 })
      expect((await api(t, transport).get('/api/transactions')).json.transactions).toEqual([])
      expect((await api(t, transport).get(`/api/transactions/${before[0]!.id}`)).status).toBe(404)
      const refused = await api(t, transport).post('/api/transactions/purge', { olderThanDays: -1 })
      expect(refused.status).toBe(400)
      expect(refused.json.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'olderThanDays',
      })
    })

    overSocket(
      'works end to end with its own simulated reader, as a newcomer starts it',
      async () => {
        const own = await startTestBridge({
          rdBlock: 'sandbox-outcomes',
          env: { SANDBOX_CAPTURE_MS: undefined },
        })
        try {
          const rdPort = own.bridge.sandbox?.rdPort
          expect(rdPort).toEqual(expect.any(Number))
          const captureId = await capture(own, { port: rdPort })
          const reply = await api(own).post('/api/balance-enquiries', {
            ...CUSTOMER,
            aadhaar: '999900000000',
            captureId,
          })
          expect(reply.status).toBe(200)
          expect(reply.json.outcome).toBe('success')
        } finally {
          await own.close()
        }
      },
    )
  })
})
