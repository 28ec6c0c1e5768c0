// The customer's lines of a result: the advice by outcome, the balance in ₹ with the
// digits 0-9 in every language, the count with the language's own plural.
import { describe, expect, it } from 'vitest'
import { loadCustomerCatalogue } from '../../../../src/i18n/customer/load.ts'
import { CUSTOMER_LANGUAGES } from '../../../../src/i18n/customer/types.ts'
import { EN_SOURCE } from '../../../../src/i18n/customer/en.ts'
import {
  adviceFactsOf,
  adviceKeyFor,
  balanceSentence,
  CAUSE_ADVICE,
  spokenResultLines,
  transactionCount,
  type AdviceFacts,
  type AdviceKey,
} from '../../../../src/lib/answer/customer-lines.ts'
import type { BankCause } from '../../../../src/shared/bank-causes.ts'
import type { FinishedEnquiry, ResultKind } from '../../../../src/lib/answer/finished-enquiry.ts'

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
  // Every outcome, bank cause and status-check answer with the advice it must get: never "try
  // again" where a retry cannot help.
  const TABLE: [AdviceFacts, AdviceKey | null][] = [
    [{ kind: 'success', errorCode: null, said: '' }, null],
    [
      { kind: 'failure', errorCode: null, said: 'Biometric data did not match.' },
      'advice.finger-not-matched',
    ],
    [
      { kind: 'failure', errorCode: null, said: 'Daily enquiry limit reached' },
      'advice.bank-declined',
    ],
    [{ kind: 'failure', errorCode: null, said: 'Duplicate biometric data.' }, 'advice.try-again'],
    [{ kind: 'pending', errorCode: null, said: '' }, 'advice.not-confirmed'],
    [{ kind: 'timeout', errorCode: null, said: '' }, 'advice.not-confirmed'],
    [{ kind: 'error', errorCode: null, said: '' }, 'advice.not-confirmed'],
    [{ kind: 'unknown', errorCode: null, said: '' }, 'advice.not-confirmed'],
    [{ kind: 'unconfirmed', errorCode: 'UPSTREAM_TIMEOUT', said: '' }, 'advice.not-confirmed'],
    [{ kind: 'unconfirmed', errorCode: 'UPSTREAM_BAD_REPLY', said: '' }, 'advice.not-confirmed'],
    [
      { kind: 'unconfirmed', errorCode: 'UPSTREAM_UNREACHABLE', said: '' },
      'advice.bank-unreachable',
    ],
    [{ kind: 'unauthorized', errorCode: null, said: '' }, 'advice.shop-problem'],
    [{ kind: 'redirect', errorCode: null, said: '' }, 'advice.shop-problem'],
    [{ kind: 'missing-parameter', errorCode: null, said: '' }, 'advice.details-missing'],
    [{ kind: 'reversed', errorCode: null, said: '' }, 'advice.reversed'],
    [{ kind: 'redirect', errorCode: null, said: 'UAD: Please do 2FA' }, 'advice.merchant-auth'],
    [{ kind: 'merchant-auth-required', errorCode: null, said: '' }, 'advice.merchant-auth'],
    // A recognised cause of a refusal (src/shared/bank-causes.ts) decides the words.
    ...(Object.entries(CAUSE_ADVICE) as [BankCause, AdviceKey][]).map(
      ([cause, key]): [AdviceFacts, AdviceKey] => [
        { kind: 'failure', errorCode: null, said: 'Biometric data did not match.', cause },
        key,
      ],
    ),
    // (v1.3) A status check's answer replaces "not confirmed".
    [
      { kind: 'timeout', errorCode: null, said: '', settledOutcome: 'success' },
      'advice.settled-success',
    ],
    [
      { kind: 'pending', errorCode: null, said: '', settledOutcome: 'failure' },
      'advice.bank-declined',
    ],
    [
      { kind: 'unconfirmed', errorCode: 'UPSTREAM_TIMEOUT', said: '', settledOutcome: 'reversed' },
      'advice.reversed',
    ],
    [
      { kind: 'error', errorCode: null, said: '', settledOutcome: 'pending' },
      'advice.not-confirmed',
    ],
  ]

  it('fits the advice to every outcome, cause and settled answer', () => {
    const wrong = TABLE.filter(([facts, key]) => adviceKeyFor(facts) !== key).map(
      ([facts, key]) => ({
        facts,
        expected: key,
        got: adviceKeyFor(facts),
      }),
    )
    expect(wrong).toEqual([])
  })

  it('takes the facts of a fresh result from its reply or its error', () => {
    expect(adviceKeyFor(adviceFactsOf(result('unauthorized')))).toBe('advice.shop-problem')
    expect(adviceKeyFor(adviceFactsOf(result('unconfirmed', '', 'UPSTREAM_TIMEOUT')))).toBe(
      'advice.not-confirmed',
    )
    // The bank's words name the cause (bank-causes.ts): a daily limit is not "your bank said no".
    expect(
      adviceKeyFor(
        adviceFactsOf(result('failure', 'Daily enquiry limit reached for this account')),
      ),
    ).toBe('advice.daily-limit')
  })

  it('tells the customer what UIDAI 310 and 811/812 ask of them, in the bank’s own words', () => {
    // UIDAI's texts, as the simulated bank sends them (src/shared/sandbox-refusals.ts).
    const said = (text: string) => adviceKeyFor(adviceFactsOf(result('failure', text)))
    expect(said('310: Duplicate fingers used')).toBe('advice.one-finger')
    expect(said('811: Missing biometric data in CIDR for the given Aadhaar number')).toBe(
      'advice.fingerprint-update',
    )
    expect(said('812: Aadhaar holder has not done "Best Finger Detection"')).toBe(
      'advice.fingerprint-update',
    )
    // A capture sent twice is not 310: the customer may simply try again.
    expect(said('Duplicate biometric data.')).toBe('advice.try-again')
    expect(EN_SOURCE['advice.one-finger']).toMatch(/only one finger/)
    expect(EN_SOURCE['advice.fingerprint-update']).toMatch(
      /Aadhaar centre.*will not help|will not help.*Aadhaar centre/s,
    )
  })

  it.each(CUSTOMER_LANGUAGES)(
    '%s: the 310 and 811/812 lines name UIDAI and keep its place left to right',
    async (lang) => {
      const catalogue = await loadCustomerCatalogue(lang)
      for (const key of ['advice.one-finger', 'advice.fingerprint-update'] as const) {
        const { en, text } = catalogue.texts[key]
        expect(en).toBe(EN_SOURCE[key])
        expect(text).toContain('UIDAI')
        if (catalogue.dir === 'rtl') expect(text).toContain('\u2068UIDAI\u2069')
      }
    },
  )

  it('never offers a retry where one cannot help, and never says no money moved where it is unknown', () => {
    const noRetry: AdviceKey[] = [
      'advice.shop-problem',
      'advice.reversed',
      'advice.details-missing',
      'advice.account-blocked',
      'advice.aadhaar-not-linked',
      'advice.fingerprint-update',
    ]
    const offering = noRetry.filter((key) => /you can (try|ask) again\b/i.test(EN_SOURCE[key]))
    expect(offering).toEqual([])
    expect(EN_SOURCE['advice.account-blocked']).toMatch(/will not help/)
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
      /^The answer from your bank is not confirmed\. This enquiry is not a withdrawal\./,
    )
  })
})
