import { describe, expect, it } from 'vitest'
import {
  asStatementLines,
  bankListReply,
  merchantAuthReply,
  providerEnquiryReply,
  providerOperationReply,
  statementLine,
  type ProviderMemory,
  type SandboxMerchantAuth,
} from '../../../../bridge/sandbox/upstream-simulator/provider-operations.ts'
import { parseProviderBanks } from '../../../../bridge/banks/provider-banks.ts'
import { parseStatementLine } from '../../../../src/shared/statement-lines.ts'

const PID = '<PidData><Skey ci="1">k</Skey><Hmac>h</Hmac><Data>d</Data></PidData>'
const FOUR = { merchantLoginId: 'M1', rdRequest: PID, latitude: '1', longitude: '2' }

describe('the sandbox merchant authentication', () => {
  it('succeeds as the family does, without data', () => {
    expect(merchantAuthReply(FOUR, false)).toEqual({
      httpStatus: 200,
      body: { code: '0x0200', status: 'SUCCESS', message: '2FA completed successfully' },
    })
  })

  it('refuses a PID block it has seen (duplicate biometric data)', () => {
    expect(merchantAuthReply(FOUR, true).body).toMatchObject({
      status: 'FAILURE',
      message: 'Duplicate Biometric data',
    })
  })

  it.each([
    ['a missing field', { ...FOUR, latitude: undefined }, 'missing parameter latitude'],
    ['a field that is not text', { ...FOUR, longitude: 2 }, 'missing parameter longitude'],
    ['a fifth field', { ...FOUR, pan: 'ABCDE1234F' }, 'invalid parameter pan'],
  ])('answers MISSING_PARAMETER for %s', (_why, body, message) => {
    expect(merchantAuthReply(body, false).body).toMatchObject({ code: '0x0203', message })
  })
})

describe('the sandbox enquiries that ask for the merchant authentication', () => {
  const settings = (mode: SandboxMerchantAuth) => ({
    expectedAuth: 'Basic x',
    merchantAuth: mode,
    banks: [],
  })
  const fresh = (): ProviderMemory => ({
    merchantAuthPids: new Set(),
    lastMerchantAuth: null,
    settled: new Map(),
  })
  const morning = new Date('2026-11-23T05:00:00Z')
  const authenticate = (memory: ProviderMemory, now = morning) =>
    providerOperationReply(
      {
        method: 'POST',
        path: '/v1/service/aeps/2fa',
        headers: { authorization: 'Basic x', contentType: 'application/json' },
        body: JSON.stringify(FOUR),
      },
      settings('number'),
      now,
      memory,
    )
  const enquiry = (
    mode: SandboxMerchantAuth,
    memory: ProviderMemory,
    op: 'be' | 'ms',
    scenario: 'merchant-auth-required' | 'success',
    now = morning,
  ) => providerEnquiryReply(op, scenario, { mode, now, memory }, () => ({ ok: true }))

  it('asks with 0x0208 2FA for the test number until the merchant has authenticated', () => {
    const memory = fresh()
    expect(enquiry('number', memory, 'be', 'merchant-auth-required')).toEqual({
      code: '0x0208',
      status: '2FA',
      message: 'UAD: Please do 2 factor auth.',
    })
    expect(enquiry('number', memory, 'be', 'success')).toBeNull()
    expect(authenticate(memory)?.httpStatus).toBe(200)
    expect(enquiry('number', memory, 'be', 'merchant-auth-required')).toBeNull()
  })

  it('asks again the next India day', () => {
    const lateEvening = new Date('2026-11-23T18:00:00Z') // 23:30 in India
    const memory = fresh()
    authenticate(memory, lateEvening)
    expect(enquiry('daily', memory, 'ms', 'success', lateEvening)).toBeNull()
    const nextDay = new Date('2026-11-23T18:31:00Z') // 00:01 the next day in India
    expect(enquiry('daily', memory, 'ms', 'success', nextDay)).toMatchObject({
      code: '0x0208',
      data: '',
    })
  })

  it('refuses the operations without the Basic credentials', () => {
    const request = { method: 'GET', path: '/v1/common/bank', headers: {}, body: '' }
    expect(providerOperationReply(request, settings('number'), morning, fresh())?.httpStatus).toBe(
      401,
    )
  })
})

describe('the sandbox statement lines', () => {
  it('writes lines the bridge reads back to the same values', () => {
    const line = statementLine({
      date: '09/30',
      txnType: 'Cr',
      amount: '1500.5',
      narration: ' CC%20PAYMENT ',
    })
    expect(line).toBe('30/09 CC PAYMENT                     C 0000001500.50')
    expect(parseStatementLine(line)).toMatchObject({ day: 30, month: 9, amountValue: 1500.5 })
  })

  it('moves the entries under data.statement', () => {
    const reply = asStatementLines({
      code: '0x0200',
      data: { miniStatement: [{ date: '01/02', txnType: 'Dr', amount: '5', narration: 'X' }] },
    })
    expect(reply.data).not.toHaveProperty('miniStatement')
    expect(reply.data.statement).toEqual([
      { narration: '02/01 ' + 'X'.padEnd(30) + ' D 0000000005.00' },
    ])
  })
})

describe('the sandbox bank list', () => {
  it('sends numeric IINs and logo URLs, as the provider does, which the bridge reads', () => {
    const reply = bankListReply([{ iin: '607094', name: 'State Bank of India' }])
    expect(reply.body).toMatchObject({
      data: [{ bankId: 1, iin: 607094, url: expect.stringMatching(/^http:/) }],
    })
    expect(parseProviderBanks(reply.body)).toMatchObject({
      banks: [{ iin: '607094', name: 'State Bank of India' }],
    })
  })
})
