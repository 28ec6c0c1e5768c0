// Money and dates as the merchant and the customer read them. Amounts always in the Indian
// grouping (₹1,23,456.78) whatever the interface language; dates in India time.

import { parseAmount } from '../shared/amount.ts'
import type { StatementEntry } from '../shared/contract.ts'

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })

/** The one amount reader, src/shared/amount.ts, offered here beside the formatters that use it. */
export { parseAmount }

export function formatRupees(value: number): string {
  return RUPEES.format(value)
}

/** A rupee amount from the bank's text, or the text as sent when it is not a number. */
export function formatAmountText(raw: string | number | null | undefined): string {
  const value = parseAmount(raw)
  if (value !== null) return formatRupees(value)
  return typeof raw === 'string' ? raw.trim() : ''
}

export type Locale = 'en-IN' | 'hi-IN'

/** A count with the Indian grouping (34,368; 3,00,060), so that a long number reads at a glance. */
export function formatCount(value: number, locale: Locale): string {
  return value.toLocaleString(locale)
}

/**
 * An estimate ("about 3,00,000"), held to the thousand above ten thousand: the bridge's estimate
 * moves at every read (300060, 300027…), and a total that jitters reads as a fault.
 */
export function formatAbout(value: number, locale: Locale): string {
  return formatCount(value >= 10_000 ? Math.round(value / 1000) * 1000 : value, locale)
}

/**
 * An ISO timestamp as a date and time in India, the date in numbers (DD/MM/YYYY) as the day book,
 * the statement and the bank's own time write it: the glossary (row 11) spells no month names.
 */
export function formatDateTime(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(date)
}

/** An ISO timestamp as the time of day in India (7:10:55 am): for what happened minutes ago. */
export function formatTimeOfDay(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(date)
}

/**
 * A mini statement date: DD/MM/YYYY where the bridge could derive the year, else DD/MM from the
 * bank's MM/DD (docs/provider-api.md: the year is not always safe to guess), else as sent.
 */
export function formatStatementDate(entry: Pick<StatementEntry, 'date' | 'isoDate'>): string {
  const iso = entry.isoDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(entry.isoDate) : null
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`
  const monthDay = /^\s*(\d{1,2})\/(\d{1,2})\s*$/.exec(entry.date)
  if (monthDay) return `${monthDay[2]!.padStart(2, '0')}/${monthDay[1]!.padStart(2, '0')}`
  return entry.date.trim()
}

/**
 * The bank's "YYYY-MM-DD HH:MM:SS" (India time) in the desk's one format, as formatDateTime
 * writes every other time (dates were written two ways); other text as sent.
 */
export function formatBankDateTime(text: string | null | undefined, locale: Locale): string {
  if (!text) return ''
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text.trim())
  if (!match) return text.trim()
  const [, y, mo, d, h, mi, s = '00'] = match
  return formatDateTime(`${y}-${mo}-${d}T${h}:${mi}:${s}+05:30`, locale)
}
