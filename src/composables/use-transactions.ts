// The journal's single record (the detail page) and the merchant's purge (the day book's page);
// the day book itself is use-day-book.ts.

import { ref } from 'vue'
import { toApiError, type ApiError } from '../api/api-error.ts'
import { fetchTransaction, purgeTransactions } from '../api/bridge.ts'
import type { PurgeReply, TransactionRecord } from '../shared/contract.ts'

export type RecordState =
  | { kind: 'loading' }
  | { kind: 'done'; record: TransactionRecord }
  | { kind: 'error'; error: ApiError }

export type PurgeState =
  | { kind: 'idle' }
  | { kind: 'confirming'; olderThanDays: number }
  | { kind: 'purging'; olderThanDays: number }
  | { kind: 'done'; reply: PurgeReply }
  | { kind: 'error'; error: ApiError }

/** The merchant's purge; `after` shows the day book again once records are gone. */
export function useTransactionPurge(after: () => Promise<void>) {
  const purge = ref<PurgeState>({ kind: 'idle' })

  function askPurge(olderThanDays: number) {
    purge.value = { kind: 'confirming', olderThanDays }
  }

  function cancelPurge() {
    purge.value = { kind: 'idle' }
  }

  async function confirmPurge() {
    if (purge.value.kind !== 'confirming') return
    const { olderThanDays } = purge.value
    purge.value = { kind: 'purging', olderThanDays }
    try {
      purge.value = { kind: 'done', reply: await purgeTransactions(olderThanDays) }
      await after()
    } catch (error) {
      purge.value = { kind: 'error', error: toApiError(error) }
    }
  }

  return { purge, askPurge, cancelPurge, confirmPurge }
}

export function useTransactionRecord() {
  const state = ref<RecordState>({ kind: 'loading' })

  async function load(id: string) {
    state.value = { kind: 'loading' }
    try {
      state.value = { kind: 'done', record: await fetchTransaction(id) }
    } catch (error) {
      state.value = { kind: 'error', error: toApiError(error) }
    }
  }

  return { state, load }
}
