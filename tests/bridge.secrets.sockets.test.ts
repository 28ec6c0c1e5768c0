// The promise of docs/contract.md and docs/security.md, checked on everything that leaves the
// bridge: the upstream credentials, the merchant PAN, the PID block and a full Aadhaar number never
// appear in a reply to the browser, a log line or the journal file, even when the upstream echoes
// them back.

import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verhoeffCheckDigit } from '../src/shared/verhoeff.ts'
import type { RdSimulator } from '../bridge/sandbox/rd-simulator/server.ts'
import {
  api,
  capture,
  CUSTOMER,
  liveEnv,
  startReader,
  startTestBridge,
  type EnquiryPath,
  type TestBridge,
} from './fixtures/bridge-harness.ts'
import { crashCopyCells, crashCopyRows, dataDirBytes } from './fixtures/journal-fixtures.ts'
import {
  failureEnvelope,
  startFaultUpstream,
  successEnvelope,
  type Behaviour,
  type FaultUpstream,
  type RecordedRequest,
} from './fixtures/fault-upstream.ts'

const ENV = liveEnv('http://placeholder', { UPSTREAM_TIMEOUT_MS: '1000' })
const BASIC = Buffer.from(`${ENV.AEPS_USER}:${ENV.AEPS_SECRET}`).toString('base64')
const CUSTOMERS = ['234567890124', '498765432102', '753186420974']

let reader: RdSimulator
let upstream: FaultUpstream
let t: TestBridge
/** Every reply body the browser received, with what it answered. */
const replies: { where: string; text: string }[] = []

/**
 * Everything the upstream echoes: the request's own fields, headers and PID block, and the
 * reader's identity as a server that parsed the PID block could quote it.
 */
function echo(request: RecordedRequest): string {
  const body = request.body ?? {}
  return [
    `aadhaar ${String(body.aadhaar)}`,
    `pan ${String(body.pan)}`,
    `auth ${String(request.headers.authorization)}`,
    `user ${ENV.AEPS_USER} secret ${ENV.AEPS_SECRET}`,
    `pid ${String(body.rdRequest)}`,
    `device ${reader.secrets.srno} dc ${reader.secrets.dc} sysid ${reader.secrets.sysid}`,
    `mc ${reader.secrets.mc}`,
  ].join(' | ')
}

/** Someone else's Aadhaar number (Verhoeff-valid), which the bank's text should never carry. */
const OTHER_PERSON = '87654321098' + String(verhoeffCheckDigit('87654321098'))

/** The capture's own Skey, Hmac and Data, as the upstream received them. */
function pidValues(request: RecordedRequest) {
  const pid = String(request.body?.rdRequest ?? '')
  return {
    pid,
    skey: /<Skey[^>]*>([^<]+)<\/Skey>/.exec(pid)?.[1]?.trim() ?? '',
    hmac: /<Hmac>([^<]+)<\/Hmac>/.exec(pid)?.[1]?.trim() ?? '',
    data: /<Data[^>]*>([^<]+)<\/Data>/.exec(pid)?.[1]?.trim() ?? '',
  }
}

/** Issue 16's hostile echoes: what slipped through before, each in its own piece. */
function hostileEcho(request: RecordedRequest): string {
  const { pid, skey, hmac, data } = pidValues(request)
  const html = (s: string) => s.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
  return [
    `skey ${encodeURIComponent(skey.slice(20, 80))}`,
    `hmac &#x2F;${html(hmac)}`,
    `data ${JSON.stringify(data.slice(5, 60)).slice(1, -1).replace(/\//g, '\\/')}`,
    `pid ${html(pid)}`,
    `json ${JSON.stringify({ pid }).replace(/</g, '\\u003c').replace(/>/g, '\\u003e')}`,
    `aadhaar of another ${OTHER_PERSON}`,
    `mask 2345XXXX0124`,
    `name \u202Eevil\u202C end`,
  ].join(' | ')
}

/** A third person's Verhoeff-valid number sent as the rrn, not an RRN of today. */
const OTHER_AS_RRN = '99990000001' + String(verhoeffCheckDigit('99990000001'))

/** Issue 24's hostile echoes (N3, F3): what slipped through the 2026-11-25 review. */
function issue24Echo(request: RecordedRequest): string {
  const { skey, hmac, data } = pidValues(request)
  const aadhaar = String(request.body?.aadhaar)
  const mobile = String(request.body?.mobile)
  const entities = (s: string) => [...s].map((c) => `&#${c.charCodeAt(0)};`).join('')
  return [
    `mask ${aadhaar.slice(0, 8)}XXXX ${aadhaar.slice(0, 6)}XXXXXX`,
    `mobile ${mobile} and +91 ${mobile.slice(0, 5)}-${mobile.slice(5)}`,
    `Linked Aadhaar ${OTHER_AS_RRN}`,
    `hex ${Buffer.from(skey, 'base64').toString('hex')}`,
    `entities ${entities(hmac)}`,
    `pieces ${data
      .slice(0, 66)
      .match(/.{1,11}/g)!
      .join(' ')}`,
    `lower ${skey.slice(30, 90).toLowerCase()}`,
  ].join(' | ')
}

const BEHAVIOURS: [
  what: string,
  path: EnquiryPath,
  behaviour: (r: RecordedRequest) => Behaviour,
][] = [
  [
    'a balance success echoing everything in message and data',
    '/api/balance-enquiries',
    (r) => {
      const envelope = successEnvelope('be', r) as { data: Record<string, unknown> }
      return {
        kind: 'json',
        body: {
          ...envelope,
          message: `000: ${echo(r)}`,
          data: {
            ...envelope.data,
            aadhaarNumber: r.body?.aadhaar,
            bankMessage: echo(r),
            merchantCode: r.body?.pan,
            clientRefNo: `${ENV.AEPS_USER}:${ENV.AEPS_SECRET}`,
            routeType: String(r.headers.authorization),
            rrn: String(r.body?.rdRequest),
          },
        },
      }
    },
  ],
  [
    'a mini statement success echoing everything in its entries',
    '/api/mini-statements',
    (r) => {
      const envelope = successEnvelope('ms', r) as { data: Record<string, unknown> }
      return {
        kind: 'json',
        body: {
          ...envelope,
          message: echo(r),
          data: {
            ...envelope.data,
            orderRefId: r.body?.aadhaar,
            bankName: String(r.body?.rdRequest),
            accountNumber: r.body?.pan,
            miniStatement: [
              { date: '09/30', txnType: 'Cr', amount: '1.0', narration: ` ${echo(r)} ` },
              {
                date: '09/29',
                txnType: 'Dr',
                amount: '2.0',
                narration: ` AEPS%20${String(r.body?.aadhaar)}%20${String(r.body?.pan)} `,
              },
            ],
          },
        },
      }
    },
  ],
  [
    'a failure whose message is the whole request',
    '/api/balance-enquiries',
    (r) => ({
      kind: 'json',
      body: failureEnvelope('be', '0x0202', 'FAILURE', JSON.stringify(r.body)),
    }),
  ],
  [
    'a failure echoing the Authorization header',
    '/api/mini-statements',
    (r) => ({
      kind: 'json',
      body: failureEnvelope(
        'ms',
        '0x0201',
        'UNAUTHORIZED',
        `401: rejected ${String(r.headers.authorization)}`,
      ),
    }),
  ],
  [
    'an unknown status echoing everything',
    '/api/balance-enquiries',
    (r) => ({ kind: 'json', body: { code: '0x0299', status: 'HELD', message: echo(r) } }),
  ],
  [
    'an HTML error page echoing everything',
    '/api/mini-statements',
    (r) => ({ kind: 'raw', httpStatus: 500, body: `<html>${echo(r)}</html>` }),
  ],
  [
    'JSON that is not an envelope, echoing everything',
    '/api/balance-enquiries',
    (r) => ({ kind: 'json', body: { echo: echo(r), request: r.body } }),
  ],
  [
    'a failure echoing the capture’s values re-encoded, an escaped PID block, another person’s number, the bank’s mask and a bidi override',
    '/api/balance-enquiries',
    (r) => ({
      kind: 'json',
      body: {
        ...failureEnvelope('be', '0x0202', 'FAILURE', hostileEcho(r)),
        data: { bankMessage: hostileEcho(r), bankCode: 'U16' },
      },
    }),
  ],
  [
    'a mini statement whose narrations carry the hostile echoes',
    '/api/mini-statements',
    (r) => {
      const envelope = successEnvelope('ms', r) as { data: Record<string, unknown> }
      return {
        kind: 'json',
        body: {
          ...envelope,
          message: hostileEcho(r),
          data: {
            ...envelope.data,
            miniStatement: hostileEcho(r)
              .split(' | ')
              .map((narration, i) => ({
                date: '09/30',
                txnType: 'Cr',
                amount: `${i}.0`,
                narration,
              })),
          },
        },
      }
    },
  ],
  [
    'a balance success with issue 24’s echoes, and another person’s number as the rrn',
    '/api/balance-enquiries',
    (r) => {
      const envelope = successEnvelope('be', r) as { data: Record<string, unknown> }
      return {
        kind: 'json',
        body: {
          ...envelope,
          message: `000: ${issue24Echo(r)}`,
          data: { ...envelope.data, rrn: OTHER_AS_RRN, bankMessage: issue24Echo(r) },
        },
      }
    },
  ],
  ['a reset connection', '/api/mini-statements', () => ({ kind: 'reset' })],
  ['a hang', '/api/balance-enquiries', () => ({ kind: 'hang' })],
]

beforeAll(async () => {
  reader = await startReader('secrets')
  upstream = await startFaultUpstream()
  t = await startTestBridge({
    rdBlock: 'secrets',
    env: liveEnv(upstream.url, { UPSTREAM_TIMEOUT_MS: '1000' }),
  })
  const client = api(t)
  const keep = (where: string, reply: { text: string }) => replies.push({ where, text: reply.text })

  keep('GET /api/status', await client.get('/api/status'))
  keep('GET /api/devices', await client.get('/api/devices?fresh=1'))
  for (const [index, [what, path, behaviour]] of BEHAVIOURS.entries()) {
    upstream.respondWith(behaviour)
    const captureReply = await client.post('/api/captures', {})
    keep(`POST /api/captures before ${what}`, captureReply)
    const aadhaar = CUSTOMERS[index % CUSTOMERS.length]!
    const reply = await client.post(path, {
      ...CUSTOMER,
      aadhaar,
      captureId: captureReply.json.captureId,
    })
    keep(`${path} with ${what} (HTTP ${reply.status})`, reply)
    // The capture is spent: reusing it must not echo anything either.
    keep(
      `${path} reusing a capture`,
      await client.post(path, { ...CUSTOMER, aadhaar, captureId: captureReply.json.captureId }),
    )
  }
  // Refusals that repeat what the browser sent.
  const captureId = await capture(t)
  keep(
    'a bad check digit',
    await client.post('/api/balance-enquiries', {
      ...CUSTOMER,
      aadhaar: '234567890125',
      captureId,
    }),
  )
  keep(
    'an Aadhaar number with spaces',
    await client.post('/api/balance-enquiries', {
      ...CUSTOMER,
      aadhaar: '2345 6789 0124',
      captureId,
    }),
  )
  keep(
    'malformed JSON',
    await client.post('/api/balance-enquiries', `{"aadhaar":"${CUSTOMERS[0]}",`),
  )

  keep('GET /api/transactions/export.csv', await client.get('/api/transactions/export.csv'))
  const list = await client.get('/api/transactions?limit=500')
  keep('GET /api/transactions', list)
  for (const tx of list.json.transactions as { id: string }[]) {
    keep(`GET /api/transactions/${tx.id}`, await client.get(`/api/transactions/${tx.id}`))
  }
})

afterAll(async () => {
  await t?.close()
  await upstream?.close()
  await reader?.close()
})

/** Every value that must never leave the bridge, named for the failure message. */
function forbidden(): { name: string; value: string }[] {
  const values = [
    { name: 'AEPS_SECRET', value: ENV.AEPS_SECRET },
    { name: 'AEPS_USER', value: ENV.AEPS_USER },
    { name: 'the Basic credentials (base64 of AEPS_USER:AEPS_SECRET)', value: BASIC },
    { name: 'MERCHANT_PAN', value: ENV.MERCHANT_PAN },
    { name: 'a PID block', value: '<PidData' },
    { name: 'an HTML-escaped PID block', value: '&lt;PidData' },
    { name: 'a JSON-escaped PID block', value: '\\u003cPidData' },
    { name: 'another person’s Aadhaar number', value: OTHER_PERSON },
    { name: 'the bank’s first-four mask', value: '2345XXXX' },
    { name: 'another person’s number sent as the rrn', value: OTHER_AS_RRN },
    { name: 'the customer’s mobile number', value: CUSTOMER.mobile },
    { name: 'the customer’s mobile number, grouped', value: CUSTOMER.mobile.slice(0, 5) + '-' },
    ...CUSTOMERS.map((a) => ({ name: `a first-six mask of ${a}`, value: a.slice(0, 6) + 'X' })),
    { name: 'a bidi override', value: '\u202E' },
    { name: 'a JSON-escaped bidi override', value: '\\u202e' },
    { name: 'the device serial (srno)', value: reader.secrets.srno },
    { name: 'the device code (dc)', value: reader.secrets.dc },
    { name: 'the device certificate (mc)', value: reader.secrets.mc.slice(0, 40) },
    { name: 'the device sysid', value: reader.secrets.sysid },
    ...CUSTOMERS.map((aadhaar) => ({ name: `the full Aadhaar number ${aadhaar}`, value: aadhaar })),
  ]
  for (const request of upstream.requests) {
    const { skey, hmac, data } = pidValues(request)
    // Any 16 characters of the capture's values, as sent or URL-encoded, and 24 hex digits of
    // their bytes.
    for (const value of [skey, hmac, data]) {
      const hex = Buffer.from(value, 'base64').toString('hex')
      for (let i = 0; i + 24 <= hex.length; i += 12)
        values.push({ name: 'hex of a capture value', value: hex.slice(i, i + 24) })
    }
    for (const [name, value] of [
      ['a Skey fragment', skey],
      ['an Hmac fragment', hmac],
      ['a PID Data fragment', data],
    ] as const) {
      for (let i = 0; i + 16 <= value.length; i += 8) {
        const piece = value.slice(i, i + 16)
        values.push({ name, value: piece })
        if (/[+/=]/.test(piece))
          values.push({ name: `${name}, URL-encoded`, value: encodeURIComponent(piece) })
      }
    }
  }
  return values
}

/**
 * Which forbidden values occur in which sources. There are thousands of needles (every fragment of
 * every capture value), so each text is read once: a needle of PREFIX characters or more is found
 * through its first PREFIX characters, looked up at each position of the text; a shorter one is
 * searched for on its own. Reading each text once per needle took 5 s of CPU here, and more than
 * the test's 20 s beside another test run.
 */
function leaks(sources: { where: string; text: string }[]): string[] {
  finder ??= leakFinder(forbidden())
  return finder(sources)
}
/** Made once, after the run: the forbidden values are the run's own captures. */
let finder: ((sources: { where: string; text: string }[]) => string[]) | undefined

function leakFinder(values: { name: string; value: string }[]) {
  const PREFIX = 8
  const short: { name: string; needle: string }[] = []
  const byPrefix = new Map<string, { name: string; needle: string }[]>()
  for (const { name, value } of values) {
    const needle = value.toLowerCase()
    if (needle.length < PREFIX) short.push({ name, needle })
    else {
      const key = needle.slice(0, PREFIX)
      byPrefix.set(key, [...(byPrefix.get(key) ?? []), { name, needle }])
    }
  }
  return (sources: { where: string; text: string }[]): string[] => {
    const found = new Set<string>()
    for (const { where, text: original } of sources) {
      const text = original.toLowerCase()
      for (const { name, needle } of short)
        if (text.includes(needle)) found.add(`${name} in ${where}`)
      for (let i = 0; i + PREFIX <= text.length; i++) {
        const candidates = byPrefix.get(text.slice(i, i + PREFIX))
        if (candidates === undefined) continue
        for (const { name, needle } of candidates)
          if (text.startsWith(needle, i)) found.add(`${name} in ${where}`)
      }
    }
    return [...found]
  }
}

describe('secrets across a run of enquiries', () => {
  it('made the run it claims: every behaviour reached the upstream with a PID block', () => {
    expect(upstream.requests).toHaveLength(BEHAVIOURS.length)
    for (const request of upstream.requests)
      expect(String(request.body?.rdRequest)).toContain('<Skey')
    expect(replies.length).toBeGreaterThan(BEHAVIOURS.length * 3)
  })

  it('finds each kind of forbidden value planted at the start, inside and at the end of a text', () => {
    const planted = forbidden().filter((f, i, all) => all.findIndex((g) => g.name === f.name) === i)
    expect(planted.length).toBeGreaterThan(20)
    for (const { name, value } of planted) {
      const at = (text: string) => leaks([{ where: 'a planted text', text }])
      expect(at(value.toUpperCase() + ' tail'), name).toContain(`${name} in a planted text`)
      expect(at('head ' + value + ' tail'), name).toContain(`${name} in a planted text`)
      expect(at('head ' + value), name).toContain(`${name} in a planted text`)
    }
  })

  it('leaves none in any reply to the browser', () => {
    expect(leaks(replies)).toEqual([])
  })

  it('leaves none in any log line', () => {
    expect(t.logs.length).toBeGreaterThan(BEHAVIOURS.length)
    expect(
      leaks(
        t.logs.map((line, i) => ({ where: `log line ${i}: ${line.slice(0, 80)}`, text: line })),
      ),
    ).toEqual([])
  })

  it('leaves none in the journal’s files', () => {
    const rows = crashCopyRows(join(t.dataDir, 'journal.db')).map((row) => JSON.stringify(row))
    expect(rows.length).toBeGreaterThan(0)
    expect(leaks(rows.map((text, i) => ({ where: `journal record ${i}`, text })))).toEqual([])
    // The CSV cells kept beside each record (day-book/kept-cells.ts): the run's records keep them.
    const cells = [...crashCopyCells(join(t.dataDir, 'journal.db')).entries()]
    expect(cells.filter(([, kept]) => kept !== null).length).toBe(rows.length)
    expect(
      leaks(cells.map(([id, kept]) => ({ where: `kept cells of ${id}`, text: kept ?? '' }))),
    ).toEqual([])
    // Every byte of DATA_DIR too: the database, its log and what either left unused.
    expect(leaks([{ where: 'DATA_DIR bytes', text: dataDirBytes(t.dataDir) }])).toEqual([])
  })

  it('still shows the merchant the masked forms', () => {
    const all = replies.map((r) => r.text).join('\n')
    expect(all).toContain('XXXXXXXX0124')
  })
})
