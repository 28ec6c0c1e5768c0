// A journal of the JSON-lines format (releases before issue 21) imported on the first start
// (issue 21 item 2): every line read in order, the last snapshot of each id kept with its sequence
// number and journal time, all of it in one transaction; the counts are checked before COMMIT, and
// only then are the old files removed. A kill -9 before COMMIT leaves the old journal (the next
// start imports it again); after COMMIT, the new one whole, and the next start only removes the
// old files, which the database remembers having imported.

import { createReadStream, existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import type { DatabaseSync } from 'node:sqlite'
import { log } from '../log.ts'
import type { StoredRecord } from './journal-types.ts'
import { columnsOf } from './record-row.ts'

export const LEGACY_FILE = 'journal.jsonl'
const LEGACY_FILES = [LEGACY_FILE, LEGACY_FILE + '.tmp']

interface LegacyLine {
  record: StoredRecord
  seq: number | null
  journalTime: number | null
}

/** A line of the old file, or null (a torn tail, a blank probe line, anything not a record). */
function parseLine(line: string): LegacyLine | null {
  if (line.trim() === '') return null
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    return null
  }
  if (value === null || typeof value !== 'object') return null
  const { seq, journalTime, ...record } = value as Record<string, unknown>
  if (typeof record.id !== 'string' || typeof record.startedAt !== 'string') return null
  if (Number.isNaN(Date.parse(record.startedAt))) return null
  return {
    record: record as unknown as StoredRecord,
    seq: typeof seq === 'number' ? seq : null,
    journalTime: typeof journalTime === 'number' ? journalTime : null,
  }
}

const INSERT = `
INSERT INTO records (seq, journal_time, id, day, started_at, operation, outcome, finished, details,
  bankiin, bank_name, last4, rrn, stan, client_ref, entry_count, body, entries)
VALUES (:seq, :journal_time, :id, :day, :started_at, :operation, :outcome, :finished, :details,
  :bankiin, :bank_name, :last4, :rrn, :stan, :client_ref, :entry_count, :body, :entries)
ON CONFLICT (id) DO UPDATE SET day = excluded.day, started_at = excluded.started_at,
  operation = excluded.operation, outcome = excluded.outcome, finished = excluded.finished,
  details = excluded.details, bankiin = excluded.bankiin, bank_name = excluded.bank_name,
  last4 = excluded.last4, rrn = excluded.rrn, stan = excluded.stan, client_ref = excluded.client_ref,
  entry_count = excluded.entry_count, body = excluded.body, entries = excluded.entries`

/** Imports DATA_DIR's old journal into `db` if there is one; removes the old files once it is in. */
export async function importLegacyJournal(db: DatabaseSync, dataDir: string): Promise<void> {
  const file = join(dataDir, LEGACY_FILE)
  if (!existsSync(file)) return
  const done = db.prepare("SELECT value FROM meta WHERE key = 'legacy-import'").get()
  if (done === undefined) await importFile(db, file)
  for (const name of LEGACY_FILES) rmSync(join(dataDir, name), { force: true })
}

async function importFile(db: DatabaseSync, file: string): Promise<void> {
  const { n: before } = db.prepare('SELECT count(*) AS n FROM records').get() as { n: number }
  if (before !== 0)
    throw new Error(
      `${file} (a journal of an older bridge) is beside a journal that already holds records; move one of them away`,
    )
  const insert = db.prepare(INSERT)
  const ids = new Set<string>()
  let seq = 0
  let skipped = 0
  db.exec('BEGIN IMMEDIATE')
  try {
    const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity })
    for await (const text of lines) {
      const line = parseLine(text)
      if (line === null) {
        if (text.trim() !== '') skipped++
        continue
      }
      // The first line of an id gives its order; a line of the oldest format has no seq.
      const known = ids.has(line.record.id)
      if (!known) seq = Math.max(seq + 1, line.seq ?? 0)
      ids.add(line.record.id)
      insert.run({
        ...columnsOf(line.record),
        seq: known ? null : seq,
        journal_time: line.journalTime ?? Date.parse(line.record.startedAt),
      })
    }
    const { n } = db.prepare('SELECT count(*) AS n FROM records').get() as { n: number }
    if (n !== ids.size) throw new Error(`${file}: ${ids.size} records read, ${n} imported`)
    db.prepare("INSERT INTO meta VALUES ('legacy-import', ?)").run(
      JSON.stringify({ records: n, skippedLines: skipped, at: new Date().toISOString() }),
    )
    db.exec('COMMIT')
    log('info', 'the journal of the older format is imported', {
      records: n,
      skippedLines: skipped,
    })
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}
