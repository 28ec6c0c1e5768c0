// A wrong or jumping clock never deletes a record that is within the retention by
// the journal's own sense of time, every purge says what it removed, and the history keeps the
// order in which things happened. The wall clock and real (monotonic) time are moved apart.

import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  CATCH_UP_MS,
  JournalClock,
  MAX_START_GAP_MS,
  SLACK_MS,
} from '../../../bridge/journal/clock.ts'
import {
  DAY,
  HOUR,
  NOW,
  TestClock,
  harness,
  logged,
  record,
  type Harness,
} from '../../fixtures/journal-fixtures.ts'

let h: Harness
let clock: TestClock

beforeEach(() => {
  h = harness()
  clock = new TestClock()
})

afterEach(async () => {
  await h.cleanup()
})

/** A record started now by the test clock. */
const now = () => record({ startedAt: new Date(clock.wall).toISOString() })

describe('JournalClock', () => {
  it('follows the wall clock while it agrees with real time', () => {
    const c = new JournalClock({ wall: () => clock.wall, monotonic: () => clock.mono })
    c.start(clock.wall - HOUR)
    clock.pass(10 * HOUR)
    expect(c.now()).toBe(clock.wall)
    expect(c.note).toEqual({ kind: 'ok' })
  })

  it('does not follow a jump forward while running, and says so', () => {
    const c = new JournalClock({ wall: () => clock.wall, monotonic: () => clock.mono })
    c.start(null)
    const started = clock.wall
    clock.pass(HOUR)
    clock.jump(100 * DAY)
    expect(c.now()).toBe(started + HOUR)
    expect(c.note).toEqual({ kind: 'ahead', byMs: 100 * DAY })
  })

  it('never goes back when the wall clock is set back', () => {
    const c = new JournalClock({ wall: () => clock.wall, monotonic: () => clock.mono })
    c.start(null)
    const before = c.now()
    clock.jump(-3 * DAY)
    clock.pass(HOUR)
    expect(c.now()).toBe(before + HOUR)
    expect(c.note.kind).toBe('behind')
  })

  it('starts from the wall clock after a plausible time off, else from the journal’s newest time', () => {
    const c = new JournalClock({ wall: () => clock.wall, monotonic: () => clock.mono })
    const newest = clock.wall - MAX_START_GAP_MS + HOUR
    expect(c.start(newest)).toEqual({ kind: 'ok' })
    expect(c.now()).toBe(clock.wall)
    const d = new JournalClock({ wall: () => clock.wall, monotonic: () => clock.mono })
    const long = clock.wall - 100 * DAY
    expect(d.start(long)).toEqual({ kind: 'ahead', byMs: 100 * DAY })
    expect(d.now()).toBe(long + 1)
    const e = new JournalClock({ wall: () => clock.wall, monotonic: () => clock.mono })
    expect(e.start(clock.wall + 2 * SLACK_MS).kind).toBe('behind')
  })
})

describe('JournalClock after a long gap', () => {
  it('catches up with a wall clock 150 days ahead once it has run steadily for an hour', () => {
    const c = new JournalClock({ wall: () => clock.wall, monotonic: () => clock.mono })
    const newest = clock.wall - 150 * DAY
    expect(c.start(newest)).toEqual({ kind: 'ahead', byMs: 150 * DAY })
    clock.pass(CATCH_UP_MS - 60_000)
    expect(c.now()).toBe(newest + 1 + CATCH_UP_MS - 60_000)
    expect(c.note.kind).toBe('ahead')
    clock.pass(60_000)
    expect(c.now()).toBe(clock.wall)
    expect(c.note).toEqual({ kind: 'caught-up', byMs: 150 * DAY - 1, since: newest + 1 })
    clock.pass(HOUR)
    expect(c.now()).toBe(clock.wall)
    expect(c.note).toEqual({ kind: 'ok' })
  })

  it('waits again after the wall clock jumps, and never catches up with a clock that keeps jumping', () => {
    const c = new JournalClock({ wall: () => clock.wall, monotonic: () => clock.mono })
    const newest = clock.wall - 150 * DAY
    c.start(newest)
    for (let i = 0; i < 10; i++) {
      clock.pass(CATCH_UP_MS / 2)
      clock.jump(i % 2 ? 2 * SLACK_MS : -2 * SLACK_MS)
      expect(c.now()).toBe(newest + 1 + ((i + 1) * CATCH_UP_MS) / 2)
      expect(c.note.kind).toBe('ahead')
    }
    clock.pass(CATCH_UP_MS - 1)
    expect(c.note.kind).toBe('ahead')
    expect(c.now()).toBeLessThan(clock.wall - 100 * DAY)
    clock.pass(1)
    expect(c.now()).toBe(clock.wall)
  })

  it('catches up with a clock that jumped ahead while running, once it holds', () => {
    const c = new JournalClock({ wall: () => clock.wall, monotonic: () => clock.mono })
    c.start(null)
    const started = clock.wall
    clock.jump(30 * DAY)
    expect(c.now()).toBe(started)
    clock.pass(CATCH_UP_MS)
    expect(c.now()).toBe(clock.wall)
  })
})

describe('the journal under a wrong clock', () => {
  it('catches up after a start more than 14 days after its newest record, and retention follows', async () => {
    const journal = await h.open({ ...clock.options(), retentionDays: 90 })
    const old = now()
    await journal.write(old)
    await journal.close()
    h.journals.length = 0
    clock.pass(150 * DAY)
    const again = await h.open({ ...clock.options(), retentionDays: 90 })
    expect(logged(h.logs, /clock is ahead/)).toEqual([expect.objectContaining({ byHours: 3600 })])
    // Within the first hour the journal's time stays at its newest record: nothing purged yet.
    const lagged = now()
    await again.write(lagged)
    expect(await again.maintain()).toEqual({ removed: 0, remaining: 2 })
    clock.pass(CATCH_UP_MS)
    const later = now()
    await again.write(later)
    expect(logged(h.logs, /caught up with the clock/)).toEqual([
      expect.objectContaining({ byHours: 3600 }),
    ])
    expect(await again.maintain()).toEqual({ removed: 1, remaining: 2 })
    expect(again.get(old.id)).toBeUndefined()
    // Written while the journal was behind, it carries the gap no more: kept by its real age.
    expect(again.get(lagged.id)).toBeDefined()
    await again.close()
    h.journals.length = 0
    // The next start finds the journal's newest time close to the clock: no gap is logged again.
    const third = await h.open({ ...clock.options(), retentionDays: 90 })
    expect(third.size).toBe(2)
    expect(logged(h.logs, /clock is ahead/)).toHaveLength(1)
  })

  it('purges nothing when it starts with the clock 100 days fast, and logs the clock', async () => {
    const journal = await h.open({ ...clock.options(), retentionDays: 90 })
    const records = [now(), now(), now()]
    for (const tx of records) await journal.write(tx)
    await journal.close()
    h.journals.length = 0
    clock.jump(100 * DAY)
    const again = await h.open({ ...clock.options(), retentionDays: 90 })
    expect(again.size).toBe(3)
    expect(logged(h.logs, /journal purged/)).toEqual([])
    expect(logged(h.logs, /clock is ahead/)).toEqual([expect.objectContaining({ byHours: 2400 })])
    // An enquiry written under the fast clock does not drag the journal's time along.
    await again.write(now())
    expect(await again.maintain()).toEqual({ removed: 0, remaining: 4 })
    await again.close()
    h.journals.length = 0
    const third = await h.open({ ...clock.options(), retentionDays: 90 })
    expect(third.size).toBe(4)
  })

  it('purges nothing when the clock jumps 100 days forward while running', async () => {
    const journal = await h.open({ ...clock.options(), retentionDays: 90 })
    await journal.write(now())
    clock.pass(HOUR)
    clock.jump(100 * DAY)
    expect(await journal.maintain()).toEqual({ removed: 0, remaining: 1 })
    expect(logged(h.logs, /clock is ahead/)).toHaveLength(1)
  })

  it('purges what is past the retention by real time, with the clock right', async () => {
    const journal = await h.open({ ...clock.options(), retentionDays: 90 })
    const old = now()
    await journal.write(old)
    clock.pass(50 * DAY)
    const recent = now()
    await journal.write(recent)
    clock.pass(41 * DAY)
    expect(await journal.maintain()).toEqual({ removed: 1, remaining: 1 })
    expect(journal.get(old.id)).toBeUndefined()
    expect(logged(h.logs, /journal purged/)).toEqual([
      expect.objectContaining({
        reason: 'retention',
        removed: 1,
        oldest: old.startedAt.slice(0, 10),
        newest: old.startedAt.slice(0, 10),
      }),
    ])
  })

  it('lists new enquiries above old ones when the clock is set back', async () => {
    const journal = await h.open(clock.options())
    const first = now()
    await journal.write(first)
    clock.jump(-2 * DAY)
    clock.pass(60_000)
    const second = now()
    await journal.write(second)
    expect(journal.list(5).map((t) => t.id)).toEqual([second.id, first.id])
    const again = await h.reopen(journal, clock.options())
    expect(again.list(5).map((t) => t.id)).toEqual([second.id, first.id])
  })

  it('keeps the same order after a compaction and a restart', async () => {
    const journal = await h.open({ ...clock.options(), reprintHours: 1 })
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      const tx = now()
      ids.push(tx.id)
      await journal.write({ ...tx, finishedAt: null, outcome: 'unknown' })
      if (i % 2) clock.jump(-HOUR)
    }
    // Final snapshots in reverse order: the file's order is no longer the sequence's.
    for (const id of [...ids].reverse()) await journal.write({ ...now(), id })
    clock.pass(2 * HOUR)
    await journal.maintain()
    const again = await h.reopen(journal, { ...clock.options(), reprintHours: 1 })
    expect(again.list(10).map((t) => t.id)).toEqual([...ids].reverse())
  })
})

void NOW
