// An export's body read from the journal a slice at a time, and made a part of a slice at a time:
// one chunk per part, made only when the response asks for the next (the server pulls a chunk once
// the socket took the one before), with a turn of the event loop between parts so the desk keeps
// answering: a part of 128 records is a few milliseconds of work, where a whole slice of the XLSX
// was tens (the /api/status p99 while an export streams, BENCHMARKS.md). The CSV and the XLSX both
// page through here. A response that closes early stops the paging: the server ends the
// iteration, no further slice is read, and the log says how far the export got.

import { setImmediate as turn } from 'node:timers/promises'
import { log } from '../log.ts'

/** Records made into one chunk between two turns of the event loop. */
export const PART = 128

export async function* pagedChunks<Item, Chunk>(
  slices: Iterable<readonly Item[]>,
  render: (part: readonly Item[]) => Chunk | Promise<Chunk>,
  format: string,
): AsyncGenerator<Chunk, void, undefined> {
  let read = 0
  let finished = false
  try {
    for (const slice of slices) {
      read++
      for (let at = 0; at < slice.length; at += PART) {
        yield await render(slice.length <= PART ? slice : slice.slice(at, at + PART))
        await turn()
      }
    }
    finished = true
  } finally {
    if (!finished) log('info', 'day-book export stopped early', { format, slicesRead: read })
  }
}
