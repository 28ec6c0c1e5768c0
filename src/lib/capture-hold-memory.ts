// A refusal's reading outlives a reload of the page (capture-hold.ts): a PID refused for its time
// or for an expired certificate is a fact the page read once, and a reload must not hand the
// customer's finger to a capture the bridge will refuse again. The status's facts come back by
// themselves (GET /api/status); these two are kept in this tab's sessionStorage (gone with the
// tab), holding nothing personal: no Aadhaar or mobile number, no reader's model or certificate
// (the reader is a digest, readerIdentity), only the skew, when it was read, and when last seen.
//
// The clock across a reload: within a page, a clock put right shows as the wall clock moving
// against the monotonic one, but a new page has a new monotonic clock. So the reading is kept as
// it stood at the last look (every few seconds while it holds) with the wall time of that look,
// and a reload counts the wall clock's move since then as the clock's: a reload takes seconds, a
// clock set back 30 minutes moves it by 30 minutes. A reading that no longer holds is forgotten.

import { skewNow, type ClockReading } from './capture-hold.ts'

const KEY = 'aeps-desk.capture-hold'
/** Readings beyond ten days are nobody's clock: not taken back. */
const MAX_SKEW_S = 10 * 86_400

export interface CertificateRefusal {
  reader: string | null
  at: string
}

export interface RememberedRefusals {
  refusalClock: ClockReading | null
  certificateRefusal: CertificateRefusal | null
}

interface StoredClock {
  skewSeconds: number
  at: string
  reader: string | null
  /** This laptop's wall clock (ms) when the skew above stood. */
  seenAt: number
}

const isReader = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && /^[0-9a-f]{16}$/.test(value))
const isTime = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value))

function storedClock(value: unknown): StoredClock | null {
  if (typeof value !== 'object' || value === null) return null
  const { skewSeconds, at, reader, seenAt } = value as Record<string, unknown>
  if (typeof skewSeconds !== 'number' || !(Math.abs(skewSeconds) <= MAX_SKEW_S)) return null
  if (typeof seenAt !== 'number' || !Number.isFinite(seenAt)) return null
  return isTime(at) && isReader(reader) ? { skewSeconds, at, reader, seenAt } : null
}

function storedCertificate(value: unknown): CertificateRefusal | null {
  if (typeof value !== 'object' || value === null) return null
  const { reader, at } = value as Record<string, unknown>
  return isTime(at) && isReader(reader) ? { reader, at } : null
}

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

/** Keeps the refusals' facts as they stand now (the clock's skew moved on to this moment). */
export function rememberRefusals(
  refusals: RememberedRefusals,
  wallOffsetNowMs: number,
  nowMs: number,
): void {
  const { refusalClock, certificateRefusal } = refusals
  const clock: StoredClock | null = refusalClock && {
    skewSeconds: skewNow(refusalClock, wallOffsetNowMs),
    at: refusalClock.at,
    reader: refusalClock.reader,
    seenAt: nowMs,
  }
  try {
    if (clock === null && certificateRefusal === null) session()?.removeItem(KEY)
    else session()?.setItem(KEY, JSON.stringify({ clock, certificate: certificateRefusal }))
  } catch {
    // Storage full or disabled: the facts hold for this page only, as before.
  }
}

/** The refusals' facts a reload left, the clock's skew moved on by the wall clock since. */
export function recallRefusals(wallOffsetNowMs: number, nowMs: number): RememberedRefusals {
  let parsed: Record<string, unknown> = {}
  try {
    const value: unknown = JSON.parse(session()?.getItem(KEY) ?? '{}')
    if (typeof value === 'object' && value !== null) parsed = value as Record<string, unknown>
  } catch {
    // Not ours or damaged: no fact read, nothing held on it.
  }
  const clock = storedClock(parsed.clock)
  return {
    refusalClock: clock && {
      skewSeconds: clock.skewSeconds + Math.round((nowMs - clock.seenAt) / 1000),
      source: 'refusal',
      at: clock.at,
      wallOffsetMs: wallOffsetNowMs,
      reader: clock.reader,
    },
    certificateRefusal: storedCertificate(parsed.certificate),
  }
}
