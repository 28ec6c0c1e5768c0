import { describe, expect, it } from 'vitest'
import type { Operation, Outcome } from '../../../src/shared/contract.ts'
import {
  OUTCOMES,
  RESULT_TABLE,
  classifyResult,
  guidanceFor,
  isUnconfirmed,
  resultRowForCode,
  stripSwitchPrefix,
} from '../../../src/shared/results.ts'

const NINE: [code: string, status: string, outcome: Outcome][] = [
  ['0x0200', 'SUCCESS', 'success'],
  ['0x0201', 'UNAUTHORIZED', 'unauthorized'],
  ['0x0202', 'FAILURE', 'failure'],
  ['0x0203', 'MISSING_PARAMETER', 'missing-parameter'],
  ['0x0204', 'CONNECTION_TIMEOUT', 'timeout'],
  ['0x0205', 'SOMETHING_WENT_WRONG', 'error'],
  ['0x0206', 'PENDING', 'pending'],
  ['0x0207', 'REVERSED', 'reversed'],
  ['0x0209', 'REDIRECT', 'redirect'],
]
/** v1.1: the API family's code for the merchant's daily authentication, not in docs/provider-api.md section 7. */
const TWO_FACTOR: [code: string, status: string, outcome: Outcome] = [
  '0x0208',
  '2FA',
  'merchant-auth-required',
]

describe('RESULT_TABLE', () => {
  it('lists the nine code/status pairs of docs/provider-api.md section 7 and 0x0208 2FA of v1.1, in code order', () => {
    expect(RESULT_TABLE.map((row) => [row.code, row.status, row.outcome])).toEqual([
      ...NINE.slice(0, 8),
      TWO_FACTOR,
      NINE[8],
    ])
    expect(resultRowForCode('0x0208')?.outcome).toBe('merchant-auth-required')
  })
})

describe('classifyResult', () => {
  it.each(NINE)('maps %s %s to %s', (code, status, outcome) => {
    expect(classifyResult(code, status)).toBe(outcome)
  })

  it.each(NINE)(
    'decides by the status alone when the code is missing: %s %s',
    (_code, status, outcome) => {
      expect(classifyResult(undefined, status)).toBe(outcome)
    },
  )

  it.each(NINE)(
    'falls back to the code when the status is missing: %s',
    (code, _status, outcome) => {
      expect(classifyResult(code, undefined)).toBe(outcome)
    },
  )

  it.each([
    ['0x0200', 'FAILURE', 'failure'],
    ['0x0202', 'SUCCESS', 'success'],
    ['0x0200', 'PENDING', 'pending'],
    ['0x0206', 'REVERSED', 'reversed'],
  ] as const)('lets the status win over the code: %s %s -> %s', (code, status, outcome) => {
    expect(classifyResult(code, status)).toBe(outcome)
  })

  it('uses the code when the status is not one it knows', () => {
    expect(classifyResult('0x0202', 'DECLINED')).toBe('failure')
  })

  it.each([
    ['0x0208', '2FA'],
    ['0x0208', ''],
    ['0x0208', 'NOT_LISTED'],
    ['', '2fa'],
    [undefined, ' 2Fa '],
    ['0x0200', '2FA'],
    ['0x0208', 'FAILURE'],
    [' 0X0208 ', 'SUCCESS'],
  ])(
    'maps %j %j to merchant-auth-required (code 0x0208 or status 2FA in any case)',
    (code, status) => {
      expect(classifyResult(code, status)).toBe('merchant-auth-required')
    },
  )

  it.each([
    ['0x0210', 'ON_HOLD'],
    ['', ''],
    [undefined, undefined],
    [null, null],
    [512, 200],
    [{}, []],
    ['0x0200x', 'SUCCESSFUL'],
  ])('answers unknown for an unknown code and status: %j %j', (code, status) => {
    expect(classifyResult(code, status)).toBe('unknown')
  })

  it.each([
    ['0x0200', 'success', 'success'],
    ['0x0200', ' Success ', 'success'],
    ['0x0202', '\tfailure\n', 'failure'],
    [' 0X0206 ', undefined, 'pending'],
    ['0X0209', '', 'redirect'],
    [undefined, 'missing_parameter', 'missing-parameter'],
  ] as const)('tolerates case and whitespace: %j %j -> %s', (code, status, outcome) => {
    expect(classifyResult(code, status)).toBe(outcome)
  })
})

describe('isUnconfirmed', () => {
  it.each(OUTCOMES.map((o) => [o]))('says whether %s leaves the result unconfirmed', (outcome) => {
    const expected = ['pending', 'timeout', 'unknown', 'error'].includes(outcome)
    expect(isUnconfirmed(outcome)).toBe(expected)
  })
})

describe('guidanceFor', () => {
  const operations: Operation[] = ['balance-enquiry', 'mini-statement']
  it.each(OUTCOMES.flatMap((o) => operations.map((op) => [o, op] as const)))(
    'gives a sentence for %s after a %s',
    (outcome, operation) => {
      const text = guidanceFor(outcome, operation)
      expect(text.length).toBeGreaterThan(20)
      expect(text).toMatch(/\.$/)
    },
  )

  it('names the operation on success', () => {
    expect(guidanceFor('success', 'mini-statement')).toContain('mini statement')
    expect(guidanceFor('success', 'balance-enquiry')).toContain('balance enquiry')
  })

  it('tells the merchant that an enquiry is not a withdrawal when the result is unknown', () => {
    expect(guidanceFor('unknown', 'balance-enquiry')).toMatch(
      /A balance enquiry is not a withdrawal/,
    )
  })
})

describe('stripSwitchPrefix', () => {
  it.each([
    ['000: Balance fetched successfully.', 'Balance fetched successfully.'],
    ['001: Failure', 'Failure'],
    [
      '300: Biometric data did not match. Try another finger.',
      'Biometric data did not match. Try another finger.',
    ],
    ['065 : Exceeds enquiry limit for the day', 'Exceeds enquiry limit for the day'],
    ['  563:Duplicate biometric data  ', 'Duplicate biometric data'],
    ['1234: four digits', 'four digits'],
    ['transaction successful', 'transaction successful'],
    ['Balance: 1000', 'Balance: 1000'],
    ['12345: five digits stay', '12345: five digits stay'],
    ['Ref 000: inside the text', 'Ref 000: inside the text'],
    ['', ''],
  ])('shows %j as %j', (message, shown) => {
    expect(stripSwitchPrefix(message)).toBe(shown)
  })
})
