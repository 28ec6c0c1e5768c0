// @vitest-environment happy-dom
// (v1.2) What the merchant sees of the journal's failures (docs/contract.md, "honest journal
// failures"): an answer not saved says so in words beside the bank's answer, on
// the screen and on the receipt; while the journal fails, a notice above the page gives the
// bridge's reason and no capture is offered; once writing works, the notice goes.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import EnquiryCapturePanel from '../../src/components/counter/EnquiryCapturePanel.vue'
import EnquiryResultPanel from '../../src/components/answer/EnquiryResultPanel.vue'
import JournalFailingNotice from '../../src/components/app/JournalFailingNotice.vue'
import ReceiptCustomerLines from '../../src/components/answer/ReceiptCustomerLines.vue'
import { loadCustomerCatalogue } from '../../src/i18n/customer/load.ts'
import type { ReceiptData } from '../../src/lib/answer/receipt.ts'
import { customerText } from '../../src/lib/answer/customer-lines.ts'
import { useCustomerLanguageStore } from '../../src/stores/customer-language.ts'
import type { FinishedEnquiry } from '../../src/lib/answer/finished-enquiry.ts'
import type { EnquiryReply, StatusReply } from '../../src/shared/contract.ts'
import { useStatusStore } from '../../src/stores/status.ts'
import MerchantAuthView from '../../src/views/MerchantAuthView.vue'
import { statusReply as baseStatus } from '../fixtures/status-reply.ts'
import { loadLaterTexts } from '../../src/i18n/messages.ts'

// Mounted directly, not through a lazy wrapper: its later texts are loaded as the wrapper would.
await loadLaterTexts()

const api = vi.hoisted(() => ({
  createCapture: vi.fn(),
  sendEnquiry: vi.fn(),
  sendMerchantAuthentication: vi.fn(),
  fetchStatus: vi.fn(),
  fetchDevices: vi.fn(),
  fetchBanks: vi.fn(),
}))
vi.mock('../../src/api/bridge.ts', () => api)

const REASON = 'The disk holding the journal is full. Free some space.'

const statusReply = (journal: StatusReply['journal']): StatusReply =>
  baseStatus({ journal, merchantAuth: { state: 'due', at: null } })
const OK = statusReply({ state: 'ok' })
const FAILING = statusReply({ state: 'failing', reason: REASON })

function balanceResult(extra: Partial<EnquiryReply> = {}): FinishedEnquiry {
  return {
    operation: 'balance-enquiry',
    kind: 'success',
    reply: {
      transactionId: 'tx-1',
      outcome: 'success',
      code: '0x0200',
      status: 'SUCCESS',
      message: 'Request Completed',
      displayMessage: 'Request Completed',
      guidance: '',
      data: { rrn: '042477471823', availableBalance: '1234.50' } as EnquiryReply['data'],
      ...extra,
    },
    errorCode: null,
    errorMessage: null,
    aadhaarMasked: 'XXXX XXXX 0000',
    mobileMasked: 'XXXXXX3210',
    bankiin: '607094',
    bankName: 'State Bank of India',
    finishedAt: '2026-11-22T04:32:57.000Z',
  }
}

async function show(result: FinishedEnquiry) {
  const wrapper = mount(EnquiryResultPanel, {
    props: { result, merchantId: 'SANDBOX01', paper: 'a4' },
    attachTo: document.body,
  })
  await flushPromises()
  await vi.waitFor(() => expect(wrapper.find('.balance__amount').exists()).toBe(true))
  return wrapper
}

async function withStatus(reply: StatusReply) {
  api.fetchStatus.mockResolvedValue(reply)
  await useStatusStore().load()
}

beforeEach(async () => {
  setActivePinia(createPinia())
  localStorage.clear()
  vi.clearAllMocks()
  await withStatus(OK)
})
afterEach(() => {
  document.body.innerHTML = ''
})

describe('a result the journal could not save', () => {
  it('says so in an alert, with the cause and what to do, beside the bank’s answer', async () => {
    const wrapper = await show(balanceResult({ saved: false, journalCause: 'disk-full', reason: 'x' }))
    const notice = wrapper.get('[data-testid="journal-not-saved"]')
    expect(notice.attributes('role')).toBe('alert')
    expect(notice.text()).toContain('NOT SAVED in the history on this laptop')
    expect(notice.text()).toContain('The laptop’s disk is full.')
    expect(notice.text()).toContain('Print the receipt or write down the RRN now')
    expect(notice.text()).toContain('free disk space or ask IT')
    // The bank's answer itself stands.
    expect(wrapper.get('.balance__amount').text()).toBe('₹1,234.50')
    expect(wrapper.text()).toContain('042477471823')
    wrapper.unmount()
  })

  it.each([
    ['folder-gone', 'it was moved or deleted'],
    ['read-only', 'it is read-only'],
    ['io-error', 'could not write to its disk'],
    // A cause this page does not know is said as the general one.
    ['quota-exceeded', 'could not write to its disk'],
  ] as const)('names the cause %s in the merchant’s words', async (cause, words) => {
    const reply = { saved: false, journalCause: cause } as unknown as Partial<EnquiryReply>
    const wrapper = await show(balanceResult(reply))
    expect(wrapper.get('[data-testid="journal-not-saved"]').text()).toContain(words)
    wrapper.unmount()
  })

  it('prints “Not saved in this desk’s history” on the receipt, and no kept-record line', async () => {
    const wrapper = await show(balanceResult({ saved: false, journalCause: 'disk-full' }))
    const receipt = wrapper.get('.receipt')
    expect(receipt.text()).toContain('Not saved in this desk’s history')
    expect(receipt.text()).not.toMatch(/keeps a record/)
    wrapper.unmount()
  })

  it('says nothing of it for a saved answer', async () => {
    const wrapper = await show(balanceResult())
    expect(wrapper.find('[data-testid="journal-not-saved"]').exists()).toBe(false)
    expect(wrapper.get('.receipt').text()).not.toContain('Not saved')
    expect(wrapper.get('.receipt').text()).toMatch(
      /shop keeps a record of this enquiry for 90 days/,
    )
    wrapper.unmount()
  })
})

describe('the customer’s lines on a receipt not saved', () => {
  it('leave out that the desk keeps a record, which it does not', async () => {
    const gu = await loadCustomerCatalogue('gu')
    const kept = customerText(gu, 'kept.record.other', { days: 90 })
    useCustomerLanguageStore().choose('gu')
    const receipt = {
      operation: 'balance-enquiry',
      balance: '2500',
      kind: 'success',
    } as ReceiptData
    const lines = async (notSaved: boolean) => {
      const wrapper = mount(ReceiptCustomerLines, { props: { receipt: { ...receipt, notSaved } } })
      await vi.waitFor(() =>
        expect(wrapper.find('[data-testid="receipt-customer-lines"]').exists()).toBe(true),
      )
      return wrapper.get('[data-testid="receipt-customer-lines"]').text()
    }
    expect(await lines(false)).toContain(kept)
    const notSaved = await lines(true)
    expect(notSaved).not.toContain(kept)
    expect(notSaved).toContain('₹2,500.00')
  })
})

describe('the merchant’s authentication not saved', () => {
  it('shows the bank’s answer and the notice, without an RRN to note', async () => {
    api.createCapture.mockResolvedValue({
      captureId: 'cap-1',
      quality: { qScore: 80, nmPoints: 30 },
      device: { port: 1, dpId: '', mi: '' },
      expiresAt: '',
    })
    api.sendMerchantAuthentication.mockResolvedValue({
      transactionId: 'tx-2',
      outcome: 'success',
      code: '0x0200',
      status: 'SUCCESS',
      message: '2FA completed successfully',
      displayMessage: '2FA completed successfully',
      guidance: '',
      saved: false,
      journalCause: 'folder-gone',
    })
    const view = mount(MerchantAuthView, { attachTo: document.body })
    await view.get('button.button--large').trigger('click')
    await flushPromises()
    await vi.waitFor(() => expect(view.text()).toContain('You are authenticated for today'))
    const notice = view.get('[data-testid="journal-not-saved"]')
    expect(notice.text()).toContain('it was moved or deleted')
    expect(notice.text()).toContain('Note the time of this authentication now')
    expect(notice.text()).not.toContain('RRN')
    view.unmount()
  })

  it('offers no capture while the journal fails', async () => {
    await withStatus(FAILING)
    const view = mount(MerchantAuthView)
    await flushPromises()
    const button = view.get('button.button--large')
    expect(button.attributes('disabled')).toBeDefined()
    expect(button.attributes('aria-describedby')).toContain('journal-failing-text')
  })
})

describe('while the journal fails', () => {
  it('the capture button is not offered, and points to the notice for why', async () => {
    const props = { capture: { kind: 'none' } as const, consent: true }
    const panel = mount(EnquiryCapturePanel, { props })
    expect(panel.get('#capture-button').attributes('disabled')).toBeUndefined()
    await withStatus(FAILING)
    await flushPromises()
    const button = panel.get('#capture-button')
    expect(button.attributes('disabled')).toBeDefined()
    expect(button.attributes('aria-describedby')).toBe('journal-failing-text')
  })

  it('a notice gives the bridge’s reason and goes once a look finds writing works again', async () => {
    await withStatus(FAILING)
    const notice = mount(JournalFailingNotice, { attachTo: document.body })
    await flushPromises()
    const section = notice.get('section')
    expect(section.attributes('role')).toBe('alert')
    expect(section.text()).toContain('The history on this laptop cannot be written')
    expect(section.text()).toContain('New fingerprint captures and enquiries are refused')
    expect(section.get('[lang="en"]').text()).toBe(REASON)

    api.fetchStatus.mockResolvedValue(OK)
    await notice.get('button').trigger('click')
    await flushPromises()
    expect(api.fetchStatus).toHaveBeenCalledTimes(3)
    expect(notice.find('section').exists()).toBe(false)
    notice.unmount()
  })

  it('looks again by itself every 30 s while on screen, and stops when gone', async () => {
    vi.useFakeTimers()
    try {
      await withStatus(FAILING)
      const notice = mount(JournalFailingNotice)
      const before = api.fetchStatus.mock.calls.length
      await vi.advanceTimersByTimeAsync(30_000)
      expect(api.fetchStatus.mock.calls.length).toBe(before + 1)
      notice.unmount()
      await vi.advanceTimersByTimeAsync(60_000)
      expect(api.fetchStatus.mock.calls.length).toBe(before + 1)
    } finally {
      vi.useRealTimers()
    }
  })
})
