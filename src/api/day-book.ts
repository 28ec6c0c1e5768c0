// The day book's endpoints (bridge-api.md, "The day book (v1.2)"), beside bridge.ts rather than in
// it: bridge.ts is in the enquiry page's first load, and these (with the shared query writer)
// belong to the lazy Transactions page only. The same filters serve the page, the summary and the
// CSV; the query is written once, by dayBookSearchParams.

import type { DayBookSummaryReply, TransactionsPageReply } from '../shared/contract.ts'
import { dayBookSearchParams, type DayBookFilters } from '../shared/day-book.ts'
import { BRIDGE_BASE_URL } from './base-url.ts'
import { toApiError } from './api-error.ts'
import { bridgeFetch, getJson, type RequestOptions } from './client.ts'

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

/** The export's address, with the bridge's base URL, so a hosted page links to the bridge. */
export function dayBookCsvUrl(filters: DayBookFilters): string {
  const search = dayBookSearchParams(filters).toString()
  return `${BRIDGE_BASE_URL}/api/transactions/export.csv${search ? `?${search}` : ''}`
}

/** A file from the bridge, with the name its Content-Disposition gives. */
async function getBlob(
  path: string,
  options: RequestOptions,
): Promise<{ blob: Blob; fileName: string | null }> {
  try {
    const reply = await bridgeFetch.raw<Blob, 'blob'>(path, {
      method: 'GET',
      responseType: 'blob',
      headers: { Accept: 'text/csv' },
      ...options,
    })
    const disposition = reply.headers.get('content-disposition') ?? ''
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null
    return { blob: reply._data ?? new Blob([]), fileName }
  } catch (error) {
    throw toApiError(error)
  }
}

/** The export as a file, fetched with this page's Origin (a hosted page; see DayBookActions). */
export const fetchDayBookCsv = (filters: DayBookFilters) =>
  getBlob('/api/transactions/export.csv', {
    query: query(dayBookSearchParams(filters)),
    timeout: 60_000,
  })
