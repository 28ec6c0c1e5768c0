// (v1.5) The person at the counter (docs/contract.md, "POST /api/operator-handovers"): who has it
// now is the bridge's word (GET /api/status `operator`); a hand-over tells the bridge first, and
// only its answer changes the page: the new name, and the merchant authentication due at once.
// The names used on this desk are remembered in this browser for a quick pick.

import { defineStore } from 'pinia'
import { computed, markRaw, ref } from 'vue'
import { toApiError, type ApiError } from '../api/api-error.ts'
import { sendOperatorHandover } from '../api/bridge.ts'
import { rememberName, usableNames } from '../lib/counter/operator-names.ts'
import { STORAGE_KEYS, readStoredList, writeStored } from '../lib/storage.ts'
import { useStatusStore } from './status.ts'

export type HandoverStep =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; name: string }
  | { kind: 'error'; error: ApiError }

export const useOperatorStore = defineStore('operator', () => {
  const status = useStatusStore()
  const step = ref<HandoverStep>({ kind: 'idle' })
  const names = ref<string[]>(usableNames(readStoredList(STORAGE_KEYS.operatorNames)))
  /** Who has the counter, or null before the first hand-over (one person, the page as before). */
  const current = computed(() => status.status?.operator ?? null)

  async function handOver(name: string): Promise<boolean> {
    if (step.value.kind === 'sending') return false
    step.value = { kind: 'sending' }
    try {
      const reply = await sendOperatorHandover(name)
      status.noteHandover(reply.operator, reply.merchantAuth)
      names.value = rememberName(names.value, reply.operator.name)
      writeStored(STORAGE_KEYS.operatorNames, JSON.stringify(names.value))
      step.value = { kind: 'done', name: reply.operator.name }
      return true
    } catch (error) {
      const apiError = markRaw(toApiError(error))
      step.value = { kind: 'error', error: apiError }
      if (apiError.unreachable) void status.noteUnreachable(apiError)
      status.noteJournalRefusal(apiError)
      return false
    }
  }

  function clear() {
    if (step.value.kind !== 'sending') step.value = { kind: 'idle' }
  }

  return { step, names, current, handOver, clear }
})
