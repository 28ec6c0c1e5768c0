// The fingerprint reader as the rest of the bridge sees it: a cached scan of the RD ports and one
// capture at a time per device (docs/rd-service.md §1-§4). The seams: scan-cache.ts remembers the
// scan, capture.ts does one CAPTURE and returns what happened, device-errors.ts turns a failure
// into the contract's error. This file holds the policy between them: which device, the capture
// deadline, the one rescan a moved or swapped service earns, and the log line of each capture.

import type { DevicesReply } from '../../src/shared/contract.ts'
import { log } from '../log.ts'
import { captureOn, type CapturedPid, type CaptureOutcome } from './capture.ts'
import { deviceError, transportFailure, type DeviceFailure } from './device-errors.ts'
import {
  DEFAULT_INFO_TIMEOUT_MS,
  DEFAULT_PROBE_TIMEOUT_MS,
  type FoundService,
} from './discovery.ts'
import { DEFAULT_CAPTURE_TIMEOUT_MS } from './pid-options.ts'
import type { RdHost } from './rd-request.ts'
import { ReaderChoiceFile } from './reader-choice.ts'
import type { ReaderProblems } from './reader-problems.ts'
import { ScanCache } from './scan-cache.ts'

export type { CapturedPid } from './capture.ts'

export interface RdSettings extends RdHost {
  ports: readonly number[]
  /** Deadline of RDSERVICE on one port, http and https together (default 800 ms, §6 pitfall 1). */
  probeTimeoutMs?: number
  /** Deadline of DEVICEINFO on one service (default 1500 ms). */
  infoTimeoutMs?: number
  /**
   * How long a scan answers GET /api/devices without rescanning (default 0: every call scans, so
   * a reader just plugged, unplugged or restarted shows as it is now; a scan of 21 ports takes
   * milliseconds, and callers that come while one runs share it).
   */
  cacheMs?: number
  /** The oldest scan a capture may pick its device from; older, it rescans first (default 2 s). */
  captureScanMaxAgeMs?: number
  /** PidOptions timeout when the browser names none (default 10 s). */
  captureTimeoutMs?: number
  /** Added to the PidOptions timeout for the bridge's own hard deadline (default 5 s, §3.1). */
  captureGraceMs?: number
  now?: () => number
  /** Where the reader the merchant chose last is kept (reader-choice.ts); null: not kept. */
  dataDir?: string | null
  /** (v1.5) The readers' known problems (reader-problems.ts). */
  problems?: ReaderProblems
}

export interface CaptureOptions {
  port?: number
  timeoutMs?: number
  beforeFinger?: (service: FoundService) => void
}

export interface DeviceService {
  /** Scans the RD ports (a recent result may come from a short cache unless fresh). */
  scan(options?: { fresh?: boolean }): Promise<DevicesReply>
  /**
   * One PID block from a device (the first READY one when no port is given). `beforeFinger`
   * (v1.5) sees the chosen reader before it is asked, and may refuse it by throwing.
   */
  capture(options: CaptureOptions, signal?: AbortSignal): Promise<CapturedPid>
  close(): Promise<void>
}

/** A CAPTURE that failed before any reply, in a way a moved or restarted service causes. */
const REDISCOVERABLE = new Set(['refused', 'reset', 'protocol', 'tls'])

/**
 * Replies that say "this is not the service you scanned": 770 (the capture address is unknown:
 * another vendor's service now holds the port, with other paths) and 720 (device not ready, as a
 * service just swapped in says before its own scan). No finger is taken by either, so a rescan and
 * one more request are safe; a swapped reader then works on the first capture.
 */
const SWAPPED_SIGNS = new Set(['770', '720'])

/** HTTP statuses of a service that does not know the CAPTURE it was sent (path or verb). */
const UNKNOWN_CAPTURE_STATUSES = new Set([404, 405, 501])

/** One capture attempt: the PID block, a failure, or "rescan and try once more". */
type Attempt =
  | { kind: 'captured'; pid: CapturedPid }
  | { kind: 'failed'; failure: DeviceFailure }
  | { kind: 'rediscover'; reason: string }

class RdDeviceService implements DeviceService {
  readonly #target: RdHost
  readonly #captureTimeoutMs: number
  readonly #captureGraceMs: number
  readonly #closing = new AbortController()
  /** Ports with a capture of ours in flight, and the service each is running on. */
  readonly #capturing = new Map<number, FoundService>()
  readonly #scans: ScanCache
  readonly #choice: ReaderChoiceFile

  constructor(settings: RdSettings) {
    this.#choice = new ReaderChoiceFile(settings.dataDir ?? null)
    this.#target = { host: settings.host, loopback: settings.loopback }
    this.#captureTimeoutMs = settings.captureTimeoutMs ?? DEFAULT_CAPTURE_TIMEOUT_MS
    this.#captureGraceMs = settings.captureGraceMs ?? 5_000
    const scanSettings = {
      ...this.#target,
      ports: [...settings.ports],
      probeTimeoutMs: settings.probeTimeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS,
      infoTimeoutMs: settings.infoTimeoutMs ?? DEFAULT_INFO_TIMEOUT_MS,
      cacheMs: settings.cacheMs ?? 0,
      captureScanMaxAgeMs: settings.captureScanMaxAgeMs ?? 2_000,
      now: settings.now ?? Date.now,
      preferred: () => this.#choice.current,
      problems: settings.problems,
    }
    this.#scans = new ScanCache(scanSettings, this.#capturing, this.#closing.signal)
  }

  scan(options: { fresh?: boolean } = {}): Promise<DevicesReply> {
    return this.#scans.devices(options.fresh ?? false)
  }

  async capture(options: CaptureOptions, signal?: AbortSignal): Promise<CapturedPid> {
    const timeoutMs = options.timeoutMs ?? this.#captureTimeoutMs
    const service = await this.#scans.pick(options.port)
    if (service === null) throw deviceError({ kind: 'no-device', port: options.port })
    options.beforeFinger?.(service)
    let attempt = await this.#captureLocked(service, timeoutMs, signal, true)
    if (attempt.kind === 'rediscover') {
      // Our lock on the port is released by now, so the rescan probes it again. No finger was
      // taken by the failed request, so one rescan and one more request are safe.
      const again = await this.#scans.rediscover(options.port)
      if (again === null) throw deviceError({ kind: 'no-device', port: options.port })
      options.beforeFinger?.(again)
      attempt = await this.#captureLocked(again, timeoutMs, signal, false)
    }
    if (attempt.kind === 'captured') {
      // A capture that names its port is the merchant's choice of reader.
      if (options.port !== undefined) this.#choice.remember(attempt.pid.device)
      return attempt.pid
    }
    if (attempt.kind === 'failed') throw deviceError(attempt.failure)
    throw new Error('a capture asked for a second rescan')
  }

  async close(): Promise<void> {
    this.#closing.abort()
    await this.#scans.settled()
  }

  /** One capture on one service, holding that port's lock for the duration. */
  async #captureLocked(
    service: FoundService,
    timeoutMs: number,
    signal: AbortSignal | undefined,
    mayRediscover: boolean,
  ): Promise<Attempt> {
    // One capture at a time per device; a second one never reaches the device (§6 pitfall 7).
    if (this.#capturing.has(service.port)) return { kind: 'failed', failure: { kind: 'busy' } }
    this.#capturing.set(service.port, service)
    const started = performance.now()
    let attempt: Attempt = { kind: 'failed', failure: { kind: 'bad-reply' } }
    try {
      const outcome = await captureOn(this.#target, service, {
        timeoutMs,
        graceMs: this.#captureGraceMs,
        signal: AbortSignal.any([this.#closing.signal, ...(signal ? [signal] : [])]),
      })
      attempt = this.#judge(service, outcome, mayRediscover)
      return attempt
    } finally {
      this.#capturing.delete(service.port)
      this.#scans.captureEnded(service.port)
      log('info', 'rd capture', {
        port: service.port,
        scheme: service.scheme,
        outcome: logOutcome(attempt),
        ms: Math.round(performance.now() - started),
      })
    }
  }

  /** What a capture's outcome means for the caller, and what it tells us about the last scan. */
  #judge(service: FoundService, outcome: CaptureOutcome, mayRediscover: boolean): Attempt {
    switch (outcome.kind) {
      case 'captured':
        return outcome
      case 'device-error':
        if (SWAPPED_SIGNS.has(outcome.errCode)) {
          if (mayRediscover) return { kind: 'rediscover', reason: `RD ${outcome.errCode}` }
          // After the rescan too: the next capture starts from a new scan.
          this.#scans.forget()
        }
        return { kind: 'failed', failure: outcome }
      case 'unusable':
        if (mayRediscover && UNKNOWN_CAPTURE_STATUSES.has(outcome.status))
          return { kind: 'rediscover', reason: `HTTP ${outcome.status}` }
        log('warn', 'rd capture reply unusable', {
          port: service.port,
          status: outcome.status,
          reason: outcome.reason,
        })
        return { kind: 'failed', failure: { kind: 'bad-reply' } }
      case 'failed':
        return this.#judgeFailure(service, outcome.failure, mayRediscover)
    }
  }

  #judgeFailure(
    service: FoundService,
    failure: Extract<CaptureOutcome, { kind: 'failed' }>['failure'],
    mayRediscover: boolean,
  ): Attempt {
    // The service may have restarted on another port or scheme since the scan.
    if (mayRediscover && !failure.replied && REDISCOVERABLE.has(failure.kind)) {
      return { kind: 'rediscover', reason: failure.kind }
    }
    // Whatever broke, the last scan no longer describes this reader: the next call rescans.
    if (failure.kind !== 'aborted') this.#scans.forget()
    const mapped = transportFailure(service.port, failure.kind)
    if (mapped.kind === 'bad-reply') {
      log('warn', 'rd capture connection failed', {
        port: service.port,
        kind: failure.kind,
        code: failure.code,
      })
    }
    return { kind: 'failed', failure: mapped }
  }
}

/** The `outcome` of the capture's log line: the error code, or what happened. */
function logOutcome(attempt: Attempt): string {
  if (attempt.kind === 'captured') return 'captured'
  if (attempt.kind === 'rediscover') return `rescan after ${attempt.reason}`
  return deviceError(attempt.failure).code
}

export function createDeviceService(settings: RdSettings): DeviceService {
  return new RdDeviceService(settings)
}
