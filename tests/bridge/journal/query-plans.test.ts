// The plan SQLite takes for every statement the day book runs, on a real journal database without
// statistics (a desk's journal is never ANALYZEd, so the planner works from the schema alone): a
// list walks an index in sequence order or the table itself, never sorts a whole result, and a
// summary reads the tallies, never the records. An index that is dropped, renamed or stops being
// chosen changes a plan here and fails this test (EXPLAIN QUERY PLAN).

import { mkdtempSync, rmSync } from 'node:fs'
import type { DatabaseSync } from 'node:sqlite'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DayBookFilters } from '../../../src/shared/day-book.ts'
import { openDatabase } from '../../../bridge/journal/database.ts'
import {
  matchingRecords,
  matchingSpan,
  readPage,
  statementCache,
  summaryGroups,
  whereOf,
  type QueryContext,
} from '../../../bridge/journal/day-book-queries.ts'
import { cheapest, pageSeqs } from '../../../bridge/journal/page-seqs.ts'
import { columnsOf } from '../../../bridge/journal/record-row.ts'
import { summaryJson } from '../../../bridge/journal/summary-sql.ts'
import { settleDayPieces } from '../../../bridge/journal/day-pieces.ts'
import type { StoredRecord } from '../../../bridge/journal/journal-types.ts'
import { DAY, NOW, record } from '../../fixtures/journal-fixtures.ts'

let dir: string
let db: DatabaseSync

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'aeps-plans-'))
  db = openDatabase(join(dir, 'journal.db'))
  const insert = db.prepare(`INSERT INTO records (journal_time, id, day, started_at, operation,
    outcome, finished, details, bankiin, bank_name, last4, rrn, stan, client_ref, entry_count,
    body, entries, operator, cause, cells) VALUES (:journal_time, :id, :day, :started_at, :operation, :outcome, :finished,
    :details, :bankiin, :bank_name, :last4, :rrn, :stan, :client_ref, :entry_count, :body, :entries, :operator, :cause, :cells)`)
  for (let i = 0; i < 300; i++) {
    const t = NOW.getTime() - (300 - i) * (DAY / 10)
    const r = record({
      startedAt: new Date(t).toISOString(),
      outcome: i % 3 ? 'success' : 'failure',
      bankiin: i % 2 ? '607094' : '608001',
    })
    insert.run({ ...columnsOf(r as StoredRecord), journal_time: t })
  }
})

afterAll(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

/** The plan of each statement a read runs, its lines on records and tallies only. */
function plans(read: (ctx: QueryContext) => unknown): string[][] {
  const seen: string[] = []
  const cache = statementCache(() => db)
  const ctx: QueryContext = {
    statement: (sql) => {
      seen.push(sql)
      return cache(sql)
    },
    reprintMs: 0,
    now: NOW.getTime(),
    hiddenBefore: NOW.getTime() - 400 * DAY,
  }
  read(ctx)
  return seen
    .filter((sql) => !/^SELECT seq FROM records WHERE id = \?$/.test(sql))
    .map((sql) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[])
        .map((row) => row.detail)
        .filter((detail) => /\b(records|tallies)\b|TEMP B-TREE/.test(detail)),
    )
}

const RANGE: DayBookFilters = { from: '2026-05-20', to: '2026-05-30' }
const ALL: DayBookFilters = {
  ...RANGE,
  outcomes: ['failure', 'pending'],
  operations: ['balance-enquiry'],
  bankiin: '607094',
}
const BY_SEQ = ['SEARCH records USING INTEGER PRIMARY KEY (rowid=?)']
const RANGE_COUNTS = ['SEARCH tallies USING PRIMARY KEY (day>? AND day<?)']
const RANGE_SPAN = [
  'SEARCH tallies USING PRIMARY KEY (day>? AND day<?)',
  'SEARCH records USING COVERING INDEX records_day (day=? AND rowid>?)',
  'SEARCH records USING COVERING INDEX records_day (day=? AND rowid<?)',
]
const WHOLE_SPAN = [
  'SEARCH records USING INTEGER PRIMARY KEY (rowid>?)',
  'SEARCH records USING INTEGER PRIMARY KEY (rowid<?)',
]
const page = (filters: DayBookFilters) => (ctx: QueryContext) => readPage(ctx, filters, 50, null)
const slice = (filters: DayBookFilters) => (ctx: QueryContext) =>
  matchingRecords(() => ctx, filters).next()
const way =
  (filters: DayBookFilters, taken: Parameters<typeof pageSeqs>[4]) => (ctx: QueryContext) =>
    pageSeqs(ctx, filters, { before: null }, 51, taken)

describe('the day book’s query plans', () => {
  it('lists the whole journal by walking the table newest first, a search by its index', () => {
    expect(plans(page({}))).toEqual([['SCAN records']])
    expect(plans(slice({}))).toEqual([['SEARCH records USING INTEGER PRIMARY KEY (rowid>?)']])
    expect(plans(page({ q: '0124' }))).toEqual([
      ['SEARCH records USING INDEX records_last4 (last4=?)'],
    ])
    expect(plans(page({ q: '512345678901' }))).toEqual([
      [
        'SEARCH records USING INDEX records_rrn (rrn=?)',
        'SEARCH records USING INDEX records_stan (stan=?)',
        'SEARCH records USING INDEX records_ref (client_ref=?)',
        // The few records a reference finds, put in order.
        'USE TEMP B-TREE FOR ORDER BY',
      ],
    ])
  })

  it('counts a page’s matches from the tallies and finds its span by the days’ index', () => {
    const [counts, span] = plans(way(ALL, 'walk'))
    expect(counts).toEqual(RANGE_COUNTS)
    expect(span).toEqual(RANGE_SPAN)
    const [wholeCounts, wholeSpan] = plans(way({ outcomes: ['failure'] }, 'walk'))
    expect(wholeCounts).toEqual(['SCAN tallies'])
    expect(wholeSpan).toEqual(WHOLE_SPAN)
  })

  it('walks the table by sequence number, or sorts one index’s entries, never the rows', () => {
    expect(plans(way(ALL, 'walk'))[2]).toEqual([
      'SEARCH records USING INTEGER PRIMARY KEY (rowid>? AND rowid<?)',
    ])
    expect(plans(way(ALL, 'records_day_filters'))[2]).toEqual([
      'SEARCH records USING COVERING INDEX records_day_filters (day>? AND day<?)',
      'USE TEMP B-TREE FOR ORDER BY',
    ])
    expect(plans(way(ALL, 'records_outcome'))[2]).toEqual([
      'SEARCH records USING INDEX records_outcome (outcome=? AND rowid>? AND rowid<?)',
      'USE TEMP B-TREE FOR ORDER BY',
    ])
    expect(plans(way(ALL, 'records_operation'))[2]).toEqual([
      'SEARCH records USING INDEX records_operation (operation=? AND rowid>? AND rowid<?)',
    ])
    expect(plans(way(ALL, 'records_bank'))[2]).toEqual([
      'SEARCH records USING INDEX records_bank (bankiin=? AND rowid>? AND rowid<?)',
    ])
    // The page's rows, then, by their sequence numbers alone.
    expect(plans(page(ALL)).at(-1)).toEqual(BY_SEQ)
    expect(plans(slice(ALL)).at(-1)).toEqual(BY_SEQ)
  })

  it('takes the walk for a common filter and an index for a rare one', () => {
    expect(
      cheapest({ n: 500_000, operation: null, outcome: 500_000, bank: null }, 1e6, 51, false),
    ).toBe('walk')
    expect(
      cheapest({ n: 9_000, operation: null, outcome: null, bank: null }, 9_100, 51, true),
    ).toBe('walk')
    expect(cheapest({ n: 40, operation: null, outcome: 40, bank: null }, 1e6, 51, false)).toBe(
      'records_outcome',
    )
    expect(
      cheapest({ n: 40, operation: 800_000, outcome: 200_000, bank: 200 }, 1e6, 51, false),
    ).toBe('records_bank')
    expect(cheapest({ n: 90, operation: 7_000, outcome: 2_000, bank: 2_000 }, 1e6, 51, true)).toBe(
      'records_day_filters',
    )
  })

  it('summarises from the tallies, by their key when a range is given; a search from its index', () => {
    const summary = (filters: DayBookFilters) => (ctx: QueryContext) =>
      summaryJson(ctx.statement, whereOf(filters, null), { ...filters, today: '2026-06-15' })
    const onTallies = (lines: string[], read: string) =>
      lines.length > 0 && lines.every((line) => line === read || line.startsWith('USE TEMP B-TREE'))
    // The whole range: the kept pieces (day-pieces.ts), and of the tallies only the days not
    // settled yet, by their key; once settled, not the tallies at all.
    const unsettled = plans(summary({})).flat()
    expect(unsettled).toContain('SEARCH tallies USING PRIMARY KEY (day=?)')
    for (const line of unsettled)
      expect(
        line === 'SEARCH tallies USING PRIMARY KEY (day=?)' || /^USE TEMP B-TREE/.test(line),
      ).toBe(true)
    db.exec('BEGIN')
    settleDayPieces(db)
    db.exec('COMMIT')
    expect(
      plans(summary({}))
        .flat()
        .filter((line) => /\b(tallies|records)\b/.test(line)),
    ).toEqual([])
    expect(onTallies(plans(summary(ALL)).flat(), RANGE_COUNTS[0]!)).toBe(true)
    expect(plans((ctx) => matchingSpan(ctx, RANGE))).toEqual([RANGE_COUNTS])
    expect(plans((ctx) => summaryGroups(ctx, { q: '0124' }))).toEqual([
      ['SEARCH records USING INDEX records_last4 (last4=?)', 'USE TEMP B-TREE FOR GROUP BY'],
    ])
  })
})
