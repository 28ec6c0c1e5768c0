// The bridge proves its Basic credentials instead of assuming them (docs/contract.md v1.4,
// `credentials` in GET /api/status). Every upstream answer is read for what it says about them
// (credentials-verdict.ts): the bank list fetched at start, an enquiry, a merchant authentication.
// On top of that, in live mode, the provider's bank list (GET {AEPS_BASE_URL}{AEPS_BANKS_PATH}:
// authenticated, read-only, no customer data) is asked at start and again whenever nothing has
// proved the credentials for PROOF_INTERVAL_MS. With AEPS_BANKS_PATH=off there is no call that
// carries no customer data, so the state comes from the merchant's own calls only, and stays
// `unknown` until the first. Sandbox mode: always `unknown`, as the contract says.

import type { CredentialsStatus } from '../../src/shared/contract.ts'
import { log } from '../log.ts'
import type { UpstreamClient, UpstreamResult } from '../upstream/client.ts'
import type { ProviderClock } from './provider-clock.ts'
import { credentialsVerdict, type CredentialsVerdict } from './credentials-verdict.ts'

/**
 * A revoked secret shows within a quarter of an hour; 1,000 desks then ask the provider about one
 * bank list a second between them, a small load beside their enquiries.
 */
export const PROOF_INTERVAL_MS = 15 * 60 * 1000
/** The proof is a small GET: it should not hold a connection for the enquiry timeout. */
export const PROOF_TIMEOUT_MS = 30_000

/** How long the proof's own refusal is believed without asking again before a capture. */
export const REFUSAL_TRUSTED_MS = 60_000

export interface CredentialsProofOptions {
  live: boolean
  /** AEPS_BANKS_PATH, or null when it is off (then the proof is passive). */
  path: string | null
  /** The upstream client the proof calls through (read lazily: compose.ts wraps it). */
  upstream: () => UpstreamClient
  intervalMs?: number
  now?: () => Date
}

export class CredentialsProof {
  readonly #options: CredentialsProofOptions
  readonly #intervalMs: number
  readonly #now: () => Date
  #state: CredentialsStatus = { state: 'unknown', checkedAt: null }
  #timer: NodeJS.Timeout | null = null
  #asking: Promise<void> | null = null
  /** When the proof's own call last read a refusal (null once anything says `ok`). */
  #provedRefusedAt: number | null = null

  constructor(options: CredentialsProofOptions) {
    this.#options = options
    this.#intervalMs = options.intervalMs ?? PROOF_INTERVAL_MS
    this.#now = options.now ?? (() => new Date())
  }

  status(): CredentialsStatus {
    return { ...this.#state }
  }

  /**
   * One upstream answer, whatever asked for it. Sandbox answers prove nothing about live ones.
   * `byProofCall`: the answer is to the proof's own GET (also made by the bank-list fetch at start),
   * whose refusal refusedNow() believes without asking again.
   */
  observe(result: UpstreamResult, byProofCall = false): void {
    if (!this.#options.live) return
    const verdict = credentialsVerdict(result)
    if (verdict === 'refused' && byProofCall) this.#provedRefusedAt = this.#now().getTime()
    if (verdict !== null) this.#record(verdict)
  }

  /** Whether a call is the proof's own GET (the provider's bank list). */
  isProofCall(method: string, path: string): boolean {
    return method === 'GET' && this.#options.path !== null && path === this.#options.path
  }

  /**
   * Asks now unless `proveNow` is false (a bank-list fetch at start proves them already), then
   * whenever the last proof is older than the interval. Resolves when the first ask has ended.
   */
  start({ proveNow = true }: { proveNow?: boolean } = {}): Promise<void> {
    if (!this.#options.live || this.#options.path === null) return Promise.resolve()
    // Checked at a quarter of the interval, so a proof is never much more than one interval old.
    this.#timer = setInterval(() => {
      if (this.#due()) void this.prove()
    }, this.#intervalMs / 4).unref()
    return proveNow ? this.prove() : Promise.resolve()
  }

  close(): void {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
  }

  /** One ask at a time; an answer that proves nothing leaves the state as it was. */
  prove(): Promise<void> {
    const path = this.#options.path
    if (!this.#options.live || path === null) return Promise.resolve()
    this.#asking ??= this.#options
      .upstream()
      .call('GET', path, undefined, { timeoutMs: PROOF_TIMEOUT_MS })
      .then((result) => {
        if (credentialsVerdict(result) === null)
          log('warn', 'credentials not proved: the provider gave no answer that says', {
            reason:
              result.kind === 'reply' || result.kind === 'bad-reply'
                ? `HTTP ${result.httpStatus}`
                : result.kind === 'timeout'
                  ? 'no reply within the deadline'
                  : result.reason,
          })
      })
      .finally(() => (this.#asking = null))
    return this.#asking
  }

  /**
   * The state a capture may be refused on (v1.5, 503 CREDENTIALS_REFUSED). A refusal read from an
   * enquiry's answer, or an old one, is one reading that may be stale (a gateway's 401 during a
   * provider's deploy, a secret IT has since replaced), so it is asked again with the proof's own
   * call before it costs a customer their turn; a refusal the proof itself read within
   * REFUSAL_TRUSTED_MS stands without a new call. With no proof call (AEPS_BANKS_PATH=off) nothing
   * but an enquiry could clear it, and an enquiry needs a capture: a passive desk never refuses on a
   * past answer, or it would lock itself until a restart.
   */
  async refusedNow(): Promise<boolean> {
    if (this.#state.state !== 'refused') return false
    if (!this.#options.live || this.#options.path === null) return false
    const at = this.#provedRefusedAt
    if (at === null || this.#now().getTime() - at > REFUSAL_TRUSTED_MS) await this.prove()
    return this.#state.state === 'refused'
  }

  #due(): boolean {
    const at = this.#state.checkedAt
    return at === null || this.#now().getTime() - Date.parse(at) >= this.#intervalMs
  }

  #record(verdict: CredentialsVerdict): void {
    const before = this.#state.state
    this.#state = { state: verdict, checkedAt: this.#now().toISOString() }
    if (verdict === 'ok') this.#provedRefusedAt = null
    if (verdict === before) return
    if (verdict === 'refused')
      log('error', "the provider refused AEPS_USER / AEPS_SECRET: call your network's support", {
        settings: 'AEPS_USER, AEPS_SECRET',
      })
    else log('info', 'the provider accepted the credentials')
  }
}

/** The client, each answer read by the proof. */
export function provingUpstream(
  client: UpstreamClient,
  proof: CredentialsProof,
  clock?: ProviderClock,
): UpstreamClient {
  const watched = async (call: Promise<UpstreamResult>, byProofCall = false) => {
    const result = await call
    proof.observe(result, byProofCall)
    // v1.5: every answer's Date header tells the provider's clock, the proof's at start too.
    clock?.observe(result)
    return result
  }
  return {
    send: (operation, body) => watched(client.send(operation, body)),
    call: (method, path, body, options) =>
      watched(client.call(method, path, body, options), proof.isProofCall(method, path)),
  }
}
