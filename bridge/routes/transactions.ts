// The history and the day book (docs/contract.md, "The day book (v1.2)" and "GET
// /api/transactions"): one page of records newest first with filters and a cursor, the range's
// totals, the CSV export and the XLSX beside it (in the desk's language, `lang`), one whole record,
// and the merchant's purge. The filters are parsed once, in src/shared/day-book.ts.

import type { PurgeReply, TransactionsPageReply } from '../../src/shared/contract.ts'
import {
  namedDays,
  checkDayBookFilters,
  checkDayBookQuery,
  type DayBookFilters,
  type QueryProblem,
} from '../../src/shared/day-book.ts'
import { indiaDate } from '../../src/shared/india-day.ts'
import { csvFileName } from '../day-book/csv.ts'
import { csvChunks } from '../day-book/csv-export.ts'
import { EXPORT_LANGUAGES, type ExportLanguage } from '../day-book/export-cells.ts'
import { ExportSlots } from '../day-book/export-slots.ts'
import { PART } from '../day-book/paged-export.ts'
import type { Checked } from '../../src/shared/checked.ts'
import { BridgeError } from '../errors.ts'
import type { Reply, Route } from '../http/router.ts'
import {
  JournalWriteError,
  PurgeFloorError,
  UnknownCursorError,
  type Journal,
} from '../journal/journal.ts'

function valid<T>(checked: Checked<T, QueryProblem>): T {
  if (!checked.ok)
    throw new BridgeError('VALIDATION_FAILED', checked.problem.message, {
      field: checked.problem.field,
    })
  return checked.value
}

/** The India date of today, for a range left open at one end. */
const today = (now: () => Date) => indiaDate(now().getTime())

/** `lang`: the desk's language for the words of operation and outcome; English when absent. */
function requireExportLanguage(url: URL): ExportLanguage {
  const lang = url.searchParams.get('lang') ?? 'en'
  if ((EXPORT_LANGUAGES as readonly string[]).includes(lang)) return lang as ExportLanguage
  throw new BridgeError(
    'VALIDATION_FAILED',
    `lang must be one of ${EXPORT_LANGUAGES.join(', ')}.`,
    {
      field: 'lang',
    },
  )
}

/** The first and last day of what was exported, for the file's name. */
function spanOf(
  filters: DayBookFilters,
  now: () => Date,
  first: number | null,
  last: number | null,
) {
  const day = (at: number | null) => (at === null ? null : indiaDate(at))
  return namedDays(filters, day(first), day(last), today(now))
}

/** An export's chunks, holding one of the export slots while they stream (export-slots.ts). */
type Held = (chunks: AsyncIterable<string | Uint8Array>) => AsyncIterable<string | Uint8Array>

/** The CSV of the records that match, streamed slice by slice (csv-export.ts), in the desk's words. */
function csvExport(journal: Journal, url: URL, now: () => Date, held: Held): Reply {
  const filters = valid(checkDayBookFilters(url.searchParams))
  const lang = requireExportLanguage(url)
  const { first, last } = journal.span(filters)
  const name = csvFileName(...spanOf(filters, now, first, last))
  return {
    status: 200,
    raw: true,
    body: held(csvChunks(journal, filters, lang)),
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  }
}

/**
 * The XLSX writer (xlsx.ts, its zip and node:zlib), loaded at the first XLSX export rather than
 * at every start, before the bridge listens (BENCHMARKS.md, "The executable's start, stop 7").
 */
const xlsxWriter = () => import('../day-book/xlsx.ts')

/** The same records as an Excel workbook (xlsx.ts), streamed as the CSV is. */
async function xlsxExport(journal: Journal, url: URL, now: () => Date, held: Held): Promise<Reply> {
  const filters = valid(checkDayBookFilters(url.searchParams))
  const lang = requireExportLanguage(url)
  const { XLSX_TYPE, xlsxChunks, xlsxFileName } = await xlsxWriter()
  const { first, last } = journal.span(filters)
  const name = xlsxFileName(...spanOf(filters, now, first, last))
  return {
    status: 200,
    raw: true,
    // Slices of PART records: reading and parsing one is a piece of work between two turns.
    body: held(
      xlsxChunks(
        journal.sliced(filters, (records) => [...records], PART),
        lang,
      ),
    ),
    headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${name}"` },
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
    if (error instanceof PurgeFloorError)
      throw new BridgeError(
        'VALIDATION_FAILED',
        `This desk keeps every record at least ${error.days} days (${error.why}). Nothing was ` +
          `removed; purge only records older than ${error.days} days.`,
        { field: 'olderThanDays' },
      )
    if (error instanceof JournalWriteError)
      throw new BridgeError(
        'JOURNAL_UNAVAILABLE',
        `The history on this laptop cannot be written: ${error.reason} The purge stopped; what it had not removed yet is still in the history.`,
      )
    throw error
  }
}

/** The two exports, each holding one of the export slots while it streams. */
function exportRoutes(journal: Journal, now: () => Date, slots: ExportSlots): Route[] {
  return [
    {
      method: 'GET',
      path: '/api/transactions/export.csv',
      handler: ({ url, signal }) =>
        csvExport(journal, url, now, (chunks) => slots.hold(chunks, signal)),
    },
    {
      method: 'GET',
      path: '/api/transactions/export.xlsx',
      handler: ({ url, signal }) =>
        xlsxExport(journal, url, now, (chunks) => slots.hold(chunks, signal)),
    },
  ]
}

export function transactionRoutes(
  journal: Journal,
  now: () => Date = () => new Date(),
  slots = new ExportSlots(),
): Route[] {
  return [
    {
      method: 'GET',
      path: '/api/transactions',
      handler: ({ url }) => {
        const query = valid(checkDayBookQuery(url.searchParams))
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
        const filters: DayBookFilters = valid(checkDayBookFilters(url.searchParams))
        // JSON made by the journal as bytes (DayBookSummaryReply): no object per day or bank
        // here, and no string to encode again; written to the socket as they are.
        return {
          status: 200,
          raw: true,
          body: journal.summaryBytes(filters, today(now)),
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
        }
      },
    },
    ...exportRoutes(journal, now, slots),
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
      // A purge has an effect: a JSON POST like every other such call (docs/security.md rule 5).
      method: 'POST',
      path: '/api/transactions/purge',
      handler: async ({ body }) => purge(journal, requirePurgeDays(body.olderThanDays)),
    },
  ]
}
