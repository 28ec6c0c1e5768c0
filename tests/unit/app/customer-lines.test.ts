// The customer's lines of a result (issue 12): the advice by outcome, the balance in ₹ with the
// digits 0-9 in every language, the count with the language's own plural.
import { describe, expect, it } from 'vitest'
import { loadCustomerCatalogue } from '../../../src/i18n/customer/load.ts'
import { CUSTOMER_LANGUAGES } from '../../../src/i18n/customer/types.ts'
import {
  adviceKeyFor,
  balanceSentence,
  spokenResultLines,
  transactionCount,
} from '../../../src/lib/customer-lines.ts'
import type { FinishedEnquiry, ResultKind } from '../../../src/lib/finished-enquiry.ts'

function result(kind: ResultKind, message = '', errorCode: string | null = null): FinishedEnquiry {
  return {
    operation: 'balance-enquiry',
    kind,
    reply:
      kind === 'unconfirmed'
        ? null
        : {
            transactionId: 't',
            outcome: kind,
            code: '0x0202',
            status: kind.toUpperCase(),
            message,
            displayMessage: message,
            guidance: '',
            data: { availableBalance: '123456.5' } as never,
          },
    errorCode,
    errorMessage: errorCode ? 'x' : null,
    aadhaarMasked: '',
    mobileMasked: '',
    bankiin: '',
    bankName: null,
    finishedAt: '2026-11-22T04:32:57.000Z',
  }
}

describe('adviceKeyFor', () => {
  it.each([
    ['success', '', null, null],
    [
      'failure',
      'Biometric data did not match. Try another finger.',
      null,
      'advice.finger-not-matched',
    ],
    ['failure', 'Daily enquiry limit reached for this account', null, 'advice.bank-declined'],
    [
      'failure',
      'Duplicate biometric data. Capture the fingerprint again.',
      null,
      'advice.try-again',
    ],
    ['pending', '', null, 'advice.not-confirmed'],
    ['timeout', '', null, 'advice.not-confirmed'],
    ['error', '', null, 'advice.not-confirmed'],
    ['unknown', '', null, 'advice.not-confirmed'],
    ['unconfirmed', '', 'UPSTREAM_TIMEOUT', 'advice.not-confirmed'],
    ['unconfirmed', '', 'UPSTREAM_UNREACHABLE', 'advice.try-again'],
    ['unauthorized', '', null, 'advice.try-again'],
    ['reversed', '', null, 'advice.try-again'],
    ['redirect', 'UAD: Please do 2FA', null, 'advice.merchant-auth'],
    ['merchant-auth-required', '', null, 'advice.merchant-auth'],
  ] as const)('%s "%s" %s → %s', (kind, message, code, expected) => {
    expect(adviceKeyFor(result(kind, message, code))).toBe(expected)
  })
})

describe('balanceSentence', () => {
  it.each(CUSTOMER_LANGUAGES)('%s: the amount in ₹ with the digits 0-9', async (lang) => {
    const catalogue = await loadCustomerCatalogue(lang)
    const sentence = balanceSentence(catalogue, '123456.5')
    expect(sentence).toContain('₹1,23,456.50')
    expect(sentence).not.toContain('{amount}')
    // No native digits (Devanagari, Bengali, Gujarati, Gurmukhi, Odia, Tamil, Telugu, Kannada,
    // Malayalam, Arabic-Indic): banks print 0-9.
    expect(sentence).not.toMatch(
      /[\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f\u0660-\u0669\u06f0-\u06f9]/,
    )
  })

  it('says the balance could not be read when the bank sent no number', async () => {
    const en = await loadCustomerCatalogue('en')
    expect(balanceSentence(en, 'n/a')).toBe(
      'Your bank answered, but the balance could not be read.',
    )
    expect(balanceSentence(en, null)).toBe('Your bank answered, but the balance could not be read.')
  })
})

describe('transactionCount and the spoken lines', () => {
  it('uses one and other as the language counts', async () => {
    const en = await loadCustomerCatalogue('en')
    expect(transactionCount(en, 1)).toBe('1 transaction')
    expect(transactionCount(en, 5)).toBe('5 transactions')
  })

  it('reads the balance after a success and the advice after a failure', async () => {
    const en = await loadCustomerCatalogue('en')
    expect(spokenResultLines(en, result('success'))).toEqual(['Your balance is ₹1,23,456.50.'])
    expect(spokenResultLines(en, result('pending'))[0]).toMatch(
      /^The answer from your bank is not confirmed yet/,
    )
  })
})
