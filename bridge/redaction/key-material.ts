// Key material in a text whose capture is not known (a status check's: the capture was spent at the
// enquiry, docs/security.md rule 12): what a Skey, Hmac or Data echo looks like, removed without
// its value. Such texts have no reason to carry key material, so any of these becomes [pid]:
// - a run of 24 or more base64 characters (hex is a subset; any case; %2B %2F %3D and \/ read as
//   the characters they encode) that is not all digits (a long number is the number rule's);
// - a chain of pieces one to four spaces or punctuation marks apart, of 24 or more characters in
//   all, that starts with a key-like piece (6 characters or more with a letter and a digit, + / or
//   =; fail closed: six, since a bank cut an Skey into pieces of six): an echo cut into pieces. A sentence's words are not key-like, so a sentence stays.
// One pass over the text, by character codes: a 2 MB reply costs a few milliseconds.

const MIN_RUN = 24
const MIN_PIECE = 6
/** A piece of letters only continues a chain from this long (`pending` after an echo does not). */
const MIN_LETTERS_PIECE = 8
const MAX_GAP = 4

// Character kinds: 1 letter, 2 digit, 3 + / =, 4 a gap between pieces, 0 anything else.
const KIND = new Uint8Array(128)
for (let c = 0x41; c <= 0x5a; c++) KIND[c] = 1
for (let c = 0x61; c <= 0x7a; c++) KIND[c] = 1
for (let c = 0x30; c <= 0x39; c++) KIND[c] = 2
for (const c of '+/=') KIND[c.charCodeAt(0)] = 3
for (const c of ' ,;:|.\'"`()[]{}<>_~-\t') KIND[c.charCodeAt(0)] = 4

/** How many characters an encoded base64 character takes at `i` (%2B %2F %3D, \/), or 0. */
function encodedAt(text: string, i: number): number {
  const c = text.charCodeAt(i)
  if (c === 0x25) return /^%(?:2[bf]|3d)$/i.test(text.slice(i, i + 3)) ? 3 : 0
  if (c === 0x5c) return text.charCodeAt(i + 1) === 0x2f ? 2 : 0
  return 0
}

/** What readRun saw of the last run: its plain length and whether it has letters, others. */
const last = { plain: 0, letters: false, others: false }

/** Reads the run of base64 characters from `i` into `last`; returns where it ends. */
function readRun(text: string, i: number): number {
  last.plain = 0
  last.letters = false
  last.others = false
  while (i < text.length) {
    const code = text.charCodeAt(i)
    const kind = code < 128 ? KIND[code]! : 0
    let width = 1
    if (kind === 1) last.letters = true
    else if (kind === 2 || kind === 3) last.others = true
    else if ((width = encodedAt(text, i)) > 0) last.others = true
    else break
    i += width
    last.plain++
  }
  return i
}

/** The spans of key material in a text, as start and end pairs. */
export function keySpans(text: string): number[] {
  const spans: number[] = []
  let chainStart = -1
  let chainEnd = -1
  let chainLength = 0
  const endChain = (): void => {
    if (chainLength >= MIN_RUN) spans.push(chainStart, chainEnd)
    chainLength = 0
  }
  for (let i = 0; i < text.length;) {
    const start = i
    i = readRun(text, i)
    if (last.plain === 0) {
      // Not a base64 character: a gap keeps a chain open, anything else ends it.
      const code = text.charCodeAt(i)
      if ((code < 128 ? KIND[code] : 0) !== 4 || i - chainEnd >= MAX_GAP) endChain()
      i++
      continue
    }
    const allDigits = !last.letters && /^[0-9]+$/.test(text.slice(start, i))
    if (last.plain >= MIN_RUN && !allDigits) {
      endChain()
      spans.push(start, i)
    } else if (chainLength > 0 && joins(text, start, i) && onlyGap(text, chainEnd, start)) {
      chainEnd = i
      chainLength += last.plain
    } else if (last.plain < MIN_PIECE || !last.letters || !last.others) endChain()
    else {
      endChain()
      chainStart = start
      chainEnd = i
      chainLength = last.plain
    }
  }
  endChain()
  return spans
}

/**
 * Whether a text could hold key material: a letter beside a digit, + / = or an escape, or 24
 * letters or 24 of the others in a row. Most bank messages have none and are left at once.
 */
export function mayHoldKey(text: string): boolean {
  let prev = 0
  let count = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    const kind = code < 128 ? KIND[code]! : 0
    const now = kind === 1 ? 1 : kind === 2 || kind === 3 || code === 0x25 || code === 0x5c ? 2 : 0
    if (now !== 0 && prev !== 0 && now !== prev) return true
    count = now === prev ? count + 1 : 1
    if (now !== 0 && count >= MIN_RUN) return true
    prev = now
  }
  return false
}

export function removeKeyMaterial(text: string): string {
  // Nothing shorter than a run of key material can hold one: most texts stop here.
  if (text.length < MIN_RUN || !mayHoldKey(text)) return text
  const spans = keySpans(text)
  if (spans.length === 0) return text
  let out = ''
  let end = 0
  for (let k = 0; k < spans.length; k += 2) {
    out += text.slice(end, spans[k]) + '[pid]'
    end = spans[k + 1]!
  }
  return out + text.slice(end)
}

/**
 * Whether the run just read may continue an open chain: a key-like piece, a long piece of letters
 * only (one in ten pieces of 11 base64 characters has no digit), or the padding piece at the end.
 */
function joins(text: string, start: number, end: number): boolean {
  if (last.plain >= MIN_PIECE && last.letters && last.others) return true
  if (last.plain >= MIN_LETTERS_PIECE && last.letters) return true
  return text.charCodeAt(end - 1) === 0x3d && end > start
}

function onlyGap(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i)
    if ((code < 128 ? KIND[code] : 0) !== 4) return false
  }
  return to > from
}
