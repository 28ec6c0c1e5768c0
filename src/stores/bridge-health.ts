// What the bridge says of its own health in GET /api/status, as the page shows it: the journal
// failing or importing (docs/contract.md, `journal`) and the provider refusing its credentials
// (`credentials`). Kept beside the status store, which spreads these into itself.
import { computed, type ComputedRef } from 'vue'
import type { ApiError } from '../api/api-error.ts'
import type { NotSaved, StatusReply } from '../shared/contract.ts'

/**
 * (v1.2) Whether the bridge can write its journal (docs/contract.md, "honest journal failures"): the
 * bridge's reason while it cannot, else null. A reply not saved, or new work refused with 503
 * JOURNAL_UNAVAILABLE, means the status has changed: it is read again so the notice shows.
 */
export function journalHealthOf(
  status: ComputedRef<StatusReply | null>,
  load: () => Promise<void>,
) {
  const journalFailure = computed<{ reason: string } | null>(() => {
    const journal = status.value?.journal
    return journal?.state === 'failing'
      ? { reason: typeof journal.reason === 'string' ? journal.reason : '' }
      : null
  })
  /** An enquiry's or the authentication's 200 said `saved: false`. */
  function noteNotSaved(reply: NotSaved) {
    if (reply.saved === false) void load()
  }
  /** (v1.4) While an older journal is brought over: records so far, of about how many. */
  const journalImport = computed<{ done: number; total: number } | null>(() => {
    const journal = status.value?.journal
    if (journal?.state !== 'importing') return null
    const { done, total } = journal.progress ?? {}
    return typeof done === 'number' && typeof total === 'number' ? { done, total } : null
  })
  /** New work was refused while importing: the status is read again so the notice shows. */
  function noteJournalRefusal(error: ApiError) {
    if (error.code === 'JOURNAL_UNAVAILABLE' || error.code === 'JOURNAL_IMPORTING') void load()
  }
  return { journalFailure, journalImport, noteNotSaved, noteJournalRefusal }
}

/**
 * (v1.4) The provider refused the bridge's credentials when last asked (docs/contract.md,
 * `credentials`): every enquiry will be refused until IT fixes them, so the page says so first.
 */
export function credentialsRefusedOf(status: ComputedRef<StatusReply | null>) {
  return computed(() => status.value?.credentials?.state === 'refused')
}
