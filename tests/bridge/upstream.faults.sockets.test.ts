// A live-mode bridge against an upstream that misbehaves in every way a network and a careless
// server can: each fault gets its defined reply (docs/contract.md), the journal records every
// attempt, and no call is ever retried.

import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RdSimulator } from '../../bridge/sandbox/rd-simulator/server.ts'
import type { Outcome } from '../../src/shared/contract.ts'
import {
  api,
  enquire,
  ENQUIRY_PATHS,
  isErrorShape,
  liveEnv,
  startReader,
  startTestBridge,
  type ApiReply,
  type EnquiryPath,
  type TestBridge,
} from '../fixtures/bridge-harness.ts'
import {
  FIXTURE_RRN,
  failureEnvelope,
  refusingUpstreamUrl,
  startFaultUpstream,
  successEnvelope,
  type Behaviour,
  type FaultUpstream,
} from '../fixtures/fault-upstream.ts'

const AADHAAR = '234567890124'
const TIMEOUT_MS = 1000

let reader: RdSimulator
let upstream: FaultUpstream
let t: TestBridge

beforeAll(async () => {
  reader = await startReader('fault-upstream')
  upstream = await startFaultUpstream()
  t = await startTestBridge({
    rdBlock: 'fault-upstream',
    env: liveEnv(upstream.url, { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) }),
  })
})

afterAll(async () => {
  await t?.close()
  await upstream?.close()
  await reader?.close()
})

const opOf = (path: EnquiryPath) => (path === '/api/balance-enquiries' ? 'be' : 'ms')

/** Sends one enquiry with a fresh capture and checks that exactly one upstream call was made. */
async function attempt(path: EnquiryPath): Promise<ApiReply> {
  const before = upstream.requests.length
  const reply = await enquire(t, path, { aadhaar: AADHAAR })
  // Never retried: one enquiry, one upstream call, whatever happened to it.
  expect(upstream.requests.length).toBe(before + 1)
  return reply
}

async function expectFault(reply: ApiReply, status: number, codes: readonly string[]) {
  expect(reply.status, reply.text).toBe(status)
  expect(isErrorShape(reply.json)).toBe(true)
  expect(codes).toContain(reply.json.error.code)
  // Every code here follows a request that may have reached the bank: never "not reached".
  expect(reply.json.error.code).not.toBe('UPSTREAM_UNREACHABLE')
  expect(reply.json.error.message).toMatch(/not confirmed/)
  // The newest journal record is this attempt, finished, with the fault and outcome unknown, and
  // the error reply names it (v1.2).
  const record = (await api(t).get('/api/transactions?limit=1')).json.transactions[0]
  expect(reply.json.transactionId).toBe(record.id)
  expect(record).toMatchObject({
    outcome: 'unknown',
    errorCode: reply.json.error.code,
    finishedAt: expect.any(String),
    aadhaarMasked: 'XXXXXXXX0124',
    code: null,
    status: null,
  })
}

async function expectOutcome(reply: ApiReply, outcome: Outcome) {
  expect(reply.status, reply.text).toBe(200)
  expect(reply.json.outcome).toBe(outcome)
  const record = (await api(t).get(`/api/transactions/${reply.json.transactionId}`)).json
  expect(record).toMatchObject({
    id: reply.json.transactionId,
    outcome,
    errorCode: null,
    finishedAt: expect.any(String),
  })
  return reply.json
}

describe.each(ENQUIRY_PATHS.map((path) => [path]))(
  '%s against a faulty upstream',
  (path: EnquiryPath) => {
    const op = opOf(path)
    beforeEach(() =>
      upstream.respondWith((request) => ({
        kind: 'json',
        body: successEnvelope(request.operation ?? 'be', request),
      })),
    )

    it('succeeds against a clean upstream (the baseline), data cleaned next to the values as sent', async () => {
      const body = await expectOutcome(await attempt(path), 'success')
      const sent = successEnvelope(op) as { data: Record<string, unknown> }
      if (op === 'be') {
        expect(body.data).toMatchObject({
          availableBalance: '1000',
          rrn: FIXTURE_RRN,
          aadhaarNumber: 'XXXXXXXX0124',
        })
      } else {
        // The values as sent stay next to the cleaned ones.
        const sentEntries = sent.data.miniStatement as Record<string, string>[]
        expect(
          body.data.miniStatement.map((e: Record<string, string>) => ({
            date: e.date,
            txnType: e.txnType,
            amount: e.amount,
            narration: e.rawNarration,
          })),
        ).toEqual(
          sentEntries.map(({ date, txnType, amount, narration }) => ({
            date: date!.trim(),
            txnType,
            amount,
            // Issue 40: a reference of nine digits that is not the record's own keeps its last four.
            narration: narration!.replace('361390822', 'XXXXX0822'),
          })),
        )
        expect(body.data.miniStatement.map((e: { narration: string }) => e.narration)).toEqual([
          'Int.Pd:XXXXX0822',
          'CC PAYMENT',
          '10% CASHBACK+OFFER',
        ])
        expect(
          body.data.miniStatement.map((e: { txnType: string; direction: string }) => [
            e.txnType,
            e.direction,
          ]),
        ).toEqual([
          ['Cr', 'credit'],
          ['Dr', 'debit'],
          ['Cr', 'credit'],
        ])
        expect(body.data.miniStatement[1]).toMatchObject({
          amount: '  500.0',
          amountValue: 500,
          rawNarration: ' CC%20PAYMENT     ',
        })
      }
    })

    // The request was written before each of these went wrong: the bank may have it, so the
    // merchant must not be told "not reached, safe to try again".
    it.each([
      ['the connection is reset after the request was sent', { kind: 'reset' }],
      ['the reply is not HTTP at all', { kind: 'socket-bytes', bytes: 'GARBAGE\r\n\r\n' }],
      [
        'the connection closes in the middle of the headers',
        { kind: 'socket-bytes', bytes: 'HTTP/1.1 200 OK\r\nContent-Ty' },
      ],
      ['the body is shorter than its Content-Length', { kind: 'short-body' }],
      ['a chunked body is cut in the middle', { kind: 'cut-chunked' }],
    ] satisfies [string, Behaviour][])(
      'answers 502 UPSTREAM_BAD_REPLY, not "not reached", when %s',
      async (_what, behaviour) => {
        upstream.respondWith(behaviour)
        await expectFault(await attempt(path), 502, ['UPSTREAM_BAD_REPLY'])
      },
    )

    it('answers 504 UPSTREAM_TIMEOUT when the body trickles in too slowly to finish', async () => {
      upstream.respondWith({ kind: 'trickle', everyMs: 200 })
      await expectFault(await attempt(path), 504, ['UPSTREAM_TIMEOUT'])
    })

    it('reads an envelope sent with the wrong Content-Type: the bank answered', async () => {
      upstream.respondWith((request) => ({
        kind: 'raw',
        contentType: 'text/html',
        body: JSON.stringify(successEnvelope(request.operation ?? 'be', request)),
      }))
      await expectOutcome(await attempt(path), 'success')
    })

    it('answers 504 UPSTREAM_TIMEOUT when the upstream never answers, after UPSTREAM_TIMEOUT_MS', async () => {
      upstream.respondWith({ kind: 'hang' })
      const started = Date.now()
      const reply = await attempt(path)
      const elapsed = Date.now() - started
      await expectFault(reply, 504, ['UPSTREAM_TIMEOUT'])
      expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50)
      // Not the default deadline (200 s): the bound leaves a loaded machine its stalls.
      expect(elapsed).toBeLessThan(TIMEOUT_MS + 5000)
    })

    it('waits for a slow upstream that answers within the deadline', async () => {
      upstream.respondWith((request) => ({
        kind: 'slow',
        delayMs: 400,
        then: { kind: 'json', body: successEnvelope(request.operation ?? 'be', request) },
      }))
      await expectOutcome(await attempt(path), 'success')
    })

    it('answers 504 UPSTREAM_TIMEOUT when a reply starts but never ends', async () => {
      upstream.respondWith({ kind: 'stall-body' })
      await expectFault(await attempt(path), 504, ['UPSTREAM_TIMEOUT'])
    })

    it.each([
      ['plain text', { kind: 'raw', body: 'OK', contentType: 'text/plain' }],
      ['an empty body', { kind: 'raw', body: '', contentType: 'application/json' }],
      [
        'truncated JSON',
        { kind: 'raw', body: '{"code":"0x0200","status":"SUCC', contentType: 'application/json' },
      ],
      ['an HTML page with HTTP 200', { kind: 'raw', body: '<html><body>Welcome</body></html>' }],
      [
        'an HTML error page with HTTP 500',
        { kind: 'raw', httpStatus: 500, body: '<html><h1>500 Internal Server Error</h1></html>' },
      ],
      [
        'an HTML error page with HTTP 502',
        { kind: 'raw', httpStatus: 502, body: '<html><h1>502 Bad Gateway</h1></html>' },
      ],
      ['a JSON array', { kind: 'json', body: [] }],
      [
        'an array holding an envelope',
        { kind: 'json', body: [{ code: '0x0200', status: 'SUCCESS' }] },
      ],
      ['a JSON string', { kind: 'json', body: 'SUCCESS' }],
      ['JSON null', { kind: 'json', body: null }],
      ['a JSON number', { kind: 'json', body: 200 }],
      ['an empty object', { kind: 'json', body: {} }],
      [
        'an object without code or status',
        { kind: 'json', body: { result: 'ok', balance: '1000' } },
      ],
      [
        'code a number and status null',
        { kind: 'json', body: { code: 512, status: null, message: 'x' } },
      ],
      ['a reply over 1 MiB', { kind: 'huge' }],
    ] satisfies [string, Behaviour][])(
      'answers 502 UPSTREAM_BAD_REPLY for %s',
      async (_what, behaviour) => {
        upstream.respondWith(behaviour)
        await expectFault(await attempt(path), 502, ['UPSTREAM_BAD_REPLY'])
      },
    )

    it.each([
      [
        'HTTP 500 with SOMETHING_WENT_WRONG',
        500,
        failureEnvelope(op, '0x0205', 'SOMETHING_WENT_WRONG', 'something went wrong'),
        'error',
      ],
      [
        'HTTP 401 with UNAUTHORIZED',
        401,
        failureEnvelope(op, '0x0201', 'UNAUTHORIZED', 'unauthorized user'),
        'unauthorized',
      ],
      [
        'HTTP 500 with a FAILURE',
        500,
        failureEnvelope(op, '0x0202', 'FAILURE', '001: Failure'),
        'failure',
      ],
      [
        'HTTP 400 with MISSING_PARAMETER',
        400,
        failureEnvelope(op, '0x0203', 'MISSING_PARAMETER', 'missing parameter'),
        'missing-parameter',
      ],
      [
        'HTTP 200 with an unknown code and status',
        200,
        failureEnvelope(op, '0x0299', 'PARKED', '901: parked'),
        'unknown',
      ],
      [
        'HTTP 503 with PENDING',
        503,
        failureEnvelope(op, '0x0206', 'PENDING', 'transaction pending'),
        'pending',
      ],
    ] as const)(
      'answers 200 with the envelope’s outcome for %s',
      async (_what, httpStatus, body, outcome) => {
        upstream.respondWith({ kind: 'json', httpStatus, body })
        const reply = await expectOutcome(await attempt(path), outcome)
        expect(reply).not.toHaveProperty('data')
      },
    )

    it('answers 200 success for a success envelope sent with HTTP 500: the envelope decides', async () => {
      upstream.respondWith((request) => ({
        kind: 'json',
        httpStatus: 500,
        body: successEnvelope(op, request),
      }))
      await expectOutcome(await attempt(path), 'success')
    })

    it.each([
      [
        'code a number next to a status word',
        { code: 514, status: 'FAILURE', message: 'x' },
        'failure',
      ],
      [
        'status null next to a known code',
        { code: '0x0206', status: null, message: 'x' },
        'pending',
      ],
      [
        'message an object',
        { code: '0x0202', status: 'FAILURE', message: { text: 'no' } },
        'failure',
      ],
      ['message an array', { code: '0x0207', status: 'REVERSED', message: ['a', 'b'] }, 'reversed'],
      [
        'SUCCESS with data an array',
        { code: '0x0200', status: 'SUCCESS', message: 'ok', data: [] },
        'unknown',
      ],
      [
        'SUCCESS with data a string',
        { code: '0x0200', status: 'SUCCESS', message: 'ok', data: 'done' },
        'unknown',
      ],
      [
        'SUCCESS with data null',
        { code: '0x0200', status: 'SUCCESS', message: 'ok', data: null },
        'unknown',
      ],
      [
        'SUCCESS without data',
        { code: '0x0200', status: 'SUCCESS', message: '000: ok' },
        'unknown',
      ],
      ['lower-case status words', { code: '0x0202', status: 'failure', message: 'x' }, 'failure'],
    ] as const)(
      'answers 200 with a defined outcome for an envelope with %s',
      async (_what, body, outcome) => {
        upstream.respondWith({ kind: 'json', body })
        const reply = await expectOutcome(await attempt(path), outcome)
        expect(reply).not.toHaveProperty('data')
        expect(typeof reply.message).toBe('string')
        expect(typeof reply.code).toBe('string')
        expect(typeof reply.status).toBe('string')
      },
    )

    it('answers unknown for a SUCCESS whose data lacks what the operation promises', async () => {
      const data = op === 'be' ? { availableBalance: { amount: 1000 } } : { miniStatement: 'none' }
      upstream.respondWith({
        kind: 'json',
        body: { code: '0x0200', status: 'SUCCESS', message: 'ok', data },
      })
      await expectOutcome(await attempt(path), 'unknown')
    })

    it('keeps a bank text that failed for a daily limit, showing it without the switch prefix', async () => {
      const message = '065: Exceeds enquiry limit for the day set by the bank'
      upstream.respondWith({
        kind: 'json',
        body: failureEnvelope(op, '0x0202', 'FAILURE', message),
      })
      const reply = await expectOutcome(await attempt(path), 'failure')
      expect(reply.message).toBe(message)
      expect(reply.displayMessage).toBe('Exceeds enquiry limit for the day set by the bank')
    })
  },
)

describe('an upstream that refuses connections', () => {
  it('answers 502 UPSTREAM_UNREACHABLE and journals the attempt', async () => {
    const refused = await startTestBridge({
      rdBlock: 'fault-upstream',
      env: liveEnv(await refusingUpstreamUrl(), { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) }),
    })
    try {
      for (const path of ENQUIRY_PATHS) {
        const reply = await enquire(refused, path, { aadhaar: AADHAAR })
        expect(reply.status, reply.text).toBe(502)
        expect(isErrorShape(reply.json)).toBe(true)
        expect(reply.json.error.code).toBe('UPSTREAM_UNREACHABLE')
        expect(reply.json.error.message).toMatch(/nothing was sent.*safe to try again/)
        const record = (await api(refused).get('/api/transactions?limit=1')).json.transactions[0]
        expect(reply.json.transactionId).toBe(record.id)
        expect(record).toMatchObject({
          outcome: 'unknown',
          errorCode: 'UPSTREAM_UNREACHABLE',
          finishedAt: expect.any(String),
        })
      }
      expect((await api(refused).get('/api/transactions')).json.transactions).toHaveLength(2)
    } finally {
      await refused.close()
    }
  })
})

/** A TCP server that speaks no TLS: it answers a ClientHello with `bytes`, or with nothing. */
async function notTls(bytes: string | null): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const server = createNetServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => {})
    if (bytes !== null) socket.once('data', () => socket.end(bytes))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

describe('an upstream whose TLS handshake never completes', () => {
  // The request bytes go out only after the handshake: a failure before it sent nothing.
  it.each([
    ['answers the handshake with plain HTTP', 'HTTP/1.1 400 Bad Request\r\n\r\n'],
    ['accepts the connection and never answers', null],
  ])('answers 502 UPSTREAM_UNREACHABLE when the server %s', async (_what, bytes) => {
    const tls = await notTls(bytes)
    const bridge = await startTestBridge({
      rdBlock: 'fault-upstream',
      env: liveEnv(tls.url, { UPSTREAM_TIMEOUT_MS: '600' }),
    })
    try {
      const reply = await enquire(bridge, '/api/balance-enquiries', { aadhaar: AADHAAR })
      expect(reply.status, reply.text).toBe(502)
      expect(reply.json.error.code).toBe('UPSTREAM_UNREACHABLE')
      expect(typeof reply.json.transactionId).toBe('string')
    } finally {
      await bridge.close()
      await tls.close()
    }
  })
})

describe('the journal after all these faults', () => {
  it('holds one record for every call that reached the upstream, none unfinished', async () => {
    const transactions = (await api(t).get('/api/transactions?limit=500')).json.transactions as {
      finishedAt: string | null
    }[]
    expect(transactions).toHaveLength(upstream.requests.length)
    expect(transactions.every((tx) => tx.finishedAt !== null)).toBe(true)
  })

  it('still answers after every fault', async () => {
    expect((await api(t).get('/api/status')).status).toBe(200)
  })
})
