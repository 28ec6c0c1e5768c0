// (v1.3) What a status check's reply and journal keep of the provider's Transaction Status answer,
// over real sockets against a test upstream: the customer's mobile number masked in its texts.

import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RdSimulator } from '../../bridge/sandbox/rd-simulator/server.ts'
import {
  api,
  CUSTOMER,
  enquire,
  liveEnv,
  startReader,
  startTestBridge,
  type TestBridge,
} from '../fixtures/bridge-harness.ts'
import { startFaultUpstream, type FaultUpstream } from '../fixtures/fault-upstream.ts'
import { crashCopyRows } from '../fixtures/journal-fixtures.ts'
import type { TransactionRecord } from '../../src/shared/contract.ts'

const ANY = '999900000000'
const check = (t: TestBridge, id: string) =>
  api(t).post(`/api/transactions/${encodeURIComponent(id)}/status-checks`, {})
const pendingReply = {
  code: '0x0206',
  status: 'PENDING',
  message: 'transaction pending',
  data: { clientRefNo: 'CR-PENDING-2' },
}

describe('a status check against a test upstream', () => {
  let upstream: FaultUpstream
  let reader: RdSimulator
  let t: TestBridge

  beforeAll(async () => {
    upstream = await startFaultUpstream({ kind: 'json', body: pendingReply })
    reader = await startReader('status-checks-replies')
    t = await startTestBridge({
      rdBlock: 'status-checks-replies',
      sandboxReader: false,
      env: liveEnv(upstream.url, { UPSTREAM_TIMEOUT_MS: '800', AEPS_2FA_POLICY: 'on-request' }),
    })
  })
  afterAll(async () => {
    await t?.close()
    await reader?.close()
    await upstream?.close()
  })

  const pendingRecord = async () => {
    upstream.respondWith({ kind: 'json', body: pendingReply })
    const first = await enquire(t, '/api/balance-enquiries', { aadhaar: ANY })
    expect(first.json.outcome).toBe('pending')
    return first.json.transactionId as string
  }

  it.each([
    ['as ten digits', 'Txn of 07/11 mob 9876543210 failed', /9876543210/],
    ['with +91 and spaces', 'Txn for +91 98765 43210 failed', /98765 43210/],
    ['with 0 and dashes', 'Txn for 0-98765-43210 failed', /98765-43210/],
    ['of another number', 'Txn for 7012345678 failed', /7012345678/],
  ])(
    'masks a mobile number %s in the texts of the reply and the journal',
    async (_, message, whole) => {
      expect(CUSTOMER.mobile).toBe('9876543210')
      const id = await pendingRecord()
      upstream.respondWith({
        kind: 'json',
        body: { code: '0x0202', status: 'FAILURE', message, data: { rrn: '612345678901' } },
      })
      const reply = await check(t, id)
      expect(reply.status).toBe(200)
      expect(reply.json.check.outcome).toBe('failure')
      expect(reply.text).not.toMatch(whole)
      expect(reply.json.check.message).toMatch(/XXXXXX\d{4}/)
      expect(reply.json.check.displayMessage).toMatch(/XXXXXX\d{4}/)
      // The RRN is a 12-digit number that is not a mobile: it stays as sent.
      expect(reply.json.check.rrn).toBe('612345678901')
      const kept = (await api(t).get(`/api/transactions/${id}`)).text
      expect(kept).not.toMatch(whole)
      const rows = crashCopyRows(join(t.dataDir, 'journal.db')).map((row) => JSON.stringify(row))
      expect(rows.join('\n')).not.toMatch(whole)
    },
  )

  it('keeps an RRN the message repeats, even one that reads as +91 and a mobile', async () => {
    const id = await pendingRecord()
    upstream.respondWith({
      kind: 'json',
      body: {
        code: '0x0202',
        status: 'FAILURE',
        message: 'rrn 919876512345 failed',
        data: { rrn: '919876512345' },
      },
    })
    const reply = await check(t, id)
    expect(reply.json.check.message).toBe('rrn 919876512345 failed')
  })

  it('keeps a record bounded: each check’s text cut to 1,000 characters, the first 2 and last 8 checks, the rest counted', async () => {
    const id = await pendingRecord()
    const long = 'word '.repeat(40_000)
    upstream.respondWith({
      kind: 'json',
      body: { code: '0x0206', status: 'PENDING', message: `still pending ${long}` },
    })
    for (let i = 0; i < 12; i++) expect((await check(t, id)).status).toBe(200)
    const record = (await api(t).get(`/api/transactions/${id}`)).json as TransactionRecord
    expect(record.statusChecks).toHaveLength(10)
    expect(record.statusChecksOmitted).toBe(2)
    for (const kept of record.statusChecks!) {
      expect(kept.message.length).toBeLessThanOrEqual(1_000)
      expect(kept.message).toMatch(/^still pending (word )+\[…\d+ characters cut\]$/)
    }
    expect(JSON.stringify(record).length).toBeLessThan(30_000)
  })

  it('says settledOutcome: null after a check that did not settle, and a later check may settle it', async () => {
    const id = await pendingRecord()
    upstream.respondWith({
      kind: 'json',
      body: { code: '0x0206', status: 'PENDING', message: 'still' },
    })
    const pending = await check(t, id)
    expect(pending.status).toBe(200)
    expect(pending.json.record).toHaveProperty('settledOutcome', null)
    expect((await api(t).get(`/api/transactions/${id}`)).json).toHaveProperty(
      'settledOutcome',
      null,
    )

    upstream.respondWith({ kind: 'hang' })
    expect((await check(t, id)).status).toBe(504)
    upstream.respondWith({ kind: 'raw', body: '<html>502</html>', httpStatus: 502 })
    expect((await check(t, id)).status).toBe(502)
    const kept = (await api(t).get(`/api/transactions/${id}`)).json
    expect(kept).toHaveProperty('settledOutcome', null)
    expect(kept.statusChecks).toHaveLength(3)
    const listed = (await api(t).get('/api/transactions?limit=500')).json.transactions
    expect(listed.find((r: { id: string }) => r.id === id)).toHaveProperty('settledOutcome', null)

    upstream.respondWith({
      kind: 'json',
      body: { code: '0x0200', status: 'SUCCESS', message: 'done' },
    })
    const settled = await check(t, id)
    expect(settled.status).toBe(200)
    expect(settled.json.record.settledOutcome).toBe('success')
  })

  it('leaves settledOutcome out of a record that was never checked', async () => {
    const id = await pendingRecord()
    expect((await api(t).get(`/api/transactions/${id}`)).json).not.toHaveProperty('settledOutcome')
  })
})
