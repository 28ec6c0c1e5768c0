// Loads a customer-language catalogue when it is chosen: each language is a dynamic import, a chunk
// of its own, so the enquiry page's first load carries none of them ( docs/developer-guide.md habit
// 8). English and Hindi are lazy too: the notice block reserves its height while the few kilobytes
// arrive from the bridge on the same computer.

import { loadCatalogue } from '../load-catalogue.ts'
import { CUSTOMER_LANGUAGES, type CustomerCatalogue, type CustomerLanguage } from './types.ts'

const LOADERS: Record<CustomerLanguage, () => Promise<CustomerCatalogue>> = {
  en: () => import('./en.ts').then((m) => m.en),
  hi: () => import('./hi.ts').then((m) => m.hi),
  bn: () => import('./bn.ts').then((m) => m.bn),
  mr: () => import('./mr.ts').then((m) => m.mr),
  te: () => import('./te.ts').then((m) => m.te),
  ta: () => import('./ta.ts').then((m) => m.ta),
  gu: () => import('./gu.ts').then((m) => m.gu),
  kn: () => import('./kn.ts').then((m) => m.kn),
  or: () => import('./or.ts').then((m) => m.or_),
  ml: () => import('./ml.ts').then((m) => m.ml),
  pa: () => import('./pa.ts').then((m) => m.pa),
  as: () => import('./as.ts').then((m) => m.as_),
  ur: () => import('./ur.ts').then((m) => m.ur),
}

/**
 * Lines of each notice (balance enquiry, mini statement) with the paragraph on what is kept before
 * its closing question, across the desk's full column (main is 64rem wide from a 1024 px window up), measured in
 * Chromium with Debian's fonts (scripts/ensure-fonts.sh): the consent step reserves that height
 * while the language's chunk arrives, so the checkbox below does not jump. Other fonts (Nirmala UI
 * on Windows) break lines elsewhere; the reserve is then a line or so off, never a whole notice.
 */
export const NOTICE_LINES: Record<CustomerLanguage, readonly [number, number]> = {
  en: [8, 9],
  hi: [7, 7],
  bn: [9, 9],
  mr: [7, 7],
  te: [9, 9],
  ta: [12, 13],
  gu: [7, 7],
  kn: [9, 10],
  or: [9, 9],
  ml: [12, 12],
  pa: [7, 7],
  as: [9, 9],
  ur: [8, 8],
}

/** The catalogue of one language, fetched once; a failed fetch is forgotten so a retry can work. */
export function loadCustomerCatalogue(lang: CustomerLanguage): Promise<CustomerCatalogue> {
  return loadCatalogue(`customer.${lang}`, LOADERS[lang])
}

export function isCustomerLanguage(value: unknown): value is CustomerLanguage {
  return (CUSTOMER_LANGUAGES as readonly unknown[]).includes(value)
}
