// What a value must look like to be kept as a reference (an RRN, a STAN, a client or order
// reference) wherever a writer meets its digits (kept-values.ts, rrn.ts). Fail closed: a hostile
// provider can send anything in a reference field, and a value kept as sent is a value no rule
// reads. `612345678901`, `458812`, `CR20251003001` and `MS1759481521000` are references;
// `Bank: 767962XXXX`, `955  721  8732` or `2345-6789-0124` are texts, scrubbed like any other
// (the end-to-end run through the simulated provider found the first two kept whole through the reference rule).

/** Words of letters, then one run of digits, then words, joined by `-`, `_`, `/` or `.`. */
const REFERENCE = /^(?:[A-Za-z][A-Za-z_/.-]*)?\d+(?:[_/.-]?[A-Za-z][A-Za-z_/.-]*)?$/
/** A mask's letter (`XXXX`, `xx`, `nnnn`): letters that are all these make a masked number. */
const MASK_LETTER = /[Xxn]/
/** Long enough for any reference the provider's API names (docs/provider-api.md), no longer. */
const MAX_REFERENCE = 40

/**
 * Whether a (trimmed) value reads as one reference: one token, one run of ASCII digits, and
 * letters that are not a mask's (`767962XXXX`, `XXXX23456789` are a number's head).
 */
export function readsAsReference(value: string): boolean {
  if (value.length > MAX_REFERENCE || !REFERENCE.test(value)) return false
  // A loop, not a copy of the letters: the CSV asks this of three values of every record.
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    const letter = (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
    if (letter && code !== 88 && code !== 120 && code !== 110) return true
  }
  return !MASK_LETTER.test(value)
}
