// `check`'s word on the clock: this computer's clock against the provider's, read from
// the Date header of the bank-list answer (the same rule as the bridge's, credentials/provider-clock.ts),
// and what a running bridge's journal says of it (/api/status `journal.clock`). A wrong clock
// makes the bank refuse enquiries (CLOCK_SKEW) and holds the journal's retention back.

import { clockSpan, SLACK_MS } from '../journal/clock.ts'
import { skewMsOf } from '../credentials/provider-clock.ts'
import type { Finding } from './finding.ts'

/** The clock against the provider's; null without a usable Date header. */
export function providerClockFinding(
  dateHeader: string | null,
  receivedAt: number,
): Finding | null {
  const skewMs = skewMsOf(dateHeader, receivedAt)
  if (skewMs === null) return null
  if (Math.abs(skewMs) <= SLACK_MS)
    return { verdict: 'ok', text: "this computer's clock agrees with the provider's" }
  return {
    verdict: 'WRONG',
    text:
      `this computer's clock is ${clockSpan(skewMs)} ${skewMs > 0 ? 'ahead of' : 'behind'} the provider's: ` +
      "set the date and time (the history removes nothing on this clock's word meanwhile)",
  }
}

/** What a running bridge says of the clock in /api/status, if anything. */
export function runningBridgeClockFinding(status: { journal?: { clock?: unknown } }): Finding[] {
  const words = status.journal?.clock
  return typeof words === 'string'
    ? [{ verdict: 'WRONG', text: `the running bridge: ${words}` }]
    : []
}
