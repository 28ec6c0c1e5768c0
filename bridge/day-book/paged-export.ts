// An export's body read from the journal a slice at a time: one chunk per slice, made only when
// the response asks for the next (the server pulls a chunk once the socket took the one before),
// with a turn of the event loop between slices so the desk keeps answering. The CSV and the XLSX
// both page through here. A response that closes early stops the paging: the server ends the
// iteration, no further slice is read, and the log says how far the export got.

import { setImmediate as turn } from 'node:timers/promises'
import { log } from '../log.ts'

export async function* pagedChunks<Slice, Chunk>(
  slices: Iterable<Slice>,
  render: (slice: Slice) => Chunk | Promise<Chunk>,
  format: string,
): AsyncGenerator<Chunk, void, undefined> {
  let read = 0
  let finished = false
  try {
    for (const slice of slices) {
      read++
      yield await render(slice)
      await turn()
    }
    finished = true
  } finally {
    if (!finished) log('info', 'day-book export stopped early', { format, slicesRead: read })
  }
}
