// Fault drill: the upstream and the reader each refusing, resetting, hanging, answering
// garbage and answering slowly while enquiries are in flight. Every attempt ends in a defined
// outcome, every attempt that reached the upstream stage is journaled and finished, and the
// bridge goes on serving.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RdSimulator } from '../../bridge/sandbox/rd-simulator/server.ts'
import { OUTCOMES } from '../../src/shared/results.ts'
import {
  api,
  capture,
  CUSTOMER,
  liveEnv,
  startReader,
  startTestBridge,
  type ApiReply,
  type TestBridge,
} from '../fixtures/bridge-harness.ts'
import {
  failureEnvelope,
  startFaultUpstream,
  successEnvelope,
  type Behaviour,
  type FaultUpstream,
  type RecordedRequest,
} from '../fixtures/fault-upstream.ts'

const TRANSPORT_CODES = ['UPSTREAM_UNREACHABLE', 'UPSTREAM_TIMEOUT', 'UPSTREAM_BAD_REPLY']

let upstream: FaultUpstream
let reader: RdSimulator
let bridge: TestBridge

function expectDefinedEnd(reply: ApiReply) {
  if (reply.status === 200) {
    expect(OUTCOMES).toContain(reply.json.outcome)
    expect(typeof reply.json.transactionId).toBe('string')
  } else {
    expect([502, 504]).toContain(reply.status)
    expect(TRANSPORT_CODES).toContain(reply.json.error.code)
  }
}

async function journal(): Promise<
  { id: string; outcome: string; finishedAt: string | null; errorCode: string | null }[]
> {
  return (await api(bridge).get('/api/transactions?limit=500')).json.transactions
}

beforeAll(async () => {
  upstream = await startFaultUpstream()
  reader = await startReader('fault-drill', { captureDelayMs: 5 })
  bridge = await startTestBridge({
    rdBlock: 'fault-drill',
    sandboxReader: false,
    env: liveEnv(upstream.url, { UPSTREAM_TIMEOUT_MS: '1500' }),
  })
})

afterAll(async () => {
  await bridge?.close()
  await reader?.close()
  await upstream?.close()
})

describe('upstream faults while enquiries are in flight', () => {
  it('ends every attempt in a defined outcome and journals each one finished', async () => {
    let n = 0
    const mix = (request: RecordedRequest): Behaviour => {
      const op = request.operation ?? 'be'
      const faults: Behaviour[] = [
        { kind: 'json', body: successEnvelope(op, request) },
        { kind: 'json', body: failureEnvelope(op, '0x0202', 'FAILURE', '001: Failure') },
        { kind: 'reset' },
        { kind: 'hang' },
        { kind: 'slow', delayMs: 400, then: { kind: 'json', body: successEnvelope(op, request) } },
        {
          kind: 'raw',
          body: '<html>502 Bad Gateway</html>',
          httpStatus: 502,
          contentType: 'text/html',
        },
        { kind: 'huge' },
        { kind: 'cut-chunked' },
        { kind: 'stall-body' },
        { kind: 'json', body: { code: 7, status: null, message: { nested: true }, data: [] } },
      ]
      return faults[n++ % faults.length]!
    }
    upstream.respondWith(mix)

    const before = (await journal()).length
    const ids = []
    for (let i = 0; i < 30; i++) ids.push(await capture(bridge))
    const send = (captureId: string, i: number) =>
      api(bridge).post(i % 2 ? '/api/mini-statements' : '/api/balance-enquiries', {
        ...CUSTOMER,
        aadhaar: '234123412346',
        captureId,
      })
    const firstWave = ids.slice(0, 20).map(send)
    await upstream.waitForRequests(20, 10_000)
    // While the hung and stalled calls run into the bridge's 1.5 s deadline, the upstream goes
    // away altogether: the second wave is refused.
    await new Promise((r) => setTimeout(r, 1600))
    await upstream.close()
    const secondWave = ids.slice(20).map((id, i) => send(id, i + 20))
    const replies = await Promise.all([...firstWave, ...secondWave])

    for (const reply of replies) expectDefinedEnd(reply)
    const outcomes = new Set(
      replies.map((r) => (r.status === 200 ? r.json.outcome : r.json.error.code)),
    )
    expect(outcomes).toContain('success')
    expect(outcomes).toContain('UPSTREAM_UNREACHABLE')
    expect(outcomes).toContain('UPSTREAM_TIMEOUT')
    expect(outcomes).toContain('UPSTREAM_BAD_REPLY')

    const records = await journal()
    expect(records.length - before).toBe(30)
    for (const record of records) {
      expect(record.finishedAt).not.toBeNull()
      expect(OUTCOMES).toContain(record.outcome)
    }
    for (const reply of replies.filter((r) => r.status === 200)) {
      expect(records.map((r) => r.id)).toContain(reply.json.transactionId)
    }
    expect(records.filter((r) => r.errorCode !== null).length).toBe(
      replies.filter((r) => r.status !== 200).length,
    )
  }, 30_000)
})

describe('reader faults while enquiries are in flight', () => {
  it('answers each capture with a defined reply and lets in-flight enquiries finish', async () => {
    upstream = await startFaultUpstream()
    // The first drill closed its upstream; this one gets a fresh upstream and a bridge pointed at it.
    await bridge.close()
    bridge = await startTestBridge({
      rdBlock: 'fault-drill',
      sandboxReader: false,
      env: liveEnv(upstream.url, { UPSTREAM_TIMEOUT_MS: '3000' }),
    })
    upstream.respondWith((request) => ({
      kind: 'slow',
      delayMs: 300,
      then: { kind: 'json', body: successEnvelope(request.operation ?? 'be', request) },
    }))
    reader.setBehaviour('ready')
    const ids = []
    for (let i = 0; i < 6; i++) ids.push(await capture(bridge))
    const inFlight = ids.map((captureId) =>
      api(bridge).post('/api/balance-enquiries', {
        ...CUSTOMER,
        aadhaar: '234123412346',
        captureId,
      }),
    )

    const expected: [Parameters<RdSimulator['setBehaviour']>[0], number, string][] = [
      ['garbage', 502, 'RD_BAD_REPLY'],
      ['busy', 422, 'RD_710'],
      ['device-not-ready', 422, 'RD_720'],
      ['slow-start', 422, 'RD_-1509'],
    ]
    // Each capture names the reader, as one the merchant chose: one that names none takes the
    // first READY reader of a scan, and a scan more than 2 s old (a loaded machine's pace) is made
    // again, finding this one busy or not ready (503 NO_DEVICE, not the reader's own code).
    const chosen = { port: reader.port, timeoutMs: 1000 }
    // RD 720 also makes the bridge rescan before its next capture (device-service.ts,
    // SWAPPED_SIGNS), and a rescan's probe of the reader has the desk's 800 ms. At a load of 15-20 (three test runs at once) 2 of 20 runs answered the
    // capture right after RD 720 (slow-start) with 503: with the reader named, only a probe not
    // heard within 800 ms leads there, the desk's right answer to a silent reader and not the
    // fault under test. So a capture the scan did not hear is asked again (at most three times);
    // any other answer is judged as it comes.
    const captureHeard = async (behaviour: string): Promise<ApiReply> => {
      for (let attempt = 1; ; attempt++) {
        const reply = await api(bridge).post('/api/captures', chosen)
        const unheard = reply.status === 503 && reply.json.error?.code === 'NO_DEVICE'
        if (!unheard || attempt === 3) return reply
        console.warn(`${behaviour}: the scan did not hear the reader (${reply.text}); again`)
      }
    }
    for (const [behaviour, status, code] of expected) {
      reader.setBehaviour(behaviour)
      const reply = await captureHeard(behaviour)
      // The reply's text says which refusal it was, should another come.
      expect(reply.status, `${behaviour}: ${reply.text}`).toBe(status)
      expect(reply.json.error.code, behaviour).toBe(code)
    }
    reader.setBehaviour('capture-hang')
    const hung = await captureHeard('capture-hang')
    expect(hung.status).toBe(504)
    expect(hung.json.error.code).toBe('RD_TIMEOUT')
    await reader.close()
    const gone = await api(bridge).post('/api/captures', {})
    expect([502, 503]).toContain(gone.status)

    const replies = await Promise.all(inFlight)
    for (const reply of replies) {
      expect(reply.status).toBe(200)
      expect(reply.json.outcome).toBe('success')
    }
    const records = await journal()
    expect(records.filter((r) => r.finishedAt === null)).toEqual([])
    expect((await api(bridge).get('/api/status')).status).toBe(200)
  }, 30_000)
})
