// A merchant's three years, generated straight into the journal's SQLite database:
// `records` enquiries spread evenly over 1,095 days up to now, as the bridge would have written
// them (balance enquiries, mini statements with their entries on a fifth, failures, pendings,
// interrupted ones; five banks; one record in 7 with the reprint details already removed). The
// rows are inserted in one transaction with the indexes and tally triggers dropped, then the
// indexes are built and the tallies counted in one statement each: 1,000,000 records in under a
// minute, where the bridge’s own writes would take an hour. Kept in a cache by size and schema.

import { createHash, randomUUID } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { DB_FILE, openDatabase } from '../bridge/journal/database.ts'
import { SCHEMA } from '../bridge/journal/schema.ts'
import { KEPT_CELLS_TAG } from '../bridge/day-book/kept-cells.ts'
import { settleDayPieces } from '../bridge/journal/day-pieces.ts'
import { columnsOf } from '../bridge/journal/record-row.ts'
import type { StoredRecord } from '../bridge/journal/journal-types.ts'
import { ROOT } from './lib.ts'
import { BANKS, entries, OUTCOMES } from './sample-records.ts'

export const SPAN_DAYS = 1095
const DAY_MS = 86_400_000
const CACHE = join(ROOT, 'node_modules', '.cache', 'aeps-bench-journals')

/** The i-th of `n` records, started at `t`. */
export function benchRecord(i: number, t: number): StoredRecord {
  const statement = i % 5 === 0
  const [iin, name] = BANKS[i % BANKS.length]!
  const outcome = statement ? 'success' : OUTCOMES[i % OUTCOMES.length]!
  const startedAt = new Date(t).toISOString()
  const stripped = i % 7 === 0
  const record: Record<string, unknown> = {
    id: t.toString(36).padStart(9, '0') + '-' + i.toString(16).padStart(10, '0'),
    operation: statement ? 'mini-statement' : 'balance-enquiry',
    startedAt,
    finishedAt: outcome === 'unknown' ? null : new Date(t + 1800).toISOString(),
    merchantLoginId: 'MER001',
    aadhaarMasked: 'XXXXXXXX' + String(1000 + (i % 9000)),
    mobileMasked: 'XXXXXX' + String(1000 + (i % 9000)),
    bankiin: iin,
    bankName: name,
    outcome,
    code: outcome === 'success' ? '0x0200' : outcome === 'failure' ? '0x0202' : null,
    status: outcome === 'success' ? 'SUCCESS' : outcome === 'failure' ? 'FAILURE' : null,
    message: outcome === 'success' ? '000: Balance fetched successfully.' : 'Declined by bank',
    displayMessage: null,
    guidance: null,
    errorCode: null,
    rrn: String(500000000000 + i),
    stanNo: String(100000 + (i % 900000)),
    clientRefNo: 'CR' + i,
    transactionDateTime: startedAt.slice(0, 19).replace('T', ' '),
    availableBalance: stripped || outcome !== 'success' ? null : String(1000 + (i % 50000)) + '.25',
    consent: true,
    consentNotice: 'en-1',
    locationSource: 'shop',
  }
  if (statement && !stripped) record.entries = entries(i)
  if (stripped) record.detailsRemovedAt = new Date(t + DAY_MS).toISOString()
  return record as unknown as StoredRecord
}

function generate(file: string, records: number, now: number): void {
  generateJournal(file, records, now, SPAN_DAYS, benchRecord)
}

/**
 * `records` made by `recordOf` spread evenly over `spanDays` up to `now`, into a new journal
 * file (also year-on-disk.ts, for a year in its steady state).
 */
export function generateJournal(
  file: string,
  records: number,
  now: number,
  spanDays: number,
  recordOf: (i: number, t: number) => StoredRecord,
): void {
  const t0 = performance.now()
  const db = openDatabase(file)
  // Generation only: no rollback journal, a large cache; the bridge's settings come back below.
  db.exec(`
    PRAGMA journal_mode = OFF;
    PRAGMA synchronous = OFF;
    PRAGMA secure_delete = OFF;
    PRAGMA cache_size = -262144;
    DROP TRIGGER tally_insert; DROP TRIGGER tally_update; DROP TRIGGER tally_delete;
  `)
  const indexes = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL").all() as {
      name: string
    }[]
  ).map((row) => row.name)
  for (const name of indexes) db.exec(`DROP INDEX ${name}`)
  const insert = db.prepare(`INSERT INTO records (seq, journal_time, id, day, started_at, operation,
    outcome, finished, interrupted, details, bankiin, bank_name, last4, rrn, stan, client_ref,
    entry_count, body, entries, operator, cause, cells) VALUES (:seq, :journal_time, :id, :day, :started_at, :operation,
    :outcome, :finished, :interrupted, :details, :bankiin, :bank_name, :last4, :rrn, :stan,
    :client_ref, :entry_count, :body, :entries, :operator, :cause, :cells)`)
  const start = now - spanDays * DAY_MS
  const step = (spanDays * DAY_MS - 120_000) / records
  db.exec('BEGIN')
  for (let i = 0; i < records; i++) {
    const t = Math.round(start + i * step)
    const columns = columnsOf(recordOf(i, t))
    insert.run({ ...columns, seq: i + 1, journal_time: t, interrupted: 1 - columns.finished })
  }
  db.exec('COMMIT')
  db.close()
  process.stderr.write(`inserted in ${(performance.now() - t0).toFixed(0)} ms\n`)
  // The indexes and triggers again (the schema), and the tallies counted once.
  const again = openDatabase(file)
  again.exec(`INSERT INTO tallies SELECT day, operation, outcome, bankiin, count(*),
    min(started_at), max(started_at), max(bank_name), max(started_at), operator
    FROM records GROUP BY day, operation, outcome, bankiin, operator`)
  // The tallies' triggers made the totals and marked every day's summary piece stale: built now.
  settleDayPieces(again)
  process.stderr.write(`indexed in ${(performance.now() - t0).toFixed(0)} ms\n`)
  // No ANALYZE: a desk's journal never has statistics, so the planner here must do without too.
  again.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  again.close()
}

/**
 * A DATA_DIR holding a journal of `records` (a fresh copy of the cached one, made on first use),
 * whose newest record is a couple of minutes old.
 */
export function journalDataDir(dir: string, records: number): string {
  // By size and schema: a journal cached before the schema changed would be upgraded at the
  // bench's start, and the start would time the upgrade. By the kept cells' tag too: cells of
  // other code are not read, and the CSV's figure would be the bodies' path.
  const key = `${records}-${createHash('sha256')
    .update(SCHEMA + KEPT_CELLS_TAG)
    .digest('hex')
    .slice(0, 8)}`
  const cached = join(CACHE, key, DB_FILE)
  if (!existsSync(cached)) {
    mkdirSync(join(CACHE, key), { recursive: true })
    // A name of its own: two test files may generate the same journal at once; the rename
    // below leaves one whole file either way.
    const partial = `${cached}.partial-${process.pid}-${randomUUID()}`
    const t0 = performance.now()
    generate(partial, records, Date.now())
    renameSync(partial, cached)
    rmSync(partial + '-wal', { force: true })
    process.stderr.write(
      `generated ${records} records in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`,
    )
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  copyFileSync(cached, join(dir, DB_FILE))
  return dir
}
