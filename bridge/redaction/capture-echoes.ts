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

/** Above this many characters compared, a text is looked up in a set of every piece instead. */
const DIRECT_SEARCH_LIMIT = 4_000_000

/**
 * The start of every `length`-long window of `plain` that is a piece of one of the values. A
 * reader's Data carries the finger's image too (~20 KB of base64): a set of all its pieces costs
 * each enquiry several ms, for replies whose runs are mostly a 12-digit RRN. So a short text is
 * searched for in the values directly, and the set is built once, only when a long one would
 * make that dearer.
 */
function windowFinder(values: readonly string[], length: number): (plain: string) => number[] {
  const total = values.reduce((sum, value) => sum + value.length, 0)
  let pieces: Set<string> | null = null
  // What the direct searches of this call's texts have cost so far: a reply of many texts builds
  // the set once their sum would exceed the limit.
  let spent = 0
  return (plain) => {
    const windows = plain.length - length + 1
    if (windows <= 0 || total === 0) return []
    spent += windows * total
    if (pieces === null && spent > DIRECT_SEARCH_LIMIT) {
      pieces = new Set()
      for (const value of values)
        for (let i = 0; i + length <= value.length; i++) pieces.add(value.slice(i, i + length))
    }
    const found: number[] = []
    for (let i = 0; i < windows; i++) {
      const piece = plain.slice(i, i + length)
      if (pieces ? pieces.has(piece) : values.some((value) => value.includes(piece))) found.push(i)
    }
    return found
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
    ...identity.map((v) => v.replace(/[^A-Za-z0-9+/]/g, '')).filter((v) => v.length >= FRAGMENT_LENGTH),
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
