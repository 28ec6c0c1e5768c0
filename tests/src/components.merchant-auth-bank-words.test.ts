// @vitest-environment happy-dom
// The rest of issue 9 in the app: the bank's own words on the result and the receipt, the way to
// the merchant authentication from a merchant-auth-required result, the bank field's word on the
// bundled fallback list, and statement entries in a form the bridge did not recognise.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import CustomerBankCombobox from '../../src/components/counter/CustomerBankCombobox.vue'
import EnquiryResultPanel from '../../src/components/answer/EnquiryResultPanel.vue'
import ReceiptSheet from '../../src/components/answer/ReceiptSheet.vue'
import StatementEntriesTable from '../../src/components/answer/StatementEntriesTable.vue'
import type { FinishedEnquiry } from '../../src/lib/answer/finished-enquiry.ts'
import { bankWordsOf, receiptFromRecord, receiptFromResult } from '../../src/lib/answer/receipt.ts'
import type { EnquiryReply, StatementEntry, TransactionRecord } from '../../src/shared/contract.ts'
import { useBankStore } from '../../src/stores/banks.ts'
import { useMerchantAuthStore } from '../../src/stores/merchant-auth.ts'
import { loadLaterTexts } from '../../src/i18n/messages.ts'

// Mounted directly, not through a lazy wrapper: its later texts are loaded as the wrapper would.
await loadLaterTexts()

const router = vi.hoisted(() => ({ navigate: vi.fn() }))
vi.mock('../../src/navigation.ts', async (original) => ({
  ...(await original<object>()),
  navigate: router.navigate,
}))

const LIMIT = 'You have exceeded daily limit of Balance Inquiry transactions'

function finished(over: Partial<EnquiryReply>): FinishedEnquiry {
  return {
    operation: 'balance-enquiry',
    kind: over.outcome ?? 'failure',
    reply: {
      transactionId: 'tx-9',
      outcome: 'failure',
      code: '0x0202',
      status: 'FAILURE',
      message: 'failure user',
      displayMessage: 'failure user',
      guidance: '',
      ...over,
    },
    errorCode: null,
    errorMessage: null,
    aadhaarMasked: 'XXXX XXXX 0160',
    mobileMasked: 'XXXXXX3210',
    bankiin: '607094',
    bankName: 'State Bank of India',
    finishedAt: '2026-11-23T04:32:57.000Z',
  }
}

let pinia = createPinia()
beforeEach(() => {
  pinia = createPinia()
  setActivePinia(pinia)
})

async function show(value: FinishedEnquiry) {
  const wrapper = mount(EnquiryResultPanel, {
    props: { result: value, merchantId: 'SANDBOX01', paper: 'a4' },
    global: { plugins: [pinia] },
    attachTo: document.body,
  })
  await flushPromises()
  return wrapper
}

beforeEach(() => {
  setActivePinia(createPinia())
  document.body.innerHTML = ''
  vi.clearAllMocks()
})

describe('the bank’s own words', () => {
  const codeText = (code: string) => `code ${code}`
  it('are the message with its code, the message alone, the code alone, or nothing', () => {
    expect(bankWordsOf({ bankMessage: LIMIT, bankCode: '65' }, codeText)).toBe(`${LIMIT} (code 65)`)
    expect(bankWordsOf({ bankMessage: LIMIT, bankCode: null }, codeText)).toBe(LIMIT)
    expect(bankWordsOf({ bankMessage: null, bankCode: '65' }, codeText)).toBe('code 65')
    expect(bankWordsOf({ bankMessage: null, bankCode: null }, codeText)).toBeNull()
  })

  it('go on the receipt from a fresh result and from a journal record alike', () => {
    const fresh = receiptFromResult(finished({ bankMessage: LIMIT, bankCode: '65' }), 'M')
    expect(fresh).toMatchObject({ bankMessage: LIMIT, bankCode: '65' })
    const record = {
      id: 'tx-9',
      operation: 'balance-enquiry',
      merchantLoginId: 'M',
      startedAt: '2026-11-23T04:32:50.000Z',
      aadhaarMasked: 'XXXXXXXX0160',
      bankiin: '607094',
      outcome: 'failure',
      bankMessage: LIMIT,
      bankCode: '65',
    } as unknown as TransactionRecord
    expect(receiptFromRecord(record, null)).toMatchObject({ bankMessage: LIMIT, bankCode: '65' })
  })

  // Said once, in the box of what the bank said, not again on a line of their own.
  it('show on the result once, with the code, where the bank said it', async () => {
    const wrapper = await show(finished({ bankMessage: LIMIT, bankCode: '65' }))
    expect(wrapper.get('.result__said').text()).toContain(`${LIMIT} (code 65)`)
    expect(wrapper.get('.result__grid').text().split(LIMIT)).toHaveLength(2)
  })

  it('are not repeated under a success, whose status says it', async () => {
    const wrapper = await show(
      finished({ outcome: 'success', code: '0x0200', status: 'SUCCESS', bankCode: '00' }),
    )
    expect(wrapper.find('.result__said').exists()).toBe(false)
  })

  it('print on the receipt as a line of their own', () => {
    const receipt = receiptFromResult(finished({ bankMessage: LIMIT, bankCode: '65' }), 'M')
    const sheet = mount(ReceiptSheet, {
      props: { receipt, paper: 'a4', onScreen: true },
      global: { plugins: [pinia] },
    })
    const row = sheet.findAll('.receipt__row').find((r) => r.text().startsWith('The bank says'))
    expect(row?.get('dd').text()).toBe(`${LIMIT} (code 65)`)
  })
})

describe('a merchant-auth-required result', () => {
  it('takes the merchant’s finger here in one click, as the form’s banner does, with no page detour', async () => {
    const wrapper = await show(
      finished({ outcome: 'merchant-auth-required', code: '0x0208', status: '2FA' }),
    )
    const button = wrapper.findAll('button').find((b) => b.text() === 'Authenticate now')
    expect(button?.classes()).toContain('button--primary')
    const authenticate = vi.spyOn(useMerchantAuthStore(), 'authenticate').mockResolvedValue()
    await button!.trigger('click')
    expect(authenticate).toHaveBeenCalledOnce()
    expect(router.navigate).not.toHaveBeenCalled()
  })

  it('is the only result that offers it', async () => {
    const wrapper = await show(finished({}))
    expect(wrapper.findAll('button').map((b) => b.text())).not.toContain('Authenticate now')
  })
})

describe('the bank field', () => {
  async function field(source: 'bundled' | 'provider') {
    const banks = useBankStore()
    banks.state = { kind: 'done', banks: [{ iin: '607094', name: 'State Bank of India' }] }
    banks.source = source
    const wrapper = mount(CustomerBankCombobox, { props: { modelValue: '', error: null } })
    await flushPromises()
    return wrapper
  }

  it('says when it shows the desk’s bundled list, and ties the note to the input', async () => {
    const wrapper = await field('bundled')
    const note = wrapper.get('#customer-bank-bundled')
    expect(note.text()).toContain('the provider’s own list could not be loaded')
    expect(wrapper.get('#customer-bank').attributes('aria-describedby')).toContain(
      'customer-bank-bundled',
    )
  })

  it('says nothing of it for the provider’s own list', async () => {
    const wrapper = await field('provider')
    expect(wrapper.find('#customer-bank-bundled').exists()).toBe(false)
    expect(wrapper.get('#customer-bank').attributes('aria-describedby')).toBe('customer-bank-hint')
  })
})

describe('statement entries in a form the bridge did not recognise', () => {
  const known: StatementEntry = {
    date: '09/30',
    isoDate: '2026-09-30',
    txnType: 'Cr',
    direction: 'credit',
    amount: '1.0',
    amountValue: 1,
    narration: 'Interest',
    rawNarration: 'Interest',
  }
  const raw: StatementEntry = {
    date: '',
    isoDate: null,
    txnType: '',
    direction: 'unknown',
    amount: '',
    amountValue: null,
    narration: '',
    rawNarration: '',
    rawLine: '{"when":"3009","what":"ATM WDL","sum":"-500"}',
    unrecognised: true,
  }

  it('are shown as their values, not the bank’s JSON, with a note', async () => {
    const table = mount(StatementEntriesTable, {
      props: { entries: [known, raw] },
      global: { plugins: [pinia] },
    })
    await flushPromises()
    expect(table.text()).toContain('Some entries came in a form this desk does not know')
    const rows = table.findAll('tbody tr')
    expect(rows[1]!.text()).toContain('3009 · ATM WDL · -500')
    expect(rows[1]!.text()).not.toContain('{"when"')
    expect(rows[1]!.text()).toContain('Not recognised: as the bank sent it')
    expect(rows[0]!.text()).toContain('Interest')
  })

  it('need no note when every entry was recognised', async () => {
    const table = mount(StatementEntriesTable, {
      props: { entries: [known] },
      global: { plugins: [pinia] },
    })
    expect(table.text()).not.toContain('Some entries came in a form')
  })
})
