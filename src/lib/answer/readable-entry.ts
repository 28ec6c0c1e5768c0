// A statement entry in a form the desk does not know, shown as its values rather than as the
// bank's JSON: `{"particulars":"SERVICE CHARGES GST","value":"-11.80"}` reads
// "SERVICE CHARGES GST · -11.80". Text that is not a JSON object or list is shown as sent.

const isValue = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'

function valuesOf(value: unknown, depth = 0): string[] {
  if (isValue(value)) return String(value).trim() === '' ? [] : [String(value).trim()]
  if (depth > 2 || value === null || typeof value !== 'object') return []
  const items = Array.isArray(value) ? value : Object.values(value)
  return items.flatMap((item) => valuesOf(item, depth + 1))
}

export function readableEntry(raw: string): string {
  const text = raw.trim()
  if (!text.startsWith('{') && !text.startsWith('[')) return text
  try {
    const values = valuesOf(JSON.parse(text))
    return values.length > 0 ? values.join(' · ') : text
  } catch {
    return text
  }
}
