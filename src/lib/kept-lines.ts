// What the shop keeps about the customer, said once: the same whole sentences on the consent
// notice and on the receipt, in the customer's language, with the bridge's own settings filled in
// (README, "What is kept"). The journal record (src/shared/contract.ts) holds the bank, the
// result, the Aadhaar and mobile numbers masked to their last four digits, for
// JOURNAL_RETENTION_DAYS; the balance and statement entries for REPRINT_HOURS (0: the whole time).

import type { CustomerCatalogue } from '../i18n/customer/types.ts'
import { customerText } from './customer-lines.ts'

export interface KeptSettings {
  /** JOURNAL_RETENTION_DAYS, from /api/status. */
  retentionDays: number
  /** REPRINT_HOURS, from /api/status; null from a bridge that does not say. */
  reprintHours: number | null
}

function pluralOf(catalogue: CustomerCatalogue, count: number): 'one' | 'other' {
  return new Intl.PluralRules(catalogue.bcp47).select(count) === 'one' ? 'one' : 'other'
}

/** The sentences about what is kept, in order; each one whole from the catalogue. */
export function keptLines(catalogue: CustomerCatalogue, settings: KeptSettings): string[] {
  const days = settings.retentionDays
  const lines = [
    customerText(catalogue, `kept.record.${pluralOf(catalogue, days)}`, { days }),
    customerText(catalogue, 'kept.record-contents'),
  ]
  const hours = settings.reprintHours
  if (hours === 0) lines.push(customerText(catalogue, 'kept.details-whole'))
  else if (hours !== null)
    lines.push(customerText(catalogue, `kept.details.${pluralOf(catalogue, hours)}`, { hours }))
  return lines
}
