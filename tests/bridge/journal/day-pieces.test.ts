// The whole range's summary from the kept per-day pieces (bridge/journal/day-pieces.ts), sent as
// bytes, is byte for byte the summary of the tallies (summary-sql.ts) as text was sent before (its
// UTF-8), and so are the filtered ones, on generated journals: records written,
// settled by a status check, renamed, erased and purged in any order, read while some days are
// stale and after a start has settled them. Seeded per commit (tests/fixtures/property-seed.ts),
// the seed printed on failure.

import fc from 'fast-check'
import type { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import type { TransactionRecord } from '../../../src/shared/contract.ts'
import type { DayBookFilters } from '../../../src/shared/day-book.ts'
import { statementCache } from '../../../bridge/journal/day-book-queries.ts'
import { whereOf } from '../../../bridge/journal/day-book-where.ts'
import { sqliteStorage, type JournalStorage } from '../../../bridge/journal/storage.ts'
import { summaryJson, tallySummaryJson } from '../../../bridge/journal/summary-sql.ts'
import { choiceOf, choiceRow } from '../../../bridge/journal/choice-pieces.ts'
import { DAY, HOUR, journalRoot, NOW, record, TestClock } from '../../fixtures/journal-fixtures.ts'
import { writeLegacyJournal } from '../../fixtures/legacy-journal.ts'

const h = journalRoot()
type Statement = ReturnType<typeof statementCache>
const TODAY = '2026-06-15'

/** The real commit; keeps the database the journal opened, to ask both summaries of it. */
class Watched implements JournalStorage {
  db: DatabaseSync | null = null
  opened(db: DatabaseSync): void {
    this.db = db
  }
  transaction<T>(db: DatabaseSync, work: () => T): T {
    return sqliteStorage.transaction(db, work)
  }
}

const BANKS = [
  ['607094', 'State Bank of India'],
  ['608001', 'पंजाब नैशनल बैंक'],
  ['607153', null],
  ['990011', 'A "quoted" \\ bank\u0007'],
] as const
const OPERATIONS = [
  'balance-enquiry',
  'mini-statement',
  'merchant-authentication',
  'operator-handover',
] as const
const OUTCOMES = ['success', 'failure', 'pending', 'unknown'] as const
const OPERATORS = [undefined, 'Asha', 'रवि "R"'] as const

type Step =
  | {
      kind: 'write'
      hours: number
      minute: number
      op: number
      outcome: number
      bank: number
      who: number
    }
  | { kind: 'settle' | 'rename' | 'unname' | 'erase'; which: number; outcome: number }
  | { kind: 'purge'; days: number }
  | { kind: 'jump'; days: number }
  | { kind: 'agree' }
  | { kind: 'maintain' }

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('write' as const),
      hours: fc.integer({ min: 0, max: 30 }),
      minute: fc.integer({ min: 0, max: 1439 }),
      op: fc.nat(OPERATIONS.length - 1),
      outcome: fc.nat(OUTCOMES.length - 1),
      bank: fc.nat(BANKS.length - 1),
      who: fc.nat(OPERATORS.length - 1),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'settle' as const,
        'rename' as const,
        'unname' as const,
        'erase' as const,
      ),
      which: fc.nat(),
      outcome: fc.nat(OUTCOMES.length - 1),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('purge' as const),
      days: fc.integer({ min: 5, max: 45 }),
    }),
  },
  // The wall clock set wrong or right (the next writes land on its days), the provider's clock
  // agreeing with it (the journal's time catches up), and retention by the journal's time.
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('jump' as const),
      days: fc.integer({ min: -30, max: 100 }),
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom<Step>({ kind: 'agree' }, { kind: 'maintain' }) },
)

/**
 * The whole range (its pieces), each choice the day book offers (their pieces: an outcome, the
 * four not confirmed, an operation, a bank, an operator; an outcome no record has), and filters
 * answered from the tallies (a choice with a bank, a range, two operations, a bank with no
 * record), each sent as bytes: compared with the reference's text as the route sent it before.
 */
const FILTERS: DayBookFilters[] = [
  {},
  { outcomes: ['failure'] },
  { outcomes: ['success'] },
  { outcomes: ['pending', 'timeout', 'error', 'unknown'] },
  { outcomes: ['reversed'] },
  { operations: ['mini-statement'] },
  { operations: ['operator-handover'] },
  { bankiin: '608001' },
  { bankiin: '990011' },
  { operator: 'Asha' },
  { operator: 'रवि "R"' },
  { outcomes: ['failure'], bankiin: '608001' },
  { from: '2026-05-20', to: '2026-06-14' },
  { operations: ['balance-enquiry', 'mini-statement'] },
  { bankiin: '111111' },
]

/** The reference: the summary counted from the tallies, as text. */
const referenceOf = (statement: Statement, filters: DayBookFilters) =>
  tallySummaryJson(statement, whereOf(filters, null), { ...filters, today: TODAY })

/** Every filter of FILTERS answered as bytes, compared with the reference's UTF-8. */
function sameForEvery(statement: Statement): void {
  for (const filters of FILTERS) {
    const args = [whereOf(filters, null), { ...filters, today: TODAY }] as const
    expect({ filters, bytes: hex(summaryJson(statement, ...args)) }).toEqual({
      filters,
      bytes: hex(wireBytes(referenceOf(statement, filters))),
    })
  }
}

/** What a release that kept the whole range's pieces only had: no choices. */
const DROP_CHOICES = `DROP TRIGGER choice_piece_insert; DROP TRIGGER choice_piece_update;
  DROP TRIGGER choice_piece_delete; DROP TABLE choice_pieces; DROP TABLE choice_outcomes;
  DROP TABLE choice_banks; DROP TABLE choice_operators; DROP TABLE summary_choices;
  DELETE FROM meta WHERE key = 'choice-pieces'`

/** Pieces not built since their days were written (each day's summary built at the read). */
const STALE_PIECES = `SELECT (SELECT count(*) FROM day_pieces WHERE piece IS NULL)
  + (SELECT count(*) FROM choice_pieces WHERE piece IS NULL) AS n`

/** The bytes a reply of this text carried before: its UTF-8, as res.end(text) wrote it. */
const wireBytes = (text: string) => Buffer.from(text, 'utf8')
/** Bytes as hex, so that a difference shows where it is. */
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
/** The reference compared with the answer's bytes. */
const sameBytes = (bytes: Uint8Array, text: string) => expect(hex(bytes)).toBe(hex(wireBytes(text)))

describe('the whole-range summary from the per-day pieces', () => {
  it('is byte for byte the summary of the tallies, whole or by choice, stale or settled, after any writes, settles, erasures, purges, clock jumps and retention', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 0, maxLength: 60 }), async (steps) => {
        await h.empty()
        const storage = new Watched()
        // The clock moves on with the writes: the purges go by the journal's own time.
        const clock = new TestClock()
        clock.pass(-45 * DAY)
        let journal = await h.open({ storage, ...clock.options() })
        const written: TransactionRecord[] = []
        for (const step of steps) {
          if (step.kind === 'write') {
            const [bankiin, bankName] = BANKS[step.bank]!
            clock.pass(step.hours * HOUR)
            // A millisecond of its own: two tallies of a bank named at the same instant under two
            // names are the one case where the tallies' own answer depends on SQLite's scan order.
            const at = clock.wall - step.minute * 60_000 + written.length
            const r = record({
              startedAt: new Date(at).toISOString(),
              operation: OPERATIONS[step.op]!,
              outcome: OUTCOMES[step.outcome]!,
              bankiin,
              bankName,
              ...(OPERATORS[step.who] ? { operator: OPERATORS[step.who] } : {}),
            } as Partial<TransactionRecord>)
            await journal.write(r)
            written.push(r)
          } else if (step.kind === 'purge') {
            await journal.purgeOlderThan(step.days)
          } else if (step.kind === 'jump') {
            clock.jump(step.days * DAY)
          } else if (step.kind === 'agree') {
            journal.providerClock(0)
          } else if (step.kind === 'maintain') {
            await journal.maintain()
          } else if (written.length > 0) {
            const r = written[step.which % written.length]!
            if (step.kind === 'erase') journal.erase(r.id, 'customer-asked')
            else if (step.kind === 'settle')
              await journal.write({ ...r, settledOutcome: OUTCOMES[step.outcome]! } as never)
            else if (step.kind === 'rename')
              await journal.write({ ...r, bankName: `${r.bankName ?? 'Bank'} Ltd` })
            // The bank list without this bank any more: the name its latest tally gave goes.
            else await journal.write({ ...r, bankName: null })
          }
        }
        const same = () => sameForEvery(statementCache(() => storage.db!))
        // The days written since the start are stale: built afresh beside the kept ones.
        same()
        // A start settles every piece: the kept ones alone.
        journal = await h.reopen(journal, { storage, ...clock.options() })
        expect(storage.db!.prepare(STALE_PIECES).get()).toEqual({ n: 0 })
        same()
      }),
      { numRuns: 20 },
    )
    // Twenty journals opened twice each: seconds on a quiet machine, more on a loaded one.
  }, 120_000)

  it('names a bank by its latest named tally, found again when that tally goes, whole or by choice', async () => {
    const storage = new Watched()
    const clock = new TestClock()
    const journal = await h.open({ storage, ...clock.options() })
    const at = (minutes: number) => new Date(clock.wall - minutes * 60_000).toISOString()
    const bank = { bankiin: '607094', outcome: 'success' } as const
    await journal.write(record({ ...bank, bankName: 'Old name', startedAt: at(30) }))
    const latest = record({
      ...bank,
      bankName: 'New name',
      operation: 'mini-statement',
      startedAt: at(10),
    })
    await journal.write(latest)
    const totalsName = (filters: DayBookFilters) => {
      const statement = statementCache(() => storage.db!)
      const summary = summaryJson(statement, whereOf(filters, null), { ...filters, today: TODAY })
      sameBytes(summary, referenceOf(statement, filters))
      return (
        JSON.parse(new TextDecoder().decode(summary)) as {
          totals: { byBank: { name: string | null }[] }
        }
      ).totals.byBank[0]!.name
    }
    const successes = { outcomes: ['success'] } as DayBookFilters
    expect([totalsName({}), totalsName(successes)]).toEqual(['New name', 'New name'])
    await journal.write({ ...latest, bankName: null })
    expect([totalsName({}), totalsName(successes)]).toEqual(['Old name', 'Old name'])
  })

  it("answers the day book's choices from their pieces, any other filter from the tallies", async () => {
    const storage = new Watched()
    const journal = await h.open({ storage })
    const statement = statementCache(() => storage.db!)
    const fromPieces = FILTERS.filter((filters) => choiceRow(statement, filters) !== undefined)
    // A bank or an operator is a choice once it has a record (below: one that has none).
    expect(fromPieces).toEqual(FILTERS.slice(1, 7))
    await journal.write(record({ bankiin: '608001', operator: 'Asha' }))
    expect(FILTERS.filter((filters) => choiceRow(statement, filters) !== undefined)).toEqual([
      ...FILTERS.slice(1, 8),
      FILTERS[9],
    ])
    // The same choice however the query names it: its outcomes in any order, one given twice.
    expect(choiceOf({ outcomes: ['unknown', 'error', 'pending', 'timeout', 'error'] })).toBe(
      choiceOf({ outcomes: ['pending', 'timeout', 'error', 'unknown'] }),
    )
    expect(choiceRow(statement, { outcomes: ['pending'] })).toBeUndefined()
  })

  /** Thirty records of three kinds, a day or so apart: a journal with something in every choice. */
  async function thirtyDays(clock: TestClock, journal: Awaited<ReturnType<typeof h.open>>) {
    for (let i = 0; i < 30; i++) {
      clock.pass(17 * HOUR)
      await journal.write(
        record({
          startedAt: new Date(clock.wall).toISOString(),
          outcome: OUTCOMES[i % OUTCOMES.length]!,
          operation: OPERATIONS[i % 3]!,
        }),
      )
    }
  }

  it('makes the pieces of a journal of an earlier release at its start, from its tallies', async () => {
    const storage = new Watched()
    const clock = new TestClock()
    let journal = await h.open({ storage, ...clock.options() })
    await thirtyDays(clock, journal)
    const statement = () => statementCache(() => storage.db!)
    const before = FILTERS.map((filters) => referenceOf(statement(), filters))
    // What the release before the pieces had: the tallies alone.
    storage.db!.exec(`${DROP_CHOICES};
      DROP TRIGGER piece_insert; DROP TRIGGER piece_update; DROP TRIGGER piece_delete;
      DROP TABLE day_pieces; DROP TABLE total_outcomes; DROP TABLE total_banks;
      DROP TABLE total_operators; DELETE FROM meta WHERE key = 'day-pieces'`)
    journal = await h.reopen(journal, { storage, ...clock.options() })
    const count = (sql: string) => (storage.db!.prepare(sql).get() as { n: number }).n
    expect(count('SELECT count(*) AS n FROM day_pieces WHERE piece IS NOT NULL')).toBe(
      count('SELECT count(DISTINCT day) AS n FROM tallies'),
    )
    expect(FILTERS.map((filters) => referenceOf(statement(), filters))).toEqual(before)
    sameForEvery(statement())
  })

  it('makes the choices of a journal whose release kept the whole range only, at its start', async () => {
    const storage = new Watched()
    const clock = new TestClock()
    let journal = await h.open({ storage, ...clock.options() })
    await thirtyDays(clock, journal)
    storage.db!.exec(DROP_CHOICES)
    journal = await h.reopen(journal, { storage, ...clock.options() })
    const count = (sql: string) => (storage.db!.prepare(sql).get() as { n: number }).n
    expect(count('SELECT count(*) AS n FROM choice_pieces WHERE piece IS NULL')).toBe(0)
    // A piece for each day of each choice that day has a record of: none missing, none over.
    expect(count('SELECT count(*) AS n FROM choice_pieces')).toBe(
      count(`SELECT count(*) AS n FROM (SELECT DISTINCT c.choice, x.day FROM tallies x
        JOIN summary_choices c ON (c.operation IS NULL OR c.operation = x.operation)
        AND (c.outcome IS NULL OR c.outcome = x.outcome)
        AND (c.bankiin IS NULL OR c.bankiin = x.bankiin)
        AND (c.operator IS NULL OR c.operator = x.operator))`),
    )
    // Three outcome choices, three operations, the one bank; nobody named at the counter.
    expect(count('SELECT count(DISTINCT choice) AS n FROM choice_pieces')).toBe(7)
    sameForEvery(statementCache(() => storage.db!))
    // Written after the start: the next one is the pieces' too.
    await thirtyDays(clock, journal)
    sameForEvery(statementCache(() => storage.db!))
  })

  it('makes the choices again for a journal whose list had no banks nor operators', async () => {
    const storage = new Watched()
    const clock = new TestClock()
    let journal = await h.open({ storage, ...clock.options() })
    await thirtyDays(clock, journal)
    // The first list's tables: choices by operation and outcome only, triggers that know no more.
    storage.db!.exec(`${DROP_CHOICES};
      CREATE TABLE summary_choices (choice TEXT NOT NULL, operation TEXT, outcome TEXT);
      INSERT INTO meta VALUES ('choice-pieces', '[]')`)
    journal = await h.reopen(journal, { storage, ...clock.options() })
    const statement = statementCache(() => storage.db!)
    expect(choiceRow(statement, { bankiin: record().bankiin })).toBeDefined()
    sameForEvery(statement)
    await thirtyDays(clock, journal)
    sameForEvery(statementCache(() => storage.db!))
  })

  it("makes the pieces of an older journal's import in its last step", async () => {
    writeLegacyJournal(h.dir, 3000, NOW.getTime())
    const storage = new Watched()
    await h.open({ storage })
    const statement = statementCache(() => storage.db!)
    expect(storage.db!.prepare(STALE_PIECES).get()).toEqual({ n: 0 })
    const args = [whereOf({}, null), { today: TODAY }] as const
    const summary = summaryJson(statement, ...args)
    expect(JSON.parse(new TextDecoder().decode(summary)).totals.total).toBe(3000)
    sameForEvery(statement)
    const failures = { outcomes: ['failure'] } as DayBookFilters
    expect(choiceRow(statement, failures)).toBeDefined()
    expect(JSON.parse(referenceOf(statement, failures)).totals.total).toBeGreaterThan(0)
  })
})
