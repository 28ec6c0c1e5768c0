// The import's writer of rows (bridge/journal/import-rows.ts): a new id takes the place it is
// given, a later snapshot of a known id is written over its columns with its first place kept,
// and a refusal other than the id's own (a place already taken) fails as before, never skipped.

import { mkdtempSync, rmSync } from 'node:fs'
import type { DatabaseSync } from 'node:sqlite'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../bridge/journal/database.ts'
import { importedColumns, importRows } from '../../../bridge/journal/import-rows.ts'
import { parseLine } from '../../../bridge/journal/legacy-lines.ts'
import type { StoredRecord } from '../../../bridge/journal/journal-types.ts'
import { columnsOf } from '../../../bridge/journal/record-row.ts'
import { record } from '../../fixtures/journal-fixtures.ts'

let dir: string
let db: DatabaseSync

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'aeps-import-rows-'))
  db = openDatabase(join(dir, 'journal.db'))
})

afterEach(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const rowOf = (id: string) => db.prepare('SELECT * FROM records WHERE id = ?').get(id)

describe("the import's rows", () => {
  it('writes a new id with its place and journal time, every column as columnsOf gives it', () => {
    const write = importRows(db)
    const attempt = record({ id: 'a1', entries: [{ date: '11/02' }] as never })
    // One columnsOf: the kept CSV cells carry a mark of their write, new each time.
    const columns = columnsOf(attempt as StoredRecord)
    expect(write(columns, 7, 1234)).toBe(true)
    expect(rowOf('a1')).toMatchObject({
      ...columns,
      seq: 7,
      journal_time: 1234,
      interrupted: 0,
      answer_lost: 0,
    })
  })

  it('writes a later snapshot of a known id over its columns and keeps its first place', () => {
    const write = importRows(db)
    const attempt = record({ id: 'a1', outcome: 'unknown', finishedAt: null, bankName: null })
    write(columnsOf(attempt as StoredRecord), 3, 100)
    const answer = record({ id: 'a1', outcome: 'failure', operator: 'Asha' } as never)
    const columns = columnsOf(answer as StoredRecord)
    expect(write(columns, 4, 200)).toBe(false)
    expect(rowOf('a1')).toMatchObject({
      ...columns,
      seq: 3,
      journal_time: 100,
    })
    expect(db.prepare('SELECT count(*) AS n FROM records').get()).toEqual({ n: 1 })
  })

  it('fails, rather than skips, a new id whose place is taken', () => {
    const write = importRows(db)
    write(columnsOf(record({ id: 'a1' }) as StoredRecord), 5, 100)
    expect(() => write(columnsOf(record({ id: 'b2' }) as StoredRecord), 5, 100)).toThrow(
      /UNIQUE constraint failed: records.seq|PRIMARY KEY/,
    )
    expect(rowOf('b2')).toBeUndefined()
  })

  it('writes an attempt its bridge never finished as a start marks it, and its answer unmarks it', () => {
    const write = importRows(db)
    const line = (fields: object) => parseLine(JSON.stringify(record(fields as never)))!
    const unfinished = { outcome: 'failure', finishedAt: null }
    write(importedColumns(line({ id: 'a1', ...unfinished })), 1, 100)
    write(importedColumns(line({ id: 's1', ...unfinished, settledOutcome: 'success' })), 2, 100)
    expect(rowOf('a1')).toMatchObject({ interrupted: 1, outcome: 'unknown' })
    expect(rowOf('s1')).toMatchObject({ interrupted: 1, outcome: 'success' })
    write(importedColumns(line({ id: 'a1', outcome: 'failure' })), 3, 200)
    expect(rowOf('a1')).toMatchObject({ interrupted: 0, outcome: 'failure', seq: 1 })
  })
})
