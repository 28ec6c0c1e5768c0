// What the shop keeps about the customer, said once: the same whole sentences on the consent notice
// and on the receipt, in the customer's language, with the bridge's own settings filled in
// (docs/merchant-guide.md, "What the shop keeps about the customer"). The journal record
// (src/shared/contract.ts) holds the bank, the result, the Aadhaar and mobile numbers masked to
// their last four digits, for JOURNAL_RETENTION_DAYS; the balance or the statement entries for
// REPRINT_HOURS (0: the whole time).

import type { CustomerCatalogue } from '../../i18n/customer/types.ts'
import type { Operation } from '../../shared/contract.ts'
import { customerText } from './customer-lines.ts'

export interface KeptSettings {
  /** JOURNAL_RETENTION_DAYS, from /api/status. */
  retentionDays: number
  /** REPRINT_HOURS, from /api/status; null from a bridge that does not say. */
  reprintHours: number | null
}

/** What the sentences speak of: the operation's own answer, and whether one is kept at all. */
export interface KeptScope {
  operation: Operation
  /**
   * Whether the record holds a balance or statement entries. The notice says what would be kept
   * (true); a receipt of an enquiry that brought neither says nothing of them (false).
   */
  answerKept: boolean
}

function pluralOf(catalogue: CustomerCatalogue, count: number): 'one' | 'other' {
  return new Intl.PluralRules(catalogue.bcp47).select(count) === 'one' ? 'one' : 'other'
}

/** The sentences about what is kept, in order; each one whole from the catalogue. */
export function keptLines(
  catalogue: CustomerCatalogue,
  settings: KeptSettings,
  scope: KeptScope,
): string[] {
  const days = settings.retentionDays
  const lines = [
    customerText(catalogue, `kept.record.${pluralOf(catalogue, days)}`, { days }),
    customerText(catalogue, 'kept.record-contents'),
  ]
  if (!scope.answerKept) return lines
  const noun = scope.operation === 'balance-enquiry' ? 'balance' : 'transactions'
  const hours = settings.reprintHours
  // A bridge that does not say how long (reprintHours is optional in the contract) is taken at the
  // longest it could be, the record's own life: the customer is told more is kept, never less.
  if (hours === 0 || hours === null) lines.push(customerText(catalogue, `kept.${noun}-whole`))
  else lines.push(customerText(catalogue, `kept.${noun}.${pluralOf(catalogue, hours)}`, { hours }))
  return lines
}
