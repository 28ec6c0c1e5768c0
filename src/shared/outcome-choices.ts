// The day book's outcome filter offers these choices, not every outcome alone: the page lists
// them (DayBookFilters.vue) and the bridge keeps the whole range's summary of each as pieces
// (bridge/journal/choice-pieces.ts), so both read the one list.

import { DAY_BOOK_OUTCOMES, type DayBookOutcome } from './day-book.ts'

/** Results a merchant must check again later: one choice in the filter (docs/provider-api.md). */
export const NOT_CONFIRMED: readonly DayBookOutcome[] = ['pending', 'timeout', 'error', 'unknown']

/** The outcome filter's choices: all, success, refused, not confirmed, then the rarer ones. */
export const OUTCOME_CHOICES: readonly { value: string; outcomes: DayBookOutcome[] }[] = [
  { value: '', outcomes: [] },
  { value: 'success', outcomes: ['success'] },
  { value: 'failure', outcomes: ['failure'] },
  { value: 'not-confirmed', outcomes: [...NOT_CONFIRMED] },
  ...DAY_BOOK_OUTCOMES.filter(
    (o) => o !== 'success' && o !== 'failure' && !NOT_CONFIRMED.includes(o),
  ).map((o) => ({ value: o, outcomes: [o] })),
]
