// The day book's CSV export streamed: the header, then the matching records a
// slice at a time, oldest first, each row made as its record is read: from the CSV cells the
// journal kept beside the record when it was written (kept-cells.ts), or, for a record without
// cells this code made (an earlier release's, an interrupted one), by csv.ts's csvRow of the
// record as the day book shows it, as before.
// The paging and its stop when the client goes are paged-export.ts's.

import type { DayBookFilters } from '../../src/shared/day-book.ts'
import type { QueryContext } from '../journal/day-book-where.ts'
import type { RowReader } from '../journal/day-book-queries.ts'
import { present, type RecordRow } from '../journal/record-row.ts'
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
 * A row's columns: the body only when the kept cells cannot stand for it (none, made by other
 * code, or the row interrupted since: an interruption changes its outcome without a write), so
 * that SQLite does not hand over a body the export will not read.
 */
const COLUMNS = `seq, journal_time, interrupted, answer_lost, details, entry_count, cells,
  CASE WHEN interrupted = 0 AND substr(cells, 1, ${KEPT_CELLS_TAG.length}) = '${KEPT_CELLS_TAG}'
    THEN NULL ELSE body END AS body`

type Row = Omit<RecordRow, 'body'> & { body: string | null; cells: string | null }

/** Each row's CSV line in `lang` (without its CRLF). */
export function csvLines(lang: ExportLanguage): RowReader<string> {
  const kept = keptRows(lang)
  const line = (row: RecordRow, ctx: QueryContext) =>
    // The CSV's cells never read the balance or entries: no copy without them (reprint 0).
    csvRow(present(row, 0, ctx.now), lang)
  return {
    columns: COLUMNS,
    read: (record, ctx) => {
      const row = record as unknown as Row
      if (row.body !== null) return line(row as RecordRow, ctx)
      const text = kept(row.cells)
      if (text !== null) return text
      // The SQL took the cells for this code's, the line did not: read the body after all.
      const { body } = ctx.statement('SELECT body FROM records WHERE seq = ?').get(row.seq) as {
        body: string
      }
      return line({ ...row, body } as RecordRow, ctx)
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
