// A bank's text with control, bidi and invisible characters removed before any rule looks at it
// and before it is kept: they can reorder what a merchant reads or split a number unseen. The
// escapes, references and compatibility forms a bank may write are read by plain-view.ts, which
// decides on a plain copy and writes its decisions into the text as written.

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
