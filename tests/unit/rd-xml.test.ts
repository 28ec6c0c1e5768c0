import { describe, expect, it } from 'vitest'
import { attr, child, children, findElement, parseXml, text } from '../../bridge/rd/xml.ts'

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

  it.each(['', 'hello', '<a>', '<a></b>', '\u0000\u0001binary'])(
    'returns null for non-XML %j',
    (input) => {
      expect(parseXml(input)).toBeNull()
    },
  )
})
