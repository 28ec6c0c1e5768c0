// The order of a bank list: by name as an Indian reader expects it (en-IN collation). One
// collator, made on first use: localeCompare with a locale builds one per comparison (58 ms of
// the packaged bridge's start on the bundled list), and even one costs ~25 ms of ICU loading, so
// the bundled list is stored in order and only a provider's list or BANKS_FILE is sorted.

import type { Bank } from '../../src/shared/contract.ts'

let byName: Intl.Collator | null = null

export function sortByName<T extends Pick<Bank, 'name'>>(banks: T[]): T[] {
  const collator = (byName ??= new Intl.Collator('en-IN'))
  return banks.sort((a, b) => collator.compare(a.name.trim(), b.name.trim()))
}
