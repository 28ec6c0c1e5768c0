// Container syntax in a bank's text, as the plain view (plain-view.ts) reads it: the syntax is a
// separator, and what it holds is text. A number split across XML attributes
// (`<n a="2345" b="6789" c="0124"/>`), JSON fields (`{"a":"2345","b":"6789"}`) or query pairs
// (`?a=2345&b=6789`) is one number to the rules, and a number inside an attribute is read at all:
// a tag read as one space hid its attributes' values from every rule, so they were kept whole.

/** A piece of container syntax: where it ends, and the spans inside it that are read as text. */
export interface Container {
  end: number
  /** [from, to) spans of the original: attribute values. Everything else is one space. */
  values: [number, number][]
}

/**
 * A start or end tag (its name; attributes follow), or a comment's or a CDATA section's opening:
 * what a comment or a section holds is read as text (a number inside one is still a number).
 */
const TAG_START = /<(?:\/?[A-Za-z][\w:.-]*|!--|!\[CDATA\[)/y
/** One attribute: its name, and its value quoted either way or bare. */
const ATTRIBUTE =
  /\s*([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"<>]{0,400})"|'([^'<>]{0,400})'|([^\s"'<>=`]{1,400})))?/y
const TAG_END = /\s*\/?>/y
/** A JSON object's key: `"name":` (a word of X's or n's is a mask: `"882","938","nnnn" :`). */
export const JSON_KEY = /"(?![Xxn]{3,}")[A-Za-z_$@][\w$@.-]{0,40}"\s*:/y
/** A query or form pair's name: `?name=`, `&name=`. */
export const QUERY_KEY = /[?&](?![Xxn]{3,}=)[A-Za-z_][\w.[\]-]{0,40}=/y

/**
 * The digits inside a name (`p1`, `seg2`), read as text: a name is a separator, but a digit in it
 * is a digit, so that no number hides in names, and none is split by them (`?b=67&p1=05885`).
 */
function digitsIn(text: string, from: number, to: number, into: [number, number][]): void {
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i)
    if (code < 48 || code > 57) continue
    let end = i + 1
    while (end < to && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++
    into.push([i, end])
    i = end
  }
}

function tagAt(text: string, i: number): Container | null {
  TAG_START.lastIndex = i
  const start = TAG_START.exec(text)
  if (!start) return null
  let at = TAG_START.lastIndex
  if (start[0].startsWith('<!')) return { end: at, values: [] }
  const values: [number, number][] = []
  digitsIn(text, i, at, values)
  for (;;) {
    TAG_END.lastIndex = at
    if (TAG_END.test(text)) return { end: TAG_END.lastIndex, values }
    ATTRIBUTE.lastIndex = at
    const attribute = ATTRIBUTE.exec(text)
    if (!attribute || ATTRIBUTE.lastIndex === at) return null
    const name = text.indexOf(attribute[1]!, at)
    digitsIn(text, name, name + attribute[1]!.length, values)
    at = ATTRIBUTE.lastIndex
    const value = attribute[2] ?? attribute[3] ?? attribute[4]
    if (value) {
      const quoted = attribute[4] === undefined ? 1 : 0
      values.push([at - quoted - value.length, at - quoted])
    }
  }
}

function keyAt(pattern: RegExp, text: string, i: number): Container | null {
  pattern.lastIndex = i
  if (!pattern.test(text)) return null
  const values: [number, number][] = []
  digitsIn(text, i, pattern.lastIndex, values)
  return { end: pattern.lastIndex, values }
}

/** The container syntax that starts at `i` (at a `<`, `"`, `?` or `&`), or null. */
export function containerAt(text: string, i: number): Container | null {
  const code = text.charCodeAt(i)
  if (code === 0x3c) return tagAt(text, i)
  if (code === 0x22) return keyAt(JSON_KEY, text, i)
  if (code === 0x3f || code === 0x26) return keyAt(QUERY_KEY, text, i)
  return null
}
