// A customer's fingerprint mismatches on this desk (docs/contract.md v1.5, `attempts`): UIDAI allows
// five tries in banking, so a finger-mismatch reply says how many this customer spent in the last
// 30 minutes. Counted in memory only, under a keyed hash of the Aadhaar number whose key is made at
// start and never written: nothing here can be read back into a number, and a restart forgets all.

import { createHmac, randomBytes } from 'node:crypto'
import type { MismatchAttempts } from '../../src/shared/contract.ts'

export const MISMATCH_WINDOW_MS = 30 * 60_000
export const MAX_MISMATCHES = 5

export class MismatchCounter {
  readonly #key = randomBytes(32)
  readonly #now: () => number
  readonly #seen = new Map<string, number[]>()

  constructor(now: () => number = Date.now) {
    this.#now = now
  }

  /** One more mismatch for this customer: the count within the window, this one included. */
  count(aadhaar: string): MismatchAttempts {
    const now = this.#now()
    this.#forgetOld(now)
    const id = createHmac('sha256', this.#key).update(aadhaar).digest('base64url')
    const times = [...(this.#seen.get(id) ?? []), now]
    this.#seen.set(id, times)
    return { fingerMismatch: times.length, max: MAX_MISMATCHES }
  }

  /** Every customer's mismatches older than the window go, so the map stays the day's few. */
  #forgetOld(now: number): void {
    for (const [id, times] of this.#seen) {
      const recent = times.filter((t) => now - t < MISMATCH_WINDOW_MS)
      if (recent.length === 0) this.#seen.delete(id)
      else this.#seen.set(id, recent)
    }
  }
}
