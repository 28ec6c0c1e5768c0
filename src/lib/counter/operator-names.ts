// The names of the people who took this counter, for a quick pick at the next hand-over (issue 41).
// Kept in this browser only, as the shop chose them: each passes the bridge's own rule
// (shared/operator.ts), so a name typed with a digit is never remembered, and a list edited by hand
// loses what does not pass instead of showing it.

import { checkOperatorName } from '../../shared/operator.ts'

/** A counter is taken by a few people: more than this is a list nobody scans at the counter. */
export const REMEMBERED_NAMES_MAX = 8

/** The names worth showing: each checked as the bridge checks it, once, in the order kept. */
export function usableNames(stored: readonly string[]): string[] {
  const names: string[] = []
  for (const value of stored) {
    const checked = checkOperatorName(value)
    if (checked.ok && !names.some((name) => sameName(name, checked.value)))
      names.push(checked.value)
  }
  return names.slice(0, REMEMBERED_NAMES_MAX)
}

/** The list after `name` took the counter: it comes first, its older spelling goes. */
export function rememberName(stored: readonly string[], name: string): string[] {
  const checked = checkOperatorName(name)
  if (!checked.ok) return usableNames(stored)
  return usableNames([checked.value, ...stored.filter((kept) => !sameName(kept, checked.value))])
}

/** "asha rao" and "Asha Rao" are one person at one counter. */
function sameName(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0
}
