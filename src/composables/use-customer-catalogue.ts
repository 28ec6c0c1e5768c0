// The catalogue of a customer language, loaded when the language is chosen (load.ts). The texts
// of the language before stay on screen until the new ones arrive, so the block does not collapse
// and jump while a chunk comes from the bridge.

import { shallowRef, watch, type Ref, type ShallowRef } from 'vue'
import { loadCustomerCatalogue } from '../i18n/customer/load.ts'
import type { CustomerCatalogue, CustomerLanguage } from '../i18n/customer/types.ts'

export interface CustomerCatalogueState {
  catalogue: ShallowRef<CustomerCatalogue | null>
  /** The language whose chunk could not be fetched (the bridge stopped?), or null. */
  failed: ShallowRef<CustomerLanguage | null>
  retry: () => void
}

export function useCustomerCatalogue(
  language: Readonly<Ref<CustomerLanguage | null>>,
): CustomerCatalogueState {
  const catalogue = shallowRef<CustomerCatalogue | null>(null)
  const failed = shallowRef<CustomerLanguage | null>(null)

  async function load(lang: CustomerLanguage | null) {
    if (lang === null) return
    failed.value = null
    try {
      const loaded = await loadCustomerCatalogue(lang)
      if (language.value === lang) catalogue.value = loaded
    } catch {
      if (language.value === lang) failed.value = lang
    }
  }

  watch(language, load, { immediate: true })
  return { catalogue, failed, retry: () => void load(language.value) }
}
