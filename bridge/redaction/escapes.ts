// What an escape or a character reference in a bank's text stands for (plain-view.ts reads them):
// `%XX` (UTF-8 sequences whole), `\uXXXX`, `\xXX`, `\/`, `\n` `\r` `\t` written as text, `&#NN;`,
// `&#xHH;` and the named references a bank's HTML carries.

const NAMED: Record<string, string> = {
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  ndash: '–',
  mdash: '—',
  minus: '−',
  middot: '·',
  bull: '•',
  times: '×',
  hellip: '…',
  sup1: '1',
  sup2: '2',
  sup3: '3',
  lowast: '∗',
  ast: '*',
  num: '#',
  colon: ':',
  semi: ';',
  comma: ',',
  period: '.',
  sol: '/',
  lpar: '(',
  rpar: ')',
  shy: '',
  zwj: '',
  zwnj: '',
}

const NAMED_REF = /&([a-z][a-z0-9]{1,7});/iy
const NUMERIC_REF = /&#(?:[xX]([0-9a-fA-F]{1,6})|(\d{1,7}));?/y

const isHex = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102)
/** `%XX` sequences from `i`: the UTF-8 character they spell and where they end, or null. */
function percent(text: string, i: number): [string, number] | null {
  const byte = (at: number) =>
    text.charCodeAt(at) === 0x25 && isHex(text.charCodeAt(at + 1)) && isHex(text.charCodeAt(at + 2))
      ? parseInt(text.slice(at + 1, at + 3), 16)
      : -1
  const lead = byte(i)
  if (lead < 0) return null
  const length = lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0
  if (length === 0) return null
  const bytes = [lead]
  for (let k = 1; k < length; k++) {
    const next = byte(i + 3 * k)
    if (next < 0x80 || next > 0xbf) return null
    bytes.push(next)
  }
  const char = Buffer.from(bytes).toString('utf8')
  return char.includes('\ufffd') ? null : [char, i + 3 * length]
}

/** What an escape or reference at `i` stands for and where it ends, or null. */
export function escapeAt(text: string, i: number): [string, number] | null {
  const code = text.charCodeAt(i)
  if (code === 0x25) return percent(text, i)
  if (code === 0x5c) {
    const next = text[i + 1]
    if ((next === 'u' || next === 'U') && /^[0-9a-f]{4}$/i.test(text.slice(i + 2, i + 6)))
      return [String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16)), i + 6]
    if (next === 'x' && /^[0-9a-f]{2}$/i.test(text.slice(i + 2, i + 4)))
      return [String.fromCharCode(parseInt(text.slice(i + 2, i + 4), 16)), i + 4]
    if (next === 'n' || next === 'r' || next === 't') return [' ', i + 2]
    if (next === '/') return ['/', i + 2]
    return null
  }
  if (code === 0x26) {
    NUMERIC_REF.lastIndex = i
    const numeric = NUMERIC_REF.exec(text)
    if (numeric) {
      const value = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2])
      const valid = value > 0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff)
      return valid ? [String.fromCodePoint(value), NUMERIC_REF.lastIndex] : null
    }
    NAMED_REF.lastIndex = i
    const named = NAMED_REF.exec(text)
    const value = named ? NAMED[named[1]!.toLowerCase()] : undefined
    return value !== undefined ? [value, NAMED_REF.lastIndex] : null
  }
  return null
}
