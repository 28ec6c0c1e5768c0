// The journal's own sense of time: retention and the reprint window count in it, so no clock
// reading that could be wrong deletes a record (docs/contract.md, GET /api/status: journal.clock).
//
// The journal's time never jumps forward on the wall clock's word. It advances with the monotonic
// clock (os.uptime: it counts time asleep, and it is never set by hand), and across a restart by
// the monotonic time since it was last saved (never more than the real time that passed, reboot
// or not: the uptime since a reboot is less than the time since the save). The wall clock is
// followed only while it stays within SLACK of that. A wall clock ahead of it (a laptop switched
// off over the night, or a clock set wrong: the desk cannot tell them apart) is caught up with
// only when a trusted source agrees with the wall clock: the provider's `Date` header (contract
// v1.5 `clock.skewSeconds`, confirm()). Until then the journal's time stays behind, so records
// are kept longer, never shorter. The journal's time never goes back: a clock set back changes
// nothing either.

export const SLACK_MS = 5 * 60 * 1000
/** A gap ahead longer than this is more than a desk switched off over a holiday: worth saying. */
export const MAX_START_GAP_MS = 14 * 24 * 60 * 60 * 1000
/** How long a provider's reading that agrees with the wall clock stays the agreement. */
export const AGREEMENT_MS = 24 * 60 * 60 * 1000

export interface ClockSources {
  wall: () => number
  monotonic: () => number
}

/** The journal's time as saved with its monotonic reading, so a restart can count on from it. */
export interface SavedTime {
  time: number
  mono: number
}

export type ClockNote =
  | { kind: 'ok' }
  | { kind: 'ahead'; byMs: number }
  | { kind: 'behind'; byMs: number }
  /** `since`: the journal time from which the records written while behind carry the gap. */
  | { kind: 'caught-up'; byMs: number; since: number }

/** The provider's last clock reading: this computer's clock minus the provider's. */
export interface ProviderReading {
  skewMs: number
  mono: number
}

export class JournalClock {
  readonly #sources: ClockSources
  #anchorTime = 0
  #anchorMono = 0
  #last = 0
  /** The journal time from which the wall clock has been ahead, unconfirmed (null: it is not). */
  #lagSince: number | null = null
  #reading: ProviderReading | null = null
  /** What the last reading thought of the wall clock; logged by the journal when it changes. */
  note: ClockNote = { kind: 'ok' }

  constructor(sources: ClockSources) {
    this.#sources = sources
  }

  /**
   * Starts from the newest time the journal kept (null for a new journal) and its saved time.
   * A new journal starts from the wall clock: it holds nothing a wrong clock could age.
   */
  start(highWater: number | null, saved: SavedTime | null = null): ClockNote {
    const wall = this.#sources.wall()
    const mono = this.#sources.monotonic()
    const credit = saved === null ? null : saved.time + Math.max(0, mono - saved.mono)
    const known = highWater === null ? credit : Math.max(highWater, credit ?? highWater)
    let anchor = wall
    this.note = { kind: 'ok' }
    this.#lagSince = null
    if (known !== null) {
      if (wall > known + SLACK_MS) {
        // One ms past the newest time kept: what is written from now on is told apart by it.
        anchor = known + 1
        this.note = { kind: 'ahead', byMs: wall - anchor }
        this.#lagSince = anchor
      } else if (wall < known - SLACK_MS) {
        anchor = known
        this.note = { kind: 'behind', byMs: known - wall }
      } else anchor = Math.max(wall, known)
    }
    this.#anchorTime = anchor
    this.#anchorMono = mono
    this.#last = anchor
    return this.note
  }

  /** The journal's time now, in epoch milliseconds. */
  now(): number {
    const reference = this.#reference()
    const wall = this.#sources.wall()
    let time = reference
    if (wall > reference + SLACK_MS) {
      this.note = { kind: 'ahead', byMs: wall - reference }
      this.#lagSince ??= Math.max(this.#last, reference)
    } else if (wall < reference - SLACK_MS) {
      this.note = { kind: 'behind', byMs: reference - wall }
    } else {
      time = wall
      this.note = { kind: 'ok' }
      this.#lagSince = null
    }
    this.#last = Math.max(this.#last, time)
    return this.#last
  }

  /**
   * A trusted reading: the wall clock minus the provider's, `skewMs`, just now. When they agree
   * (within SLACK) and the wall clock is ahead of the journal's time, the journal catches up with
   * it (note `caught-up`); a reading that disagrees changes nothing but what is reported.
   */
  confirm(skewMs: number): ClockNote {
    const mono = this.#sources.monotonic()
    this.#reading = { skewMs, mono }
    const reference = this.#reference()
    const wall = this.#sources.wall()
    if (Math.abs(skewMs) > SLACK_MS || wall <= reference + SLACK_MS) {
      this.now()
      return this.note
    }
    this.note = { kind: 'caught-up', byMs: wall - reference, since: this.#lagSince ?? reference }
    this.#anchorTime = wall
    this.#anchorMono = mono
    this.#lagSince = null
    this.#last = Math.max(this.#last, wall)
    return this.note
  }

  /** Whether the provider's clock agreed with this one at its last reading, within the day. */
  agreed(): boolean {
    const reading = this.#reading
    if (reading === null || Math.abs(reading.skewMs) > SLACK_MS) return false
    return this.#sources.monotonic() - reading.mono < AGREEMENT_MS
  }

  /** The provider's last reading, if any. */
  get reading(): ProviderReading | null {
    return this.#reading
  }

  /**
   * The journal's time as the monotonic clock alone carries it (not the wall clock's slack, so a
   * restart cannot add it again), with its monotonic reading, to be saved.
   */
  saved(): SavedTime {
    return { time: this.#reference(), mono: this.#sources.monotonic() }
  }

  #reference(): number {
    return this.#anchorTime + (this.#sources.monotonic() - this.#anchorMono)
  }
}

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/** "3 days", "5 hours", "12 minutes": the size of a clock's error, roughly. */
export function clockSpan(ms: number): string {
  const abs = Math.abs(ms)
  if (abs >= 2 * DAY) return `${Math.round(abs / DAY)} days`
  if (abs >= 2 * HOUR) return `${Math.round(abs / HOUR)} hours`
  return `${Math.max(1, Math.round(abs / 60_000))} minutes`
}
