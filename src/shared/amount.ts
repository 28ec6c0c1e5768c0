// Amounts as the upstream sends them: text such as "1000", " 1.0 " or "12,345.60", sometimes a
// number (docs/provider-api.md). One reader for the statement forms and the app's rupee display.

/** The amount as a number; null when it is not one. */
export function parseAmount(raw: string | number | null | undefined): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null
  if (typeof raw !== 'string') return null
  const text = raw.trim().replace(/,/g, '')
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}
