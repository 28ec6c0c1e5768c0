// Issue 16 items 1 and 7, on SQLite: a commit made to fail as a full disk, a failing
// flush, a read-only folder and no permission do, a real SQLITE_FULL from the engine, and a removed
// folder. The write is refused with its cause, is rolled back (nothing the disk does not hold is
// read back), the journal says it is failing, and it is ok again once a write works.

import { copyFileSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { JournalWriteError } from '../../../bridge/journal/storage.ts'
import {
  FaultyStorage,
  FillableDisk,
  journalRoot,
  logged,
  record,
} from '../../fixtures/journal-fixtures.ts'
import { perTest } from '../../fixtures/per-test.ts'

const h = journalRoot()
const storage = perTest(() => new FaultyStorage())

const cases = [
  { name: 'a full disk', code: 'ENOSPC', cause: 'disk-full', words: /disk is full/ },
  {
    name: 'EIO on flush',
    code: 'EIO',
    cause: 'io-error',
    words: /disk reported an error/,
  },
  {
    name: 'a read-only folder',
    code: 'EROFS',
    cause: 'read-only',
    words: /cannot be written/,
  },
  {
    name: 'no permission',
    code: 'EACCES',
    cause: 'read-only',
    words: /cannot be written/,
  },
] as const

describe.each(cases)('the journal on $name', ({ code, cause, words }) => {
  it('refuses the write with its cause, shows nothing of it, and says it is failing', async () => {
    const journal = await h.open({ storage })
    const before = record()
    await journal.write(before)
    storage.fail(code)
    const lost = record()
    const error = await journal.write(lost).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(JournalWriteError)
    expect(error).toMatchObject({ cause, errno: code })
    expect((error as JournalWriteError).reason).toMatch(words)
    // Memory never shows what the disk does not hold.
    expect(journal.get(lost.id)).toBeUndefined()
    expect(journal.list(10).map((t) => t.id)).toEqual([before.id])
    expect(h.lines().map((line) => line.id)).toEqual([before.id])
    expect(journal.health()).toMatchObject({
      state: 'failing',
      cause,
      reason: expect.stringMatching(words),
    })
    expect(await journal.ready()).toMatchObject({ state: 'failing', cause })
    expect(logged(h.logs, /journal cannot be written/)).toEqual([
      expect.objectContaining({ cause, errno: code }),
    ])
  })

  it('is ok again once the disk takes a write, and holds only what was committed', async () => {
    const journal = await h.open({ storage })
    storage.fail(code)
    await expect(journal.write(record())).rejects.toThrow(JournalWriteError)
    await expect(journal.write(record())).rejects.toThrow(JournalWriteError)
    storage.heal()
    expect(await journal.ready()).toEqual({ state: 'ok' })
    const after = record()
    await journal.write(after)
    expect(journal.health()).toEqual({ state: 'ok' })
    expect(logged(h.logs, /journal is written again/)).toHaveLength(1)
    const again = await h.reopen(journal)
    expect(again.list(10).map((t) => t.id)).toEqual([after.id])
  })
})

describe('a disk that fills for real (SQLITE_FULL from the engine)', () => {
  it('refuses the write as disk-full, keeps what was committed, and writes again once freed', async () => {
    const disk = new FillableDisk()
    const journal = await h.open({ storage: disk })
    const kept = record()
    await journal.write(kept)
    disk.fill()
    // Enough records to need a new page.
    const refused = await Promise.all(
      Array.from({ length: 40 }, () =>
        journal.write(record({ message: 'x'.repeat(400) })).catch((e: unknown) => e),
      ),
    )
    expect(refused.some((e) => e instanceof JournalWriteError)).toBe(true)
    expect(refused.find((e) => e instanceof JournalWriteError)).toMatchObject({
      cause: 'disk-full',
      errno: expect.stringMatching(/^SQLITE 13/),
    })
    expect(journal.health()).toMatchObject({ state: 'failing', cause: 'disk-full' })
    const refusedIds = new Set(h.lines().map((line) => line.id))
    expect(refusedIds.size).toBeLessThan(41)
    disk.free()
    expect(await journal.ready()).toEqual({ state: 'ok' })
    const after = record()
    await journal.write(after)
    const ids = h.lines().map((line) => line.id)
    expect(ids[0]).toBe(kept.id)
    expect(ids.at(-1)).toBe(after.id)
  })
})

describe('a write refused', () => {
  it('gives the first snapshot of an enquiry a new sequence number when it never reached the disk', async () => {
    const journal = await h.open({ storage })
    const first = record({ finishedAt: null, outcome: 'unknown' })
    storage.fail('ENOSPC')
    await expect(journal.write(first)).rejects.toThrow(JournalWriteError)
    storage.heal()
    const second = record()
    await journal.write(second)
    await journal.write(first)
    // The history keeps the order in which things reached it.
    const listed = journal.list(5)
    expect(listed.map((t) => t.id)).toEqual([first.id, second.id])
    expect(listed[0]!.seq!).toBeGreaterThan(listed[1]!.seq!)
  })
})

describe('the data folder removed or replaced while the bridge runs', () => {
  it('is noticed before the next enquiry (ready) and every write is refused as folder-gone', async () => {
    const journal = await h.open()
    await journal.write(record())
    rmSync(h.dir, { recursive: true, force: true })
    expect(await journal.ready()).toMatchObject({
      state: 'failing',
      cause: 'folder-gone',
      reason: expect.stringMatching(/DATA_DIR.*removed or replaced/),
    })
    const lost = record()
    await expect(journal.write(lost)).rejects.toMatchObject({ cause: 'folder-gone' })
    expect(journal.get(lost.id)).toBeUndefined()
    // Re-creating an empty folder does not make the old journal writable again.
    mkdirSync(h.dir, { recursive: true })
    expect(await journal.ready()).toMatchObject({ state: 'failing', cause: 'folder-gone' })
    await journal.close()
    h.journals.length = 0
  })

  it('notices a folder swapped for another one under the same name', async () => {
    const journal = await h.open()
    await journal.write(record())
    renameSync(h.dir, h.dir + '-moved')
    mkdirSync(h.dir)
    await expect(journal.write(record())).rejects.toMatchObject({ cause: 'folder-gone' })
    await journal.close()
    h.journals.length = 0
    rmSync(h.dir + '-moved', { recursive: true, force: true })
  })

  it('notices the journal file itself removed', async () => {
    const journal = await h.open()
    rmSync(join(h.dir, 'journal.db'))
    expect(await journal.ready()).toMatchObject({ state: 'failing', cause: 'folder-gone' })
  })

  for (const suffix of ['-wal', '']) {
    const name = 'journal.db' + suffix
    it(`notices ${name} removed, refuses every write naming it, and says so in ready()`, async () => {
      const journal = await h.open()
      await journal.write(record())
      rmSync(join(h.dir, name))
      expect(await journal.ready()).toMatchObject({
        state: 'failing',
        cause: 'folder-gone',
        reason: expect.stringContaining(`${name} in DATA_DIR`),
      })
      await expect(journal.write(record())).rejects.toMatchObject({ cause: 'folder-gone' })
      // A probe does not make a removed file writable again.
      expect(await journal.ready()).toMatchObject({ state: 'failing', cause: 'folder-gone' })
    })

    it(`notices ${name} replaced by a copy of itself`, async () => {
      const journal = await h.open()
      await journal.write(record())
      copyFileSync(join(h.dir, name), join(h.dir, name + '.copy'))
      renameSync(join(h.dir, name + '.copy'), join(h.dir, name))
      await expect(journal.write(record())).rejects.toMatchObject({
        cause: 'folder-gone',
        reason: expect.stringContaining(name),
      })
      expect(journal.health()).toMatchObject({ state: 'failing', cause: 'folder-gone' })
    })
  }

  it('notices a shared-memory file that the journal had open removed', async () => {
    const journal = await h.open()
    // The journal runs with exclusive locking, so SQLite makes no -shm: none is watched unless
    // one existed at open. One planted before the open is watched like the others.
    await journal.close()
    h.journals.length = 0
    writeFileSync(join(h.dir, 'journal.db-shm'), '')
    const again = await h.open()
    rmSync(join(h.dir, 'journal.db-shm'))
    expect(await again.ready()).toMatchObject({
      state: 'failing',
      reason: expect.stringContaining('journal.db-shm'),
    })
  })
})

describe('the write-ahead log on a timer', () => {
  it('is copied into the database by each tick, so the log alone holds nothing', async () => {
    const journal = await h.open()
    const kept = record()
    await journal.write(kept)
    await journal.tick()
    // The database file alone, without its log, holds the record after the tick.
    const copy = join(h.dir, 'alone')
    mkdirSync(copy)
    copyFileSync(h.file(), join(copy, 'journal.db'))
    const { DatabaseSync } = process.getBuiltinModule('node:sqlite')
    const db = new DatabaseSync(join(copy, 'journal.db'))
    try {
      expect(db.prepare('SELECT id FROM records').all()).toEqual([{ id: kept.id }])
    } finally {
      db.close()
    }
  })
})
