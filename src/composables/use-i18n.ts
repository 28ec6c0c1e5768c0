// t() for components, in the merchant's chosen language (remembered by the preferences store).

import { computed } from 'vue'
import type { ApiError } from '../api/api-error.ts'
import {
  hasText,
  translate,
  translateCount,
  type Language,
  type MessageKey,
  type MessageParams,
  type PluralKey,
} from '../i18n/messages.ts'
import type { Locale } from '../lib/format.ts'
import { usePreferencesStore } from '../stores/preferences.ts'

export interface ErrorText {
  /** The sentence to show in the interface language. */
  text: string
  /** The bridge's own English message, shown beside a translation. */
  original: string | null
}

/**
 * The key for an error code: its own, or the family's generic one. The own text may be in a
 * catalogue that has not loaded yet in English (en-later.ts), so the language's own counts too.
 */
export function errorKey(code: string, language: Language = 'en'): MessageKey {
  const own = `code.${code}`
  if (hasText(language, own) || hasText('en', own)) return own
  return code.startsWith('RD_') ? 'code.RD_OTHER' : 'code.OTHER'
}

export function errorText(
  language: Language,
  error: Pick<ApiError, 'code' | 'message'>,
): ErrorText {
  const translated = translate(language, errorKey(error.code, language), { code: error.code })
  // The bridge writes its messages for the merchant in English: shown as sent in English, and
  // beside a translation in Hindi.
  if (language === 'en') return { text: error.message || translated, original: null }
  return { text: translated, original: error.message || null }
}

export function useI18n() {
  const preferences = usePreferencesStore()
  const language = computed(() => preferences.language)
  const locale = computed<Locale>(() => (preferences.language === 'hi' ? 'hi-IN' : 'en-IN'))

  const t = (key: MessageKey, params?: MessageParams) =>
    translate(preferences.language, key, params)
  /** A text with a count, in the form the count needs: tn('tx.entries', 1) is "1 entry". */
  const tn = (key: PluralKey, count: number, params?: MessageParams) =>
    translateCount(preferences.language, key, count, params)
  const describeError = (error: Pick<ApiError, 'code' | 'message'>) =>
    errorText(preferences.language, error)

  return { t, tn, language, locale, describeError, setLanguage: preferences.setLanguage }
}
