// What real providers send beyond the spec's table (docs/contract.md v1.1), through a sandbox
// bridge over real sockets: a failure carrying the bank's own words in `data` (bankMessage,
// bankCode in the reply and the journal, whatever the outcome), and mini statements whose entries
// come as fixed-width lines or partly in a form the desk does not recognise. Against a recording
// upstream: the bank's words pass the same scrubber as the message.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RdSimulator } from '../../bridge/sandbox/rd-simulator/server.ts'
import type { StatementEntry } from '../../src/shared/contract.ts'
import {
  api,
  enquire,
  ENQUIRY_PATHS,
  liveEnv,
  startReader,
  startTestBridge,
  type TestBridge,
} from '../fixtures/bridge-harness.ts'
import { startFaultUpstream, type FaultUpstream } from '../fixtures/fault-upstream.ts'

const BANK_WORDS = '999900000160'
const STATEMENT_LINES = '999900000173'
const STATEMENT_UNRECOGNISED = '999900000187'

const record = async (t: TestBridge, id: string) =>
  (await api(t).get(`/api/transactions/${id}`)).json

describe('in sandbox mode', () => {
  let t: TestBridge
  beforeAll(async () => {
    t = await startTestBridge({ rdBlock: 'provider-replies' })
  })
  afterAll(async () => {
    await t?.close()
  })

  it.each(ENQUIRY_PATHS.map((p) => [p]))(
    '%s: a failure carries the bank’s own words, in the reply and the journal',
    async (path) => {
      const reply = await enquire(t, path, { aadhaar: BANK_WORDS })
      expect(reply.status).toBe(200)
      expect(reply.json).toMatchObject({
        outcome: 'failure',
        code: '0x0202',
        status: 'FAILURE',
        bankMessage: expect.stringMatching(/^You have exceeded daily limit of .+ transactions$/),
        bankCode: '65',
      })
      expect(reply.json).not.toHaveProperty('data')
      expect(await record(t, reply.json.transactionId)).toMatchObject({
        outcome: 'failure',
        bankMessage: reply.json.bankMessage,
        bankCode: '65',
      })
    },
  )

  it('a success carries the bank’s words too, and a reply without them has none', async () => {
    const success = await enquire(t, '/api/balance-enquiries', { aadhaar: '999900000000' })
    expect(success.json).toMatchObject({
      outcome: 'success',
      bankMessage: 'Balance Enquiry Successful',
      bankCode: '00',
    })
    const plain = await enquire(t, '/api/balance-enquiries', { aadhaar: '999900000028' })
    expect(plain.json.outcome).toBe('failure')
    expect(plain.json).not.toHaveProperty('bankMessage')
    expect(plain.json).not.toHaveProperty('bankCode')
  })

  it('a mini statement sent as fixed-width lines is a success with the usual cleaned entries', async () => {
    const reply = await enquire(t, '/api/mini-statements', { aadhaar: STATEMENT_LINES })
    expect(reply.json.outcome).toBe('success')
    const data = reply.json.data
    expect(data.statementForm).toBe('lines')
    expect(data).not.toHaveProperty('statementNote')
    expect(data.miniStatement.length).toBeGreaterThanOrEqual(8)
    for (const entry of data.miniStatement as StatementEntry[]) {
      expect(entry.rawLine).toMatch(/^\d\d\/\d\d .* [CD] \d{10}\.\d\d$/)
      expect(entry.date).toMatch(/^\d\d\/\d\d$/)
      expect(entry.isoDate).toMatch(/^\d{4}-\d\d-\d\d$/)
      expect(['credit', 'debit']).toContain(entry.direction)
      expect(entry.amountValue).toBeGreaterThan(0)
      expect(entry.narration).toBe(entry.narration.trim())
    }
    // Day and month turned round: the line's DD/MM is the entry's MM/DD.
    const first = data.miniStatement[0] as StatementEntry
    const [dd, mm] = first.rawLine!.slice(0, 5).split('/')
    expect(first.date).toBe(`${mm}/${dd}`)
    const saved = await record(t, reply.json.transactionId)
    expect(saved.entries).toEqual(data.miniStatement)
  })

  it('entries in a form it does not recognise are kept raw, with a note, beside the others', async () => {
    const reply = await enquire(t, '/api/mini-statements', { aadhaar: STATEMENT_UNRECOGNISED })
    expect(reply.json.outcome).toBe('success')
    const entries = reply.json.data.miniStatement as StatementEntry[]
    const odd = entries.filter((e) => e.unrecognised)
    expect(odd.map((e) => e.rawLine)).toEqual([
      JSON.stringify({ particulars: 'SERVICE CHARGES GST', value: '-11.80' }),
      'ACCOUNT BALANCE ENQUIRY LOGGED',
    ])
    expect(odd.every((e) => e.direction === 'unknown' && e.amountValue === null)).toBe(true)
    expect(entries.filter((e) => !e.unrecognised).every((e) => e.isoDate !== null)).toBe(true)
    expect(reply.json.data.statementNote).toMatch(/not recognise/)
  })
})

describe('against a recording upstream (live mode)', () => {
  let reader: RdSimulator
  let upstream: FaultUpstream
  let t: TestBridge
  const AADHAAR = '234567890124'

  beforeAll(async () => {
    reader = await startReader('provider-replies')
    upstream = await startFaultUpstream()
    t = await startTestBridge({
      rdBlock: 'provider-replies',
      sandboxReader: false,
      env: liveEnv(upstream.url),
    })
  })
  afterAll(async () => {
    await t?.close()
    await upstream?.close()
    await reader?.close()
  })

  it('scrubs the bank’s words as it scrubs the message (Aadhaar, secrets)', async () => {
    upstream.respondWith({
      kind: 'json',
      body: {
        code: '0x0202',
        status: 'FAILURE',
        message: '001: Failure',
        data: {
          bankMessage: `Limit exceeded for ${AADHAAR} (Sup3r-Secret-Value-42)`,
          bankCode: 65,
        },
      },
    })
    const reply = await enquire(t, '/api/balance-enquiries', { aadhaar: AADHAAR })
    expect(reply.json).toMatchObject({
      outcome: 'failure',
      bankMessage: 'Limit exceeded for XXXXXXXX0124 ([redacted])',
      bankCode: '65',
    })
    const saved = JSON.stringify(await record(t, reply.json.transactionId))
    expect(saved).not.toContain(AADHAAR)
    expect(saved).not.toContain('Sup3r-Secret-Value-42')
  })

  it('finds the bank’s words beside the envelope’s fields too, whatever the outcome', async () => {
    upstream.respondWith({
      kind: 'json',
      body: {
        code: '0x0206',
        status: 'PENDING',
        message: 'x',
        bankMessage: 'In process',
        bankCode: '91',
      },
    })
    const reply = await enquire(t, '/api/mini-statements', { aadhaar: AADHAAR })
    expect(reply.json).toMatchObject({
      outcome: 'pending',
      bankMessage: 'In process',
      bankCode: '91',
    })
  })
})
