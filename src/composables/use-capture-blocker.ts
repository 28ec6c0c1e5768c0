// What holds a finger, on both pages that take one: the customer's Capture and the merchant's own
// daily authentication. One rule, so that the two buttons cannot disagree about a failing journal,
// an import, a blocked reader or a refusal's hold. The customer's consent and the location question
// belong to the customer's page only, and stay there.
import { computed, type ComputedRef } from 'vue'
import { useDeviceStore } from '../stores/devices.ts'
import { useStatusStore } from '../stores/status.ts'

/** Why the bridge would refuse a capture now, most pressing first. */
export type CaptureBlocker = 'journal-failing' | 'journal-importing' | 'reader-blocked' | 'hold'

/** The element that says why, on either page (the notices above it, or the hold's line below). */
const EXPLAINED_BY: Record<CaptureBlocker, string> = {
  // (v1.2) The bridge refuses captures while its journal fails (JournalFailingNotice.vue).
  'journal-failing': 'journal-failing-text',
  // (v1.4) And while an older journal is brought over (JournalImportingNotice.vue).
  'journal-importing': 'journal-importing-heading',
  // (v1.5) The reader's blocking problem, named under the reader's line (DeviceProblemNotice.vue).
  'reader-blocked': 'device-problems',
  // (v1.5) A fact the desk read says the finger would be refused (lib/capture-hold.ts).
  hold: 'capture-hold',
}

export interface CaptureBlockerView {
  blocker: ComputedRef<CaptureBlocker | null>
  /** The id of the text that explains the blocker, or null when nothing holds the finger. */
  explainedBy: ComputedRef<string | null>
}

/** `hold` reads the page's own hold: the customer's (capture-hold store) or the merchant's. */
export function useCaptureBlocker(hold: () => object | null): CaptureBlockerView {
  const status = useStatusStore()
  const devices = useDeviceStore()
  const blocker = computed<CaptureBlocker | null>(() => {
    if (status.journalFailure !== null) return 'journal-failing'
    if (status.journalImport !== null) return 'journal-importing'
    if (devices.primaryBlocked) return 'reader-blocked'
    if (hold() !== null) return 'hold'
    return null
  })
  const explainedBy = computed(() => (blocker.value === null ? null : EXPLAINED_BY[blocker.value]))
  return { blocker, explainedBy }
}
