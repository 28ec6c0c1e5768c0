// A reviewer's check kept in the source (docs/merchant-guide.md, "The consent notice",
// "Notes for translators"): every customer text beside its English source, exactly as in
// customer/en.ts, and translated back into English, sentence by sentence for the notice, with
// its negatives intact ("no other purpose" once became "any other purpose" in three languages).
import { describe, expect, it } from 'vitest'
import { CUSTOMER_KEYS, type CustomerCatalogue } from '../../../src/i18n/customer/types.ts'
import { as_ } from '../../../src/i18n/customer/as.ts'
import { bn } from '../../../src/i18n/customer/bn.ts'
import { EN_SOURCE, en } from '../../../src/i18n/customer/en.ts'
import { gu } from '../../../src/i18n/customer/gu.ts'
import { hi } from '../../../src/i18n/customer/hi.ts'
import { kn } from '../../../src/i18n/customer/kn.ts'
import { ml } from '../../../src/i18n/customer/ml.ts'
import { mr } from '../../../src/i18n/customer/mr.ts'
import { or_ } from '../../../src/i18n/customer/or.ts'
import { pa } from '../../../src/i18n/customer/pa.ts'
import { ta } from '../../../src/i18n/customer/ta.ts'
import { te } from '../../../src/i18n/customer/te.ts'
import { ur } from '../../../src/i18n/customer/ur.ts'

const TRANSLATIONS: CustomerCatalogue[] = [hi, bn, mr, te, ta, gu, kn, or_, ml, pa, as_, ur]
const NOTICES = ['consent.balance-enquiry', 'consent.mini-statement'] as const

/** Sentences of an English text: numbered "(1) … (2) …" where the translator numbered them. */
function sentenceCount(text: string): number {
  const numbered = text.match(/\(\d+\)/g)
  if (numbered) return numbered.length
  return text.split(/[.?!](?:\s+|$)/).filter((part) => part.trim() !== '').length
}

describe('the English source', () => {
  it('is the English catalogue, key for key', () => {
    expect(Object.keys(EN_SOURCE).sort()).toEqual([...CUSTOMER_KEYS].sort())
    for (const key of CUSTOMER_KEYS)
      expect(en.texts[key]).toEqual({ en: EN_SOURCE[key], text: EN_SOURCE[key] })
  })

  it.each(NOTICES)('%s is the version-2 notice: ten sentences ending on a question', (key) => {
    expect(sentenceCount(EN_SOURCE[key])).toBe(10)
    expect(EN_SOURCE[key]).toMatch(/Do you agree\?$/)
  })
})

describe.each(TRANSLATIONS.map((c) => [c.englishName, c] as const))('%s', (_name, catalogue) => {
  it('has every text beside its English source, exactly as in customer/en.ts', () => {
    const differing = CUSTOMER_KEYS.filter((key) => catalogue.texts[key]?.en !== EN_SOURCE[key])
    expect(differing).toEqual([])
  })

  it('has a back-translation of every text', () => {
    const missing = CUSTOMER_KEYS.filter((key) => !catalogue.texts[key]?.back?.trim())
    expect(missing).toEqual([])
  })

  it('back-translates each notice sentence by sentence', () => {
    const differing = NOTICES.filter((key) => {
      const text = catalogue.texts[key]
      return sentenceCount(text.back!) !== sentenceCount(text.en)
    })
    expect(differing).toEqual([])
  })

  it('keeps the negatives of each notice in the back-translation', () => {
    const lost = NOTICES.filter((key) => {
      const back = catalogue.texts[key].back!.toLowerCase()
      // "The shop does not keep your fingerprint…" and "You may say no."
      return (
        !/\b(not|never)\b[^.]*\b(keep|kept|store|stored|save|saved|retain)/.test(back) ||
        !/say ["“]?no\b|refuse|decline/.test(back) ||
        /any other purpose/.test(back)
      )
    })
    expect(lost).toEqual([])
  })

  it('keeps the placeholders of each English text', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    const differing = CUSTOMER_KEYS.filter(
      (key) => names(catalogue.texts[key].text).join() !== names(EN_SOURCE[key]).join(),
    )
    expect(differing).toEqual([])
  })
})
