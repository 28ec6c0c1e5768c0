// The sandbox upstream's replies as a plain function: no server, a fixed clock, a fresh memory.
import { describe, expect, it } from 'vitest'
import {
  newSimulatorMemory,
  upstreamReply,
  type SimulatedRequest,
  type SimulatorMemory,
} from '../../../../bridge/sandbox/upstream-simulator/replies.ts'

const NOW = new Date('2026-03-10T06:30:00Z')
const SETTINGS = {
  user: 'sbx',
  secret: 's3cret',
  slowMs: 1234,
  pidMaxAgeMs: 10 * 60_000,
  merchantAuth: 'number' as const,
  banks: [],
}
const AUTH = 'Basic ' + Buffer.from('sbx:s3cret').toString('base64')

/** A PID block whose Data starts with its capture time in India time (docs/rd-service.md 3.3). */
function pidBlock(capturedIst = '2026-03-10T12:00:00', salt = 'a'): string {
  const data = Buffer.from(capturedIst + salt.repeat(20)).toString('base64')
  return `<PidData><Skey ci="1">k</Skey><Hmac>h</Hmac><Data type="X">${data}</Data></PidData>`
}

function fields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    merchantLoginId: 'SANDBOX01',
    aadhaar: '999900000000',
    txnType: 'be',
    mobile: '9876543210',
    rdRequest: pidBlock(),
    bankiin: '607094',
    latitude: '19.0760',
    longitude: '72.8777',
    pan: 'AAAPZ1234C',
    ...overrides,
  }
}

function request(overrides: Partial<SimulatedRequest> = {}, body = fields()): SimulatedRequest {
  return {
    method: 'POST',
    path: '/v1/service/aeps/getBalance',
    headers: { authorization: AUTH, contentType: 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    ...overrides,
  }
}

const reply = (req: SimulatedRequest, memory: SimulatorMemory = newSimulatorMemory(100)) =>
  upstreamReply(req, SETTINGS, NOW, memory)

describe('upstreamReply', () => {
  it('answers a well-formed balance enquiry with SUCCESS and a balance', () => {
    const r = reply(request())
    expect(r).toMatchObject({ kind: 'json', status: 200, body: { code: '0x0200' } })
    expect(
      r.kind === 'json' && (r.body as { data: { availableBalance: string } }).data,
    ).toMatchObject({ availableBalance: expect.stringMatching(/^\d+(\.\d\d)?$/) })
  })

  it('gives one customer the same balance twice on one day', () => {
    const memory = newSimulatorMemory(100)
    const first = reply(request(), memory)
    const second = reply(request({}, fields({ rdRequest: pidBlock(undefined, 'b') })), memory)
    const balance = (r: typeof first) =>
      r.kind === 'json' && (r.body as { data: { availableBalance: string } }).data.availableBalance
    expect(balance(second)).toBe(balance(first))
  })

  it('answers 404 to a path that is not an enquiry', () => {
    expect(reply(request({ path: '/v1/other' }))).toMatchObject({ status: 404 })
  })

  it('refuses wrong credentials with 401 UNAUTHORIZED', () => {
    const r = reply(request({ headers: { ...request().headers, authorization: 'Basic eDp5' } }))
    expect(r).toMatchObject({ status: 401, body: { status: 'UNAUTHORIZED' } })
  })

  it('refuses a request without JSON headers with 415', () => {
    const r = reply(request({ headers: { authorization: AUTH, contentType: 'text/plain' } }))
    expect(r).toMatchObject({ status: 415 })
  })

  it('answers 400 to a body that is not a JSON object', () => {
    expect(reply(request({ body: '{' }))).toMatchObject({ status: 400 })
    expect(reply(request({ body: 'null' }))).toMatchObject({ status: 400 })
  })

  it('names the first missing field as the real service does', () => {
    const r = reply(request({}, fields({ mobile: '' })))
    expect(r).toMatchObject({ body: { message: 'missing parameter mobile' } })
  })

  it('gives a failed mini statement data "" (docs/provider-api.md section 2.2)', () => {
    const r = reply(
      request({ path: '/v1/service/aeps/statement' }, fields({ mobile: '', txnType: 'ms' })),
    )
    expect(r).toMatchObject({ body: { code: '0x0203', data: '' } })
  })

  it('refuses a PID block it has seen before as duplicate biometric data', () => {
    const memory = newSimulatorMemory(100)
    reply(request(), memory)
    expect(reply(request(), memory)).toMatchObject({ body: { message: /^563:/ } })
  })

  it('refuses a PID block captured more than pidMaxAgeMs ago as expired', () => {
    const r = reply(request({}, fields({ rdRequest: pidBlock('2026-03-10T11:40:00') })))
    expect(r).toMatchObject({ body: { message: /^561:/ } })
  })

  it.each([
    ['999900000016', '0x0201'],
    ['999900000028', '0x0202'],
    ['999900000063', '0x0206'],
    ['999900000125', '0x0210'],
  ])('steers %s to %s', (aadhaar, code) => {
    expect(reply(request({}, fields({ aadhaar })))).toMatchObject({ body: { code } })
  })

  it('hangs for the hang number and sends HTML for the not-json number', () => {
    expect(reply(request({}, fields({ aadhaar: '999900000118' })))).toEqual({ kind: 'hang' })
    expect(reply(request({}, fields({ aadhaar: '999900000139' })))).toMatchObject({
      kind: 'html',
      status: 502,
    })
  })

  it('delays the slow number by slowMs', () => {
    const r = reply(request({}, fields({ aadhaar: '999900000102' })))
    expect(r).toMatchObject({ kind: 'json', status: 200, delayMs: 1234 })
  })
})
