// The kept CSV cells' upgrade of an earlier release's journal (the `cells` column, schema.ts
// CELLS_UPGRADE) at its edges (slow tier: a child process killed, a tmpfs mounted):
// - a kill -9 half-way: a process holds the upgrade's own statements in an open transaction and is
//   killed; the journal is whole and still the older one, and the next start upgrades it;
// - a full disk: the start that would upgrade is refused, the journal is whole and still the older
//   one, and once space is freed the next start upgrades it.
// Each time the CSV of its records is byte for byte csv.ts's file of them, and nothing is lost.
//
// Mounting needs root, as the project's machines and CI run; a machine that cannot mount fails
// here rather than pretend the drill ran.

import { execFileSync, spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { csvChunks } from '../../../bridge/day-book/csv-export.ts'
import { toCsv } from '../../../bridge/day-book/csv.ts'
import { Journal } from '../../../bridge/journal/journal.ts'
import type { TransactionRecord } from '../../../src/shared/contract.ts'
import { fillDisk } from '../../fixtures/fill-disk.ts'
import { crashCopyRows, NOW, record } from '../../fixtures/journal-fixtures.ts'
import { cellsColumn, writeJournalWithoutCells } from '../../fixtures/older-journal.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function olderRecords(n: number): TransactionRecord[] {
  return Array.from({ length: n }, (_, i) =>
    record({
      startedAt: new Date(NOW.getTime() - (n - i) * 60_000).toISOString(),
      outcome: i % 3 ? 'failure' : 'success',
      message: i % 3 ? '300: Biometric data did not match' : 'ok',
      clientRefNo: i % 2 ? '=CR' + i : 'CR' + i,
    }),
  )
}

/** The next start: the journal opened, its CSV compared with csv.ts's file of its records. */
async function startAndExport(dataDir: string, n: number): Promise<void> {
  const journal = new Journal({ dataDir, retentionDays: 90, now: () => NOW, monotonic: () => 0 })
  await journal.open()
  try {
    const shown = [...journal.slices({})].flat()
    expect(shown).toHaveLength(n)
    let csv = ''
    for await (const chunk of csvChunks(journal, {}, 'en')) csv += chunk
    expect(csv).toBe(toCsv(shown, 'en'))
    await journal.write(record({ startedAt: NOW.toISOString() }))
  } finally {
    await journal.close()
  }
  expect(cellsColumn(join(dataDir, 'journal.db'))).toEqual({ column: true, kept: 1 })
}

it('a kill -9 half-way through the upgrade leaves the older journal whole; the next start upgrades it', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kept-cells-kill-'))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  await writeJournalWithoutCells(dataDir, olderRecords(500))
  const file = join(dataDir, 'journal.db')
  // The opener's settings, then the upgrade's own statements in a transaction left open, with a
  // cache of one page so that SQLite writes what it changed to the log before any commit.
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { CELLS_UPGRADE } from ${JSON.stringify(join(ROOT, 'bridge/journal/schema.ts'))}
       const { DatabaseSync } = process.getBuiltinModule('node:sqlite')
       const db = new DatabaseSync(${JSON.stringify(file)})
       db.exec('PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = WAL; PRAGMA cache_size = 1')
       db.exec('BEGIN IMMEDIATE; ' + CELLS_UPGRADE + " UPDATE records SET cells = 'half' ")
       process.stdout.write('inside\\n')
       setInterval(() => {}, 1000)`,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  cleanups.push(() => child.kill('SIGKILL'))
  await new Promise<void>((done, fail) => {
    child.stdout.on('data', (data: Buffer) => {
      if (String(data).includes('inside')) done()
    })
    child.once('exit', (code) => fail(new Error(`the child ended (${code}) before the upgrade`)))
  })
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGKILL')
  await exited
  // What the kill left: whole, every record, still without the column.
  expect(crashCopyRows(file)).toHaveLength(500)
  expect(cellsColumn(file)).toEqual({ column: false, kept: 0 })
  await startAndExport(dataDir, 500)
})

it('a full disk refuses the start that would upgrade; once space is freed the next start upgrades', async () => {
  const mount = mkdtempSync(join(tmpdir(), 'kept-cells-disk-'))
  cleanups.push(() => rmSync(mount, { recursive: true, force: true }))
  const staging = mkdtempSync(join(tmpdir(), 'kept-cells-older-'))
  cleanups.push(() => rmSync(staging, { recursive: true, force: true }))
  await writeJournalWithoutCells(staging, olderRecords(500))
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m,mode=0700', 'tmpfs', mount])
  cleanups.push(() => execFileSync('umount', [mount]))
  const dataDir = join(mount, 'data')
  mkdirSync(dataDir, { mode: 0o700 })
  copyFileSync(join(staging, 'journal.db'), join(dataDir, 'journal.db'))
  // One page left free, for the start's lock file: the upgrade's first write meets the full disk.
  writeFileSync(join(mount, 'reserve'), Buffer.alloc(4096))
  fillDisk(join(mount, 'filler'))
  rmSync(join(mount, 'reserve'))
  const journal = new Journal({ dataDir, retentionDays: 90, now: () => NOW, monotonic: () => 0 })
  // SQLite's own refusal: the lock file took the page left, the upgrade's write met the full disk.
  await expect(journal.open()).rejects.toThrow(/database or disk is full/)
  const file = join(dataDir, 'journal.db')
  expect(crashCopyRows(file)).toHaveLength(500)
  expect(cellsColumn(file)).toEqual({ column: false, kept: 0 })
  rmSync(join(mount, 'filler'))
  await startAndExport(dataDir, 500)
})
