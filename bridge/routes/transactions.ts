// The history and the day book (bridge-api.md, "The day book (v1.2)" and "GET /api/transactions"):
// one page of records newest first with filters and a cursor, the range's totals, the CSV export,
// one whole record, and the merchant's purge. The filters are parsed once, in src/shared/day-book.ts.

import type {
  DayBookSummaryReply,
  PurgeReply,
  TransactionsPageReply,
} from '../../src/shared/contract.ts'
import {
  parseDayBookFilters,
  parseDayBookQuery,
  type DayBookFilters,
  type Parsed,
} from '../../src/shared/day-book.ts'
import { indiaDate } from '../../src/shared/india-day.ts'
import { csvFileName } from '../day-book/csv.ts'
import { csvChunks } from '../day-book/csv-export.ts'
import { summarise } from '../day-book/summary.ts'
import { BridgeError } from '../errors.ts'
import type { Reply, Route } from '../http/router.ts'
import { JournalWriteError, UnknownCursorError, type Journal } from '../journal/journal.ts'

function valid<T>(parsed: Parsed<T>): T {
  if (!parsed.ok)
    throw new BridgeError('VALIDATION_FAILED', parsed.message, { field: parsed.field })
  return parsed.value
}

/** The India date of today, for a range left open at one end. */
const today = (now: () => Date) => indiaDate(now().getTime())

/** The CSV of the records that match, streamed slice by slice (csv-export.ts). */
function csvExport(journal: Journal, filters: DayBookFilters, now: () => Date): Reply {
  const { first, last } = journal.span(filters)
  const day = (at: number | null) => (at === null ? today(now) : indiaDate(at))
  const name = csvFileName(filters.from ?? day(first), filters.to ?? day(last))
  return {
    status: 200,
    raw: true,
    body: csvChunks(journal, filters),
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  }
}

/** olderThanDays: a whole number of days, 0 (all) to 3650. */
function requirePurgeDays(days: unknown): number {
  if (typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= 3650) return days
  throw new BridgeError(
    'VALIDATION_FAILED',
    'olderThanDays must be a whole number of days (0 removes all).',
    { field: 'olderThanDays' },
  )
}

/** The merchant's purge; a full disk during it is the contract's journal error, not 500. */
async function purge(journal: Journal, days: number): Promise<Reply> {
  try {
    return { status: 200, body: (await journal.purgeOlderThan(days)) satisfies PurgeReply }
  } catch (error) {
    if (error instanceof JournalWriteError)
      throw new BridgeError(
        'JOURNAL_UNAVAILABLE',
        `The history on this laptop cannot be written: ${error.reason} The purge stopped; what it had not removed yet is still in the history.`,
      )
    throw error
  }
}

export function transactionRoutes(journal: Journal, now: () => Date = () => new Date()): Route[] {
  return [
    {
      method: 'GET',
      path: '/api/transactions',
      handler: ({ url }) => {
        const query = valid(parseDayBookQuery(url.searchParams))
        try {
          const page = journal.page(query.filters, query.limit, query.before)
          return { status: 200, body: page satisfies TransactionsPageReply }
        } catch (error) {
          if (error instanceof UnknownCursorError)
            throw new BridgeError('VALIDATION_FAILED', error.message, { field: 'before' })
          throw error
        }
      },
    },
    {
      // Before /:id, which would otherwise take "summary" for an id.
      method: 'GET',
      path: '/api/transactions/summary',
      handler: ({ url }) => {
        const filters: DayBookFilters = valid(parseDayBookFilters(url.searchParams))
        const body = summarise(journal.entries(filters), filters, today(now))
        return { status: 200, body: body satisfies DayBookSummaryReply }
      },
    },
    {
      method: 'GET',
      path: '/api/transactions/export.csv',
      handler: ({ url }) => csvExport(journal, valid(parseDayBookFilters(url.searchParams)), now),
    },
    {
      method: 'GET',
      path: '/api/transactions/:id',
      handler: ({ params }) => {
        const record = journal.get(params.id!)
        if (!record)
          throw new BridgeError('NOT_FOUND', 'No transaction has this id; it may have been purged.')
        return { status: 200, body: record }
      },
    },
    {
      // A purge has an effect, so it is a JSON POST like every other such call (security.md rule 5).
      method: 'POST',
      path: '/api/transactions/purge',
      handler: async ({ body }) => purge(journal, requirePurgeDays(body.olderThanDays)),
    },
  ]
}
