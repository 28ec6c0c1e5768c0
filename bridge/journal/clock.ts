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

export const SLACK_MS = 5 * 60 * 1000
export const MAX_START_GAP_MS = 14 * 24 * 60 * 60 * 1000

export interface ClockSources {
  wall: () => number
  monotonic: () => number
}

export type ClockNote =
  { kind: 'ok' } | { kind: 'ahead'; byMs: number } | { kind: 'behind'; byMs: number }

export class JournalClock {
  readonly #sources: ClockSources
  #anchorTime = 0
  #anchorMono = 0
  #last = 0
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
        anchor = highWater
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
    return this.note
  }

  /** The journal's time now, in epoch milliseconds. */
  now(): number {
    const reference = this.#anchorTime + (this.#sources.monotonic() - this.#anchorMono)
    const wall = this.#sources.wall()
    let time: number
    if (wall > reference + SLACK_MS) {
      time = reference
      this.note = { kind: 'ahead', byMs: wall - reference }
    } else if (wall < reference - SLACK_MS) {
      time = reference
      this.note = { kind: 'behind', byMs: reference - wall }
    } else {
      time = wall
      this.note = { kind: 'ok' }
    }
    this.#last = Math.max(this.#last, time)
    return this.#last
  }
}
