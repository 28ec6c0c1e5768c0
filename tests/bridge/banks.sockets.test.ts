// GET /api/banks (docs/contract.md v1.1) over real sockets: the provider's own list, fetched at
// start with Basic credentials, numeric IINs as strings, names tidied (hostile ones refused), no
// logos; kept in DATA_DIR and used when the provider later fails; the bundled list when nothing
// better is known; BANKS_FILE and AEPS_BANKS_PATH=off as the contract says. Garbage from the
// provider never crashes anything.

import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FETCH_TIMEOUT_MS } from '../../bridge/banks/bank-list.ts'
import { loadBanks } from '../../bridge/banks/bundled.ts'
import type { RdSimulator } from '../../bridge/sandbox/rd-simulator/server.ts'
import type { BanksReply } from '../../src/shared/contract.ts'
import {
  api,
  captureLogs,
  enquire,
  liveEnv,
  startReader,
  startTestBridge,
  tempDataDir,
  type TestBridge,
} from '../fixtures/bridge-harness.ts'
import {
  startFaultUpstream,
  successEnvelope,
  type Behaviour,
  type FaultUpstream,
  type RecordedRequest,
} from '../fixtures/fault-upstream.ts'

const BANK_PATH = '/v1/common/bank'
const PROVIDER_LIST = {
  code: '0x0200',
  data: [
    { bankId: 1, iin: 608112, bank: 'Allahabad Bank', url: 'http://logos.example/1.jpg' },
    { bankId: 2, iin: 607094, bank: 'State Bank of India ', url: 'http://logos.example/2.jpg' },
  ],
}
const BUNDLED = loadBanks()

/** Polls /api/banks until its source is the one wanted (the fetch runs in the background). */
async function banksFrom(t: TestBridge, source: BanksReply['source']): Promise<BanksReply> {
  const deadline = Date.now() + 5000
  for (;;) {
    const reply = (await api(t).get('/api/banks')).json as BanksReply
    if (reply.source === source || Date.now() > deadline) return reply
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

let upstream: FaultUpstream
let reader: RdSimulator
const bridges: TestBridge[] = []
let answer: (request: RecordedRequest) => Behaviour = () => ({ kind: 'json', body: PROVIDER_LIST })

beforeAll(async () => {
  reader = await startReader('banks')
  upstream = await startFaultUpstream((request) =>
    request.path === BANK_PATH || request.path === '/v2/banks'
      ? answer(request)
      : { kind: 'json', body: successEnvelope(request.operation ?? 'be', request) },
  )
})
afterEach(async () => {
  for (const t of bridges.splice(0)) await t.close()
  answer = () => ({ kind: 'json', body: PROVIDER_LIST })
})
afterAll(async () => {
  await upstream?.close()
  await reader?.close()
})

async function liveBridge(options: { dataDir?: string; env?: Record<string, string> } = {}) {
  const t = await startTestBridge({
    rdBlock: 'banks',
    sandboxReader: false,
    dataDir: options.dataDir,
    keepDataDir: options.dataDir !== undefined,
    env: liveEnv(upstream.url, { AEPS_BANKS_PATH: BANK_PATH, ...options.env }),
  })
  bridges.push(t)
  return t
}

describe('the provider’s bank list', () => {
  it('is fetched at start with one GET and Basic credentials, IINs as strings, names tidied, no logos', async () => {
    const sent = upstream.requests.length
    const t = await liveBridge()
    // A provider that answers promptly is waited for at start: its list is there from the first request.
    const reply = (await api(t).get('/api/banks')).json as BanksReply
    expect(reply.source).toBe('provider')
    expect(Date.parse(reply.fetchedAt!)).not.toBeNaN()
    expect(reply.banks).toEqual([
      { iin: '608112', name: 'Allahabad Bank' },
      { iin: '607094', name: 'State Bank of India' },
    ])
    expect(JSON.stringify(reply)).not.toContain('logos.example')
    const gets = upstream.requests.slice(sent).filter((r) => r.path === BANK_PATH)
    expect(gets).toHaveLength(1)
    expect(gets[0]!.method).toBe('GET')
    expect(gets[0]!.headers.authorization).toBe(
      'Basic ' + Buffer.from('desk-api-user:Sup3r-Secret-Value-42').toString('base64'),
    )
  })

  it('names the bank of an enquiry from the provider’s list', async () => {
    const t = await liveBridge()
    await banksFrom(t, 'provider')
    const reply = await enquire(t, '/api/balance-enquiries', {
      aadhaar: '234567890124',
      bankiin: '608112',
    })
    const record = (await api(t).get(`/api/transactions/${reply.json.transactionId}`)).json
    expect(record.bankName).toBe('Allahabad Bank')
  })

  it('is kept in DATA_DIR (owner-only) and used, with its time, when the provider later fails', async () => {
    const dataDir = tempDataDir()
    const first = await liveBridge({ dataDir })
    const fetched = await banksFrom(first, 'provider')
    await first.close()
    bridges.splice(bridges.indexOf(first), 1)
    const file = join(dataDir, 'banks.json')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8')).not.toMatch(/Sup3r|desk-api-user/)

    answer = () => ({
      kind: 'json',
      body: { code: '0x0202', status: 'FAILURE', message: 'No record found' },
    })
    const sent = upstream.requests.length
    const second = await liveBridge({ dataDir })
    await upstream.waitForRequests(sent + 1)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const reply = (await api(second).get('/api/banks')).json
    expect(reply).toEqual({ banks: fetched.banks, source: 'cache', fetchedAt: fetched.fetchedAt })
  })

  it.each<[string, Behaviour]>([
    ['an HTML error page', { kind: 'raw', body: '<html>502</html>', httpStatus: 502 }],
    ['an empty list', { kind: 'json', body: { code: '0x0200', data: [] } }],
    [
      'a list of garbage',
      { kind: 'json', body: { code: '0x0200', data: [null, 7, { iin: 'x' }] } },
    ],
    ['a reset connection', { kind: 'reset' }],
    ['a reply larger than the limit', { kind: 'huge' }],
  ])(
    'falls back to the bundled list after %s, and the bridge keeps working',
    async (_why, behaviour) => {
      answer = () => behaviour
      const sent = upstream.requests.length
      const t = await liveBridge()
      await upstream.waitForRequests(sent + 1)
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect((await api(t).get('/api/banks')).json).toEqual({
        banks: BUNDLED,
        source: 'bundled',
        fetchedAt: null,
      })
      expect((await api(t).get('/api/status')).status).toBe(200)
    },
  )

  it('does not hold up the start for a provider that does not answer', async () => {
    answer = () => ({ kind: 'hang' })
    const started = Date.now()
    const t = await liveBridge()
    // A start that waited for the list would wait for its fetch's deadline.
    expect(Date.now() - started).toBeLessThan(FETCH_TIMEOUT_MS)
    expect((await api(t).get('/api/banks')).json.source).toBe('bundled')
    expect((await api(t).get('/api/status')).status).toBe(200)
  })

  it('follows AEPS_BANKS_PATH', async () => {
    const t = await liveBridge({ env: { AEPS_BANKS_PATH: '/v2/banks' } })
    expect((await banksFrom(t, 'provider')).source).toBe('provider')
    expect(upstream.requests.some((r) => r.path === '/v2/banks' && r.method === 'GET')).toBe(true)
  })
})

describe('a hostile provider list (issue 24 N2)', () => {
  const logs = captureLogs()
  const hostile = (bank: string) => ({
    code: '0x0200',
    data: [
      { bankId: 1, iin: 607094, bank: 'State Bank of India' },
      { bankId: 2, iin: 600005, bank },
    ],
  })

  it.each([
    ['a bidi override', 'Bidi \u202Eknab live\u202C Bank', /control, bidi or invisible/],
    ['a CRLF', 'CRLF\r\nInjected,Row Bank', /control, bidi or invisible/],
    ['a zero-width space', 'Zero\u200BWidth Bank', /control, bidi or invisible/],
    ['a 100,000-character name', 'X'.repeat(100_000), /longer than 120/],
  ])('is logged and refused for %s; the bundled list stays', async (_why, bank, reason) => {
    answer = () => ({ kind: 'json', body: hostile(bank) })
    const seen = logs.length
    const t = await liveBridge()
    const deadline = Date.now() + 10_000
    let line: string | undefined
    while (!(line = logs.slice(seen).find((l) => l.includes('keeping the list in use')))) {
      if (Date.now() > deadline) throw new Error('no log line about the refused list')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    expect(line).toMatch(reason)
    expect(line).toContain('600005')
    expect((await api(t).get('/api/banks')).json).toEqual({
      banks: BUNDLED,
      source: 'bundled',
      fetchedAt: null,
    })
  })
})

describe('without the provider’s list', () => {
  it('keeps the bundled list and asks nothing when AEPS_BANKS_PATH=off', async () => {
    const sent = upstream.requests.length
    const t = await liveBridge({ env: { AEPS_BANKS_PATH: 'off' } })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await api(t).get('/api/banks')).json).toEqual({
      banks: BUNDLED,
      source: 'bundled',
      fetchedAt: null,
    })
    expect(upstream.requests.length).toBe(sent)
  })

  it('uses BANKS_FILE instead of everything else', async () => {
    const dir = tempDataDir()
    const file = join(dir, 'my-banks.json')
    writeFileSync(file, JSON.stringify([{ iin: '123456', name: 'Test Co-operative Bank' }]))
    const sent = upstream.requests.length
    const t = await liveBridge({ env: { BANKS_FILE: file } })
    // The provider's list is still asked once, to prove the credentials (docs/contract.md v1.4),
    // and not used: the file's list stays.
    const deadline = Date.now() + 5000
    while ((await api(t).get('/api/status')).json.credentials.state === 'unknown')
      if (Date.now() > deadline) break
      else await new Promise((resolve) => setTimeout(resolve, 25))
    expect((await api(t).get('/api/status')).json.credentials.state).toBe('ok')
    expect((await api(t).get('/api/banks')).json).toEqual({
      banks: [{ iin: '123456', name: 'Test Co-operative Bank' }],
      source: 'file',
      fetchedAt: null,
    })
    expect(upstream.requests.slice(sent).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET ${BANK_PATH}`,
    ])
  })
})

describe('in sandbox mode', () => {
  it('fetches the simulated bank’s list, which names the bundled banks', async () => {
    const t = await startTestBridge({ rdBlock: 'banks', sandboxReader: false })
    bridges.push(t)
    const reply = (await api(t).get('/api/banks')).json as BanksReply
    expect(reply.source).toBe('provider')
    expect(reply.banks).toEqual(BUNDLED)
  })
})
