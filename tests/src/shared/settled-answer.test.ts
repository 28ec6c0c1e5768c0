// The one rule that a status check's final word replaces "not confirmed": which answer settles,
// whose words then stand (the settling check's, never the first answer's "transaction pending"),
// and the outcome every place shows before and after.
import { describe, expect, it } from 'vitest'
import type { StatusCheck } from '../../../src/shared/contract.ts'
import {
  settledAnswer,
  standingOutcome,
  stillUnconfirmed,
} from '../../../src/shared/settled-answer.ts'

const check = (over: Partial<StatusCheck>): StatusCheck => ({
  at: '2026-11-27T04:05:00Z',
  outcome: 'pending',
  code: '0x0201',
  status: 'PENDING',
  message: '000: transaction pending',
  ...over,
})

describe('settledAnswer', () => {
  it('is null while no check has settled the record', () => {
    expect(settledAnswer(undefined)).toBeNull()
    expect(settledAnswer({})).toBeNull()
    expect(settledAnswer({ settledOutcome: null, statusChecks: [check({})] })).toBeNull()
    // An outcome that is not the bank's final word never settles, whatever the field says.
    expect(settledAnswer({ settledOutcome: 'pending', statusChecks: [check({})] })).toBeNull()
  })

  it('takes the settling check’s status, words and RRN, not an earlier check’s', () => {
    const answer = settledAnswer({
      settledOutcome: 'success',
      statusChecks: [
        check({ rrn: '111111111111' }),
        check({
          outcome: 'success',
          code: '0x0200',
          status: 'SUCCESS',
          message: 'Transaction Successfully.',
          rrn: '633110123456',
        }),
      ],
    })
    expect(answer).toEqual({
      outcome: 'success',
      message: 'Transaction Successfully.',
      rawMessage: 'Transaction Successfully.',
      status: 'SUCCESS',
      code: '0x0200',
      rrn: '633110123456',
    })
  })

  it('says a settled refusal’s words without the switch prefix, and keeps the raw ones for the cause', () => {
    const answer = settledAnswer({
      settledOutcome: 'failure',
      statusChecks: [
        check({
          outcome: 'failure',
          code: '0x0202',
          status: 'FAILURE',
          message: '330: Biometrics locked by Aadhaar holder',
        }),
      ],
    })
    expect([answer?.outcome, answer?.message, answer?.rawMessage, answer?.rrn]).toEqual([
      'failure',
      'Biometrics locked by Aadhaar holder',
      '330: Biometrics locked by Aadhaar holder',
      null,
    ])
  })

  it('holds when the record names a settled outcome but its checks are not at hand (a receipt)', () => {
    expect(settledAnswer({ settledOutcome: 'reversed' })).toEqual({
      outcome: 'reversed',
      message: null,
      rawMessage: null,
      status: null,
      code: null,
      rrn: null,
    })
  })
})

describe('standingOutcome and stillUnconfirmed', () => {
  it('show the first answer until a check settles it, then the settled one', () => {
    expect(standingOutcome('pending', {})).toBe('pending')
    expect(standingOutcome('pending', { settledOutcome: null })).toBe('pending')
    expect(standingOutcome('pending', { settledOutcome: 'success' })).toBe('success')
    expect(standingOutcome('unconfirmed', { settledOutcome: 'failure' })).toBe('failure')
    expect(standingOutcome('timeout', { settledOutcome: 'unknown' })).toBe('timeout')
    expect(stillUnconfirmed(true, {})).toBe(true)
    expect(stillUnconfirmed(true, { settledOutcome: 'success' })).toBe(false)
    expect(stillUnconfirmed(false, {})).toBe(false)
  })
})
