// Echoes by content, not by shape (fail closed), in a plain text (plain-view.ts):
// - any base64 or hex stretch long enough to hold key material (32 bytes decoded or more) is
//   replaced, whatever it decodes to: a bank's text has no reason to carry one. A stretch counts
//   when it reads as random: its characters change kind (upper, lower, digit, symbol) at least
//   once in every MIN_SWITCH_RATE, which a word, a narration or a number does not;
// - a hex dump of 32 bytes or more, its bytes one separator apart (`d6 f4 87 …`, `fa:2b:…`);
// - a shorter token is decoded (base64, and hex when it is hex) and replaced when what it hides
//   is a secret (`MjM0NTY3ODkwMTI0` is 234567890124): the caller's test says what is one.

/** 32 bytes of base64 (ceil(32 / 3) * 4 without padding). */
export const LONG_BASE64 = 43
/** 32 bytes of hex dump, one separator between bytes. */
const HEX_DUMP = /(?<![0-9a-f])(?:[0-9a-f]{2}[ :.,-]){31,}[0-9a-f]{2}(?![0-9a-f])/gi
const BASE64 = /(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{8,}={0,2}|(?<![\w-])[\w-]{8,}/g
/** A dump of key material has many different bytes; a row of `ab ab ab` or `00 00` is no key. */
const MIN_DISTINCT_BYTES = 12
/** A random string of 43 or more changes kind at about two characters in three. */
const MIN_SWITCH_RATE = 0.3

function kind(code: number): number {
  if (code >= 65 && code <= 90) return 1
  if (code >= 97 && code <= 122) return 2
  if (code >= 48 && code <= 57) return 3
  return 4
}

/** Whether a token reads as random: enough changes of kind, and letters among them. */
export function readsRandom(token: string): boolean {
  let switches = 0
  let letters = false
  for (let i = 0; i < token.length; i++) {
    const k = kind(token.charCodeAt(i))
    if (k <= 2) letters = true
    if (i > 0 && k !== kind(token.charCodeAt(i - 1))) switches++
  }
  return letters && switches >= token.length * MIN_SWITCH_RATE
}

/**
 * Whether a token could hide a secret worth decoding for: eight bytes or more (eleven base64
 * characters), and not a word of one case (the base64 of any text mixes cases and digits).
 */
function mayHide(token: string): boolean {
  return token.length >= 11 && !/^(?:[a-z]+|[A-Z]+|\d+)$/.test(token)
}

/** What a token may decode to: its base64 bytes, and its hex bytes when it is hex. */
function decodings(token: string): string[] {
  const out = [Buffer.from(token, 'base64').toString('latin1')]
  if (token.length % 2 === 0 && /^[0-9a-f]+$/i.test(token))
    out.push(Buffer.from(token, 'hex').toString('latin1'))
  return out
}

/**
 * The spans of a plain text to replace: long random stretches and hex dumps (always), and shorter
 * tokens whose decoding `secret` says holds a secret.
 */
export function encodedSpans(
  plain: string,
  secret: ((decoded: string) => boolean) | null,
): [number, number][] {
  const spans: [number, number][] = []
  HEX_DUMP.lastIndex = 0
  for (let m = HEX_DUMP.exec(plain); m !== null; m = HEX_DUMP.exec(plain))
    if (new Set(m[0].toLowerCase().match(/[0-9a-f]{2}/g)).size >= MIN_DISTINCT_BYTES)
      spans.push([m.index, m.index + m[0].length])
  BASE64.lastIndex = 0
  for (let m = BASE64.exec(plain); m !== null; m = BASE64.exec(plain)) {
    const token = m[0]
    if (!/[A-Za-z]/.test(token)) continue
    const long = token.length >= LONG_BASE64 && readsRandom(token)
    if (long || (secret !== null && mayHide(token) && decodings(token).some(secret)))
      spans.push([m.index, m.index + token.length])
  }
  return spans
}

/**
 * Six digits or more in a row, a few non-alphanumerics apart at most: a number a token hid. Six,
 * not eight: a mobile's head before its mask (`859463****`, the review's W4) is six.
 */
const HIDDEN_NUMBER = /\d(?:[^\dA-Za-z]{0,4}\d){5,}/

export function holdsNumber(decoded: string): boolean {
  return HIDDEN_NUMBER.test(decoded)
}
