// No second finger until the cause changes: Capture is held while the fact behind a refusal stands,
// and let go the moment that fact changes (src/lib/capture-hold.ts).
import { describe, expect, it } from 'vitest'
import {
  captureHold,
  readerIdentity,
  skewNow,
  type ClockReading,
  type HoldFacts,
} from '../../../src/lib/capture-hold.ts'
import { READY_READER as reader } from '../../fixtures/readers.ts'

const MIN = 60

const READER = readerIdentity(reader)

function facts(over: Partial<HoldFacts> = {}): HoldFacts {
  return {
    credentials: { refused: false, checkedAt: null },
    statusClock: null,
    refusalClock: null,
    certificateRefusal: null,
    reader: READER,
    wallOffsetMs: 0,
    ...over,
  }
}

function clock(skewSeconds: number, source: ClockReading['source']): ClockReading {
  return { skewSeconds, source, at: '2026-11-29T10:00:00.000Z', wallOffsetMs: 0, reader: READER }
}

describe('no second finger until the cause changes', () => {
  it('takes a finger when no fact says otherwise', () => {
    expect(captureHold(facts())).toBeNull()
  })

  it('holds while the status says the provider refused the credentials, and names when it checked', () => {
    const refused = facts({ credentials: { refused: true, checkedAt: '2026-11-29T09:45:00Z' } })
    expect(captureHold(refused)).toEqual({ kind: 'credentials', checkedAt: '2026-11-29T09:45:00Z' })
    expect(captureHold(facts({ credentials: { refused: false, checkedAt: 'x' } }))).toBeNull()
  })

  it('holds on the provider’s clock past ten minutes, and lets go once the laptop’s clock is set right', () => {
    const ahead = facts({ statusClock: clock(30 * MIN, 'status') })
    expect(captureHold(ahead)).toMatchObject({ kind: 'clock', skewSeconds: 30 * MIN })
    // The merchant sets the laptop back 30 minutes: the wall clock moves, the monotonic one does not.
    expect(captureHold({ ...ahead, wallOffsetMs: -30 * MIN * 1000 })).toBeNull()
    // Set back only 15 minutes: still 15 ahead, still held, and the sentence says 15.
    expect(captureHold({ ...ahead, wallOffsetMs: -15 * MIN * 1000 })).toMatchObject({
      skewSeconds: 15 * MIN,
    })
  })

  it('takes ten minutes off as within the limit, and one second more as past it', () => {
    expect(captureHold(facts({ statusClock: clock(-10 * MIN, 'status') }))).toBeNull()
    expect(captureHold(facts({ statusClock: clock(-10 * MIN - 1, 'status') }))).toMatchObject({
      kind: 'clock',
      skewSeconds: -10 * MIN - 1,
    })
  })

  it('holds on a refused PID’s time while the same reader answers, until the clock moves or another reader answers', () => {
    const pid = facts({ refusalClock: clock(30 * MIN, 'refusal') })
    expect(captureHold(pid)).toMatchObject({ kind: 'clock', reading: { source: 'refusal' } })
    expect(captureHold({ ...pid, wallOffsetMs: -30 * MIN * 1000 })).toBeNull()
    const other = readerIdentity({ ...reader, rdsVer: '1.0.9' })
    expect(captureHold({ ...pid, reader: other })).toBeNull()
  })

  it('holds on an expired certificate until the reader shows another certificate', () => {
    const refusal = facts({ certificateRefusal: { reader: READER, at: '2026-11-29T10:00:00Z' } })
    expect(captureHold(refusal)).toEqual({ kind: 'certificate', at: '2026-11-29T10:00:00Z' })
    const renewed = readerIdentity({ ...reader, certificateNotAfter: '2027-01-20T00:00:00.000Z' })
    expect(captureHold({ ...refusal, reader: renewed })).toBeNull()
  })

  it('names the credentials first: no other fix helps while they are refused', () => {
    const both = facts({
      credentials: { refused: true, checkedAt: null },
      statusClock: clock(30 * MIN, 'status'),
    })
    expect(captureHold(both)?.kind).toBe('credentials')
  })

  it('moves a reading by how far the wall clock was set, either way', () => {
    const reading = { ...clock(-20 * MIN, 'status'), wallOffsetMs: 5_000 }
    expect(skewNow(reading, 5_000 + 20 * MIN * 1000)).toBe(0)
    expect(skewNow(reading, 5_000 - 60_000)).toBe(-21 * MIN)
  })
})
