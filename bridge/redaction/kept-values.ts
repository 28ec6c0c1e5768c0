// What a writer keeps and what it looks for in a decoded token (profiles.ts, export-guard.ts): the
// digit strings of a record's own references (fail closed: the values the record holds in its own
// fields stay wherever they are written), and the test of a short base64 or hex token.

import { holdsNumber } from './encoded-tokens.ts'
import { readsAsReference } from './reference-shape.ts'
import { couldBeAadhaar } from './rrn.ts'

/** Whether a text holds five digits in a row of any of `numbers` (the customer's). */
export const holdsFiveOf = (text: string, numbers: readonly string[]) =>
  numbers.some((n) => [...n].some((_, i) => i + 5 <= n.length && text.includes(n.slice(i, i + 5))))

/**
 * The digit strings of a record's own references that may stay wherever they are written: the
 * run of four digits or more of each value that reads as a reference (reference-shape.ts), but
 * never one that holds five of the customer's digits in a row, nor twelve digits that could be
 * someone's Aadhaar number (rrn.ts decided the RRN before this).
 */
export function keptDigits(
  values: readonly (string | null | undefined)[],
  customer: readonly string[] = [],
): string[] {
  const out = new Set<string>()
  for (const value of values) {
    const trimmed = (value ?? '').trim()
    if (!readsAsReference(trimmed)) continue
    for (const digits of trimmed.match(/\d{4,}/g) ?? []) {
      if (holdsFiveOf(digits, customer.filter(Boolean))) continue
      if (digits.length === 12 && couldBeAadhaar(digits)) continue
      out.add(digits)
    }
  }
  return [...out]
}

/** A test of a decoded token: a hidden number, or one of the given values in it. */
export function secretIn(numbers: readonly string[], spelled: readonly string[]) {
  const lowered = spelled.map((v) => v.toLowerCase().replace(/[^a-z0-9]/g, '')).filter(Boolean)
  return (decoded: string): boolean => {
    if (holdsNumber(decoded)) return true
    const plain = decoded.toLowerCase().replace(/[^a-z0-9]/g, '')
    return lowered.some((v) => plain.includes(v)) || numbers.some((n) => plain.includes(n))
  }
}

/** The RRN's digits to keep: the RRN rrn.ts kept (it decided whether it could be an Aadhaar number). */
export function keptRrn(rrn: string, customer: readonly string[]): string[] {
  const digits = rrn.replace(/\D/g, '')
  if (digits.length < 4 || holdsFiveOf(digits, customer.filter(Boolean))) return []
  return [digits]
}
