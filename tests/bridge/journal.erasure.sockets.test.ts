// POST /api/transactions/:id/erasures over real sockets (docs/contract.md): a mini statement the
// sandbox bank answered, erased at the customer's request, keeps its time, operation and outcome
// and the erasure's time and reason; the masked numbers, the references, the balance and the
// entries leave the reply, the record and every file of DATA_DIR at once (read as raw bytes, as the
// reprint window's test does). A reason off the list and an unknown id change nothing.

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, enquire, startTestBridge, type TestBridge } from '../fixtures/bridge-harness.ts'

const ANY = '999900000000'
let t: TestBridge

beforeAll(async () => {
  t = await startTestBridge({ rdBlock: 'journal-erasure', env: { REPRINT_HOURS: '0' } })
})
afterAll(async () => {
  await t?.close()
})

const raw = () =>
  readdirSync(t.dataDir)
    .map((name) => readFileSync(join(t.dataDir, name)).toString('latin1'))
    .join('\n')
const erase = (id: string, body: unknown) =>
  api(t).post(`/api/transactions/${encodeURIComponent(id)}/erasures`, body)

describe('POST /api/transactions/:id/erasures', () => {
  it('erases what is about the customer from the record and from every file of DATA_DIR', async () => {
    const answer = await enquire(t, '/api/mini-statements', { aadhaar: ANY })
    expect(answer.json.outcome).toBe('success')
    const id = answer.json.transactionId as string
    const before = (await api(t).get(`/api/transactions/${id}`)).json
    // The sandbox's statement has no RRN; its reference and entries are the customer's strings.
    const reference = before.clientRefNo as string
    const narrations = (before.entries as { rawNarration: string }[]).map((e) => e.rawNarration)
    expect(reference).toMatch(/\w{6}/)
    for (const text of [reference, ...narrations]) expect(raw()).toContain(text)

    const reply = await erase(id, { reason: 'customer-asked' })
    expect(reply.status).toBe(200)
    expect(reply.json).toMatchObject({
      transactionId: id,
      erasure: { at: expect.any(String), reason: 'customer-asked' },
      record: {
        id,
        operation: 'mini-statement',
        startedAt: before.startedAt,
        outcome: 'success',
        modality: 'finger',
        aadhaarMasked: '',
        mobileMasked: '',
        rrn: null,
        availableBalance: null,
      },
    })
    const after = (await api(t).get(`/api/transactions/${id}`)).json
    expect(after).toEqual(reply.json.record)
    expect(after).not.toHaveProperty('entries')
    const file = raw()
    expect([reference, ...narrations].filter((text) => file.includes(text))).toEqual([])
  })

  it('refuses a reason off the list, naming the field, and erases nothing', async () => {
    const answer = await enquire(t, '/api/balance-enquiries', { aadhaar: ANY })
    const id = answer.json.transactionId as string
    for (const body of [{}, { reason: 'because' }, { reason: 3 }]) {
      const reply = await erase(id, body)
      expect(reply.status).toBe(400)
      expect(reply.json.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'reason' })
    }
    expect((await api(t).get(`/api/transactions/${id}`)).json.aadhaarMasked).toMatch(/\d{4}$/)
  })

  it('answers 404 for an id it does not hold', async () => {
    const reply = await erase('no-such-record', { reason: 'customer-asked' })
    expect(reply.status).toBe(404)
    expect(reply.json.error.code).toBe('NOT_FOUND')
  })
})
