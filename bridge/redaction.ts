// The one set of redaction primitives (security.md: secrets never reach browser replies, logs or
// the journal; full Aadhaar numbers never reach logs or the journal). Both the log (log.ts), which
// redacts whatever it is given by value, and the reply scrubber (enquiry/scrub.ts), which knows
// the very values of one enquiry, are built from these; each chooses its own replacement text.

import { maskAadhaar } from '../src/shared/mask.ts'

export { maskAadhaar }

/**
 * A PID block (rd-service.md §3.3), from its opening tag to its closing one or, when the text
 * was cut short, to the end: a truncated block is still biometric data.
 */
const PID_BLOCK = /<\s*PidData[\s\S]*?(<\/\s*PidData\s*>|$)/gi

/** A run of exactly twelve digits: as far as a text can tell, an Aadhaar number. */
const TWELVE_DIGITS = /(?<!\d)\d{12}(?!\d)/g

/**
 * Values shorter than this are not replaced by value: a three-character "secret" would garble
 * every text it occurs in while hiding nothing.
 */
export const MIN_SECRET_LENGTH = 4

export function redactPidBlocks(text: string, replacement: string): string {
  return text.replace(PID_BLOCK, replacement)
}

/** Masks every run of twelve digits to its last four (XXXXXXXX1234). */
export function maskTwelveDigitRuns(text: string): string {
  return text.replace(TWELVE_DIGITS, (digits) => maskAadhaar(digits))
}

/**
 * One given Aadhaar number as people write it: plain, or in groups of four with a space, dot or
 * dash between them ("2345 6789 0124"). Null when the value is not twelve digits.
 */
export function aadhaarPattern(aadhaar: string): RegExp | null {
  const digits = aadhaar.replace(/\D/g, '')
  if (digits.length !== 12) return null
  return new RegExp(digits.match(/\d{4}/g)!.join('[\\s.-]?'), 'g')
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
  for (const value of values) if (value) out = out.split(value).join(replacement)
  return out
}
