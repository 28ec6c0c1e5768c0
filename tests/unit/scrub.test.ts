import { describe, expect, it } from 'vitest'
import { makeScrubber, scrubDeep } from '../../bridge/enquiry/scrub.ts'

const scrub = makeScrubber({
  aadhaar: '234123412346',
  pan: 'ABCDE1234F',
  credentials: ['desk-user', 'Sup3r-Secret', 'ZGVzay11c2VyOlN1cDNyLVNlY3JldA=='],
  pidXml: '<PidData><Skey>k</Skey></PidData>',
})

describe('makeScrubber', () => {
  it.each([
    ['the customer’s number', 'for 234123412346', 'for XXXXXXXX2346'],
    ['the number with spaces', 'for 2341 2341 2346', 'for XXXXXXXX2346'],
    ['the number with dashes', 'for 2341-2341-2346', 'for XXXXXXXX2346'],
    ['the PAN in any case', 'pan abcde1234f', 'pan XXXXXX234F'],
    ['the secret', 'auth Sup3r-Secret', 'auth [redacted]'],
    ['the Basic token', 'Basic ZGVzay11c2VyOlN1cDNyLVNlY3JldA==', 'Basic [redacted]'],
    ['the PID block', 'echo <PidData><Skey>k</Skey></PidData>', 'echo [pid]'],
    ['any PidData element', 'echo <PidData><Data>zz</Data></PidData> end', 'echo [pid] end'],
  ])('removes %s', (_what, input, expected) => {
    expect(scrub(input)).toBe(expected)
  })

  it('keeps other 12-digit numbers such as an RRN', () => {
    expect(scrub('rrn 527614458812')).toBe('rrn 527614458812')
  })

  it('reaches every string of a nested reply', () => {
    expect(scrubDeep({ a: ['234123412346', { b: 'ABCDE1234F' }], n: 5, z: null }, scrub)).toEqual({
      a: ['XXXXXXXX2346', { b: 'XXXXXX234F' }],
      n: 5,
      z: null,
    })
  })
})
