// The merchant's interface texts (English and Hindi): typed messages objects per language and a
// t() that fills {placeholders}; the customer's 13 languages are i18n/customer/ (the first page's
// budget, BENCHMARKS.md, is why neither is a library):
// English texts of the first load are in the entry bundle (en-first-load.ts); the rest of English
// (en-later.ts) is a chunk that every lazy page and component awaits before it mounts
// (lib/lazy-component.ts, router.ts: withLaterTexts), and Hindi (hi.ts, every key) comes when the
// merchant chooses it. Both chunks come through load-catalogue.ts, as the customer's do.

import { ref } from 'vue'
import { enFirstLoad } from './en-first-load.ts'
import { loadCatalogue } from './load-catalogue.ts'
import type { Language, MessageKey, MessageParams, Messages, PluralKey } from './message-keys.ts'

export type {
  ErrorTextKey,
  Language,
  MessageKey,
  MessageParams,
  Messages,
  PluralKey,
} from './message-keys.ts'

const catalogues: Record<Language, Partial<Messages>> = { en: { ...enFirstLoad }, hi: {} }
// Bumped when a catalogue arrives, so texts already on screen are rendered again.
const version = ref(0)

export function registerMessages(language: Language, messages: Partial<Messages>): void {
  Object.assign(catalogues[language], messages)
  version.value++
}

/** Makes a language's texts available (Hindi is a chunk of its own). */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve()
  return loadCatalogue('merchant.hi', () =>
    import('./hi.ts').then(({ hi }) => registerMessages('hi', hi)),
  )
}

/** Makes the English texts of en-later.ts available: the pages and components after the first use them. */
export function loadLaterTexts(): Promise<void> {
  return loadCatalogue('merchant.en-later', () =>
    import('./en-later.ts').then(({ enLater }) => registerMessages('en', enLater)),
  )
}

/** A lazy component's loader that resolves only once its later English texts are there too. */
export function withLaterTexts<T>(loader: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([loader(), loadLaterTexts()]).then(([loaded]) => loaded)
}

/** Whether a language's loaded catalogue has this key (English may not have its later texts yet). */
export function hasText(language: Language, key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(catalogues[language], key)
}

export const isMessageKey = (key: string): key is MessageKey => hasText('en', key)

export function fill(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort()
}

export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  void version.value
  const template = catalogues[language][key] ?? catalogues.en[key] ?? key
  return fill(template, params)
}

const pluralRules = new Map<Language, Intl.PluralRules>()

/**
 * The form of a text for a count, by the language's CLDR plural rules (Intl.PluralRules): English
 * says "1 entry", "0 entries"; Hindi groups 0 and 1 ("0 प्रविष्टि", "1 प्रविष्टि"). Both languages
 * have only the categories one and other, so a catalogue needs just those two keys.
 */
export function pluralKeyFor(language: Language, key: PluralKey, count: number): MessageKey {
  let rules = pluralRules.get(language)
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(`${language}-IN`)))
  return rules.select(count) === 'one' ? `${key}.one` : `${key}.other`
}

/** translate() for a text with a count: fills {count} (and any other placeholders). */
export function translateCount(
  language: Language,
  key: PluralKey,
  count: number,
  params: MessageParams = {},
): string {
  return translate(language, pluralKeyFor(language, key, count), { ...params, count })
}
