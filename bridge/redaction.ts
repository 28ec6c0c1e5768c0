// The one set of redaction primitives (security.md: secrets never reach browser replies, logs or
// the journal; full Aadhaar numbers never reach logs or the journal). Both the log (log.ts), which
// redacts whatever it is given by value, and the reply scrubber (enquiry/scrub.ts), which knows
// the very values of one enquiry, are built from these; each chooses its own replacement text.

import { maskAadhaar } from '../src/shared/mask.ts'
import { verhoeffValid } from '../src/shared/verhoeff.ts'

export { maskAadhaar }

/** `<` as a bank may re-encode it: raw, HTML entity, JSON or JS escape, URL encoding. */
const LT = String.raw`(?:<|&lt;|&#0*60;|&#x0*3c;|\\u003c|\\x3c|%3c)`
const GT = String.raw`(?:>|&gt;|&#0*62;|&#x0*3e;|\\u003e|\\x3e|%3e)`
const SLASH = String.raw`(?:/|\\/|&#0*47;|&#x0*2f;|%2f)`
const SPACE = String.raw`(?:\s|%20|\+|&#0*32;|&nbsp;)*`

/**
 * A PID block (rd-service.md §3.3), raw or escaped (HTML, JSON, URL), from its opening tag to its
 * closing one or, when the text was cut short, to the end: a truncated block is still biometric
 * data (security.md rule 12).
 */
const PID_BLOCK = new RegExp(
  `${LT}${SPACE}PidData[\\s\\S]*?(?:${LT}${SLASH}${SPACE}PidData${SPACE}${GT}|$)`,
  'gi',
)

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
 * Twelve digits, plain or in groups of four with a space, dot or dash, not part of a longer
 * number nor the whole part of a decimal amount.
 */
const TWELVE_DIGITS_GROUPED = /(?<![\d.])\d{4}([ .-]?)\d{4}\1\d{4}(?!\d|\.\d)/g

/**
 * Masks every Verhoeff-valid twelve-digit run, as people write them: as far as a text can tell,
 * someone's Aadhaar number (security.md rule 12). Other runs (an RRN, an account) stay.
 */
export function maskAadhaarLikeRuns(text: string): string {
  return text.replace(TWELVE_DIGITS_GROUPED, (run) => {
    const digits = run.replace(/\D/g, '')
    return verhoeffValid(digits) ? maskAadhaar(digits) : run
  })
}

/**
 * A mask that shows more than the last four digits, such as the bank's own `2345XXXX0124`
 * (first four shown, upstream-notes.md): twelve places of digits and X or *, in groups or not.
 */
const REVEALING_MASK = /(?<![\dXx*])[\dXx*]{4}([ -]?)[\dXx*]{4}\1\d{4}(?![\dXx*])/g

/** Re-masks a revealing mask to the last four digits only (XXXXXXXX0124). */
export function remaskRevealingMasks(text: string): string {
  return text.replace(REVEALING_MASK, (mask) => {
    const head = mask.replace(/[ -]/g, '').slice(0, 8)
    // Pure digits are a number, not a mask (maskAadhaarLikeRuns decides); a mask showing nothing
    // before the last four is already right.
    if (!/[Xx*]/.test(head) || !/\d/.test(head)) return mask
    return maskAadhaar(mask)
  })
}

/**
 * Control characters (C0, DEL, C1) and the bidi controls that can reorder what a merchant reads
 * (U+061C, U+200E/F, U+202A-E, U+2066-9). Line breaks and tabs become a space; the joiners
 * Indic scripts need (U+200C/D) stay between their letters.
 */
const LINE_BREAKS = /[\t\n\r\v\f\u2028\u2029\u0085]/g
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
/**
 * Invisible characters (issue 24 N9): zero-width space, word joiner and invisible operators, the
 * byte-order mark, the Mongolian vowel separator and the soft hyphen. They hide nothing a reader
 * needs, and they can split a number so that no pattern sees it, or sit before a formula's `=`.
 */
const INVISIBLES = /[\u00ad\u180e\u200b\u2060-\u2064\ufeff]/g
/**
 * Zero-width (non-)joiners shape the Devanagari or other Indic letter before them (U+0900-U+0DFF),
 * so they stay after one; anywhere else they can only hide something (inside a number).
 */
const STRAY_JOINERS = /(?<![\u0900-\u0dff])[\u200c\u200d]/g

export function stripControls(text: string): string {
  return text
    .replace(LINE_BREAKS, ' ')
    .replace(CONTROLS, '')
    .replace(INVISIBLES, '')
    .replace(STRAY_JOINERS, '')
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
