// Issue 16 items 1 and 7: a journal storage made to fail as a full disk, a failing flush, a
// removed folder and a read-only folder do. The write is refused with its cause, nothing the disk
// does not hold shows in memory, the journal says it is failing, and it is ok again once a write
// works.

import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { JournalWriteError } from '../../bridge/journal/storage.ts'
import { FaultyStorage, harness, logged, record, type Harness } from './journal-fixtures.ts'

let h: Harness
let storage: FaultyStorage

beforeEach(() => {
  h = harness()
  storage = new FaultyStorage()
})

afterEach(async () => {
  await h.cleanup()
})

const cases = [
  { name: 'a full disk', op: 'write', code: 'ENOSPC', cause: 'disk-full', words: /disk is full/ },
  {
    name: 'EIO on flush',
    op: 'datasync',
    code: 'EIO',
    cause: 'io-error',
    words: /disk reported an error/,
  },
  {
    name: 'a read-only folder',
    op: 'write',
    code: 'EROFS',
    cause: 'read-only',
    words: /cannot be written/,
  },
  {
    name: 'no permission',
    op: 'write',
    code: 'EACCES',
    cause: 'read-only',
    words: /cannot be written/,
  },
] as const

describe.each(cases)('the journal on $name', ({ op, code, cause, words }) => {
  it('refuses the write with its cause, shows nothing of it, and says it is failing', async () => {
    const journal = await h.open({ storage })
    const before = record()
    await journal.write(before)
    storage.fail(op, code)
    const lost = record()
    const error = await journal.write(lost).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(JournalWriteError)
    expect(error).toMatchObject({ cause, errno: code })
    expect((error as JournalWriteError).reason).toMatch(words)
    // Memory never shows what the disk does not hold.
    expect(journal.get(lost.id)).toBeUndefined()
    expect(journal.list(10).map((t) => t.id)).toEqual([before.id])
    expect(readFileSync(h.file(), 'utf8').split('\n').filter(Boolean)).toHaveLength(1)
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

  it('is ok again once the disk takes a write, and the file holds whole lines only', async () => {
    const journal = await h.open({ storage })
    storage.fail(op, code)
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

describe('a write cut short', () => {
  it('cuts a half-written batch back off, so the next line starts clean', async () => {
    const journal = await h.open({ storage })
    await journal.write(record())
    // The disk takes part of the batch, then is full.
    const original = storage.write
    let calls = 0
    storage.write = async (fd, buffer, offset, length) => {
      if (calls++ === 0) return original(fd, buffer, offset, Math.min(length, 10))
      throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' })
    }
    await expect(journal.write(record())).rejects.toMatchObject({ cause: 'disk-full' })
    storage.write = original
    const next = record()
    await journal.write(next)
    const lines = readFileSync(h.file(), 'utf8').split('\n').filter(Boolean)
    expect(lines).toHaveLength(2)
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow()
  })

  it('gives the first snapshot of an enquiry a new sequence number when it never reached the disk', async () => {
    const journal = await h.open({ storage })
    const first = record({ finishedAt: null, outcome: 'unknown' })
    storage.fail('write', 'ENOSPC')
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
    rmSync(join(h.dir, 'journal.jsonl'))
    expect(await journal.ready()).toMatchObject({ state: 'failing', cause: 'folder-gone' })
  })
})
