// @vitest-environment happy-dom
// The customer's lines on the receipt for every outcome, in the recorded language: a
// refusal, a reversal, an answer not confirmed and the rest each print their own advice in the
// language of the notice that was read, whatever the desk's language is now; and every customer
// line holds when read aloud (nothing points at "below" or "above" a listener cannot see).
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import ReceiptCustomerLines from '../../../../src/components/answer/ReceiptCustomerLines.vue'
import { EN_SOURCE } from '../../../../src/i18n/customer/en.ts'
import { loadCustomerCatalogue } from '../../../../src/i18n/customer/load.ts'
import {
  CUSTOMER_KEYS,
  CUSTOMER_LANGUAGES,
  type CustomerCatalogue,
  type CustomerLanguage,
} from '../../../../src/i18n/customer/types.ts'
import {
  adviceKeyFor,
  customerText,
  type AdviceKey,
} from '../../../../src/lib/answer/customer-lines.ts'
import type { ResultKind } from '../../../../src/lib/answer/finished-enquiry.ts'
import type { ReceiptData } from '../../../../src/lib/answer/receipt.ts'
import type { Outcome, StatusReply } from '../../../../src/shared/contract.ts'
import { useCustomerLanguageStore } from '../../../../src/stores/customer-language.ts'
import { usePreferencesStore } from '../../../../src/stores/preferences.ts'
import { useStatusStore } from '../../../../src/stores/status.ts'

const catalogues = new Map<CustomerLanguage, CustomerCatalogue>()
beforeAll(async () => {
  for (const lang of CUSTOMER_LANGUAGES) catalogues.set(lang, await loadCustomerCatalogue(lang))
})
beforeEach(() => {
  localStorage.clear()
  setActivePinia(createPinia())
  useStatusStore().state = {
    kind: 'ready',
    status: { journalRetentionDays: 90, reprintHours: 24 } as StatusReply,
  }
})

/** One receipt of each kind, as receiptFromRecord builds it from the journal. */
const CASES: { kind: ResultKind; status: string | null; errorCode?: string; settled?: Outcome }[] =
  [
    { kind: 'failure', status: 'FAILURE' },
    { kind: 'pending', status: 'PENDING' },
    { kind: 'reversed', status: 'REVERSED' },
    { kind: 'timeout', status: 'CONNECTION_TIMEOUT' },
    { kind: 'unauthorized', status: 'UNAUTHORIZED' },
    { kind: 'missing-parameter', status: 'MISSING_PARAMETER' },
    { kind: 'error', status: 'SOMETHING_WENT_WRONG' },
    { kind: 'redirect', status: 'REDIRECT' },
    { kind: 'merchant-auth-required', status: '2FA' },
    { kind: 'unknown', status: 'WHAT' },
    { kind: 'unconfirmed', status: 'UPSTREAM_TIMEOUT', errorCode: 'UPSTREAM_TIMEOUT' },
    { kind: 'unconfirmed', status: 'UPSTREAM_UNREACHABLE', errorCode: 'UPSTREAM_UNREACHABLE' },
    { kind: 'timeout', status: 'CONNECTION_TIMEOUT', settled: 'success' },
  ]

function receiptOf(c: (typeof CASES)[number], language: CustomerLanguage): ReceiptData {
  return {
    operation: 'balance-enquiry',
    kind: c.kind,
    status: c.status,
    message: null,
    balance: null,
    errorCode: c.errorCode ?? null,
    settledOutcome: c.settled ?? null,
    language,
  } as ReceiptData
}

async function printedLines(receipt: ReceiptData): Promise<string> {
  const wrapper = mount(ReceiptCustomerLines, {
    props: { receipt, language: receipt.language },
  })
  for (let i = 0; i < 20 && !wrapper.find('[data-testid="receipt-customer-lines"]').exists(); i++)
    await flushPromises()
  const text = wrapper.get('[data-testid="receipt-customer-lines"]').text()
  wrapper.unmount()
  return text
}

describe('the receipt’s customer lines for every outcome', () => {
  it.each(CUSTOMER_LANGUAGES)(
    '%s: each outcome prints its advice in the recorded language',
    async (lang) => {
      // The desk is now set to another language than the one recorded with the notice.
      usePreferencesStore().language = lang === 'hi' ? 'en' : 'hi'
      useCustomerLanguageStore().choose(lang === 'ta' ? 'ur' : 'ta')
      const catalogue = catalogues.get(lang)!
      const missing: string[] = []
      for (const c of CASES) {
        const receipt = receiptOf(c, lang)
        const key = adviceKeyFor({
          kind: c.kind,
          errorCode: c.errorCode ?? null,
          said: '',
          settledOutcome: c.settled ?? null,
        }) as AdviceKey
        const printed = await printedLines(receipt)
        if (!printed.includes(customerText(catalogue, key)))
          missing.push(`${c.kind}${c.settled ? `→${c.settled}` : ''}: ${key}`)
      }
      expect(missing).toEqual([])
    },
  )

  it('prints every advice a refusal can get, not one line for all', () => {
    const keys = new Set(
      CASES.map((c) =>
        adviceKeyFor({
          kind: c.kind,
          errorCode: c.errorCode ?? null,
          said: '',
          settledOutcome: c.settled,
        }),
      ),
    )
    expect(keys.size).toBeGreaterThanOrEqual(7)
  })
})

describe('what the receipt says is kept', () => {
  /** Every sentence about a kept balance or kept transactions, at every setting, in a language. */
  const answerLines = (catalogue: CustomerCatalogue) =>
    CUSTOMER_KEYS.filter((key) => /^kept\.(balance|transactions)/.test(key)).map((key) =>
      catalogue.texts[key].text.split('{hours}')[0]!.trim(),
    )

  it.each(CUSTOMER_LANGUAGES)(
    '%s: a receipt that brought no balance says no balance is kept',
    async (lang) => {
      const catalogue = catalogues.get(lang)!
      const said: string[] = []
      for (const c of CASES) {
        const printed = await printedLines(receiptOf(c, lang))
        if (answerLines(catalogue).some((line) => printed.includes(line))) said.push(c.kind)
        // The record itself is still kept, and said so.
        expect(printed).toContain(customerText(catalogue, 'kept.record-contents'))
      }
      expect(said).toEqual([])
    },
  )

  it('says the balance is kept on a balance, and the transactions on a statement', async () => {
    const en = catalogues.get('en')!
    const balance = await printedLines({
      operation: 'balance-enquiry',
      kind: 'success',
      status: 'SUCCESS',
      balance: '2500',
      language: 'en',
    } as ReceiptData)
    expect(balance).toContain(customerText(en, 'kept.balance.other', { hours: 24 }))
    const statement = await printedLines({
      operation: 'mini-statement',
      kind: 'success',
      status: 'SUCCESS',
      balance: null,
      entries: [{ date: '21/11', narration: 'ATM', amount: '100.0', direction: 'debit' }],
      language: 'en',
    } as unknown as ReceiptData)
    expect(statement).toContain(customerText(en, 'kept.transactions.other', { hours: 24 }))
    expect(statement).not.toContain('your balance')
  })
})

describe('every customer line read aloud', () => {
  it('points at nothing on a screen or paper, in the source and in every back-translation', async () => {
    const POINTING = /\b(below|above|shown here|see the)\b/i
    const offenders: string[] = []
    for (const lang of CUSTOMER_LANGUAGES) {
      const catalogue = catalogues.get(lang)!
      for (const key of CUSTOMER_KEYS) {
        const { en, back } = catalogue.texts[key]
        if (POINTING.test(en) || (back && POINTING.test(back))) offenders.push(`${lang} ${key}`)
      }
    }
    expect(offenders).toEqual([])
    expect(Object.values(EN_SOURCE).filter((text) => POINTING.test(text))).toEqual([])
  })
})

describe('a reprint after a status check', () => {
  it('takes the cause of a settled refusal from the check’s words', async () => {
    const { receiptFromRecord } = await import('../../../../src/lib/answer/receipt.ts')
    const record = {
      id: 'r1',
      operation: 'balance-enquiry',
      startedAt: '2026-11-26T04:00:00Z',
      finishedAt: '2026-11-26T04:00:30Z',
      merchantLoginId: 'SANDBOX01',
      aadhaarMasked: 'XXXXXXXX0000',
      bankiin: '607094',
      outcome: 'pending',
      message: '000: transaction pending',
      errorCode: null,
      consentNotice: 'be-2-mr',
      settledOutcome: 'failure',
      statusChecks: [
        {
          at: '2026-11-26T04:05:00Z',
          outcome: 'failure',
          code: '0x0202',
          status: 'FAILURE',
          message: '330: Biometrics locked by Aadhaar holder',
        },
      ],
    } as unknown as Parameters<typeof receiptFromRecord>[0]
    const receipt = receiptFromRecord(record, null)
    expect([receipt.language, receipt.cause, receipt.settledOutcome]).toEqual([
      'mr',
      'biometric-locked',
      'failure',
    ])
    const printed = await printedLines(receipt)
    expect(printed).toContain(customerText(catalogues.get('mr')!, 'advice.biometric-locked'))
  })
})
