// The history and the day book in SQL: the filters as a WHERE clause over the indexed
// columns, one page newest first with its cursor, the summary's groups from the tallies (a search
// by `q` or a cause counts its records instead), and the records of the CSV export a slice at a time by
// sequence number, so no statement stays open while the reply waits for the network.

import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { DayBookFilters } from '../../src/shared/day-book.ts'
import { startOfDayNumber } from '../../src/shared/india-day.ts'
import type { DayBookEntry } from '../day-book/summary.ts'
import { UnknownCursorError, type JournalPage, type StoredRecord } from './journal-types.ts'
import { readsRecords, recordsFor, whereOf, type QueryContext } from './day-book-where.ts'
import { bySeqs, pageSeqs, planSeqs, rowsOf, seqsOf, type SeqPlan } from './page-seqs.ts'
import { present, presentSummary, ROW_COLUMNS, type RecordRow } from './record-row.ts'

export { readsRecords, whereOf, type QueryContext, type Where } from './day-book-where.ts'

/** One page of the day book, newest first, and the cursor of the next one. */
export function readPage(
  ctx: QueryContext,
  filters: DayBookFilters,
  limit: number,
  before: string | null,
): JournalPage {
  let cursor: number | null = null
  if (before !== null) {
    const row = ctx.statement('SELECT seq FROM records WHERE id = ?').get(before) as
      { seq: number } | undefined
    if (row === undefined) throw new UnknownCursorError()
    cursor = row.seq
  }
  const columns = `id, ${ROW_COLUMNS}`
  let rows: (RecordRow & { id: string })[]
  if (bySeqs(filters)) {
    rows = rowsOf(ctx, pageSeqs(ctx, filters, { before: cursor }, limit + 1), columns)
  } else {
    const where = whereOf(filters, ctx.hiddenBefore)
    const below = cursor === null ? '' : ' AND seq < ?'
    rows = ctx
      .statement(
        `SELECT ${columns} FROM ${recordsFor(filters)} WHERE ${where.sql}${below}
         ORDER BY seq DESC LIMIT ?`,
      )
      .all(
        ...where.params,
        ...(cursor === null ? [] : [cursor]),
        limit + 1,
      ) as unknown as typeof rows
  }
  const shown = rows.slice(0, limit)
  return {
    transactions: shown.map((row) => presentSummary(row, ctx.reprintMs, ctx.now)),
    next: rows.length > limit ? shown.at(-1)!.id : null,
  }
}

interface GroupRow {
  day: number
  operation: string
  outcome: string
  bankiin: string
  operator: string
  n: number
  first_at: number
  last_at: number
  bank_name: string | null
  name_at: number | null
}

/**
 * What the summary counts. Without a search, from the tallies in two aggregates: per day,
 * operation and outcome (the totals, times and byOperation), and per day and bank (byBank): a few
 * rows per day, however many records. A search (`q`) or a cause counts its records instead.
 */
export function summaryGroups(ctx: QueryContext, filters: DayBookFilters): DayBookEntry[] {
  if (readsRecords(filters)) return searchGroups(ctx, filters)
  const where = whereOf(filters, null)
  const operations = ctx
    .statement(
      `SELECT operation, outcome, operator, sum(n) AS n, min(first_at) AS first_at,
         max(last_at) AS last_at
       FROM tallies WHERE ${where.sql} GROUP BY day, operation, outcome, operator`,
    )
    .all(...where.params) as unknown as GroupRow[]
  const banks = ctx
    .statement(
      `SELECT day, bankiin, sum(n) AS n, sum(CASE WHEN outcome = 'success' THEN n ELSE 0 END) AS ok,
         max(name_at) AS name_at, bank_name
       FROM tallies WHERE ${where.sql} GROUP BY day, bankiin`,
    )
    .all(...where.params) as unknown as (GroupRow & { ok: number })[]
  const out: DayBookEntry[] = operations.map((row) => ({
    part: 'operations',
    startedAt: row.first_at,
    lastAt: row.last_at,
    count: row.n,
    operation: row.operation,
    outcome: row.outcome,
    operator: row.operator,
    bankiin: '',
    bankName: null,
  }))
  for (const row of banks)
    out.push({
      part: 'banks',
      startedAt: startOfDayNumber(row.day),
      count: row.n,
      success: row.ok,
      operation: '',
      outcome: '',
      bankiin: row.bankiin,
      bankName: row.bank_name,
      nameAt: row.name_at ?? undefined,
    })
  return out
}

function searchGroups(ctx: QueryContext, filters: DayBookFilters): DayBookEntry[] {
  const where = whereOf(filters, ctx.hiddenBefore)
  const rows = ctx
    .statement(
      `SELECT operation, outcome, bankiin, operator, count(*) AS n, min(started_at) AS first_at,
        max(started_at) AS last_at, max(bank_name) AS bank_name, max(started_at) AS name_at
       FROM records WHERE ${where.sql} GROUP BY day, operation, outcome, bankiin, operator`,
    )
    .all(...where.params) as unknown as GroupRow[]
  return rows.map((row) => ({
    startedAt: row.first_at,
    lastAt: row.last_at,
    count: row.n,
    operation: row.operation,
    outcome: row.outcome,
    operator: row.operator,
    bankiin: row.bankiin,
    bankName: row.bank_name,
    nameAt: row.name_at ?? undefined,
  }))
}

/** The first and last start time of what matches (the CSV's file name), or nulls. */
export function matchingSpan(
  ctx: QueryContext,
  filters: DayBookFilters,
): { first: number | null; last: number | null } {
  if (readsRecords(filters)) {
    const where = whereOf(filters, ctx.hiddenBefore)
    return ctx
      .statement(
        `SELECT min(started_at) AS first, max(started_at) AS last FROM records WHERE ${where.sql}`,
      )
      .get(...where.params) as { first: number | null; last: number | null }
  }
  const where = whereOf(filters, null)
  return ctx
    .statement(
      `SELECT min(first_at) AS first, max(last_at) AS last FROM tallies WHERE ${where.sql}`,
    )
    .get(...where.params) as { first: number | null; last: number | null }
}

/**
 * How a reader of the matching rows reads each: the columns (seq first), what it makes of a row,
 * and whether rows are arrays (setReturnArrays: no object a row, for the CSV's many rows of two
 * columns, day-book/csv-export.ts). The day book's readers take the API's record (RECORDS).
 */
export interface RowReader<R> {
  columns: string
  arrays?: boolean
  read(row: RecordRow, ctx: QueryContext): R
}

/** The record as the API shows it, without its statement entries. */
export const RECORDS: RowReader<StoredRecord> = {
  columns: ROW_COLUMNS,
  read: (row, ctx) => present(row, ctx.reprintMs, ctx.now),
}

/**
 * The matching records, oldest first, without their statement entries, `slice` at a time, each
 * slice handed to `take` as the rows are read: one statement per slice, finished before the slice
 * is handed on, so writes go on between slices and nothing stays open. A record is parsed only as
 * `take` reaches it, so a slice's records need not all be held at once (the executable's young
 * generation is 1 MB: what outlives it is copied). `reader` says how rows are read (or RECORDS).
 */
export function* matchingSlices<T, R = StoredRecord>(
  context: () => QueryContext,
  filters: DayBookFilters,
  take: (records: Iterable<R>) => T,
  slice = 512,
  reader: RowReader<R> = RECORDS as unknown as RowReader<R>,
): Generator<T, void, undefined> {
  let after = 0
  let plan: SeqPlan | null | undefined
  for (;;) {
    const ctx = context()
    let rows: Iterable<RecordRow>
    if (bySeqs(filters)) {
      // Planned once: the counts and the span hold for the whole export.
      if (plan === undefined) plan = planSeqs(ctx, filters, { after }, slice)
      if (plan === null) return
      const seqs = seqsOf(ctx, filters, plan, { after }, slice)
      rows = rowsOf<RecordRow>(ctx, seqs, reader.columns, reader.arrays)
    } else {
      const where = whereOf(filters, ctx.hiddenBefore)
      const statement = ctx.statement(
        `SELECT ${reader.columns} FROM ${recordsFor(filters)}
         WHERE ${where.sql} AND seq > ? ORDER BY seq LIMIT ?`,
      )
      statement.setReturnArrays(reader.arrays ?? false)
      rows = statement.iterate(...where.params, after, slice) as Iterable<RecordRow>
    }
    let read = 0
    const records = {
      *[Symbol.iterator]() {
        for (const row of rows) {
          read++
          after = reader.arrays ? (row as unknown as number[])[0]! : row.seq
          yield reader.read(row, ctx)
        }
      },
    }
    const taken = take(records)
    if (read === 0) return
    yield taken
    if (read < slice) return
  }
}

/** The matching records, oldest first, without their statement entries, `slice` at a time. */
export function matchingRecords(
  context: () => QueryContext,
  filters: DayBookFilters,
  slice = 512,
): Generator<StoredRecord[], void, undefined> {
  return matchingSlices(context, filters, (records) => [...records], slice)
}

/** A statement cache: the day book's few shapes of query are prepared once each. */
export function statementCache(db: () => DatabaseSync, max = 64): (sql: string) => StatementSync {
  const cache = new Map<string, StatementSync>()
  return (sql) => {
    let statement = cache.get(sql)
    if (statement === undefined) {
      if (cache.size >= max) cache.delete(cache.keys().next().value!)
      statement = db().prepare(sql)
      cache.set(sql, statement)
    }
    return statement
  }
}
