// Nothing lost on reload: a reload or a new tab of an enquiry page shows the
// desk's last answer of the last few minutes, from the journal, with the way to print it again
// (leaving while an enquiry is under way asks first: use-leave-guard.ts).

import { onMounted, ref } from 'vue'
import { fetchTransactions } from '../api/bridge.ts'
import type { JournalRecordExtras, TransactionSummary } from '../shared/contract.ts'
import { erasureOf } from '../shared/erasure.ts'

/** How recent an answer must be to be offered again on an empty form. */
export const LAST_ANSWER_MINUTES = 15

export type LastAnswer = TransactionSummary & JournalRecordExtras

/**
 * The record to offer: a customer's enquiry (never the merchant's own authentication) that
 * finished within the last minutes and whose details are still kept for reprinting. An erased
 * record (the customer's request) has nothing left to print, so it is never offered.
 */
export function offeredAnswer(records: readonly LastAnswer[], now: number): LastAnswer | null {
  const last = records.find((r) => r.operation !== 'merchant-authentication')
  if (!last || last.finishedAt === null || last.detailsRemovedAt || erasureOf(last)) return null
  const age = now - Date.parse(last.finishedAt)
  return age >= 0 && age <= LAST_ANSWER_MINUTES * 60_000 ? last : null
}

export function useLastAnswer() {
  const last = ref<LastAnswer | null>(null)
  onMounted(async () => {
    try {
      const reply = await fetchTransactions(5)
      last.value = offeredAnswer(reply.transactions, Date.now())
    } catch {
      // The page works without it: the history still has every record.
    }
  })
  return { last, dismiss: () => (last.value = null) }
}
