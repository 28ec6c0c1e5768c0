// Finding RD services (docs/rd-service.md §1, §6 pitfalls 1-5): every port probed at once with
// RDSERVICE under a short deadline, so one hung port costs that deadline and no more; http first
// and https when the http attempt looks like it hit a TLS service (§5.2: vendors serve either on
// the same range); then DEVICEINFO for each service found, because READY alone does not mean a
// reader is plugged in (§2, §6 pitfall 5) — though only a DeviceInfo that says so turns READY
// into NOTREADY.

import { setMaxListeners } from 'node:events'
import type { RdServiceStatus } from '../../src/shared/contract.ts'
import type { ReaderClass } from '../../src/shared/devices.ts'
import { readerClass } from './reader-class.ts'
import { readDeviceInfoReply, type DeviceInfoSummary, type DeviceModel } from './device-info.ts'
import { parseRdServiceReply, type RdServiceReply } from './rd-service-reply.ts'
import { rdRequest, type RdHost, type RdScheme } from './rd-request.ts'
import { resolvePaths, type RdPaths } from './vendor-paths.ts'
import { parseXml } from './xml.ts'

export const DEFAULT_PROBE_TIMEOUT_MS = 800
export const DEFAULT_INFO_TIMEOUT_MS = 1500

/** RDService and DeviceInfo replies are a few hundred bytes. */
const SMALL_REPLY_BYTES = 64 * 1024

export interface FoundService {
  port: number
  scheme: RdScheme
  status: RdServiceStatus
  info: string
  model: DeviceModel
  paths: RdPaths & { fallback: RdPaths }
  note?: string
  /** (v1.5) L1, L0 or unknown by the DeviceInfo's own words (reader-class.ts). */
  deviceClass: ReaderClass
  /** (v1.5) The device certificate's notAfter; null when unknown. Never the certificate. */
  certificateNotAfter: Date | null
}

export interface DiscoverOptions extends RdHost {
  ports: readonly number[]
  probeTimeoutMs?: number
  infoTimeoutMs?: number
  signal?: AbortSignal
}

interface Probe {
  scheme: RdScheme
  reply: RdServiceReply
}

/**
 * RDSERVICE on one port. http goes first; https starts when http fails the way a TLS service makes
 * it fail (reset, or bytes that are not HTTP), or when http has been silent for half the deadline
 * (a TLS service that waits for a handshake). Both share the one deadline.
 */
export function probePort(
  target: RdHost,
  port: number,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Probe | null> {
  return new Promise((resolve) => {
    const aborter = new AbortController()
    const onOuterAbort = () => settle(null)
    const deadline = performance.now() + timeoutMs
    const state = { done: false, httpDone: false, httpsStarted: false, httpsDone: false }
    // Set once the plain-http probe has had half the time; cleared by settle() whenever it runs.
    const timer: { halfway?: NodeJS.Timeout } = {}

    function settle(probe: Probe | null): void {
      if (state.done) return
      state.done = true
      clearTimeout(timer.halfway)
      signal?.removeEventListener('abort', onOuterAbort)
      aborter.abort()
      resolve(probe)
    }
    function attempt(scheme: RdScheme, onFailure: (kind: string) => void): void {
      rdRequest({
        ...target,
        scheme,
        port,
        method: 'RDSERVICE',
        path: '/',
        timeoutMs: Math.max(1, Math.round(deadline - performance.now())),
        signal: aborter.signal,
        maxBytes: SMALL_REPLY_BYTES,
      }).then((result) => {
        const reply = result.ok ? parseRdServiceReply(result.text) : null
        if (reply !== null) return settle({ scheme, reply })
        onFailure(result.ok ? 'not-rd' : result.kind)
      })
    }
    function startHttps(): void {
      if (state.httpsStarted || state.done) return
      state.httpsStarted = true
      attempt('https', () => {
        state.httpsDone = true
        if (state.httpDone) settle(null)
      })
    }

    if (signal?.aborted) return settle(null)
    signal?.addEventListener('abort', onOuterAbort, { once: true })
    timer.halfway = setTimeout(startHttps, timeoutMs / 2)
    attempt('http', (kind) => {
      state.httpDone = true
      const tlsLike = kind === 'reset' || kind === 'protocol' || kind === 'tls'
      if (tlsLike && !state.httpsStarted) return startHttps()
      if (!state.httpsStarted || state.httpsDone) settle(null)
    })
  })
}

async function readDeviceInfo(
  target: RdHost,
  probe: Probe & { port: number },
  paths: RdPaths & { fallback: RdPaths },
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<DeviceInfoSummary | null> {
  const deadline = performance.now() + timeoutMs
  const candidates = [...new Set([paths.info, paths.fallback.info])]
  for (const path of candidates) {
    const left = Math.round(deadline - performance.now())
    if (left <= 0) break
    const result = await rdRequest({
      ...target,
      scheme: probe.scheme,
      port: probe.port,
      method: 'DEVICEINFO',
      path,
      timeoutMs: left,
      signal,
      maxBytes: SMALL_REPLY_BYTES,
    })
    if (!result.ok) {
      if (result.kind === 'refused' || result.kind === 'timeout' || result.kind === 'aborted') break
      continue
    }
    const summary = readDeviceInfoReply(parseXml(result.text))
    if (summary !== null) {
      // The path that answered is the one to remember for next time.
      paths.info = path
      return summary
    }
  }
  return null
}

const NO_SERIAL_NOTE =
  'The RD service is running but reports no device serial: the reader is probably not plugged in.'
const NO_DETAILS_NOTE =
  'The RD service answered, but its device details could not be read. If a capture fails, check the reader and rescan.'

/**
 * What the merchant is told about a service. The service's own status stands unless its
 * DeviceInfo positively says no reader is there (an empty serial, or blanked model ids, §2); a
 * DeviceInfo that failed, was slow, or left the details out is no such evidence, and a reader that
 * works must not be hidden from the capture because of it.
 */
export function judge(
  reply: RdServiceReply,
  info: DeviceInfoSummary | null,
): { status: RdServiceStatus; note?: string } {
  if (reply.oddStatus !== null) {
    return {
      status: reply.status,
      note: `The RD service reported an unknown status ("${reply.oddStatus}").`,
    }
  }
  if (reply.status !== 'READY') return { status: reply.status }
  if (info !== null && info.noDevice) return { status: 'NOTREADY', note: NO_SERIAL_NOTE }
  if (info === null || !info.hasDetails) return { status: reply.status, note: NO_DETAILS_NOTE }
  return { status: 'READY' }
}

async function describe(
  target: RdHost,
  probe: Probe & { port: number },
  infoTimeoutMs: number,
  signal?: AbortSignal,
): Promise<FoundService> {
  const paths = resolvePaths(probe.reply.info, probe.reply.listed)
  const info = await readDeviceInfo(target, probe, paths, infoTimeoutMs, signal)
  const verdict = judge(probe.reply, info)
  const found: FoundService = {
    port: probe.port,
    scheme: probe.scheme,
    status: verdict.status,
    info: probe.reply.info,
    model: {
      dpId: info?.dpId ?? '',
      rdsId: info?.rdsId ?? '',
      rdsVer: info?.rdsVer ?? '',
      mi: info?.mi ?? '',
    },
    paths,
    deviceClass: readerClass({
      info: probe.reply.info,
      dpId: info?.dpId ?? '',
      mi: info?.mi ?? '',
      deviceType: info?.deviceType ?? null,
    }),
    certificateNotAfter: info?.certificateNotAfter ?? null,
  }
  if (verdict.note !== undefined) found.note = verdict.note
  return found
}

/** Every port at once; the services found, in port order. */
export async function discover(options: DiscoverOptions): Promise<FoundService[]> {
  const probeTimeoutMs = options.probeTimeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS
  const infoTimeoutMs = options.infoTimeoutMs ?? DEFAULT_INFO_TIMEOUT_MS
  // One listener on the caller's signal; every port's requests listen on ours.
  const local = new AbortController()
  setMaxListeners(0, local.signal)
  const forward = () => local.abort()
  options.signal?.addEventListener('abort', forward, { once: true })
  if (options.signal?.aborted) local.abort()
  try {
    const target: RdHost = { host: options.host, loopback: options.loopback }
    const found = await Promise.all(
      options.ports.map(async (port) => {
        const probe = await probePort(target, port, probeTimeoutMs, local.signal)
        return probe === null
          ? null
          : describe(target, { ...probe, port }, infoTimeoutMs, local.signal)
      }),
    )
    return found.filter((s): s is FoundService => s !== null).sort((a, b) => a.port - b.port)
  } finally {
    options.signal?.removeEventListener('abort', forward)
  }
}
