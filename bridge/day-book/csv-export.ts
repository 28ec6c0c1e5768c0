// The day book's CSV export streamed: the header, then the matching records a
// slice at a time, oldest first, each row made as its record is read: from the CSV cells the
// journal kept beside the record when it was written (kept-cells.ts), or, for a record without
// cells this code made (an earlier release's, an interrupted one), by csv.ts's csvRow of the
// record as the day book shows it, as before.
// The paging and its stop when the client goes are paged-export.ts's.

import type { DayBookFilters } from '../../src/shared/day-book.ts'
import type { RowReader } from '../journal/day-book-queries.ts'
import { present, ROW_COLUMNS, type RecordRow } from '../journal/record-row.ts'
import { BOM, CRLF, CSV_HEADER, csvRow } from './csv.ts'
import type { ExportLanguage } from './export-cells.ts'
import { KEPT_CELLS_TAG, keptRows } from './kept-cells.ts'
import { pagedChunks } from './paged-export.ts'

/**
 * Records read and made into rows in one go. Kept at 128 (not paged-export.ts's PART of 32): with
 * slices of 32 the CSV cost as much CPU and its status p99 was not better (BENCHMARKS.md, stop 4).
 */
const SLICE = 128

/** What the export needs of the journal. */
export interface ExportSource {
  sliced<T, R>(
    filters: DayBookFilters,
    take: (rows: Iterable<R>) => T,
    slice: number,
    reader: RowReader<R>,
  ): Iterable<T>
}

/**
 * A row's columns, read as an array: its seq, and its kept cells when they stand for the row as the
 * day book shows it, else NULL. They do when this code made them (the tag) and the row was not
 * interrupted since, or was interrupted as an attempt still unanswered: an interruption (set at a
 * start without a write) shows the outcome `unknown` and the error INTERRUPTED, and for a body
 * whose outcome is already `unknown` (every attempt is journaled so, journaled-call.ts) no cell
 * changes: the outcome cell is the settled outcome, else `unknown` either way; the cause is the
 * kept one, the settled answer's, or the words' for any outcome but success; no cell reads the
 * error or the guidance (export-cells.ts). Any other interrupted row (an answer written after the
 * interruption, say) is read from its body. Two columns a row, not the eight a row from its body
 * needs: a row without usable cells (an earlier release's, an interrupted answer) is read again
 * whole by its seq.
 */
const COLUMNS = `seq, CASE WHEN substr(cells, 1, ${KEPT_CELLS_TAG.length}) = '${KEPT_CELLS_TAG}'
    AND (interrupted = 0 OR body ->> '$.outcome' = 'unknown') THEN cells END AS cells`

type Row = [seq: number, cells: string | null]

/** Each row's CSV line in `lang` (without its CRLF). */
export function csvLines(lang: ExportLanguage): RowReader<string> {
  const kept = keptRows(lang)
  return {
    columns: COLUMNS,
    arrays: true,
    read: (record, ctx) => {
      const [seq, cells] = record as unknown as Row
      const text = cells === null ? null : kept(cells)
      if (text !== null) return text
      // No cells this code made, or the SQL took them for this code's and the line did not.
      const row = ctx
        .statement(`SELECT ${ROW_COLUMNS} FROM records WHERE seq = ?`)
        .get(seq) as unknown as RecordRow
      // The CSV's cells never read the balance or entries: no copy without them (reprint 0).
      return csvRow(present(row, 0, ctx.now), lang)
    },
  }
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
  lang: ExportLanguage = 'en',
): AsyncGenerator<string, void, undefined> {
  yield BOM + CSV_HEADER + CRLF
  const slices = journal.sliced(
    filters,
    (lines) => {
      let text = ''
      for (const line of lines) text += line + CRLF
      return [text]
    },
    SLICE,
    csvLines(lang),
  )
  yield* pagedChunks(
    slices,
    (part) => part.join(''),
    'csv',
    (chunks) => chunks.join(''),
  )
}
