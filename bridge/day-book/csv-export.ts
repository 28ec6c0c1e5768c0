// The day book's CSV export streamed: the header, then the matching records a
// slice at a time, oldest first, each row made by csv.ts's csvRow (which owns every cell's form).
// The paging and its stop when the client goes are paged-export.ts's.

import type { DayBookFilters } from '../../src/shared/day-book.ts'
import type { StoredRecord } from '../journal/journal-types.ts'
import { BOM, CRLF, CSV_HEADER, csvRow } from './csv.ts'
import { pagedChunks } from './paged-export.ts'

/** What the export needs of the journal. */
export interface ExportSource {
  slices(filters: DayBookFilters): Iterable<StoredRecord[]>
}

/** The file's text, chunk by chunk: the BOM and header first, then one chunk per part of a slice. */
export async function* csvChunks(
  journal: ExportSource,
  filters: DayBookFilters,
  row: (record: StoredRecord) => string = csvRow,
): AsyncGenerator<string, void, undefined> {
  yield BOM + CSV_HEADER + CRLF
  yield* pagedChunks(
    journal.slices(filters),
    (slice) => {
      let text = ''
      for (const record of slice) text += row(record) + CRLF
      return text
    },
    'csv',
  )
}
