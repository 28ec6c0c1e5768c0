// The fingerprint reader as the rest of the bridge sees it: a cached scan of the RD ports and one
// capture at a time per device (rd-service.md §1-§4). Transport is rd-request.ts, XML reading is
// rd-service-reply.ts / device-info.ts / pid-data.ts; this file holds the policy: caching, which
// device, the capture deadline, and RD failures turned into BridgeErrors.

import type { CaptureQuality, DeviceSummary, DevicesReply } from '../../src/shared/contract.ts'
import { BridgeError } from '../http/errors.ts'
import { log } from '../log.ts'
import type { CaptureDevice } from './capture-store.ts'
import {
  DEFAULT_INFO_TIMEOUT_MS,
  DEFAULT_PROBE_TIMEOUT_MS,
  discover,
  type FoundService,
} from './discovery.ts'
import { rdErrorMessage } from './error-codes.ts'
import { readPidData, type PidReading } from './pid-data.ts'
import { DEFAULT_CAPTURE_TIMEOUT_MS, pidOptionsXml } from './pid-options.ts'
import { rdRequest, type RdResult } from './rd-request.ts'

export interface RdSettings {
  host: string
  ports: readonly number[]
  /** Deadline of RDSERVICE on one port, http and https together (default 800 ms, §6 pitfall 1). */
  probeTimeoutMs?: number
  /** Deadline of DEVICEINFO on one service (default 1500 ms). */
  infoTimeoutMs?: number
  /**
   * How long a scan answers GET /api/devices without rescanning (default 1 s): long enough to
   * absorb a burst of callers, short enough that a reader just plugged, unplugged or restarted
   * shows up as it is now.
   */
  cacheMs?: number
  /** The oldest scan a capture may pick its device from; older, it rescans first (default 2 s). */
  captureScanMaxAgeMs?: number
  /** PidOptions timeout when the browser names none (default 10 s). */
  captureTimeoutMs?: number
  /** Added to the PidOptions timeout for the bridge's own hard deadline (default 5 s, §3.1). */
  captureGraceMs?: number
  now?: () => number
}

export interface CapturedPid {
  pidXml: string
  quality: CaptureQuality
  device: CaptureDevice
}

export interface DeviceService {
  /** Scans the RD ports (a recent result may come from a short cache unless fresh). */
  scan(options?: { fresh?: boolean }): Promise<DevicesReply>
  /** One PID block from a device (the first READY one when no port is given). */
  capture(
    options: { port?: number; timeoutMs?: number },
    signal?: AbortSignal,
  ): Promise<CapturedPid>
  close(): Promise<void>
}

interface Scan {
  at: number
  scannedAt: string
  services: FoundService[]
}

const CAPTURING_NOTE = 'This reader is capturing a fingerprint for the bridge right now.'

const noDevice = (port?: number) =>
  new BridgeError(
    503,
    'NO_DEVICE',
    port === undefined
      ? 'No ready fingerprint reader was found. Plug the reader in, wait for its light, then try again.'
      : `No fingerprint reader answers on port ${port}. Check that it is plugged in, then rescan the devices.`,
    port === undefined ? {} : { field: 'port' },
  )

/** A CAPTURE that failed before any reply, in a way a moved or restarted service causes. */
const REDISCOVERABLE = new Set(['refused', 'reset', 'protocol', 'tls'])

/**
 * Thrown inside capture() when the first CAPTURE request failed before any reply: the service
 * may have restarted on another port or scheme since the scan. No finger was taken, so one rescan
 * and one more request are safe.
 */
class Rediscover extends Error {
  readonly result: Extract<RdResult, { ok: false }>
  constructor(result: Extract<RdResult, { ok: false }>) {
    super(`capture request failed before a reply (${result.kind})`)
    this.result = result
  }
}

const badReply = () =>
  new BridgeError(
    502,
    'RD_BAD_REPLY',
    'The fingerprint reader sent an answer the bridge cannot use. Try again; if it repeats, restart the ' +
      'reader’s RD service.',
  )

function summary(service: FoundService): DeviceSummary {
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
  return out
}

class RdDeviceService implements DeviceService {
  readonly #settings: Required<Omit<RdSettings, 'now'>>
  readonly #now: () => number
  readonly #closing = new AbortController()
  /** Ports with a capture of ours in flight, and the service each is running on. */
  readonly #capturing = new Map<number, FoundService>()
  #last: Scan | null = null
  #inFlight: Promise<Scan> | null = null

  constructor(settings: RdSettings) {
    this.#settings = {
      host: settings.host,
      ports: [...settings.ports],
      probeTimeoutMs: settings.probeTimeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS,
      infoTimeoutMs: settings.infoTimeoutMs ?? DEFAULT_INFO_TIMEOUT_MS,
      cacheMs: settings.cacheMs ?? 1_000,
      captureScanMaxAgeMs: settings.captureScanMaxAgeMs ?? 2_000,
      captureTimeoutMs: settings.captureTimeoutMs ?? DEFAULT_CAPTURE_TIMEOUT_MS,
      captureGraceMs: settings.captureGraceMs ?? 5_000,
    }
    this.#now = settings.now ?? Date.now
  }

  async scan(options: { fresh?: boolean } = {}): Promise<DevicesReply> {
    const last = this.#last
    const cached =
      !options.fresh && this.#inFlight === null && this.#age(last) < this.#settings.cacheMs
    const scan = cached && last !== null ? last : await this.#rescan()
    return { devices: scan.services.map(summary), scannedAt: scan.scannedAt, cached }
  }

  async capture(
    options: { port?: number; timeoutMs?: number },
    signal?: AbortSignal,
  ): Promise<CapturedPid> {
    const timeoutMs = options.timeoutMs ?? this.#settings.captureTimeoutMs
    const service = await this.#pick(options.port)
    try {
      return await this.#captureLocked(service, timeoutMs, signal, true)
    } catch (error) {
      if (!(error instanceof Rediscover)) throw error
      // Our lock on the port is released by now, so the rescan probes it again.
      const again = await this.#rediscover(options.port)
      return this.#captureLocked(again, timeoutMs, signal, false)
    }
  }

  /** One capture on one service, holding that port's lock for the duration. */
  async #captureLocked(
    service: FoundService,
    timeoutMs: number,
    signal: AbortSignal | undefined,
    mayRediscover: boolean,
  ): Promise<CapturedPid> {
    // One capture at a time per device; a second one never reaches the device (§6 pitfall 7).
    if (this.#capturing.has(service.port)) {
      throw new BridgeError(
        409,
        'DEVICE_BUSY',
        'The fingerprint reader is already capturing. Wait for that capture to finish, then try again.',
        { field: 'port' },
      )
    }
    this.#capturing.set(service.port, service)
    const started = performance.now()
    let outcome = 'failed'
    try {
      const pid = await this.#captureOn(service, timeoutMs, signal, mayRediscover)
      outcome = 'captured'
      return pid
    } catch (error) {
      if (error instanceof BridgeError) outcome = error.code
      else if (error instanceof Rediscover) outcome = `rescan after ${error.result.kind}`
      throw error
    } finally {
      this.#capturing.delete(service.port)
      // A scan taken meanwhile shows this reader USED on our account; it is stale now.
      if (this.#last?.services.some((s) => s.port === service.port && s.note === CAPTURING_NOTE)) {
        this.#last = null
      }
      log('info', 'rd capture', {
        port: service.port,
        scheme: service.scheme,
        outcome,
        ms: Math.round(performance.now() - started),
      })
    }
  }

  /** A scan begun after the failed request, and the device to try again on. */
  async #rediscover(port: number | undefined): Promise<FoundService> {
    this.#last = null
    // A scan already running may have started while we held the port, and so skipped it.
    await this.#inFlight?.catch(() => undefined)
    const found = choose(await this.#rescan(), port)
    if (found === undefined) throw noDevice(port)
    return found
  }

  async close(): Promise<void> {
    this.#closing.abort()
    await this.#inFlight?.catch(() => undefined)
  }

  #age(scan: Scan | null): number {
    return scan === null ? Infinity : this.#now() - scan.at
  }

  /** Concurrent callers share one scan. */
  #rescan(): Promise<Scan> {
    this.#inFlight ??= this.#runScan().finally(() => {
      this.#inFlight = null
    })
    return this.#inFlight
  }

  async #runScan(): Promise<Scan> {
    const started = performance.now()
    // A port we are capturing on is not probed: some services answer nothing else while a finger
    // is awaited, and the probe would make the reader vanish from the list mid-capture.
    const busy = [...this.#capturing.values()].map((s) => ({
      ...s,
      status: 'USED' as const,
      note: CAPTURING_NOTE,
    }))
    const probed = await discover({
      host: this.#settings.host,
      ports: this.#settings.ports.filter((p) => !this.#capturing.has(p)),
      probeTimeoutMs: this.#settings.probeTimeoutMs,
      infoTimeoutMs: this.#settings.infoTimeoutMs,
      signal: this.#closing.signal,
    })
    const services = [...probed, ...busy].sort((a, b) => a.port - b.port)
    const scan: Scan = { at: this.#now(), scannedAt: new Date().toISOString(), services }
    this.#last = scan
    log('info', 'rd scan', {
      ports: this.#settings.ports.length,
      found: services.length,
      ready: services.filter((s) => s.status === 'READY').length,
      ms: Math.round(performance.now() - started),
    })
    return scan
  }

  /**
   * The service to capture on: the named port, or the first READY one (§6 pitfalls 2-3), from a
   * scan at most captureScanMaxAgeMs old; an older one is not trusted and a fresh scan is taken.
   */
  async #pick(port: number | undefined): Promise<FoundService> {
    // Our own capture in flight there: the caller gets DEVICE_BUSY, whatever the scans say.
    const ours = port === undefined ? undefined : this.#capturing.get(port)
    if (ours !== undefined) return ours
    const recent = this.#age(this.#last) <= this.#settings.captureScanMaxAgeMs ? this.#last : null
    const known = choose(recent, port)
    if (known !== undefined) return known
    const fresh = choose(await this.#rescan(), port)
    if (fresh === undefined) throw noDevice(port)
    return fresh
  }

  async #captureOn(
    service: FoundService,
    timeoutMs: number,
    signal: AbortSignal | undefined,
    mayRediscover: boolean,
  ): Promise<CapturedPid> {
    const body = pidOptionsXml(timeoutMs)
    const send = (path: string) =>
      rdRequest({
        scheme: service.scheme,
        host: this.#settings.host,
        port: service.port,
        method: 'CAPTURE',
        path,
        body,
        // The service blocks until a finger, its own timeout, or an error; our deadline is a few
        // seconds beyond its timeout so a hung service cannot hold the merchant forever (§3.1, §6.6).
        timeoutMs: timeoutMs + this.#settings.captureGraceMs,
        signal: AbortSignal.any([this.#closing.signal, ...(signal ? [signal] : [])]),
      })

    let result = await send(service.paths.capture)
    let reading = readReply(result)
    // A wrong path costs no finger (770 "Invalid URL", §4): retry once on the vendor's own path.
    if (service.paths.capture !== service.paths.fallback.capture && wrongPath(result, reading)) {
      result = await send(service.paths.fallback.capture)
      reading = readReply(result)
      if (reading.kind !== 'bad' && !wrongPath(result, reading))
        service.paths.capture = service.paths.fallback.capture
    }
    if (!result.ok) {
      if (mayRediscover && !result.replied && REDISCOVERABLE.has(result.kind)) {
        throw new Rediscover(result)
      }
      throw this.#transportError(service, result)
    }
    if (reading.kind === 'bad') {
      log('warn', 'rd capture reply unusable', {
        port: service.port,
        status: result.status,
        reason: reading.reason,
      })
      throw badReply()
    }
    if (reading.kind === 'device-error') {
      throw new BridgeError(
        422,
        `RD_${reading.errCode}`,
        rdErrorMessage(reading.errCode, reading.errInfo),
      )
    }
    const model = reading.model ?? service.model
    return {
      // As the reader sent it, but for anything before the XML (a BOM, a blank line), which
      // would make the document ill-formed: trailing whitespace after the root is allowed XML.
      pidXml: result.text.replace(/^[\uFEFF\s]+/, ''),
      quality: reading.quality,
      device: {
        port: service.port,
        dpId: model.dpId || service.model.dpId,
        mi: model.mi || service.model.mi,
      },
    }
  }

  #transportError(service: FoundService, result: Extract<RdResult, { ok: false }>): BridgeError {
    // Whatever broke, the last scan no longer describes this reader: the next call rescans.
    if (result.kind !== 'aborted') this.#last = null
    switch (result.kind) {
      case 'timeout':
        return new BridgeError(
          504,
          'RD_TIMEOUT',
          'The fingerprint reader did not answer in time. Unplug and replug the reader (or restart its RD ' +
            'service), then try again.',
        )
      case 'refused':
        // The service has gone since the scan: to the merchant that is simply "no device" there.
        return noDevice(service.port)
      case 'aborted':
        return new BridgeError(503, 'CAPTURE_CANCELLED', 'The capture was cancelled. Try again.')
      default:
        // Reset, not HTTP, TLS failure, reply too large, anything else: the device did not give
        // a valid PID block, which is what RD_BAD_REPLY means in the contract (bridge-api.md).
        log('warn', 'rd capture connection failed', {
          port: service.port,
          kind: result.kind,
          code: result.code,
        })
        return badReply()
    }
  }
}

/** The named port's service, or the first READY one, in a scan. */
function choose(scan: Scan | null, port: number | undefined): FoundService | undefined {
  return scan?.services.find((s) => (port === undefined ? s.status === 'READY' : s.port === port))
}

function readReply(result: RdResult): PidReading {
  return result.ok ? readPidData(result.text) : { kind: 'bad', reason: result.kind }
}

function wrongPath(result: RdResult, reading: PidReading): boolean {
  if (reading.kind === 'device-error') return reading.errCode === '770'
  return result.ok && result.status === 404 && reading.kind === 'bad'
}

export function createDeviceService(settings: RdSettings): DeviceService {
  return new RdDeviceService(settings)
}
