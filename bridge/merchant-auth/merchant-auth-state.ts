// The merchant's daily authentication as /api/status reports it (docs/contract.md v1.1,
// `merchantAuth`): `done` when one succeeded since the start of today in India, `due` when the
// upstream asked for one (0x0208 / 2FA) and none has succeeded since, `unknown` otherwise, `off`
// when AEPS_2FA_PATH=off. (v1.3) With the `daily` policy a new India day starts `due` until a
// merchant authentication succeeds, so that the page asks for it before the first customer's
// finger. Kept across restarts in DATA_DIR/merchant-auth.json (two timestamps, nothing else).

import { join } from 'node:path'
import type { MerchantAuthPolicy, MerchantAuthStatus } from '../../src/shared/contract.ts'
import { startOfIndiaDay } from '../../src/shared/india-day.ts'
import { readJsonFile, writeFileAtomic } from '../data-file.ts'
import { log } from '../log.ts'

export const MERCHANT_AUTH_FILE = 'merchant-auth.json'

/** What is kept on disk: the last success and since when the upstream has asked for one. */
export interface KeptMerchantAuth {
  lastSuccessAt: string | null
  dueSince: string | null
}

const NOTHING: KeptMerchantAuth = { lastSuccessAt: null, dueSince: null }

const isoOrNull = (value: unknown): string | null =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value))
    ? new Date(value).toISOString()
    : null

/** Reads a kept state whatever the file holds; anything unreadable counts as nothing known. */
export function readKeptMerchantAuth(value: unknown): KeptMerchantAuth {
  if (typeof value !== 'object' || value === null) return { ...NOTHING }
  const record = value as Record<string, unknown>
  return { lastSuccessAt: isoOrNull(record.lastSuccessAt), dueSince: isoOrNull(record.dueSince) }
}

/** The status of the contract for a kept state at a given moment. */
export function merchantAuthStatus(
  kept: KeptMerchantAuth,
  now: Date,
  policy: MerchantAuthPolicy,
): MerchantAuthStatus {
  if (policy === 'off') return { state: 'off', policy, at: null }
  const success = kept.lastSuccessAt === null ? null : Date.parse(kept.lastSuccessAt)
  const due = kept.dueSince === null ? null : Date.parse(kept.dueSince)
  if (due !== null && (success === null || due > success))
    return { state: 'due', policy, at: null, dueSince: kept.dueSince }
  const dayStart = startOfIndiaDay(now)
  if (success !== null && success >= dayStart.getTime())
    return { state: 'done', policy, at: kept.lastSuccessAt }
  if (policy === 'daily')
    return { state: 'due', policy, at: null, dueSince: dayStart.toISOString() }
  return { state: 'unknown', policy, at: null }
}

export class MerchantAuthState {
  readonly #file: string
  readonly #policy: MerchantAuthPolicy
  readonly #now: () => Date
  #kept: KeptMerchantAuth

  constructor(options: {
    dataDir: string
    /** v1.3; false = AEPS_2FA_PATH=off, whatever the policy. */
    enabled: boolean
    policy?: MerchantAuthPolicy
    now?: () => Date
  }) {
    this.#file = join(options.dataDir, MERCHANT_AUTH_FILE)
    this.#policy = options.enabled ? (options.policy ?? 'on-request') : 'off'
    this.#now = options.now ?? (() => new Date())
    this.#kept = readKeptMerchantAuth(readJsonFile(this.#file))
  }

  status(): MerchantAuthStatus {
    return merchantAuthStatus(this.#kept, this.#now(), this.#policy)
  }

  /** A merchant authentication succeeded at this time. */
  markDone(at: Date): void {
    this.#keep({ lastSuccessAt: at.toISOString(), dueSince: null })
  }

  /** The upstream answered 0x0208 / 2FA at this time; the first time it asked is kept. */
  markDue(at: Date): void {
    if (this.status().state === 'due') return
    this.#keep({ ...this.#kept, dueSince: at.toISOString() })
  }

  #keep(next: KeptMerchantAuth): void {
    this.#kept = next
    try {
      writeFileAtomic(this.#file, JSON.stringify(next) + '\n')
    } catch (error) {
      // The state in memory still answers /api/status; only a restart would forget it.
      log('error', 'merchant authentication state not saved', { error: String(error) })
    }
  }
}
