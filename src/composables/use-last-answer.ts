// Nothing lost on reload: a reload or a new tab of an enquiry page shows the
// desk's last answer of the last few minutes, from the journal, with the way to print it again
// (leaving while an enquiry is under way asks first: use-leave-guard.ts). An enquiry still with the
// bank when the page was reloaded is shown as such, and its answer once the bridge has it (UX
// review 2026-11-29, U8): the bridge keeps asking the bank whatever the page does.

import { onMounted, onScopeDispose, ref } from 'vue'
import { fetchTransactions } from '../api/bridge.ts'
import type { JournalRecordExtras, TransactionSummary } from '../shared/contract.ts'
import { erasureOf } from '../shared/erasure.ts'
import { useStatusStore } from '../stores/status.ts'

/** How recent an answer must be to be offered again on an empty form. */
export const LAST_ANSWER_MINUTES = 15

/** How often the journal is read again while an enquiry of this desk is still with the bank. */
export const IN_FLIGHT_LOOK_MS = 2_000

export type LastAnswer = TransactionSummary & JournalRecordExtras

/** The newest customer's enquiry (never the merchant's own authentication), or null. */
const newestEnquiry = (records: readonly LastAnswer[]) =>
  records.find((r) => r.operation !== 'merchant-authentication') ?? null

/**
 * The record to offer: a customer's enquiry (never the merchant's own authentication) that
 * finished within the last minutes and whose details are still kept for reprinting. An erased
 * record (the customer's request) has nothing left to print, so it is never offered.
 */
export function offeredAnswer(records: readonly LastAnswer[], now: number): LastAnswer | null {
  const last = newestEnquiry(records)
  if (!last || last.finishedAt === null || last.detailsRemovedAt || erasureOf(last)) return null
  const age = now - Date.parse(last.finishedAt)
  return age >= 0 && age <= LAST_ANSWER_MINUTES * 60_000 ? last : null
}

/**
 * The newest enquiry when the bank has not answered it yet and the bridge may still be waiting
 * for it (started less than `waitMs` ago: the page's own wait for an answer), else null.
 */
export function enquiryInFlight(
  records: readonly LastAnswer[],
  now: number,
  waitMs: number,
): LastAnswer | null {
  const last = newestEnquiry(records)
  if (!last || last.finishedAt !== null) return null
  const age = now - Date.parse(last.startedAt)
  return age >= 0 && age <= waitMs ? last : null
}

export function useLastAnswer() {
  const status = useStatusStore()
  const last = ref<LastAnswer | null>(null)
  /** An enquiry of this desk the bank has not answered yet: its answer replaces it when it comes. */
  const inFlight = ref<LastAnswer | null>(null)
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  async function look() {
    try {
      const { transactions } = await fetchTransactions(5)
      if (stopped) return
      const now = Date.now()
      inFlight.value = enquiryInFlight(transactions, now, status.enquiryWaitMs)
      last.value = inFlight.value ? null : offeredAnswer(transactions, now)
    } catch {
      // The page works without it: the history still has every record. While an enquiry is in
      // flight the journal is read again (a bridge restarting comes back).
    }
    if (inFlight.value && !stopped) timer = setTimeout(() => void look(), IN_FLIGHT_LOOK_MS)
  }

  onMounted(() => void look())
  onScopeDispose(() => {
    stopped = true
    clearTimeout(timer)
  })
  return {
    last,
    inFlight,
    dismiss: () => {
      last.value = null
      inFlight.value = null
      clearTimeout(timer)
    },
  }
}
