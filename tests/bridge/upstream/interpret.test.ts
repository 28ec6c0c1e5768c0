import { describe, expect, it } from 'vitest'
import type {
  BalanceData,
  Operation,
  Outcome,
  StatementData,
} from '../../../src/shared/contract.ts'
import { statusOf } from '../../../src/shared/errors.ts'
import type { UpstreamResult } from '../../../bridge/upstream/client.ts'
import {
  FAULT_MESSAGES,
  interpret,
  type Interpretation,
} from '../../../bridge/upstream/interpret.ts'

const AADHAAR = '234567890124'
const NOW = new Date('2025-10-03T09:00:00Z')
const be = { operation: 'balance-enquiry' as Operation, aadhaar: AADHAAR, now: NOW }
const ms = { operation: 'mini-statement' as Operation, aadhaar: AADHAAR, now: NOW }

const reply = (json: unknown, httpStatus = 200): UpstreamResult => ({
  kind: 'reply',
  httpStatus,
  json,
})

const BALANCE_DATA = {
  clientRefNo: 'CR123',
  routeType: 'ROUTE1',
  bankiin: '607094',
  stanNo: '123456',
  rrn: '512345678901',
  bankMessage: 'Balance Enquiry Successful',
  bankCode: '00',
  merchantCode: 'M001',
  merchantMobile: '9000000000',
  aadhaarNumber: '2XXXXXXX0124',
  transactionType: 'BALANCE_ENQUIRY',
  transactionDateTime: '2025-10-03 14:22:01',
  transactionAmount: '0',
  availableBalance: '1000',
}

const STATEMENT_DATA = {
  orderRefId: 'ORD1',
  clientRefId: 'CLI1',
  bankName: null,
  accountNumber: null,
  ipaymentId: 'ORD1',
  transactionMode: null,
  payableValue: 0,
  transactionValue: 0,
  bankAccountBalance: 0,
  miniStatement: [
    { date: '09/30', txnType: 'Cr', amount: '1.0', narration: ' Int.Pd:361390822 ' },
    { date: '09/12', txnType: 'Dr', amount: '500.0', narration: ' CC%20PAYMENT     ' },
  ],
}

function envelopeOf(result: Interpretation) {
  if (result.kind !== 'envelope')
    throw new Error(`expected an envelope, got ${JSON.stringify(result)}`)
  return result.reply
}

function faultOf(result: Interpretation) {
  if (result.kind !== 'fault') throw new Error(`expected a fault, got ${JSON.stringify(result)}`)
  return result
}

const FAILURES: [code: string, status: string, message: string, outcome: Outcome][] = [
  ['0x0201', 'UNAUTHORIZED', 'unauthorized user', 'unauthorized'],
  ['0x0202', 'FAILURE', '300: Biometric data did not match', 'failure'],
  ['0x0203', 'MISSING_PARAMETER', 'missing parameter', 'missing-parameter'],
  ['0x0204', 'CONNECTION_TIMEOUT', 'connection timeout', 'timeout'],
  ['0x0205', 'SOMETHING_WENT_WRONG', 'something went wrong', 'error'],
  ['0x0206', 'PENDING', 'transaction pending', 'pending'],
  ['0x0207', 'REVERSED', 'transaction reversed', 'reversed'],
  ['0x0209', 'REDIRECT', 'redirect URL', 'redirect'],
]

describe('interpret: envelopes of every code', () => {
  it.each(FAILURES)(
    'reads a balance enquiry reply %s %s without data as %s',
    (code, status, message, outcome) => {
      const got = envelopeOf(interpret(reply({ code, status, message }), be))
      expect(got).toEqual({
        outcome,
        code,
        status,
        message,
        displayMessage: message.replace(/^\d+: /, ''),
        guidance: expect.any(String),
      })
      expect(got.data).toBeUndefined()
    },
  )

  it.each(FAILURES)(
    'reads a mini statement reply %s %s with data "" as %s, without data',
    (code, status, message, outcome) => {
      const got = envelopeOf(interpret(reply({ code, status, message, data: '' }), ms))
      expect(got.outcome).toBe(outcome)
      expect(got.code).toBe(code)
      expect(got).not.toHaveProperty('data')
    },
  )

  it('keeps the bank text of a failure and strips its switch prefix for display only', () => {
    const message = '065: Exceeds enquiry limit for the day set by the bank'
    const got = envelopeOf(interpret(reply({ code: '0x0202', status: 'FAILURE', message }), be))
    expect(got.message).toBe(message)
    expect(got.displayMessage).toBe('Exceeds enquiry limit for the day set by the bank')
  })

  it('answers unknown for a code and status outside the table, keeping the text that came with it', () => {
    const got = envelopeOf(
      interpret(
        reply({ code: '0x0210', status: 'ON_HOLD', message: '777: Request held for review' }),
        be,
      ),
    )
    expect(got).toMatchObject({
      outcome: 'unknown',
      code: '0x0210',
      status: 'ON_HOLD',
      message: '777: Request held for review',
      displayMessage: 'Request held for review',
    })
    expect(got.guidance).toMatch(/not be confirmed/)
  })

  it('answers merchant-auth-required for 0x0208 2FA, with guidance to authenticate the merchant', () => {
    const got = envelopeOf(
      interpret(
        reply({ code: '0x0208', status: '2FA', message: 'UAD: Please do 2 factor auth.' }),
        be,
      ),
    )
    expect(got).toMatchObject({
      outcome: 'merchant-auth-required',
      code: '0x0208',
      status: '2FA',
      message: 'UAD: Please do 2 factor auth.',
    })
    expect(got.guidance).toMatch(/merchant-authentications/)
    expect(got).not.toHaveProperty('data')
  })

  it('lets the status win over a disagreeing code', () => {
    const got = envelopeOf(
      interpret(reply({ code: '0x0200', status: 'FAILURE', message: 'x' }), be),
    )
    expect(got.outcome).toBe('failure')
  })

  it('decides by the envelope, not by the HTTP status', () => {
    const failure = envelopeOf(
      interpret(reply({ code: '0x0201', status: 'UNAUTHORIZED' }, 401), be),
    )
    expect(failure.outcome).toBe('unauthorized')
    const success = envelopeOf(
      interpret(reply({ code: '0x0200', status: 'SUCCESS', data: BALANCE_DATA }, 500), be),
    )
    expect(success.outcome).toBe('success')
    const error = envelopeOf(
      interpret(reply({ code: '0x0205', status: 'SOMETHING_WENT_WRONG' }, 500), be),
    )
    expect(error.outcome).toBe('error')
  })

  it('uses the standard text of the code when the message is missing or empty', () => {
    expect(envelopeOf(interpret(reply({ code: '0x0206', status: 'PENDING' }), be)).message).toBe(
      'transaction pending',
    )
    expect(
      envelopeOf(interpret(reply({ code: '0x0207', status: 'REVERSED', message: '' }), be)).message,
    ).toBe('transaction reversed')
  })

  it('trims and tolerates the case of code and status', () => {
    const got = envelopeOf(interpret(reply({ code: ' 0X0206 ', status: ' pending ' }), be))
    expect(got).toMatchObject({
      outcome: 'pending',
      code: '0X0206',
      status: 'pending',
      message: 'transaction pending',
    })
  })
})

describe('interpret: a balance enquiry success', () => {
  it('returns the data with the Aadhaar number re-masked to the last four digits', () => {
    const got = envelopeOf(
      interpret(
        reply({
          code: '0x0200',
          status: 'SUCCESS',
          message: '000: Balance fetched successfully.',
          data: BALANCE_DATA,
        }),
        be,
      ),
    )
    expect(got.outcome).toBe('success')
    expect(got.displayMessage).toBe('Balance fetched successfully.')
    expect(got.data).toEqual({
      ...BALANCE_DATA,
      aadhaarNumber: 'XXXXXXXX0124',
    } satisfies BalanceData)
  })

  it('re-masks even when the upstream echoes the full number', () => {
    const data = { ...BALANCE_DATA, aadhaarNumber: AADHAAR }
    const got = envelopeOf(interpret(reply({ code: '0x0200', status: 'SUCCESS', data }), be))
    expect((got.data as BalanceData).aadhaarNumber).toBe('XXXXXXXX0124')
  })

  it.each([
    ['1000', '1000'],
    [' 1,250.50 ', '1,250.50'],
    [1000, '1000'],
    [0, '0'],
  ])('accepts the balance %j, shown as %j', (availableBalance, shown) => {
    const got = envelopeOf(
      interpret(
        reply({ code: '0x0200', status: 'SUCCESS', data: { ...BALANCE_DATA, availableBalance } }),
        be,
      ),
    )
    expect(got.outcome).toBe('success')
    expect((got.data as BalanceData).availableBalance).toBe(shown)
  })

  it('turns values of the wrong type into empty text instead of failing', () => {
    const data = {
      ...BALANCE_DATA,
      rrn: 512345678901,
      stanNo: null,
      bankMessage: { text: 'x' },
      routeType: ['A'],
    }
    const got = envelopeOf(interpret(reply({ code: '0x0200', status: 'SUCCESS', data }), be))
    expect(got.outcome).toBe('success')
    expect(got.data).toMatchObject({
      rrn: '512345678901',
      stanNo: '',
      bankMessage: '',
      routeType: '',
    })
  })

  it.each([
    ['no data field', undefined],
    ['data ""', ''],
    ['data null', null],
    ['data an array', [BALANCE_DATA]],
    ['data a string', 'ok'],
    ['no availableBalance', { ...BALANCE_DATA, availableBalance: undefined }],
    ['an empty availableBalance', { ...BALANCE_DATA, availableBalance: '  ' }],
    ['a balance without digits', { ...BALANCE_DATA, availableBalance: 'N/A' }],
    ['a balance that is an object', { ...BALANCE_DATA, availableBalance: { value: 1 } }],
  ])('answers unknown for a SUCCESS with %s: nothing is confirmed', (_why, data) => {
    const got = envelopeOf(
      interpret(reply({ code: '0x0200', status: 'SUCCESS', message: 'ok', data }), be),
    )
    expect(got.outcome).toBe('unknown')
    expect(got).not.toHaveProperty('data')
    expect(got.message).toBe('ok')
  })
})

describe('interpret: a balance formatted by the bank', () => {
  it.each([['1,000.00 CR'], ['Rs 1000'], ['  2500.5 ']])('keeps %j as a success', (balance) => {
    const got = envelopeOf(
      interpret(
        reply({
          code: '0x0200',
          status: 'SUCCESS',
          message: 'ok',
          data: { ...BALANCE_DATA, availableBalance: balance },
        }),
        be,
      ),
    )
    expect(got.outcome).toBe('success')
    expect((got.data as { availableBalance: string }).availableBalance).toBe(balance.trim())
  })
})

describe('interpret: a mini statement success', () => {
  it('returns the entries as sent and cleaned for display', () => {
    const got = envelopeOf(
      interpret(
        reply({
          code: '0x0200',
          status: 'SUCCESS',
          message: '000: Mini statement fetched.',
          data: STATEMENT_DATA,
        }),
        ms,
      ),
    )
    expect(got.outcome).toBe('success')
    const data = got.data as StatementData
    expect(data.miniStatement).toEqual([
      expect.objectContaining({
        date: '09/30',
        isoDate: '2025-09-30',
        direction: 'credit',
        amountValue: 1,
        narration: 'Int.Pd:361390822',
      }),
      expect.objectContaining({
        date: '09/12',
        isoDate: '2025-09-12',
        direction: 'debit',
        amountValue: 500,
        narration: 'CC PAYMENT',
        rawNarration: ' CC%20PAYMENT     ',
      }),
    ])
    expect(data).toMatchObject({
      orderRefId: 'ORD1',
      clientRefId: 'CLI1',
      ipaymentId: 'ORD1',
      bankName: null,
      accountNumber: null,
      transactionMode: null,
      payableValue: 0,
      transactionValue: 0,
      bankAccountBalance: 0,
    })
  })

  it('accepts a statement with no entries', () => {
    const got = envelopeOf(
      interpret(
        reply({
          code: '0x0200',
          status: 'SUCCESS',
          data: { ...STATEMENT_DATA, miniStatement: [] },
        }),
        ms,
      ),
    )
    expect(got.outcome).toBe('success')
    expect((got.data as StatementData).miniStatement).toEqual([])
  })

  it('reads numbers sent as text and odd placeholder types without failing', () => {
    const data = {
      ...STATEMENT_DATA,
      payableValue: '12.5',
      transactionValue: 'x',
      bankAccountBalance: null,
      bankName: 7,
    }
    const got = envelopeOf(interpret(reply({ code: '0x0200', status: 'SUCCESS', data }), ms))
    expect(got.data).toMatchObject({
      payableValue: 12.5,
      transactionValue: null,
      bankAccountBalance: null,
      bankName: '7',
    })
  })

  it('skips null entries and keeps entries in a form it does not recognise raw, with a note', () => {
    const data = { ...STATEMENT_DATA, miniStatement: [null, 'x', STATEMENT_DATA.miniStatement[0]] }
    const got = envelopeOf(interpret(reply({ code: '0x0200', status: 'SUCCESS', data }), ms))
    expect(got.outcome).toBe('success')
    const statement = got.data as StatementData
    expect(statement.miniStatement).toHaveLength(2)
    expect(statement.miniStatement[0]).toMatchObject({
      unrecognised: true,
      direction: 'unknown',
      rawLine: 'x',
      amountValue: null,
    })
    expect(statement.miniStatement[1]).toMatchObject({ date: '09/30', direction: 'credit' })
    expect(statement.statementNote).toMatch(/not recognise/)
  })

  it('reads fixed-width lines under data.statement as a success with the same entries', () => {
    const data = {
      ...STATEMENT_DATA,
      miniStatement: undefined,
      statement: [{ narration: '30/09 Int.Pd:361390822    C 0000000001.00' }],
    }
    const got = envelopeOf(interpret(reply({ code: '0x0200', status: 'SUCCESS', data }), ms))
    expect(got.outcome).toBe('success')
    expect((got.data as StatementData).statementForm).toBe('lines')
    expect((got.data as StatementData).miniStatement).toEqual([
      expect.objectContaining({
        date: '09/30',
        isoDate: '2025-09-30',
        direction: 'credit',
        amountValue: 1,
        narration: 'Int.Pd:361390822',
        rawLine: '30/09 Int.Pd:361390822    C 0000000001.00',
      }),
    ])
  })

  it('reads a text of fixed-width lines under data.statement as a list of lines', () => {
    const data = { ...STATEMENT_DATA, miniStatement: undefined, statement: '30/09 X C 01.00\n' }
    const got = envelopeOf(interpret(reply({ code: '0x0200', status: 'SUCCESS', data }), ms))
    expect((got.data as StatementData).miniStatement).toHaveLength(1)
  })

  it.each([
    ['data ""', ''],
    ['no miniStatement', { ...STATEMENT_DATA, miniStatement: undefined }],
    ['miniStatement a text without statement lines', { ...STATEMENT_DATA, miniStatement: 'none' }],
  ])('answers unknown for a SUCCESS with %s', (_why, data) => {
    const got = envelopeOf(interpret(reply({ code: '0x0200', status: 'SUCCESS', data }), ms))
    expect(got.outcome).toBe('unknown')
    expect(got).not.toHaveProperty('data')
  })
})

describe('interpret: fields of the wrong type', () => {
  it('reads a numeric code next to a status word', () => {
    const got = envelopeOf(interpret(reply({ code: 514, status: 'FAILURE', message: 'x' }), be))
    expect(got).toMatchObject({ outcome: 'failure', code: '514', status: 'FAILURE' })
  })

  it('falls back to the code when status is null', () => {
    const got = envelopeOf(interpret(reply({ code: '0x0206', status: null, message: 'x' }), be))
    expect(got).toMatchObject({ outcome: 'pending', code: '0x0206', status: '' })
  })

  it('replaces a message that is an object with the standard text', () => {
    const got = envelopeOf(
      interpret(reply({ code: '0x0202', status: 'FAILURE', message: { text: 'no' } }), be),
    )
    expect(got.message).toBe('failure user')
  })

  it('answers unknown for a SUCCESS whose data is an array', () => {
    const got = envelopeOf(interpret(reply({ code: '0x0200', status: 'SUCCESS', data: [] }), ms))
    expect(got.outcome).toBe('unknown')
  })

  it('answers unknown for a status that is an object next to an unknown code', () => {
    const got = envelopeOf(interpret(reply({ code: '0xBEEF', status: { s: 'SUCCESS' } }), be))
    expect(got.outcome).toBe('unknown')
  })
})

describe('interpret: replies that are not an envelope', () => {
  it.each([
    ['null', null],
    ['a number', 42],
    ['a string', 'SUCCESS'],
    ['an array', [{ code: '0x0200', status: 'SUCCESS' }]],
    ['an empty object', {}],
    ['an object without code or status', { result: 'ok', data: BALANCE_DATA }],
    ['code and status of the wrong types', { code: 512, status: null }],
  ])('is a bad reply: %s', (_why, json) => {
    const got = faultOf(interpret(reply(json), be))
    expect(got).toMatchObject({
      errorCode: 'UPSTREAM_BAD_REPLY',
      message: FAULT_MESSAGES.UPSTREAM_BAD_REPLY,
    })
    expect(statusOf(got.errorCode)).toBe(502)
  })
})

describe('interpret: calls that got no reply', () => {
  it('makes a reply that is not JSON a 502 UPSTREAM_BAD_REPLY', () => {
    const got = faultOf(
      interpret({ kind: 'bad-reply', httpStatus: 502, reason: 'reply is not JSON' }, be),
    )
    expect(got).toMatchObject({ errorCode: 'UPSTREAM_BAD_REPLY' })
    expect(statusOf(got.errorCode)).toBe(502)
    expect(got.reason).toContain('HTTP 502')
  })

  it('makes an unreachable upstream a 502 UPSTREAM_UNREACHABLE', () => {
    const got = faultOf(interpret({ kind: 'unreachable', reason: 'ECONNREFUSED' }, ms))
    expect(got).toMatchObject({
      errorCode: 'UPSTREAM_UNREACHABLE',
      reason: 'ECONNREFUSED',
      message: FAULT_MESSAGES.UPSTREAM_UNREACHABLE,
    })
    expect(statusOf(got.errorCode)).toBe(502)
  })

  it('makes a timeout a 504 UPSTREAM_TIMEOUT', () => {
    const got = faultOf(interpret({ kind: 'timeout' }, be))
    expect(got).toMatchObject({
      errorCode: 'UPSTREAM_TIMEOUT',
      message: FAULT_MESSAGES.UPSTREAM_TIMEOUT,
    })
    expect(statusOf(got.errorCode)).toBe(504)
  })

  it('tells the merchant the result is not confirmed after a fault that may have reached the bank', () => {
    expect(FAULT_MESSAGES.UPSTREAM_TIMEOUT).toMatch(/not confirmed/)
    expect(FAULT_MESSAGES.UPSTREAM_BAD_REPLY).toMatch(/not confirmed/)
  })

  it('tells the merchant that nothing was sent, and that trying again is safe, only when no byte left', () => {
    expect(FAULT_MESSAGES.UPSTREAM_UNREACHABLE).toMatch(/nothing was sent.*safe to try again/)
    expect(FAULT_MESSAGES.UPSTREAM_UNREACHABLE).not.toMatch(/not confirmed/)
  })

  it('reads a connection lost after the request was sent as a bad reply, not as unreachable', () => {
    const got = interpret({ kind: 'lost', reason: 'ECONNRESET' }, be)
    expect(got).toMatchObject({ kind: 'fault', errorCode: 'UPSTREAM_BAD_REPLY' })
  })
})
