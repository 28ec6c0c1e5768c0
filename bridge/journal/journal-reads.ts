// The journal's reads: a record by id, the history and the day book's pages, summary, span and
// the export's slices, all through the query context (day-book-queries.ts) that the open journal
// gives. Apart from journal.ts so that the Journal class keeps to opening, writing and removing.

import type { DayBookFilters } from '../../src/shared/day-book.ts'
import { summarise, type DayBookEntry } from '../day-book/summary.ts'
import * as queries from './day-book-queries.ts'
import type { JournalPage, StoredRecord, StoredSummary } from './journal-types.ts'
import { present, ROW_COLUMNS, type RecordRow } from './record-row.ts'
import { summaryJson } from './summary-sql.ts'

export abstract class JournalReads {
  /**
   * The open journal's statements, its own time and what retention hides; throws when closed, or
   * when the journal cannot yet answer these filters (an import, the causes still being read).
   */
  protected abstract context(filters?: DayBookFilters): queries.QueryContext

  get(id: string): StoredRecord | undefined {
    const ctx = this.context()
    const row = ctx
      .statement(`SELECT ${ROW_COLUMNS}, entries FROM records WHERE id = ? AND journal_time >= ?`)
      .get(id, ctx.hiddenBefore) as RecordRow | undefined
    return row === undefined ? undefined : present(row, ctx.reprintMs, ctx.now)
  }

  get size(): number {
    return (this.context().statement('SELECT count(*) AS n FROM records').get() as { n: number }).n
  }

  /** Newest first (by sequence): the history of v1.1. */
  list(limit: number): StoredSummary[] {
    return this.page({}, limit, null).transactions
  }

  /** One page of the day book, newest first, and the cursor of the next one. */
  page(filters: DayBookFilters, limit: number, before: string | null): JournalPage {
    return queries.readPage(this.context(filters), filters, limit, before)
  }

  /** What the summary counts: groups of records by India day, operation, outcome and bank. */
  entries(filters: DayBookFilters): DayBookEntry[] {
    return queries.summaryGroups(this.context(filters), filters)
  }

  /**
   * The day book's summary (docs/contract.md, /summary) as JSON text: built by SQLite from the
   * tallies (summary-sql.ts), or for a search or a cause counted from its records.
   */
  summaryText(filters: DayBookFilters, today: string): string {
    if (queries.readsRecords(filters))
      return JSON.stringify(summarise(this.entries(filters), filters, today))
    const where = queries.whereOf(filters, null)
    return summaryJson(this.context(filters).statement, where, { ...filters, today })
  }

  /**
   * (v1.5) When the last customer enquiry that reached the bank began (epoch ms), whatever its
   * outcome; null for none. RBI/2025-26/63: three months without one and the bank re-verifies the
   * operator. An answered one is in the tallies (a few rows per day); one without an answer
   * reached the bank only when it timed out or got a bad reply, read from the few unknown records.
   */
  lastCustomerEnquiry(): number | null {
    const ctx = this.context()
    const answered = ctx
      .statement(
        `SELECT max(last_at) AS at FROM tallies
         WHERE operation IN ('balance-enquiry', 'mini-statement') AND outcome != 'unknown'`,
      )
      .get() as { at: number | null }
    const unanswered = ctx
      .statement(
        `SELECT max(started_at) AS at FROM records
         WHERE outcome = 'unknown' AND operation IN ('balance-enquiry', 'mini-statement')
           AND json_extract(body, '$.errorCode') IN ('UPSTREAM_TIMEOUT', 'UPSTREAM_BAD_REPLY')`,
      )
      .get() as { at: number | null }
    const times = [answered.at, unanswered.at].filter((at): at is number => at !== null)
    return times.length ? Math.max(...times) : null
  }

  /** The first and last start time (epoch ms) of the records that match; nulls for none. */
  span(filters: DayBookFilters): { first: number | null; last: number | null } {
    return queries.matchingSpan(this.context(filters), filters)
  }

  /** The matching records, oldest first, without statement entries, a slice at a time (exports). */
  slices(filters: DayBookFilters): Generator<StoredRecord[], void, undefined> {
    return queries.matchingRecords(() => this.context(filters), filters)
  }

  /**
   * The matching records, oldest first, without statement entries, `slice` at a time, each slice
   * handed to `take` as its rows are read (matchingSlices): what `take` makes of each slice.
   */
  sliced<T>(
    filters: DayBookFilters,
    take: (records: Iterable<StoredRecord>) => T,
    slice?: number,
  ): Generator<T, void, undefined> {
    return queries.matchingSlices(() => this.context(filters), filters, take, slice)
  }
}
