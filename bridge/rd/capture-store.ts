// Single-use captures: the PID XML lives only here, in memory, behind an opaque id.
// The first enquiry that takes it spends it and the XML is dropped at once; an unused capture
// expires after a few minutes. A spent id is remembered (without its XML) until it would have
// expired, so a second use is answered 409 CAPTURE_USED rather than 410. Expiry runs on a
// monotonic clock: a wall clock stepped forward expires nothing early.

import { randomBytes } from 'node:crypto'
import { deviceError } from './device-errors.ts'

export const CAPTURE_TTL_MS = 3 * 60_000

export interface CaptureDevice {
  port: number
  dpId: string
  mi: string
}

interface Entry {
  pidXml: string | null
  device: CaptureDevice
  /** On the monotonic clock. */
  expiresAt: number
}

export interface TakenCapture {
  pidXml: string
  device: CaptureDevice
}

const used = () => deviceError({ kind: 'capture-used' })
const expired = () => deviceError({ kind: 'capture-expired' })

export class CaptureStore {
  readonly #entries = new Map<string, Entry>()
  readonly #ttlMs: number
  /** The wall clock: only for the expiry the reply shows. */
  readonly #wall: () => number
  /** The clock captures expire on: it only moves forward, whatever the wall clock does. */
  readonly #now: () => number
  readonly #sweeper: NodeJS.Timeout

  constructor(options: { ttlMs?: number; now?: () => number; monotonic?: () => number } = {}) {
    this.#ttlMs = options.ttlMs ?? CAPTURE_TTL_MS
    this.#wall = options.now ?? Date.now
    this.#now = options.monotonic ?? (() => performance.now())
    this.#sweeper = setInterval(() => this.sweep(), Math.min(30_000, this.#ttlMs)).unref()
  }

  /** Keeps a PID block; returns its opaque id and expiry. */
  put(pidXml: string, device: CaptureDevice): { captureId: string; expiresAt: Date } {
    const captureId = randomBytes(18).toString('base64url')
    this.#entries.set(captureId, { pidXml, device, expiresAt: this.#now() + this.#ttlMs })
    return { captureId, expiresAt: new Date(this.#wall() + this.#ttlMs) }
  }

  /** Throws 409/410 unless the capture could be taken now; spends nothing. */
  check(captureId: string): void {
    this.#live(captureId)
  }

  /** Spends the capture: the XML is handed over once and dropped from memory. */
  take(captureId: string): TakenCapture {
    const entry = this.#live(captureId)
    const pidXml = entry.pidXml!
    entry.pidXml = null
    return { pidXml, device: entry.device }
  }

  /**
   * Undoes take() when nothing was sent (the journal could not record the attempt, docs/contract.md
   * v1.2): the capture can be used again until it expires.
   */
  giveBack(captureId: string, taken: TakenCapture): void {
    const entry = this.#entries.get(captureId)
    if (entry !== undefined && entry.pidXml === null) entry.pidXml = taken.pidXml
  }

  get size(): number {
    return this.#entries.size
  }

  /** Drops expired entries (and their XML) from memory. */
  sweep(): void {
    const now = this.#now()
    for (const [id, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(id)
  }

  close(): void {
    clearInterval(this.#sweeper)
    this.#entries.clear()
  }

  #live(captureId: string): Entry {
    const entry = this.#entries.get(captureId)
    if (entry === undefined) throw expired()
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(captureId)
      throw expired()
    }
    if (entry.pidXml === null) throw used()
    return entry
  }
}
