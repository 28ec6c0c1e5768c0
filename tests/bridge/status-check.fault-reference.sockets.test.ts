// (v1.3) An attempt whose reply the bridge cannot read as an envelope, but whose JSON body names
// the provider's reference, can still be status-checked: the reference is journaled with the fault
// (docs/contract.md: "an UPSTREAM_TIMEOUT / UPSTREAM_BAD_REPLY attempt ... that holds the
// provider's reference"), while the merchant is still told the reply was unreadable (502).

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RdSimulator } from '../../bridge/sandbox/rd-simulator/server.ts'
import {
  api,
  enquire,
  liveEnv,
  startReader,
  startTestBridge,
  type TestBridge,
} from '../fixtures/bridge-harness.ts'
import { startFaultUpstream, type FaultUpstream } from '../fixtures/fault-upstream.ts'

const ANY = '999900000000'
const check = (t: TestBridge, id: string) =>
  api(t).post(`/api/transactions/${encodeURIComponent(id)}/status-checks`, {})

describe('a reply that is not an envelope but holds the reference', () => {
  let upstream: FaultUpstream
  let reader: RdSimulator
  let t: TestBridge

  beforeAll(async () => {
    upstream = await startFaultUpstream({ kind: 'json', body: {} })
    reader = await startReader('status-checks-fault-reference')
    t = await startTestBridge({
      rdBlock: 'status-checks-fault-reference',
      sandboxReader: false,
      env: liveEnv(upstream.url, { UPSTREAM_TIMEOUT_MS: '800', AEPS_2FA_POLICY: 'on-request' }),
    })
  })
  afterAll(async () => {
    await t?.close()
    await reader?.close()
    await upstream?.close()
  })

  it.each([
    ['an HTTP 500 error body', 500, { error: 'gateway', data: { clientRefNo: 'CREF1' } }, 'CREF1'],
    [
      'a numeric code',
      200,
      { code: 206, message: 'pending', data: { clientRefNo: 'CREF2' } },
      'CREF2',
    ],
    ['a top-level clientRefId', 200, { error: 'x', clientRefId: 70042 }, '70042'],
  ])(
    'answers 502 for %s, journals its reference, and a status check then asks about it',
    async (_, httpStatus, body, reference) => {
      upstream.respondWith({ kind: 'json', body, httpStatus })
      const first = await enquire(t, '/api/balance-enquiries', { aadhaar: ANY })
      expect(first.status).toBe(502)
      expect(first.json.error.code).toBe('UPSTREAM_BAD_REPLY')
      const id = first.json.transactionId as string
      const kept = (await api(t).get(`/api/transactions/${id}`)).json
      expect(kept).toMatchObject({ errorCode: 'UPSTREAM_BAD_REPLY', clientRefNo: reference })

      upstream.respondWith({
        kind: 'json',
        body: { code: '0x0206', status: 'PENDING', message: 'pending' },
      })
      const before = upstream.requests.length
      const reply = await check(t, id)
      expect(reply.status).toBe(200)
      expect(upstream.requests[before]!.body).toEqual({
        merchantLoginId: 'MER0042',
        clientRefId: reference,
      })
    },
  )

  it.each([
    ['unsafe characters', { error: 'x', data: { clientRefNo: 'CREF<script>' } }],
    ['an overlong value', { error: 'x', data: { clientRefNo: 'R'.repeat(65) } }],
    ['an object', { error: 'x', data: { clientRefNo: { a: 1 } } }],
  ])('keeps no reference from %s: the status check is not applicable', async (_, body) => {
    upstream.respondWith({ kind: 'json', body, httpStatus: 500 })
    const first = await enquire(t, '/api/balance-enquiries', { aadhaar: ANY })
    expect(first.status).toBe(502)
    const id = first.json.transactionId as string
    expect((await api(t).get(`/api/transactions/${id}`)).json.clientRefNo).toBeNull()
    expect((await check(t, id)).status).toBe(409)
  })

  it('masks an Aadhaar-like reference as any identifier is masked', async () => {
    // 234567890124 is Verhoeff-valid: a reference that is an Aadhaar number is not kept whole.
    upstream.respondWith({
      kind: 'json',
      body: { error: 'x', data: { clientRefNo: '234567890124' } },
      httpStatus: 500,
    })
    const first = await enquire(t, '/api/balance-enquiries', { aadhaar: ANY })
    const kept = (await api(t).get(`/api/transactions/${first.json.transactionId}`)).json
    expect(JSON.stringify(kept)).not.toContain('234567890124')
  })
})
