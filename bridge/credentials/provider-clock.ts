// The laptop's clock against the provider's (docs/contract.md v1.5, `clock` in GET /api/status):
// the `Date` header of the provider's latest answer, read on every answer the credentials proof
// reads (the proof's bank list gives one at start). UIDAI refuses a PID older than a few hours
// (561) or from the future (562), and the PID's time is this laptop's: a laptop clock set wrong
// spends a customer's attempt for nothing. skewSeconds is this laptop's clock minus the
// provider's; null until an answer carried a Date, and in sandbox mode unless the sandbox
// simulates a clock (SANDBOX_CLOCK_SKEW_S).

import type { ClockStatus } from '../../src/shared/contract.ts'
import type { UpstreamResult } from '../upstream/client.ts'

export class ProviderClock {
  readonly #enabled: boolean
  readonly #now: () => Date
  #status: ClockStatus = { skewSeconds: null, checkedAt: null }

  constructor(options: { enabled: boolean; now?: () => Date }) {
    this.#enabled = options.enabled
    this.#now = options.now ?? (() => new Date())
  }

  /** One upstream answer: its Date header, when it has a readable one. */
  observe(result: UpstreamResult): void {
    if (!this.#enabled) return
    if (result.kind !== 'reply' && result.kind !== 'bad-reply') return
    const providerMs = result.date === undefined ? NaN : Date.parse(result.date)
    if (Number.isNaN(providerMs)) return
    const now = this.#now()
    // The header has whole seconds and the answer took some time to come: a second or two of
    // noise, far below the ten minutes that matter.
    this.#status = {
      skewSeconds: Math.round((now.getTime() - providerMs) / 1000),
      checkedAt: now.toISOString(),
    }
  }

  status(): ClockStatus {
    return { ...this.#status }
  }

  skewSeconds(): number | null {
    return this.#status.skewSeconds
  }

  /** The provider's time now: this laptop's, corrected by the last skew read (else as it is). */
  providerNow(): Date {
    const now = this.#now()
    const skew = this.#status.skewSeconds
    return skew === null ? now : new Date(now.getTime() - skew * 1000)
  }
}
