// The import of an older journal as the running bridge sees it (docs/contract.md v1.4): the journal
// reports `importing` with its progress and the expected wait until it is done; an import that
// fails says its real cause (a full disk, an I/O error, a file it cannot read) as the journal's
// failing reason, and is tried again from where it stopped every `retryMs`, so a disk that frees
// up lets it finish without a restart. Apart from journal.ts because the retry loop is its own.

import { log } from '../log.ts'
import type { JournalHealth } from './journal-types.ts'
import type { LegacyImport } from './legacy-import.ts'
import { classifyFailure, JournalWriteError } from './storage.ts'

export class ImportRunner {
  readonly #pending: LegacyImport
  readonly #retryMs: number
  #failure: JournalHealth | null = null
  #stopped = false
  #wake: () => void = () => {}
  /** Resolves true once imported, false if stopped first. */
  readonly done: Promise<boolean>

  constructor(pending: LegacyImport, retryMs: number) {
    this.#pending = pending
    this.#retryMs = retryMs
    this.done = this.#run()
  }

  health(): JournalHealth {
    return (
      this.#failure ?? {
        state: 'importing',
        progress: this.#pending.progress(),
        retryAfterS: this.#pending.retryAfterS(),
      }
    )
  }

  async #run(): Promise<boolean> {
    for (;;) {
      try {
        await this.#pending.run()
        if (this.#pending.stopped) return false
        this.#failure = null
        return true
      } catch (error) {
        this.#failed(error)
      }
      await new Promise<void>((resolve) => {
        this.#wake = resolve
        setTimeout(resolve, this.#retryMs).unref()
      })
      if (this.#stopped) return false
    }
  }

  #failed(error: unknown): void {
    const sqlite = (error as { code?: string }).code === 'ERR_SQLITE_ERROR'
    const system = typeof (error as { code?: unknown }).code === 'string' && !sqlite
    const known = sqlite || system
    const failure = JournalWriteError.from(error)
    const cause = known ? classifyFailure(error) : 'io-error'
    const why = known ? failure.reason : `${(error as Error).message}.`
    this.#failure = {
      state: 'failing',
      cause,
      reason: `The history of the older bridge could not be brought over: ${why} It is tried again every ${Math.round(this.#retryMs / 1000)} s from where it stopped.`,
      since: new Date().toISOString(),
    }
    log('error', 'the import of the older journal stopped', {
      cause,
      errno: failure.errno,
      error: String(error),
    })
  }

  /** Stops after the slice in progress (a clean close); what is committed stays. */
  stop(): void {
    this.#stopped = true
    this.#pending.stop()
    this.#wake()
  }
}
