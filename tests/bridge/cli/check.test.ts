// `aeps-bridge check` (bridge/cli/check.ts): every wrong setting named at once; in live mode the
// credentials proved by reading the provider's bank list, against a stand-in provider that
// records what it was sent: never an enquiry, never a secret in what check prints.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  providerFinding,
  runCheck,
  settingProblems,
  type Finding,
} from '../../../bridge/cli/check.ts'
import { loadConfig } from '../../../bridge/config/index.ts'
import { startFaultUpstream, type FaultUpstream } from '../../fixtures/fault-upstream.ts'
import { freePort, liveEnv, rdPorts } from '../../fixtures/bridge-harness.ts'

let upstream: FaultUpstream
beforeAll(async () => {
  upstream = await startFaultUpstream()
})
afterAll(() => upstream.close())

const BANK_LIST = {
  code: '0x0200',
  status: 'SUCCESS',
  message: 'Bank list',
  data: [
    { bankId: 1, iin: 607094, bank: 'State Bank of India', url: 'http://x/sbi.jpg' },
    { bankId: 2, iin: 608112, bank: 'Allahabad Bank', url: 'http://x/a.jpg' },
  ],
}

const env = (extra: Record<string, string> = {}) => ({
  ...liveEnv(upstream.url),
  RD_PORTS: rdPorts('cli-check', 2),
  STATIC_DIR: 'off',
  ...extra,
})

describe('settingProblems', () => {
  it('names every wrong setting, not only the first', () => {
    const problems = settingProblems({
      AEPS_BASE_URL: 'http://api.example.in',
      AEPS_USER: '',
      MERCHANT_LOGIN_ID: 'M1',
      MERCHANT_PAN: 'not-a-pan',
      BRIDGE_PORT: '99999',
      RD_PORTS: 'abc',
      MERCHANT_LATITUDE: '19.0',
    })
    expect(problems.map((p) => p.setting)).toEqual([
      'BRIDGE_PORT',
      'AEPS_BASE_URL',
      'AEPS_USER',
      'AEPS_SECRET',
      'MERCHANT_PAN',
      'MERCHANT_LONGITUDE',
      'RD_PORTS',
    ])
  })

  it('finds nothing wrong in a sound live configuration', () => {
    expect(settingProblems(env())).toEqual([])
  })
})

describe('providerFinding', () => {
  it('proves the credentials with GET /v1/common/bank and Basic auth, nothing else', async () => {
    upstream.respondWith({ kind: 'json', body: BANK_LIST })
    const before = upstream.requests.length
    const finding = await providerFinding(loadConfig(env()), '/v1/common/bank')
    expect(finding.verdict).toBe('ok')
    expect(finding.text).toContain('credentials accepted, 2 banks listed')
    const sent = upstream.requests.slice(before)
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/common/bank'])
    const basic = Buffer.from('desk-api-user:Sup3r-Secret-Value-42').toString('base64')
    expect(sent[0]!.headers.authorization).toBe(`Basic ${basic}`)
  })

  it.each([
    [
      {
        kind: 'json',
        body: { code: '0x0201', status: 'UNAUTHORIZED', message: 'bad' },
        httpStatus: 200,
      },
      /refused the credentials/,
    ],
    [{ kind: 'json', body: {}, httpStatus: 401 }, /refused AEPS_USER \/ AEPS_SECRET \(HTTP 401\)/],
    [
      { kind: 'raw', body: '<html>502</html>', httpStatus: 502 },
      /HTTP 502, not the provider's JSON/,
    ],
    [
      { kind: 'json', body: { code: '0x0202', status: 'FAILURE', message: 'No record found' } },
      /0x0202 FAILURE No record found/,
    ],
  ] as const)('reports a provider that answers %j as wrong', async (behaviour, text) => {
    upstream.respondWith(behaviour as never)
    const finding = await providerFinding(loadConfig(env()), '/v1/common/bank')
    expect(finding.verdict).toBe('WRONG')
    expect(finding.text).toMatch(text)
  })

  it('says in words when this computer’s clock is not the provider’s, from its Date header', async () => {
    const fast = new Date(Date.now() - 20 * 24 * 3600_000).toUTCString()
    upstream.respondWith({ kind: 'json', body: BANK_LIST, headers: { Date: fast } })
    const clock: Finding[] = []
    await providerFinding(loadConfig(env()), '/v1/common/bank', undefined, clock)
    expect(clock).toEqual([
      {
        verdict: 'WRONG',
        text: expect.stringMatching(/clock is 20 days ahead of the provider's: set the date/),
      },
    ])
    upstream.respondWith({ kind: 'json', body: BANK_LIST })
    const right: Finding[] = []
    await providerFinding(loadConfig(env()), '/v1/common/bank', undefined, right)
    expect(right).toEqual([{ verdict: 'ok', text: expect.stringMatching(/agrees/) }])
  })

  it('never prints a secret the provider echoes back', async () => {
    upstream.respondWith({
      kind: 'json',
      body: {
        code: '0x0205',
        status: 'ERR',
        message: 'user desk-api-user secret Sup3r-Secret-Value-42',
      },
    })
    const finding = await providerFinding(loadConfig(env()), '/v1/common/bank')
    expect(finding.text).not.toContain('Sup3r-Secret-Value-42')
    expect(finding.text).not.toContain('desk-api-user')
  })

  it('says the provider cannot be reached, with the reason', async () => {
    const closed = await freePort()
    const finding = await providerFinding(
      loadConfig(env({ AEPS_BASE_URL: `http://127.0.0.1:${closed}` })),
      '/v1/common/bank',
    )
    expect(finding).toEqual({
      verdict: 'WRONG',
      text: expect.stringMatching(/cannot be reached \(ECONNREFUSED\)/),
    })
  })
})

describe('runCheck', () => {
  it('sends no enquiry, and follows AEPS_BANKS_PATH', async () => {
    upstream.respondWith({ kind: 'json', body: BANK_LIST })
    const before = upstream.requests.length
    const findings = await runCheck(
      env({ AEPS_BANKS_PATH: '/v2/banks', BRIDGE_PORT: String(await freePort()) }),
      { noReaderYet: true },
    )
    expect(upstream.requests.slice(before).map((r) => r.path)).toEqual(['/v2/banks'])
    expect(findings.filter((f) => f.verdict === 'WRONG')).toEqual([])
    expect(findings.map((f) => f.text).join('\n')).toContain(
      `no RD service on 127.0.0.1, ports ${rdPorts('cli-check', 2)}`,
    )
  })

  it('fails a desk with no reader, unless told that the desk has none yet', async () => {
    upstream.respondWith({ kind: 'json', body: BANK_LIST })
    const settings = env({ AEPS_BANKS_PATH: '/v2/banks', BRIDGE_PORT: String(await freePort()) })
    const reader = (findings: Awaited<ReturnType<typeof runCheck>>) =>
      findings.filter((f) => f.text.startsWith('no RD service'))
    expect(reader(await runCheck(settings))).toEqual([
      {
        verdict: 'WRONG',
        text: `no RD service on 127.0.0.1, ports ${rdPorts('cli-check', 2)}: install the reader's RD service, or plug the reader in`,
      },
    ])
    expect(reader(await runCheck(settings, { noReaderYet: true }))).toEqual([
      {
        verdict: 'note',
        text: `no RD service on 127.0.0.1, ports ${rdPorts('cli-check', 2)}: install the reader's RD service, or plug the reader in (--no-reader-yet: not a fault for now)`,
      },
    ])
  })

  it('does not prove anything when the bank list is turned off, and says so', async () => {
    const before = upstream.requests.length
    const findings = await runCheck(env({ AEPS_BANKS_PATH: 'off' }))
    expect(upstream.requests.length).toBe(before)
    expect(findings.at(-1)).toEqual({
      verdict: 'note',
      text: expect.stringContaining('not proved'),
    })
  })
})
