// The CSV export as it streams from the journal (csv-export.ts): byte for byte the file csv.ts
// makes of the records as the day book shows them (details, interruptions and the reprint window
// applied), over refused, settled, erased, older and hostile records, whether the row is copied
// from the cells the journal kept when the record was written (kept-cells.ts) or made from its
// body (no cells: an earlier release's record; cells another build made; an interrupted record);
// and an erased record's cause column is the cause it keeps, the one the day book's filter by
// cause finds it under.

import { getBuiltinModule } from 'node:process'
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { csvChunks } from '../../../bridge/day-book/csv-export.ts'
import { toCsv } from '../../../bridge/day-book/csv.ts'
import { KEPT_CELLS_TAG } from '../../../bridge/day-book/kept-cells.ts'
import type { Journal } from '../../../bridge/journal/journal.ts'
import type { DayBookFilters } from '../../../src/shared/day-book.ts'
import type { TransactionRecord } from '../../../src/shared/contract.ts'
import {
  clockedJournalRoot,
  crashCopyCells,
  DAY,
  HOUR,
  NOW,
  record,
} from '../../fixtures/journal-fixtures.ts'
import { hostileCase, random, rrnOf } from '../../fixtures/hostile-texts.ts'

const { h, clock } = clockedJournalRoot()

/** A day book of every kind of record the CSV has rows for, oldest first. */
function dayBook(): TransactionRecord[] {
  const rnd = random(44)
  const at = (minutesAgo: number) => new Date(NOW.getTime() - minutesAgo * 60_000).toISOString()
  const hostile = (n: number) =>
    hostileCase(rnd, '9' + String(123456789012 + n).slice(1), 'aadhaar', rrnOf(rnd, NOW)).text
  const records: TransactionRecord[] = [
    // Past the reprint window: shown without its balance and entries.
    record({
      startedAt: at(3 * 24 * 60),
      operation: 'mini-statement',
      availableBalance: '98765.43',
      entries: [{ date: '11/20', amount: '4321.00', narration: 'SECRET' }] as never,
    }),
    record({
      startedAt: at(50),
      outcome: 'failure',
      code: '0x0202',
      status: 'FAILURE',
      message: '300: Biometric data did not match',
      cause: 'finger-mismatch',
    } as Partial<TransactionRecord>),
    // An older release's record: no cause kept, so its words name it.
    record({
      startedAt: at(40),
      outcome: 'failure',
      code: '0x0202',
      status: 'FAILURE',
      message: '330: Biometrics locked by Aadhaar holder',
    }),
    // Settled by a status check: its check's code, status and words.
    record({
      startedAt: at(30),
      outcome: 'pending',
      rrn: null,
      settledOutcome: 'failure',
      statusChecks: [
        {
          at: at(20),
          outcome: 'failure',
          code: '0x0202',
          status: 'FAILURE',
          message: '300: Biometric data did not match',
          rrn: '612345678901',
        },
      ],
    } as Partial<TransactionRecord>),
    record({ startedAt: at(25), outcome: 'unknown', finishedAt: null, code: null, status: null }),
  ]
  for (let i = 0; i < 6; i++)
    records.push(
      record({
        startedAt: at(20 - i),
        outcome: 'failure',
        code: i % 2 ? '=HYPERLINK("x")' : '0x0202',
        message: hostile(i),
        clientRefNo: i % 3 ? 'CR-' + hostile(i + 10).slice(0, 30) : '+CR' + i,
        stanNo: i % 2 ? hostile(i + 20).slice(0, 16) : '654321',
        rrn: i % 2 ? hostile(i + 30).slice(0, 20) : rrnOf(rnd, NOW),
        bankName: 'पंजाब नैशनल बैंक, "मुख्य" शाखा',
        ...({ bankMessage: hostile(i + 40) } as object),
      }),
    )
  return records
}

/** The records a filtered day book shows, oldest first. */
function filtered(journal: Journal, filters: DayBookFilters): TransactionRecord[] {
  return [...journal.slices(filters)].flat()
}

async function csvOf(chunks: AsyncIterable<string>): Promise<string> {
  let text = ''
  for await (const chunk of chunks) text += chunk
  return text
}

describe('the CSV export streamed from the journal', () => {
  it('is byte for byte csv.ts’s file of the records as the day book shows them', async () => {
    const journal = await h.open({ ...clock.options(), reprintHours: 24 })
    const records = dayBook()
    // The first written two days before the rest: past the reprint window when the export reads.
    await journal.write(records[0]!)
    clock.pass(2 * DAY)
    for (const r of records.slice(1)) await journal.write(r)
    journal.erase(records[1]!.id, 'customer-asked')
    const shown = [...journal.slices({})].flat()
    expect(shown).toHaveLength(records.length)
    // The reprint window applied to what the day book shows: the test covers the copy the export skips.
    expect(shown[0]).toMatchObject({ availableBalance: null })
    expect(shown[0]).not.toHaveProperty('entries')
    // Every row was copied from the cells kept at its write (the erasure's too).
    const cells = crashCopyCells(h.file())
    expect([...cells.values()].every((kept) => kept?.startsWith(KEPT_CELLS_TAG))).toBe(true)
    expect(cells.size).toBe(records.length)
    for (const lang of ['en', 'hi'] as const) {
      const streamed = await csvOf(csvChunks(journal, {}, lang))
      expect(streamed).toBe(toCsv(shown, lang))
    }
  })

  it('is the same bytes for rows from kept cells, from bodies without them, and changed after writing', async () => {
    let journal = await h.open({ ...clock.options(), reprintHours: 24 })
    const records = dayBook()
    for (const r of records) await journal.write(r)
    // Changed after written: a status check settles the unknown one (a new snapshot, new cells),
    // an erasure, and the reprint window passing (maintenance takes the balance out of the body,
    // leaving the cells as they were).
    const unknown = records[4]!
    await journal.write({
      ...unknown,
      settledOutcome: 'success',
      statusChecks: [
        {
          at: NOW.toISOString(),
          outcome: 'success',
          code: '0x0000',
          status: 'SUCCESS',
          rrn: '612345678902',
          message: 'ok',
        },
      ],
    } as TransactionRecord)
    journal.erase(records[2]!.id, 'customer-asked')
    clock.pass(2 * DAY)
    await journal.maintain()
    // One attempt never finished: the next start marks it interrupted (no write of its body).
    const unfinished = clock.record({
      outcome: 'unknown',
      finishedAt: null,
      code: null,
      status: null,
    })
    await journal.write(unfinished)
    journal = await h.reopen(journal, { ...clock.options(), reprintHours: 24 })
    // Its answer written after that (an answer kept through a disk fault): the body says success,
    // the day book still shows the interruption, and so must the CSV.
    await journal.write({
      ...unfinished,
      outcome: 'success',
      finishedAt: new Date(clock.wall).toISOString(),
      code: '0x0000',
      status: 'SUCCESS',
    })
    // An earlier release's records (no cells) and cells some other code made (another tag).
    await journal.close()
    const { DatabaseSync } = getBuiltinModule('node:sqlite')
    const db = new DatabaseSync(h.file())
    db.prepare('UPDATE records SET cells = NULL WHERE id IN (?, ?)').run(
      records[1]!.id,
      records[6]!.id,
    )
    db.prepare('UPDATE records SET cells = ? WHERE id = ?').run(
      'kffffffffffffffff:FORGED\nbalance-enquiry\nsuccess\nFORGED',
      records[7]!.id,
    )
    // An earlier release's write after this one kept the cells (a hand-over taken back): it
    // changes the body and never the cells; the journal's trigger clears them.
    const { body } = db.prepare('SELECT body FROM records WHERE id = ?').get(records[9]!.id) as {
      body: string
    }
    db.prepare('UPDATE records SET body = ? WHERE id = ?').run(
      JSON.stringify({ ...JSON.parse(body), message: 'changed by an earlier release' }),
      records[9]!.id,
    )
    db.close()
    journal = await h.open({ ...clock.options(), reprintHours: 24 })
    const cells = crashCopyCells(h.file())
    const kept = [...cells.values()].filter((text) => text?.startsWith(KEPT_CELLS_TAG)).length
    // Kept (the reprint window's rewrite of the bodies too): all but the two without, the forged
    // one and the one an earlier release changed; the interrupted one is kept but not read.
    expect(kept).toBe(records.length + 1 - 4)
    expect(cells.get(records[9]!.id)).toBeNull()
    const shown = [...journal.slices({})].flat()
    expect(shown.find((r) => r.id === unfinished.id)).toMatchObject({
      outcome: 'unknown',
      errorCode: 'INTERRUPTED',
    })
    expect(shown.find((r) => r.id === unknown.id)).toMatchObject({ settledOutcome: 'success' })
    for (const lang of ['en', 'hi'] as const) {
      const streamed = await csvOf(csvChunks(journal, {}, lang))
      expect(streamed).toBe(toCsv(shown, lang))
      expect(streamed).not.toContain('FORGED')
      expect(streamed).toContain('changed by an earlier release')
      // A filtered export (its rows read by sequence number, page-seqs.ts) too.
      for (const filters of [{ outcomes: ['failure'] }, { q: 'CR' }] as DayBookFilters[])
        expect(await csvOf(csvChunks(journal, filters, lang))).toBe(
          toCsv(filtered(journal, filters), lang),
        )
    }
  })

  it('copies an attempt’s kept cells when a start marks it interrupted unanswered, and reads one answered since from its body', async () => {
    let journal = await h.open({ ...clock.options(), reprintHours: 24 })
    const attempt = (fields: Partial<TransactionRecord>) =>
      clock.record({ outcome: 'unknown', finishedAt: null, code: null, status: null, ...fields })
    // Unanswered at the restart: words that name a cause and no kept cause (an earlier release's
    // kind), a kept cause, one a status check settled meanwhile, and one whose answer comes after.
    const words = attempt({ message: '330: Biometrics locked by Aadhaar holder' })
    const withCause = attempt({
      message: '300: Biometric data did not match',
      cause: 'finger-mismatch',
    } as Partial<TransactionRecord>)
    // Settled as the day book's settled record is (its status check's answer).
    const { settledOutcome, statusChecks } = dayBook().find((r) => r.settledOutcome)!
    const settled = attempt({ settledOutcome, statusChecks })
    const answered = attempt({ message: '300: Biometric data did not match' })
    const attempts = [words, withCause, settled, answered]
    for (const r of attempts) await journal.write(r)
    journal = await h.reopen(journal, { ...clock.options(), reprintHours: 24 })
    await journal.write({
      ...answered,
      outcome: 'success',
      finishedAt: NOW.toISOString(),
      code: '0x0000',
      status: 'SUCCESS',
    })
    const shown = [...journal.slices({})].flat()
    for (const r of attempts)
      expect(shown.find((s) => s.id === r.id)).toMatchObject({
        errorCode: 'INTERRUPTED',
        outcome: 'unknown',
      })
    for (const lang of ['en', 'hi'] as const) {
      expect(await csvOf(csvChunks(journal, {}, lang))).toBe(toCsv(shown, lang))
      expect(await csvOf(csvChunks(journal, { q: 'Biometric' }, lang))).toBe(
        toCsv(filtered(journal, { q: 'Biometric' }), lang),
      )
    }
    // Which rows the export copies: each kept text marked in its last cell (the operator).
    await journal.close()
    const { DatabaseSync } = getBuiltinModule('node:sqlite')
    const db = new DatabaseSync(h.file())
    for (const r of attempts)
      db.prepare(`UPDATE records SET cells = cells || 'COPIED-' || ? WHERE id = ?`).run(r.id, r.id)
    db.close()
    journal = await h.open({ ...clock.options(), reprintHours: 24 })
    const csv = await csvOf(csvChunks(journal, {}))
    for (const r of [words, withCause, settled]) expect(csv).toContain(`COPIED-${r.id}`)
    expect(csv).not.toContain(`COPIED-${answered.id}`)
  })

  it('shows an erased record’s kept cause, the one the filter by cause finds it under', async () => {
    const journal = await h.open({ ...clock.options(), reprintHours: 24 })
    const refused = record({
      startedAt: new Date(NOW.getTime() - HOUR).toISOString(),
      outcome: 'failure',
      code: '0x0202',
      status: 'FAILURE',
      message: '330: Biometrics locked by Aadhaar holder',
      cause: 'biometric-locked',
    } as Partial<TransactionRecord>)
    const older = record({
      startedAt: new Date(NOW.getTime() - DAY).toISOString(),
      outcome: 'failure',
      message: '300: Biometric data did not match',
    })
    await journal.write(older)
    await journal.write(refused)
    journal.erase(refused.id, 'customer-asked')
    journal.erase(older.id, 'consent-withdrawn')
    const rows = parse(await csvOf(csvChunks(journal, {})), {
      bom: true,
      columns: true,
    }) as Record<string, string>[]
    const causeOf = (id: string) => rows.find((row) => row['transaction id'] === id)!.cause
    expect(causeOf(refused.id)).toBe('biometric-locked')
    expect(causeOf(older.id)).toBe('finger-mismatch')
    for (const [id, cause] of [
      [refused.id, 'biometric-locked'],
      [older.id, 'finger-mismatch'],
    ] as const)
      expect(journal.page({ causes: [cause] }, 10, null).transactions.map((t) => t.id)).toEqual([
        id,
      ])
  })
})
