// The journal as the Transactions pages show it: the latest records, one record, and the purge.

import { ref } from 'vue'
import { toApiError, type ApiError } from '../api/api-error.ts'
import { fetchTransaction, fetchTransactions, purgeTransactions } from '../api/bridge.ts'
import type { PurgeReply, TransactionRecord, TransactionSummary } from '../shared/contract.ts'

export const TRANSACTIONS_SHOWN = 50

export type ListState =
  | { kind: 'loading' }
  | { kind: 'done'; transactions: TransactionSummary[] }
  | { kind: 'error'; error: ApiError }

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

export function useTransactionList() {
  const state = ref<ListState>({ kind: 'loading' })
  const purge = ref<PurgeState>({ kind: 'idle' })

  async function load() {
    if (state.value.kind !== 'done') state.value = { kind: 'loading' }
    try {
      const reply = await fetchTransactions(TRANSACTIONS_SHOWN)
      state.value = { kind: 'done', transactions: reply.transactions }
    } catch (error) {
      state.value = { kind: 'error', error: toApiError(error) }
    }
  }

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
      await load()
    } catch (error) {
      purge.value = { kind: 'error', error: toApiError(error) }
    }
  }

  return { state, purge, load, askPurge, cancelPurge, confirmPurge }
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
