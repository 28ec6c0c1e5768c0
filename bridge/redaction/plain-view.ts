// A bank's text as the rules read it (fail closed: normalise first, then decide on what is left),
// with the way back to the text as written: every character of the plain view knows the span of
// the original it came from, so that a rule's decision replaces the ORIGINAL's characters
// (edits.ts) and everything it did not touch stays exactly as the bank wrote it.
//
// What the plain view undoes, in one pass (repeated while a pass still finds an escape, at most
// three times, so that `%2539` and `&amp;#50;` are read too):
// - `%XX` (UTF-8 sequences whole), `\uXXXX`, `\xXX`, `\/`, and `\n` `\r` `\t` written as text;
// - `&#NN;`, `&#xHH;` and the named references a bank's HTML carries (`&nbsp;`, `&amp;`, …);
// - container syntax (markup.ts): a tag's name and attribute names (`<br>`, `<td class="x">`,
//   `</d>`), a comment's or CDATA section's opening, a JSON key (`"a":`), a query pair's name
//   (`&b=`) are one space; attribute values, and what comments and sections hold, are text;
// - NFKC per character: superscript, subscript, circled, full-width and mathematical digits and
//   letters become plain ones (⑨ → 9, ¹ → 1, Ａ → A);
// - control, bidi and invisible characters go (they split a number without a reader seeing it);
// - any run of white space (line breaks, no-break and wide spaces included) is one space.

import { escapeAt } from './escapes.ts'
import { containerAt } from './markup.ts'

/** The plain text and, per plain character, the original span [from, to). */
export interface PlainView {
  plain: string
  from: Int32Array
  to: Int32Array
}
/** Controls, bidi controls and invisible characters: dropped from the plain view. */
const INVISIBLE =
  /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u00ad\u180e\ufeff]/
const SPACE = /\s/
const ESCAPES =
  /%[0-9a-f]{2}|\\u[0-9a-f]{4}|\\x[0-9a-f]{2}|&#|&[a-z][a-z0-9]{1,7};|<[a-z/!]|"[\w$@]+"\s*:|[?&]\w+=/i

const NFKC = new Map<string, string>()
function nfkc(char: string): string {
  let out = NFKC.get(char)
  if (out === undefined) {
    out = char.normalize('NFKC')
    if (NFKC.size < 50_000) NFKC.set(char, out)
  }
  return out
}
/** One pass's output, built character by character. */
class Builder {
  chars: string[] = []
  from: number[] = []
  to: number[] = []

  /** Adds `text` (each of its UTF-16 units) as coming from original [from, to). */
  add(text: string, from: number, to: number): void {
    const code = text.length === 1 ? text.charCodeAt(0) : -1
    if (code > 0x20 && code < 0x7f) {
      // Printable ASCII, the common case: no test needed.
      this.chars.push(text)
      this.from.push(from)
      this.to.push(to)
      return
    }
    for (let k = 0; k < text.length; k++) {
      const unit = text[k]!
      if (SPACE.test(unit)) {
        const last = this.chars.length - 1
        if (last >= 0 && this.chars[last] === ' ') {
          this.to[last] = to
          continue
        }
        this.chars.push(' ')
      } else if (INVISIBLE.test(unit)) {
        // Nothing to read, but it goes with the character before it: an edit of that character
        // takes it too (`%E2%80%8B` between two digits is not left behind in a masked number).
        if (this.to.length > 0) this.to[this.to.length - 1] = to
        continue
      } else this.chars.push(unit)
      this.from.push(from)
      this.to.push(to)
    }
  }
}
/** Reads text[start, end) into `out`; a container's syntax is a space, its values are read. */
function read(out: Builder, text: string, start: number, end: number): void {
  for (let i = start; i < end;) {
    const code = text.charCodeAt(i)
    const escaped = code === 0x25 || code === 0x5c || code === 0x26
    const decoded = escaped ? escapeAt(text, i) : null
    if (decoded && decoded[1] <= end) {
      out.add(decoded[0] >= '\u0080' ? nfkc(decoded[0]) : decoded[0], i, decoded[1])
      i = decoded[1]
      continue
    }
    const syntax = code === 0x3c || code === 0x22 || code === 0x3f || code === 0x26
    const container = syntax ? containerAt(text, i) : null
    if (container && container.end <= end) {
      let at = i
      for (const [from, to] of container.values) {
        if (from > at) out.add(' ', at, from)
        read(out, text, from, to)
        at = to
      }
      out.add(' ', at, container.end)
      i = container.end
      continue
    }
    const width = code >= 0xd800 && code <= 0xdbff && i + 1 < end ? 2 : 1
    const char = width === 2 ? text.slice(i, i + 2) : text[i]!
    out.add(code < 0x80 ? char : nfkc(char), i, i + width)
    i += width
  }
}

function pass(text: string): Builder {
  const out = new Builder()
  read(out, text, 0, text.length)
  return out
}

/** The view of a text that is plain already: itself, each character its own span. */
function identity(text: string): PlainView {
  const from = new Int32Array(text.length)
  const to = new Int32Array(text.length)
  for (let i = 0; i < text.length; i++) {
    from[i] = i
    to[i] = i + 1
  }
  return { plain: text, from, to }
}

/** The plain view of a text (see the header). */
export function plainView(text: string): PlainView {
  if (alreadyPlain(text)) return identity(text)
  let built = pass(text)
  let from = Int32Array.from(built.from)
  let to = Int32Array.from(built.to)
  let plain = built.chars.join('')
  for (let round = 1; round < 3 && plain !== text && ESCAPES.test(plain); round++) {
    const again = pass(plain)
    const nextPlain = again.chars.join('')
    if (nextPlain === plain) break
    // Composed: a character of this pass comes from characters of the last, which came from the text.
    const nextFrom = new Int32Array(again.from.length)
    const nextTo = new Int32Array(again.to.length)
    for (let k = 0; k < nextFrom.length; k++) {
      nextFrom[k] = from[again.from[k]!]!
      nextTo[k] = to[again.to[k]! - 1]!
    }
    built = again
    plain = nextPlain
    from = nextFrom
    to = nextTo
  }
  return { plain, from, to }
}

/** Whether a text has nothing a plain view would change: ASCII without escapes, containers or controls. */
export function alreadyPlain(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code >= 0x7f || code === 0x25 || code === 0x5c || code === 0x26 || code === 0x3c)
      return false
    if ((code === 0x22 || code === 0x3f) && containerAt(text, i)) return false
    if (code < 0x20) return false
    if (code === 0x20 && text.charCodeAt(i + 1) === 0x20) return false
  }
  return true
}
