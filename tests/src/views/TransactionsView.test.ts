// @vitest-environment happy-dom
// The day book page against a fake bridge: what it asks for, what it shows, and what it drops.
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadLanguage, loadLaterTexts } from '../../../src/i18n/messages.ts'
import { indiaToday, shiftDate } from '../../../src/lib/day-book/day-book-figures.ts'
import type { DayBookSummaryReply, TransactionSummary } from '../../../src/shared/contract.ts'
import type { DayBookFilters } from '../../../src/shared/day-book.ts'
import { usePreferencesStore } from '../../../src/stores/preferences.ts'
import TransactionsView from '../../../src/views/TransactionsView.vue'
import { record as recordOf } from '../../fixtures/records.ts'

// Mounted directly, not through a lazy wrapper: its later texts are loaded as the wrapper would.
await loadLaterTexts()

const api = vi.hoisted(() => ({
  fetchTransactionsPage: vi.fn(),
  fetchDayBookSummary: vi.fn(),
  fetchDayBookCsv: vi.fn(),
}))
vi.mock('../../../src/api/day-book.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/day-book.ts')>()),
  ...api,
}))
const bridge = vi.hoisted(() => ({
  fetchBanks: vi.fn(),
  fetchStatus: vi.fn(),
  purgeTransactions: vi.fn(),
  fetchTransaction: vi.fn(),
}))
vi.mock('../../../src/api/bridge.ts', () => bridge)

const today = indiaToday()

function record(n: number, over: Partial<TransactionSummary> = {}): TransactionSummary {
  const { entries: _entries, ...built } = recordOf({
    id: `tx-${n}`,
    startedAt: new Date(Date.now() - n * 60_000).toISOString(),
    finishedAt: new Date(Date.now() - n * 60_000 + 2_000).toISOString(),
    merchantLoginId: 'M1',
    aadhaarMasked: 'XXXXXXXX1234',
    message: 'ok',
    displayMessage: 'ok',
    guidance: null,
    rrn: `0424${String(n).padStart(8, '0')}`,
    stanNo: null,
    clientRefNo: null,
    transactionDateTime: null,
    availableBalance: '1000.50',
  })
  return { ...built, entryCount: null, ...over }
}

const totals = {
  total: 12,
  byOperation: {
    'balance-enquiry': { success: 8, failure: 2 },
    'mini-statement': { success: 1, timeout: 1 },
  },
  byBank: [
    { iin: '607094', name: 'State Bank of India', total: 10, success: 8 },
    { iin: '508534', name: null, total: 2, success: 1 },
  ],
  first: `${today}T04:00:00.000Z`,
  last: `${today}T14:00:00.000Z`,
}

function summaryFor(filters: DayBookFilters): DayBookSummaryReply {
  const from = filters.from ?? today
  const to = filters.to ?? today
  if (from !== to)
    // The chart's 14 days: two days with records.
    return {
      from,
      to,
      totals,
      days: [
        { ...totals, date: to, first: totals.first, last: totals.last },
        {
          date: shiftDate(to, -2),
          total: 3,
          byOperation: { 'balance-enquiry': { failure: 3 } },
          byBank: [],
          first: totals.first,
          last: totals.last,
        },
      ],
    }
  return {
    from,
    to,
    totals,
    days: [{ ...totals, date: to, first: totals.first, last: totals.last }],
  }
}

const settle = async () => {
  for (let i = 0; i < 5; i++) {
    await flushPromises()
    await new Promise((r) => setTimeout(r, 0))
  }
}

let wrapper: VueWrapper
beforeEach(async () => {
  setActivePinia(createPinia())
  localStorage.clear()
  vi.clearAllMocks()
  bridge.fetchBanks.mockResolvedValue({
    banks: [
      { iin: '607094', name: 'State Bank of India' },
      { iin: '508534', name: 'ICICI Bank' },
    ],
  })
  api.fetchDayBookSummary.mockImplementation(async (f: DayBookFilters) => summaryFor(f))
  api.fetchTransactionsPage.mockImplementation(
    async (_f: DayBookFilters, page: { before?: string }) =>
      page.before
        ? { transactions: [record(51), record(52)], next: null }
        : { transactions: Array.from({ length: 50 }, (_, i) => record(i + 1)), next: 'tx-50' },
  )
  wrapper = mount(TransactionsView, { attachTo: document.body })
  await settle()
})
afterEach(() => wrapper.unmount())

const input = (id: string) => wrapper.find<HTMLInputElement>(`#${id}`)
const buttonNamed = (name: string) => wrapper.findAll('button').find((b) => b.text() === name)!
const rows = () => wrapper.findAll('table.day-book-table tbody tr')

describe('the day book page', () => {
  it('opens on today: the page, its totals and the 14 days that end today', () => {
    expect(api.fetchTransactionsPage).toHaveBeenCalledWith(
      { from: today, to: today },
      { limit: 50 },
    )
    expect(api.fetchDayBookSummary).toHaveBeenCalledWith({ from: today, to: today })
    expect(api.fetchDayBookSummary).toHaveBeenCalledWith({ from: shiftDate(today, -13), to: today })
    expect(input('day-book-from').element.value).toBe(today)
  })

  it('shows the totals by operation and result, and by bank', () => {
    expect(wrapper.text()).toContain('12 records, 9 successful.')
    const byOperation = wrapper.findAll('table').find((t) => t.text().includes('By operation'))!
    const headings = byOperation.findAll('thead th').map((th) => th.text())
    // Total beside the operation, so it shows at any width.
    expect(headings).toEqual([
      'Operation',
      'Total',
      'Success',
      'Refused',
      'Timed out (not confirmed)',
    ])
    const cells = byOperation
      .findAll('tbody tr')
      .map((tr) => tr.findAll('th,td').map((c) => c.text()))
    expect(cells).toEqual([
      ['Balance enquiry', '10', '8', '2', '0'],
      ['Mini statement', '2', '1', '0', '1'],
    ])
    expect(byOperation.find('tfoot').text()).toContain('12')
    const byBank = wrapper.findAll('table').find((t) => t.text().includes('By bank'))!
    // A bank the summary names by IIN only takes its name from the bank list.
    expect(byBank.text()).toContain('ICICI Bank (508534)')
  })

  it('continues with older records after the first page, then says all are shown', async () => {
    expect(rows()).toHaveLength(50)
    expect(wrapper.text()).toContain('Showing the latest 50 records')
    await buttonNamed('Older records').trigger('click')
    await settle()
    expect(api.fetchTransactionsPage).toHaveBeenLastCalledWith(
      { from: today, to: today },
      { limit: 50, before: 'tx-50' },
    )
    expect(rows()).toHaveLength(52)
    expect(wrapper.text()).toContain('Showing all 52 records')
    // The button is gone with the last page: focus goes to the first record it added.
    expect(document.activeElement).toBe(rows()[50]!.find('a').element)
    expect(wrapper.findAll('button').some((b) => b.text() === 'Older records')).toBe(false)
  })

  it('shows the RRN of each record and links to the record', () => {
    const first = rows()[0]!
    expect(first.text()).toContain('042400000001')
    expect(first.find('a').attributes('href')).toBe('/transactions/tx-1')
  })

  it('sends a range, a result group, a bank and a search together', async () => {
    await wrapper.findAll('input[type=radio]')[1]!.setValue(true)
    await input('day-book-from').setValue('2026-11-01')
    await input('day-book-to').setValue('2026-11-07')
    await wrapper.find('#day-book-outcome').setValue('not-confirmed')
    await wrapper.find('#day-book-bank').setValue('607094')
    await input('day-book-search').setValue(' 1234 ')
    await wrapper.find('form').trigger('submit')
    await settle()
    const wanted = {
      from: '2026-11-01',
      to: '2026-11-07',
      outcomes: ['pending', 'timeout', 'error', 'unknown'],
      bankiin: '607094',
      q: '1234',
    }
    expect(api.fetchTransactionsPage).toHaveBeenLastCalledWith(wanted, { limit: 50 })
    expect(api.fetchDayBookSummary).toHaveBeenCalledWith(wanted)
    expect(wrapper.find('h2#day-book-totals-heading').text()).toBe(
      'Totals for 01/11/2026 to 07/11/2026',
    )
    const link = wrapper.find('a[download]')
    expect(link.text()).toBe('Download CSV')
    expect(link.attributes('href')).toBe(
      '/api/transactions/export.csv?from=2026-11-01&to=2026-11-07&outcome=pending%2Ctimeout%2Cerror%2Cunknown&bankiin=607094&q=1234',
    )
  })

  it('refuses a search that cannot match, beside the box, and asks nothing', async () => {
    const calls = api.fetchTransactionsPage.mock.calls.length
    await input('day-book-search').setValue('12,34')
    await wrapper.find('form').trigger('submit')
    await settle()
    expect(api.fetchTransactionsPage.mock.calls.length).toBe(calls)
    expect(input('day-book-search').attributes('aria-invalid')).toBe('true')
    expect(input('day-book-search').attributes('aria-describedby')).toContain(
      'day-book-search-error',
    )
    expect(wrapper.find('#day-book-search-error').text()).toContain('Type four digits')
  })

  it('refuses a range that ends before it starts', async () => {
    await wrapper.findAll('input[type=radio]')[1]!.setValue(true)
    await input('day-book-from').setValue('2026-11-07')
    await input('day-book-to').setValue('2026-11-01')
    const calls = api.fetchTransactionsPage.mock.calls.length
    await wrapper.find('form').trigger('submit')
    expect(api.fetchTransactionsPage.mock.calls.length).toBe(calls)
    expect(wrapper.text()).toContain('The last date must be the same as the first date or later.')
  })

  it('moves one day back with "Previous day"', async () => {
    await buttonNamed('Previous day').trigger('click')
    await settle()
    const yesterday = shiftDate(today, -1)
    expect(api.fetchTransactionsPage).toHaveBeenLastCalledWith(
      { from: yesterday, to: yesterday },
      { limit: 50 },
    )
    expect(buttonNamed('Next day').attributes('disabled')).toBeUndefined()
  })

  it('drops an answer to filters the merchant has already changed', async () => {
    let answerSlow: (value: unknown) => void = () => {}
    api.fetchTransactionsPage.mockImplementationOnce(
      () => new Promise((resolve) => (answerSlow = resolve)),
    )
    await buttonNamed('Previous day').trigger('click')
    await buttonNamed('Today').trigger('click')
    await settle()
    answerSlow({ transactions: [record(99, { rrn: 'STALE0000001' })], next: null })
    await settle()
    expect(wrapper.text()).not.toContain('STALE0000001')
    expect(rows()).toHaveLength(50)
  })

  it('keeps the figures on screen, for their own day, while another day is counted', async () => {
    const yesterday = shiftDate(today, -1)
    const [ty, tm, td] = today.split('-')
    const [yy, ym, yd] = yesterday.split('-')
    let answer: (value: unknown) => void = () => {}
    api.fetchDayBookSummary.mockImplementationOnce(
      (f: DayBookFilters) => new Promise((resolve) => (answer = () => resolve(summaryFor(f)))),
    )
    await buttonNamed('Previous day').trigger('click')
    await settle()
    // Nothing collapsed: today's totals stay under today's heading, and one line says why.
    const heading = () => wrapper.get('#day-book-totals-heading').text()
    expect(heading()).toContain(`${td}/${tm}/${ty}`)
    expect(wrapper.text()).toContain('12 records, 9 successful.')
    expect(wrapper.get('.day-book-page__counting').text()).toBe('Counting…')
    expect(rows()).toHaveLength(50)
    answer(undefined)
    await settle()
    expect(heading()).toContain(`${yd}/${ym}/${yy}`)
    expect(wrapper.get('.day-book-page__counting').text()).toBe('')
  })

  it('fills in at once, when the first answers and the bank list are all in', async () => {
    wrapper.unmount()
    setActivePinia(createPinia())
    let banksIn: (value: unknown) => void = () => {}
    bridge.fetchBanks.mockImplementationOnce(() => new Promise((resolve) => (banksIn = resolve)))
    wrapper = mount(TransactionsView, { attachTo: document.body })
    await settle()
    // The totals have come, the bank list has not: the filters' bank choices and the banks'
    // names in the totals would still change, so only the heading and "Counting…" show.
    expect(api.fetchDayBookSummary).toHaveBeenCalled()
    expect(wrapper.get('.day-book-page__counting').text()).toBe('Counting…')
    expect(wrapper.find('form.day-book-filters').exists()).toBe(false)
    expect(wrapper.find('.screen-only table').exists()).toBe(false)
    banksIn({ banks: [{ iin: '508534', name: 'ICICI Bank' }] })
    await settle()
    expect(wrapper.find('form.day-book-filters').exists()).toBe(true)
    expect(wrapper.text()).toContain('ICICI Bank (508534)')
    expect(rows()).toHaveLength(50)
    expect(wrapper.get('.day-book-page__counting').text()).toBe('')
  })

  it('draws the 14 days and gives the same figures as a table', () => {
    const svg = wrapper.find('svg')
    expect(svg.attributes('aria-hidden')).toBe('true')
    const table = wrapper.findAll('table').find((t) => t.text().includes('Records per day'))!
    const body = table.findAll('tbody tr').map((tr) => tr.findAll('th,td').map((c) => c.text()))
    expect(body).toHaveLength(14)
    const [y, m, d] = today.split('-')
    expect(body.at(-1)).toEqual([`${d}/${m}/${y}`, '9', '3', '12'])
    expect(body.at(-3)!.slice(1)).toEqual(['0', '3', '3'])
    expect(body.filter((r) => r[3] === '0')).toHaveLength(12)
  })

  it('says plainly when the totals could not be loaded, and still lists the records', async () => {
    api.fetchDayBookSummary.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'INTERNAL_ERROR', message: 'The bridge broke.' }),
    )
    await buttonNamed('Previous day').trigger('click')
    await settle()
    expect(wrapper.text()).toContain('The totals could not be loaded.')
    expect(wrapper.text()).toContain('The last 14 days could not be loaded.')
    expect(rows()).toHaveLength(50)
  })

  it('prints the day’s summary on its own A4 sheet', async () => {
    // happy-dom has no print dialogue.
    const print = vi.fn()
    window.print = print
    await buttonNamed('Print the day’s summary').trigger('click')
    await settle()
    expect(print).toHaveBeenCalledOnce()
    const sheet = wrapper.find('.day-book-print')
    expect(sheet.classes()).toContain('print-only')
    expect(sheet.text()).toContain('Day book summary')
    expect(sheet.text()).toContain('12 records, 9 successful.')
  })

  it('speaks Hindi when the merchant chose it', async () => {
    await loadLanguage('hi')
    await usePreferencesStore().setLanguage('hi')
    await settle()
    expect(wrapper.text()).toContain('12 रिकॉर्ड, 9 सफल।')
    expect(wrapper.text()).toContain('पुराने रिकॉर्ड')
    expect(wrapper.find('a[download]').text()).toBe('CSV डाउनलोड करें')
  })
})
