// Fuzzing the bridge's trust edge (issue 5): thousands of generated bad bodies, headers and field
// values. Every one gets a 4xx in the contract's error shape, none reaches the upstream (no journal
// record is made, and a record is made before every upstream call), none spends the capture, and
// the bridge stays up.

import fc from 'fast-check'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBridge, type RunningBridge } from '../../bridge/app.ts'
import { loadConfig } from '../../bridge/config.ts'
import { setLogSink } from '../../bridge/log.ts'
import { checkEnquiry } from '../../src/shared/fields.ts'

const RD_RANGE = '13900-13904'
let bridge: RunningBridge
let captureId: string

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function post(path: string, body: string, contentType = 'application/json') {
  const res = await fetch(bridge.url + path, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  })
  return { status: res.status, json: (await res.json()) as unknown }
}

async function transactionCount(): Promise<number> {
  const res = await fetch(bridge.url + '/api/transactions?limit=500')
  return ((await res.json()) as { transactions: unknown[] }).transactions.length
}

function expectErrorShape(json: unknown) {
  expect(json).toEqual({
    error: expect.objectContaining({
      code: expect.stringMatching(/^[A-Z][A-Z0-9_]*$/),
      message: expect.any(String),
    }),
  })
  const keys = Object.keys((json as { error: object }).error)
  expect(keys.every((k) => ['code', 'message', 'field'].includes(k))).toBe(true)
}

const VALID = { aadhaar: '999900000000', mobile: '9876543210', bankiin: '607094' }

/** A value of any JSON type, or a string likely to sit near a field rule's edge. */
const fieldValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.stringMatching(/^\d{0,14}$/),
  fc.stringMatching(/^[0-9 +.-]{0,24}$/),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
)

const fieldNames = [
  'aadhaar',
  'mobile',
  'bankiin',
  'latitude',
  'longitude',
  'captureId',
  'consent',
  'consentNotice',
] as const

beforeAll(async () => {
  setLogSink(() => {})
  bridge = await startBridge(
    loadConfig({
      BRIDGE_PORT: String(await freePort()),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'fuzz-')),
      STATIC_DIR: 'off',
      RD_PORTS: RD_RANGE,
      SANDBOX_RD: 'on',
    }),
  )
  const capture = await post('/api/captures', '{}')
  expect(capture.status).toBe(201)
  captureId = (capture.json as { captureId: string }).captureId
})

afterAll(async () => {
  await bridge?.close()
})

describe('fuzzing the enquiry endpoints', () => {
  it('answers every invalid field combination with 400 VALIDATION_FAILED and sends nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/balance-enquiries', '/api/mini-statements'),
        fc.dictionary(fc.constantFrom(...fieldNames), fieldValue, { minKeys: 1 }),
        async (path, overrides) => {
          const body = { ...VALID, captureId, ...overrides }
          fc.pre(!checkEnquiry(body).ok)
          const reply = await post(path, JSON.stringify(body))
          expect(reply.status).toBe(400)
          expectErrorShape(reply.json)
          expect((reply.json as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED')
        },
      ),
      { numRuns: 1500 },
    )
  })

  it('answers every body that is not a JSON object with 400 MALFORMED_JSON', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ minLength: 1 }).filter((s) => {
            try {
              const v: unknown = JSON.parse(s)
              return typeof v !== 'object' || v === null || Array.isArray(v)
            } catch {
              return s.trim() !== ''
            }
          }),
          fc.json().filter((s) => {
            const v: unknown = JSON.parse(s)
            return typeof v !== 'object' || v === null || Array.isArray(v)
          }),
        ),
        fc.constantFrom('/api/balance-enquiries', '/api/mini-statements', '/api/captures'),
        async (raw, path) => {
          const reply = await post(path, raw)
          expect(reply.status).toBe(400)
          expectErrorShape(reply.json)
        },
      ),
      { numRuns: 600 },
    )
  })

  it('refuses every content type but JSON with 415', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'text/json',
            'application/jsonp',
          ),
          fc
            .stringMatching(/^[a-z]{1,10}\/[a-z+.-]{1,12}$/)
            .filter((t) => t !== 'application/json'),
        ),
        async (type) => {
          const reply = await post(
            '/api/balance-enquiries',
            JSON.stringify({ ...VALID, captureId }),
            type,
          )
          expect(reply.status).toBe(415)
          expectErrorShape(reply.json)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('answers unknown routes and methods in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        fc.stringMatching(/^\/api\/[a-z0-9-]{0,12}(\/[a-z0-9]{1,6})?$/),
        async (method, path) => {
          const known = [
            '/api/status',
            '/api/devices',
            '/api/banks',
            '/api/transactions',
            '/api/captures',
            '/api/balance-enquiries',
            '/api/mini-statements',
          ]
          fc.pre(!known.includes(path) && !path.startsWith('/api/transactions/'))
          const res = await fetch(bridge.url + path, {
            method,
            headers: { 'Content-Type': 'application/json' },
            body: method === 'GET' ? undefined : '{}',
          })
          expect([404, 405]).toContain(res.status)
          expectErrorShape(await res.json())
        },
      ),
      { numRuns: 300 },
    )
  })

  it('left no journal record, did not spend the capture, and is still up', async () => {
    expect(await transactionCount()).toBe(0)
    const reply = await post('/api/balance-enquiries', JSON.stringify({ ...VALID, captureId }))
    expect(reply.status).toBe(200)
    expect((reply.json as { outcome: string }).outcome).toBe('success')
    expect(await transactionCount()).toBe(1)
  })
})
