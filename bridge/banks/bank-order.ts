// The order of a bank list: by name as an Indian reader expects it (en-IN collation). One
// collator, made on first use: localeCompare with a locale builds one per comparison (58 ms of
// the packaged bridge's start on the bundled list), and even one costs ~25 ms of ICU loading, so
// the bundled list is stored in order and only a provider's list or BANKS_FILE is sorted, unless
// its names come in the order of a list known to be in order (inOrderOf).

import type { Bank } from '../../src/shared/contract.ts'

let byName: Intl.Collator | null = null

export function sortByName<T extends Pick<Bank, 'name'>>(banks: T[]): T[] {
  const collator = (byName ??= new Intl.Collator('en-IN'))
  return banks.sort((a, b) => collator.compare(a.name.trim(), b.name.trim()))
}

/**
 * Whether the names of `banks` come in the order of `ordered`, names already in en-IN order (each
 * one found after the one before): a sorted list's names in its order are sorted, and the stable
 * sort would give `banks` back as they are, without the collator.
 */
export function inOrderOf<T extends Pick<Bank, 'name'>>(
  banks: readonly T[],
  ordered: readonly string[],
): boolean {
  let at = 0
  for (const bank of banks) {
    const name = bank.name.trim()
    while (at < ordered.length && ordered[at] !== name) at++
    if (at === ordered.length) return false
    at++
  }
  return true
}
