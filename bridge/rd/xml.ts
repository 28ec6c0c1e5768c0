// The one XML parser configuration of the project (house-style habit 5). It reads what RD services
// send (docs/rd-service.md §1.3, §2, §3.3) and what the simulator receives; nothing builds XML with
// it, and the original text is what the bridge keeps and forwards.
//
// - attributes on, and never turned into numbers: "0012" stays "0012", errCode "-1509" stays text;
// - namespace prefixes and xmlns attributes dropped: .NET services add xmlns:xsi/xmlns:xsd (§1.3);
// - values trimmed: Morpho puts a newline inside qScore (§6 pitfall 13);
// - Interface and Param are always arrays, whether a reply has one of them or five;
// - lenient: vendor services send a BOM or a blank line before `<?xml`, NULs after the document,
//   duplicate or unquoted attributes. The strict validator turned all of those into "no reply",
//   i.e. a missing device; only a text with no readable root element is refused now.

import { XMLParser } from 'fast-xml-parser'

export type XmlNode = Record<string, unknown>

const ATTR = '@'

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: ATTR,
  parseAttributeValue: false,
  parseTagValue: false,
  removeNSPrefix: true,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => name === 'Interface' || name === 'Param',
  // A device reply has no business declaring entities; keep expansion tiny if one does.
  processEntities: { enabled: true, maxEntityCount: 10, maxExpandedLength: 10_000 },
})

/** The parsed document, or null when no root element can be read from the text. */
export function parseXml(text: string): XmlNode | null {
  try {
    const doc: unknown = parser.parse(quoteBareAttributes(cleanXmlText(text)))
    return isNode(doc) && hasRoot(doc) ? doc : null
  } catch {
    return null
  }
}

/** Without a leading BOM, trailing NULs, and the whitespace around the document. */
export function cleanXmlText(text: string): string {
  // \s covers the BOM (U+FEFF) as well as "\r\n".
  return text.replace(/^\s+/, '').replace(/[\s\u0000]+$/, '')
}

/** A quoted string, or an attribute whose value has no quotes (`status=READY`, `path=/rd/x`). */
const BARE_ATTRIBUTE = /("[^"]*"|'[^']*')|(\s[A-Za-z_:][\w:.-]*\s*=\s*)([^\s"'<>=`]+?)(?=\s|\/?>)/g

/**
 * `<RDService status=READY>` as `<RDService status="READY">`: the parser ignores attributes
 * without quotes, and the status is what discovery needs. Only start tags are touched, and quoted
 * values are left as they are.
 */
function quoteBareAttributes(xml: string): string {
  if (!/=\s*[^\s"']/.test(xml)) return xml
  return xml.replace(/<[A-Za-z][^<>]*>/g, (tag) =>
    tag.replace(BARE_ATTRIBUTE, (match, quoted: string | undefined, name: string, value: string) =>
      quoted !== undefined ? match : `${name}"${value}"`,
    ),
  )
}

function hasRoot(doc: XmlNode): boolean {
  return Object.keys(doc).some(
    (key) => !key.startsWith(ATTR) && !key.startsWith('#') && !key.startsWith('?'),
  )
}

export function isNode(value: unknown): value is XmlNode {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/** A child element by name, case-insensitively; an element written `<X/>` is an empty node. */
export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  if (node === undefined) return undefined
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith(ATTR) || !sameName(key, name)) continue
    const first = Array.isArray(value) ? value[0] : value
    if (isNode(first)) return first
    if (typeof first === 'string') return { '#text': first }
  }
  return undefined
}

/** Every child element of that name (Interface, Param), case-insensitively. */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  if (node === undefined) return []
  const out: XmlNode[] = []
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith(ATTR) || !sameName(key, name)) continue
    for (const item of Array.isArray(value) ? value : [value]) {
      if (isNode(item)) out.push(item)
      else if (typeof item === 'string') out.push({ '#text': item })
    }
  }
  return out
}

/** An attribute value, trimmed, with the name matched case-insensitively (errCode, errcode). */
export function attr(node: XmlNode | undefined, name: string): string | undefined {
  if (node === undefined) return undefined
  for (const [key, value] of Object.entries(node)) {
    if (
      key.startsWith(ATTR) &&
      sameName(key.slice(ATTR.length), name) &&
      typeof value === 'string'
    ) {
      return value.trim()
    }
  }
  return undefined
}

/** The text content of an element, trimmed ('' when it has none). */
export function text(node: XmlNode | undefined): string {
  if (node === undefined) return ''
  const value = node['#text']
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * The document element of that name: at the top, or one level down for services that wrap it
 * (a DeviceInfo inside an RDService, §2 "vendor extension").
 */
export function findElement(doc: XmlNode | null, name: string): XmlNode | undefined {
  if (doc === null) return undefined
  const top = child(doc, name)
  if (top !== undefined) return top
  for (const [key, value] of Object.entries(doc)) {
    if (key.startsWith(ATTR) || !isNode(value)) continue
    const inner = child(value, name)
    if (inner !== undefined) return inner
  }
  return undefined
}
