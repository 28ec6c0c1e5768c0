// A bank's text made plain before any rule looks at it: character references decoded (a Skey as
// `&#71;&#114;…`, a digit as `&#50;`) and control, bidi and invisible characters removed, so that
// nothing spelled or split that way hides from what follows. The text is shown as text, never as
// HTML, so a decoded `<` is only a character.

/** `&#…;`, `&#x…;` and `&amp;` (so that a doubly escaped reference is found too). */
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
 * Line breaks and tabs (a space); control characters (C0, DEL, C1) and the bidi controls that can
 * reorder what a merchant reads (U+061C, U+200E/F, U+202A-E, U+2066-9); invisible characters
 * (zero-width space, word joiner and invisible operators, the byte-order mark, the Mongolian vowel
 * separator, the soft hyphen), which hide nothing a reader needs but can split a number or sit
 * before a formula's `=`; and zero-width (non-)joiners except after the Indic letter they shape
 * (U+0900-U+0DFF). One expression, one pass.
 */
const UNWANTED =
  /[\t\n\r\v\f\u2028\u2029\u0085]|[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u00ad\u180e\u200b\u2060-\u2064\ufeff]|(?<![\u0900-\u0dff])[\u200c\u200d]/g
const LINE_BREAK = /[\t\n\r\v\f\u2028\u2029\u0085]/

export function stripControls(text: string): string {
  return text.replace(UNWANTED, (c) => (LINE_BREAK.test(c) ? ' ' : ''))
}
