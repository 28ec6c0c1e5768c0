// The characters a number is written with, classified once each (number-runs.ts reads them, on
// the plain view: plain-view.ts has already made superscript, circled and full-width digits plain):
// a decimal digit of any script (Unicode Nd) and its value, a mask mark, an X or x (a mark or a
// letter, as its word decides), another letter, and anything else, which may stand between the
// groups of one number (fail closed: any short stretch of non-alphanumeric characters).

/** A place's value for a mask mark (digits are 0-9). */
export const MARK = 10

// Character classes, looked up per UTF-16 unit (BMP) and filled on first sight.
export const UNKNOWN = 0
export const DIGIT = 1
export const MARK_CHAR = 2
export const LETTER_MARK = 3
export const LETTER = 4
export const SEPARATOR = 5

export const CLASS = new Uint8Array(0x10000)
export const DIGIT_VALUE = new Int8Array(0x10000)

const IS_DIGIT = /^\p{Nd}$/u
const IS_LETTER = /^[\p{L}\p{M}]$/u
/** Other numeric characters (fractions, Roman numerals NFKC left alone): part of a word. */
const IS_OTHER_NUMBER = /^\p{N}$/u
/** Marks a bank masks a digit with, even one alone (a run of any one repeated mark counts too). */
const MARK_CHARS = new Set([
  '*',
  '#',
  '\u2022', // •
  '\u25cf', // ●
  '\u00b7', // ·
  '\u2217', // ∗
  '\u25cb', // ○
  '\u25e6', // ◦
  '\u25aa', // ▪
  '\u25a0', // ■
  '\u2731', // ✱
  '\u2715', // ✕
  '\u00d7', // ×
  '\uff0a',
  '\uff03',
])
const LETTER_MARKS = new Set(['X', 'x', '\uff38', '\uff58'])

/** The value of a Unicode decimal digit: Nd digits come in runs of ten, 0 to 9. */
function digitValue(code: number): number {
  let zero = code
  while (zero > 0 && IS_DIGIT.test(String.fromCodePoint(zero - 1))) zero--
  return (code - zero) % 10
}

function classify(code: number): number {
  const char = String.fromCodePoint(code)
  if (IS_DIGIT.test(char)) return DIGIT
  if (MARK_CHARS.has(char)) return MARK_CHAR
  if (LETTER_MARKS.has(char)) return LETTER_MARK
  if (IS_LETTER.test(char) || IS_OTHER_NUMBER.test(char)) return LETTER
  return SEPARATOR
}

for (let c = 0x30; c <= 0x39; c++) {
  CLASS[c] = DIGIT
  DIGIT_VALUE[c] = c - 0x30
}

export function classAt(code: number): number {
  let cls = CLASS[code]!
  if (cls === UNKNOWN) {
    cls = classify(code)
    CLASS[code] = cls
    if (cls === DIGIT) DIGIT_VALUE[code] = digitValue(code)
  }
  return cls
}

/** Astral code points (mathematical digits, some scripts' digits): rare, not cached. */
export function astral(text: string, i: number): { cls: number; value: number } {
  const code = text.codePointAt(i)!
  const cls = classify(code)
  return { cls, value: cls === DIGIT ? digitValue(code) : 0 }
}

/** The class of the character at `i` (a low surrogate's pair is read at its high half). */
export function classOf(text: string, i: number): number {
  const code = text.charCodeAt(i)
  if (code < 0x80) return CLASS[code]!
  if (code >= 0xd800 && code <= 0xdbff) return astral(text, i).cls
  return classAt(code)
}

/**
 * An ASCII character's class, without the Unicode property expressions above: in ASCII, Nd and N
 * are 0-9 and L and M are A-Z and a-z. Compiling those expressions at load was about 4 % of the
 * bridge's start; they compile when a text first holds a character beyond ASCII.
 */
function asciiClass(code: number): number {
  if (code >= 0x30 && code <= 0x39) return DIGIT
  const char = String.fromCharCode(code)
  if (MARK_CHARS.has(char)) return MARK_CHAR
  if (LETTER_MARKS.has(char)) return LETTER_MARK
  const lower = code | 0x20
  return lower >= 0x61 && lower <= 0x7a ? LETTER : SEPARATOR
}

// ASCII is classified at load, so that the common case is one table read.
for (let c = 0; c < 0x80; c++) CLASS[c] = asciiClass(c)
