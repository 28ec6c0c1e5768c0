import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Journal } from '../../../bridge/journal/journal.ts'
import {
  DAY,
  ENTRIES,
  NOW,
  journalRoot,
  logged,
  record,
  withoutSeq,
} from '../../fixtures/journal-fixtures.ts'

const h = journalRoot()

describe('Journal', () => {
  it('writes a record to disk before write() resolves', async () => {
    const journal = await h.open()
    const tx = record()
    await journal.write(tx)
    expect(h.lines()).toEqual([{ ...tx, seq: 1, journalTime: NOW.getTime() }])
  })

  it('keeps the file private to the user', async () => {
    const journal = await h.open()
    await journal.write(record())
    expect(statSync(h.file()).mode & 0o077).toBe(0)
  })

  it('gets a record by id, with its statement entries, and nothing for an unknown id', async () => {
    const journal = await h.open({ reprintHours: 0 })
    const tx = record({ operation: 'mini-statement', availableBalance: null, entries: ENTRIES })
    await journal.write(tx)
    expect(withoutSeq(journal.get(tx.id)!)).toEqual(tx)
    expect(journal.get('nope')).toBeUndefined()
  })

  it('hands out copies that cannot change the journal', async () => {
    const journal = await h.open()
    const tx = record()
    await journal.write(tx)
    tx.outcome = 'failure'
    const copy = journal.get(tx.id)!
    copy.outcome = 'pending'
    expect(journal.get(tx.id)?.outcome).toBe('success')
  })

  it('lists newest first by the order it saw them, with an entry count instead of the entries', async () => {
    const journal = await h.open()
    // The clock went back between the first two: the history keeps the order of events.
    const first = record({ startedAt: '2026-06-15T09:30:00.000Z' })
    const second = record({
      startedAt: '2026-06-15T09:00:00.000Z',
      operation: 'mini-statement',
      entries: [],
    })
    const third = record({ startedAt: '2026-06-15T09:10:00.000Z' })
    for (const tx of [first, second, third]) await journal.write(tx)
    const listed = journal.list(50)
    expect(listed.map((t) => t.id)).toEqual([third.id, second.id, first.id])
    expect(listed.map((t) => t.seq)).toEqual([3, 2, 1])
    expect(listed[0]).not.toHaveProperty('entries')
    expect(listed[1]?.entryCount).toBe(0)
    expect(listed[0]?.entryCount).toBeNull()
    expect(journal.list(2).map((t) => t.id)).toEqual([third.id, second.id])
  })

  it('keeps the last snapshot of a record written twice, under its first sequence number', async () => {
    const journal = await h.open()
    const tx = record({ finishedAt: null, outcome: 'unknown', code: null, status: null })
    await journal.write(tx)
    await journal.write(record())
    await journal.write({
      ...tx,
      finishedAt: NOW.toISOString(),
      outcome: 'failure',
      code: '0x0202',
    })
    expect(journal.size).toBe(2)
    expect(journal.get(tx.id)).toMatchObject({ outcome: 'failure', seq: 1 })
    const again = await h.reopen(journal)
    expect(again.get(tx.id)).toMatchObject({
      outcome: 'failure',
      code: '0x0202',
      errorCode: null,
      seq: 1,
    })
    expect(again.list(5).map((t) => t.seq)).toEqual([2, 1])
  })

  it('reads every record back after a restart', async () => {
    const journal = await h.open({ reprintHours: 0 })
    const written = [
      record(),
      record({ outcome: 'pending' }),
      record({ operation: 'mini-statement', entries: ENTRIES }),
    ]
    for (const tx of written) await journal.write(tx)
    const again = await h.reopen(journal, { reprintHours: 0 })
    for (const tx of written) expect(withoutSeq(again.get(tx.id)!)).toEqual(tx)
    const next = record()
    await again.write(next)
    expect(again.get(next.id)?.seq).toBe(4)
  })

  it('reads a record written before modality was kept as a finger, the only capture there was', async () => {
    const journal = await h.open()
    const { modality: _modality, ...older } = record()
    await journal.write(older)
    expect(journal.get(older.id)?.modality).toBe('finger')
    expect(journal.list(1)[0]?.modality).toBe('finger')
  })

  it('reads an attempt that never finished as unknown / INTERRUPTED', async () => {
    const journal = await h.open()
    const tx = record({
      finishedAt: null,
      outcome: 'unknown',
      code: null,
      status: null,
      message: null,
    })
    await journal.write(tx)
    // While it runs, the attempt is in flight, not interrupted.
    expect(journal.get(tx.id)?.errorCode).toBeNull()
    const again = await h.reopen(journal)
    expect(again.get(tx.id)).toMatchObject({
      outcome: 'unknown',
      errorCode: 'INTERRUPTED',
      finishedAt: null,
    })
    expect(again.get(tx.id)?.guidance).toMatch(/is not a withdrawal/)
  })

  it('writes concurrent records without losing or mixing any', async () => {
    const journal = await h.open()
    const many = Array.from({ length: 50 }, () => record())
    await Promise.all(many.map((tx) => journal.write(tx)))
    expect(h.lines()).toHaveLength(50)
    const again = await h.reopen(journal)
    expect(again.size).toBe(50)
    expect(again.list(50).map((t) => t.seq)).toEqual(Array.from({ length: 50 }, (_, i) => 50 - i))
  })

  it('purges records older than a number of days and keeps the rest on disk', async () => {
    let wall = NOW.getTime() - 10 * DAY
    const clock = { now: () => new Date(wall), monotonic: () => wall }
    const journal = await h.open(clock)
    const old = record()
    await journal.write(old)
    wall += 8 * DAY
    const recent = record()
    await journal.write(recent)
    wall += 2 * DAY
    expect(await journal.purgeOlderThan(5)).toEqual({ removed: 1, remaining: 1 })
    expect(journal.get(old.id)).toBeUndefined()
    expect(h.lines().map((line) => line.id)).toEqual([recent.id])
    const after = record()
    await journal.write(after)
    const again = await h.reopen(journal, clock)
    expect(again.list(10).map((t) => t.id)).toEqual([after.id, recent.id])
  })

  it('purges every record with 0 days, and logs the purge with what it removed', async () => {
    const journal = await h.open()
    await journal.write(record({ startedAt: '2026-06-10T10:00:00.000Z' }))
    await journal.write(record({ startedAt: '2026-06-14T20:00:00.000Z' }))
    expect(await journal.purgeOlderThan(0)).toEqual({ removed: 2, remaining: 0 })
    expect(h.lines()).toEqual([])
    expect(logged(h.logs, /journal purged/)).toEqual([
      expect.objectContaining({
        reason: 'merchant',
        olderThanDays: 0,
        removed: 2,
        oldest: '2026-06-10',
        newest: '2026-06-15', // 20:00 UTC is the next morning in India
        remaining: 0,
      }),
    ])
  })

  it('reports nothing removed and leaves the records alone when nothing is old enough', async () => {
    const journal = await h.open()
    await journal.write(record())
    const before = h.lines()
    expect(await journal.purgeOlderThan(30)).toEqual({ removed: 0, remaining: 1 })
    expect(h.lines()).toEqual(before)
    expect(logged(h.logs, /journal purged/)).toEqual([
      expect.objectContaining({ removed: 0, oldest: null, newest: null }),
    ])
  })

  it('drops records past the retention period when it opens after a few days off', async () => {
    let wall = NOW.getTime() - 100 * DAY
    // Real time passes with the wall clock while the bridge runs.
    const running = { now: () => new Date(wall), monotonic: () => wall }
    const journal = await h.open(running)
    const expired = record()
    await journal.write(expired)
    wall += 10 * DAY
    const kept = record()
    await journal.write(kept)
    wall += 85 * DAY
    await journal.write(record())
    await journal.close()
    h.journals.length = 0
    // Switched off for three days: the journal's time counts on from where it stopped (95 and
    // 85 days) until the provider's clock confirms the days off (clock.test.ts).
    wall += 3 * DAY
    const again = await h.open({ now: running.now, monotonic: () => 0 })
    expect(again.get(expired.id)).toBeUndefined()
    expect(again.get(kept.id)).toBeDefined()
    expect(h.lines()).toHaveLength(2)
    expect(logged(h.logs, /journal purged/)).toEqual([
      expect.objectContaining({ reason: 'retention', removed: 1, remaining: 2 }),
    ])
  })
})

describe('the first maintenance after a start', () => {
  it('runs after open() has returned, and hides what it will remove until then', async () => {
    let wall = NOW.getTime() - 100 * DAY
    const running = { now: () => new Date(wall), monotonic: () => wall }
    const first = await h.open(running)
    const expired = record()
    await first.write(expired)
    wall += 95 * DAY
    const kept = record()
    await first.write(kept)
    await first.close()
    h.journals.length = 0
    wall += DAY
    const journal = new Journal({
      dataDir: h.dir,
      retentionDays: 90,
      now: running.now,
      monotonic: () => 0,
      firstMaintenanceMs: 50,
    })
    await journal.open()
    h.journals.push(journal)
    // Not yet removed, but no longer shown.
    expect(h.lines().map((l) => l.id)).toEqual([expired.id, kept.id])
    expect(journal.get(expired.id)).toBeUndefined()
    expect(journal.list(10).map((t) => t.id)).toEqual([kept.id])
    await journal.settled()
    expect(h.lines().map((l) => l.id)).toEqual([kept.id])
  })
})

describe('Journal purge racing writes', () => {
  it('keeps a record written while a purge runs, in memory and on disk', async () => {
    const journal = await h.open()
    const old = record({ id: 'old' })
    await journal.write(old)
    const fresh = record({ id: 'fresh' })
    const writing = journal.write(fresh)
    const purging = journal.purgeOlderThan(0)
    const late = journal.write(record({ id: 'late' }))
    await Promise.all([writing, purging, late])
    // What was on disk when the purge began is gone; what came after is kept.
    expect(journal.get('old')).toBeUndefined()
    expect(journal.get('late')).toBeDefined()
    const again = await h.reopen(journal)
    expect(again.get('late')).toBeDefined()
    expect(again.get('old')).toBeUndefined()
  })
})

describe('the DATA_DIR lock', () => {
  it('refuses a second journal on the same DATA_DIR while the first is open', async () => {
    await h.open()
    const second = new Journal({ dataDir: h.dir, retentionDays: 90 })
    await expect(second.open()).rejects.toThrow(/in use by another running bridge/)
  })

  it('is taken over when its holder is gone', async () => {
    writeFileSync(join(h.dir, 'bridge.lock'), '999999999')
    const journal = await h.open()
    expect(journal.size).toBe(0)
  })

  it('lets the next bridge in once released', async () => {
    const first = await h.open()
    await first.close()
    h.journals.length = 0
    await expect(h.open()).resolves.toBeDefined()
  })

  it.runIf(process.platform === 'linux')(
    'refuses a lock held by a live bridge-like process with the same identity',
    async () => {
      const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
        stdio: 'ignore',
      })
      try {
        await new Promise((resolve) => other.once('spawn', resolve))
        // The old format (a bare pid) of a live Node process, and the new one with its start time.
        writeFileSync(join(h.dir, 'bridge.lock'), String(other.pid))
        await expect(h.open()).rejects.toThrow(/in use by another running bridge/)
        const start = readFileSync(`/proc/${other.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]
        writeFileSync(
          join(h.dir, 'bridge.lock'),
          JSON.stringify({ pid: other.pid, start, token: 'x' }),
        )
        await expect(h.open()).rejects.toThrow(/in use by another running bridge/)
      } finally {
        other.kill('SIGKILL')
      }
    },
  )

  it.runIf(process.platform === 'linux')(
    'takes over a lock without a start time whose pid a Node process started after it has (N5)',
    async () => {
      const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
        stdio: 'ignore',
      })
      try {
        await new Promise((resolve) => other.once('spawn', resolve))
        const lock = join(h.dir, 'bridge.lock')
        const anHourAgo = new Date(Date.now() - 3_600_000)
        for (const text of [String(other.pid), JSON.stringify({ pid: other.pid, start: null })]) {
          // Written (last touched) an hour before this process started: not its lock.
          writeFileSync(lock, text)
          utimesSync(lock, anHourAgo, anHourAgo)
          const journal = await h.open()
          expect(JSON.parse(readFileSync(lock, 'utf8')).pid).toBe(process.pid)
          await journal.close()
          h.journals.length = 0
        }
      } finally {
        other.kill('SIGKILL')
      }
    },
  )

  it.runIf(process.platform === 'linux')(
    'takes over a stale lock whose pid a different live program has now (pid reused)',
    async () => {
      // A live Node process: only its identity (start time) tells it from the bridge that wrote
      // the lock before a reboot.
      const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
        stdio: 'ignore',
      })
      try {
        await new Promise((resolve) => other.once('spawn', resolve))
        writeFileSync(
          join(h.dir, 'bridge.lock'),
          JSON.stringify({ pid: other.pid, start: '12345', token: 'from-before-the-reboot' }),
        )
        const journal = await h.open()
        expect(journal.size).toBe(0)
        const lock = JSON.parse(readFileSync(join(h.dir, 'bridge.lock'), 'utf8'))
        expect(lock.pid).toBe(process.pid)
      } finally {
        other.kill('SIGKILL')
      }
    },
  )

  it.runIf(process.platform === 'linux')(
    'takes over the lock of a killed bridge not yet reaped (a zombie) or of a non-Node pid',
    async () => {
      // The zombie lasts as long as its parent, the shell (a `sleep` after its exec, which the
      // last open meets as a live non-Node pid): killed in the end, not timed, so that a loaded
      // machine (it once took 5 s here) cannot reap the zombie or end the pid before they are met.
      const shell = spawn('sh', ['-c', 'sleep 60 & echo $!; kill -9 $!; exec sleep 120'])
      try {
        const zombie = await new Promise<number>((resolve) =>
          shell.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
        )
        const stat = () => {
          try {
            return readFileSync(`/proc/${zombie}/stat`, 'utf8')
          } catch {
            return ''
          }
        }
        for (let i = 0; i < 250 && !/\) Z/.test(stat()); i++)
          await new Promise((r) => setTimeout(r, 20))
        expect(stat()).toMatch(/\) Z/)
        writeFileSync(join(h.dir, 'bridge.lock'), String(zombie))
        const first = await h.open()
        await h.reopen(first)
        await h.empty()
        writeFileSync(join(h.dir, 'bridge.lock'), String(shell.pid))
        await expect(h.open()).resolves.toBeDefined()
      } finally {
        shell.kill('SIGKILL')
      }
    },
    15_000,
  )
})

describe('a journal folder created fresh', () => {
  it('creates DATA_DIR private, nested', async () => {
    const nested = join(h.dir, 'a', 'b')
    const journal = new Journal({ dataDir: nested, retentionDays: 90 })
    await journal.open()
    await journal.write(record())
    await journal.close()
    expect(statSync(nested).mode & 0o777).toBe(0o700)
    mkdirSync(join(h.dir, 'unused'))
  })
})
