// What is found by value, wherever it turns up in a text: a PID block (raw or escaped), and known
// secrets (credentials, the PAN, the reader's identity). Each is a search for a known string, so
// their order does not matter; numbers are decided separately, per run (decide.ts).

/** `<` as a bank may re-encode it: raw, HTML entity, JSON or JS escape, URL encoding. */
const LT = String.raw`(?:<|&lt;|&#0*60;|&#x0*3c;|\\u003c|\\x3c|%3c)`
const GT = String.raw`(?:>|&gt;|&#0*62;|&#x0*3e;|\\u003e|\\x3e|%3e)`
const SLASH = String.raw`(?:/|\\/|&#0*47;|&#x0*2f;|%2f)`
const SPACE = String.raw`(?:\s|%20|\+|&#0*32;|&nbsp;)*`

/**
 * A PID block (docs/rd-service.md §3.3), raw or escaped (HTML, JSON, URL), from its opening tag to
 * its closing one or, when the text was cut short, to the end: a truncated block is still biometric
 * data (docs/security.md rule 12).
 */
const PID_BLOCK = new RegExp(
  `${LT}${SPACE}PidData[\\s\\S]*?(?:${LT}${SLASH}${SPACE}PidData${SPACE}${GT}|$)`,
  'gi',
)

/**
 * Values shorter than this are not replaced by value: a three-character "secret" would garble
 * every text it occurs in while hiding nothing.
 */
export const MIN_SECRET_LENGTH = 4

export function redactPidBlocks(text: string, replacement: string): string {
  // Every block names its element: a text without the name has none (and skips the expression).
  return /piddata/i.test(text) ? text.replace(PID_BLOCK, replacement) : text
}

/** The values long enough to be redacted by value, once each. */
export function secretValues(values: readonly (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => !!v && v.length >= MIN_SECRET_LENGTH))]
}

/** Replaces every occurrence of each value, wherever it turns up in the text. */
export function replaceValues(
  text: string,
  values: readonly string[],
  replacement: string,
): string {
  let out = text
  for (const value of values)
    if (value && out.includes(value)) out = out.split(value).join(replacement)
  return out
}

const escapeRegExp = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A replacer of every occurrence of each value, in any letter case (null when there are none). */
export function foldedValues(values: readonly string[]): RegExp | null {
  if (values.length === 0) return null
  // Longest first: a user name's base64 is the start of the Basic token's.
  const longestFirst = [...values].sort((a, b) => b.length - a.length)
  return new RegExp(longestFirst.map(escapeRegExp).join('|'), 'gi')
}

/** A credential as it is, and as base64 or hex of its bytes: forms a bank could echo it in. */
export const credentialForms = (value: string) => [
  value,
  Buffer.from(value).toString('base64'),
  Buffer.from(value).toString('base64url'),
  Buffer.from(value).toString('hex'),
]
