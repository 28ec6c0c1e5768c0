// The 13 customer catalogues: every English key in every language, the same
// placeholders, the language menu's names equal to the catalogues' own, and each language a chunk
// that loads on its own.
import { describe, expect, it } from 'vitest'
import { EN_SOURCE } from '../../../../src/i18n/customer/en.ts'
import { CUSTOMER_LANGUAGE_INFO } from '../../../../src/i18n/customer/languages.ts'
import { isCustomerLanguage, loadCustomerCatalogue } from '../../../../src/i18n/customer/load.ts'
import {
  CUSTOMER_KEYS,
  CUSTOMER_LANGUAGES,
  type CustomerCatalogue,
} from '../../../../src/i18n/customer/types.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const catalogues: CustomerCatalogue[] = await Promise.all(
  CUSTOMER_LANGUAGES.map((lang) => loadCustomerCatalogue(lang)),
)

describe('customer catalogues', () => {
  it('lists every key of the English source, and nothing else', () => {
    expect(Object.keys(EN_SOURCE).sort()).toEqual([...CUSTOMER_KEYS].sort())
  })

  it.each(catalogues.map((c) => [c.lang, c] as const))(
    '%s has every English key, with text and the same placeholders',
    (_lang, catalogue) => {
      const missing = Object.keys(EN_SOURCE).filter((key) => !(key in catalogue.texts))
      expect(missing).toEqual([])
      for (const key of CUSTOMER_KEYS) {
        const { text } = catalogue.texts[key]
        expect(text.trim(), key).not.toBe('')
        expect(placeholders(text), key).toEqual(placeholders(EN_SOURCE[key]))
      }
    },
  )

  it('loads each language as asked, once', async () => {
    for (const lang of CUSTOMER_LANGUAGES) {
      const first = await loadCustomerCatalogue(lang)
      expect(first.lang).toBe(lang)
      expect(await loadCustomerCatalogue(lang)).toBe(first)
    }
  })

  it('gives the language menu the names, direction and tag of each catalogue', () => {
    expect(CUSTOMER_LANGUAGE_INFO.map((i) => i.lang)).toEqual([...CUSTOMER_LANGUAGES])
    for (const catalogue of catalogues) {
      const info = CUSTOMER_LANGUAGE_INFO.find((i) => i.lang === catalogue.lang)
      expect(info).toMatchObject({
        name: catalogue.name,
        englishName: catalogue.englishName,
        dir: catalogue.dir,
        bcp47: catalogue.bcp47,
      })
    }
  })

  it('writes Urdu, and only Urdu, right to left', () => {
    expect(catalogues.filter((c) => c.dir === 'rtl').map((c) => c.lang)).toEqual(['ur'])
  })

  it('knows the 13 language codes and nothing else', () => {
    expect(CUSTOMER_LANGUAGES.every(isCustomerLanguage)).toBe(true)
    for (const value of ['xx', 'EN', '', null, 'hi-IN'])
      expect(isCustomerLanguage(value)).toBe(false)
  })
})
