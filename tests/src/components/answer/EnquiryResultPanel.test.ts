// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import EnquiryResultPanel from '../../../../src/components/answer/EnquiryResultPanel.vue'
import StatementEntriesTable from '../../../../src/components/answer/StatementEntriesTable.vue'
import type { FinishedEnquiry, ResultKind } from '../../../../src/lib/answer/finished-enquiry.ts'
import type {
  BalanceData,
  EnquiryReply,
  Operation,
  StatementData,
  StatementEntry,
} from '../../../../src/shared/contract.ts'
import { OUTCOMES } from '../../../../src/shared/results.ts'
import { loadLaterTexts } from '../../../../src/i18n/messages.ts'

// Mounted directly, not through a lazy wrapper: its later texts are loaded as the wrapper would.
await loadLaterTexts()

const balanceData: BalanceData = {
  clientRefNo: 'REF123',
  routeType: 'X',
  bankiin: '607094',
  stanNo: '918294',
  rrn: '042477471823',
  bankMessage: 'ok',
  bankCode: '00',
  merchantCode: 'M',
  merchantMobile: '',
  aadhaarNumber: 'XXXXXXXX0000',
  transactionType: 'BE',
  transactionDateTime: '2026-11-22 10:02:57',
  transactionAmount: '0',
  availableBalance: '123456.78',
}

const entry = (over: Partial<StatementEntry>): StatementEntry => ({
  date: '09/30',
  isoDate: '2026-09-30',
  txnType: 'Cr',
  direction: 'credit',
  amount: '1.0',
  amountValue: 1,
  narration: 'Int.Pd:361390822',
  rawNarration: ' Int.Pd:361390822 ',
  ...over,
})

function statement(entries: StatementEntry[]): StatementData {
  return {
    orderRefId: 'ORD1',
    clientRefId: 'CLI1',
    ipaymentId: 'IP1',
    bankName: null,
    accountNumber: null,
    transactionMode: null,
    payableValue: null,
    transactionValue: null,
    bankAccountBalance: 0,
    miniStatement: entries,
  }
}

function result(
  kind: ResultKind,
  operation: Operation = 'balance-enquiry',
  data?: EnquiryReply['data'],
): FinishedEnquiry {
  const reply: EnquiryReply | null =
    kind === 'unconfirmed'
      ? null
      : {
          transactionId: 'tx-1',
          outcome: kind,
          code: '0x0200',
          status: kind.toUpperCase(),
          message: '001: What the bank said',
          displayMessage: 'What the bank said',
          guidance: 'English guidance from the bridge',
          ...(data ? { data } : {}),
        }
  return {
    operation,
    kind,
    reply,
    errorCode: kind === 'unconfirmed' ? 'UPSTREAM_TIMEOUT' : null,
    errorMessage:
      kind === 'unconfirmed' ? 'The bank service did not answer within 200 seconds.' : null,
    aadhaarMasked: 'XXXX XXXX 0000',
    mobileMasked: 'XXXXXX3210',
    bankiin: '607094',
    bankName: 'State Bank of India',
    finishedAt: '2026-11-22T04:32:57.000Z',
  }
}

async function show(value: FinishedEnquiry) {
  const wrapper = mount(EnquiryResultPanel, {
    props: { result: value, merchantId: 'SANDBOX01', paper: 'a4' },
    global: { plugins: [createPinia()] },
    attachTo: document.body,
  })
  await flushPromises()
  await new Promise((r) => setTimeout(r, 0))
  await flushPromises()
  return wrapper
}

const HEADINGS: Record<Exclude<ResultKind, 'success'>, string> = {
  failure: 'The bank refused the enquiry',
  pending: 'Result NOT confirmed: pending at the bank',
  reversed: 'The enquiry was reversed',
  timeout: 'Result NOT confirmed: the bank did not answer in time',
  unauthorized: 'The merchant’s credentials were refused',
  'missing-parameter': 'The bank service says a detail is missing',
  error: 'Result NOT confirmed: the bank service had a problem',
  redirect: 'The bank service asked for a redirect',
  'merchant-auth-required': 'The merchant’s daily authentication is due',
  unknown: 'Result NOT confirmed',
  unconfirmed: 'Result NOT confirmed',
}
const NOT_CONFIRMED = new Set<ResultKind>(['pending', 'timeout', 'error', 'unknown', 'unconfirmed'])

describe('EnquiryResultPanel', () => {
  it('covers every outcome of the contract', () => {
    expect([...OUTCOMES].filter((o) => o !== 'success').sort()).toEqual(
      Object.keys(HEADINGS)
        .filter((k) => k !== 'unconfirmed')
        .sort(),
    )
  })

  it('shows a balance large, in rupees, with bank, masked Aadhaar, RRN, STAN, reference and time', async () => {
    const wrapper = await show(result('success', 'balance-enquiry', balanceData))
    expect(wrapper.get('#result-heading').text()).toBe('Balance received')
    expect(wrapper.get('.balance__amount').text()).toBe('₹1,23,456.78')
    const details = wrapper.get('.details').text()
    for (const text of [
      'State Bank of India (607094)',
      'XXXX XXXX 0000',
      '042477471823',
      '918294',
      'REF123',
      '22/11/2026, 10:02:57 am',
    ])
      expect(details).toContain(text)
    expect(wrapper.text()).not.toContain('NOT CONFIRMED')
  })

  it('moves focus to the result heading', async () => {
    const wrapper = await show(result('failure'))
    expect(document.activeElement).toBe(wrapper.get('#result-heading').element)
    wrapper.unmount()
  })

  it.each(Object.entries(HEADINGS))(
    '%s: has its own heading, says what to do, and whether it is confirmed',
    async (kind, heading) => {
      const wrapper = await show(result(kind as ResultKind))
      expect(wrapper.get('#result-heading').text()).toBe(heading)
      expect(wrapper.text()).toContain('What to do next')
      expect(wrapper.text().includes('NOT CONFIRMED. An enquiry is not a withdrawal.')).toBe(
        NOT_CONFIRMED.has(kind as ResultKind),
      )
      expect(wrapper.find('.balance__amount').exists()).toBe(false)
      wrapper.unmount()
    },
  )

  it('shows what the bank said for a failure, without the switch prefix', async () => {
    const wrapper = await show(result('failure'))
    expect(wrapper.text()).toContain('The bank said')
    expect(wrapper.text()).toContain('What the bank said')
    expect(wrapper.text()).not.toContain('001:')
    expect(wrapper.text()).toContain('capture another finger')
  })

  it('says unauthorized is the merchant’s credentials, not the customer', async () => {
    const wrapper = await show(result('unauthorized'))
    expect(wrapper.text()).toContain('This is not the customer’s fault')
  })

  it('shows the bridge’s message when the result is not confirmed (502/504)', async () => {
    const wrapper = await show(result('unconfirmed'))
    expect(wrapper.text()).toContain('The bridge said')
    expect(wrapper.text()).toContain('The bank service did not answer within 200 seconds.')
  })

  it('shows a mini statement as a table', async () => {
    const entries = [
      entry({}),
      entry({
        direction: 'debit',
        txnType: 'Dr',
        amount: '250',
        amountValue: 250,
        isoDate: null,
        date: '08/01',
        narration: 'ATM WDL',
      }),
    ]
    const wrapper = await show(result('success', 'mini-statement', statement(entries)))
    expect(wrapper.get('#result-heading').text()).toBe('Mini statement received')
    const rows = wrapper.findAll('.screen-only table tbody tr')
    expect(rows).toHaveLength(2)
  })
})

describe('StatementEntriesTable', () => {
  const mountTable = (entries: StatementEntry[]) =>
    mount(StatementEntriesTable, { props: { entries }, global: { plugins: [createPinia()] } })

  it('writes credit and debit as a word and a sign, never colour alone', () => {
    const wrapper = mountTable([
      entry({}),
      entry({
        direction: 'debit',
        txnType: 'Dr',
        amount: '1234.5',
        amountValue: 1234.5,
        isoDate: null,
        date: '08/01',
        narration: 'CC PAYMENT',
      }),
      entry({ direction: 'unknown', txnType: 'X', amount: 'abc', amountValue: null }),
    ])
    const cells = wrapper.findAll('tbody tr').map((row) => row.findAll('td').map((td) => td.text()))
    expect(cells[0]).toEqual(['30/09/2026', 'Int.Pd:361390822', '+ Credit', '+ ₹1.00'])
    expect(cells[1]).toEqual(['01/08', 'CC PAYMENT', '− Debit', '− ₹1,234.50'])
    expect(cells[2]![2]).toBe('Not stated (X)')
    expect(cells[2]![3]).toBe('abc')
    expect(wrapper.findAll('th').map((th) => th.text())).toEqual([
      'Date',
      'Description',
      'Credit or debit',
      'Amount',
    ])
  })

  it('says so when the list is empty', () => {
    const wrapper = mountTable([])
    expect(wrapper.text()).toBe('The bank returned no transactions for this account.')
    expect(wrapper.find('table').exists()).toBe(false)
  })
})
