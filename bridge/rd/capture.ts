// One CAPTURE on one RD service (docs/rd-service.md §3), returned as a value: the PID block, or
// what went wrong. The policy around it (which device, one capture per device, rescans, errors) is
// device-service.ts; the sentences are device-errors.ts.

import type { CaptureQuality } from '../../src/shared/contract.ts'
import type { CaptureDevice } from './capture-store.ts'
import type { FoundService } from './discovery.ts'
import { readPidData, type PidReading } from './pid-data.ts'
import { pidOptionsXml } from './pid-options.ts'
import { rdRequest, type RdHost, type RdResult } from './rd-request.ts'

export interface CapturedPid {
  pidXml: string
  quality: CaptureQuality
  device: CaptureDevice
}

export interface CaptureCall {
  /** The PidOptions timeout the reader is given. */
  timeoutMs: number
  /** Added to it for the bridge's own hard deadline (§3.1). */
  graceMs: number
  signal: AbortSignal
}

export type CaptureOutcome =
  | { kind: 'captured'; pid: CapturedPid }
  /** No usable reply: the request failed (before or after a status line). */
  | { kind: 'failed'; failure: Extract<RdResult, { ok: false }> }
  /** A reply that holds no PID block the bridge can use. */
  | { kind: 'unusable'; status: number; reason: string }
  /** The reader's own error (§4). */
  | { kind: 'device-error'; errCode: string; errInfo: string }

export async function captureOn(
  target: RdHost,
  service: FoundService,
  call: CaptureCall,
): Promise<CaptureOutcome> {
  const body = pidOptionsXml(call.timeoutMs)
  const send = (path: string) =>
    rdRequest({
      ...target,
      scheme: service.scheme,
      port: service.port,
      method: 'CAPTURE',
      path,
      body,
      // The service blocks until a finger, its own timeout, or an error; our deadline is a few
      // seconds beyond its timeout so a hung service cannot hold the merchant forever (§3.1, §6.6).
      timeoutMs: call.timeoutMs + call.graceMs,
      signal: call.signal,
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
  return outcomeOf(service, result, reading)
}

function outcomeOf(service: FoundService, result: RdResult, reading: PidReading): CaptureOutcome {
  if (!result.ok) return { kind: 'failed', failure: result }
  if (reading.kind === 'bad')
    return { kind: 'unusable', status: result.status, reason: reading.reason }
  if (reading.kind === 'device-error') {
    return { kind: 'device-error', errCode: reading.errCode, errInfo: reading.errInfo }
  }
  const model = reading.model ?? service.model
  return {
    kind: 'captured',
    pid: {
      // As the reader sent it, but for anything before the XML (a BOM, a blank line), which
      // would make the document ill-formed: trailing whitespace after the root is allowed XML.
      pidXml: result.text.replace(/^[\uFEFF\s]+/, ''),
      quality: reading.quality,
      device: {
        port: service.port,
        dpId: model.dpId || service.model.dpId,
        mi: model.mi || service.model.mi,
      },
    },
  }
}

function readReply(result: RdResult): PidReading {
  return result.ok ? readPidData(result.text) : { kind: 'bad', reason: result.kind }
}

function wrongPath(result: RdResult, reading: PidReading): boolean {
  if (reading.kind === 'device-error') return reading.errCode === '770'
  return result.ok && result.status === 404 && reading.kind === 'bad'
}
