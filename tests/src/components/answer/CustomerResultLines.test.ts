// @vitest-environment happy-dom
// The result for the customer: the balance sentence, the statement's own table in the
// customer's language (none when the merchant's table is already in it), the advice by outcome.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import CustomerResultLines from '../../../../src/components/answer/CustomerResultLines.vue'
import { loadCustomerCatalogue } from '../../../../src/i18n/customer/load.ts'
import type { FinishedEnquiry } from '../../../../src/lib/answer/finished-enquiry.ts'
import type { StatementEntry } from '../../../../src/shared/contract.ts'
import { useCustomerLanguageStore } from '../../../../src/stores/customer-language.ts'
import { loadLaterTexts } from '../../../../src/i18n/messages.ts'

// Mounted directly, not through a lazy wrapper: its later texts are loaded as the wrapper would.
await loadLaterTexts()

const entry: StatementEntry = {
  date: '09/30',
  isoDate: '2026-09-30',
  txnType: 'Cr',
  direction: 'credit',
  amount: '1500.0',
  amountValue: 1500,
  narration: 'NEFT from employer',
  rawNarration: 'NEFT from employer',
}

function finished(
  operation: FinishedEnquiry['operation'],
  outcome: 'success' | 'failure',
  data: unknown,
  message = '',
): FinishedEnquiry {
  return {
    operation,
    kind: outcome,
    reply: {
      transactionId: 't',
      outcome,
      code: '0x0200',
      status: outcome.toUpperCase(),
      message,
      displayMessage: message,
      guidance: '',
      data: data as never,
    },
    errorCode: null,
    errorMessage: null,
    aadhaarMasked: '',
    mobileMasked: '',
    bankiin: '',
    bankName: null,
    finishedAt: '2026-11-22T04:32:57.000Z',
  }
}

let pinia: Pinia
beforeAll(async () => {
  await Promise.all((['en', 'ta', 'hi'] as const).map(loadCustomerCatalogue))
})
beforeEach(() => {
  localStorage.clear()
  pinia = createPinia()
  setActivePinia(pinia)
})

async function show(result: FinishedEnquiry) {
  const wrapper = mount(CustomerResultLines, { props: { result }, global: { plugins: [pinia] } })
  for (let i = 0; i < 4; i++) await flushPromises()
  return wrapper
}

describe('CustomerResultLines', () => {
  it('says the balance in the customer’s language, in ₹ with the digits 0-9', async () => {
    useCustomerLanguageStore().choose('hi')
    const wrapper = await show(finished('balance-enquiry', 'success', { availableBalance: '2500' }))
    expect(wrapper.get('h3').text()).toBe('For the customer, in Hindi')
    const block = wrapper.get('[lang="hi-IN"]')
    expect(block.text()).toBe('आपका बैलेंस ₹2,500.00 है।')
  })

  it('gives the statement its own table with the column names in the customer’s language', async () => {
    useCustomerLanguageStore().choose('ta')
    const ta = await loadCustomerCatalogue('ta')
    const wrapper = await show(finished('mini-statement', 'success', { miniStatement: [entry] }))
    const headers = wrapper.findAll('th').map((th) => th.text())
    expect(headers).toEqual(
      (['statement.date', 'statement.details', 'statement.type', 'statement.amount'] as const).map(
        (key) => ta.texts[key].text,
      ),
    )
    expect(wrapper.get('caption').text()).toContain(ta.texts['statement.heading'].text)
    expect(wrapper.get('tbody').text()).toContain(ta.texts['statement.credit'].text)
    expect(wrapper.get('tbody').text()).toContain('₹1,500.00')
  })

  it('leaves the table to the merchant’s when both are in one language', async () => {
    const wrapper = await show(finished('mini-statement', 'success', { miniStatement: [entry] }))
    expect(wrapper.find('table').exists()).toBe(false)
    expect(wrapper.text()).toContain('Your recent transactions')
    expect(wrapper.text()).toContain('1 transaction')
  })

  it('gives the advice for a finger that did not match, biometric lock included', async () => {
    const wrapper = await show(
      finished('balance-enquiry', 'failure', undefined, 'Biometric data did not match.'),
    )
    expect(wrapper.get('[lang="en-IN"]').text()).toMatch(
      /^Your fingerprint did not match\. .*unlock/,
    )
  })
})
