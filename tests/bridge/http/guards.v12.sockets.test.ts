// The request checks contract v1.2 adds (docs/contract.md, docs/security.md rules 2, 3 and 10): the
// bridge's own origins are only the ones it serves, Sec-Fetch-Site cross-site/same-site without an
// allowed Origin is refused whatever the method, API replies carry CORP, refusals are logged with
// their code, Origin and Host, and a stopping bridge takes no new work. In-process and over a socket.

import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHandler } from '../../../bridge/http/handler.ts'
import {
  api,
  CUSTOMER,
  freePort,
  isErrorShape,
  rawClient,
  startTestBridge,
  TRANSPORTS,
  type TestBridge,
} from '../../fixtures/bridge-harness.ts'

const INTRANET = 'https://intranet.example.in'
let t: TestBridge

beforeAll(async () => {
  t = await startTestBridge({ rdBlock: 'guards', env: { ALLOWED_ORIGINS: INTRANET } })
})

afterAll(async () => {
  await t?.close()
})

const transactionCount = async () =>
  (await api(t).get('/api/transactions?limit=500')).json.transactions.length

describe.each(TRANSPORTS)('%s', (transport) => {
  describe('Sec-Fetch-Site (a foreign page’s <script src> or no-cors fetch)', () => {
    it.each([
      ['GET', '/api/transactions', 'cross-site'],
      ['GET', '/api/status', 'same-site'],
      ['GET', '/api/devices', 'cross-site'],
      ['POST', '/api/captures', 'cross-site'],
      ['POST', '/api/balance-enquiries', 'same-site'],
    ])(
      'refuses %s %s with Sec-Fetch-Site %s and no Origin: 403 ORIGIN_NOT_ALLOWED',
      async (method, path, site) => {
        const before = await transactionCount()
        const reply = await rawClient(
          t,
          transport,
        )({
          method,
          path,
          headers: { 'Sec-Fetch-Site': site, 'Content-Type': 'application/json' },
          body:
            method === 'POST'
              ? JSON.stringify({ ...CUSTOMER, aadhaar: '999900000000' })
              : undefined,
        })
        expect(reply.status).toBe(403)
        expect(reply.json.error.code).toBe('ORIGIN_NOT_ALLOWED')
        expect(isErrorShape(reply.json)).toBe(true)
        expect(await transactionCount()).toBe(before)
      },
    )

    it('answers a cross-site request that carries an allowed Origin (the intranet page)', async () => {
      const reply = await api(t, transport).get('/api/status', {
        Origin: INTRANET,
        'Sec-Fetch-Site': 'cross-site',
      })
      expect(reply.status).toBe(200)
      expect(reply.headers.get('Access-Control-Allow-Origin')).toBe(INTRANET)
    })

    it.each([['same-origin'], ['none']])(
      'answers Sec-Fetch-Site %s without Origin (the bridge’s own page, the address bar)',
      async (site) => {
        const reply = await api(t, transport).get('/api/status', { 'Sec-Fetch-Site': site })
        expect(reply.status).toBe(200)
      },
    )
  })

  describe('Cross-Origin-Resource-Policy', () => {
    it('is same-origin on API replies: success, error and refusal alike', async () => {
      const client = api(t, transport)
      const replies = [
        await client.get('/api/status'),
        await client.get('/api/nothing'),
        await client.post('/api/balance-enquiries', {}),
        await client.get('/api/status', { Origin: 'https://evil.example' }),
        await client.get('/api/transactions/export.csv'),
        await client.request('OPTIONS', '/api/captures', {
          headers: { Origin: INTRANET, 'Access-Control-Request-Method': 'POST' },
        }),
      ]
      for (const reply of replies)
        expect(reply.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin')
    })
  })

  describe('own origins (v1.2)', () => {
    it('trusts 127.0.0.1:PORT always, and localhost and [::1] exactly when it holds [::1]:PORT', async () => {
      const own = t.bridge.ownOrigins
      expect(own).toContain(`http://127.0.0.1:${t.port}`)
      for (const origin of [`http://localhost:${t.port}`, `http://[::1]:${t.port}`]) {
        const reply = await api(t, transport).get('/api/status', { Origin: origin })
        expect(reply.status).toBe(own.includes(origin) ? 200 : 403)
      }
    })
  })

  describe('refusals in the log', () => {
    it.each([
      [{ Host: 'attacker.example' }, 'HOST_NOT_ALLOWED'],
      [{ Origin: 'https://evil.example' }, 'ORIGIN_NOT_ALLOWED'],
      [{ 'Sec-Fetch-Site': 'cross-site' }, 'ORIGIN_NOT_ALLOWED'],
    ] as const)('logs %j with its code, Origin and Host', async (headers, code) => {
      const before = t.logs.length
      const reply = await rawClient(t, transport)({ path: '/api/status', headers: { ...headers } })
      expect(reply.json.error.code).toBe(code)
      const lines = t.logs.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>)
      const refusal = lines.find((line) => line.msg === 'request refused')
      expect(refusal).toMatchObject({ level: 'warn', code, path: '/api/status' })
      if ('Origin' in headers) expect(refusal!.origin).toBe(headers.Origin)
      if ('Host' in headers) expect(refusal!.host).toBe(headers.Host)
      else expect(refusal!.host).toBe(`127.0.0.1:${t.port}`)
    })
  })
})

describe('a method Node does not know (CAPTURE, FOO), over a socket', () => {
  it.each(['CAPTURE', 'FOO'])(
    '%s gets 405 METHOD_NOT_ALLOWED in the error shape, with CORP',
    async (method) => {
      const reply = await new Promise<{
        status: number
        headers: IncomingHttpHeaders
        body: string
      }>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port: t.port, method, path: '/api/status' },
          (res) => {
            let body = ''
            res.setEncoding('utf8')
            res.on('data', (chunk: string) => (body += chunk))
            res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
          },
        )
        req.on('error', reject)
        req.end()
      })
      expect(reply.status).toBe(405)
      expect(JSON.parse(reply.body)).toMatchObject({ error: { code: 'METHOD_NOT_ALLOWED' } })
      expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin')
    },
  )
})

describe('a bridge that holds [::1]:PORT', () => {
  it('answers on [::1] as well as on 127.0.0.1, where the machine has IPv6 loopback', async () => {
    const own = t.bridge.ownOrigins
    if (!own.includes(`http://[::1]:${t.port}`)) return // no IPv6 loopback on this machine
    const reply = await fetch(`http://[::1]:${t.port}/api/status`)
    expect(reply.status).toBe(200)
  })

  it('does not trust localhost when another program holds [::1]:PORT', async () => {
    // Another program takes [::1] on a port first; a bridge then starts on that port.
    const port = await freePort()
    const squatter: Server = createServer((_req, res) => res.end('not the bridge'))
    const held = await new Promise<boolean>((resolve) => {
      squatter.once('error', () => resolve(false))
      squatter.listen({ port, host: '::1', ipv6Only: true }, () => resolve(true))
    })
    if (!held) return // no IPv6 loopback on this machine: nothing to squat
    const bridge = await startTestBridge({ rdBlock: 'guards', env: { BRIDGE_PORT: String(port) } })
    try {
      expect(bridge.bridge.ownOrigins).toEqual([`http://127.0.0.1:${port}`])
      const reply = await api(bridge).get('/api/status', { Origin: `http://localhost:${port}` })
      expect(reply.status).toBe(403)
      expect(reply.json.error.code).toBe('ORIGIN_NOT_ALLOWED')
    } finally {
      await bridge.close()
      await new Promise<void>((resolve) => squatter.close(() => resolve()))
    }
  })
})

describe('a stopping bridge', () => {
  const handle = createHandler({
    port: 9,
    allowedOrigins: [],
    stopping: () => true,
    routes: [
      { method: 'GET', path: '/api/status', handler: () => ({ status: 200, body: { ok: true } }) },
      { method: 'POST', path: '/api/captures', handler: () => ({ status: 201, body: {} }) },
    ],
  })
  const request = (method: string, path: string) =>
    handle({
      method,
      url: path,
      headers: { host: '127.0.0.1:9', 'content-type': 'application/json' },
      body: '{}',
      signal: new AbortController().signal,
    })

  it('refuses new work with 503 STOPPING', async () => {
    const reply = await request('POST', '/api/captures')
    expect(reply.status).toBe(503)
    expect(JSON.parse(String(reply.body)).error.code).toBe('STOPPING')
  })

  it('still answers the status', async () => {
    expect((await request('GET', '/api/status')).status).toBe(200)
  })
})
