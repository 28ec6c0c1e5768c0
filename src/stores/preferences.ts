// The merchant's preferences, remembered in this browser: interface language, receipt paper and
// (v1.5) whether the receipt names the person at the counter (off unless the shop turns it on).
// main.ts loads a remembered Hindi before the app mounts, so no English flashes first.

import { defineStore } from 'pinia'
import { ref, watch } from 'vue'
import { loadLanguage, type Language } from '../i18n/messages.ts'
import { STORAGE_KEYS, readStored, writeStored } from '../lib/storage.ts'

export type { Language }
/** A4, an 80 mm roll, or a 58 mm roll (many counters' printers). */
export type PaperSize = 'a4' | 'thermal' | 'thermal58'

export const LANGUAGES: readonly Language[] = ['en', 'hi']

const storedLanguage = (): Language => (readStored(STORAGE_KEYS.language) === 'hi' ? 'hi' : 'en')
const PAPERS: readonly PaperSize[] = ['a4', 'thermal', 'thermal58']
const storedPaper = (): PaperSize =>
  PAPERS.find((paper) => paper === readStored(STORAGE_KEYS.paper)) ?? 'a4'

export const usePreferencesStore = defineStore('preferences', () => {
  const language = ref<Language>(storedLanguage())
  const paper = ref<PaperSize>(storedPaper())
  const operatorOnReceipt = ref(readStored(STORAGE_KEYS.operatorOnReceipt) === 'yes')

  watch(
    language,
    (value) => {
      writeStored(STORAGE_KEYS.language, value)
      if (typeof document !== 'undefined') document.documentElement.lang = value
    },
    { immediate: true },
  )
  watch(paper, (value) => writeStored(STORAGE_KEYS.paper, value))
  watch(operatorOnReceipt, (value) =>
    writeStored(STORAGE_KEYS.operatorOnReceipt, value ? 'yes' : 'no'),
  )

  /** Switches once the language's texts have arrived (Hindi is loaded on demand). */
  async function setLanguage(value: Language) {
    try {
      await loadLanguage(value)
    } catch {
      return // The texts could not be fetched (bridge gone?): stay in the current language.
    }
    language.value = value
  }

  function setPaper(value: PaperSize) {
    paper.value = value
  }

  function setOperatorOnReceipt(value: boolean) {
    operatorOnReceipt.value = value
  }

  return { language, paper, operatorOnReceipt, setLanguage, setPaper, setOperatorOnReceipt }
})
