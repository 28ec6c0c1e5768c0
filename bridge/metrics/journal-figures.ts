// The journal's size on disk and its oldest record's age, for GET /metrics. The oldest
// record changes only when records are removed (retention, the merchant's purge), so it is looked
// for again only then, or every ten minutes, never on every scrape: a year's journal is large.

import { statSync } from 'node:fs'
import type { DayBookFilters } from '../../src/shared/day-book.ts'
import type { DayBookEntry } from '../day-book/summary.ts'

export interface JournalFacts {
  /** The journal's file (journal.ts). */
  readonly path: string
  /** Its number of records. */
  readonly size: number
  entries(filters: DayBookFilters): DayBookEntry[]
}

const OLDEST_REFRESH_MS = 10 * 60 * 1000
/** Files a journal keeps beside its own (an SQLite journal's write-ahead log). */
const COMPANIONS = ['', '-wal']

function fileBytes(path: string): number {
  try {
    return statSync(path).size
  } catch {
    return 0
  }
}

export function journalFigures(journal: JournalFacts, now: () => number) {
  let cached: { size: number; oldest: number | null; at: number } | null = null
  const oldest = (): number | null => {
    const size = journal.size
    const stale =
      cached === null ||
      size < cached.size ||
      (cached.oldest === null && size > 0) ||
      now() - cached.at > OLDEST_REFRESH_MS
    if (stale) {
      let first: number | null = null
      // The per-bank counts start at their day's midnight: only the operations' times are records'.
      for (const entry of journal.entries({}))
        if (entry.part !== 'banks' && (first === null || entry.startedAt < first))
          first = entry.startedAt
      cached = { size, oldest: first, at: now() }
    }
    cached!.size = size
    return cached!.oldest
  }
  return {
    bytes: () => COMPANIONS.reduce((sum, suffix) => sum + fileBytes(journal.path + suffix), 0),
    /** Seconds since the oldest record began; null when the journal is empty. */
    oldestAge: () => {
      const at = oldest()
      return at === null ? null : Math.max(0, (now() - at) / 1000)
    },
  }
}
