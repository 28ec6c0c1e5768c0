import { describe, expect, it } from 'vitest'
import { attr, child, children, findElement, parseXml, text } from '../../../bridge/rd/xml.ts'

describe('parseXml (the one XML configuration)', () => {
  it('keeps attribute values as text: leading zeros and negative codes survive', () => {
    const doc = parseXml('<Resp errCode="-1509" srno="0012" qScore="071" />')
    const resp = child(doc!, 'Resp')
    expect(attr(resp, 'errCode')).toBe('-1509')
    expect(attr(resp, 'srno')).toBe('0012')
    expect(attr(resp, 'qScore')).toBe('071')
  })

  it('keeps element text as text', () => {
    const doc = parseXml('<PidData><Hmac>0012</Hmac></PidData>')
    expect(text(child(findElement(doc, 'PidData'), 'Hmac'))).toBe('0012')
  })

  it('drops namespace prefixes and xmlns attributes (.NET services)', () => {
    const doc = parseXml(
      '<?xml version="1.0"?><ns:RDService xmlns:ns="urn:x" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" status="READY"><ns:Interface id="CAPTURE" path="/capture"/></ns:RDService>',
    )
    const root = findElement(doc, 'RDService')
    expect(attr(root, 'status')).toBe('READY')
    expect(children(root, 'Interface')).toHaveLength(1)
  })

  it('trims whitespace and newlines around values (Morpho writes a newline inside qScore)', () => {
    const doc = parseXml('<Resp qScore="\n 71 " />\n')
    expect(attr(child(doc!, 'Resp'), 'qScore')).toBe('71')
  })

  it('always gives Interface and Param as lists, even when there is one', () => {
    const doc = parseXml('<RDService><Interface id="CAPTURE" path="/x"/></RDService>')
    const raw = (doc!['RDService'] as Record<string, unknown>)['Interface']
    expect(Array.isArray(raw)).toBe(true)
  })

  it('matches element and attribute names case-insensitively', () => {
    const doc = parseXml('<piddata><resp errcode="0"/></piddata>')
    expect(attr(child(findElement(doc, 'PidData'), 'Resp'), 'errCode')).toBe('0')
  })

  it('finds an element wrapped one level down', () => {
    const doc = parseXml('<RDService status="READY"><DeviceInfo dpId="X"/></RDService>')
    expect(attr(findElement(doc, 'DeviceInfo'), 'dpId')).toBe('X')
  })

  it.each(['', '   ', 'hello', '\u0000\u0001binary', '\uFEFF\r\n\u0000'])(
    'returns null when no root element can be read from %j',
    (input) => {
      expect(parseXml(input)).toBeNull()
    },
  )

  it('reads a reply with a BOM or a blank line before <?xml and NULs after it', () => {
    const body = '<?xml version="1.0"?><RDService status="READY" info="x"/>'
    for (const input of [
      `\r\n${body}`,
      `\uFEFF${body}`,
      `\uFEFF\r\n${body}\r\n`,
      `${body}\u0000\u0000\u0000`,
      `\r\n${body}\r\n\u0000`,
    ]) {
      expect(attr(findElement(parseXml(input), 'RDService'), 'status'), JSON.stringify(input)).toBe(
        'READY',
      )
    }
  })

  it('reads duplicate and unquoted attributes instead of refusing the document', () => {
    const dup = parseXml('<RDService status="READY" status="READY" info="x"/>')
    expect(attr(findElement(dup, 'RDService'), 'status')).toBe('READY')
    const bare = parseXml(
      '<RDService status=READY info="Mantra a=b"><Interface id=CAPTURE path=/rd/capture /><Interface id=DEVICEINFO path=/rd/info/></RDService>',
    )
    const root = findElement(bare, 'RDService')
    expect(attr(root, 'status')).toBe('READY')
    expect(attr(root, 'info')).toBe('Mantra a=b')
    expect(children(root, 'Interface').map((i) => [attr(i, 'id'), attr(i, 'path')])).toEqual([
      ['CAPTURE', '/rd/capture'],
      ['DEVICEINFO', '/rd/info'],
    ])
  })

  it('reads a root element even when the document is not well-formed', () => {
    expect(parseXml('<a></b>')).not.toBeNull()
    expect(parseXml('<a>')).not.toBeNull()
  })
})
