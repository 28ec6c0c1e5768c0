// @vitest-environment happy-dom
// The record page after REPRINT_HOURS (docs/contract.md v1.2), and the day book's requests as sent.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { record as journalRecord } from '../../fixtures/records.ts'
import TransactionDetailView from '../../../src/views/TransactionDetailView.vue'
import { loadLaterTexts } from '../../../src/i18n/messages.ts'

// Mounted directly, not through a lazy wrapper: its later texts are loaded as the wrapper would.
await loadLaterTexts()

const bridge = vi.hoisted(() => ({ fetchTransaction: vi.fn(), fetchBanks: vi.fn() }))
vi.mock('../../../src/api/bridge.ts', () => bridge)
const client = vi.hoisted(() => ({ getJson: vi.fn(), getFile: vi.fn() }))
vi.mock('../../../src/api/client.ts', () => client)

const record = journalRecord({
  id: 'tx-7',
  startedAt: '2026-11-20T05:00:00.000Z',
  finishedAt: '2026-11-20T05:00:03.000Z',
  merchantLoginId: 'M1',
  aadhaarMasked: 'XXXXXXXX1234',
  message: 'ok',
  displayMessage: 'ok',
  guidance: null,
  rrn: '042477471823',
  stanNo: '918294',
  clientRefNo: 'REF1',
  transactionDateTime: null,
  availableBalance: null,
})

beforeEach(() => {
  setActivePinia(createPinia())
  vi.clearAllMocks()
})

async function open(reply: object) {
  bridge.fetchTransaction.mockResolvedValue(reply)
  const wrapper = mount(TransactionDetailView, { props: { id: 'tx-7' } })
  await flushPromises()
  return wrapper
}

describe('a record whose customer details were removed', () => {
  it('says when and after how many hours', async () => {
    const wrapper = await open({ ...record, detailsRemovedAt: '2026-11-21T05:00:00.000Z' })
    expect(wrapper.text()).toContain(
      'The customer’s balance and statement entries were removed from this record on',
    )
    expect(wrapper.text()).toContain('24 h after the enquiry')
  })

  it('says nothing of the kind while they are kept', async () => {
    const wrapper = await open({ ...record, availableBalance: '10.00' })
    expect(wrapper.text()).not.toContain('were removed')
  })
})

describe('the day book requests', () => {
  it('send the filters, the page size and the cursor as the contract names them', async () => {
    const { fetchDayBookSummary, fetchTransactionsPage } =
      await import('../../../src/api/day-book.ts')
    client.getJson.mockResolvedValue({})
    await fetchTransactionsPage(
      { from: '2026-11-23', to: '2026-11-23', operations: ['mini-statement'] },
      { limit: 50, before: 'tx-9' },
    )
    expect(client.getJson).toHaveBeenLastCalledWith('/api/transactions', {
      query: {
        from: '2026-11-23',
        to: '2026-11-23',
        operation: 'mini-statement',
        limit: '50',
        before: 'tx-9',
      },
      timeout: 15_000,
    })
    await fetchDayBookSummary({ from: '2026-11-10', to: '2026-11-23', q: '1234' })
    expect(client.getJson).toHaveBeenLastCalledWith('/api/transactions/summary', {
      query: { from: '2026-11-10', to: '2026-11-23', q: '1234' },
      timeout: 15_000,
    })
  })

  it('fetch the CSV as a file, with the same filters, asking for text/csv', async () => {
    const { fetchDayBookFile } = await import('../../../src/api/day-book.ts')
    client.getFile.mockResolvedValue({ blob: new Blob(['x']), fileName: 'e.csv' })
    const file = await fetchDayBookFile({ from: '2026-11-23', to: '2026-11-23' })
    expect(file.fileName).toBe('e.csv')
    expect(client.getFile).toHaveBeenCalledWith('/api/transactions/export.csv', {
      accept: 'text/csv',
      query: { from: '2026-11-23', to: '2026-11-23' },
      timeout: 60_000,
    })
  })

  it('fetch the XLSX in the desk’s language, with the same filters (issue 22)', async () => {
    const { fetchDayBookFile, dayBookExportUrl } = await import('../../../src/api/day-book.ts')
    client.getFile.mockResolvedValue({ blob: new Blob(['x']), fileName: 'e.xlsx' })
    await fetchDayBookFile({ from: '2026-11-23', to: '2026-11-23' }, 'xlsx', 'hi')
    expect(client.getFile).toHaveBeenLastCalledWith('/api/transactions/export.xlsx', {
      accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      query: { from: '2026-11-23', to: '2026-11-23', lang: 'hi' },
      timeout: 60_000,
    })
    expect(dayBookExportUrl({ from: '2026-11-23' }, 'csv', 'hi')).toMatch(
      /\/api\/transactions\/export\.csv\?from=2026-11-23&lang=hi$/,
    )
  })

  it('take the file name the bridge gives in Content-Disposition', async () => {
    const { fileNameOf } = await vi.importActual<typeof import('../../../src/api/client.ts')>(
      '../../../src/api/client.ts',
    )
    expect(fileNameOf('attachment; filename="enquiries-2026-11-23-to-2026-11-23.csv"')).toBe(
      'enquiries-2026-11-23-to-2026-11-23.csv',
    )
    expect(fileNameOf(null)).toBeNull()
    expect(fileNameOf('attachment')).toBeNull()
  })
})

/** The day book's downloads and print, on the bridge's own page unless told otherwise. */
async function mountActions(props: {
  crossOrigin: boolean
  oneDay: boolean
  csvUrl?: string
  xlsxUrl?: string
  importing?: boolean
}) {
  const { default: DayBookActions } =
    await import('../../../src/components/day-book/DayBookActions.vue')
  return mount(DayBookActions, {
    props: {
      csvUrl: '/api/transactions/export.csv?from=x',
      xlsxUrl: '/api/transactions/export.xlsx?from=x',
      csv: { kind: 'idle' as const },
      ...props,
    },
  })
}

describe('the Download CSV link', () => {
  it('downloads by itself on the bridge’s own page', async () => {
    const wrapper = await mountActions({ crossOrigin: false, oneDay: true })
    const click = new MouseEvent('click', { cancelable: true })
    wrapper.find('a').element.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(wrapper.emitted('download')).toBeUndefined()
  })

  it('asks for the file with the page’s Origin on a hosted page', async () => {
    const wrapper = await mountActions({
      csvUrl: 'http://127.0.0.1:7410/api/transactions/export.csv',
      xlsxUrl: 'http://127.0.0.1:7410/api/transactions/export.xlsx',
      crossOrigin: true,
      oneDay: false,
    })
    const click = new MouseEvent('click', { cancelable: true })
    wrapper.find('a').element.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(wrapper.emitted('download')).toEqual([['csv']])
    const xlsx = new MouseEvent('click', { cancelable: true })
    wrapper.findAll('a')[1]!.element.dispatchEvent(xlsx)
    expect(wrapper.emitted('download')).toEqual([['csv'], ['xlsx']])
    expect(wrapper.find('button').text()).toBe('Print the summary')
  })

  it('during an import offers no file and no print, in their places, and says why they wait', async () => {
    const wrapper = await mountActions({ crossOrigin: false, oneDay: true, importing: true })
    expect(wrapper.find('a').exists()).toBe(false)
    const buttons = wrapper.findAll('button')
    expect(buttons.map((b) => [b.text(), b.attributes('disabled')])).toEqual([
      ['Download CSV', ''],
      ['Download for Excel (XLSX)', ''],
      ['Print the day’s summary', ''],
    ])
    for (const button of buttons)
      expect(button.attributes('aria-describedby')).toBe('day-book-csv-hint')
    expect(wrapper.find('#day-book-csv-hint').text()).toBe(
      'Downloads and printing wait while the history is brought over from the older version; they come back here by themselves when it is done.',
    )
    await wrapper.setProps({ importing: false })
    expect(wrapper.findAll('a[download]')).toHaveLength(2)
    expect(wrapper.find('button').attributes('disabled')).toBeUndefined()
  })
})
