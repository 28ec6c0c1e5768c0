// Mini statement entries cleaned for display (docs/contract.md), never throwing, raw values kept.
// docs/provider-api.md: narrations are padded, sometimes URL-escaped, sometimes carry a literal %
// or +; dates are MM/DD without a year, newest first, and a list can span more than twelve months.

import { parseAmount } from './amount.ts'
import type { RawStatementEntry, StatementEntry } from './contract.ts'

/** Decodes only what is a valid percent-escape; a lone % or + stays as it is. */
export function decodeNarration(raw: string): string {
  const decoded = raw.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return decodeByteByByte(run)
    }
  })
  return decoded.replace(/\s+/g, ' ').trim()
}

// A run that is not valid UTF-8 as a whole: decode the ASCII escapes, keep the rest as sent.
function decodeByteByByte(run: string): string {
  return run.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const code = parseInt(hex, 16)
    return code < 0x80 ? String.fromCharCode(code) : escape
  })
}

export function directionOf(txnType: string): StatementEntry['direction'] {
  const type = txnType.trim().toUpperCase()
  if (type === 'CR' || type === 'C' || type === 'CREDIT') return 'credit'
  if (type === 'DR' || type === 'D' || type === 'DEBIT') return 'debit'
  return 'unknown'
}

interface MonthDay {
  month: number
  day: number
}

function parseMonthDay(raw: string): MonthDay | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\s*$/.exec(raw)
  if (!match) return null
  const month = Number(match[1])
  const day = Number(match[2])
  if (month < 1 || month > 12 || day < 1 || day > 31) return null
  return { month, day }
}

const isoDate = (year: number, { month, day }: MonthDay): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1) return null // 02/30, or 02/29 outside a leap year
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** More year changes than this in one short statement means the list is not newest first. */
const MAX_YEAR_WRAPS = 2

/**
 * Years for MM/DD dates, walking from the transaction date backwards through a newest-first list:
 * each time a date is later in the year than the one before it, the year goes back by one.
 * Returns null for every entry when that walk is not safe (a date unreadable or impossible, or the
 * list evidently not newest first).
 */
export function deriveYears(dates: readonly string[], reference: Date): (string | null)[] {
  const parsed = dates.map(parseMonthDay)
  const none = dates.map(() => null)
  if (parsed.some((d) => d === null)) return none
  let year = reference.getUTCFullYear()
  let previous: MonthDay = { month: reference.getUTCMonth() + 1, day: reference.getUTCDate() }
  let wraps = 0
  const result: (string | null)[] = []
  for (const current of parsed as MonthDay[]) {
    const later =
      current.month > previous.month ||
      (current.month === previous.month && current.day > previous.day)
    if (later) {
      year -= 1
      wraps += 1
      if (wraps > MAX_YEAR_WRAPS) return none
    }
    const iso = isoDate(year, current)
    if (iso === null) return none
    result.push(iso)
    previous = current
  }
  return result
}

/** Parses "YYYY-MM-DD HH:MM:SS" (docs/provider-api.md section 2.3) as India time; falls back to the given clock. */
export function referenceDate(transactionDateTime: unknown, now: Date): Date {
  if (typeof transactionDateTime === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(transactionDateTime.trim())
    if (match) {
      const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
      if (!Number.isNaN(date.getTime())) return date
    }
  }
  // The calendar day in India (UTC+05:30), where the merchant and the bank are.
  return new Date(now.getTime() + 330 * 60_000)
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

/** Reads whatever the upstream sent as entries into strings, skipping what is not an object. */
export function readRawEntries(list: unknown): RawStatementEntry[] {
  if (!Array.isArray(list)) return []
  return list
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({
      date: asText(item.date),
      txnType: asText(item.txnType),
      amount: asText(item.amount),
      narration: asText(item.narration),
    }))
}

export function normaliseEntries(
  raw: readonly RawStatementEntry[],
  reference: Date,
): StatementEntry[] {
  const years = deriveYears(
    raw.map((entry) => entry.date),
    reference,
  )
  return raw.map((entry, index) => ({
    date: entry.date.trim(),
    isoDate: years[index] ?? null,
    txnType: entry.txnType,
    direction: directionOf(entry.txnType),
    amount: entry.amount,
    amountValue: parseAmount(entry.amount),
    narration: decodeNarration(entry.narration),
    rawNarration: entry.narration,
  }))
}
