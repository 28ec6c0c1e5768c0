// Contract v1.2 (docs/contract.md), the day book's totals: GET /api/transactions/summary, counted by
// operation and outcome, by bank and (v1.5) by who served. Re-exported by contract.ts, the one
// contract; this file imports nothing, so the two make no circle.

export interface DayBookBank {
  iin: string
  name: string | null
  total: number
  success: number
}

/** Counts by operation, then by outcome name. */
export type DayBookByOperation = Record<string, Record<string, number>>

/** (v1.5) Who served: records per operator (null: before any hand-over), the busiest first. */
export interface DayBookOperator {
  operator: string | null
  total: number
  success: number
}

export interface DayBookTotals {
  total: number
  byOperation: DayBookByOperation
  byBank: DayBookBank[]
  /** (v1.5) The same records by who served. */
  byOperator?: DayBookOperator[]
  /** Start time of the first and the last enquiry counted; null when none. */
  first: string | null
  last: string | null
}

export interface DayBookDay extends DayBookTotals {
  /** India calendar date, YYYY-MM-DD. */
  date: string
  first: string
  last: string
}

/** GET /api/transactions/summary. Days with nothing are absent. */
export interface DayBookSummaryReply {
  from: string
  to: string
  days: DayBookDay[]
  totals: DayBookTotals
}
