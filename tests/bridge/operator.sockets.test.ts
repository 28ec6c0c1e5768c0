// The operator at the counter over real sockets (docs/contract.md v1.5): a hand-over makes the
// merchant authentication due with reason "handover" and is journaled as its own record; every
// record after it carries the new name, the day book filters and totals by it and its exports
// have the column; the operator's failed authentications are counted across a restart and warned
// of from two; a "merchant blocked" answer is `merchant-blocked` and holds `blocked` until a
// success; the last customer enquiry's time is in /metrics without any name.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  capture,
  enquire,
  isErrorShape,
  startTestBridge,
  tempDataDir,
  type TestBridge,
} from '../fixtures/bridge-harness.ts'

const SUCCESS_NUMBER = '999900000000'
const status = async (t: TestBridge) => (await api(t).get('/api/status')).json
const handOver = (t: TestBridge, operator: unknown) =>
  api(t).post('/api/operator-handovers', { operator })
const authenticate = async (t: TestBridge) =>
  api(t).post('/api/merchant-authentications', { captureId: await capture(t) })

describe('a hand-over of the counter', () => {
  let t: TestBridge

  beforeAll(async () => {
    t = await startTestBridge({ rdBlock: 'operator-handover', env: { BRIDGE_METRICS: 'on' } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('is nobody before the first hand-over, and a record then says null', async () => {
    expect((await status(t)).operator).toBeNull()
    const reply = await enquire(t, '/api/balance-enquiries', { aadhaar: SUCCESS_NUMBER })
    const record = (await api(t).get(`/api/transactions/${reply.json.transactionId}`)).json
    expect(record.operator).toBeNull()
  })

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['Asha 2', 'a digit'],
    ['९ रमेश', 'a Devanagari digit'],
    ['x'.repeat(41), '41 characters'],
    ['<script>', 'a sign that is not in a name'],
    [42, 'a number'],
  ])('refuses %j (%s) with VALIDATION_FAILED on field operator, and nothing changes', async (name: unknown, _what: string) => {
    const before = await status(t)
    const reply = await handOver(t, name)
    expect(reply.status).toBe(400)
    expect(isErrorShape(reply.json)).toBe(true)
    expect(reply.json.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'operator' })
    expect((await status(t)).operator).toEqual(before.operator)
  })

  it('takes a name of 40 characters in any script, trimmed', async () => {
    const reply = await handOver(t, '  रमेश   कुमार ')
    expect(reply.status).toBe(201)
    expect(reply.json.operator.name).toBe('रमेश कुमार')
    expect((await handOver(t, 'a'.repeat(40))).status).toBe(201)
  })

  it('makes the merchant authentication due with reason handover, and journals itself', async () => {
    await authenticate(t)
    expect((await status(t)).merchantAuth.state).toBe('done')
    const before = Date.now()
    const reply = await handOver(t, 'Asha')
    expect(reply.status).toBe(201)
    expect(Date.parse(reply.json.operator.since)).toBeGreaterThanOrEqual(before - 1000)
    expect(reply.json.merchantAuth).toMatchObject({ state: 'due', reason: 'handover' })
    const now = await status(t)
    expect(now.operator).toEqual(reply.json.operator)
    expect(now.merchantAuth).toMatchObject({ state: 'due', reason: 'handover', failuresInARow: 0 })
    const record = (await api(t).get(`/api/transactions/${reply.json.transactionId}`)).json
    expect(record).toMatchObject({
      operation: 'operator-handover',
      outcome: 'success',
      operator: 'Asha',
      previousOperator: 'a'.repeat(40),
    })
  })

  it('puts the name on the merchant authentication and every enquiry after it', async () => {
    const auth = await authenticate(t)
    expect(auth.json.merchantAuth.state).toBe('done')
    const enquiry = await enquire(t, '/api/mini-statements', { aadhaar: SUCCESS_NUMBER })
    for (const id of [auth.json.transactionId, enquiry.json.transactionId]) {
      const record = (await api(t).get(`/api/transactions/${id}`)).json
      expect(record.operator).toBe('Asha')
    }
  })

  it('lets the day book filter and total by operator, and refuses a name with digits', async () => {
    const handed = await handOver(t, 'Ravi')
    expect(handed.status).toBe(201)
    await authenticate(t)
    await enquire(t, '/api/balance-enquiries', { aadhaar: SUCCESS_NUMBER })
    await enquire(t, '/api/balance-enquiries', { aadhaar: SUCCESS_NUMBER })

    const page = (await api(t).get('/api/transactions?operator=Ravi')).json
    expect(page.transactions.map((r: { operator: string }) => r.operator)).toEqual(
      Array(page.transactions.length).fill('Ravi'),
    )
    expect(page.transactions).toHaveLength(4) // hand-over, authentication, two enquiries
    const summary = (await api(t).get('/api/transactions/summary')).json
    const byName = Object.fromEntries(
      summary.totals.byOperator.map((o: { operator: string | null; total: number }) => [
        o.operator,
        o.total,
      ]),
    )
    expect(byName).toMatchObject({ Ravi: 4, Asha: 3, null: 1 })
    expect(summary.days[0].byOperator).toEqual(summary.totals.byOperator)
    const ravi = (await api(t).get('/api/transactions/summary?operator=Ravi')).json
    expect(ravi.totals.total).toBe(4)
    expect(ravi.totals.byOperation['balance-enquiry']).toEqual({ success: 2 })
    const bad = await api(t).get('/api/transactions?operator=Ravi1')
    expect(bad.status).toBe(400)
    expect(bad.json.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'operator' })
  })

  it('gives the exports an operator column', async () => {
    const csv = (await api(t).get('/api/transactions/export.csv?operator=Ravi')).text
    const [header, ...rows] = csv.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(header!.split(',').at(-1)).toBe('operator')
    expect(rows).toHaveLength(4)
    for (const row of rows) expect(row.endsWith(',Ravi')).toBe(true)
  })

  it('shows the last customer enquiry’s time in /metrics, and no name anywhere in it', async () => {
    const text = (await api(t).get('/metrics')).text
    const line = text
      .split('\n')
      .find((l) => l.startsWith('aeps_bridge_last_customer_enquiry_timestamp_seconds'))
    expect(line).toBeDefined()
    const seconds = Number(line!.split(' ').at(-1))
    expect(Math.abs(seconds - Date.now() / 1000)).toBeLessThan(120)
    for (const name of ['Ravi', 'Asha', 'रमेश']) expect(text).not.toContain(name)
  })
})

describe('the operator’s own failed authentications', () => {
  const dataDir = tempDataDir()

  it('are counted across a restart and warned of from two; a success ends the count', async () => {
    let t = await startTestBridge({
      rdBlock: 'operator-warnings',
      dataDir,
      keepDataDir: true,
      env: { SANDBOX_2FA_DECLINE: '2' },
    })
    try {
      const first = await authenticate(t)
      expect(first.json.outcome).toBe('failure')
      expect(first.json.merchantAuth.failuresInARow).toBe(1)
      expect(first.json.merchantAuth.warning).toBeUndefined()
    } finally {
      await t.close()
    }
    // A restart keeps the count (a new bridge on the same DATA_DIR; its simulated bank declines
    // once more, as SANDBOX_2FA_DECLINE counts from its own start).
    t = await startTestBridge({
      rdBlock: 'operator-warnings',
      dataDir,
      keepDataDir: true,
      env: { SANDBOX_2FA_DECLINE: '1' },
    })
    try {
      expect((await status(t)).merchantAuth.failuresInARow).toBe(1)
      const second = await authenticate(t)
      expect(second.json.merchantAuth.failuresInARow).toBe(2)
      expect(second.json.merchantAuth.warning).toMatch(/third failure/)
      expect(second.json.merchantAuth.warning).toMatch(/another finger.*clean and dry.*glass/)
      expect((await status(t)).merchantAuth.warning).toMatch(/block the operator/)
      const third = await authenticate(t)
      expect(third.json.outcome).toBe('success')
      expect(third.json.merchantAuth).toMatchObject({ state: 'done', failuresInARow: 0 })
      expect(third.json.merchantAuth.warning).toBeUndefined()
    } finally {
      await t.close()
    }
  })

  it('a "merchant blocked" answer is merchant-blocked and holds blocked, saying whom to call', async () => {
    const t = await startTestBridge({
      rdBlock: 'operator-warnings',
      env: { SANDBOX_2FA_DECLINE: 'blocked' },
    })
    try {
      const reply = await authenticate(t)
      expect(reply.json.outcome).toBe('failure')
      expect(reply.json.cause).toBe('merchant-blocked')
      expect(reply.json.merchantAuth.state).toBe('blocked')
      expect(reply.json.guidance).toMatch(/helpdesk/)
      const now = (await status(t)).merchantAuth
      expect(now).toMatchObject({ state: 'blocked' })
      expect(now.warning).toMatch(/call your provider’s or bank’s helpdesk/)
      // A hand-over does not lift the bank's block.
      await handOver(t, 'Asha')
      expect((await status(t)).merchantAuth.state).toBe('blocked')
    } finally {
      await t.close()
    }
  })
})
