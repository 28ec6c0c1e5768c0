// What may be written into a service definition: one line of printable text,
// XML-escaped where it goes into XML. A newline in a path would start a new directive in a systemd
// unit, and most control characters cannot be held by XML 1.0 at all; so `service install`
// refuses them, naming each, before it writes anything.

export class ServiceInputError extends Error {
  override name = 'ServiceInputError'
}

const CONTROL_NAMES: Record<number, string> = {
  0x09: 'tab',
  0x0a: 'line feed',
  0x0d: 'carriage return',
  0x00: 'NUL',
  0x1b: 'escape',
  0x7f: 'delete',
  0x85: 'next line',
  0x2028: 'line separator',
  0x2029: 'paragraph separator',
}

/**
 * A value written into a unit, a plist or a task XML must be one line of printable text: a
 * newline would start a new directive in a unit, and XML 1.0 cannot hold most
 * control characters at all. Throws naming each one found and where.
 */
export function requireServiceText(what: string, value: string): string {
  const found = new Set<string>()
  for (const ch of value) {
    const code = ch.codePointAt(0)!
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) {
      const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`
      found.add(CONTROL_NAMES[code] ? `${hex} (${CONTROL_NAMES[code]})` : hex)
    }
  }
  if (found.size > 0)
    throw new ServiceInputError(
      `${what} holds a control character, which no service definition can carry safely: ` +
        `${[...found].join(', ')}. Move it to a path without one: ${JSON.stringify(value)}`,
    )
  return value
}

/** The five characters XML gives a meaning to, as entities: a path or a name is text only. */
export const xmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
