// @vitest-environment happy-dom
// Counts come out right for one and for many ("1 entries", "1 प्रविष्टियाँ"): tn() picks
// the `.one` or `.other` text by Intl.PluralRules, and every text with a count has both forms.
import { mount, RouterLinkStub } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import TransactionsTable from '../../src/components/day-book/DayBookTable.vue'
import { enFirstLoad } from '../../src/i18n/en-first-load.ts'
import { enLater } from '../../src/i18n/en-later.ts'
import { hi } from '../../src/i18n/hi.ts'
import {
  loadLanguage,
  loadLaterTexts,
  pluralKeyFor,
  translateCount,
  type PluralKey,
} from '../../src/i18n/messages.ts'
import type { TransactionSummary } from '../../src/shared/contract.ts'
import { usePreferencesStore } from '../../src/stores/preferences.ts'

const english: Record<string, string> = { ...enFirstLoad, ...enLater }
const hindi: Record<string, string> = hi

beforeEach(async () => {
  setActivePinia(createPinia())
  await loadLanguage('hi')
  await loadLaterTexts()
})

describe('pluralKeyFor', () => {
  it.each([
    [0, 'tx.entries.other'],
    [1, 'tx.entries.one'],
    [2, 'tx.entries.other'],
    [21, 'tx.entries.other'],
  ])('English: %i takes %s', (count, key) => {
    expect(pluralKeyFor('en', 'tx.entries', count)).toBe(key)
  })

  it.each([
    [0, 'tx.entries.one'],
    [1, 'tx.entries.one'],
    [2, 'tx.entries.other'],
    [5, 'tx.entries.other'],
  ])('Hindi (CLDR: 0 and 1 are one): %i takes %s', (count, key) => {
    expect(pluralKeyFor('hi', 'tx.entries', count)).toBe(key)
  })
})

describe('translateCount', () => {
  it.each([
    ['en', 'tx.entries', 1, '1 entry'],
    ['en', 'tx.entries', 7, '7 entries'],
    ['hi', 'tx.entries', 1, '1 प्रविष्टि'],
    ['hi', 'tx.entries', 7, '7 प्रविष्टियाँ'],
    ['en', 'purge.removed', 1, 'Deleted 1 record.'],
    ['hi', 'purge.removed', 1, '1 रिकॉर्ड मिटाया गया।'],
    ['hi', 'purge.removed', 3, '3 रिकॉर्ड मिटाए गए।'],
    ['hi', 'purge.remaining', 1, '1 रिकॉर्ड बचा है।'],
    ['hi', 'purge.remaining', 4, '4 रिकॉर्ड बचे हैं।'],
    ['en', 'submit.waiting', 1, 'Waiting for the bank… 1 second'],
    ['en', 'settings.days', 1, '1 day'],
    ['en', 'bank.count', 1, '1 bank in the list.'],
  ] as const)('%s: %s for %i is “%s”', (language, key, count, text) => {
    expect(translateCount(language, key as PluralKey, count)).toBe(text)
  })
})

describe('texts with a count', () => {
  const bases = (catalogue: Record<string, string>) =>
    Object.keys(catalogue)
      .filter((key) => /\.(one|other)$/.test(key))
      .map((key) => key.replace(/\.(one|other)$/, ''))

  it.each([
    ['English', english],
    ['Hindi', hindi],
  ])('%s has both the one and the other form of each', (_language, catalogue) => {
    const halves = bases(catalogue).filter(
      (base) => !(`${base}.one` in catalogue && `${base}.other` in catalogue),
    )
    expect(halves).toEqual([])
  })

  it('fills {count} in both forms', () => {
    const without = bases(english).filter(
      (base) =>
        ![english, hindi].every(
          (c) => c[`${base}.one`]!.includes('{count}') && c[`${base}.other`]!.includes('{count}'),
        ),
    )
    expect(without).toEqual([])
  })

  it('has no English text that puts a number before a fixed plural noun', () => {
    // "{count} entries" outside a .one/.other pair would read "1 entries" again.
    const fixed = Object.entries(english).filter(
      ([key, text]) => !/\.(one|other)$/.test(key) && /\{\w+\} [a-z]+s\b/.test(text),
    )
    expect(fixed).toEqual([])
  })
})

describe('TransactionsTable', () => {
  const summary = (entryCount: number): TransactionSummary =>
    ({
      id: `t${entryCount}`,
      operation: 'mini-statement',
      startedAt: '2026-11-22T04:30:00Z',
      finishedAt: '2026-11-22T04:30:05Z',
      outcome: 'success',
      errorCode: null,
      aadhaarMasked: 'XXXXXXXX0000',
      bankiin: '607094',
      bankName: null,
      availableBalance: null,
      entryCount,
    }) as TransactionSummary

  it.each([
    ['en', ['1 entry', '3 entries']],
    ['hi', ['1 प्रविष्टि', '3 प्रविष्टियाँ']],
  ] as const)('counts a statement’s entries in %s', async (language, texts) => {
    usePreferencesStore().language = language
    const wrapper = mount(TransactionsTable, {
      props: { transactions: [summary(1), summary(3)] },
      global: { stubs: { AppLink: RouterLinkStub } },
    })
    for (const text of texts) expect(wrapper.text()).toContain(text)
  })
})
