// The bank list read from a file: the bundled one (bundled.json), or BANKS_FILE, which replaces
// every other list (bank-list.ts). The provider's own list (docs/provider-api.md section 1) is
// fetched by bank-list.ts; the bundled one is what the form has until then.

import { readFileSync } from 'node:fs'
import { requireShippedFile } from '../assets.ts'
import type { Bank } from '../../src/shared/contract.ts'
import { checkBankIin } from '../../src/shared/fields.ts'
import { ConfigError } from '../config/settings.ts'
import { inOrderOf, sortByName } from './bank-order.ts'

/** The bundled list, from the checkout or from inside the executable (bridge/assets.ts). */
export const BUNDLED_BANKS = 'bridge/banks/bundled.json'

export function loadBanks(file?: string | URL): Bank[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(
      file === undefined ? requireShippedFile(BUNDLED_BANKS) : readFileSync(file, 'utf8'),
    )
  } catch (error) {
    throw new ConfigError('BANKS_FILE', `cannot be read as JSON (${(error as Error).message})`)
  }
  // The bridge's own /api/banks reply ({"banks": [...]}) is taken as well as a bare list: IT may
  // well save one from a working desk.
  const list = (parsed as { banks?: unknown } | null)?.banks ?? parsed
  if (!Array.isArray(list))
    throw new ConfigError('BANKS_FILE', 'must hold a JSON array of {"iin", "name"}')
  const banks = list.map((item: unknown, index) => {
    const raw = item as { iin?: unknown; name?: unknown } | null
    // A number is an IIN written without quotes, as providers' lists have them.
    const bank = raw && { ...raw, iin: typeof raw.iin === 'number' ? String(raw.iin) : raw.iin }
    if (
      !bank ||
      !checkBankIin(bank.iin).ok ||
      typeof bank.name !== 'string' ||
      bank.name.trim() === ''
    ) {
      throw new ConfigError(
        'BANKS_FILE',
        `entry ${index + 1} is not {"iin": "digits", "name": "text"}`,
      )
    }
    return { iin: bank.iin as string, name: bank.name.trim() }
  })
  // The bundled list is kept in order in the file (a unit test pins it): no collator at start.
  return file === undefined ? banks : sortByName(banks)
}

let bundledNames: readonly string[] | null = null

/**
 * `banks` in en-IN order (bank-order.ts). A list whose names come in the bundled list's order (the
 * sandbox's bank serves that list) is in order already: the bundled list is stored sorted (a unit
 * test pins it), and the start, which waits for the provider's list before it listens, is spared
 * ICU's collator, 7 ms of CPU (BENCHMARKS.md, "The executable's start, stop 7").
 */
export function sortedBanks(banks: Bank[]): Bank[] {
  bundledNames ??= loadBanks().map((bank) => bank.name)
  return inOrderOf(banks, bundledNames) ? banks : sortByName(banks)
}
