// Whether the bridge is stopping, and how many requests are still being answered. main.ts stops
// on SIGTERM or Ctrl-C: new work gets 503 STOPPING (handler.ts), requests in flight (an enquiry
// waiting on the bank) finish and are journaled, up to a deadline, and only then does the process
// exit (an answer the bank gave must not be dropped by a stop).

export class Lifecycle {
  #stopping = false
  #active = 0
  #idle = new Set<() => void>()

  get stopping(): boolean {
    return this.#stopping
  }

  get inFlight(): number {
    return this.#active
  }

  stop(): void {
    this.#stopping = true
  }

  begin(): void {
    this.#active++
  }

  end(): void {
    this.#active = Math.max(0, this.#active - 1)
    if (this.#active === 0) for (const resolve of [...this.#idle]) resolve()
  }

  /** Resolves true once nothing is in flight, false when `timeoutMs` passed first. */
  drained(timeoutMs: number): Promise<boolean> {
    if (this.#active === 0) return Promise.resolve(true)
    return new Promise((resolve) => {
      const done = (value: boolean) => {
        clearTimeout(timer)
        this.#idle.delete(idle)
        resolve(value)
      }
      const idle = () => done(true)
      const timer = setTimeout(() => done(false), timeoutMs)
      this.#idle.add(idle)
    })
  }
}
