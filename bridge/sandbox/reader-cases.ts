// The sandbox's readers before the bank (docs/merchant-guide.md, "The sandbox": SANDBOX_READER),
// so that a trainer can show each refusal the desk makes before a customer's attempt is spent: an
// L1 reader (the default, with a certificate valid 30 days, as real ones are), an L0 one (IDEMIA's
// MSO1300E2L0SW), one whose RD service seals with UIDAI's 2025 key (ci 20250923), one whose
// certificate expired yesterday, and one whose PID time is 30 minutes ahead.

import type { SandboxReaderCase } from '../config/sandbox.ts'
import { deviceCertificate } from './device-certificate.ts'
import type { PidFacts } from './rd-simulator/pid-block.ts'
import type { PersonalityName } from './rd-simulator/personalities.ts'

const DAY_MS = 24 * 3600_000

/**
 * The reader the trainer asked for. Its certificate is made when the simulated reader first
 * answers with it, not at the start (its key pair and node:crypto's key code were about 5 % of the
 * CPU before the bridge's first answer), dated from `now` as before.
 */
export async function sandboxReader(
  readerCase: SandboxReaderCase,
  now = new Date(),
): Promise<{ personality: PersonalityName; pidFacts: Partial<PidFacts> }> {
  const at = now.getTime()
  const expired = readerCase === 'certificate-expired'
  const mc = () =>
    deviceCertificate(
      'Sandbox reader',
      new Date(at - (expired ? 31 : 1) * DAY_MS),
      new Date(at + (expired ? -1 : 30) * DAY_MS),
    )
  return {
    personality: readerCase === 'l0' ? 'morpho' : 'mantra',
    pidFacts: {
      mc,
      ...(readerCase === 'key-expired' ? { ci: '20250923' } : {}),
      ...(readerCase === 'clock-skew' ? { clockOffsetMs: 30 * 60_000 } : {}),
    },
  }
}
