// Type-ahead over the bank list: by name (any word) or by IIN, the merchant's recent banks first.

import type { Bank } from '../../shared/contract.ts'

export const RECENT_BANKS_MAX = 5

export interface BankMatches {
  recent: Bank[]
  others: Bank[]
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\u0900-\u097f]+/g, ' ')
    .trim()

function rank(bank: Bank, query: string): number | null {
  if (query === '') return 2
  if (/^\d+$/.test(query)) return bank.iin.startsWith(query) ? 0 : null
  const name = normalise(bank.name)
  if (name.startsWith(query)) return 0
  if (name.split(' ').some((word) => word.startsWith(query))) return 1
  if (name.includes(query)) return 2
  return null
}

export function searchBanks(
  banks: readonly Bank[],
  recentIins: readonly string[],
  query: string,
  limit = 50,
): BankMatches {
  const q = normalise(query)
  const ranked = banks
    .map((bank) => ({ bank, rank: rank(bank, q) }))
    .filter((r): r is { bank: Bank; rank: number } => r.rank !== null)
  const recent = recentIins
    .map((iin) => ranked.find((r) => r.bank.iin === iin)?.bank)
    .filter((b): b is Bank => b !== undefined)
  const recentSet = new Set(recent.map((b) => b.iin))
  const others = ranked
    .filter((r) => !recentSet.has(r.bank.iin))
    .sort((a, b) => a.rank - b.rank || a.bank.name.localeCompare(b.bank.name))
    .map((r) => r.bank)
  return { recent, others: others.slice(0, Math.max(0, limit - recent.length)) }
}

/** Most recent first, no repeats, at most RECENT_BANKS_MAX. */
export function rememberBank(recentIins: readonly string[], iin: string): string[] {
  return [iin, ...recentIins.filter((i) => i !== iin)].slice(0, RECENT_BANKS_MAX)
}

export function bankLabel(bank: Bank): string {
  return `${bank.name} (${bank.iin})`
}
