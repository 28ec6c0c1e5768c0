// The laptop's clock against the provider's (docs/contract.md v1.5, `clock` in GET /api/status):
// the `Date` header of the provider's latest answer, read on every answer the credentials proof
// reads (the proof's bank list gives one at start). UIDAI refuses a PID older than a few hours
// (561) or from the future (562), and the PID's time is this laptop's: a laptop clock set wrong
// spends a customer's attempt for nothing. skewSeconds is this laptop's clock minus the
// provider's; null until an answer carried a Date, and in sandbox mode unless the sandbox
// simulates a clock (SANDBOX_CLOCK_SKEW_S).

import type { ClockStatus } from '../../src/shared/contract.ts'
import type { UpstreamResult } from '../upstream/client.ts'

/**
 * This laptop's clock minus the provider's, in ms, from a Date header read at `nowMs`; null
 * without a readable one. The header has whole seconds and the answer took some time to come: a
 * second or two of noise, far below the minutes that matter (`check` reads it the same way).
 */
export function skewMsOf(date: string | null | undefined, nowMs: number): number | null {
  const providerMs = date == null ? NaN : Date.parse(date)
  return Number.isNaN(providerMs) ? null : nowMs - providerMs
}

export class ProviderClock {
  readonly #enabled: boolean
  readonly #now: () => Date
  readonly #monotonicMs: () => number
  readonly #onReading: ((skewMs: number) => void) | undefined
  /**
   * The last reading: the provider's time then, and the monotonic clock then. The skew is worked
   * out anew against this laptop's clock at each ask, so a laptop clock corrected after a reading
   * (the very fix a CLOCK_SKEW refusal asks for) counts at once, with no new answer needed: a
   * skew kept as a number would refuse every capture until the next answer, and a capture is what
   * brings the next answer.
   */
  #reading: { providerMs: number; monotonicMs: number; checkedAt: string } | null = null

  /** `onReading`: told every reading (the journal's time catches up only on one that agrees). */
  constructor(options: {
    enabled: boolean
    now?: () => Date
    onReading?: (skewMs: number) => void
    monotonicMs?: () => number
  }) {
    this.#enabled = options.enabled
    this.#now = options.now ?? (() => new Date())
    this.#monotonicMs = options.monotonicMs ?? (() => performance.now())
    this.#onReading = options.onReading
  }

  /** One upstream answer: its Date header, when it has a readable one. */
  observe(result: UpstreamResult): void {
    if (!this.#enabled) return
    if (result.kind !== 'reply' && result.kind !== 'bad-reply') return
    const now = this.#now()
    const skewMs = skewMsOf(result.date, now.getTime())
    if (skewMs === null) return
    this.#reading = {
      providerMs: now.getTime() - skewMs,
      monotonicMs: this.#monotonicMs(),
      checkedAt: now.toISOString(),
    }
    this.#onReading?.(skewMs)
  }

  status(): ClockStatus {
    return { skewSeconds: this.skewSeconds(), checkedAt: this.#reading?.checkedAt ?? null }
  }

  /** This laptop's clock now minus the provider's now (its last reading, moved on since). */
  skewSeconds(): number | null {
    const provider = this.#providerMs()
    return provider === null ? null : Math.round((this.#now().getTime() - provider) / 1000)
  }

  /** The provider's time now: its last reading moved on by the monotonic clock (else this laptop's). */
  providerNow(): Date {
    return new Date(this.#providerMs() ?? this.#now().getTime())
  }

  #providerMs(): number | null {
    const reading = this.#reading
    return reading === null
      ? null
      : reading.providerMs + (this.#monotonicMs() - reading.monotonicMs)
  }
}
