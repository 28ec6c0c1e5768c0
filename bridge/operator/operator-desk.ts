// (v1.5) Who has the counter: the name given at the last hand-over and since when, kept across
// restarts in DATA_DIR/operator.json (the name and a time, nothing else). The name is the shop's
// own business: it goes into this laptop's records and exports, never into a log line, the
// metrics or a request to the bank.

import { join } from 'node:path'
import { checkOperatorName, type OperatorAtCounter } from '../../src/shared/operator.ts'
import { readJsonFile, writeFileAtomic } from '../data-file.ts'
import { log } from '../log.ts'

export const OPERATOR_FILE = 'operator.json'

/** A kept file whatever it holds: a name that would be refused today counts as nobody. */
export function readKeptOperator(value: unknown): OperatorAtCounter | null {
  if (typeof value !== 'object' || value === null) return null
  const { name, since } = value as Record<string, unknown>
  const checked = checkOperatorName(name)
  if (!checked.ok || typeof since !== 'string' || Number.isNaN(Date.parse(since))) return null
  return { name: checked.value, since: new Date(since).toISOString() }
}

export class OperatorDesk {
  readonly #file: string
  #current: OperatorAtCounter | null

  constructor(dataDir: string) {
    this.#file = join(dataDir, OPERATOR_FILE)
    this.#current = readKeptOperator(readJsonFile(this.#file))
  }

  current(): OperatorAtCounter | null {
    return this.#current
  }

  /** The name at the counter now, for a record; null before any hand-over. */
  name(): string | null {
    return this.#current?.name ?? null
  }

  takeOver(name: string, at: Date): OperatorAtCounter {
    this.#current = { name, since: at.toISOString() }
    try {
      writeFileAtomic(this.#file, JSON.stringify(this.#current) + '\n')
    } catch (error) {
      // The journal has the hand-over and memory answers /api/status; a restart would forget it.
      log('error', 'the operator at the counter was not saved', { error: String(error) })
    }
    return this.#current
  }
}
