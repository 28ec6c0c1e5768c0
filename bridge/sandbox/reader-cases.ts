// The sandbox's readers before the bank (docs/merchant-guide.md, "The sandbox": SANDBOX_READER),
// so that a trainer can show each refusal the desk makes before a customer's attempt is spent: an
// L1 reader (the default, with a certificate valid 30 days, as real ones are), an L0 one (IDEMIA's
// MSO1300E2L0SW), one whose RD service seals with UIDAI's 2025 key (ci 20250923), one whose
// certificate expired yesterday, and one whose PID time is 30 minutes ahead.

import type { SandboxReaderCase } from '../config/sandbox.ts'
import type { PidFacts } from './rd-simulator/pid-block.ts'
import type { PersonalityName } from './rd-simulator/personalities.ts'

const DAY_MS = 24 * 3600_000

/** A device certificate (base64 DER, as `mc` carries it) valid between the two dates. */
async function deviceCertificate(notBefore: Date, notAfter: Date): Promise<string> {
  const { generate } = await import('selfsigned')
  const pems = await generate([{ name: 'commonName', value: 'Sandbox reader' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: notBefore,
    notAfterDate: notAfter,
  })
  return pems.cert.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '')
}

export async function sandboxReader(
  readerCase: SandboxReaderCase,
  now = new Date(),
): Promise<{ personality: PersonalityName; pidFacts: Partial<PidFacts> }> {
  const at = now.getTime()
  const expired = readerCase === 'certificate-expired'
  const mc = await deviceCertificate(
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
