// The scan of the RD ports as the bridge remembers it (docs/rd-service.md §1, §6 pitfalls 1-3):
// concurrent callers share one scan, a recent one answers GET /api/devices without probing again,
// and a port with a capture of ours in flight is shown USED instead of being probed.

import type { DeviceSummary, DevicesReply } from '../../src/shared/contract.ts'
import { log } from '../log.ts'
import { discover, type FoundService } from './discovery.ts'
import type { RdHost } from './rd-request.ts'
import type { ReaderChoice } from './reader-choice.ts'
import type { ReaderProblems } from './reader-problems.ts'

export interface ScanSettings extends RdHost {
  ports: readonly number[]
  probeTimeoutMs: number
  infoTimeoutMs: number
  /** How long a scan answers GET /api/devices without rescanning. */
  cacheMs: number
  /** The oldest scan a capture may pick its device from. */
  captureScanMaxAgeMs: number
  now: () => number
  /** The reader the merchant chose last (reader-choice.ts), preferred when no port is named. */
  preferred?: () => ReaderChoice | null
  /** (v1.5) The readers' known problems, told of every scan and asked for each reader. */
  problems?: ReaderProblems
}

interface Scan {
  at: number
  scannedAt: string
  services: FoundService[]
}

const CAPTURING_NOTE = 'This reader is capturing a fingerprint for the bridge right now.'

export class ScanCache {
  readonly #settings: ScanSettings
  /** Ports with a capture of ours in flight, and the service each is running on. */
  readonly #capturing: ReadonlyMap<number, FoundService>
  readonly #closing: AbortSignal
  #last: Scan | null = null
  #inFlight: Promise<Scan> | null = null

  constructor(
    settings: ScanSettings,
    capturing: ReadonlyMap<number, FoundService>,
    closing: AbortSignal,
  ) {
    this.#settings = settings
    this.#capturing = capturing
    this.#closing = closing
  }

  /** The device list: a recent scan unless `fresh`, or a new one. */
  async devices(fresh: boolean): Promise<DevicesReply> {
    const last = this.#last
    const cached = !fresh && this.#inFlight === null && this.#age(last) < this.#settings.cacheMs
    const scan = cached && last !== null ? last : await this.#rescan()
    // The merchant's Rescan (fresh) is how a restarted RD service is told (reader-problems.ts).
    if (fresh) this.#settings.problems?.scanned(scan.services, true)
    const preferredPort = this.#choose(scan, undefined)?.port ?? null
    const problems = this.#settings.problems
    return {
      devices: scan.services.map((service) => summary(service, problems)),
      scannedAt: scan.scannedAt,
      cached,
      preferredPort,
    }
  }

  /**
   * The service to capture on: the named port, or the reader the merchant chose last while it
   * answers READY with the same model, or the first READY one (§6 pitfalls 2-3), from a
   * scan at most captureScanMaxAgeMs old; an older one is not trusted and a fresh scan is taken.
   * Null: no such reader.
   */
  async pick(port: number | undefined): Promise<FoundService | null> {
    // Our own capture in flight there: the caller gets DEVICE_BUSY, whatever the scans say.
    const ours = port === undefined ? undefined : this.#capturing.get(port)
    if (ours !== undefined) return ours
    const recent = this.#age(this.#last) <= this.#settings.captureScanMaxAgeMs ? this.#last : null
    return this.#choose(recent, port) ?? this.#choose(await this.#rescan(), port) ?? null
  }

  /** A scan begun after a failed request, and the device to try again on (null: none). */
  async rediscover(port: number | undefined): Promise<FoundService | null> {
    this.#last = null
    // A scan already running may have started while we held the port, and so skipped it.
    await this.settled()
    return this.#choose(await this.#rescan(), port) ?? null
  }

  /** The last scan no longer describes the readers: the next call rescans. */
  forget(): void {
    this.#last = null
  }

  /** A capture on `port` ended: a scan taken meanwhile shows it USED on our account, now stale. */
  captureEnded(port: number): void {
    if (this.#last?.services.some((s) => s.port === port && s.note === CAPTURING_NOTE)) {
      this.#last = null
    }
  }

  /** Resolves once no scan is running. */
  async settled(): Promise<void> {
    await this.#inFlight?.catch(() => undefined)
  }

  /** The named port's service; else the preferred reader when READY as it was; else the first READY. */
  #choose(scan: Scan | null, port: number | undefined): FoundService | undefined {
    if (scan === null) return undefined
    if (port !== undefined) return scan.services.find((s) => s.port === port)
    const ready = scan.services.filter((s) => s.status === 'READY')
    const chosen = this.#settings.preferred?.()
    const same =
      chosen &&
      ready.find(
        (s) => s.port === chosen.port && s.model.dpId === chosen.dpId && s.model.mi === chosen.mi,
      )
    return same || ready[0]
  }

  #age(scan: Scan | null): number {
    return scan === null ? Infinity : this.#settings.now() - scan.at
  }

  #rescan(): Promise<Scan> {
    this.#inFlight ??= this.#runScan().finally(() => {
      this.#inFlight = null
    })
    return this.#inFlight
  }

  async #runScan(): Promise<Scan> {
    const started = performance.now()
    const settings = this.#settings
    // A port we are capturing on is not probed: some services answer nothing else while a finger
    // is awaited, and the probe would make the reader vanish from the list mid-capture.
    const busy = [...this.#capturing.values()].map((s) => ({
      ...s,
      status: 'USED' as const,
      note: CAPTURING_NOTE,
    }))
    const probed = await discover({
      host: settings.host,
      loopback: settings.loopback,
      ports: settings.ports.filter((p) => !this.#capturing.has(p)),
      probeTimeoutMs: settings.probeTimeoutMs,
      infoTimeoutMs: settings.infoTimeoutMs,
      signal: this.#closing,
    })
    const services = [...probed, ...busy].sort((a, b) => a.port - b.port)
    const scan: Scan = { at: settings.now(), scannedAt: new Date().toISOString(), services }
    this.#last = scan
    settings.problems?.scanned(services, false)
    log('info', 'rd scan', {
      ports: settings.ports.length,
      found: services.length,
      ready: services.filter((s) => s.status === 'READY').length,
      ms: Math.round(performance.now() - started),
    })
    return scan
  }
}

function summary(service: FoundService, problems: ReaderProblems | undefined): DeviceSummary {
  const out: DeviceSummary = {
    port: service.port,
    status: service.status,
    info: service.info,
    dpId: service.model.dpId,
    rdsId: service.model.rdsId,
    rdsVer: service.model.rdsVer,
    mi: service.model.mi,
    scheme: service.scheme,
  }
  if (service.note !== undefined) out.note = service.note
  // v1.5: the class and the certificate's end by the DeviceInfo's own words, and what is wrong.
  out.class = service.deviceClass
  out.certificateNotAfter = service.certificateNotAfter?.toISOString() ?? null
  out.problems = problems?.of(service) ?? []
  return out
}
