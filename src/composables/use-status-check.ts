// (v1.3) One status check of an unconfirmed record (docs/contract.md, "POST
// /api/transactions/:id/status-checks"): its life on the page (idle, asking, the settled answer, an
// error), for the result view and the record page. The record's earlier checks come in; each new
// one comes back with the whole record.

import { computed, ref, type Ref } from 'vue'
import { toApiError, type ApiError } from '../api/api-error.ts'
import { sendStatusCheck } from '../api/bridge.ts'
import type { StatusCheck, TransactionRecord } from '../shared/contract.ts'
import { useStatusStore } from '../stores/status.ts'

export type StatusCheckState =
  { kind: 'idle' } | { kind: 'asking' } | { kind: 'error'; error: ApiError }

/** What the record knows of its status checks: the last check and the settled outcome. */
export interface CheckedRecord {
  statusChecks?: StatusCheck[]
  settledOutcome?: TransactionRecord['settledOutcome']
}

export function useStatusCheck(transactionId: Ref<string | null>, initial: Ref<CheckedRecord>) {
  const status = useStatusStore()
  const state = ref<StatusCheckState>({ kind: 'idle' })
  const fromBridge = ref<CheckedRecord | null>(null)
  const known = computed<CheckedRecord>(() => fromBridge.value ?? initial.value)
  const lastCheck = computed(() => known.value.statusChecks?.at(-1) ?? null)

  async function check(): Promise<TransactionRecord | null> {
    const id = transactionId.value
    if (id === null || state.value.kind === 'asking') return null
    state.value = { kind: 'asking' }
    try {
      const reply = await sendStatusCheck(id, status.enquiryWaitMs)
      fromBridge.value = reply.record
      state.value = { kind: 'idle' }
      return reply.record
    } catch (error) {
      state.value = { kind: 'error', error: toApiError(error) }
      return null
    }
  }

  return { state, known, lastCheck, check }
}
