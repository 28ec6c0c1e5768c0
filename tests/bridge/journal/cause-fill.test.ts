// A journal written before the records had a `cause` column (v1.5, the project's addition: the day
// book's filter by cause) gets the column at its first start, and every record it holds gets the
// cause the one rule names from its body, read a piece at a time after the start; until then a
// read by cause is refused with the wait (never answered without the older records), and a stop
// leaves the rest for the next start.

import { expect, it } from 'vitest'
import type { TransactionRecord } from '../../../src/shared/contract.ts'
import { openDatabase } from '../../../bridge/journal/database.ts'
import { Journal } from '../../../bridge/journal/journal.ts'
import { BridgeError } from '../../../bridge/errors.ts'
import { journalRoot, NOW, record, summaryOf } from '../../fixtures/journal-fixtures.ts'

const h = journalRoot()

/** Refusals as banks word them (bank-causes.ts), and a success, in turn. */
const ANSWERS: [Partial<TransactionRecord>, string | null][] = [
  [{ outcome: 'failure', message: '300: Biometric data did not match' }, 'finger-mismatch'],
  [{ outcome: 'failure', message: '555: rdsId invalid' }, 'device-not-certified'],
  [{ outcome: 'failure', message: '23: Merchant is blocked at NPCI end' }, 'merchant-blocked'],
  [{ outcome: 'success' }, null],
]
/** More than two of the fill's pieces, so that it takes turns. */
const RECORDS = 450

/** An earlier release's journal: records written, then the column and the bodies' cause gone. */
async function olderJournal(): Promise<Map<string, string | null>> {
  const journal = await h.open({ now: () => NOW, monotonic: () => 0 })
  const expected = new Map<string, string | null>()
  for (let i = 0; i < RECORDS; i++) {
    const [answer, cause] = ANSWERS[i % ANSWERS.length]!
    const r = record(answer)
    await journal.write(r)
    expected.set(r.id, cause)
  }
  await journal.close()
  h.journals.splice(h.journals.indexOf(journal), 1)
  const db = openDatabase(h.file())
  db.exec(`UPDATE records SET body = json_remove(body, '$.cause');
    ALTER TABLE records DROP COLUMN cause; DELETE FROM meta WHERE key = 'cause-fill'`)
  db.close()
  return expected
}

function causes(): Map<string, string | null> {
  const db = openDatabase(h.file())
  try {
    const rows = db.prepare('SELECT id, cause FROM records').all() as {
      id: string
      cause: string | null
    }[]
    return new Map(rows.map((row) => [row.id, row.cause]))
  } finally {
    db.close()
  }
}

async function start(): Promise<Journal> {
  const journal = new Journal({
    dataDir: h.dir,
    retentionDays: 90,
    now: () => NOW,
    monotonic: () => 0,
    firstMaintenanceMs: 0,
  })
  await journal.open()
  h.journals.push(journal)
  return journal
}

it('names every record of an older journal by its cause, and refuses a read by cause until then', async () => {
  const expected = await olderJournal()
  const journal = await start()
  // Before the first piece: a read by cause waits, with the wait; every other read answers.
  const refusal = (() => {
    try {
      journal.page({ causes: ['finger-mismatch'] }, 50, null)
    } catch (error) {
      return error
    }
  })()
  expect(refusal).toBeInstanceOf(BridgeError)
  expect((refusal as BridgeError).code).toBe('JOURNAL_IMPORTING')
  expect((refusal as BridgeError).retryAfterS).toBeGreaterThanOrEqual(1)
  expect(journal.page({ outcomes: ['failure'] }, 500, null).transactions).toHaveLength(
    [...expected.values()].filter((cause) => cause !== null).length,
  )
  await journal.causesRead()
  const mismatches = journal.page({ causes: ['finger-mismatch'] }, 500, null).transactions
  expect(mismatches.map((r) => r.id).sort()).toEqual(
    [...expected]
      .filter(([, cause]) => cause === 'finger-mismatch')
      .map(([id]) => id)
      .sort(),
  )
  await journal.close()
  h.journals.splice(h.journals.indexOf(journal), 1)
  expect(causes()).toEqual(expected)
})

it('goes on at the next start when the bridge stops before every record is named', async () => {
  const expected = await olderJournal()
  const first = await start()
  // Stopped before its first piece (it yields once after the start).
  await first.close()
  h.journals.splice(h.journals.indexOf(first), 1)
  expect([...causes().values()].every((cause) => cause === null)).toBe(true)
  const second = await start()
  await second.causesRead()
  const chosen = ['merchant-blocked', 'device-not-certified'] as const
  const summary = summaryOf(second, { causes: [...chosen] }, '2026-06-15')
  expect(summary.totals.total).toBe(
    [...expected.values()].filter((c) => (chosen as readonly unknown[]).includes(c)).length,
  )
  await second.close()
  h.journals.splice(h.journals.indexOf(second), 1)
  expect(causes()).toEqual(expected)
})
