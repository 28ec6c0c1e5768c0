// The time of the last customer enquiry that reached the bank (/metrics,
// aeps_bridge_last_customer_enquiry_timestamp_seconds; the AepsOperatorIdle alert). A query of its
// own, apart from the day book's because it reads no filter.

import type { QueryContext } from './day-book-where.ts'

/**
 * (v1.5) When the last customer enquiry that reached the bank began (epoch ms), whatever its
 * outcome; null for none. RBI/2025-26/63: three months without one and the bank re-verifies the
 * operator. An answered one is in the tallies (a few rows per day); one without an answer
 * reached the bank only when it timed out or got a bad reply, read from the few unknown records.
 */
export function lastCustomerEnquiry(ctx: QueryContext): number | null {
  const answered = ctx
    .statement(
      `SELECT max(last_at) AS at FROM tallies
       WHERE operation IN ('balance-enquiry', 'mini-statement') AND outcome != 'unknown'`,
    )
    .get() as { at: number | null }
  const unanswered = ctx
    .statement(
      `SELECT max(started_at) AS at FROM records
       WHERE outcome = 'unknown' AND operation IN ('balance-enquiry', 'mini-statement')
         AND json_extract(body, '$.errorCode') IN ('UPSTREAM_TIMEOUT', 'UPSTREAM_BAD_REPLY')`,
    )
    .get() as { at: number | null }
  const times = [answered.at, unanswered.at].filter((at): at is number => at !== null)
  return times.length ? Math.max(...times) : null
}
