// The one set of redaction primitives (security.md: secrets never reach browser replies, logs or
// the journal; full Aadhaar numbers never reach logs or the journal). Both the log (log.ts), which
// redacts whatever it is given by value, and the reply scrubber (journaled-call/scrub.ts), which knows
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
  const finder = new RegExp(TWELVE_DIGITS_GROUPED.source, 'g')
  let out = ''
  let from = 0
  for (let match = finder.exec(text); match !== null; match = finder.exec(text)) {
    const digits = match[0].replace(/\D/g, '')
    if (verhoeffValid(digits)) {
      out += text.slice(from, match.index) + maskAadhaar(digits)
      from = finder.lastIndex
    } else {
      // Not a number on its own, but one may start at its next group: in "0000 2000 0000 0009"
      // the Aadhaar number is the last twelve digits. The lookbehind keeps a retry off mid-group.
      finder.lastIndex = match.index + 1
    }
  }
  return out + text.slice(from)
}

/** A masked place: X, *, # or a dot-like bullet, as banks and portals write them; or a digit. */
const PLACE = String.raw`[\dXx*#\u2022\u25cf\u00b7]`
/**
 * Groups of places, one space, dot or dash between groups, not glued to a letter or a digit: where
 * a masked Aadhaar number may be, however it is cut (4-4-4, 8-4, 6-6, 12).
 */
const PLACE_CHAIN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${PLACE}+(?:[ .-]${PLACE}+)*(?![\p{L}\p{N}])`,
  'gu',
)

/** Whether twelve places show a digit before the last four and hide at least one place. */
function revealsTooMuch(places: string): boolean {
  return /\D/.test(places) && /\d/.test(places.slice(0, 8))
}

/** The groups of a chain that are one masked window; a lone X is a word, never part of one. */
function remaskChain(chain: string): string {
  const groups = [...chain.matchAll(/[^ .-]+/g)].map((m) => ({ text: m[0], at: m.index }))
  const isWord = (g: { text: string }) => g.text.length === 1 && /\D/.test(g.text)
  let out = ''
  let last = 0
  for (let i = 0; i < groups.length; i++) {
    let places = ''
    let j = i
    while (j < groups.length && !isWord(groups[j]!) && places.length < 12)
      places += groups[j++]!.text
    if (places.length !== 12 || !revealsTooMuch(places)) continue
    const end = groups[j - 1]!.at + groups[j - 1]!.text.length
    out += chain.slice(last, groups[i]!.at) + 'XXXXXXXX' + places.slice(8).replace(/\D/g, 'X')
    last = end
    i = j - 1
  }
  return out + chain.slice(last)
}

/**
 * Re-masks a mask that shows any digit before the last four (issue 24 N3): the bank's own
 * `2345XXXX0124`, a first-eight `23456789XXXX` (with the journal's last four, the whole number),
 * `234567XXXXXX`, the sandbox's `2XXXXXXX0124`, however the twelve places are grouped. Every place
 * but the last four becomes X; the last four stay as they were (digits or X). Pure digits are a
 * number, not a mask (maskAadhaarLikeRuns decides); a mask that shows nothing before the last
 * four (XXXXXXXX0124, the PAN's XXXXXX234E, a mobile's XXXXXX3210) is left as written.
 */
export function remaskRevealingMasks(text: string): string {
  return text.replace(PLACE_CHAIN, remaskChain)
}

/**
 * Character references a bank's text may spell anything in (issue 24 F3: a Skey as `&#71;&#114;…`
 * or `&#x47;…`), decoded before any rule looks, so that an echo spelled so is found like a plain
 * one; `&amp;` too, so that a doubly escaped one is. The text is shown as text, never as HTML, so
 * a decoded `<` is only a character. A reference to no valid character stays as written.
 */
const CHARACTER_REFERENCE = /&#(?:x([0-9a-f]{1,6})|(\d{1,7}));?|&amp;/gi

export function decodeCharacterReferences(text: string): string {
  let out = text
  for (let round = 0; round < 3 && /&(?:#|amp;)/i.test(out); round++) {
    const next = out.replace(CHARACTER_REFERENCE, (ref, hex?: string, dec?: string) => {
      if (hex === undefined && dec === undefined) return '&'
      const code = hex !== undefined ? parseInt(hex, 16) : Number(dec)
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      return valid ? String.fromCodePoint(code) : ref
    })
    if (next === out) break
    out = next
  }
  return out
}

/**
 * One given mobile number as people write it (issue 24 N3): its ten digits with at most one
 * space, dot or dash between any two, after an optional +91, 91 or 0 (`+91 98765-43210`,
 * `09876543210`, `919876543210`), not inside a longer number. Null when it is not ten digits.
 */
export function mobilePattern(mobile: string): RegExp | null {
  const digits = mobile.replace(/\D/g, '')
  if (digits.length !== 10) return null
  return new RegExp(
    String.raw`(?<!\d)(?:(?:\+|00)?91[ .-]?|0[ .-]?)?` +
      [...digits].join('[ .-]?') +
      String.raw`(?!\d)`,
    'g',
  )
}

/**
 * Any Indian mobile number in a text, masked to its last four digits: ten digits whose first is 6-9
 * (the national numbering plan's mobile range), after an optional +91 / 0091 / 91 / 0 prefix, with
 * spaces, dots or dashes between them. For texts where the customer's whole number is not known
 * (a status check's: the record keeps only the last four), so the value-based mobilePattern cannot
 * run; such texts have no reason to carry any mobile number, so every one is masked, not only the
 * customer's. Values in `keep` (an RRN the text repeats) stay as they are.
 */
const ANY_MOBILE = /(?<![\d+])(?:(?:\+|00)?91[ .-]?|0[ .-]?)?[6-9](?:[ .-]?\d){9}(?!\d)/g

export function maskMobileLikeNumbers(text: string, keep: readonly string[] = []): string {
  return text.replace(ANY_MOBILE, (match) => {
    const digits = match.replace(/\D/g, '')
    return keep.includes(digits) ? match : 'XXXXXX' + digits.slice(-4)
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
 * One given Aadhaar number as people write it: its twelve digits with at most one space, dot,
 * dash or slash between any two ("2345 6789 0124", "23-456-789-0124", "2 3 4 5 …"). For the
 * customer's own number any writing is an echo, so no grouping is required (issue 24 N3). Null
 * when the value is not twelve digits.
 */
export function aadhaarPattern(aadhaar: string): RegExp | null {
  const digits = aadhaar.replace(/\D/g, '')
  if (digits.length !== 12) return null
  return new RegExp([...digits].join('[\\s./-]?'), 'g')
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
