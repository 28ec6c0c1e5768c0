import { describe, expect, it } from 'vitest'
import {
  RequestParser,
  type ParseEvent,
} from '../../../../bridge/sandbox/rd-simulator/http-parser.ts'

const requests = (events: ParseEvent[]) =>
  events.flatMap((e) =>
    e.kind === 'request' ? [{ ...e.request, body: e.request.body.toString() }] : [],
  )
const errors = (events: ParseEvent[]) =>
  events.flatMap((e) => (e.kind === 'error' ? [e.error.status] : []))

describe('simulator HTTP parser', () => {
  it('reads a custom-verb request with no body', () => {
    const [req] = requests(
      new RequestParser().push(Buffer.from('RDSERVICE / HTTP/1.1\r\nHost: x\r\n\r\n')),
    )
    expect(req).toMatchObject({ method: 'RDSERVICE', target: '/', version: '1.1', body: '' })
    expect(req?.headers.get('host')).toBe('x')
  })

  it('reads a Content-Length body that arrives byte by byte', () => {
    const parser = new RequestParser()
    const raw =
      'CAPTURE /rd/capture HTTP/1.1\r\nContent-Type: text/xml\r\nContent-Length: 11\r\n\r\n<PidOptions'
    const events: ParseEvent[] = []
    for (const byte of Buffer.from(raw)) events.push(...parser.push(Buffer.from([byte])))
    expect(requests(events)).toMatchObject([{ method: 'CAPTURE', body: '<PidOptions' }])
    expect(parser.idle).toBe(true)
  })

  it('reads a chunked body with extensions and trailers', () => {
    const raw =
      'CAPTURE /capture HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n' +
      '5;ext=1\r\n<PidO\r\n6\r\nptions\r\n0\r\nX-Trailer: 1\r\n\r\n'
    expect(requests(new RequestParser().push(Buffer.from(raw)))).toMatchObject([
      { body: '<PidOptions' },
    ])
  })

  it('reads pipelined requests from one chunk, in order', () => {
    const raw =
      'RDSERVICE / HTTP/1.1\r\n\r\n' +
      'DEVICEINFO /rd/info HTTP/1.1\r\nContent-Length: 0\r\n\r\n' +
      'CAPTURE /rd/capture HTTP/1.1\r\nContent-Length: 2\r\n\r\nab'
    expect(requests(new RequestParser().push(Buffer.from(raw))).map((r) => r.method)).toEqual([
      'RDSERVICE',
      'DEVICEINFO',
      'CAPTURE',
    ])
  })

  it('accepts bare LF line endings and empty lines between requests', () => {
    const raw = '\r\nRDSERVICE / HTTP/1.0\nHost: x\n\n'
    expect(requests(new RequestParser().push(Buffer.from(raw)))).toMatchObject([
      { method: 'RDSERVICE', version: '1.0' },
    ])
  })

  it.each([
    [400, 'a malformed request line', 'RDSERVICE\r\n\r\n'],
    [400, 'a bad method token', 'RD SERVICE / HTTP/1.1\r\n\r\n'],
    [505, 'HTTP/2.0', 'RDSERVICE / HTTP/2.0\r\n\r\n'],
    [
      400,
      'both Content-Length and chunked',
      'CAPTURE / HTTP/1.1\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n',
    ],
    [
      400,
      'conflicting Content-Lengths',
      'CAPTURE / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
    ],
    [501, 'an unknown transfer coding', 'CAPTURE / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n'],
    [400, 'obsolete line folding', 'CAPTURE / HTTP/1.1\r\nX: a\r\n b\r\n\r\n'],
    [400, 'a bad chunk size', 'CAPTURE / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'],
  ])('answers %i for %s', (status, _name, raw) => {
    expect(errors(new RequestParser().push(Buffer.from(raw)))).toEqual([status])
  })

  it('refuses a body over the limit with 413 and an oversized head with 431', () => {
    const small = new RequestParser({ maxBodyBytes: 10, maxHeaderBytes: 64 })
    expect(
      errors(small.push(Buffer.from('CAPTURE / HTTP/1.1\r\nContent-Length: 11\r\n\r\n'))),
    ).toEqual([413])
    const head = new RequestParser({ maxHeaderBytes: 64 })
    expect(errors(head.push(Buffer.from('RDSERVICE / HTTP/1.1\r\nX: ' + 'a'.repeat(100))))).toEqual(
      [431],
    )
  })

  it('stays dead after an error', () => {
    const parser = new RequestParser()
    parser.push(Buffer.from('BAD\r\n\r\n'))
    expect(parser.push(Buffer.from('RDSERVICE / HTTP/1.1\r\n\r\n'))).toEqual([])
  })
})
