// The India calendar day (IST, UTC+05:30, no daylight saving): the day book's "today", its date
// filters and its CSV times (bridge-api.md, "The day book (v1.2)"). Pure arithmetic on epoch
// milliseconds, so the bridge and the app agree whatever time zone the laptop is set to.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** Days since 1970-01-01 in India for an instant. */
export function indiaDayNumber(ms: number): number {
  return Math.floor((ms + IST_OFFSET_MS) / DAY_MS)
}

/** `YYYY-MM-DD` in India for an instant. */
export function indiaDate(ms: number): string {
  return dateOfDayNumber(indiaDayNumber(ms))
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

/** The first instant (epoch ms) of an India calendar day. */
export function startOfIndiaDay(day: number): number {
  return day * DAY_MS - IST_OFFSET_MS
}
