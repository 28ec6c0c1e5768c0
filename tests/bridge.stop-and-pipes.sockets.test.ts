// The bridge as a process among others: a log reader that
// goes away (EPIPE) never stops it, and SIGTERM or Ctrl-C during an enquiry against a slow bank
// lets the enquiry finish: the browser gets the bank's answer, the journal keeps it, new work is
// refused with 503 STOPPING meanwhile, and the process exits 0.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RdSimulator } from '../bridge/sandbox/rd-simulator/server.ts'
import {
  api,
  capture,
  CUSTOMER,
  liveEnv,
  startChildBridge,
  startReader,
  startTestBridge,
  tempDataDir,
} from './fixtures/bridge-harness.ts'
import {
  FIXTURE_RRN,
  startFaultUpstream,
  successEnvelope,
  type FaultUpstream,
} from './fixtures/fault-upstream.ts'

const AADHAAR = '234567890124'
const BANK_DELAY_MS = 1500

let reader: RdSimulator
let upstream: FaultUpstream

beforeAll(async () => {
  reader = await startReader('stop-and-pipes')
  upstream = await startFaultUpstream((request) => ({
    kind: 'slow',
    delayMs: BANK_DELAY_MS,
    then: { kind: 'json', body: successEnvelope(request.operation ?? 'be', request) },
  }))
})

afterAll(async () => {
  await upstream?.close()
  await reader?.close()
})

describe('a log reader that goes away', () => {
  it('does not stop the bridge: it keeps answering after its stdout pipe is closed', async () => {
    const child = await startChildBridge({ rdBlock: 'stop-and-pipes', dataDir: tempDataDir() })
    try {
      // The reading end of the bridge's stdout closes: every later log line meets EPIPE.
      child.child.stdout!.destroy()
      for (let i = 0; i < 20; i++) {
        const reply = await fetch(child.url + '/api/status')
        expect(reply.status).toBe(200)
      }
      // Refusals and captures log too.
      expect((await api(child.url).get('/api/status', { Origin: 'null' })).status).toBe(403)
      expect(await capture(child.url)).toEqual(expect.any(String))
      expect(child.child.exitCode).toBeNull()
      expect((await fetch(child.url + '/api/status')).status).toBe(200)
    } finally {
      await child.stop()
    }
  })
})

describe.each(['SIGTERM', 'SIGINT'] as const)(
  '%s during an enquiry against a slow bank',
  (signal) => {
    it('refuses new work, lets the enquiry finish and be journaled, then exits 0', async () => {
      const dataDir = tempDataDir()
      const child = await startChildBridge({
        rdBlock: 'stop-and-pipes',
        dataDir,
        env: liveEnv(upstream.url, { UPSTREAM_TIMEOUT_MS: '5000' }),
      })
      const captureId = await capture(child.url)
      const spare = await capture(child.url)
      const sentBefore = upstream.requests.length
      const enquiry = api(child.url).post('/api/balance-enquiries', {
        ...CUSTOMER,
        aadhaar: AADHAAR,
        captureId,
      })
      await upstream.waitForRequests(sentBefore + 1)
      child.child.kill(signal)
      await new Promise((resolve) => setTimeout(resolve, 200))

      // Stopping: the status answers, new captures and enquiries do not start.
      expect((await api(child.url).get('/api/status')).status).toBe(200)
      const refusedCapture = await api(child.url).post('/api/captures', {})
      expect(refusedCapture.status).toBe(503)
      expect(refusedCapture.json.error.code).toBe('STOPPING')
      const refusedEnquiry = await api(child.url).post('/api/mini-statements', {
        ...CUSTOMER,
        aadhaar: AADHAAR,
        captureId: spare,
      })
      expect(refusedEnquiry.json.error.code).toBe('STOPPING')
      expect(upstream.requests.length).toBe(sentBefore + 1)

      // The browser gets the bank's real answer.
      const reply = await enquiry
      expect(reply.status, reply.text).toBe(200)
      expect(reply.json).toMatchObject({ outcome: 'success', data: { rrn: FIXTURE_RRN } })
      expect(await child.exited).toEqual({ code: 0, signal: null })

      // And the journal has it, as the next start of the bridge reads it.
      const after = await startTestBridge({ rdBlock: 'stop-and-pipes', dataDir })
      try {
        const record = (await api(after).get(`/api/transactions/${reply.json.transactionId}`)).json
        expect(record).toMatchObject({ outcome: 'success', rrn: FIXTURE_RRN })
      } finally {
        await after.close()
      }
    })
  },
)
