// What the journal does on a timer while it is open: the write-ahead log is copied into the
// database (a passive checkpoint), so that the log never holds much that only it has; and when the
// journal is failing, or keeps answers the disk refused, it probes the disk and writes them as
// soon as it can, without waiting for new work to start the probe. Apart from journal.ts because
// the timer and its one-at-a-time guard are a concern of their own.

import type { DatabaseSync } from 'node:sqlite'
import { log } from '../log.ts'
import type { HealthWatch } from './journal-health.ts'
import { JournalWriteError } from './storage.ts'

export interface TickParts {
  db: () => DatabaseSync | null
  health: HealthWatch
  /** Throws folder-gone unless DATA_DIR and every journal file are still the ones opened. */
  check: () => void
  /** Whether a purge is running (it checkpoints at its end itself). */
  busy: () => boolean
  /** Answers kept in memory, not yet on disk. */
  kept: () => number
  /** The journal's ready(): probes a failing journal, and writes the kept answers once it works. */
  ready: () => Promise<unknown>
  /** Writes the kept answers (the journal works). */
  flush: () => Promise<void>
}

/** Every `everyMs` while started: one tick at a time. */
export class JournalTick {
  readonly #parts: TickParts
  readonly #everyMs: number
  #timer: NodeJS.Timeout | null = null
  #running: Promise<void> | null = null

  constructor(parts: TickParts, everyMs: number) {
    this.#parts = parts
    this.#everyMs = everyMs
  }

  start(): void {
    this.#timer = setInterval(() => void this.run(), this.#everyMs)
    this.#timer.unref()
  }

  /** One tick now (a test, a clean close), or the one running. */
  run(): Promise<void> {
    this.#running ??= this.#tick().finally(() => (this.#running = null))
    return this.#running
  }

  async #tick(): Promise<void> {
    const { health } = this.#parts
    if (health.current.state === 'failing' || this.#parts.kept() > 0) await this.#parts.ready()
    if (health.current.state === 'ok' && this.#parts.kept() > 0) await this.#parts.flush()
    const db = this.#parts.db()
    if (db === null || health.current.state !== 'ok' || this.#parts.busy()) return
    // A transaction held across turns (the import's last step) is not checkpointed under.
    if (db.isTransaction) return
    try {
      this.#parts.check()
      const [row] = db.prepare('PRAGMA wal_checkpoint(PASSIVE)').all() as {
        busy: number
        log: number
        checkpointed: number
      }[]
      if (row !== undefined && row.busy !== 0)
        log('warn', 'the write-ahead log could not be checkpointed', { ...row })
    } catch (error) {
      health.failing(JournalWriteError.from(error))
    }
  }

  /** Stops the timer; resolves once a tick in progress has ended. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
    await this.#running
  }
}
