// @vitest-environment happy-dom
// Erasing a record at the customer's request from its detail page: nothing is sent until the
// merchant has chosen why and confirmed; the erased record replaces the one shown, says when and
// why it was erased, and offers no reprint (no print button, no receipt).
import { flushPromises, mount, RouterLinkStub } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { loadLanguage, loadLaterTexts } from '../../../src/i18n/messages.ts'
import type { TransactionRecord } from '../../../src/shared/contract.ts'
import { erased } from '../../../src/shared/erasure.ts'
import TransactionDetailView from '../../../src/views/TransactionDetailView.vue'
import { record } from '../../fixtures/records.ts'

const api = vi.hoisted(() => ({ fetchTransaction: vi.fn(), eraseTransaction: vi.fn() }))
vi.mock('../../../src/api/bridge.ts', () => api)

beforeEach(async () => {
  setActivePinia(createPinia())
  api.fetchTransaction.mockReset()
  api.eraseTransaction.mockReset()
  await loadLanguage('en')
  await loadLaterTexts()
})

const RECORD = record({
  id: '0mgal-abc',
  startedAt: '2026-11-22T04:30:00Z',
  finishedAt: '2026-11-22T04:30:05Z',
  merchantLoginId: 'SANDBOX01',
  aadhaarMasked: 'XXXXXXXX4321',
  message: '000: ok',
  displayMessage: 'ok',
  guidance: null,
  rrn: '533312345678',
  stanNo: null,
  clientRefNo: null,
  transactionDateTime: null,
  availableBalance: '4567.89',
  consentNotice: 'be-4-hi',
})
const ERASED = erased(RECORD, { at: '2026-11-23T05:00:00Z', reason: 'consent-withdrawn' })

async function page(record: TransactionRecord) {
  api.fetchTransaction.mockResolvedValue(record)
  const wrapper = mount(TransactionDetailView, {
    props: { id: record.id },
    global: { stubs: { AppLink: RouterLinkStub } },
    attachTo: document.body,
  })
  await flushPromises()
  return wrapper
}

const button = (wrapper: Awaited<ReturnType<typeof page>>, text: string) =>
  wrapper.findAll('button').find((b) => b.text() === text)!

describe('erasing a record from its detail page', () => {
  it('sends nothing until the merchant has chosen why and confirmed, then shows the erased record', async () => {
    const wrapper = await page(RECORD)
    expect(button(wrapper, 'Print the receipt again')).toBeDefined()
    await button(wrapper, 'Erase this record…').trigger('click')
    expect(wrapper.text()).toContain('This cannot be undone.')
    expect(api.eraseTransaction).not.toHaveBeenCalled()
    await wrapper.find('#erasure-consent-withdrawn').setValue(true)
    api.eraseTransaction.mockResolvedValue({
      transactionId: RECORD.id,
      erasure: ERASED.erasure,
      record: ERASED,
    })
    await button(wrapper, 'Erase the record').trigger('click')
    await flushPromises()
    expect(api.eraseTransaction).toHaveBeenCalledExactlyOnceWith(RECORD.id, 'consent-withdrawn')
    const erasedNote = wrapper.get('[data-testid="record-erased"]').text()
    expect(erasedNote).toContain('The customer withdrew their consent')
    expect(erasedNote).toContain('An erased record cannot be printed again.')
    expect(button(wrapper, 'Print the receipt again')).toBeUndefined()
    wrapper.unmount()
  })

  it('keeps the record when the merchant does not confirm', async () => {
    const wrapper = await page(RECORD)
    await button(wrapper, 'Erase this record…').trigger('click')
    await button(wrapper, 'Keep the record').trigger('click')
    expect(api.eraseTransaction).not.toHaveBeenCalled()
    expect(button(wrapper, 'Print the receipt again')).toBeDefined()
    expect(wrapper.find('[data-testid="record-erased"]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('offers no reprint and no second erasure of an erased record', async () => {
    const wrapper = await page(ERASED)
    expect(wrapper.find('[data-testid="record-erased"]').exists()).toBe(true)
    expect(wrapper.findAll('button').map((b) => b.text())).not.toContain('Print the receipt again')
    expect(wrapper.findAll('button').map((b) => b.text())).not.toContain('Erase this record…')
    expect(wrapper.text()).not.toMatch(/4321|533312345678/)
    wrapper.unmount()
  })
})
