// When the journal's maintenance (retention and the reprint window) runs: once shortly after the
// start, so a rewrite does not delay it, then every maintenanceMs; a failure is logged, never
// thrown. Apart from journal.ts because the timers and the first run's promise (settled(), and a
// clean close) are a concern of their own.

import { log as logLine } from '../log.ts'

export class MaintenanceSchedule {
  readonly #firstMs: number
  readonly #everyMs: number
  #firstMaintenance: Promise<void> = Promise.resolve()
  #timer: NodeJS.Timeout | null = null
  #firstTimer: NodeJS.Timeout | null = null
  #resolveFirst: () => void = () => {}

  constructor(firstMs: number, everyMs: number) {
    this.#firstMs = firstMs
    this.#everyMs = everyMs
  }

  /** Resolves once the first maintenance after start() has run (or stop() was called). */
  get firstDone(): Promise<void> {
    return this.#firstMaintenance
  }

  start(maintain: () => Promise<unknown>): void {
    const run = () =>
      maintain().then(
        () => {},
        (error: unknown) =>
          logLine('error', 'journal maintenance failed', { error: String(error) }),
      )
    this.#firstMaintenance = new Promise<void>((resolve) => {
      this.#firstTimer = setTimeout(() => {
        this.#firstTimer = null
        run().finally(resolve)
      }, this.#firstMs)
      this.#firstTimer.unref()
      this.#resolveFirst = resolve
    })
    this.#timer = setInterval(() => {
      maintain().catch((error: unknown) =>
        logLine('error', 'journal maintenance failed', { error: String(error) }),
      )
    }, this.#everyMs).unref()
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
    if (this.#firstTimer) clearTimeout(this.#firstTimer)
    this.#firstTimer = null
    this.#resolveFirst()
  }
}
