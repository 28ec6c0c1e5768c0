// Before the bank (docs/contract.md v1.5, POST /api/captures): the checks that refuse a capture
// UIDAI or the provider would refuse anyway, so that no customer's attempt is spent on it. Each
// rests on a fact the desk read and says which:
// - before the reader is asked (no finger taken): the provider refused the credentials (503
//   CREDENTIALS_REFUSED); the laptop's clock is more than ten minutes off the provider's (422
//   CLOCK_SKEW); the chosen reader has a blocking problem (422, its code: reader-problems.ts);
// - after the reader answered, before the 201: the PID's own facts (pid-checks.ts), the PID
//   dropped on a refusal. A refused expired key is remembered as the reader's problem.
// Where the desk cannot tell (no clock yet, an unreadable certificate), nothing is refused.

import { MAX_CLOCK_SKEW_SECONDS } from '../../src/shared/devices.ts'
import { BridgeError } from '../errors.ts'
import type { CapturedPid } from './capture.ts'
import type { FoundService } from './discovery.ts'
import { checkPid, clockSkewError, keyExpiry } from './pid-checks.ts'
import type { ReaderProblems } from './reader-problems.ts'
import { attr, child, findElement, parseXml } from './xml.ts'

export const CREDENTIALS_REFUSED_MESSAGE =
  'The bank service refused this desk’s credentials, so any enquiry would be refused: no fingerprint was taken. This is not the customer’s fault. Call your network’s support and say “the bridge’s credentials were refused”.'

export interface CaptureGateDeps {
  /** Whether a fresh proof says the provider refuses the credentials (CredentialsProof.refusedNow). */
  credentialsRefused: () => Promise<boolean>
  /** The provider's clock (credentials/provider-clock.ts, handed down by compose.ts). */
  clock: { skewSeconds(): number | null; providerNow(): Date }
  problems: ReaderProblems
}

export class CaptureGate {
  readonly #deps: CaptureGateDeps

  constructor(deps: CaptureGateDeps) {
    this.#deps = deps
  }

  /** Before any reader is chosen: the credentials and the clock. */
  async beforeReader(): Promise<void> {
    if (await this.#deps.credentialsRefused())
      throw new BridgeError('CREDENTIALS_REFUSED', CREDENTIALS_REFUSED_MESSAGE)
    const skew = this.#deps.clock.skewSeconds()
    if (skew !== null && Math.abs(skew) > MAX_CLOCK_SKEW_SECONDS)
      throw clockSkewError(skew, 'laptop')
  }

  /** The chosen reader, before it is asked for a finger: its blocking problem, if any. */
  beforeFinger(service: FoundService): void {
    const problem = this.#deps.problems.blocking(service)
    if (problem !== null && problem.code !== 'READER_L0')
      throw new BridgeError(problem.code, problem.message)
  }

  /** The PID, in memory: a refusal throws (the caller drops the PID); an expired key is learned. */
  afterReader(pid: CapturedPid): void {
    try {
      checkPid(pid.pidXml, this.#deps.clock.providerNow())
    } catch (error) {
      if (error instanceof BridgeError && error.code === 'RD_KEY_EXPIRED') {
        const skey = child(findElement(parseXml(pid.pidXml), 'PidData'), 'Skey')
        const ci = keyExpiry(attr(skey, 'ci'))
        if (ci !== null) this.#deps.problems.learnKeyExpired(pid.device.port, ci)
      }
      throw error
    }
  }
}
