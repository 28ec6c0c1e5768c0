// The journal's own time (clock.ts) as the Journal reads it: each reading notes whether the wall
// clock agrees, and a change of that note is logged once (a clock behind or ahead, then agreeing
// again), since retention and the reprint window follow the journal time, not the wall clock. A
// provider's reading that agrees lets the journal catch up (confirm()); problem() says what is
// wrong with the clock in the merchant's words, for /api/status and `check`. The time is saved in
// the database's meta table at a clean stop and read back at the next start (clock.ts counts on
// from it). Apart from journal.ts so that the Journal class reads the time in one call.

import { uptime } from 'node:os'
import type { DatabaseSync } from 'node:sqlite'
import { log as logLine } from '../log.ts'
import {
  JournalClock,
  MAX_START_GAP_MS,
  SLACK_MS,
  clockSpan,
  type ClockNote,
  type SavedTime,
} from './clock.ts'
import type { JournalStorage } from './storage.ts'

const HOUR_MS = 60 * 60 * 1000
const TIME_KEY = 'journal-time'
const MONO_KEY = 'journal-time-monotonic'

/** The journal's time saved (meta), so that the next start counts on from it (clock.ts). */
export function saveTime(db: DatabaseSync, storage: JournalStorage, time: JournalTime): void {
  const saved = time.saved()
  const save = db.prepare('INSERT OR REPLACE INTO meta VALUES (?, ?)')
  storage.transaction(db, () => {
    // Integers, stored as such: no run of digits in the file's text for a scan to mistake.
    save.run(TIME_KEY, Math.floor(saved.time))
    save.run(MONO_KEY, Math.floor(saved.mono))
  })
}

/**
 * The journal's time as last saved, or null (a journal of an earlier release): a damaged value
 * counts as none, and the newest record's time is the floor then.
 */
export function savedTime(db: DatabaseSync): SavedTime | null {
  const read = (key: string) =>
    (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: unknown } | undefined)
      ?.value
  const time = read(TIME_KEY)
  const mono = read(MONO_KEY)
  if (typeof time !== 'number' || typeof mono !== 'number') return null
  return Number.isFinite(time) && Number.isFinite(mono) ? { time, mono } : null
}

export class JournalTime {
  readonly #clock: JournalClock
  #clockNote: ClockNote['kind'] = 'ok'
  #disagreed = false
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
  start(highWater: number | null, saved: SavedTime | null = null): void {
    this.#noteClock(this.#clock.start(highWater, saved))
  }

  now(): number {
    const now = this.#clock.now()
    this.#noteClock(this.#clock.note)
    this.#applyShift()
    return now
  }

  /**
   * The provider's clock, read from its answer's Date header: this computer's clock minus the
   * provider's, in ms. Agreeing, it lets the journal's time catch up with the wall clock.
   */
  confirm(skewMs: number): void {
    const note = this.#clock.confirm(skewMs)
    const disagrees = Math.abs(skewMs) > SLACK_MS
    if (disagrees !== this.#disagreed) {
      this.#disagreed = disagrees
      if (disagrees)
        logLine('warn', "this computer's clock is not the provider's", {
          offByMinutes: Math.round(skewMs / 60_000),
          effect: "the journal keeps its own time; nothing is removed on this computer's clock",
        })
      else logLine('info', "this computer's clock agrees with the provider's again")
    }
    if (note.kind === 'caught-up') this.#pendingShift = { since: note.since, byMs: note.byMs }
    this.#noteClock(note)
    this.#applyShift()
  }

  /** Whether the provider's clock agreed with this one, lately: big removals wait for it. */
  agreed(): boolean {
    return this.#clock.agreed()
  }

  saved(): SavedTime {
    return this.#clock.saved()
  }

  /** What is wrong with the clock, in the merchant's words; null when nothing is. */
  problem(): string | null {
    const reading = this.#clock.reading
    if (reading !== null && Math.abs(reading.skewMs) > SLACK_MS)
      return (
        `This computer's clock is ${clockSpan(reading.skewMs)} ${reading.skewMs > 0 ? 'ahead of' : 'behind'} ` +
        "the bank provider's: set the laptop's date and time. The history keeps its own time " +
        "meanwhile, so nothing is removed because of this computer's clock."
      )
    this.#clock.now()
    const note = this.#clock.note
    if (note.kind === 'behind')
      return (
        `This computer's clock is ${clockSpan(note.byMs)} behind the history's own time: it was set ` +
        'back, or was wrong earlier. The history keeps its own time, so nothing is kept or removed on this clock.'
      )
    if (note.kind === 'ahead' && note.byMs > MAX_START_GAP_MS)
      return (
        `This computer's clock is ${clockSpan(note.byMs)} ahead of the history's own time, and the bank ` +
        "provider's clock has not confirmed it: until it does, nothing is removed from the history."
      )
    return null
  }

  #applyShift(): void {
    if (this.#pendingShift === null || this.shift === null) return
    try {
      this.shift(this.#pendingShift.since, this.#pendingShift.byMs)
      this.#pendingShift = null
    } catch (error) {
      logLine('warn', 'the records written while the clock was behind could not be moved yet', {
        error: String(error),
      })
    }
  }

  #noteClock(note: ClockNote): void {
    if (note.kind === this.#clockNote) return
    this.#clockNote = note.kind
    if (note.kind === 'caught-up') {
      this.#clockNote = 'ok'
      logLine(
        'info',
        "the journal's time caught up with the clock, which the provider's confirms",
        {
          byHours: Math.round(note.byMs / HOUR_MS),
          effect: 'retention and the reprint window follow the clock again',
        },
      )
      return
    }
    if (note.kind === 'ok') {
      logLine('info', 'the clock agrees with the journal again')
      return
    }
    const plausible = note.kind === 'ahead' && note.byMs <= MAX_START_GAP_MS
    logLine(plausible ? 'info' : 'warn', `the clock is ${note.kind} of the journal's own time`, {
      byHours: Math.round(note.byMs / HOUR_MS),
      effect:
        note.kind === 'ahead'
          ? "the journal's time waits for the provider's clock to confirm this one; nothing is purged early"
          : 'retention and the reprint window follow the journal time; nothing is purged early',
    })
  }
}
