// The journal's own sense of time: a wrong or jumping clock never deletes a record that is within
// the retention by the journal's own sense of time.
//
// The wall clock is trusted only within bounds: at start, when it lies between the newest time the
// journal has kept (its high-water mark) minus a little slack and that mark plus MAX_START_GAP (a
// laptop switched off over a long holiday); while running, when it stays within SLACK of the
// start time plus the monotonic time elapsed since. Outside those bounds the journal's time is
// the mark, or the mark plus the elapsed monotonic time, and the jump is logged. The journal time
// never goes back. Retention and the reprint window are measured in journal time, so a clock
// 100 days fast purges nothing, and a clock set back makes nothing live longer than it should
// by more than the time it was set back.
//
// A journal behind a wall clock catches up once that clock has run steadily: when the wall clock
// stays the same distance ahead of the journal's time (within SLACK) for CATCH_UP_MS of real,
// monotonic time, the gap is taken for time the desk was switched off (a shop closed for a long
// holiday), not for a clock set wrong, and the journal's time becomes the wall clock's. A clock set
// wrong is usually put right within minutes (by hand or by the network time), and that jump
// restarts the wait; so a clock found 100 days fast at a start still purges nothing that first
// hour, and retention and the reprint window do not stay behind for good after a long gap.

export const SLACK_MS = 5 * 60 * 1000
export const MAX_START_GAP_MS = 14 * 24 * 60 * 60 * 1000
export const CATCH_UP_MS = 60 * 60 * 1000

export interface ClockSources {
  wall: () => number
  monotonic: () => number
}

export type ClockNote =
  | { kind: 'ok' }
  | { kind: 'ahead'; byMs: number }
  | { kind: 'behind'; byMs: number }
  /** `since`: the journal time from which the records written while behind carry the gap. */
  | { kind: 'caught-up'; byMs: number; since: number }

export class JournalClock {
  readonly #sources: ClockSources
  #anchorTime = 0
  #anchorMono = 0
  #last = 0
  /** While the wall clock is ahead: how far, since when (monotonic) it has stayed so, and the
   * journal time at which it was first seen ahead. */
  #ahead: { byMs: number; sinceMono: number; since: number } | null = null
  /** What the last reading thought of the wall clock; logged by the journal when it changes. */
  note: ClockNote = { kind: 'ok' }

  constructor(sources: ClockSources) {
    this.#sources = sources
  }

  /** Starts the clock from the newest time the journal kept (null for a new journal). */
  start(highWater: number | null): ClockNote {
    const wall = this.#sources.wall()
    let anchor = wall
    if (highWater !== null) {
      if (wall > highWater + MAX_START_GAP_MS) {
        // One ms past the newest record: what is written from now on is told apart by its time.
        anchor = highWater + 1
        this.note = { kind: 'ahead', byMs: wall - highWater }
      } else if (wall < highWater - SLACK_MS) {
        anchor = highWater
        this.note = { kind: 'behind', byMs: highWater - wall }
      } else {
        anchor = Math.max(wall, highWater)
      }
    }
    this.#anchorTime = anchor
    this.#anchorMono = this.#sources.monotonic()
    this.#last = anchor
    this.#ahead =
      this.note.kind === 'ahead'
        ? { byMs: this.note.byMs, sinceMono: this.#anchorMono, since: anchor }
        : null
    return this.note
  }

  /** The journal's time now, in epoch milliseconds. */
  now(): number {
    const mono = this.#sources.monotonic()
    const reference = this.#anchorTime + (mono - this.#anchorMono)
    const wall = this.#sources.wall()
    let time: number
    if (
      wall > reference + SLACK_MS &&
      this.#steadyFor(wall - reference, mono, reference) >= CATCH_UP_MS
    ) {
      this.note = { kind: 'caught-up', byMs: wall - reference, since: this.#ahead!.since }
      this.#anchorTime = wall
      this.#anchorMono = mono
      this.#ahead = null
      time = wall
    } else if (wall > reference + SLACK_MS) {
      time = reference
      this.note = { kind: 'ahead', byMs: wall - reference }
    } else if (wall < reference - SLACK_MS) {
      time = reference
      this.note = { kind: 'behind', byMs: reference - wall }
    } else {
      time = wall
      this.note = { kind: 'ok' }
    }
    if (this.note.kind !== 'ahead') this.#ahead = null
    this.#last = Math.max(this.#last, time)
    return this.#last
  }

  /** How long (monotonic ms) the wall clock has stayed `byMs` ahead; a jump starts the count anew. */
  #steadyFor(byMs: number, mono: number, reference: number): number {
    if (this.#ahead === null) this.#ahead = { byMs, sinceMono: mono, since: reference }
    else if (Math.abs(byMs - this.#ahead.byMs) > SLACK_MS)
      this.#ahead = { ...this.#ahead, byMs, sinceMono: mono }
    return mono - this.#ahead.sinceMono
  }
}
