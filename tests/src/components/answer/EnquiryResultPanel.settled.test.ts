// @vitest-environment happy-dom
// After Check status settles a pending answer, every part of the result says the settled outcome:
// the heading, the customer's lines (and so Read aloud), "The bank said", the details and the
// receipt's status and message. Nothing still says "not confirmed" or "transaction pending".
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import EnquiryResultPanel from '../../../../src/components/answer/EnquiryResultPanel.vue'
import TransactionStatusCheck from '../../../../src/components/answer/TransactionStatusCheck.vue'
import { EN_SOURCE } from '../../../../src/i18n/customer/en.ts'
import { loadLaterTexts } from '../../../../src/i18n/messages.ts'
import type { FinishedEnquiry } from '../../../../src/lib/answer/finished-enquiry.ts'
import type { StatusCheck, TransactionRecord } from '../../../../src/shared/contract.ts'

await loadLaterTexts()

const pending: FinishedEnquiry = {
  operation: 'balance-enquiry',
  kind: 'pending',
  reply: {
    transactionId: 'tx-9',
    outcome: 'pending',
    code: '0x0201',
    status: 'PENDING',
    message: '000: transaction pending',
    displayMessage: 'transaction pending',
    guidance: '',
    clientRefId: 'SBX7',
    data: { clientRefNo: 'SBX7' } as never,
  },
  errorCode: null,
  errorMessage: null,
  aadhaarMasked: 'XXXX XXXX 0063',
  mobileMasked: 'XXXXXX3210',
  bankiin: '607094',
  bankName: 'State Bank of India',
  finishedAt: '2026-11-27T04:32:57.000Z',
}

function checkedRecord(check: StatusCheck): TransactionRecord {
  return {
    id: 'tx-9',
    outcome: 'pending',
    settledOutcome: check.outcome,
    statusChecks: [check],
  } as unknown as TransactionRecord
}

async function settle(check: StatusCheck) {
  const wrapper = mount(EnquiryResultPanel, {
    props: { result: pending, merchantId: 'SANDBOX01', paper: 'thermal58' },
    global: { plugins: [createPinia()] },
    attachTo: document.body,
  })
  await flushPromises()
  expect(wrapper.get('#result-heading').text()).toBe('Result NOT confirmed: pending at the bank')
  expect(wrapper.text()).toContain('transaction pending')
  wrapper.getComponent(TransactionStatusCheck).vm.$emit('checked', checkedRecord(check))
  await flushPromises()
  await new Promise((r) => setTimeout(r, 0))
  await flushPromises()
  return wrapper
}

/** The receipt's rows as "label: value". */
const receiptRows = (wrapper: Awaited<ReturnType<typeof settle>>) =>
  wrapper.findAll('.receipt__row').map((row) => `${row.get('dt').text()}: ${row.get('dd').text()}`)

describe('a settled answer replaces “not confirmed” in every part of the result', () => {
  it('a success: heading, customer lines, details and receipt say it, and no “pending” stays', async () => {
    const wrapper = await settle({
      at: '2026-11-27T04:35:00Z',
      outcome: 'success',
      code: '0x0200',
      status: 'SUCCESS',
      message: 'Transaction Successfully.',
      rrn: '633110123456',
    })
    expect(wrapper.get('#result-heading').text()).toBe('The bank confirms: this enquiry succeeded')
    expect(wrapper.get('.result').classes()).toContain('result--success')
    expect(wrapper.text()).not.toContain('NOT CONFIRMED')
    expect(wrapper.get('.customer-lines').text()).toContain(EN_SOURCE['advice.settled-success'])
    expect(wrapper.get('.customer-lines').text()).not.toContain('not confirmed')
    expect(wrapper.find('.result__said').exists()).toBe(false)
    expect(wrapper.get('.details').text()).toContain('Final status')
    expect(wrapper.get('.details').text()).toContain('633110123456')
    const rows = receiptRows(wrapper)
    expect(rows).toContain('Final status: Success')
    expect(rows).toContain('RRN: 633110123456')
    expect(rows.some((row) => /^(Message|The bank says):/.test(row))).toBe(false)
    expect(wrapper.get('.receipt').text()).not.toMatch(/pending|NOT confirmed/i)
  })

  it('a refusal: the check’s words stand in “The bank said” and on the receipt', async () => {
    const wrapper = await settle({
      at: '2026-11-27T04:35:00Z',
      outcome: 'failure',
      code: '0x0202',
      status: 'FAILURE',
      message: '001: Transaction failed at the bank',
    })
    expect(wrapper.get('#result-heading').text()).toBe('The bank confirms: this enquiry failed')
    expect(wrapper.get('.result').classes()).toContain('result--failure')
    expect(wrapper.get('.result__said').text()).toContain('Transaction failed at the bank')
    expect(wrapper.get('.customer-lines').text()).not.toContain('not confirmed')
    const rows = receiptRows(wrapper)
    expect(rows).toContain('Final status: Refused')
    expect(rows).toContain('Message: Transaction failed at the bank')
    expect(wrapper.text()).not.toContain('transaction pending')
  })
})
