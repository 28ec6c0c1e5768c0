// Fuzzing the bridge's trust edge: more than ten thousand generated bad requests
// per run, across every endpoint: bodies, content types, field values, routes and methods, query
// strings, and hostile Host / Origin / Sec-Fetch-Site headers. Every one gets a 4xx in the
// contract's error shape (never a 5xx), none reaches the upstream (a live-mode bridge against a
// recording upstream that must see no request at all), none spends the capture, and the bridge
// stays up. Most requests go through handle() in-process, which is cheap; a share goes over a
// real socket, so the node:http adapter is fuzzed too. The count is in BENCHMARKS.md.

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RdSimulator } from '../bridge/sandbox/rd-simulator/server.ts'
import { checkEnquiry } from '../src/shared/fields.ts'
import {
  api,
  capture,
  CUSTOMER,
  isErrorShape,
  liveEnv,
  rawClient,
  startReader,
  startTestBridge,
  type TestBridge,
  type Transport,
} from './fixtures/bridge-harness.ts'
import { startFaultUpstream, type FaultUpstream } from './fixtures/fault-upstream.ts'

/** Runs per property and transport: the in-process share is ten times the socket one. */
const RUNS = {
  fields: 3000,
  bodies: 1500,
  contentTypes: 800,
  routes: 1500,
  headers: 2000,
  queries: 1000,
  captures: 500,
  purges: 300,
} as const
const SOCKET_SHARE = 0.1
/** The floor for generated bad inputs per CI run. */
const AT_LEAST = 10_000
/** A property's time limit: thousands of requests on a CI machine that other jobs share. */
const PROPERTY_TIMEOUT_MS = 180_000
vi.setConfig({ testTimeout: PROPERTY_TIMEOUT_MS })

let reader: RdSimulator
let upstream: FaultUpstream
let t: TestBridge
let captureId: string
let sent = 0

const ALLOWED = 'https://intranet.example.in'

beforeAll(async () => {
  reader = await startReader('fuzz')
  upstream = await startFaultUpstream()
  t = await startTestBridge({
    rdBlock: 'fuzz',
    env: liveEnv(upstream.url, { ALLOWED_ORIGINS: ALLOWED, UPSTREAM_TIMEOUT_MS: '1000' }),
  })
  captureId = await capture(t)
})

afterAll(async () => {
  await t?.close()
  await upstream?.close()
  await reader?.close()
})

interface Sent {
  method: string
  path: string
  headers?: Record<string, string>
  body?: string
}

/** One generated request; every reply must be a 4xx in the error shape. */
async function refused(
  transport: Transport,
  request: Sent,
): Promise<{ status: number; code: string }> {
  sent++
  const reply = await rawClient(t, transport)({ ...request })
  expect(reply.status, `${request.method} ${request.path} -> ${reply.text}`).toBeGreaterThanOrEqual(
    400,
  )
  expect(reply.status, `${request.method} ${request.path} -> ${reply.text}`).toBeLessThan(500)
  expect(isErrorShape(reply.json), reply.text).toBe(true)
  return { status: reply.status, code: reply.json.error.code as string }
}

const jsonPost = (path: string, body: string, type = 'application/json'): Sent => ({
  method: 'POST',
  path,
  headers: { 'Content-Type': type },
  body,
})

const runs = (transport: Transport, n: number) =>
  transport === 'in-process' ? n : Math.max(20, Math.round(n * SOCKET_SHARE))

const VALID = { ...CUSTOMER, aadhaar: '999900000000' }
const ENQUIRIES = ['/api/balance-enquiries', '/api/mini-statements'] as const
const POSTS = [...ENQUIRIES, '/api/captures', '/api/transactions/purge'] as const
const KNOWN = ['/api/status', '/api/devices', '/api/banks', '/api/transactions', ...POSTS] as const

/** A value of any JSON type, or a string likely to sit near a field rule's edge. */
const fieldValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.stringMatching(/^\d{0,14}$/),
  fc.stringMatching(/^[0-9 +.-]{0,24}$/),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant('true'),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
)

const FIELDS = [
  'aadhaar',
  'mobile',
  'bankiin',
  'latitude',
  'longitude',
  'captureId',
  'consent',
  'consentNotice',
]

/** Bodies that are not a JSON object: text, or JSON of another type. */
const notAnObject = fc.oneof(
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
)

describe.each(['in-process', 'socket'] as const)('fuzzing over %s', (transport) => {
  it('answers every invalid enquiry with 400 VALIDATION_FAILED', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENQUIRIES),
        fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { minKeys: 1 }),
        async (path, overrides) => {
          // As the bridge reads it: JSON turns NaN and Infinity into null, which means "absent".
          const body = JSON.parse(JSON.stringify({ ...VALID, captureId, ...overrides })) as Record<
            string,
            unknown
          >
          // Invalid by the shared field rules, or without the JSON value true as consent (v1.2).
          fc.pre(!checkEnquiry(body).ok || body.consent !== true)
          const reply = await refused(transport, jsonPost(path, JSON.stringify(body)))
          expect(reply).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' })
        },
      ),
      { numRuns: runs(transport, RUNS.fields) },
    )
  })

  it('answers every POST body that is not a JSON object with 400 MALFORMED_JSON', async () => {
    await fc.assert(
      fc.asyncProperty(notAnObject, fc.constantFrom(...POSTS), async (raw, path) => {
        expect(await refused(transport, jsonPost(path, raw))).toMatchObject({
          status: 400,
          code: 'MALFORMED_JSON',
        })
      }),
      { numRuns: runs(transport, RUNS.bodies) },
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
            .filter((type) => type !== 'application/json'),
        ),
        fc.constantFrom(...POSTS),
        async (type, path) => {
          const body = JSON.stringify({ ...VALID, captureId })
          expect(await refused(transport, jsonPost(path, body, type))).toMatchObject({
            status: 415,
          })
        },
      ),
      { numRuns: runs(transport, RUNS.contentTypes) },
    )
  })

  it('answers unknown routes and wrong methods with 404 or 405', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'),
        fc.oneof(
          fc.stringMatching(/^\/api\/[a-z0-9-]{0,12}(\/[a-z0-9]{1,6})?$/),
          fc.constantFrom(...KNOWN),
        ),
        async (method, path) => {
          const known = (KNOWN as readonly string[]).includes(path)
          const post = (POSTS as readonly string[]).includes(path)
          // Right method on a known route is not a bad input; /api/transactions/:id is fuzzed below.
          fc.pre(!(known && method === (post ? 'POST' : 'GET')) || false)
          fc.pre(!path.startsWith('/api/transactions/') || path === '/api/transactions/purge')
          fc.pre(method !== 'HEAD' || transport === 'in-process')
          const reply = await refused(transport, {
            method,
            path,
            headers: { 'Content-Type': 'application/json' },
            body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
          })
          // 400: a DELETE with a body that node:http cannot frame is refused before routing.
          expect([400, 404, 405]).toContain(reply.status)
        },
      ),
      { numRuns: runs(transport, RUNS.routes) },
    )
  })

  it('refuses a foreign Host, a foreign Origin, or a cross-site fetch without Origin, on every route', async () => {
    const port = t.port
    const goodHost = fc.constantFrom(`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`)
    const badHost = fc.oneof(
      // (An empty Host cannot be sent over a socket: node:http puts its own in its place.)
      fc.constantFrom('attacker.example', `127.0.0.1.nip.io:${port}`, `0.0.0.0:${port}`),
      fc.stringMatching(/^[a-z0-9.-]{1,20}(:\d{1,5})?$/),
    )
    const goodOrigin = fc.constantFrom(undefined, ALLOWED, `http://127.0.0.1:${port}`)
    const badOrigin = fc.oneof(
      fc.constantFrom('null', 'https://evil.example', `${ALLOWED}.evil.example`, '*', 'file://'),
      fc.webUrl().map((url) => new URL(url).origin),
    )
    const site = fc.constantFrom(undefined, 'none', 'same-origin', 'same-site', 'cross-site')
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          host: fc.oneof(goodHost, badHost),
          origin: fc.oneof(goodOrigin, badOrigin),
          site,
          method: fc.constantFrom('GET', 'POST', 'OPTIONS'),
          path: fc.constantFrom(...KNOWN),
        }),
        async ({ host, origin, site, method, path }) => {
          const hostBad = !allowedHostFor(host, port)
          const originBad =
            origin !== undefined && origin !== ALLOWED && origin !== `http://127.0.0.1:${port}`
          const siteBad = (site === 'cross-site' || site === 'same-site') && origin === undefined
          fc.pre(hostBad || originBad || siteBad)
          const headers: Record<string, string> = { Host: host, 'Content-Type': 'application/json' }
          if (origin !== undefined) headers.Origin = origin
          if (site !== undefined) headers['Sec-Fetch-Site'] = site
          if (method === 'OPTIONS') headers['Access-Control-Request-Method'] = 'POST'
          // A body that would be a good request: only the headers are wrong.
          const body = method === 'POST' ? JSON.stringify({ ...VALID, captureId }) : undefined
          const reply = await refused(transport, { method, path, headers, body })
          expect(reply.status).toBe(403)
          expect(reply.code).toBe(hostBad ? 'HOST_NOT_ALLOWED' : 'ORIGIN_NOT_ALLOWED')
        },
      ),
      { numRuns: runs(transport, RUNS.headers) },
    )
  })

  it('answers bad transaction queries and unknown ids in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc
            .oneof(fc.string({ maxLength: 12 }), fc.integer().map(String), fc.constant('0'))
            .filter((limit) => !/^\d{1,9}$/.test(limit) || Number(limit) < 1)
            .map((limit) => `/api/transactions?limit=${encodeURIComponent(limit)}`),
          fc
            .stringMatching(/^[A-Za-z0-9._~-]{1,40}$/)
            .filter((id) => id !== 'purge')
            .map((id) => `/api/transactions/${id}`),
        ),
        async (path) => {
          const reply = await refused(transport, { method: 'GET', path })
          expect([400, 404]).toContain(reply.status)
        },
      ),
      { numRuns: runs(transport, RUNS.queries) },
    )
  })

  it('answers every capture request with a bad port or time limit with 400, asking no reader', async () => {
    const notAWholeNumber = fc.oneof(
      fc.string({ maxLength: 8 }),
      // (JSON has no Infinity or NaN: they would arrive as null, which means "no port".)
      fc.double({ noDefaultInfinity: true, noNaN: true }).filter((n) => !Number.isInteger(n)),
      fc.boolean(),
      fc.array(fc.integer(), { maxLength: 2 }),
      fc.object({ maxDepth: 1 }),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ port: notAWholeNumber }),
          fc.record({ port: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 65_536 })) }),
          fc.record({
            timeoutMs: fc.oneof(
              notAWholeNumber,
              fc.integer({ max: 0 }),
              fc.integer({ min: 60_001 }),
            ),
          }),
        ),
        async (body) => {
          const reply = await refused(transport, jsonPost('/api/captures', JSON.stringify(body)))
          expect(reply).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' })
        },
      ),
      { numRuns: runs(transport, RUNS.captures) },
    )
  })

  it('answers every purge with a bad number of days with 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fieldValue.filter(
            (v) => typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 3650,
          ),
          fc.integer({ min: 3651 }),
          fc.integer({ max: -1 }),
        ),
        async (days) => {
          const body = JSON.stringify({ olderThanDays: days })
          const reply = await refused(transport, jsonPost('/api/transactions/purge', body))
          expect(reply).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' })
        },
      ),
      { numRuns: runs(transport, RUNS.purges) },
    )
  })
})

function allowedHostFor(host: string, port: number): boolean {
  return [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`].includes(host.toLowerCase())
}

describe('after the fuzzing', () => {
  it(`sent at least ${AT_LEAST} generated bad requests`, () => {
    expect(sent).toBeGreaterThanOrEqual(AT_LEAST)
  })

  it('sent nothing upstream, left no journal record, did not spend the capture, and is still up', async () => {
    expect(upstream.requests).toHaveLength(0)
    expect((await api(t).get('/api/transactions?limit=500')).json.transactions).toHaveLength(0)
    const reply = await api(t).post('/api/balance-enquiries', { ...VALID, captureId })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.json.outcome).toBe('success')
    expect(upstream.requests).toHaveLength(1)
  })
})
