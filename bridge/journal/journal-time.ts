// The journal's own time (clock.ts) as the Journal reads it: each reading notes whether the wall
// clock agrees, and a change of that note is logged once (a clock behind or ahead, then agreeing
// again), since retention and the reprint window follow the journal time, not the wall clock.
// Apart from journal.ts so that the Journal class reads the time in one call.

import { uptime } from 'node:os'
import { log as logLine } from '../log.ts'
import { JournalClock, type ClockNote } from './clock.ts'

const HOUR_MS = 60 * 60 * 1000

export class JournalTime {
  readonly #clock: JournalClock
  #clockNote: ClockNote['kind'] = 'ok'
  /**
   * Moves the journal time of the records written while it was behind (from `since` on) forward
   * by `byMs`, so that they are kept and shown as long as their real age allows; set by the
   * open journal. Called outside any transaction; a shift that throws is tried again at the next
   * reading.
   */
  shift: ((since: number, byMs: number) => void) | null = null
  #pendingShift: { since: number; byMs: number } | null = null

  constructor(options: { now?: () => Date; monotonic?: () => number }) {
    const now = options.now ?? (() => new Date())
    this.#clock = new JournalClock({
      wall: () => now().getTime(),
      monotonic: options.monotonic ?? (() => uptime() * 1000),
    })
  }

  /** Starts the journal time from the newest time the file holds (null: an empty journal). */
  start(highWater: number | null): void {
    this.#noteClock(this.#clock.start(highWater))
  }

  now(): number {
    const now = this.#clock.now()
    const note = this.#clock.note
    if (note.kind === 'caught-up') this.#pendingShift = { since: note.since, byMs: note.byMs }
    this.#noteClock(note)
    if (this.#pendingShift !== null && this.shift !== null) {
      try {
        this.shift(this.#pendingShift.since, this.#pendingShift.byMs)
        this.#pendingShift = null
      } catch (error) {
        logLine('warn', 'the records written while the clock was behind could not be moved yet', {
          error: String(error),
        })
      }
    }
    return now
  }

  #noteClock(note: ClockNote): void {
    if (note.kind === this.#clockNote) return
    this.#clockNote = note.kind
    if (note.kind === 'caught-up') {
      this.#clockNote = 'ok'
      logLine('info', "the journal's time caught up with the clock, which has run steadily", {
        byHours: Math.round(note.byMs / HOUR_MS),
        effect: 'retention and the reprint window follow the clock again',
      })
      return
    }
    if (note.kind === 'ok') {
      logLine('info', 'the clock agrees with the journal again')
      return
    }
    logLine('warn', `the clock is ${note.kind} of the journal's own time`, {
      byHours: Math.round(note.byMs / HOUR_MS),
      effect: 'retention and the reprint window follow the journal time; nothing is purged early',
    })
  }
}
