// The day book's life on its page: the filters in force, the list with its
// "older" pages, the range's totals, the 14-day chart and the CSV for a hosted page. Each request
// carries a generation, so an answer to filters the merchant has already changed is dropped.
// While a new answer is on its way, the last one stays on screen (each figure says what period it
// is for): nothing collapses to a "Counting…" line and jumps back when the new figures arrive.

import { computed, ref, shallowRef, type Ref } from 'vue'
import { toApiError, type ApiError } from '../api/api-error.ts'
import {
  dayBookExportUrl,
  fetchDayBookFile,
  fetchDayBookSummary,
  fetchTransactionsPage,
  type DayBookFormat,
} from '../api/day-book.ts'
import type { Language } from '../i18n/messages.ts'
import { chartDates, indiaToday } from '../lib/day-book/day-book-figures.ts'
import type { DayBookSummaryReply, TransactionSummary } from '../shared/contract.ts'
import type { DayBookFilters } from '../shared/day-book.ts'

export const DAY_BOOK_PAGE = 50

export type Loaded<T> =
  { kind: 'loading' } | { kind: 'done'; value: T } | { kind: 'error'; error: ApiError }

export interface DayBookPage {
  transactions: TransactionSummary[]
  next: string | null
}

export type OlderState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; error: ApiError }

export type CsvState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'error'; error: ApiError }

type Settled<T> = Exclude<Loaded<T>, { kind: 'loading' }>

async function settle<T>(work: Promise<T>): Promise<Settled<T>> {
  try {
    return { kind: 'done', value: await work }
  } catch (error) {
    return { kind: 'error', error: toApiError(error) }
  }
}

/** The 14 days the chart shows end on the range's last day; the other filters do not apply. */
export function chartFilters(filters: DayBookFilters, today: string): DayBookFilters {
  const last = filters.to ?? filters.from ?? today
  return { from: chartDates(last)[0], to: last }
}

/** The last day of the 14 on screen: the answer's own while one is shown. */
function lastChartDay(chart: Loaded<DayBookSummaryReply>, filters: DayBookFilters, today: string) {
  return chart.kind === 'done' ? chart.value.to : chartFilters(filters, today).to!
}

/** `language`: the desk's, for the words of the exports. */
export function useDayBook(today: string = indiaToday(), language: () => Language = () => 'en') {
  const filters = ref<DayBookFilters>({ from: today, to: today })
  const list = shallowRef<Loaded<DayBookPage>>({ kind: 'loading' })
  const older = shallowRef<OlderState>({ kind: 'idle' })
  const summary = shallowRef<Loaded<DayBookSummaryReply>>({ kind: 'loading' })
  const chart = shallowRef<Loaded<DayBookSummaryReply>>({ kind: 'loading' })
  /** An answer to the filters in force is on its way (the last answer stays until it comes). */
  const counting = ref(false)
  let generation = 0

  const chartEnd = computed(() => lastChartDay(chart.value, filters.value, today))

  async function show(next: DayBookFilters = filters.value) {
    const mine = ++generation
    filters.value = next
    older.value = { kind: 'idle' }
    counting.value = true
    const page = settle(fetchTransactionsPage(next, { limit: DAY_BOOK_PAGE }))
    const totals = settle(fetchDayBookSummary(next))
    const days = settle(fetchDayBookSummary(chartFilters(next, today)))
    const [p, t, d] = await Promise.all([page, totals, days])
    if (mine !== generation) return
    list.value = p
    summary.value = t
    chart.value = d
    counting.value = false
  }

  async function showOlder() {
    const current = list.value
    if (current.kind !== 'done' || !current.value.next || older.value.kind === 'loading') return
    const mine = generation
    older.value = { kind: 'loading' }
    const reply = await settle(
      fetchTransactionsPage(filters.value, { limit: DAY_BOOK_PAGE, before: current.value.next }),
    )
    if (mine !== generation) return
    if (reply.kind === 'error') {
      older.value = reply
      return
    }
    const transactions = [...current.value.transactions, ...reply.value.transactions]
    list.value = { kind: 'done', value: { transactions, next: reply.value.next } }
    older.value = { kind: 'idle' }
  }

  return {
    filters,
    list,
    older,
    summary,
    chart,
    chartEnd,
    counting,
    show,
    showOlder,
    ...useDayBookExports(filters, language),
  }
}

/**
 * The exports of the filters in force, in the desk's language: the CSV's and the XLSX's
 * links, and the file itself for a hosted page.
 */
export function useDayBookExports(filters: Ref<DayBookFilters>, language: () => Language) {
  const csv = shallowRef<CsvState>({ kind: 'idle' })
  const csvUrl = computed(() => dayBookExportUrl(filters.value, 'csv', language()))
  const xlsxUrl = computed(() => dayBookExportUrl(filters.value, 'xlsx', language()))

  /** A hosted page's link would reach the bridge without an Origin: fetched with one instead. */
  async function fetchCsv(
    format: DayBookFormat = 'csv',
  ): Promise<{ blob: Blob; fileName: string | null } | null> {
    csv.value = { kind: 'saving' }
    try {
      const file = await fetchDayBookFile(filters.value, format, language())
      csv.value = { kind: 'idle' }
      return file
    } catch (error) {
      csv.value = { kind: 'error', error: toApiError(error) }
      return null
    }
  }

  return { csv, csvUrl, xlsxUrl, fetchCsv }
}
