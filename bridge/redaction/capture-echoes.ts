// The capture's own secrets (the PID block's Skey, Hmac and Data) echoed back by a bank, found
// and removed (docs/security.md rule 12). An echo is found by its pieces:
// a window of FRAGMENT_LENGTH characters of a base64 value (72 random bits, which no ordinary word
// or number repeats by chance) or HEX_FRAGMENT_LENGTH hex digits of its bytes (72 bits too), in
// any letter case, in any of the encodings decodeRun knows, and across pieces the bank cut it into
// (11-character pieces with spaces or commas between them): a chain of runs is read as one.
// Numeric character references are decoded before this runs (normalise.ts).

/** Twelve base64 characters: 72 bits. */
export const FRAGMENT_LENGTH = 12
/** Eighteen hex digits: the same 72 bits. */
export const HEX_FRAGMENT_LENGTH = 18

/**
 * A run of base64 characters, each possibly re-encoded the way a bank's text could carry it
 * (URL encoding, HTML entities, JSON's escaped slash and \u escapes).
 */
const BASE64_RUN =
  /(?:[A-Za-z0-9]|\+|\/|=|%2[bf]|%3d|&#0*43;|&#0*47;|&#0*61;|&#x0*2b;|&#x0*2f;|&#x0*3d;|\\\/|\\u002[bf]|\\u003d)+/gi
/** A run of hex digits. */
const HEX_RUN = /[0-9a-f]+/gi
/** What may stand between two pieces of one echo: a few spaces or punctuation marks. */
const GAP = /^[\s,;:|.'"`()[\]{}<>_~-]{1,4}$/

const BASE64_CHAR: Record<string, string> = {
  '2b': '+',
  '2f': '/',
  '3d': '=',
  '43': '+',
  '47': '/',
  '61': '=',
}

/** The plain base64 text of a run found by BASE64_RUN. */
function decodeRun(run: string): string {
  return run
    .replace(/%(2[bf]|3d)/gi, (_m, hex: string) => BASE64_CHAR[hex.toLowerCase()]!)
    .replace(/&#x0*(2[bf]|3d);/gi, (_m, hex: string) => BASE64_CHAR[hex.toLowerCase()]!)
    .replace(/&#0*(43|47|61);/g, (_m, dec: string) => BASE64_CHAR[dec]!)
    .replace(/\\u00(2[bf]|3d)/gi, (_m, hex: string) => BASE64_CHAR[hex.toLowerCase()]!)
    .replace(/\\\//g, '/')
}

/** The text of the PID block's Skey, Hmac and Data elements: the capture's own secrets. */
export function captureSecrets(pidXml: string): string[] {
  const out: string[] = []
  for (const match of pidXml.matchAll(/<\s*(Skey|Hmac|Data)\b[^>]*>([\s\S]*?)<\s*\/\s*\1\s*>/gi)) {
    const value = match[2]!.replace(/\s+/g, '')
    if (value.length >= FRAGMENT_LENGTH) out.push(value)
  }
  return out
}

/**
 * The Skey's certificate identifier (`ci`, an expiry date such as 20301231) and the other
 * attributes of the capture's key elements worth hiding: replaced by value wherever a bank
 * repeats them (8 characters or more, so that a short attribute garbles nothing).
 */
export function captureAttributes(pidXml: string): string[] {
  const out: string[] = []
  for (const match of pidXml.matchAll(/<\s*(?:Skey|Hmac|Data)\b([^>]*)>/gi))
    for (const attr of match[1]!.matchAll(/\bci\s*=\s*["']([^"']{8,})["']/gi)) out.push(attr[1]!)
  return out
}

/** The rolling hash's base (an odd multiplier; arithmetic is modulo 2^32). */
const BASE = 0x01000193

/** The hash of `text`'s `length` characters from `at`. */
function hashAt(text: string, at: number, length: number): number {
  let h = 0
  for (let i = at; i < at + length; i++) h = (Math.imul(h, BASE) + text.charCodeAt(i)) | 0
  return h
}

/** BASE to the power `length - 1`: what a window's first character weighs in its hash. */
function topWeight(length: number): number {
  let w = 1
  for (let i = 1; i < length; i++) w = Math.imul(w, BASE)
  return w
}

/**
 * Every distinct `length`-long piece of the values, in an open-addressed table keyed by a rolling
 * hash. A reader's Data carries the finger's image too (~20 KB of base64): a set of its pieces as
 * strings cost each enquiry ~25 ms of allocation; one pass of a rolling hash over the values
 * costs a fraction of that, and a text's windows are looked up the same way, one pass each, every
 * hit confirmed character by character (the hash decides nothing alone).
 */
class PieceTable {
  private readonly slots: Int32Array
  private readonly mask: number
  private readonly hashes: number[] = []
  private readonly value: number[] = []
  private readonly at: number[] = []
  private readonly weight: number
  private readonly values: readonly string[]
  private readonly length: number

  constructor(values: readonly string[], length: number) {
    this.values = values
    this.length = length
    const total = values.reduce((sum, v) => sum + Math.max(0, v.length - length + 1), 0)
    let size = 16
    while (size < total * 2) size *= 2
    this.slots = new Int32Array(size)
    this.mask = size - 1
    this.weight = topWeight(length)
    values.forEach((v, index) => {
      if (v.length < length) return
      let h = hashAt(v, 0, length)
      for (let i = 0; ; i++) {
        this.insert(h, index, i)
        if (i + length >= v.length) break
        h = this.roll(h, v.charCodeAt(i), v.charCodeAt(i + length))
      }
    })
  }

  private roll(h: number, out: number, into: number): number {
    return (Math.imul(h - Math.imul(out, this.weight), BASE) + into) | 0
  }

  private slotOf(h: number): number {
    return Math.imul(h, 0x9e3779b1) & this.mask
  }

  private same(e: number, text: string, from: number): boolean {
    const v = this.values[this.value[e]!]!
    const at = this.at[e]!
    for (let i = 0; i < this.length; i++)
      if (v.charCodeAt(at + i) !== text.charCodeAt(from + i)) return false
    return true
  }

  /** Adds the piece at `at` of value `index`, unless the table holds it already. */
  private insert(h: number, index: number, at: number): void {
    let slot = this.slotOf(h)
    for (; this.slots[slot] !== 0; slot = (slot + 1) & this.mask) {
      const e = this.slots[slot]! - 1
      if (this.hashes[e] === h && this.same(e, this.values[index]!, at)) return
    }
    this.hashes.push(h)
    this.value.push(index)
    this.at.push(at)
    this.slots[slot] = this.hashes.length
  }

  private has(h: number, text: string, from: number): boolean {
    for (let slot = this.slotOf(h); this.slots[slot] !== 0; slot = (slot + 1) & this.mask) {
      const e = this.slots[slot]! - 1
      if (this.hashes[e] === h && this.same(e, text, from)) return true
    }
    return false
  }

  /** The start of every window of `text` that is a piece of a value. */
  find(text: string): number[] {
    const found: number[] = []
    if (text.length < this.length || this.hashes.length === 0) return found
    let h = hashAt(text, 0, this.length)
    for (let i = 0; ; i++) {
      if (this.has(h, text, i)) found.push(i)
      if (i + this.length >= text.length) break
      h = this.roll(h, text.charCodeAt(i), text.charCodeAt(i + this.length))
    }
    return found
  }
}

/** A finder of the values' `length`-long pieces in a text, its table built at the first text. */
function windowFinder(values: readonly string[], length: number): (plain: string) => number[] {
  let table: PieceTable | null = null
  return (plain) => {
    if (plain.length < length) return []
    table ??= new PieceTable(values, length)
    return table.find(plain)
  }
}

interface Run {
  start: number
  end: number
  plain: string
}

/** Runs next to each other with only a short gap between them: the pieces of one possible echo. */
function chainsOf(text: string, run: RegExp, plainOf: (run: string) => string): Run[][] {
  const chains: Run[][] = []
  let chain: Run[] = []
  for (const match of text.matchAll(run)) {
    const next = {
      start: match.index,
      end: match.index + match[0].length,
      plain: plainOf(match[0]),
    }
    const last = chain.at(-1)
    if (last && !GAP.test(text.slice(last.end, next.start))) {
      chains.push(chain)
      chain = []
    }
    chain.push(next)
  }
  if (chain.length > 0) chains.push(chain)
  return chains
}

/**
 * A run is part of an echo when all its characters, or at least this many, lie in matching
 * windows: the word after an echo in the same chain shares a window's last characters by chance
 * one time in 32 per character (case folded), so a long word with one or two is not; four are
 * (one in a million). A short word right after an echo may go with it; nothing is left of it.
 */
const MIN_COVERED = 4

/**
 * The spans of runs that lie in matching windows, one for each stretch of such runs (the gaps
 * between them go too): the words around an echo stay.
 */
function echoSpans(
  text: string,
  run: RegExp,
  plainOf: (run: string) => string,
  find: (plain: string) => number[],
  length: number,
  spans: [number, number][],
): void {
  for (const chain of chainsOf(text, run, plainOf)) {
    const joined = chain.map((r) => r.plain).join('')
    const hits = find(joined)
    if (hits.length === 0) continue
    // Which characters of the joined text lie in a matching window.
    const covered = new Uint8Array(joined.length)
    for (const hit of hits) covered.fill(1, hit, hit + length)
    let offset = 0
    const marked = chain.map((r) => {
      let count = 0
      for (let i = offset; i < offset + r.plain.length; i++) count += covered[i]!
      offset += r.plain.length
      return count >= MIN_COVERED || count === r.plain.length
    })
    let open: [number, number] | null = null
    chain.forEach((r, i) => {
      if (!marked[i]) return
      if (open && i > 0 && marked[i - 1] && open[1] === chain[i - 1]!.end) open[1] = r.end
      else spans.push((open = [r.start, r.end]))
    })
  }
}

/**
 * A finder of this capture's secrets (and of the reader's long identity values: its certificate,
 * its device code) as base64 (any case) and as hex of their bytes, by their pieces: the spans of
 * a plain text (plain-view.ts) that echo them. null when there is nothing to look for.
 */
export function captureEchoFinder(
  pidXml: string,
  identity: readonly string[] = [],
): ((text: string) => [number, number][]) | null {
  const secrets = [
    ...captureSecrets(pidXml),
    ...identity
      .map((v) => v.replace(/[^A-Za-z0-9+/]/g, ''))
      .filter((v) => v.length >= FRAGMENT_LENGTH),
  ]
  // A call without a capture (a status check) has nothing to look for.
  if (secrets.length === 0) return null
  const base64 = windowFinder(
    secrets.map((s) => s.toLowerCase()),
    FRAGMENT_LENGTH,
  )
  const hex = windowFinder(
    secrets.map((s) => Buffer.from(s, 'base64').toString('hex')),
    HEX_FRAGMENT_LENGTH,
  )
  return (text) => {
    const spans: [number, number][] = []
    echoSpans(text, BASE64_RUN, (r) => decodeRun(r).toLowerCase(), base64, FRAGMENT_LENGTH, spans)
    echoSpans(text, HEX_RUN, (r) => r.toLowerCase(), hex, HEX_FRAGMENT_LENGTH, spans)
    return spans
  }
}
