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
