// The bank list read from a file: the bundled one (bundled.json), or BANKS_FILE, which replaces
// every other list (bank-list.ts). The provider's own list (spec section 1) is fetched by
// bank-list.ts; the bundled one is what the form has until then.

import { readFileSync } from 'node:fs'
import type { Bank } from '../../src/shared/contract.ts'
import { checkBankIin } from '../../src/shared/fields.ts'
import { ConfigError } from '../config/settings.ts'

export const BUNDLED_BANKS = new URL('./bundled.json', import.meta.url)

export function loadBanks(file: string | URL = BUNDLED_BANKS): Bank[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new ConfigError('BANKS_FILE', `cannot be read as JSON (${(error as Error).message})`)
  }
  if (!Array.isArray(parsed))
    throw new ConfigError('BANKS_FILE', 'must hold a JSON array of {"iin", "name"}')
  const banks = parsed.map((item: unknown, index) => {
    const bank = item as Partial<Bank> | null
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
    return { iin: bank.iin!, name: bank.name.trim() }
  })
  return banks.sort((a, b) => a.name.localeCompare(b.name, 'en-IN'))
}
