// What is known to be wrong with a reader before a capture (docs/contract.md v1.5, `problems` in
// GET /api/devices), each resting on a fact the desk read: READER_L0 (the DeviceInfo says L0; a
// warning, never a refusal: the bank may still accept it), DEVICE_CERTIFICATE_EXPIRED (the
// DeviceInfo's certificate is past its notAfter: blocking) and RD_KEY_EXPIRED (this reader's last
// PID was sealed with an expired UIDAI key: blocking until its RD service is restarted or updated,
// which the desk sees as the port going quiet, a new rdsId/rdsVer, or the merchant's Rescan).

import type { DeviceProblem } from '../../src/shared/devices.ts'
import type { FoundService } from './discovery.ts'
import { CERTIFICATE_EXPIRED_MESSAGE, indiaDate } from './pid-checks.ts'

export const READER_L0_MESSAGE =
  'This reader is an L0 device. Banks now refuse fingerprints from L0 readers (UIDAI answers 555-557), so a customer may lose an attempt for nothing. Ask the reader’s vendor for its L1 reader and L1 RD service; until then, tell the customer the bank may refuse.'

const spoken = (yyyymmdd: string) =>
  `${yyyymmdd.slice(6, 8)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(0, 4)}`

export const KEY_EXPIRED_PROBLEM = (ci: string) =>
  `This reader’s RD service seals fingerprints with a UIDAI key that expired on ${spoken(ci)}: UIDAI cannot open them. Update the RD service from the reader vendor’s website and restart it, then press Rescan.`

interface KnownExpiredKey {
  ci: string
  rdsId: string
  rdsVer: string
}

export class ReaderProblems {
  readonly #providerNow: () => Date
  /** Ports whose last PID carried an expired key, with the service that sealed it. */
  readonly #expiredKeys = new Map<number, KnownExpiredKey>()
  /** The last scan's services by port: whose key a PID refused is read from here. */
  #lastScan = new Map<number, FoundService>()

  constructor(providerNow: () => Date) {
    this.#providerNow = providerNow
  }

  /** A PID of this port was sealed with an expired key (pid-checks.ts). */
  learnKeyExpired(port: number, ci: string): void {
    const service = this.#lastScan.get(port)
    this.#expiredKeys.set(port, {
      ci,
      rdsId: service?.model.rdsId ?? '',
      rdsVer: service?.model.rdsVer ?? '',
    })
  }

  /** Each scan: a port gone quiet or with another service forgets its key; Rescan forgets all. */
  scanned(services: readonly FoundService[], fresh: boolean): void {
    this.#lastScan = new Map(services.map((s) => [s.port, s]))
    if (fresh) this.#expiredKeys.clear()
    for (const [port, known] of this.#expiredKeys) {
      const now = this.#lastScan.get(port)
      if (now === undefined || now.model.rdsId !== known.rdsId || now.model.rdsVer !== known.rdsVer)
        this.#expiredKeys.delete(port)
    }
  }

  of(service: FoundService): DeviceProblem[] {
    const problems: DeviceProblem[] = []
    if (service.deviceClass === 'L0')
      problems.push({ code: 'READER_L0', message: READER_L0_MESSAGE, blocking: false })
    const notAfter = service.certificateNotAfter
    if (notAfter !== null && notAfter.getTime() < this.#providerNow().getTime())
      problems.push({
        code: 'DEVICE_CERTIFICATE_EXPIRED',
        message: CERTIFICATE_EXPIRED_MESSAGE(notAfter, false),
        blocking: true,
      })
    const key = this.#expiredKeys.get(service.port)
    if (key !== undefined && key.ci < indiaDate(this.#providerNow()))
      problems.push({
        code: 'RD_KEY_EXPIRED',
        message: KEY_EXPIRED_PROBLEM(key.ci),
        blocking: true,
      })
    return problems
  }

  /** The first blocking problem of a service, or null. */
  blocking(service: FoundService): DeviceProblem | null {
    return this.of(service).find((p) => p.blocking) ?? null
  }
}
