// The journal's health (docs/contract.md): ok, or failing with the cause of the last write
// that did not reach the disk, a sentence for the merchant and since when; logged once per change
// of cause, and ok again once a write (or a probe, at most one at a time) works. Apart from
// journal.ts because it is a small state machine of its own that health() and ready() read.

import { log as logLine } from '../log.ts'
import type { JournalHealth } from './journal-types.ts'

/** What the writes' watch knows: ok or failing (an import is the journal's own state). */
type WriteHealth = Exclude<JournalHealth, { state: 'importing' }>
import { JournalWriteError } from './storage.ts'

export class HealthWatch {
  readonly #dataDir: string
  #health: WriteHealth = { state: 'ok' }
  #probing: Promise<void> | null = null

  constructor(dataDir: string) {
    this.#dataDir = dataDir
  }

  get current(): WriteHealth {
    return this.#health
  }

  /**
   * Call before new work (a capture, an enquiry): when ok, checks that DATA_DIR and the journal
   * file are still the ones opened (a removed folder is noticed before the next enquiry); when
   * failing, tries a small write (at most one probe at a time) and is ok again if it commits.
   */
  async ready(probe: (() => void) | null, requireSameFolder: () => void): Promise<JournalHealth> {
    if (probe === null) return this.#health
    if (this.#health.state === 'ok') {
      try {
        requireSameFolder()
      } catch (error) {
        this.failing(JournalWriteError.from(error))
      }
      return this.#health
    }
    await this.#probe(probe)
    return this.#health
  }

  /** Tries a small write (at most one probe at a time); ok again if it commits. */
  #probe(probe: () => void): Promise<void> {
    this.#probing ??= Promise.resolve()
      .then(probe)
      .then(
        () => this.recovered(),
        (error: unknown) => this.failing(JournalWriteError.from(error)),
      )
      .finally(() => (this.#probing = null))
    return this.#probing
  }

  failing(failure: JournalWriteError): void {
    if (this.#health.state === 'failing' && this.#health.cause === failure.cause) return
    this.#health = {
      state: 'failing',
      cause: failure.cause,
      reason: failure.reason,
      since: new Date().toISOString(),
    }
    logLine('error', 'journal cannot be written', {
      cause: failure.cause,
      errno: failure.errno,
      dataDir: this.#dataDir,
    })
  }

  /** Runs after every recovery, before new work is let in (the answers kept to write). */
  onRecovered: () => void = () => {}

  recovered(): void {
    if (this.#health.state === 'ok') return
    logLine('info', 'journal is written again', { after: this.#health.cause })
    this.#health = { state: 'ok' }
    this.onRecovered()
  }
}
