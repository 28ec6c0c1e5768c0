// (v1.5) aeps_bridge_last_customer_enquiry_timestamp_seconds: when the last customer enquiry that
// reached the bank began, any outcome. RBI/2025-26/63 (in force 1 January 2026) has the bank
// re-verify an operator with no customer transaction for three months; enquiries count. The
// shipped rules alert at 75 days (AepsOperatorIdle), before the bank acts. Read from the journal,
// so a restart keeps it; looked for again only when the journal grew, or every ten minutes.
// A timestamp and nothing else: no name, no operator, no customer.

import { Gauge, type Registry } from './prom-parts.ts'
import type { JournalHealth } from '../journal/journal-types.ts'

export interface LastEnquirySource {
  readonly size: number
  health(): JournalHealth
  lastCustomerEnquiry?(): number | null
}

const REFRESH_MS = 10 * 60 * 1000

export function registerLastEnquiry(
  registers: Registry[],
  journal: LastEnquirySource,
  now: () => number,
): void {
  let cached: { size: number; at: number; value: number | null } | null = null
  const read = (): number | null => {
    const size = journal.size
    if (cached === null || cached.size !== size || now() - cached.at > REFRESH_MS)
      cached = { size, at: now(), value: journal.lastCustomerEnquiry?.() ?? null }
    return cached.value
  }
  new Gauge({
    name: 'aeps_bridge_last_customer_enquiry_timestamp_seconds',
    help: 'When the last customer enquiry (balance or mini statement) that reached the bank began, any outcome (Unix seconds); absent when there was none. Read from the journal.',
    registers,
    collect() {
      // While an older journal is imported, the time waits for it.
      const at = journal.health().state === 'importing' ? null : read()
      if (at === null) this.reset()
      else this.set(at / 1000)
    },
  })
}
