// The day book's pages and export slices list exactly the records that match, in sequence order,
// whichever way the page is found (the walk over the table or the sort of an index's entries),
// on a journal whose sequence does not follow the days (a clock set back, an imported journal),
// with retention hiding the oldest. The expected answer is the records filtered one by one.

import { mkdtempSync, rmSync } from 'node:fs'
import type { DatabaseSync } from 'node:sqlite'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DayBookFilters } from '../../../src/shared/day-book.ts'
import { indiaDate } from '../../../src/shared/india-day.ts'
import { openDatabase } from '../../../bridge/journal/database.ts'
import {
  matchingRecords,
  readPage,
  statementCache,
  type QueryContext,
} from '../../../bridge/journal/day-book-queries.ts'
import { pageSeqs } from '../../../bridge/journal/page-seqs.ts'
import { columnsOf } from '../../../bridge/journal/record-row.ts'
import type { StoredRecord } from '../../../bridge/journal/journal-types.ts'
import { DAY, NOW, record } from '../../fixtures/journal-fixtures.ts'
import { PROPERTY_SEED } from '../../fixtures/property-seed.ts'

const BANKS = ['607094', '608001', '607153']
const OUTCOMES = ['success', 'failure', 'pending', 'unknown'] as const
const DAYS = 40
const RECORDS = 1500

interface Kept {
  seq: number
  id: string
  day: string
  operation: string
  outcome: string
  bankiin: string
  journalTime: number
}

let dir: string
let db: DatabaseSync
let ctx: QueryContext
const kept: Kept[] = []

/** A small seeded generator: the journal differs per commit, as the properties' cases do. */
function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0
    return x / 2 ** 32
  }
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'aeps-range-'))
  db = openDatabase(join(dir, 'journal.db'))
  const rnd = lcg(PROPERTY_SEED)
  const insert = db.prepare(`INSERT INTO records (journal_time, id, day, started_at, operation,
    outcome, finished, details, bankiin, bank_name, last4, rrn, stan, client_ref, entry_count,
    body, entries, operator, cause, cells) VALUES (:journal_time, :id, :day, :started_at, :operation, :outcome, :finished,
    :details, :bankiin, :bank_name, :last4, :rrn, :stan, :client_ref, :entry_count, :body, :entries, :operator, :cause, :cells)`)
  db.exec('BEGIN')
  for (let i = 0; i < RECORDS; i++) {
    // Mostly in order of the days, with runs written under a clock set back by up to 30 days.
    const base = NOW.getTime() - DAYS * DAY + (i * DAYS * DAY) / RECORDS
    const started = rnd() < 0.15 ? base - Math.floor(rnd() * 30) * DAY : base
    const r = record({
      startedAt: new Date(started).toISOString(),
      operation: rnd() < 0.3 ? 'mini-statement' : 'balance-enquiry',
      outcome: OUTCOMES[Math.floor(rnd() ** 3 * OUTCOMES.length)]!,
      bankiin: BANKS[Math.floor(rnd() ** 2 * BANKS.length)]!,
    }) as StoredRecord
    const journalTime = NOW.getTime() - DAYS * DAY + i * 60_000
    const result = insert.run({ ...columnsOf(r), journal_time: journalTime })
    const c = columnsOf(r)
    kept.push({
      seq: Number(result.lastInsertRowid),
      id: r.id,
      day: indiaDate(started),
      operation: c.operation,
      outcome: c.outcome,
      bankiin: c.bankiin,
      journalTime,
    })
  }
  db.exec('COMMIT')
  ctx = {
    statement: statementCache(() => db),
    reprintMs: 0,
    now: NOW.getTime(),
    // Retention hides the first tenth.
    hiddenBefore: kept[RECORDS / 10]!.journalTime,
  }
})

afterAll(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const dayOf = (ago: number) => indiaDate(NOW.getTime() - ago * DAY)

const filtersArb = fc.record(
  {
    from: fc.integer({ min: 0, max: DAYS + 2 }).map(dayOf),
    to: fc.integer({ min: -1, max: DAYS }).map(dayOf),
    outcomes: fc.subarray([...OUTCOMES], { minLength: 1 }),
    operations: fc.constantFrom<DayBookFilters['operations']>(
      ['balance-enquiry'],
      ['mini-statement'],
    ),
    bankiin: fc.constantFrom(...BANKS),
  },
  { requiredKeys: [] },
)

function expected(filters: DayBookFilters): Kept[] {
  return kept.filter(
    (k) =>
      k.journalTime >= ctx.hiddenBefore &&
      (filters.from === undefined || k.day >= filters.from) &&
      (filters.to === undefined || k.day <= filters.to) &&
      (filters.outcomes === undefined || filters.outcomes.includes(k.outcome as never)) &&
      (filters.operations === undefined || filters.operations.includes(k.operation as never)) &&
      (filters.bankiin === undefined || k.bankiin === filters.bankiin),
  )
}

const WAYS = [
  'walk',
  'records_day_filters',
  'records_outcome',
  'records_operation',
  'records_bank',
] as const

describe('a page of filters, walked or sorted', () => {
  it('finds the same records in sequence order every way, from any cursor', () => {
    fc.assert(
      fc.property(
        filtersArb,
        fc.integer({ min: 1, max: 60 }),
        fc.nat(RECORDS + 10),
        (filters, count, cursor) => {
          const all = expected(filters).map((k) => k.seq)
          const newest = all
            .filter((seq) => seq < cursor)
            .reverse()
            .slice(0, count)
          const oldest = all.filter((seq) => seq > cursor).slice(0, count)
          for (const way of WAYS) {
            expect(pageSeqs(ctx, filters, { before: cursor }, count, way)).toEqual(newest)
            expect(pageSeqs(ctx, filters, { after: cursor }, count, way)).toEqual(oldest)
          }
          expect(pageSeqs(ctx, filters, { before: cursor }, count)).toEqual(newest)
        },
      ),
      // 100 cases of 11 queries each: 300 took 20 s beside two other test runs (the fast tier's
      // limit), and a new commit's seed explores new ones.
      { numRuns: 100 },
    )
  })

  it('pages the history and slices the export exactly as the records filtered one by one', () => {
    fc.assert(
      fc.property(filtersArb, fc.integer({ min: 1, max: 200 }), (filters, limit) => {
        const want = expected(filters)
        const paged: string[] = []
        let before: string | null = null
        do {
          const page = readPage(ctx, filters, limit, before)
          paged.push(...page.transactions.map((t) => t.id))
          before = page.next
        } while (before !== null)
        expect(paged).toEqual(want.map((k) => k.id).reverse())
        const sliced = [...matchingRecords(() => ctx, filters, 97)].flat().map((r) => r.id)
        expect(sliced).toEqual(want.map((k) => k.id))
      }),
      { numRuns: 60 },
    )
  })
})
