// The provider's clock (v1.5, `clock` in /api/status): the skew is this laptop's clock against the
// provider's time as its last reading moved on since, so a laptop clock corrected after a
// CLOCK_SKEW refusal counts at once, with no new answer from the provider (a capture is what would
// bring one, and the capture is what the skew refuses).

import { describe, expect, it } from 'vitest'
import { ProviderClock } from '../../../bridge/credentials/provider-clock.ts'
import type { UpstreamResult } from '../../../bridge/upstream/client.ts'

const answerDated = (date: string): UpstreamResult => ({
  kind: 'reply',
  httpStatus: 200,
  json: { code: '0x0200', status: 'SUCCESS' },
  date,
})

function clockAt(wallIso: string) {
  let wall = Date.parse(wallIso)
  let monotonic = 1_000
  const clock = new ProviderClock({
    enabled: true,
    now: () => new Date(wall),
    monotonicMs: () => monotonic,
  })
  return {
    clock,
    pass: (ms: number) => ((wall += ms), (monotonic += ms)),
    setWall: (iso: string) => (wall = Date.parse(iso)),
  }
}

describe('the provider’s clock', () => {
  it('is unknown until an answer carries a Date', () => {
    const { clock } = clockAt('2026-11-29T05:00:00Z')
    expect(clock.status()).toEqual({ skewSeconds: null, checkedAt: null })
  })

  it('reads a laptop 30 minutes fast, and keeps that skew while both clocks run on', () => {
    const t = clockAt('2026-11-29T05:30:00Z')
    t.clock.observe(answerDated('Sun, 29 Nov 2026 05:00:00 GMT'))
    expect(t.clock.skewSeconds()).toBe(1800)
    t.pass(120_000)
    expect(t.clock.skewSeconds()).toBe(1800)
    expect(t.clock.providerNow().toISOString()).toBe('2026-11-29T05:02:00.000Z')
  })

  it('counts a laptop clock corrected after the reading at once, with no new answer', () => {
    const t = clockAt('2026-11-29T05:30:00Z')
    t.clock.observe(answerDated('Sun, 29 Nov 2026 05:00:00 GMT'))
    t.pass(60_000)
    t.setWall('2026-11-29T05:01:00Z')
    expect(t.clock.skewSeconds()).toBe(0)
    expect(t.clock.status().checkedAt).toBe('2026-11-29T05:30:00.000Z')
  })
})
