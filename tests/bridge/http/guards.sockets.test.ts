// The request checks of docs/contract.md and docs/security.md: Host (DNS rebinding), Origin
// allowlist, CORS preflight, JSON-only POSTs, body limits, routing errors, the security headers of
// every reply and the one error shape. Each check runs in-process (handle() called directly) and
// over a real socket; what only the node:http adapter does (static files, a chunked body) runs over
// the socket.

import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  capture,
  CUSTOMER,
  isErrorShape,
  rawClient,
  startTestBridge,
  TRANSPORTS,
  type ApiReply,
  type RawReply,
  type TestBridge,
} from '../../fixtures/bridge-harness.ts'

const INTRANET = 'https://intranet.example.in'
let t: TestBridge

beforeAll(async () => {
  t = await startTestBridge({
    rdBlock: 'guards',
    env: { ALLOWED_ORIGINS: `${INTRANET},https://desk.local:8080` },
  })
})

afterAll(async () => {
  await t?.close()
})

function header(reply: ApiReply | RawReply, name: string): string | undefined {
  if (reply.headers instanceof Headers) return reply.headers.get(name) ?? undefined
  const value = reply.headers[name.toLowerCase()]
  return Array.isArray(value) ? value.join(', ') : value
}

function expectSecurityHeaders(reply: ApiReply | RawReply) {
  expect(header(reply, 'X-Content-Type-Options')).toBe('nosniff')
  expect(header(reply, 'Cache-Control')).toBe('no-store')
  expect(header(reply, 'Referrer-Policy')).toBe('no-referrer')
  expect(header(reply, 'X-Frame-Options')).toBe('DENY')
}

function expectError(reply: ApiReply | RawReply, status: number, code: string) {
  expect(reply.status).toBe(status)
  expect(reply.json?.error?.code).toBe(code)
  expect(isErrorShape(reply.json)).toBe(true)
  expect(header(reply, 'Content-Type')).toMatch(/^application\/json/)
  expectSecurityHeaders(reply)
  // Never a stack trace or an HTML page.
  expect(reply.text).not.toMatch(/ at \S+ \(|<html|Error:/i)
}

describe.each(TRANSPORTS)('%s', (transport) => {
  let client: ReturnType<typeof api>
  let raw: ReturnType<typeof rawClient>
  const overSocket = it.runIf(transport === 'socket')
  beforeAll(() => {
    client = api(t, transport)
    raw = rawClient(t, transport)
  })

  const transactionCount = async () =>
    (await client.get('/api/transactions?limit=500')).json.transactions.length

  describe('Host check (DNS rebinding)', () => {
    it.each([
      ['attacker.example'],
      ['attacker.example:PORT'],
      ['127.0.0.1.nip.io:PORT'],
      ['127.0.0.1'],
      ['127.0.0.1:1'],
      ['localhost'],
      ['0.0.0.0:PORT'],
      ['[::1]'],
    ])('refuses Host %j with 403 HOST_NOT_ALLOWED', async (host) => {
      const reply = await raw({
        path: '/api/status',
        headers: { Host: host.replace('PORT', String(t.port)) },
      })
      expectError(reply, 403, 'HOST_NOT_ALLOWED')
    })

    it.each([['127.0.0.1:PORT'], ['localhost:PORT'], ['LOCALHOST:PORT'], ['[::1]:PORT']])(
      'answers Host %j',
      async (host) => {
        const reply = await raw({
          path: '/api/status',
          headers: { Host: host.replace('PORT', String(t.port)) },
        })
        expect(reply.status).toBe(200)
        expect(reply.json.mode).toBe('sandbox')
      },
    )

    it('refuses a foreign Host before anything else, even on a POST with an effect', async () => {
      const before = await transactionCount()
      const reply = await raw({
        method: 'POST',
        path: '/api/captures',
        headers: { Host: 'attacker.example', 'Content-Type': 'application/json' },
        body: '{}',
      })
      expectError(reply, 403, 'HOST_NOT_ALLOWED')
      expect(await transactionCount()).toBe(before)
    })

    overSocket('refuses a foreign Host outside /api too', async () => {
      const reply = await raw({ path: '/', headers: { Host: 'attacker.example' } })
      expectError(reply, 403, 'HOST_NOT_ALLOWED')
    })
  })

  describe('Origin allowlist', () => {
    it.each([
      ['https://evil.example'],
      ['null'],
      ['https://intranet.example.in.evil.example'],
      ['http://intranet.example.in'],
      ['https://intranet.example.in:8443'],
      ['https://sub.intranet.example.in'],
      ['http://localhost:1'],
      ['http://127.0.0.1'],
      ['file://'],
      ['*'],
    ])('refuses Origin %j with 403 ORIGIN_NOT_ALLOWED and no CORS headers', async (origin) => {
      const reply = await client.get('/api/status', { Origin: origin })
      expectError(reply, 403, 'ORIGIN_NOT_ALLOWED')
      expect(header(reply, 'Access-Control-Allow-Origin')).toBeUndefined()
    })

    it('refuses a foreign Origin on a POST before the handler runs: no capture, no enquiry, no record', async () => {
      const before = await transactionCount()
      const captureReply = await client.post(
        '/api/captures',
        {},
        { Origin: 'https://evil.example' },
      )
      expectError(captureReply, 403, 'ORIGIN_NOT_ALLOWED')
      const enquiry = await client.post(
        '/api/balance-enquiries',
        { ...CUSTOMER, aadhaar: '999900000000', captureId: 'abc' },
        { Origin: 'null' },
      )
      expectError(enquiry, 403, 'ORIGIN_NOT_ALLOWED')
      const purge = await client.post(
        '/api/transactions/purge',
        { olderThanDays: 0 },
        { Origin: 'https://evil.example' },
      )
      expectError(purge, 403, 'ORIGIN_NOT_ALLOWED')
      expect(await transactionCount()).toBe(before)
    })

    it.each([[INTRANET], ['https://desk.local:8080']])(
      'answers an allowed origin (%s) with that origin in Access-Control-Allow-Origin and Vary: Origin',
      async (origin) => {
        const reply = await client.get('/api/status', { Origin: origin })
        expect(reply.status).toBe(200)
        expect(header(reply, 'Access-Control-Allow-Origin')).toBe(origin)
        expect(header(reply, 'Vary')).toMatch(/Origin/)
        expect(header(reply, 'Access-Control-Allow-Credentials')).toBeUndefined()
        expectSecurityHeaders(reply)
      },
    )

    it('gives an allowed origin CORS headers on its error replies too', async () => {
      const reply = await client.get('/api/nothing-here', { Origin: INTRANET })
      expectError(reply, 404, 'NOT_FOUND')
      expect(header(reply, 'Access-Control-Allow-Origin')).toBe(INTRANET)
    })

    it('answers the bridge’s own origin without CORS headers', async () => {
      for (const origin of [`http://127.0.0.1:${t.port}`, `http://localhost:${t.port}`]) {
        const reply = await client.get('/api/status', { Origin: origin })
        expect(reply.status).toBe(200)
        expect(header(reply, 'Access-Control-Allow-Origin')).toBeUndefined()
      }
    })

    it('answers a request without Origin (same-origin GET, curl)', async () => {
      const reply = await client.get('/api/status')
      expect(reply.status).toBe(200)
      expect(header(reply, 'Access-Control-Allow-Origin')).toBeUndefined()
    })
  })

  describe('CORS preflight', () => {
    const preflight = (origin: string | undefined, extra: Record<string, string> = {}) =>
      client.request('OPTIONS', '/api/balance-enquiries', {
        headers: {
          ...(origin === undefined ? {} : { Origin: origin }),
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
          ...extra,
        },
      })

    it('answers an allowed origin 204 with the origin, Vary, methods, headers and a short Max-Age', async () => {
      const reply = await preflight(INTRANET)
      expect(reply.status).toBe(204)
      expect(reply.text).toBe('')
      expect(header(reply, 'Access-Control-Allow-Origin')).toBe(INTRANET)
      expect(header(reply, 'Vary')).toMatch(/Origin/)
      expect(header(reply, 'Access-Control-Allow-Methods')).toMatch(/POST/)
      expect(header(reply, 'Access-Control-Allow-Headers')?.toLowerCase()).toContain('content-type')
      const maxAge = Number(header(reply, 'Access-Control-Max-Age'))
      expect(maxAge).toBeGreaterThan(0)
      expect(maxAge).toBeLessThanOrEqual(7200)
      expect(header(reply, 'Access-Control-Allow-Private-Network')).toBeUndefined()
      expect(header(reply, 'Access-Control-Allow-Credentials')).toBeUndefined()
      expectSecurityHeaders(reply)
    })

    it('adds Access-Control-Allow-Private-Network when the preflight asks for it', async () => {
      const reply = await preflight(INTRANET, { 'Access-Control-Request-Private-Network': 'true' })
      expect(reply.status).toBe(204)
      expect(header(reply, 'Access-Control-Allow-Private-Network')).toBe('true')
    })

    it.each([['https://evil.example'], ['null'], [undefined]])(
      'gives a preflight from %j no CORS headers at all',
      async (origin) => {
        const reply = await preflight(origin, { 'Access-Control-Request-Private-Network': 'true' })
        expect(reply.status).not.toBe(204)
        expect(reply.status).toBeGreaterThanOrEqual(400)
        for (const name of [
          'Access-Control-Allow-Origin',
          'Access-Control-Allow-Methods',
          'Access-Control-Allow-Headers',
          'Access-Control-Allow-Private-Network',
        ]) {
          expect(header(reply, name)).toBeUndefined()
        }
        expectSecurityHeaders(reply)
      },
    )
  })

  describe('JSON-only POSTs', () => {
    it.each([
      ['text/plain'],
      ['text/plain;charset=UTF-8'],
      ['application/x-www-form-urlencoded'],
      ['multipart/form-data; boundary=x'],
      ['application/jsonp'],
      ['application/json-seq'],
    ])('refuses Content-Type %s with 415 UNSUPPORTED_MEDIA_TYPE', async (type) => {
      const reply = await client.request('POST', '/api/captures', {
        body: '{}',
        headers: { 'Content-Type': type },
      })
      expectError(reply, 415, 'UNSUPPORTED_MEDIA_TYPE')
    })

    it('refuses a POST without a Content-Type', async () => {
      const reply = await raw({
        method: 'POST',
        path: '/api/balance-enquiries',
        headers: { Host: `127.0.0.1:${t.port}` },
        body: '{}',
      })
      expectError(reply, 415, 'UNSUPPORTED_MEDIA_TYPE')
    })

    it('accepts application/json with a charset, in any case', async () => {
      const reply = await client.request('POST', '/api/transactions/purge', {
        body: JSON.stringify({ olderThanDays: 3650 }),
        headers: { 'Content-Type': 'Application/JSON; charset=utf-8' },
      })
      expect(reply.status).toBe(200)
    })
  })

  describe('body limits and JSON', () => {
    it('refuses a body over 64 KiB with 413 BODY_TOO_LARGE', async () => {
      const body = JSON.stringify({ aadhaar: '999900000000', pad: 'x'.repeat(64 * 1024) })
      const reply = await client.post('/api/balance-enquiries', body)
      expectError(reply, 413, 'BODY_TOO_LARGE')
    })

    overSocket('refuses an oversized body sent chunked, without a Content-Length', async () => {
      const reply = await new Promise<RawReply>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: t.port,
            method: 'POST',
            path: '/api/mini-statements',
            headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
          },
          (res) => {
            let text = ''
            res.on('data', (c: Buffer) => (text += c.toString()))
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                text,
                json: JSON.parse(text),
              }),
            )
          },
        )
        // The bridge may answer and close before the whole body is written.
        req.on('error', reject)
        for (let i = 0; i < 10; i++) req.write('x'.repeat(8 * 1024))
        req.end()
      })
      expectError(reply, 413, 'BODY_TOO_LARGE')
    })

    // docs/security.md rule 7's header timeout (10 s). Seen in the field as a GET /api/status that
    // came while the import held the event loop: answered 400 MALFORMED_JSON, which it was not.
    overSocket(
      'answers a request whose headers never end 408, never MALFORMED_JSON',
      async () => {
        const socket = connect(t.port, '127.0.0.1')
        let text = ''
        socket.setEncoding('latin1')
        socket.on('data', (chunk: string) => (text += chunk))
        const ended = new Promise<string>((resolve) => {
          socket.once('end', () => resolve('end'))
          socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
        })
        socket.write(`GET /api/status HTTP/1.1\r\nHost: 127.0.0.1:${t.port}\r\n`)
        // The bridge ends it: no clock here but the bridge's own timeout.
        expect(await ended).toBe('end')
        expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
        expect(text).not.toContain('MALFORMED_JSON')
        expect(text).toMatch(/\r\nConnection: close\r\n/i)
        expect(text).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i)
      },
      30_000,
    )

    it('accepts a body just under the limit as far as the size goes', async () => {
      const body = JSON.stringify({ olderThanDays: 3650, pad: 'x'.repeat(60 * 1024) })
      const reply = await client.post('/api/transactions/purge', body)
      expect(reply.status).toBe(200)
    })

    it.each([['{'], ['{"aadhaar": }'], ["{'a': 1}"], ['undefined'], ['{"a":1}{"b":2}']])(
      'refuses malformed JSON %j with 400 MALFORMED_JSON',
      async (body) => {
        const reply = await client.post('/api/balance-enquiries', body)
        expectError(reply, 400, 'MALFORMED_JSON')
      },
    )

    it.each([['[]'], ['[{"aadhaar":"999900000000"}]'], ['null'], ['"text"'], ['42'], ['true']])(
      'refuses JSON that is not an object (%s) with 400 MALFORMED_JSON',
      async (body) => {
        const reply = await client.post('/api/mini-statements', body)
        expectError(reply, 400, 'MALFORMED_JSON')
      },
    )
  })

  describe('routing', () => {
    it.each([
      ['/api/nothing'],
      ['/api/'],
      ['/api'],
      ['/api/transactions/a/b'],
      ['/api/STATUS'],
      ['/api/status/'],
    ])('answers an unknown route %s with 404 NOT_FOUND', async (path) => {
      const reply = await client.get(path)
      expectError(reply, 404, 'NOT_FOUND')
    })

    it('answers an unknown transaction id with 404 NOT_FOUND', async () => {
      expectError(await client.get('/api/transactions/no-such-id'), 404, 'NOT_FOUND')
    })

    it.each([
      ['GET', '/api/balance-enquiries', 'POST'],
      ['GET', '/api/mini-statements', 'POST'],
      ['GET', '/api/captures', 'POST'],
      ['POST', '/api/status', 'GET'],
      ['PUT', '/api/status', 'GET'],
      ['DELETE', '/api/transactions/abc', 'GET'],
      ['PATCH', '/api/transactions', 'GET'],
    ])('answers %s %s with 405 METHOD_NOT_ALLOWED and Allow: %s', async (method, path, allow) => {
      const reply = await client.request(method, path, {
        body: method === 'GET' ? undefined : '{}',
        headers: method === 'GET' ? {} : { 'Content-Type': 'application/json' },
      })
      expectError(reply, 405, 'METHOD_NOT_ALLOWED')
      expect(header(reply, 'Allow')).toContain(allow)
    })

    it.each([
      ['POST', '/api/status', {}, 405, 'METHOD_NOT_ALLOWED'],
      ['POST', '/api/status', { 'Content-Type': 'text/plain' }, 405, 'METHOD_NOT_ALLOWED'],
      ['DELETE', '/api/transactions', {}, 405, 'METHOD_NOT_ALLOWED'],
      ['POST', '/api/nothing', {}, 404, 'NOT_FOUND'],
      ['POST', '/api/nothing', { 'Content-Type': 'text/plain' }, 404, 'NOT_FOUND'],
    ] as const)(
      'answers %s %s %j as %i before looking at the body or its type',
      async (method, path, headers, status, code) => {
        const reply = await client.request(method, path, { body: 'not json', headers })
        expectError(reply, status, code)
      },
    )

    overSocket(
      'answers a page outside /api with 404 when the app is not served, in the same error shape',
      async () => {
        const reply = await client.get('/index.html')
        expectError(reply, 404, 'NOT_FOUND')
      },
    )
  })

  describe('every reply', () => {
    it('carries the security headers, on success and on each kind of error', async () => {
      const replies = [
        await client.get('/api/status'),
        await client.get('/api/banks'),
        await client.get('/api/transactions'),
        await client.get('/api/nothing'),
        await client.post('/api/status', {}),
        await client.post('/api/balance-enquiries', '{'),
        await client.post('/api/balance-enquiries', {}),
        await client.get('/api/status', { Origin: 'null' }),
        // Static files are the adapter's: only over the socket.
        ...(transport === 'socket' ? [await client.get('/')] : []),
      ]
      for (const reply of replies) expectSecurityHeaders(reply)
    })

    it('answers a validation failure in exactly the error shape, naming the field', async () => {
      const reply = await client.post('/api/balance-enquiries', {
        ...CUSTOMER,
        aadhaar: '999900000001',
        captureId: 'x',
      })
      expectError(reply, 400, 'VALIDATION_FAILED')
      expect(reply.json.error.field).toBe('aadhaar')
    })

    it('answers GET /api/status with the origin of the upstream only', async () => {
      const reply = await client.get('/api/status')
      expect(reply.json).toMatchObject({
        mode: 'sandbox',
        version: expect.any(String),
        merchant: { loginId: 'SANDBOX01' },
      })
      expect(new URL(reply.json.upstream).origin).toBe(reply.json.upstream)
    })

    it('answers GET /api/banks with the bundled list', async () => {
      const reply = await client.get('/api/banks')
      expect(reply.status).toBe(200)
      expect(reply.json.banks).toContainEqual({ iin: '607094', name: 'State Bank of India' })
    })

    it('refuses a bad transactions limit in the error shape', async () => {
      const reply = await client.get('/api/transactions?limit=0')
      expectError(reply, 400, 'VALIDATION_FAILED')
      expect(reply.json.error.field).toBe('limit')
    })
  })

  describe('a capture from an allowed cross-origin page', () => {
    it('works with the CORS headers of that origin', async () => {
      const reply = await client.post('/api/captures', {}, { Origin: INTRANET })
      expect(reply.status).toBe(201)
      expect(header(reply, 'Access-Control-Allow-Origin')).toBe(INTRANET)
      expect(await capture(t)).toEqual(expect.any(String))
    })
  })
})
