// The credentials proven, not assumed (docs/contract.md v1.4, `credentials` in GET /api/status),
// over real sockets against the sandbox's upstream simulator, whose wrong-credential answer is the
// spec's (HTTP 401, 0x0201 UNAUTHORIZED): a live bridge with a wrong secret says `refused` in
// /api/status and in /metrics and logs it once, naming the settings and never the secret; right
// credentials say `ok`; with AEPS_BANKS_PATH=off the merchant's own enquiry is what proves them;
// sandbox mode always says `unknown`.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { RdSimulator } from '../../bridge/sandbox/rd-simulator/server.ts'
import {
  startUpstreamSimulator,
  type UpstreamSimulator,
} from '../../bridge/sandbox/upstream-simulator/server.ts'
import type { CredentialsStatus } from '../../src/shared/contract.ts'
import {
  api,
  captureLogs,
  enquire,
  liveEnv,
  startReader,
  startTestBridge,
  type TestBridge,
} from '../fixtures/bridge-harness.ts'

const BANK_PATH = '/v1/common/bank'
const WRONG_SECRET = 'Wr0ng-Secret-Value-77'
const RIGHT = liveEnv('http://unused.invalid')

let upstream: UpstreamSimulator
let reader: RdSimulator
const bridges: TestBridge[] = []
const logs = captureLogs()

beforeAll(async () => {
  reader = await startReader('credentials')
  upstream = await startUpstreamSimulator({ user: RIGHT.AEPS_USER, secret: RIGHT.AEPS_SECRET })
})
afterEach(async () => {
  for (const t of bridges.splice(0)) await t.close()
  logs.length = 0
})
afterAll(async () => {
  await upstream?.close()
  await reader?.close()
})

async function bridgeWith(env: Record<string, string>): Promise<TestBridge> {
  const t = await startTestBridge({ rdBlock: 'credentials', sandboxReader: false, env })
  bridges.push(t)
  return t
}

/** Polls /api/status until its credentials leave `unknown` (the proof runs in the background). */
async function provenCredentials(t: TestBridge): Promise<CredentialsStatus> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const credentials = (await api(t).get('/api/status')).json.credentials as CredentialsStatus
    if (credentials.state !== 'unknown' || Date.now() > deadline) return credentials
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

async function credentialsMetric(t: TestBridge): Promise<Record<string, number>> {
  const text = await (await fetch(`${t.url}/metrics`)).text()
  const values: Record<string, number> = {}
  for (const [, state, value] of text.matchAll(
    /^aeps_bridge_credentials_state\{state="(\w+)"\} (\d+)$/gm,
  ))
    values[state!] = Number(value)
  return values
}

describe('a live bridge proves its credentials at start with the bank list', () => {
  it('says refused in /api/status and /metrics when the provider answers 401 / 0x0201', async () => {
    const started = Date.now()
    const t = await bridgeWith(
      liveEnv(upstream.url, { AEPS_SECRET: WRONG_SECRET, AEPS_BANKS_PATH: BANK_PATH }),
    )
    const credentials = await provenCredentials(t)
    expect(credentials.state).toBe('refused')
    expect(Date.parse(credentials.checkedAt!)).toBeGreaterThanOrEqual(started - 1000)
    expect(Object.keys(credentials).sort()).toEqual(['checkedAt', 'state'])
    expect(await credentialsMetric(t)).toEqual({ ok: 0, refused: 1, unknown: 0 })
    const refusals = logs.filter((line) => line.includes('refused AEPS_USER / AEPS_SECRET'))
    expect(refusals).toHaveLength(1)
    expect(JSON.parse(refusals[0]!).level).toBe('error')
    expect(refusals[0]).toContain("call your network's support")
    expect(logs.join('\n')).not.toContain(WRONG_SECRET)
    // The bridge still serves the page and the bundled banks: the merchant sees why, not a blank.
    expect((await api(t).get('/api/banks')).json.source).toBe('bundled')
  })

  it('says ok with a time when the provider lists its banks', async () => {
    const t = await bridgeWith(liveEnv(upstream.url, { AEPS_BANKS_PATH: BANK_PATH }))
    const credentials = await provenCredentials(t)
    expect(credentials.state).toBe('ok')
    expect(new Date(credentials.checkedAt!).toISOString()).toBe(credentials.checkedAt)
    expect(await credentialsMetric(t)).toEqual({ ok: 1, refused: 0, unknown: 0 })
    expect(logs.some((line) => line.includes('refused AEPS_USER'))).toBe(false)
  })

  it('asks the bank list itself when BANKS_FILE replaces the provider list', async () => {
    const before = upstream.requests
    const t = await bridgeWith(
      liveEnv(upstream.url, {
        AEPS_SECRET: WRONG_SECRET,
        AEPS_BANKS_PATH: BANK_PATH,
        BANKS_FILE: 'bridge/banks/bundled.json',
      }),
    )
    expect((await provenCredentials(t)).state).toBe('refused')
    expect(upstream.requests - before).toBe(1)
    expect((await api(t).get('/api/banks')).json.source).toBe('file')
  })
})

describe('with AEPS_BANKS_PATH=off nothing is sent to prove them', () => {
  it('stays unknown until an enquiry is refused, then says refused', async () => {
    const before = upstream.requests
    const t = await bridgeWith(liveEnv(upstream.url, { AEPS_SECRET: WRONG_SECRET }))
    const status = (await api(t).get('/api/status')).json
    expect(status.credentials).toEqual({ state: 'unknown', checkedAt: null })
    expect(upstream.requests).toBe(before)
    const reply = await enquire(t, '/api/balance-enquiries', {
      aadhaar: '999941057058',
      mobile: '9876543210',
      bankiin: '607094',
    })
    expect(reply.json.outcome).toBe('unauthorized')
    expect((await provenCredentials(t)).state).toBe('refused')
  })
})

describe('sandbox mode', () => {
  it('always says unknown, whatever the simulated bank answers', async () => {
    const t = await startTestBridge({ rdBlock: 'credentials' })
    bridges.push(t)
    await enquire(t, '/api/balance-enquiries', {
      aadhaar: '999941057058',
      mobile: '9876543210',
      bankiin: '607094',
    })
    expect((await api(t).get('/api/status')).json.credentials).toEqual({
      state: 'unknown',
      checkedAt: null,
    })
    expect(await credentialsMetric(t)).toEqual({ ok: 0, refused: 0, unknown: 1 })
  })
})
