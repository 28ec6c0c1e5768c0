// How many day-book exports run at once (reliability review 2026-11-29, S9). Each export streams
// in bounded slices, but each also holds its own statement, buffers and (for the XLSX) its zip
// writer: five at once reached 77.5 MiB, about 6-7 MiB more per export, and each slowed the others
// and the desk's enquiries. So at most EXPORT_SLOTS run; one more is answered 429 EXPORTS_BUSY
// with Retry-After, at once and without touching the journal, whatever the number of tabs.
// A slot is held from the reply's first byte to its last, or until the client goes away.

import { BridgeError } from '../errors.ts'

/** Exports at once: one of each kind, as the merchant's page offers them, within 80 MiB. */
export const EXPORT_SLOTS = 2
/** What the refusal tells the page to wait: a 100k-record export takes a few seconds. */
export const EXPORT_RETRY_AFTER_S = 10

type Chunks = AsyncIterable<string | Uint8Array>

export class ExportSlots {
  #running = 0
  readonly #limit: number

  constructor(limit = EXPORT_SLOTS) {
    this.#limit = limit
  }

  get running(): number {
    return this.#running
  }

  /**
   * `chunks`, holding a slot until they end, fail or are left unread (`signal`: the client gone
   * before the stream began). Throws EXPORTS_BUSY when every slot is taken.
   */
  hold(chunks: Chunks, signal: AbortSignal): Chunks {
    if (this.#running >= this.#limit)
      throw new BridgeError(
        'EXPORTS_BUSY',
        `${this.#running} exports are being made already. Nothing was lost. Try again in about ${EXPORT_RETRY_AFTER_S} s.`,
        {
          headers: { 'Retry-After': String(EXPORT_RETRY_AFTER_S) },
          retryAfterS: EXPORT_RETRY_AFTER_S,
        },
      )
    this.#running += 1
    let held = true
    const release = () => {
      if (!held) return
      held = false
      this.#running -= 1
      signal.removeEventListener('abort', release)
    }
    signal.addEventListener('abort', release)
    if (signal.aborted) release()
    return {
      [Symbol.asyncIterator]: () => {
        const inner = chunks[Symbol.asyncIterator]()
        return {
          async next() {
            try {
              const step = await inner.next()
              if (step.done) release()
              return step
            } catch (error) {
              release()
              throw error
            }
          },
          async return(value?: unknown) {
            release()
            return (await inner.return?.(value)) ?? { done: true, value: undefined }
          },
        }
      },
    }
  }
}
