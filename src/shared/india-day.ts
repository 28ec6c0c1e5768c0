// The India calendar day (IST, UTC+05:30, no daylight saving): the merchant's daily authentication
// is "done" when it succeeded since the start of today in India (bridge-api.md, GET /api/status).

export const IST_OFFSET_MS = 330 * 60_000

/** The instant today began in India, for the given moment. */
export function startOfIndiaDay(now: Date): Date {
  const local = now.getTime() + IST_OFFSET_MS
  const midnight = local - (((local % 86_400_000) + 86_400_000) % 86_400_000)
  return new Date(midnight - IST_OFFSET_MS)
}

/** `YYYY-MM-DD` of the India calendar day of the given moment. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)
}

// The day book's calendar arithmetic (from the journal branch, renamed where main's names differ;
// the journal merge decides the final shape of this file).
const DAY_MS = 24 * 60 * 60 * 1000

/** `YYYY-MM-DD` of a day number (days since 1970-01-01). */
export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
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
