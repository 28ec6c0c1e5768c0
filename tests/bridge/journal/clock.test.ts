// A wrong or jumping clock never deletes a record that is within the retention by
// the journal's own sense of time, every purge says what it removed, and the history keeps the
// order in which things happened. The wall clock and real (monotonic) time are moved apart.

import { describe, expect, it } from 'vitest'
import { AGREEMENT_MS, JournalClock, SLACK_MS } from '../../../bridge/journal/clock.ts'
import { DAY, HOUR, NOW, clockedJournalRoot, logged } from '../../fixtures/journal-fixtures.ts'

const { h, clock } = clockedJournalRoot()

describe('JournalClock', () => {
  it('follows the wall clock while it agrees with real time', () => {
    const c = new JournalClock({ wall: () => clock.wall, monotonic: () => clock.mono })
    c.start(clock.wall - HOUR, { time: clock.wall - HOUR, mono: clock.mono - HOUR })
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

  it('starts from its newest time when the wall clock is ahead, and from the wall clock within the slack', () => {
    const c = new JournalClock({ wall: () => clock.wall, monotonic: () => clock.mono })
    expect(c.start(clock.wall - SLACK_MS + 1000)).toEqual({ kind: 'ok' })
    expect(c.now()).toBe(clock.wall)
    const d = new JournalClock({ wall: () => clock.wall, monotonic: () => clock.mono })
    const newest = clock.wall - 3 * DAY
    expect(d.start(newest)).toEqual({ kind: 'ahead', byMs: 3 * DAY - 1 })
    expect(d.now()).toBe(newest + 1)
    const e = new JournalClock({ wall: () => clock.wall, monotonic: () => clock.mono })
    expect(e.start(clock.wall + 2 * SLACK_MS).kind).toBe('behind')
  })

  it('counts on from its saved time by the monotonic time since, never by more', () => {
    const c = new JournalClock({ wall: () => clock.wall, monotonic: () => clock.mono })
    c.start(null)
    clock.pass(HOUR)
    const saved = c.saved()
    clock.pass(2 * DAY)
    const again = new JournalClock({ wall: () => clock.wall, monotonic: () => clock.mono })
    expect(again.start(saved.time - DAY, saved)).toEqual({ kind: 'ok' })
    expect(again.now()).toBe(clock.wall)
    // A reboot: the monotonic clock starts again near 0, so nothing of the time off is counted.
    clock.reboot(5 * DAY)
    const third = new JournalClock({ wall: () => clock.wall, monotonic: () => clock.mono })
    expect(third.start(null, again.saved()).kind).toBe('ahead')
    expect(third.now()).toBeLessThan(clock.wall - 5 * DAY + SLACK_MS)
  })
})

describe('JournalClock after a gap', () => {
  it('never catches up on the wall clock’s word alone, however long it holds', () => {
    const c = new JournalClock({ wall: () => clock.wall, monotonic: () => clock.mono })
    const newest = clock.wall - 150 * DAY
    expect(c.start(newest)).toEqual({ kind: 'ahead', byMs: 150 * DAY - 1 })
    clock.pass(30 * DAY)
    expect(c.now()).toBe(newest + 1 + 30 * DAY)
    expect(c.note.kind).toBe('ahead')
    expect(c.agreed()).toBe(false)
  })

  it('catches up once the provider’s clock agrees with the wall clock, and not when it disagrees', () => {
    const c = new JournalClock({ wall: () => clock.wall, monotonic: () => clock.mono })
    const newest = clock.wall - 20 * DAY
    c.start(newest)
    clock.pass(HOUR)
    expect(c.confirm(20 * DAY).kind).toBe('ahead')
    expect(c.now()).toBe(newest + 1 + HOUR)
    expect(c.agreed()).toBe(false)
    expect(c.confirm(2000)).toEqual({ kind: 'caught-up', byMs: 20 * DAY - 1, since: newest + 1 })
    expect(c.now()).toBe(clock.wall)
    expect(c.agreed()).toBe(true)
    clock.pass(AGREEMENT_MS)
    expect(c.agreed()).toBe(false)
  })

  it('does not follow a wall clock that jumped ahead while running, even for days', () => {
    const c = new JournalClock({ wall: () => clock.wall, monotonic: () => clock.mono })
    c.start(null)
    const started = clock.wall
    clock.jump(30 * DAY)
    clock.pass(3 * DAY)
    expect(c.now()).toBe(started + 3 * DAY)
    clock.jump(-30 * DAY)
    expect(c.now()).toBe(clock.wall)
    expect(c.note).toEqual({ kind: 'ok' })
  })
})

describe('the journal under a wrong clock', () => {
  it('after a long time off, catches up only once the provider’s clock agrees, and retention follows', async () => {
    const journal = await h.open({ ...clock.options(), retentionDays: 90 })
    const old = clock.record()
    await journal.write(old)
    await journal.close()
    h.journals.length = 0
    clock.reboot(150 * DAY)
    const again = await h.open({ ...clock.options(), retentionDays: 90 })
    expect(logged(h.logs, /clock is ahead/)).toEqual([expect.objectContaining({ byHours: 3600 })])
    const lagged = clock.record()
    await again.write(lagged)
    clock.pass(30 * DAY)
    expect(await again.maintain()).toEqual({ removed: 0, remaining: 2 })
    again.providerClock(150 * DAY)
    expect(await again.maintain()).toEqual({ removed: 0, remaining: 2 })
    expect(again.clockProblem()).toMatch(/clock is 150 days ahead of the bank provider's/)
    again.providerClock(1500)
    expect(logged(h.logs, /caught up with the clock/)).toEqual([
      expect.objectContaining({ byHours: 3600 }),
    ])
    expect(again.clockProblem()).toBeNull()
    expect(await again.maintain()).toEqual({ removed: 1, remaining: 1 })
    expect(again.get(old.id)).toBeUndefined()
    // Written while the journal was behind, it carries the gap no more: kept by its real age.
    expect(again.get(lagged.id)).toBeDefined()
    await again.close()
    h.journals.length = 0
    // The next start counts on from the saved time: no gap is logged again.
    const third = await h.open({ ...clock.options(), retentionDays: 90 })
    expect(third.size).toBe(1)
    expect(logged(h.logs, /clock is ahead/)).toHaveLength(1)
  })

  it.each([13, 20, 100])(
    'loses nothing with the clock %i days fast for 10 and 61 minutes and a restart, then corrected',
    async (days) => {
      // Ninety days of records, one a day, the oldest 89 days old, written with the clock right.
      let journal = await h.open({ ...clock.options(), retentionDays: 90 })
      for (let day = 0; day < 90; day++) {
        await journal.write(clock.record())
        clock.pass(DAY)
      }
      clock.pass(-DAY + HOUR)
      await journal.close()
      h.journals.length = 0
      let written = 90
      const seen = async () => {
        expect(await journal.maintain()).toEqual({ removed: 0, remaining: written })
        expect(journal.list(500)).toHaveLength(written)
      }
      // A start with the clock fast, then 10 and 61 minutes of it, with enquiries.
      clock.jump(days * DAY)
      journal = await h.open({ ...clock.options(), retentionDays: 90 })
      await seen()
      for (const minutes of [10, 51]) {
        clock.pass(minutes * 60_000)
        await journal.write(clock.record())
        written++
        await seen()
      }
      // The provider's clock says this one is wrong: it is reported, and changes nothing.
      journal.providerClock(days * DAY)
      expect(journal.clockProblem()).toMatch(new RegExp(`${days} days ahead of the bank provider`))
      await seen()
      // A restart on the wrong clock.
      journal = await h.reopen(journal, { ...clock.options(), retentionDays: 90 })
      await seen()
      // The clock is put right: the journal agrees, and still nothing goes.
      clock.jump(-days * DAY)
      await journal.write(clock.record())
      written++
      await seen()
      journal.providerClock(0)
      expect(journal.clockProblem()).toBeNull()
      await seen()
      journal = await h.reopen(journal, { ...clock.options(), retentionDays: 90 })
      await seen()
      expect(logged(h.logs, /journal purged/)).toEqual([])
    },
  )

  it('removes at most a day’s worth without the provider’s agreement, and logs what it left', async () => {
    let journal = await h.open({ ...clock.options(), retentionDays: 90 })
    for (let day = 0; day < 10; day++) {
      await journal.write(clock.record())
      clock.pass(DAY)
    }
    journal = await h.reopen(journal, { ...clock.options(), retentionDays: 3 })
    // The first maintenance after the start ran: the oldest day only.
    expect(journal.size).toBe(9)
    expect(logged(h.logs, /at most a day's worth/)).toEqual([
      expect.objectContaining({ reason: 'retention', kept: 6 }),
    ])
    expect(await journal.maintain()).toEqual({ removed: 1, remaining: 8 })
    journal.providerClock(-1000)
    expect(await journal.maintain()).toEqual({ removed: 5, remaining: 3 })
  })

  it('purges nothing when it starts with the clock 100 days fast, and logs the clock', async () => {
    const journal = await h.open({ ...clock.options(), retentionDays: 90 })
    const records = [clock.record(), clock.record(), clock.record()]
    for (const tx of records) await journal.write(tx)
    await journal.close()
    h.journals.length = 0
    clock.jump(100 * DAY)
    const again = await h.open({ ...clock.options(), retentionDays: 90 })
    expect(again.size).toBe(3)
    expect(logged(h.logs, /journal purged/)).toEqual([])
    expect(logged(h.logs, /clock is ahead/)).toEqual([expect.objectContaining({ byHours: 2400 })])
    // An enquiry written under the fast clock does not drag the journal's time along.
    await again.write(clock.record())
    expect(await again.maintain()).toEqual({ removed: 0, remaining: 4 })
    await again.close()
    h.journals.length = 0
    const third = await h.open({ ...clock.options(), retentionDays: 90 })
    expect(third.size).toBe(4)
  })

  it('purges nothing when the clock jumps 100 days forward while running', async () => {
    const journal = await h.open({ ...clock.options(), retentionDays: 90 })
    await journal.write(clock.record())
    clock.pass(HOUR)
    clock.jump(100 * DAY)
    expect(await journal.maintain()).toEqual({ removed: 0, remaining: 1 })
    expect(logged(h.logs, /clock is ahead/)).toHaveLength(1)
  })

  it('purges what is past the retention by real time, with the clock right', async () => {
    const journal = await h.open({ ...clock.options(), retentionDays: 90 })
    const old = clock.record()
    await journal.write(old)
    clock.pass(50 * DAY)
    const recent = clock.record()
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
    const first = clock.record()
    await journal.write(first)
    clock.jump(-2 * DAY)
    clock.pass(60_000)
    const second = clock.record()
    await journal.write(second)
    expect(journal.list(5).map((t) => t.id)).toEqual([second.id, first.id])
    const again = await h.reopen(journal, clock.options())
    expect(again.list(5).map((t) => t.id)).toEqual([second.id, first.id])
  })

  it('keeps the same order after a compaction and a restart', async () => {
    const journal = await h.open({ ...clock.options(), reprintHours: 1 })
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      const tx = clock.record()
      ids.push(tx.id)
      await journal.write({ ...tx, finishedAt: null, outcome: 'unknown' })
      if (i % 2) clock.jump(-HOUR)
    }
    // Final snapshots in reverse order: the file's order is no longer the sequence's.
    for (const id of [...ids].reverse()) await journal.write({ ...clock.record(), id })
    clock.pass(2 * HOUR)
    await journal.maintain()
    const again = await h.reopen(journal, { ...clock.options(), reprintHours: 1 })
    expect(again.list(10).map((t) => t.id)).toEqual([...ids].reverse())
  })
})

void NOW
