// The drill at the edges of RETENTION_PROFILE=dpdp (DPDP Rules 2025, Rule 8(3)): its year goes
// through the journal's clock guard like the standard 90 days, so a wrong clock never deletes a
// record inside the year; with the clock right, the first record to go is the one past 366 days;
// and the merchant's purge cannot cut under the year.

import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../bridge/config/index.ts'
import { retentionFloor } from '../../../bridge/config/retention-profile.ts'
import { PurgeFloorError } from '../../../bridge/journal/journal.ts'
import { DAY, HOUR, clockedJournalRoot, logged } from '../../fixtures/journal-fixtures.ts'

const { h, clock } = clockedJournalRoot()

/** The journal as a desk on the dpdp profile opens it (app.ts): its days and its purge floor. */
function dpdpOptions() {
  const config = loadConfig({ RETENTION_PROFILE: 'dpdp' })
  return {
    ...clock.options(),
    retentionDays: config.journalRetentionDays,
    keepAtLeast: retentionFloor(config.retentionProfile),
  }
}

describe('RETENTION_PROFILE=dpdp under a wrong clock', () => {
  it.each([30, 400, 3650])(
    'loses nothing of a year with the clock %i days fast at a start, for 61 minutes and a restart; then keeps day 365 and removes day 366',
    async (days) => {
      // A year of records, one a day, written with the clock right: the oldest 365 days and an hour old.
      let journal = await h.open(dpdpOptions())
      const first = clock.record()
      for (let day = 0; day < 366; day++) {
        await journal.write(day === 0 ? first : clock.record())
        clock.pass(DAY)
      }
      clock.pass(-DAY + HOUR)
      let written = 366
      const seen = async () => {
        expect(await journal.maintain()).toEqual({ removed: 0, remaining: written })
        expect(journal.list(1000)).toHaveLength(written)
      }
      // A start with the clock fast, an hour of enquiries, a restart: all on the wrong clock.
      clock.jump(days * DAY)
      journal = await h.reopen(journal, dpdpOptions())
      await seen()
      clock.pass(61 * 60_000)
      await journal.write(clock.record())
      written++
      await seen()
      journal.providerClock(days * DAY)
      expect(journal.clockProblem()).toMatch(new RegExp(`${days} days ahead of the bank provider`))
      await seen()
      journal = await h.reopen(journal, dpdpOptions())
      await seen()
      expect(logged(h.logs, /journal purged/)).toEqual([])
      // The clock is put right and the provider agrees: the oldest is 365 days old, and stays.
      clock.jump(-days * DAY)
      journal.providerClock(0)
      expect(journal.clockProblem()).toBeNull()
      await seen()
      // A day later it is past 366 days: it, and only it, goes.
      clock.pass(DAY)
      journal.providerClock(0)
      expect(await journal.maintain()).toEqual({ removed: 1, remaining: written - 1 })
      expect(journal.get(first.id)).toBeUndefined()
      expect(logged(h.logs, /journal purged/)).toEqual([
        expect.objectContaining({ reason: 'retention', retentionDays: 366, removed: 1 }),
      ])
    },
    60_000,
  )

  it('refuses the merchant’s purge under 366 days before anything goes, naming the rule; 366 is allowed', async () => {
    const journal = await h.open(dpdpOptions())
    const old = clock.record()
    await journal.write(old)
    clock.pass(200 * DAY)
    await journal.write(clock.record())
    for (const days of [0, 1, 90, 365]) {
      const refused = await journal.purgeOlderThan(days).catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(PurgeFloorError)
      expect((refused as PurgeFloorError).days).toBe(366)
      expect((refused as PurgeFloorError).why).toMatch(
        /RETENTION_PROFILE=dpdp, DPDP Rules 2025, Rule 8\(3\)/,
      )
    }
    expect(journal.size).toBe(2)
    expect(logged(h.logs, /journal purged/)).toEqual([])
    clock.pass(200 * DAY)
    expect(await journal.purgeOlderThan(366)).toEqual({ removed: 1, remaining: 1 })
    expect(journal.get(old.id)).toBeUndefined()
  })
})
