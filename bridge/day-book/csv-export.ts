// The day book's CSV export streamed: the header, then the matching records a
// slice at a time, oldest first, each row made by csv.ts's csvRow (which owns every cell's form)
// as its record is read.
// The paging and its stop when the client goes are paged-export.ts's.

import type { DayBookFilters } from '../../src/shared/day-book.ts'
import type { StoredRecord } from '../journal/journal-types.ts'
import { BOM, CRLF, CSV_HEADER, csvRow } from './csv.ts'
import { pagedChunks } from './paged-export.ts'

/**
 * Records read and made into rows in one go. Kept at 128 (not paged-export.ts's PART of 32): with
 * slices of 32 the CSV cost as much CPU and its status p99 was not better (BENCHMARKS.md, stop 4).
 */
const SLICE = 128

/** What the export needs of the journal. */
export interface ExportSource {
  sliced<T>(
    filters: DayBookFilters,
    take: (records: Iterable<StoredRecord>) => T,
    slice?: number,
    details?: boolean,
  ): Iterable<T>
}

/**
 * The file's text, chunk by chunk: the BOM and header first, then the rows made between two turns
 * of the event loop, each row made as its record is read (a slice of SLICE, so what is alive at once stays small
 * across the executable's 1 MB young generation: fewer copies, less promoted; the export took 1.5
 * times less CPU than with slices of 512 parsed first, under the executable's flags).
 */
export async function* csvChunks(
  journal: ExportSource,
  filters: DayBookFilters,
  row: (record: StoredRecord) => string = csvRow,
): AsyncGenerator<string, void, undefined> {
  yield BOM + CSV_HEADER + CRLF
  const slices = journal.sliced(
    filters,
    (records) => {
      let text = ''
      for (const record of records) text += row(record) + CRLF
      return [text]
    },
    SLICE,
    // The CSV's cells (export-cells.ts) never read the balance or the entries: a record past the
    // reprint window need not be copied without them first.
    false,
  )
  yield* pagedChunks(
    slices,
    (part) => part.join(''),
    'csv',
    (chunks) => chunks.join(''),
  )
}
