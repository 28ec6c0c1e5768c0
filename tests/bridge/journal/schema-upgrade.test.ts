// A journal written by the previous release (records_group, without journal_time, in place of
// records_day_filters) is upgraded at its first start: the old index goes, the new one is built,
// every record and tally is kept, and the tallies still follow a removal (their trigger finds a
// group's first and last time through the new index).

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { openDatabase } from '../../../bridge/journal/database.ts'
import { columnsOf } from '../../../bridge/journal/record-row.ts'
import type { StoredRecord } from '../../../bridge/journal/journal-types.ts'
import { DAY, NOW, record } from '../../fixtures/journal-fixtures.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const indexes = (db: ReturnType<typeof openDatabase>) =>
  (
    db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'records'")
      .all() as { name: string; sql: string | null }[]
  ).filter((row) => row.sql !== null)

it('upgrades a journal of the previous release: records_group replaced, records and tallies kept', () => {
  const dir = mkdtempSync(join(tmpdir(), 'aeps-upgrade-'))
  dirs.push(dir)
  const path = join(dir, 'journal.db')
  const old = openDatabase(path)
  // The previous release's index, as it built it.
  old.exec(`DROP INDEX records_day_filters;
    CREATE INDEX records_group ON records (day, operation, outcome, bankiin, started_at)`)
  const insert = old.prepare(`INSERT INTO records (journal_time, id, day, started_at, operation,
    outcome, finished, details, bankiin, bank_name, last4, rrn, stan, client_ref, entry_count,
    body, entries, operator, cause, cells) VALUES (:journal_time, :id, :day, :started_at, :operation, :outcome,
    :finished, :details, :bankiin, :bank_name, :last4, :rrn, :stan, :client_ref, :entry_count,
    :body, :entries, :operator, :cause, :cells)`)
  for (let i = 0; i < 50; i++) {
    const t = NOW.getTime() - (50 - i) * (DAY / 5)
    const r = record({
      startedAt: new Date(t).toISOString(),
      outcome: i % 2 ? 'success' : 'failure',
    })
    insert.run({ ...columnsOf(r as StoredRecord), journal_time: t })
  }
  const tallies = old.prepare('SELECT * FROM tallies ORDER BY day, outcome').all()
  old.close()

  const db = openDatabase(path)
  try {
    const names = indexes(db).map((row) => row.name)
    expect(names).not.toContain('records_group')
    expect(names).toContain('records_day_filters')
    expect(indexes(db).find((row) => row.name === 'records_day_filters')!.sql).toMatch(
      /\(day, operation, outcome, bankiin, started_at, journal_time\)/,
    )
    expect((db.prepare('SELECT count(*) AS n FROM records').get() as { n: number }).n).toBe(50)
    expect(db.prepare('SELECT * FROM tallies ORDER BY day, outcome').all()).toEqual(tallies)
    expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' })
    // A removal still keeps the tallies right, through the new index.
    db.exec('DELETE FROM records WHERE seq = (SELECT min(seq) FROM records)')
    const counted = db
      .prepare(
        `SELECT day, operation, outcome, bankiin, count(*) AS n, min(started_at) AS first_at,
           max(started_at) AS last_at FROM records GROUP BY 1, 2, 3, 4 ORDER BY 1, 3`,
      )
      .all()
    expect(
      db
        .prepare(
          'SELECT day, operation, outcome, bankiin, n, first_at, last_at FROM tallies ORDER BY 1, 3',
        )
        .all(),
    ).toEqual(counted)
  } finally {
    db.close()
  }
})

it('gives a journal of a release before v1.5 the operator column, and counts its tallies again with it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'aeps-upgrade-'))
  dirs.push(dir)
  const path = join(dir, 'journal.db')
  const old = openDatabase(path)
  // The earlier release's tables: records without operator, tallies keyed without it.
  old.exec(`DROP TRIGGER tally_insert; DROP TRIGGER tally_delete; DROP TRIGGER tally_update;
    DROP TABLE tallies; ALTER TABLE records DROP COLUMN operator; ALTER TABLE records DROP COLUMN cause;
    ALTER TABLE records DROP COLUMN cells;
    CREATE TABLE tallies (day INTEGER NOT NULL, operation TEXT NOT NULL, outcome TEXT NOT NULL,
      bankiin TEXT NOT NULL, n INTEGER NOT NULL, first_at INTEGER NOT NULL, last_at INTEGER NOT NULL,
      bank_name TEXT, name_at INTEGER, PRIMARY KEY (day, operation, outcome, bankiin)) WITHOUT ROWID`)
  const insert = old.prepare(`INSERT INTO records (journal_time, id, day, started_at, operation,
    outcome, finished, details, bankiin, bank_name, last4, rrn, stan, client_ref, entry_count,
    body, entries) VALUES (:journal_time, :id, :day, :started_at, :operation, :outcome, :finished,
    :details, :bankiin, :bank_name, :last4, :rrn, :stan, :client_ref, :entry_count, :body, :entries)`)
  for (let i = 0; i < 20; i++) {
    const t = NOW.getTime() - (20 - i) * (DAY / 5)
    const {
      operator: _none,
      cause: _unnamed,
      cells: _kept,
      ...columns
    } = columnsOf(record({ startedAt: new Date(t).toISOString() }) as StoredRecord)
    insert.run({ ...columns, journal_time: t })
  }
  old.close()

  const db = openDatabase(path)
  try {
    const counted = db
      .prepare(
        `SELECT day, operation, outcome, bankiin, operator, count(*) AS n FROM records
         GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 3`,
      )
      .all() as { operator: string; n: number }[]
    expect(counted.reduce((sum, row) => sum + row.n, 0)).toBe(20)
    expect(counted.every((row) => row.operator === '')).toBe(true)
    expect(
      db
        .prepare('SELECT day, operation, outcome, bankiin, operator, n FROM tallies ORDER BY 1, 3')
        .all(),
    ).toEqual(counted)
    expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' })
  } finally {
    db.close()
  }
})
