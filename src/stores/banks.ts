// The bank list (GET /api/banks) and the merchant's recent banks (IINs only, in localStorage).

import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { toApiError, type ApiError } from '../api/api-error.ts'
import { fetchBanks } from '../api/bridge.ts'
import { rememberBank } from '../lib/counter/bank-search.ts'
import { STORAGE_KEYS, readStoredList, writeStored } from '../lib/storage.ts'
import type { Bank, BankListSource } from '../shared/contract.ts'

export type BankListState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; banks: Bank[] }
  | { kind: 'error'; error: ApiError }

export const useBankStore = defineStore('banks', () => {
  const state = ref<BankListState>({ kind: 'idle' })
  const recentIins = ref<string[]>(
    readStoredList(STORAGE_KEYS.recentBanks).filter((i) => /^\d{1,10}$/.test(i)),
  )

  /** (v1.1) Where the list came from; `bundled` is the fallback the bank field tells about. */
  const source = ref<BankListSource | null>(null)
  const banks = computed(() => (state.value.kind === 'done' ? state.value.banks : []))
  const byIin = computed(() => new Map(banks.value.map((b) => [b.iin, b])))

  async function load(force = false) {
    if (!force && (state.value.kind === 'done' || state.value.kind === 'loading')) return
    state.value = { kind: 'loading' }
    try {
      const reply = await fetchBanks()
      state.value = { kind: 'done', banks: reply.banks }
      source.value = reply.source ?? null
    } catch (error) {
      state.value = { kind: 'error', error: toApiError(error) }
    }
  }

  function nameFor(iin: string): string | null {
    return byIin.value.get(iin)?.name ?? null
  }

  function remember(iin: string) {
    recentIins.value = rememberBank(recentIins.value, iin)
    writeStored(STORAGE_KEYS.recentBanks, JSON.stringify(recentIins.value))
  }

  return { state, banks, source, recentIins, load, nameFor, remember }
})
