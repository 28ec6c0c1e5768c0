// REPRINT_HOURS (docs/contract.md v1.2): the customer's balance and statement entries stay
// for reprinting that long, then leave the record, which keeps its reconciliation fields and says
// that they were removed; this holds across restarts and compaction. 0 keeps them the whole
// retention. The clock is the test's.

import { describe, expect, it } from 'vitest'
import { ENTRIES, HOUR, clockedJournalRoot, logged } from '../../fixtures/journal-fixtures.ts'

const { h, clock } = clockedJournalRoot()

const balance = () => clock.record({ availableBalance: '12345.67' })
const statement = () =>
  clock.record({
    operation: 'mini-statement',
    availableBalance: null,
    entries: ENTRIES,
  })

const RECONCILIATION = [
  'id',
  'operation',
  'startedAt',
  'outcome',
  'code',
  'status',
  'rrn',
  'stanNo',
  'clientRefNo',
  'aadhaarMasked',
  'bankiin',
] as const

describe('the reprint window', () => {
  it('shows the balance and the entries within the window', async () => {
    const journal = await h.open({ ...clock.options(), reprintHours: 24 })
    const [b, s] = [balance(), statement()]
    await journal.write(b)
    await journal.write(s)
    clock.pass(23 * HOUR)
    expect(journal.get(b.id)).toMatchObject({ availableBalance: '12345.67' })
    expect(journal.get(s.id)?.entries).toEqual(ENTRIES)
    expect(journal.get(b.id)).not.toHaveProperty('detailsRemovedAt')
  })

  it('removes them after the window, says when, and keeps the reconciliation fields', async () => {
    const journal = await h.open({ ...clock.options(), reprintHours: 24 })
    const [b, s] = [balance(), statement()]
    await journal.write(b)
    await journal.write(s)
    clock.pass(24 * HOUR + 1)
    const removedAt = new Date(clock.wall - 1).toISOString()
    for (const tx of [b, s]) {
      const shown = journal.get(tx.id)!
      expect(shown.availableBalance).toBeNull()
      expect(shown).not.toHaveProperty('entries')
      expect(shown.detailsRemovedAt).toBe(removedAt)
      for (const key of RECONCILIATION) expect(shown[key]).toEqual(tx[key])
    }
    expect(journal.list(5).map((t) => [t.availableBalance, t.entryCount])).toEqual([
      [null, null],
      [null, null],
    ])
  })

  it('removes them from every file of DATA_DIR at the next maintenance, and they stay removed after a restart', async () => {
    const journal = await h.open({ ...clock.options(), reprintHours: 24 })
    const [b, s] = [balance(), statement()]
    await journal.write(b)
    await journal.write(s)
    const fresh = () => balance()
    clock.pass(25 * HOUR)
    const kept = fresh()
    await journal.write(kept)
    await journal.maintain()
    // Every byte of DATA_DIR's files: the database and its write-ahead log.
    const file = h.rawFiles()
    expect(file).not.toContain('Int.Pd')
    expect(file.match(/12345\.67/g)).toHaveLength(1) // only the record still within its window
    expect(logged(h.logs, /reprint details removed/)).toEqual([
      expect.objectContaining({ records: 2, reprintHours: 24 }),
    ])
    // A longer window after a restart cannot bring back what the disk no longer holds.
    const again = await h.reopen(journal, { ...clock.options(), reprintHours: 0 })
    expect(again.get(b.id)).toMatchObject({
      availableBalance: null,
      detailsRemovedAt: expect.any(String),
    })
    expect(again.get(s.id)).not.toHaveProperty('entries')
    expect(again.get(kept.id)?.availableBalance).toBe('12345.67')
  })

  it('applies the window at start, to what expired while the bridge was off', async () => {
    const journal = await h.open({ ...clock.options(), reprintHours: 2 })
    const b = balance()
    await journal.write(b)
    await journal.close()
    h.journals.length = 0
    clock.pass(3 * HOUR) // the bridge stopped for three hours, the computer on
    const again = await h.open({ ...clock.options(), reprintHours: 2 })
    expect(again.get(b.id)?.availableBalance).toBeNull()
    expect(h.rawFiles()).not.toContain('12345.67')
  })

  it('after the computer was off, applies the window once the provider’s clock agrees', async () => {
    const journal = await h.open({ ...clock.options(), reprintHours: 2 })
    const b = balance()
    await journal.write(b)
    await journal.close()
    h.journals.length = 0
    clock.reboot(3 * HOUR)
    const again = await h.open({ ...clock.options(), reprintHours: 2 })
    // The time off rests on this computer's clock alone until the provider's agrees.
    expect(again.get(b.id)?.availableBalance).toBe('12345.67')
    again.providerClock(800)
    await again.maintain()
    expect(again.get(b.id)?.availableBalance).toBeNull()
  })

  it('keeps them for the whole retention with 0', async () => {
    const journal = await h.open({ ...clock.options(), reprintHours: 0, retentionDays: 90 })
    const s = statement()
    await journal.write(s)
    clock.pass(80 * 24 * HOUR)
    await journal.maintain()
    expect(journal.get(s.id)?.entries).toEqual(ENTRIES)
    expect(h.rawFiles()).toContain('Int.Pd')
  })

  it('is measured on the journal’s own time: a clock jumping forward removes nothing early', async () => {
    const journal = await h.open({ ...clock.options(), reprintHours: 24 })
    const b = balance()
    await journal.write(b)
    clock.jump(10 * 24 * HOUR)
    expect(journal.get(b.id)?.availableBalance).toBe('12345.67')
  })
})
