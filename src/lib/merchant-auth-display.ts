// How the merchant's daily authentication is told on screen: which of the three states
// the header shows, and its time in India. Part of the first page: plain functions, no texts.

import type { MerchantAuthStatus } from '../shared/contract.ts'
import { startOfIndiaDay } from '../shared/india-day.ts'
import type { Locale } from './format.ts'

/** What the header says; null hides it (status not known yet, an older bridge, or `off`). */
export type MerchantAuthShown = 'done' | 'due' | 'not-yet'

/**
 * `done` counts for the India calendar day only (docs/contract.md, GET /api/status): a page left
 * open overnight must not keep saying yesterday's "done", so an `at` before today's start in
 * India reads as not yet done.
 */
export function merchantAuthShown(
  status: MerchantAuthStatus | null,
  now: Date = new Date(),
): MerchantAuthShown | null {
  if (!status || status.state === 'off') return null
  if (status.state === 'due') return 'due'
  if (status.state === 'done') {
    const at = status.at ? new Date(status.at) : null
    if (at && !Number.isNaN(at.getTime()) && at >= startOfIndiaDay(now)) return 'done'
  }
  return 'not-yet'
}

/** The time of an ISO timestamp in India (IST), hours and minutes, e.g. "9:42 am". */
export function formatIndiaTime(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(date)
}

/** Where the merchant authenticates (router.ts). */
export const MERCHANT_AUTH_PATH = '/merchant-authentication'
