// GET /metrics on a live-mode bridge over real sockets, with a simulated reader and an
// upstream the test steers: the API's request checks, the day's counts outcome by outcome (and
// after a restart), upstream durations and faults by kind, captures by result, the readers, the
// merchant's authentication, BRIDGE_METRICS=off, and no identifier in the whole text after a
// privacy sweep with distinct customers, a reader serial and bank texts.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RdSimulator } from '../../bridge/sandbox/rd-simulator/server.ts'
import { CONTRACT_VERSION, VERSION } from '../../bridge/version.ts'
import { sqliteStorage, type JournalStorage } from '../../bridge/journal/storage.ts'
import { verhoeffCheckDigit } from '../../src/shared/verhoeff.ts'
import {
  api,
  capture,
  CUSTOMER,
  liveEnv,
  rawRequest,
  startReader,
  startTestBridge,
  type EnquiryPath,
  type TestBridge,
} from '../fixtures/bridge-harness.ts'
import {
  failureEnvelope,
  startFaultUpstream,
  successEnvelope,
  type Behaviour,
  type FaultUpstream,
} from '../fixtures/fault-upstream.ts'
import { familyNames, parseSamples, sampleValue } from '../fixtures/metrics-text.ts'

let reader: RdSimulator
let upstream: FaultUpstream
let t: TestBridge

const aadhaarOf = (eleven: string) => eleven + String(verhoeffCheckDigit(eleven))
/** Distinct customers: none of their numbers may ever appear in the metrics. */
const CUSTOMERS = Array.from({ length: 6 }, (_, i) => ({
  aadhaar: aadhaarOf(`2${String(i)}4567890${String(i)}2`),
  mobile: `98${String(i)}6543${String(i)}10`,
}))
const BANK_TEXT = 'Insufficient funds in account 00123456789 of Ravi Kumar at Andheri West branch'
const BANK_CODE = 'BK51'

const env = (upstreamUrl: string, extra: Record<string, string> = {}) =>
  liveEnv(upstreamUrl, { UPSTREAM_TIMEOUT_MS: '1000', ...extra })

async function metricsText(bridge: TestBridge = t): Promise<string> {
  const reply = await api(bridge).get('/metrics')
  expect(reply.status, reply.text).toBe(200)
  return reply.text
}

async function send(path: EnquiryPath, behaviour: Behaviour, customer = CUSTOMERS[0]!) {
  upstream.respondWith(behaviour)
  const captureId = await capture(t)
  return api(t).post(path, { ...CUSTOMER, ...customer, captureId })
}

const BE: EnquiryPath = '/api/balance-enquiries'
const MS: EnquiryPath = '/api/mini-statements'
const FAILURE: Behaviour = {
  kind: 'json',
  body: {
    ...failureEnvelope('be', '0x0202', 'FAILURE', 'Transaction failed'),
    data: { bankMessage: BANK_TEXT, bankCode: BANK_CODE },
  },
}

beforeAll(async () => {
  reader = await startReader('metrics')
  upstream = await startFaultUpstream()
  t = await startTestBridge({ rdBlock: 'metrics', env: env(upstream.url), keepDataDir: true })
})

afterAll(async () => {
  await t?.close()
  await upstream?.close()
  await reader?.close()
})

describe('GET /metrics', () => {
  it('is refused like the API: a foreign Host, a foreign Origin, a cross-site request without Origin', async () => {
    const path = '/metrics'
    const host = `127.0.0.1:${t.port}`
    const refused = [
      await rawRequest(t.port, { path, headers: { host: `attacker.example:${t.port}` } }),
      await rawRequest(t.port, { path, headers: { host, origin: 'https://attacker.example' } }),
      await rawRequest(t.port, { path, headers: { host, 'sec-fetch-site': 'cross-site' } }),
    ]
    expect(refused.map((r) => [r.status, r.json?.error?.code])).toEqual([
      [403, 'HOST_NOT_ALLOWED'],
      [403, 'ORIGIN_NOT_ALLOWED'],
      [403, 'ORIGIN_NOT_ALLOWED'],
    ])
    const own = await rawRequest(t.port, { path, headers: { host, origin: `http://${host}` } })
    expect(own.status).toBe(200)
    expect(own.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(own.headers['cross-origin-resource-policy']).toBe('same-origin')
  })

  it("leaves a successful scrape out of the merchant's log, not a refused one", async () => {
    const before = t.logs.length
    await metricsText()
    await rawRequest(t.port, { path: '/metrics', headers: { host: `evil.example:${t.port}` } })
    await api(t).get('/api/status')
    const lines = t.logs.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>)
    const requests = lines.filter((line) => line.msg === 'request' || line.message === 'request')
    expect(requests.map((line) => [line.route, line.status])).toEqual([
      ['(unmatched)', 403],
      ['/api/status', 200],
    ])
  })

  it('exposes every metric the issue lists', async () => {
    const names = familyNames(await metricsText())
    const wanted = [
      'aeps_bridge_info',
      'aeps_bridge_enquiries_today',
      'aeps_bridge_upstream_duration_seconds',
      'aeps_bridge_upstream_faults_total',
      'aeps_bridge_captures_total',
      'aeps_bridge_readers',
      'aeps_bridge_readers_by_state',
      'aeps_bridge_merchant_auth_state',
      'aeps_bridge_journal_state',
      'aeps_bridge_journal_records',
      'aeps_bridge_journal_size_bytes',
      'aeps_bridge_journal_oldest_record_age_seconds',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ]
    expect(wanted.filter((name) => !names.has(name))).toEqual([])
    const info = parseSamples(await metricsText()).find((s) => s.name === 'aeps_bridge_info')
    expect(info?.labels).toEqual({ version: VERSION, contract: CONTRACT_VERSION, mode: 'live' })
  })

  it("counts the day's enquiries by operation and outcome as the journal holds them, also after a restart", async () => {
    const done: [EnquiryPath, Behaviour][] = [
      [BE, { kind: 'json', body: successEnvelope('be') }],
      [BE, { kind: 'json', body: successEnvelope('be') }],
      [BE, FAILURE],
      [BE, { kind: 'json', body: failureEnvelope('be', '0x0206', 'PENDING', 'pending') }],
      [BE, { kind: 'raw', body: '<html>gateway</html>', httpStatus: 502 }],
      [MS, { kind: 'json', body: successEnvelope('ms') }],
      [MS, { kind: 'json', body: failureEnvelope('ms', '0x0201', 'UNAUTHORIZED', 'no') }],
    ]
    const before = parseSamples(await metricsText())
    const expected = new Map<string, number>()
    for (const [path, behaviour] of done) {
      const reply = await send(path, behaviour)
      const operation = path === BE ? 'balance-enquiry' : 'mini-statement'
      // A reply without an envelope is journaled as outcome unknown (docs/contract.md).
      const outcome = reply.status === 200 ? reply.json.outcome : 'unknown'
      const key = `${operation} ${outcome}`
      expected.set(key, (expected.get(key) ?? 0) + 1)
    }
    expect([...expected.keys()].sort()).toEqual([
      'balance-enquiry failure',
      'balance-enquiry pending',
      'balance-enquiry success',
      'balance-enquiry unknown',
      'mini-statement success',
      'mini-statement unauthorized',
    ])
    const added = (samples: ReturnType<typeof parseSamples>) => {
      const out = new Map<string, number>()
      for (const s of samples.filter((s) => s.name === 'aeps_bridge_enquiries_today')) {
        const was = sampleValue(before, s.name, s.labels) ?? 0
        if (s.value !== was) out.set(`${s.labels.operation} ${s.labels.outcome}`, s.value - was)
      }
      return out
    }
    expect(added(parseSamples(await metricsText()))).toEqual(expected)

    // A restart keeps them: they are read from the journal, not counted in memory.
    const dataDir = t.dataDir
    await t.close()
    t = await startTestBridge({
      rdBlock: 'metrics',
      env: env(upstream.url),
      dataDir,
      keepDataDir: true,
    })
    expect(added(parseSamples(await metricsText()))).toEqual(expected)
  })

  it('times every upstream call and counts the faults by kind', async () => {
    const before = parseSamples(await metricsText())
    const count = (samples: typeof before) =>
      sampleValue(samples, 'aeps_bridge_upstream_duration_seconds_count', {
        operation: 'balance-enquiry',
      }) ?? 0
    const fault = (samples: typeof before, kind: string) =>
      sampleValue(samples, 'aeps_bridge_upstream_faults_total', {
        operation: 'balance-enquiry',
        kind,
      }) ?? 0
    expect((await send(BE, { kind: 'json', body: successEnvelope('be') })).status).toBe(200)
    expect((await send(BE, { kind: 'raw', body: 'not json', httpStatus: 200 })).status).toBe(502)
    expect((await send(BE, { kind: 'reset' })).status).toBe(502)
    expect((await send(BE, { kind: 'hang' })).status).toBe(504)
    const after = parseSamples(await metricsText())
    expect(count(after) - count(before)).toBe(4)
    expect(
      Object.fromEntries(
        ['bad-reply', 'lost', 'timeout', 'unreachable'].map((k) => [
          k,
          fault(after, k) - fault(before, k),
        ]),
      ),
    ).toEqual({ 'bad-reply': 1, lost: 1, timeout: 1, unreachable: 0 })
    // The hang waited the whole deadline (1 s): it is in the buckets above one second.
    const le = (bound: string) =>
      sampleValue(after, 'aeps_bridge_upstream_duration_seconds_bucket', {
        operation: 'balance-enquiry',
        le: bound,
      })! -
      (sampleValue(before, 'aeps_bridge_upstream_duration_seconds_bucket', {
        operation: 'balance-enquiry',
        le: bound,
      }) ?? 0)
    expect(le('+Inf') - le('0.5')).toBeGreaterThanOrEqual(1)
  })

  it('counts captures by result: captured, or the code of the refusal', async () => {
    const value = (samples: ReturnType<typeof parseSamples>, result: string) =>
      sampleValue(samples, 'aeps_bridge_captures_total', { result }) ?? 0
    const before = parseSamples(await metricsText())
    await capture(t)
    await capture(t)
    expect((await api(t).post('/api/captures', { port: 1 })).json.error.code).toBe('NO_DEVICE')
    const invalid = await api(t).post('/api/captures', { timeoutMs: 0 })
    expect(invalid.json.error.code).toBe('VALIDATION_FAILED')
    const after = parseSamples(await metricsText())
    expect({
      captured: value(after, 'captured') - value(before, 'captured'),
      NO_DEVICE: value(after, 'NO_DEVICE') - value(before, 'NO_DEVICE'),
      VALIDATION_FAILED: value(after, 'VALIDATION_FAILED') - value(before, 'VALIDATION_FAILED'),
    }).toEqual({ captured: 2, NO_DEVICE: 1, VALIDATION_FAILED: 1 })
  })

  it('reports the readers of the last scan by state, vendor and model', async () => {
    const devices = (await api(t).get('/api/devices?fresh=1')).json.devices
    expect(devices).toHaveLength(1)
    const samples = parseSamples(await metricsText())
    const readers = samples.filter((s) => s.name === 'aeps_bridge_readers')
    expect(readers).toEqual([
      {
        name: 'aeps_bridge_readers',
        labels: { state: 'READY', vendor: devices[0].dpId, model: devices[0].mi },
        value: 1,
      },
    ])
    expect(sampleValue(samples, 'aeps_bridge_readers_by_state', { state: 'READY' })).toBe(1)
    expect(sampleValue(samples, 'aeps_bridge_readers_by_state', { state: 'USED' })).toBe(0)
  })

  it("shows the merchant's authentication due once the upstream asked for it", async () => {
    await send(BE, { kind: 'json', body: failureEnvelope('be', '0x0208', '2FA', 'do 2FA') })
    const samples = parseSamples(await metricsText())
    const states = samples.filter((s) => s.name === 'aeps_bridge_merchant_auth_state')
    expect(Object.fromEntries(states.map((s) => [s.labels.state, s.value]))).toEqual({
      done: 0,
      due: 1,
      unknown: 0,
      off: 0,
      blocked: 0,
    })
  })

  it('reports the journal: ok, its records, its size and its oldest record', async () => {
    const samples = parseSamples(await metricsText())
    const records = (await api(t).get('/api/transactions?limit=500')).json.transactions
    expect(sampleValue(samples, 'aeps_bridge_journal_state', { state: 'ok' })).toBe(1)
    expect(sampleValue(samples, 'aeps_bridge_journal_records')).toBe(records.length)
    expect(sampleValue(samples, 'aeps_bridge_journal_size_bytes')).toBeGreaterThan(0)
    const oldest = Math.min(...records.map((r: { startedAt: string }) => Date.parse(r.startedAt)))
    const age = sampleValue(samples, 'aeps_bridge_journal_oldest_record_age_seconds')!
    expect(Math.abs(age - (Date.now() - oldest) / 1000)).toBeLessThan(5)
  })

  it('reports a journal that cannot be written as failing, with its cause', async () => {
    let full = false
    const storage: JournalStorage = {
      transaction: (db, work) =>
        sqliteStorage.transaction(db, () => {
          const result = work()
          if (full) throw Object.assign(new Error('ENOSPC: no space left'), { code: 'ENOSPC' })
          return result
        }),
    }
    const failing = await startTestBridge({
      rdBlock: 'metrics',
      env: env(upstream.url),
      journalStorage: storage,
    })
    try {
      upstream.respondWith({ kind: 'json', body: successEnvelope('be') })
      const captureId = await capture(failing)
      full = true
      const reply = await api(failing).post(BE, { ...CUSTOMER, ...CUSTOMERS[0], captureId })
      // The attempt's own record cannot be written: nothing is sent, the journal is failing.
      expect([reply.status, reply.json.error.code]).toEqual([503, 'JOURNAL_UNAVAILABLE'])
      const samples = parseSamples(await metricsText(failing))
      expect(sampleValue(samples, 'aeps_bridge_journal_state', { state: 'failing' })).toBe(1)
      expect(sampleValue(samples, 'aeps_bridge_journal_state', { state: 'ok' })).toBe(0)
      const causes = samples.filter((s) => s.name === 'aeps_bridge_journal_failure_cause')
      expect(Object.fromEntries(causes.map((s) => [s.labels.cause, s.value]))).toEqual({
        'disk-full': 1,
        'folder-gone': 0,
        'read-only': 0,
        'io-error': 0,
      })
    } finally {
      await failing.close()
    }
  })

  it('is absent with BRIDGE_METRICS=off', async () => {
    const off = await startTestBridge({
      rdBlock: 'metrics',
      env: env(upstream.url, { BRIDGE_METRICS: 'off' }),
    })
    try {
      const reply = await api(off).get('/metrics')
      expect([reply.status, reply.json.error.code]).toEqual([404, 'NOT_FOUND'])
    } finally {
      await off.close()
    }
  })

  it('carries no identifier after a privacy sweep: no Aadhaar, mobile, PAN, serial, address or bank text', async () => {
    for (const [i, customer] of CUSTOMERS.entries()) {
      const echo: Behaviour = {
        kind: 'json',
        body: {
          ...failureEnvelope('be', '0x0202', 'FAILURE', `${BANK_TEXT} for ${customer.aadhaar}`),
          data: { bankMessage: `${BANK_TEXT} ${customer.mobile}`, bankCode: BANK_CODE },
        },
      }
      await send(i % 2 ? MS : BE, i % 3 ? echo : FAILURE, customer)
    }
    await api(t).get('/api/devices?fresh=1')
    const text = await metricsText()
    const { srno, dc, mc, sysid } = reader.secrets
    const forbidden = [
      ...CUSTOMERS.flatMap((c) => [c.aadhaar, c.aadhaar.slice(-4) + '"', c.mobile]),
      env(upstream.url).MERCHANT_PAN,
      env(upstream.url).AEPS_SECRET,
      srno,
      dc,
      mc,
      sysid,
      BANK_TEXT.slice(0, 20),
      'Ravi',
      BANK_CODE,
      String(upstream.port),
    ]
    expect(forbidden.filter((value) => text.includes(value))).toEqual([])
    // Everything but the sample values (numbers the bridge computes: byte counts, timestamps,
    // float digits) holds no 10- or 12-digit run (a mobile, an Aadhaar), no IP address, and no
    // bank words at all.
    const labelled = text.replace(/^([^#\s][^\s{]*(?:\{.*\})?)\s+\S+$/gm, '$1')
    expect(labelled).not.toBe(text)
    expect(labelled.match(/\d{10,}/g) ?? []).toEqual([])
    expect(labelled.match(/\b\d{1,3}(\.\d{1,3}){3}\b/g) ?? []).toEqual([])
    expect(text.match(/Insufficient|branch|account|Kumar/gi) ?? []).toEqual([])
  })
})
