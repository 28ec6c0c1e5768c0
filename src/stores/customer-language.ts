// The customer language this desk serves: which language the consent notice, the result's
// customer lines and the receipt's customer lines are in. Apart from the merchant's
// interface language; remembered per desk, so a merchant in Chennai sets Tamil once. Until one is
// chosen it follows the interface language. The enquiry sends `noticeId(operation)` with the
// consent: docs/merchant-guide.md, "The record" (`be-4-hi`, `ms-4-ta`).

import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { isCustomerLanguage } from '../i18n/customer/load.ts'
import type { CustomerLanguage } from '../i18n/customer/types.ts'
import { STORAGE_KEYS, readStored, writeStored } from '../lib/storage.ts'
import { CONSENT_NOTICE_VERSION, consentNoticeId } from '../shared/consent-notice.ts'
import type { Operation } from '../shared/contract.ts'
import { usePreferencesStore } from './preferences.ts'

export type { CustomerLanguage }

function storedLanguage(): CustomerLanguage | null {
  const value = readStored(STORAGE_KEYS.customerLanguage)
  return isCustomerLanguage(value) ? value : null
}

/** What of the notice is on screen now, as the notice block (CustomerConsentBlock) sets it. */
function noticeOnScreen() {
  // The language whose notice is on screen now, set by the notice block (CustomerConsentBlock):
  // null while a chosen language's texts are on their way or failed to arrive, when the block
  // shows the last language's text greyed out. Consent can be given only to a notice shown.
  const shown = ref<CustomerLanguage | null>(null)
  // True while the notice scrolls in its box and has not been read to its end (use-notice-fit.ts):
  // a notice part of which was never on screen is not a notice shown.
  const unread = ref(false)
  // The version of the text on screen: 4 once the kept and rights sentences are part of it
  // (docs/merchant-guide.md, "The consent notice").
  const shownVersion = ref(CONSENT_NOTICE_VERSION)
  // The words on screen: one id (be-4-en) covers notices whose kept sentences name other numbers
  // (the bridge's settings), and a yes is to the words the customer heard.
  const shownText = ref('')

  function setShown(
    value: CustomerLanguage | null,
    version: number = CONSENT_NOTICE_VERSION,
    text = '',
  ) {
    shown.value = value
    shownVersion.value = version
    shownText.value = value === null ? '' : text
  }
  const setUnread = (value: boolean) => void (unread.value = value)
  return { shown, unread, shownVersion, shownText, setShown, setUnread }
}

export const useCustomerLanguageStore = defineStore('customer-language', () => {
  const preferences = usePreferencesStore()
  const chosen = ref<CustomerLanguage | null>(storedLanguage())
  const language = computed<CustomerLanguage>(() => chosen.value ?? preferences.language)
  const linesOnReceipt = ref(readStored(STORAGE_KEYS.customerLinesOnReceipt) !== 'no')

  function choose(value: CustomerLanguage) {
    chosen.value = value
    writeStored(STORAGE_KEYS.customerLanguage, value)
  }

  function setLinesOnReceipt(value: boolean) {
    linesOnReceipt.value = value
    writeStored(STORAGE_KEYS.customerLinesOnReceipt, value ? 'yes' : 'no')
  }

  const { shown, unread, shownVersion, shownText, setShown, setUnread } = noticeOnScreen()
  const noticeShown = computed(
    () => shown.value !== null && shown.value === language.value && !unread.value,
  )

  /**
   * The id of the notice shown for this operation (`be-4-ta`), or undefined when the chosen
   * language's notice is not on screen: the record never names a text that was not read.
   */
  const noticeId = (operation: Operation) =>
    noticeShown.value ? consentNoticeId(operation, language.value, shownVersion.value) : undefined

  return {
    language,
    linesOnReceipt,
    choose,
    setLinesOnReceipt,
    noticeId,
    noticeShown,
    noticeUnread: unread,
    shownText,
    setShown,
    setUnread,
  }
})
