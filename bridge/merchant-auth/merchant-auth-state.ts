// The merchant's daily authentication as /api/status reports it (docs/contract.md v1.1,
// `merchantAuth`): `done` when one succeeded since the start of today in India, `due` when the
// upstream asked for one (0x0208 / 2FA) and none has succeeded since, `unknown` otherwise, `off`
// when AEPS_2FA_PATH=off. (v1.3) With the `daily` policy a new India day starts `due` until a
// merchant authentication succeeds, so that the page asks for it before the first customer's
// finger. (v1.5) A hand-over of the counter makes it `due` with reason `handover`; the operator's
// own failures in a row are counted (a bank acts after three: the page warns from two), and a
// "merchant blocked" answer holds `blocked` until a success. Kept across restarts in
// DATA_DIR/merchant-auth.json (timestamps, a reason and a count, nothing else).

import { join } from 'node:path'
import type {
  MerchantAuthDueReason,
  MerchantAuthPolicy,
  MerchantAuthStatus,
} from '../../src/shared/contract.ts'
import { startOfIndiaDay } from '../../src/shared/india-day.ts'
import { readJsonFile, writeFileAtomic } from '../data-file.ts'
import { log } from '../log.ts'

export const MERCHANT_AUTH_FILE = 'merchant-auth.json'

/** What is kept on disk: the last success and since when the upstream has asked for one. */
export interface KeptMerchantAuth {
  lastSuccessAt: string | null
  dueSince: string | null
  /** v1.5: why dueSince was set: a hand-over, or the upstream asking. */
  dueReason?: 'handover' | 'asked' | null
  /** v1.5: the operator's failed authentications since their last success or hand-over. */
  failuresInARow?: number
  /** v1.5: when the bank answered "merchant blocked"; cleared by a success. */
  blockedSince?: string | null
}

const NOTHING: KeptMerchantAuth = {
  lastSuccessAt: null,
  dueSince: null,
  dueReason: null,
  failuresInARow: 0,
  blockedSince: null,
}

/** From this many failures in a row the page warns before the next capture (NPCI: three). */
export const WARN_FROM_FAILURES = 2

export const FAILURES_WARNING =
  'Two merchant authentications in a row have failed. The bank may block the operator after a third failure. Before you try again: use another finger, clean and dry, and wipe the reader’s glass with a soft dry cloth.'

export const BLOCKED_WARNING =
  'The bank answered that this merchant (the operator) is blocked. Do not try again: call your provider’s or bank’s helpdesk (the support number your provider gave you) to have the operator unblocked, then authenticate again.'

const isoOrNull = (value: unknown): string | null =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value))
    ? new Date(value).toISOString()
    : null

/** Reads a kept state whatever the file holds; anything unreadable counts as nothing known. */
export function readKeptMerchantAuth(value: unknown): KeptMerchantAuth {
  if (typeof value !== 'object' || value === null) return { ...NOTHING }
  const record = value as Record<string, unknown>
  const failures = record.failuresInARow
  return {
    lastSuccessAt: isoOrNull(record.lastSuccessAt),
    dueSince: isoOrNull(record.dueSince),
    dueReason:
      record.dueReason === 'handover' || record.dueReason === 'asked' ? record.dueReason : null,
    failuresInARow:
      typeof failures === 'number' && Number.isSafeInteger(failures) && failures > 0 ? failures : 0,
    blockedSince: isoOrNull(record.blockedSince),
  }
}

/** v1.5: the count and, from two failures, the warning; added to every state but `off`. */
function withFailures(status: MerchantAuthStatus, kept: KeptMerchantAuth): MerchantAuthStatus {
  const failuresInARow = kept.failuresInARow ?? 0
  if (status.state === 'blocked') return { ...status, failuresInARow, warning: BLOCKED_WARNING }
  if (failuresInARow >= WARN_FROM_FAILURES)
    return { ...status, failuresInARow, warning: FAILURES_WARNING }
  return { ...status, failuresInARow }
}

/** The status of the contract for a kept state at a given moment. */
export function merchantAuthStatus(
  kept: KeptMerchantAuth,
  now: Date,
  policy: MerchantAuthPolicy,
): MerchantAuthStatus {
  if (policy === 'off') return { state: 'off', policy, at: null }
  return withFailures(stateOf(kept, now, policy), kept)
}

function stateOf(
  kept: KeptMerchantAuth,
  now: Date,
  policy: MerchantAuthPolicy,
): MerchantAuthStatus {
  const success = kept.lastSuccessAt === null ? null : Date.parse(kept.lastSuccessAt)
  const after = (iso: string | null) =>
    iso !== null && (success === null || Date.parse(iso) > success)
  if (after(kept.blockedSince ?? null))
    return { state: 'blocked', policy, at: null, blockedSince: kept.blockedSince! }
  if (after(kept.dueSince)) {
    const reason: MerchantAuthDueReason = kept.dueReason ?? 'asked'
    return { state: 'due', policy, at: null, dueSince: kept.dueSince, reason }
  }
  const dayStart = startOfIndiaDay(now)
  if (success !== null && success >= dayStart.getTime())
    return { state: 'done', policy, at: kept.lastSuccessAt }
  if (policy === 'daily')
    return { state: 'due', policy, at: null, dueSince: dayStart.toISOString(), reason: 'new-day' }
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

  /** A merchant authentication succeeded at this time: the count and any block are over. */
  markDone(at: Date): void {
    this.#keep({ ...NOTHING, lastSuccessAt: at.toISOString() })
  }

  /** The upstream answered 0x0208 / 2FA at this time; the first time it asked is kept. */
  markDue(at: Date): void {
    if (this.status().state === 'due') return
    this.#keep({ ...this.#kept, dueSince: at.toISOString(), dueReason: 'asked' })
  }

  /**
   * v1.5: another person took the counter: due now, whatever the policy, and the count is the new
   * operator's own (a block by the bank stays until a success).
   */
  markHandover(at: Date): void {
    this.#keep({ ...this.#kept, dueSince: at.toISOString(), dueReason: 'handover', failuresInARow: 0 })
  }

  /** v1.5: the bank declined the operator's own authentication; `blocked` when it said so. */
  markFailure(at: Date, blocked: boolean): void {
    const failuresInARow = (this.#kept.failuresInARow ?? 0) + 1
    const blockedSince = blocked ? at.toISOString() : (this.#kept.blockedSince ?? null)
    this.#keep({ ...this.#kept, failuresInARow, blockedSince })
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
