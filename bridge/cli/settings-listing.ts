// What `check` prints of the merged settings: each setting that has a value,
// with where it came from (the environment, the user's file or the machine-wide one, with its
// line), so that IT sees which of its layers won. A secret is said to be set, never shown.

import { KNOWN_SETTINGS } from './config-file.ts'
import { SECRET_SETTINGS } from './machine-settings.ts'

type Origins = ReadonlyMap<string, { source: string; line: number | null }>

export function settingsListing(env: Record<string, string | undefined>, origins: Origins) {
  const lines: string[] = []
  for (const key of KNOWN_SETTINGS) {
    const value = env[key]?.trim()
    if (value === undefined || value === '') continue
    const origin = origins.get(key)
    const from = origin
      ? origin.line === null
        ? origin.source
        : `${origin.source} line ${origin.line}`
      : 'the environment'
    const shown = SECRET_SETTINGS.has(key) ? '(set; not shown)' : JSON.stringify(value)
    lines.push(`  ${key}=${shown}  <- ${from}`)
  }
  return lines
}
