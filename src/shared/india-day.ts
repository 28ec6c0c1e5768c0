// The India calendar day (IST, UTC+05:30, no daylight saving), the one module for both of its
// users: the merchant's daily authentication is "done" when it succeeded since the start of today
// in India (docs/contract.md, GET /api/status), and the day book's "today", date filters and CSV
// times (docs/contract.md, "The day book (v1.2)"). Pure arithmetic on epoch milliseconds, so the
// bridge and the app agree whatever time zone the laptop is set to.

export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

const epochMs = (at: Date | number): number => (typeof at === 'number' ? at : at.getTime())

/** Days since 1970-01-01 in India for an instant. */
export function indiaDayNumber(ms: number): number {
  return Math.floor((ms + IST_OFFSET_MS) / DAY_MS)
}

/** `YYYY-MM-DD` in India for an instant (a Date or epoch milliseconds). */
export function indiaDate(at: Date | number): string {
  return dateOfDayNumber(indiaDayNumber(epochMs(at)))
}

/** `YYYY-MM-DD` of a day number. */
export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/** `YYYY-MM-DD HH:MM:SS` in India: the time column of the CSV export. */
export function indiaDateTime(ms: number): string {
  const text = new Date(ms + IST_OFFSET_MS).toISOString()
  return text.slice(0, 10) + ' ' + text.slice(11, 19)
}

/**
 * The day number of a calendar date `YYYY-MM-DD`, or null when the text is not one (wrong shape,
 * or a date that does not exist, such as 2026-02-30).
 */
export function dayNumberOfDate(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const ms = Date.UTC(year, month - 1, day)
  const back = new Date(ms)
  if (
    year < 2000 ||
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() !== month - 1 ||
    back.getUTCDate() !== day
  )
    return null
  return ms / DAY_MS
}

/** The first instant (epoch ms) of an India calendar day given by its day number. */
export function startOfDayNumber(day: number): number {
  return day * DAY_MS - IST_OFFSET_MS
}

/** The instant today began in India, for the given moment. */
export function startOfIndiaDay(now: Date): Date {
  return new Date(startOfDayNumber(indiaDayNumber(now.getTime())))
}
