// Mini statement entries in other forms than the spec's (docs/contract.md v1.1, "A mini statement's
// entries can come under another key and in another shape"). One known form is a `statement` list
// whose entries hold one fixed-width line, `DD/MM <narration> C|D <zero-padded amount>`. Every form
// recognised here becomes the same cleaned entries as the spec's `miniStatement` form (statement.ts),
// the raw line kept; what is not recognised is kept raw and marked, never dropped, never thrown on.

import type { StatementData, StatementEntry } from './contract.ts'
import { parseAmount } from './amount.ts'
import { decodeNarration, deriveYears, normaliseEntries } from './statement.ts'

export interface StatementLine {
  /** Day and month as the line has them (DD/MM). */
  day: number
  month: number
  narration: string
  direction: 'credit' | 'debit'
  /** The C or D as sent. */
  marker: string
  /** The figure without its zero padding ("0000001500.00" -> "1500.00"). */
  amount: string
  amountValue: number
}

// Day/month, then the narration (anything, possibly empty), then the last C or D standing alone
// before the amount, which is digits with an optional decimal part.
const LINE = /^\s*(\d{1,2})\/(\d{1,2})(?:\s+(.*?))?\s+([CDcd])\s+(\d+(?:\.\d+)?)\s*$/s

/** Reads one fixed-width statement line, or null when it is not one. Never throws. */
export function parseStatementLine(line: unknown): StatementLine | null {
  if (typeof line !== 'string' || line.length > 512) return null
  const match = LINE.exec(line)
  if (!match) return null
  const day = Number(match[1])
  const month = Number(match[2])
  if (day < 1 || day > 31 || month < 1 || month > 12) return null
  const figure = match[5]!.replace(/^0+(?=\d)/, '')
  const amountValue = parseAmount(figure)
  if (amountValue === null) return null
  const marker = match[4]!
  return {
    day,
    month,
    narration: decodeNarration(match[3] ?? ''),
    direction: marker.toUpperCase() === 'C' ? 'credit' : 'debit',
    marker,
    amount: figure,
    amountValue,
  }
}

const pad2 = (n: number) => String(n).padStart(2, '0')

/** The text of an entry that holds only a line: a string, or an object with one text field. */
function lineOf(item: unknown): string | null {
  if (typeof item === 'string') return item
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null
  const record = item as Record<string, unknown>
  const texts = Object.values(record).filter((v) => typeof v === 'string' && v.trim() !== '')
  const candidate = record.narration ?? record.line ?? record.text
  return texts.length === 1 && typeof candidate === 'string' ? candidate : null
}

/**
 * An entry in the spec's form: a date, a type or an amount beside the narration (any of them; a
 * bank that leaves one blank still sent this form, and the blank is shown as such).
 */
function isFieldsEntry(item: unknown): item is Record<string, unknown> {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false
  const record = item as Record<string, unknown>
  const filled = (v: unknown) =>
    (typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isFinite(v))
  return filled(record.date) || filled(record.txnType) || filled(record.amount)
}

const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : ''

function rawText(item: unknown): string {
  if (typeof item === 'string') return item
  try {
    return JSON.stringify(item) ?? String(item)
  } catch {
    return String(item)
  }
}

type Read =
  | { form: 'fields'; entry: StatementEntry }
  | { form: 'lines'; entry: StatementEntry }
  | { form: 'unrecognised'; entry: StatementEntry }

function readEntry(item: unknown): Read {
  if (isFieldsEntry(item)) {
    const [entry] = normaliseEntries(
      [
        {
          date: asText(item.date),
          txnType: asText(item.txnType),
          amount: asText(item.amount),
          narration: asText(item.narration),
        },
      ],
      new Date(0),
    )
    return { form: 'fields', entry: entry! }
  }
  const line = lineOf(item)
  const parsed = line === null ? null : parseStatementLine(line)
  if (line !== null && parsed !== null) {
    return {
      form: 'lines',
      entry: {
        // The spec's form is MM/DD; a line's date is turned round so both read alike.
        date: `${pad2(parsed.month)}/${pad2(parsed.day)}`,
        isoDate: null,
        txnType: parsed.marker,
        direction: parsed.direction,
        amount: parsed.amount,
        amountValue: parsed.amountValue,
        narration: parsed.narration,
        rawNarration: line,
        rawLine: line,
      },
    }
  }
  const raw = rawText(item)
  return {
    form: 'unrecognised',
    entry: {
      date: '',
      isoDate: null,
      txnType: '',
      direction: 'unknown',
      amount: '',
      amountValue: null,
      narration: decodeNarration(raw),
      rawNarration: raw,
      rawLine: raw,
      unrecognised: true,
    },
  }
}

/**
 * The list of entries wherever the reply put it. A text counts as a list only when it holds
 * statement lines (a text such as "none" is no list, and a SUCCESS without one confirms nothing).
 */
export function findStatementList(data: Record<string, unknown>): unknown[] | null {
  for (const key of ['miniStatement', 'statement']) {
    const value = data[key]
    if (Array.isArray(value)) return value
    if (typeof value === 'string') {
      const lines = value.split(/\r?\n/).filter((line) => line.trim() !== '')
      if (lines.some((line) => parseStatementLine(line) !== null)) return lines
    }
  }
  // An account with no recent entries: the list named, but null or blank. A SUCCESS with an
  // empty statement is still a success (docs/contract.md: never `unknown` for the entries' form).
  for (const key of ['miniStatement', 'statement']) {
    const value = data[key]
    if (value === null || (typeof value === 'string' && value.trim() === '')) return []
  }
  // Entries under a name of the provider's own: the one list of objects in `data`.
  const lists = Object.values(data).filter(
    (value): value is unknown[] =>
      Array.isArray(value) && value.length > 0 && value.every(isPlainObject),
  )
  return lists.length === 1 ? lists[0]! : null
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export type StatementEntries = Pick<
  StatementData,
  'miniStatement' | 'statementForm' | 'statementNote'
>

export const UNRECOGNISED_NOTE =
  'Some entries came in a form the desk does not recognise; they are shown as the bank sent them.'

/**
 * Every entry of the list cleaned for display, in the bank's order. Years are derived as for the
 * spec's form (statement.ts, deriveYears), walking the dated entries newest first from the
 * reference date; an unrecognised entry neither gets a year nor stops the others getting one.
 */
export function cleanStatementEntries(list: readonly unknown[], reference: Date): StatementEntries {
  // A null or missing entry holds nothing to show.
  const read = list.filter((item) => item !== null && item !== undefined).map(readEntry)
  const dated = read.filter((r) => r.form !== 'unrecognised')
  const years = deriveYears(
    dated.map((r) => r.entry.date),
    reference,
  )
  dated.forEach((r, index) => (r.entry.isoDate = years[index] ?? null))
  const forms = new Set(dated.map((r) => r.form))
  const result: StatementEntries = {
    miniStatement: read.map((r) => r.entry),
    statementForm: forms.size > 1 ? 'mixed' : forms.has('lines') ? 'lines' : 'fields',
  }
  if (read.length > dated.length) result.statementNote = UNRECOGNISED_NOTE
  return result
}
