// The one way a catalogue chunk is fetched, the merchant's (later English, Hindi) or the
// customer's (13 languages): each chunk is a dynamic import fetched once and shared by every
// caller; a failed fetch is forgotten, so the next call (a Retry button, a lazy component's quiet
// retries, the merchant choosing the language again) fetches it afresh.

const pending = new Map<string, Promise<unknown>>()

/** The catalogue named `name`, fetched by `fetchChunk` the first time it is asked for. */
export function loadCatalogue<T>(name: string, fetchChunk: () => Promise<T>): Promise<T> {
  let promise = pending.get(name) as Promise<T> | undefined
  if (!promise) {
    promise = fetchChunk().catch((error: unknown) => {
      pending.delete(name)
      throw error
    })
    pending.set(name, promise)
  }
  return promise
}
