// Reading the provider's bank list (docs/contract.md v1.1, GET /api/banks; docs/provider-api.md,
// "The provider's bank list"): `{"code":"0x0200","data":[{"bankId","iin": 608112,"bank","url"}]}`.
// IINs come as numbers and become strings; names are checked and bounded (bank-name.ts); logos
// (plain-http third-party URLs) are not used. Pure: whatever the reply holds, this returns a list,
// a refusal that says why, or null, and never throws.

import type { Bank } from '../../src/shared/contract.ts'
import { checkBankIin } from '../../src/shared/fields.ts'
import { classifyResult } from '../../src/shared/results.ts'
import { sortedBanks } from './bundled.ts'
import { BANK_LIST_MAX_ENTRIES, checkBankName } from './bank-name.ts'

/** An IIN as the provider sends it: a whole number (or digits as text) of at most 10 digits. */
function iinOf(value: unknown): string | null {
  const text =
    typeof value === 'number' && Number.isSafeInteger(value) && value > 0
      ? String(value)
      : typeof value === 'string'
        ? value.trim()
        : null
  return text !== null && checkBankIin(text).ok ? text : null
}

export type ParsedBanks = { banks: Bank[]; skipped: number } | { refused: string }

/**
 * The entries of a successful reply; a refusal (logged, and the list in use kept, as for a bad
 * list) when a name is control-laden or over-long or the list is too long; null
 * when the reply is not a usable list.
 */
export function parseProviderBanks(json: unknown): ParsedBanks | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null
  const envelope = json as Record<string, unknown>
  if (classifyResult(envelope.code, envelope.status) !== 'success') return null
  if (!Array.isArray(envelope.data)) return null
  const data = envelope.data as unknown[]
  if (data.length > BANK_LIST_MAX_ENTRIES)
    return { refused: `${data.length} entries, more than ${BANK_LIST_MAX_ENTRIES}` }
  const byIin = new Map<string, Bank>()
  let skipped = 0
  for (const item of data) {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
    const iin = iinOf(entry.iin)
    const raw = typeof entry.bank === 'string' && entry.bank.trim() !== '' ? entry.bank : null
    const name = raw === null ? null : checkBankName(raw)
    if (name !== null && !name.ok) return { refused: `IIN ${iin ?? '?'}: ${name.problem}` }
    // A repeated IIN keeps its first name: the form needs one bank per IIN.
    if (iin === null || name === null || byIin.has(iin)) skipped++
    else byIin.set(iin, { iin, name: name.value })
  }
  if (byIin.size === 0) return null
  return { banks: sortedBanks([...byIin.values()]), skipped }
}

/** A kept list (DATA_DIR/banks.json) as this bridge wrote it, or null. */
export function readKeptBanks(json: unknown): { banks: Bank[]; fetchedAt: string } | null {
  if (typeof json !== 'object' || json === null) return null
  const kept = json as Record<string, unknown>
  if (typeof kept.fetchedAt !== 'string' || Number.isNaN(Date.parse(kept.fetchedAt))) return null
  if (!Array.isArray(kept.banks)) return null
  const banks = (kept.banks as unknown[]).filter(
    (b): b is Bank =>
      typeof b === 'object' &&
      b !== null &&
      iinOf((b as Bank).iin) === (b as Bank).iin &&
      typeof (b as Bank).name === 'string' &&
      (b as Bank).name.trim() !== '',
  )
  // A list an older release kept may hold names this bridge refuses: not used.
  if (banks.length === 0 || banks.some((b) => !checkBankName(b.name).ok)) return null
  return { banks: banks.map(({ iin, name }) => ({ iin, name })), fetchedAt: kept.fetchedAt }
}
