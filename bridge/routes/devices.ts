// GET /api/devices and POST /api/captures (docs/contract.md). Thin: validate, call the device
// service, shape the reply. The PID XML goes from the device service into the capture store and
// only an opaque id comes back to the browser.

import { requireJournalReady, type JournalGate } from '../journal/availability.ts'
import type { CaptureReply, CaptureRequest, DevicesReply } from '../../src/shared/contract.ts'
import { BridgeError } from '../errors.ts'
import type { Route } from '../http/router.ts'
import type { CaptureStore } from '../rd/capture-store.ts'
import { deviceError } from '../rd/device-errors.ts'
import type { CaptureGate } from '../rd/capture-gate.ts'
import type { DeviceService } from '../rd/device-service.ts'

/**
 * The PidOptions timeout a caller may ask for. Short ones are allowed (a test, a kiosk that wants
 * a quick "no finger"); 0, which some services read as "wait for ever", is not.
 */
export const CAPTURE_TIMEOUT_LIMITS = { min: 1, max: 60_000 } as const

/** `?fresh=1` or `?rescan=1` (any value but 0/false/no) forces a rescan. */
export function wantsFresh(url: URL): boolean {
  return ['fresh', 'rescan'].some((name) => {
    const value = url.searchParams.get(name)
    return value !== null && !/^(0|false|no)$/i.test(value.trim())
  })
}

function describePorts(ports: readonly number[]): string {
  if (ports.length === 0) return 'none'
  const sorted = [...ports].sort((a, b) => a - b)
  const contiguous = sorted.every((p, i) => i === 0 || p === sorted[i - 1]! + 1)
  return contiguous && sorted.length > 2 ? `${sorted[0]}-${sorted.at(-1)}` : sorted.join(', ')
}

/** The browser's body, checked field by field (house-style habit 4). */
export function requireCaptureRequest(
  body: Record<string, unknown>,
  ports: readonly number[],
): CaptureRequest {
  const out: CaptureRequest = {}
  if (body.port !== undefined && body.port !== null) {
    if (
      typeof body.port !== 'number' ||
      !Number.isInteger(body.port) ||
      body.port < 1 ||
      body.port > 65_535
    ) {
      throw new BridgeError(
        'VALIDATION_FAILED',
        `Choose a fingerprint reader from the device list (RD ports ${describePorts(ports)}).`,
        { field: 'port' },
      )
    }
    // A port outside RD_PORTS is never contacted (the browser must not make the bridge knock on
    // other local services); to the caller it is simply a port with no reader.
    if (!ports.includes(body.port)) {
      throw new BridgeError(
        'NO_DEVICE',
        `No fingerprint reader is set up on port ${body.port} (RD ports ${describePorts(ports)}). Choose one from the device list.`,
        { field: 'port' },
      )
    }
    out.port = body.port
  }
  if (body.timeoutMs !== undefined && body.timeoutMs !== null) {
    const t = body.timeoutMs
    const { min, max } = CAPTURE_TIMEOUT_LIMITS
    if (typeof t !== 'number' || !Number.isInteger(t) || t < min || t > max) {
      throw new BridgeError(
        'VALIDATION_FAILED',
        `The capture time limit must be a whole number of milliseconds from ${min} to ${max}.`,
        { field: 'timeoutMs' },
      )
    }
    out.timeoutMs = t
  }
  return out
}

export function deviceRoutes(deps: {
  devices: DeviceService
  captures: CaptureStore
  ports: readonly number[]
  /** (v1.2) A failing journal refuses captures too: 503 JOURNAL_UNAVAILABLE. */
  journal?: Pick<JournalGate, 'ready'>
  /** (v1.5) The checks before the bank (rd/capture-gate.ts). */
  gate?: CaptureGate
}): Route[] {
  return [
    {
      method: 'GET',
      path: '/api/devices',
      handler: async ({ url }) => {
        const reply: DevicesReply = await deps.devices.scan({ fresh: wantsFresh(url) })
        return { status: 200, body: reply }
      },
    },
    {
      method: 'POST',
      path: '/api/captures',
      handler: async ({ body, signal }) => {
        const request = requireCaptureRequest(body, deps.ports)
        if (deps.journal) await requireJournalReady(deps.journal)
        const gate = deps.gate
        await gate?.beforeReader()
        const pid = await deps.devices.capture(
          gate ? { ...request, beforeFinger: (service) => gate.beforeFinger(service) } : request,
          signal,
        )
        // The browser left just as the reader answered: nobody can ever hold this capture's id,
        // so its PID block is not kept in memory for the minutes until it would expire.
        if (signal.aborted) throw deviceError({ kind: 'cancelled' })
        // v1.5: a PID UIDAI would refuse is dropped here (it goes out of scope with the throw).
        gate?.afterReader(pid)
        const { captureId, expiresAt } = deps.captures.put(pid.pidXml, pid.device)
        const reply: CaptureReply = {
          captureId,
          quality: pid.quality,
          device: { port: pid.device.port, dpId: pid.device.dpId, mi: pid.device.mi },
          expiresAt: expiresAt.toISOString(),
        }
        return { status: 201, body: reply }
      },
    },
  ]
}
