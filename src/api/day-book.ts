// The day book's endpoints (docs/contract.md, "The day book (v1.2)"), beside bridge.ts rather than
// in it: bridge.ts is in the enquiry page's first load, and these (with the shared query writer)
// belong to the lazy Transactions page only. The same filters serve the page, the summary and the
// CSV; the query is written once, by dayBookSearchParams.

import type { DayBookSummaryReply, TransactionsPageReply } from '../shared/contract.ts'
import { dayBookSearchParams, type DayBookFilters } from '../shared/day-book.ts'
import type { Language } from '../i18n/messages.ts'
import { currentBridgeBase } from './base-url.ts'
import { getFile, getJson } from './client.ts'

const query = (params: URLSearchParams) => Object.fromEntries(params)

/** One page of the day book, newest first; `next` is the cursor of the older page. */
export const fetchTransactionsPage = (
  filters: DayBookFilters,
  page: { limit: number; before?: string | null },
) =>
  getJson<TransactionsPageReply>('/api/transactions', {
    query: query(dayBookSearchParams(filters, page)),
    timeout: 15_000,
  })

export const fetchDayBookSummary = (filters: DayBookFilters) =>
  getJson<DayBookSummaryReply>('/api/transactions/summary', {
    query: query(dayBookSearchParams(filters)),
    timeout: 15_000,
  })

/** The exports (docs/contract.md, export.csv; export.xlsx beside it for Excel). */
export type DayBookFormat = 'csv' | 'xlsx'

const EXPORT_TYPES: Record<DayBookFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** The filters, and the desk's language for the words of operation and outcome. */
function exportQuery(filters: DayBookFilters, lang: Language): URLSearchParams {
  const params = dayBookSearchParams(filters)
  if (lang !== 'en') params.set('lang', lang)
  return params
}

/** The export's address, with the bridge's base URL, so a hosted page links to the bridge. */
export function dayBookExportUrl(
  filters: DayBookFilters,
  format: DayBookFormat = 'csv',
  lang: Language = 'en',
): string {
  const search = exportQuery(filters, lang).toString()
  return `${currentBridgeBase()}/api/transactions/export.${format}${search ? `?${search}` : ''}`
}

/** The export as a file, fetched with this page's Origin (a hosted page; see DayBookActions). */
export const fetchDayBookFile = (
  filters: DayBookFilters,
  format: DayBookFormat = 'csv',
  lang: Language = 'en',
) =>
  getFile(`/api/transactions/export.${format}`, {
    accept: EXPORT_TYPES[format],
    query: query(exportQuery(filters, lang)),
    timeout: 60_000,
  })
