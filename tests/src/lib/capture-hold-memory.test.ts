// @vitest-environment happy-dom
// A refusal's reading outlives a reload for as long as it holds, and keeps nothing personal
// (src/lib/capture-hold-memory.ts).
import { afterEach, describe, expect, it } from 'vitest'
import { readerIdentity, type ClockReading } from '../../../src/lib/capture-hold.ts'
import { recallRefusals, rememberRefusals } from '../../../src/lib/capture-hold-memory.ts'
import { READY_READER } from '../../fixtures/readers.ts'

const KEY = 'aeps-desk.capture-hold'
const READER = readerIdentity(READY_READER)
const T0 = Date.parse('2026-11-29T10:00:00.000Z')
const reading: ClockReading = {
  skewSeconds: 1800,
  source: 'refusal',
  at: '2026-11-29T10:00:00.000Z',
  wallOffsetMs: 5_000,
  reader: READER,
}
const certificate = { reader: READER, at: '2026-11-29T10:01:00.000Z' }

afterEach(() => sessionStorage.clear())

describe('a refusal’s reading across a reload', () => {
  it('comes back with its reader and time, moved on by the seconds the reload took', () => {
    // Seen last 2 minutes after the refusal, the laptop's clock not set meanwhile.
    rememberRefusals(
      { refusalClock: reading, certificateRefusal: certificate },
      5_000,
      T0 + 120_000,
    )
    const back = recallRefusals(900_000, T0 + 123_000)
    expect(back.refusalClock).toEqual({ ...reading, skewSeconds: 1803, wallOffsetMs: 900_000 })
    expect(back.certificateRefusal).toEqual(certificate)
  })

  it('a clock set back 30 minutes before the reload lets it go', () => {
    rememberRefusals({ refusalClock: reading, certificateRefusal: null }, 5_000, T0)
    const back = recallRefusals(0, T0 - 30 * 60_000 + 4_000)
    expect(back.refusalClock?.skewSeconds).toBe(4)
  })

  it('keeps the skew as it stood at the last look, a clock set before it counted', () => {
    // The clock was set 10 minutes back while the page was open (its wall offset moved).
    rememberRefusals({ refusalClock: reading, certificateRefusal: null }, 5_000 - 600_000, T0)
    expect(recallRefusals(0, T0).refusalClock?.skewSeconds).toBe(1200)
  })

  it('keeps nothing personal: no reader’s model or certificate, no number', () => {
    rememberRefusals({ refusalClock: reading, certificateRefusal: certificate }, 5_000, T0)
    const stored = sessionStorage.getItem(KEY)!
    expect(stored).toMatch(/"reader":"[0-9a-f]{16}"/)
    for (const word of ['MANTRA', 'MFS110', '11100', '2026-12-20'])
      expect(stored).not.toContain(word)
    expect(Object.keys(JSON.parse(stored))).toEqual(['clock', 'certificate'])
  })

  it('forgets the key when nothing holds', () => {
    rememberRefusals({ refusalClock: reading, certificateRefusal: null }, 5_000, T0)
    rememberRefusals({ refusalClock: null, certificateRefusal: null }, 5_000, T0)
    expect(sessionStorage.getItem(KEY)).toBeNull()
  })

  it.each([
    ['not JSON', '{"clock":'],
    [
      'a skew of a hundred days',
      JSON.stringify({
        clock: { skewSeconds: 8_640_000, at: reading.at, reader: READER, seenAt: T0 },
      }),
    ],
    [
      'a reader in clear',
      JSON.stringify({ certificate: { reader: 'MANTRA.MSIPL', at: reading.at } }),
    ],
    [
      'no time',
      JSON.stringify({ clock: { skewSeconds: 1800, at: 'soon', reader: READER, seenAt: T0 } }),
    ],
    ['a list', '[1,2]'],
  ])('takes nothing back from %s', (_name, text) => {
    sessionStorage.setItem(KEY, text)
    expect(recallRefusals(0, T0)).toEqual({ refusalClock: null, certificateRefusal: null })
  })
})
