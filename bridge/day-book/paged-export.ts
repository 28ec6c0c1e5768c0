// An export's body read from the journal a slice at a time, and made a part of a slice at a time,
// with a turn of the event loop once a few milliseconds of work are done, so the desk keeps
// answering (the /api/status p99 while an export streams, BENCHMARKS.md). The turn goes by the
// clock, not by a count of records: a count of 128 records was a few milliseconds on a quiet
// machine and tens on a loaded one, where a status probe waited for the whole of it. The parts
// made between two turns go out as one chunk (the server pulls a chunk once the socket took the
// one before). The CSV and the XLSX both page through here. A response that closes early stops
// the paging: the server ends the iteration, no further slice is read, and the log says how far
// the export got.

import { setImmediate as turn } from 'node:timers/promises'
import { log } from '../log.ts'

/** Records made into one part: small, so that a part never holds the event loop for long. */
export const PART = 32

/**
 * Work between two turns of the event loop, by the wall clock. 2 ms, not 4: on a quiet 2-core
 * machine at 1,000,000 records the CSV took less CPU in the smaller chunks (177,123 rows per CPU s
 * against 153,383, side by side; fewer long strings for the collector to move) and a status probe
 * waited half as long (p50 6.2 against 10.8 ms); the XLSX's CPU and p99 did not move (BENCHMARKS.md
 * "On a quiet machine, stop 8").
 */
export const TURN_MS = 2

export async function* pagedChunks<Item, Chunk>(
  slices: Iterable<readonly Item[]>,
  render: (part: readonly Item[]) => Chunk | Promise<Chunk>,
  format: string,
  join: (chunks: Chunk[]) => Chunk = (chunks) => chunks[0]!,
): AsyncGenerator<Chunk, void, undefined> {
  let read = 0
  let finished = false
  let made: Chunk[] = []
  let since = performance.now()
  try {
    for (const slice of slices) {
      read++
      for (let at = 0; at < slice.length; at += PART) {
        made.push(await render(slice.length <= PART ? slice : slice.slice(at, at + PART)))
        if (performance.now() - since < TURN_MS) continue
        yield made.length === 1 ? made[0]! : join(made)
        made = []
        await turn()
        since = performance.now()
      }
    }
    if (made.length > 0) yield made.length === 1 ? made[0]! : join(made)
    finished = true
  } finally {
    if (!finished) log('info', 'day-book export stopped early', { format, slicesRead: read })
  }
}
