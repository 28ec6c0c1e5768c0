// The day book's CSV export streamed: the header, then the matching records a
// slice at a time, oldest first, each row made by csv.ts's csvRow (which owns every cell's form).
// A slice is read only when the network took the last one, and the event loop gets a turn between
// slices, so an export of years holds one slice in memory and never stalls the desk.

import { setImmediate as turn } from 'node:timers/promises'
import type { DayBookFilters } from '../../src/shared/day-book.ts'
import type { StoredRecord } from '../journal/journal-types.ts'
import { BOM, CRLF, CSV_HEADER, csvRow } from './csv.ts'

/** What the export needs of the journal. */
export interface ExportSource {
  slices(filters: DayBookFilters): Iterable<StoredRecord[]>
}

/** The file's text, chunk by chunk: the BOM and header first, then one chunk per slice. */
export async function* csvChunks(
  journal: ExportSource,
  filters: DayBookFilters,
  row: (record: StoredRecord) => string = csvRow,
): AsyncGenerator<string, void, undefined> {
  yield BOM + CSV_HEADER + CRLF
  for (const slice of journal.slices(filters)) {
    let text = ''
    for (const record of slice) text += row(record) + CRLF
    yield text
    await turn()
  }
}
