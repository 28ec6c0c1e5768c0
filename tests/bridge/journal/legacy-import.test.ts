// A journal in the JSON-lines format of the release before SQLite is imported on
// the first start, in one transaction with its counts checked, and then its files are removed. The
// fixture was written by that release's own Journal (main at 8e5bfa2): records compacted to one
// line and records of two lines, details removed by the reprint window, an escaped bank message, a
// Hindi bank name, and an attempt the bridge was killed during. A kill -9 at any point of the
// import leaves the old journal or the whole new one.

import { spawn } from 'node:child_process'
import { copyFileSync, existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../bridge/journal/database.ts'
import { importNeeds, importSpaceProblem } from '../../../bridge/journal/import-space.ts'
import { Journal } from '../../../bridge/journal/journal.ts'
import { LegacyImport } from '../../../bridge/journal/legacy-import.ts'
import {
  FillableDisk,
  journalRoot,
  logged,
  NOW,
  record,
  summaryOf,
} from '../../fixtures/journal-fixtures.ts'

const FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'journal-v1.2.jsonl')

const h = journalRoot()

const legacy = () => join(h.dir, 'journal.jsonl')

describe('a journal of the release before SQLite', () => {
  it('is imported whole on the first start, in order, and its file removed', async () => {
    copyFileSync(FIXTURE, legacy())
    const journal = await h.open({ reprintHours: 24 })
    expect(existsSync(legacy())).toBe(false)
    expect(journal.list(10).map((t) => [t.id, t.seq, t.outcome])).toEqual([
      ['in-flight', 5, 'unknown'],
      ['fresh-balance', 4, 'success'],
      ['failure', 3, 'failure'],
      ['old-statement', 2, 'success'],
      ['old-balance', 1, 'success'],
    ])
    expect(journal.get('in-flight')).toMatchObject({ errorCode: 'INTERRUPTED' })
    expect(journal.get('failure')).toMatchObject({ bankMessage: 'Insufficient "funds"\\n' })
    expect(journal.get('fresh-balance')).toMatchObject({ bankName: 'बैंक ऑफ़ इंडिया' })
    expect(journal.get('old-statement')).toMatchObject({
      availableBalance: null,
      detailsRemovedAt: '2026-06-11T10:00:00.000Z',
    })
    expect(journal.get('old-statement')).not.toHaveProperty('entries')
    expect(logged(h.logs, /older format is imported/)).toEqual([
      expect.objectContaining({ records: 5, skippedLines: 0 }),
    ])
    // Day-book filters work on what was imported.
    expect(journal.page({ outcomes: ['failure'] }, 10, null).transactions).toHaveLength(1)
    expect(journal.page({ q: '600000000001' }, 10, null).transactions[0]?.id).toBe('failure')
  })

  it('skips a torn last line and a corrupt line, and says how many', async () => {
    const good = record()
    writeFileSync(legacy(), 'not json\n' + JSON.stringify(good) + '\n{"id":"torn","operation":"bal')
    const journal = await h.open()
    expect(journal.size).toBe(1)
    expect(journal.get(good.id)?.id).toBe(good.id)
    expect(logged(h.logs, /older format is imported/)).toEqual([
      expect.objectContaining({ records: 1, skippedLines: 2 }),
    ])
  })

  it('reads the oldest format (no sequence numbers) in file order, the last line winning', async () => {
    const a = record({ startedAt: '2026-06-15T09:30:00.000Z' })
    const b = record({ startedAt: '2026-06-15T09:00:00.000Z' })
    writeFileSync(
      legacy(),
      [a, b, { ...a, outcome: 'failure' }].map((r) => JSON.stringify(r) + '\n').join(''),
    )
    const journal = await h.open()
    expect(journal.list(5).map((t) => [t.id, t.seq, t.outcome])).toEqual([
      [b.id, 2, 'success'],
      [a.id, 1, 'failure'],
    ])
  })

  it('only removes the old file when a start after the import finds it still there', async () => {
    copyFileSync(FIXTURE, legacy())
    const first = await h.open()
    await first.write(record())
    await first.close()
    h.journals.length = 0
    // As if the kill came after COMMIT and before the old file was removed.
    copyFileSync(FIXTURE, legacy())
    const journal = await h.open()
    expect(journal.size).toBe(6)
    expect(existsSync(legacy())).toBe(false)
  })
})

/** A journal of `n` records in the old format, two lines each, as a busy desk's. */
function bigLegacy(path: string, n: number): void {
  const lines: string[] = []
  for (let i = 1; i <= n; i++) {
    const r = record({
      id: `legacy-${i}`,
      startedAt: new Date(NOW.getTime() - i * 1000).toISOString(),
    })
    const base = { seq: i, journalTime: NOW.getTime() - DAY_MS }
    lines.push(JSON.stringify({ ...r, finishedAt: null, outcome: 'unknown', ...base }))
    lines.push(JSON.stringify({ ...r, ...base }))
  }
  writeFileSync(path, lines.join('\n') + '\n')
}
const DAY_MS = 86_400_000

const IMPORTER = `
  import { Journal } from ${JSON.stringify(join(import.meta.dirname, '../../../bridge/journal/journal.ts'))}
  const journal = new Journal({ dataDir: process.argv[1], retentionDays: 90 })
  process.stdout.write('opening\\n')
  await journal.open()
  await journal.imported()
  process.stdout.write('opened\\n')
  await journal.close()
`

describe('a kill -9 during the import', () => {
  it('leaves the old journal or the whole new one, at any point', async () => {
    const N = 8_000
    for (const delay of [0, 60, 200, 500]) {
      await h.empty()
      bigLegacy(legacy(), N)
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', IMPORTER, h.dir],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      )
      // Taken at once: on a quick machine the import ends, and the child exits, before the kill.
      const exited = new Promise((resolve) => child.once('exit', resolve))
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => (out += String(chunk)))
      await new Promise<void>((resolve) =>
        child.stdout.on('data', () => out.includes('opening') && resolve()),
      )
      await new Promise((resolve) => setTimeout(resolve, delay))
      child.kill('SIGKILL')
      await exited
      const completed = out.includes('opened')
      // Whatever the point, the next start has every record, once.
      const journal = new Journal({ dataDir: h.dir, retentionDays: 90 })
      await journal.open()
      h.journals.push(journal)
      await journal.imported()
      expect({ delay, completed, size: journal.size }).toEqual({ delay, completed, size: N })
      expect(journal.get('legacy-1')?.outcome).toBe('success')
      expect(existsSync(legacy())).toBe(false)
    }
  }, 180_000)
})

describe('an import that stops part-way', () => {
  it('resumes where it stopped, not from the start, and keeps every record once', async () => {
    const N = 20_000
    bigLegacy(legacy(), N)
    const first = new Journal({ dataDir: h.dir, retentionDays: 90, now: () => NOW })
    await first.open()
    await expect
      .poll(() => progressOf(first).done, { timeout: 60_000, interval: 5 })
      .toBeGreaterThan(0)
    await first.close()
    const again = await h.open()
    const resumed = logged(h.logs, /import of the older journal resumes/)
    expect(resumed).toHaveLength(1)
    expect(resumed[0]!.offset).toBeGreaterThan(0)
    expect(again.size).toBe(N)
    expect(again.get('legacy-1')?.outcome).toBe('success')
    expect(again.list(1)[0]).toMatchObject({ id: `legacy-${N}`, seq: N })
  }, 120_000)

  it('says the real cause when the disk fills, not a failed rollback', async () => {
    await importDriven(2_000, async (pending, db) => {
      db.exec('PRAGMA max_page_count = 40')
      await expect(pending.run()).rejects.toThrow(/database or disk is full/)
    })
  })

  it('keeps its place with a slice the full disk refused, and imports every record once space is freed', async () => {
    const N = 20_000
    bigLegacy(legacy(), N)
    const disk = new FillableDisk()
    const journal = new Journal({
      dataDir: h.dir,
      retentionDays: 90,
      now: () => NOW,
      storage: disk,
      importRetryMs: 20,
    })
    h.journals.push(journal)
    await journal.open()
    await expect
      .poll(() => progressOf(journal).done, { timeout: 60_000, interval: 5 })
      .toBeGreaterThan(0)
    disk.fill()
    await expect
      .poll(() => journal.health(), { timeout: 60_000, interval: 5 })
      .toMatchObject({ state: 'failing', cause: 'disk-full' })
    // Retried every 20 ms against the full disk: each try is refused and keeps its place.
    await expect
      .poll(() => logged(h.logs, /import of the older journal stopped/).length, { timeout: 60_000 })
      .toBeGreaterThan(3)
    disk.free()
    await journal.imported()
    expect(journal.size).toBe(N)
    expect(logged(h.logs, /had not brought over/)).toEqual([])
    expect(journal.list(1)[0]).toMatchObject({ id: `legacy-${N}`, seq: N })
    expect(totalOf(journal)).toBe(N)
  }, 120_000)

  it('names the records a kept place skipped, by line, and imports them at its last check', async () => {
    const N = 5_000
    await importDriven(N, async (pending, db) => {
      const run = pending.run()
      pending.stop()
      await run
      // What a release that kept a failed slice's place left: its progress past records it lacks.
      db.exec("DELETE FROM records WHERE id IN ('legacy-1', 'legacy-2', 'legacy-3')")
    })
    const journal = await h.open()
    expect(journal.size).toBe(N)
    const mended = logged(h.logs, /had not brought over/)
    expect(mended).toMatchObject([{ records: 3, lines: '1-5' }])
    expect(journal.get('legacy-2')).toMatchObject({ outcome: 'success', seq: N + 2 })
    expect(totalOf(journal)).toBe(N)
  }, 120_000)

  // The last step is taken in pieces with turns of the event loop between them (so that
  // /api/status answers during it): a stop or a fault between two pieces must leave an import
  // that the next try finishes, with every record once and the tallies whole.
  it('stopped during its last step, is finished by the next start with every record once', async () => {
    const N = 20_000
    await importDriven(N, async (pending, db) => {
      const run = pending.run()
      await lastStepBegun()
      pending.stop()
      await run
      expect(pending.stopped).toBe(true)
      expect(db.prepare("SELECT 1 FROM meta WHERE key = 'legacy-import'").get()).toBeUndefined()
      expect(db.isTransaction).toBe(false)
    })
    expect(logged(h.logs, /older format is imported/)).toEqual([])
    expect(existsSync(legacy())).toBe(true)
    await finishedByTheNextStart(N)
    expect(existsSync(legacy())).toBe(false)
  }, 120_000)

  it('refused by a full disk during its last step, finishes once space is freed', async () => {
    const N = 20_000
    await importDriven(N, async (pending, db) => {
      const run = pending.run()
      await lastStepBegun()
      // The disk full from here: the indexes still to build need pages it has not.
      const { page_count: pages } = db.prepare('PRAGMA page_count').get() as { page_count: number }
      db.exec(`PRAGMA max_page_count = ${pages}`)
      await expect(run).rejects.toThrow(/database or disk is full/)
      expect(db.isTransaction).toBe(false)
      db.exec('PRAGMA max_page_count = 1073741823')
      await pending.run()
    })
    await finishedByTheNextStart(N)
  }, 120_000)

  it('is refused before it starts when the disk has too little space, naming the bytes needed', () => {
    const problem = importSpaceProblem('/data', 1_000_000, () => 5_000)
    expect(problem?.message).toContain(`needs ${importNeeds(1_000_000)} bytes`)
    expect(problem?.message).toContain('has 5000')
    expect(importSpaceProblem('/data', 1_000_000, () => 10 ** 12)).toBeNull()
  })
})

describe('new records while the import runs', () => {
  // New work is refused while the import runs (contract v1.4: ready() says importing, and the
  // routes answer 503 JOURNAL_IMPORTING); a record written meanwhile all the same is not lost.
  it("are held back by ready(), and one written anyway is kept after the old file's records", async () => {
    const N = 20_000
    bigLegacy(legacy(), N)
    const journal = new Journal({ dataDir: h.dir, retentionDays: 90, now: () => NOW })
    h.journals.push(journal)
    await journal.open()
    const attempt = record({ id: 'new-2', finishedAt: null, outcome: 'unknown' })
    for (const next of [record({ id: 'new-1' }), attempt]) {
      expect(journal.health().state).toBe('importing')
      expect((await journal.ready()).state).toBe('importing')
      await journal.write(next)
    }
    expect(journal.health().state).toBe('importing')
    await journal.imported()
    // Its answer came after the import ended: the attempt was in flight, not interrupted.
    await journal.write({ ...attempt, finishedAt: attempt.startedAt, outcome: 'success' })
    expect(journal.size).toBe(N + 2)
    expect(journal.list(3).map(({ id, seq, outcome }) => ({ id, seq, outcome }))).toEqual([
      { id: 'new-2', seq: N + 2, outcome: 'success' },
      { id: 'new-1', seq: N + 1, outcome: 'success' },
      { id: `legacy-${N}`, seq: N, outcome: 'success' },
    ])
    expect(totalOf(journal)).toBe(N + 2)
    const again = await h.reopen(journal)
    await again.write(record({ id: 'new-3' }))
    // After them, not among the moved ones (an answer's upsert may use up a number, as ever).
    const [newest] = again.list(1)
    expect(newest?.id).toBe('new-3')
    expect(newest!.seq).toBeGreaterThan(N + 2)
    expect(newest!.seq).toBeLessThan(N + 10)
  }, 120_000)
})

/** The day book's total over every day, from the tallies the import's last step counts. */
/**
 * An old journal of `n` records in DATA_DIR, its import driven by the test on the database alone
 * (no Journal has opened it); the database is closed after, whatever happened.
 */
async function importDriven(
  n: number,
  drive: (pending: LegacyImport, db: DatabaseSync) => Promise<void>,
): Promise<void> {
  bigLegacy(legacy(), n)
  const db = openDatabase(join(h.dir, 'journal.db'))
  try {
    await drive(LegacyImport.pending(db, h.dir)!, db)
  } finally {
    db.close()
  }
}

/** Resolves once the import's last step has begun (it logs so). */
const lastStepBegun = () =>
  expect
    .poll(() => logged(h.logs, /last step begins/).length, { timeout: 60_000, interval: 1 })
    .toBe(1)

/** The next start finishes the import: logged once, every one of `n` records once, tallies whole. */
async function finishedByTheNextStart(n: number): Promise<void> {
  const journal = await h.open()
  expect(logged(h.logs, /older format is imported/)).toHaveLength(1)
  expect(journal.size).toBe(n)
  expect(totalOf(journal)).toBe(n)
  expect(journal.list(1)[0]).toMatchObject({ id: `legacy-${n}`, seq: n })
}

function totalOf(journal: Journal): number {
  return summaryOf(journal, {}, '2099-01-01').totals.total
}

function progressOf(journal: Journal): { done: number } {
  const health = journal.health()
  return health.state === 'importing' ? health.progress : { done: 0 }
}
