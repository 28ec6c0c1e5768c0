// No second finger until the cause of a refusal has changed (docs/contract.md, "Before the bank"):
// a capture the bridge refused for the desk's credentials, the laptop's clock or the reader's
// certificate would be refused again, and each try costs the customer a touch of the reader. One
// rule for every finger the desk takes, the customer's and the merchant's own (merchant
// authentication): the same reader, clock and credentials refuse both. The
// page holds Capture while a fact it read still says so, and names that fact; it lets go the
// moment the fact changes, never on a guess:
// - the credentials: GET /api/status says `credentials.state: "refused"` (the bridge proves them
//   again by itself; "Check again" reads the status anew);
// - the clock: a skew read from GET /api/status (`clock.skewSeconds`) or from a CLOCK_SKEW
//   refusal, moved on by how far this laptop's clock has since been set (its wall clock against
//   its monotonic clock), so a clock put right counts at once;
// - the certificate: a DEVICE_CERTIFICATE_EXPIRED refusal, until the reader that answers is
//   another one, or shows another certificate (its RD service renewed it).
// An expired UIDAI key is the bridge's own blocking problem of the reader (GET /api/devices).

import { MAX_CLOCK_SKEW_SECONDS, type DeviceSummary } from '../shared/devices.ts'

/** This laptop's wall clock minus its monotonic clock, in ms: it moves only when the clock is set. */
export function wallOffsetMs(): number {
  return Date.now() - performance.now()
}

/** A skew read at one moment: seconds this laptop's clock (or its reader's) was ahead; negative behind. */
export interface ClockReading {
  skewSeconds: number
  /** Where it was read: the provider's clock in the status, or a capture's refusal. */
  source: 'status' | 'refusal'
  /** When it was read (ISO-8601, this laptop's clock then). */
  at: string
  wallOffsetMs: number
  /** A refusal's reading holds only while the same reader answers (its RD service's own time). */
  reader: string | null
}

/** The skew now: the reading moved on by how far the laptop's clock has been set since. */
export function skewNow(reading: ClockReading, wallOffsetNowMs: number): number {
  return reading.skewSeconds + Math.round((wallOffsetNowMs - reading.wallOffsetMs) / 1000)
}

/**
 * Who answers as the reader, and with what certificate: a change is a fact that lifts a hold. Only
 * ever compared, so it is kept as a digest (two FNV-1a hashes, 16 hex digits): what the page
 * remembers across a reload (capture-hold-memory.ts) names no reader's model or certificate.
 */
export function readerIdentity(device: DeviceSummary | null): string | null {
  if (device === null) return null
  const { port, dpId, rdsId, rdsVer, mi } = device
  const text = JSON.stringify([port, dpId, rdsId, rdsVer, mi, device.certificateNotAfter ?? null])
  return fnv1a(text, 0x811c9dc5) + fnv1a(text, 0x01000193)
}

function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(16).padStart(8, '0')
}

export interface HoldFacts {
  credentials: { refused: boolean; checkedAt: string | null }
  statusClock: ClockReading | null
  refusalClock: ClockReading | null
  certificateRefusal: { reader: string | null; at: string } | null
  reader: string | null
  wallOffsetMs: number
}

export type CaptureHold =
  | { kind: 'credentials'; checkedAt: string | null }
  | { kind: 'clock'; reading: ClockReading; skewSeconds: number }
  | { kind: 'certificate'; at: string }

function clockHold(reading: ClockReading | null, facts: HoldFacts): CaptureHold | null {
  if (reading === null) return null
  if (reading.source === 'refusal' && reading.reader !== facts.reader) return null
  const skewSeconds = skewNow(reading, facts.wallOffsetMs)
  return Math.abs(skewSeconds) > MAX_CLOCK_SKEW_SECONDS
    ? { kind: 'clock', reading, skewSeconds }
    : null
}

/** Why no finger may be taken now, by the fact the desk read; null when nothing holds. */
export function captureHold(facts: HoldFacts): CaptureHold | null {
  if (facts.credentials.refused)
    return { kind: 'credentials', checkedAt: facts.credentials.checkedAt }
  const clock = clockHold(facts.statusClock, facts) ?? clockHold(facts.refusalClock, facts)
  if (clock) return clock
  const certificate = facts.certificateRefusal
  if (certificate !== null && certificate.reader === facts.reader)
    return { kind: 'certificate', at: certificate.at }
  return null
}
