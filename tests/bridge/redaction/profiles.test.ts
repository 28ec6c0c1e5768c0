import { describe, expect, it } from 'vitest'
import { makeScrubber, scrubDeep } from '../../../bridge/redaction/profiles.ts'
import { deviceIdentityValues } from '../../../bridge/rd/device-info.ts'

const VALUES = {
  aadhaar: '234123412346',
  pan: 'ABCDE1234F',
  credentials: ['desk-user', 'Sup3r-Secret', 'ZGVzay11c2VyOlN1cDNyLVNlY3JldA=='],
  pidXml: '<PidData><Skey>k</Skey></PidData>',
  deviceIdentity: ['8190767', '2174254f-7d7e-4c4b-8c02-6877237cf502'],
}
const scrub = makeScrubber(VALUES)

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
    ['the reader’s serial', 'device 8190767 not registered', 'device [device] not registered'],
    [
      'the reader’s device code',
      'dc 2174254f-7d7e-4c4b-8c02-6877237cf502 revoked',
      'dc [device] revoked',
    ],
  ])('removes %s', (_what, input, expected) => {
    expect(scrub(input)).toBe(expected)
  })

  it('masks twelve digits that are not the reply’s own RRN, Verhoeff-valid or not (issue 40)', () => {
    expect(scrub('rrn 527614458813')).toBe('rrn XXXXXXXX8813')
    const own = makeScrubber({ ...VALUES, rrn: '527614458813', at: new Date() })
    expect(own('rrn 527614458813')).toBe('rrn 527614458813')
  })

  it('masks a Verhoeff-valid 12-digit run, except where it is the reply’s RRN of this day', () => {
    expect(scrub('ref 527614458812')).toBe('ref XXXXXXXX8812')
    // No RRN given: a Verhoeff-valid number in the rrn field is an identifier like any other.
    expect(scrub('527614458812', 'rrn')).toBe('XXXXXXXX8812')
    const keeping = makeScrubber({
      aadhaar: '234123412346',
      pan: 'ABCDE1234F',
      credentials: [],
      pidXml: '<PidData/>',
      // 5 = 2025, day 276 = 3 October, hour 14: NPCI's YDDDHH (rrn.ts).
      rrn: '527614458812',
      at: new Date('2025-10-03T14:30:00+05:30'),
    })
    expect(keeping('527614458812', 'rrn')).toBe('527614458812')
    expect(keeping('RRN 527614458812 for 234567890124')).toBe('RRN 527614458812 for XXXXXXXX0124')
  })

  it('reaches every string of a nested reply', () => {
    expect(scrubDeep({ a: ['234123412346', { b: 'ABCDE1234F' }], n: 5, z: null }, scrub)).toEqual({
      a: ['XXXXXXXX2346', { b: 'XXXXXX234F' }],
      n: 5,
      z: null,
    })
  })
})

describe('deviceIdentityValues', () => {
  it('finds the serial, device code, certificate and system id of the PID block’s DeviceInfo', () => {
    const pid =
      '<PidData><Resp errCode="0"/><DeviceInfo dpId="MANTRA.MSIPL" rdsId="R" rdsVer="1" mi="MFS110" dc="dc-uuid-1234" mc="MIIEcertificate">' +
      '<additional_info><Param name="srno" value="8190767"/><Param name="sysid" value="SYS-42"/>' +
      '<Param name="ts" value="2026"/></additional_info></DeviceInfo><Skey>k</Skey></PidData>'
    expect(deviceIdentityValues(pid).sort()).toEqual(
      ['8190767', 'MIIEcertificate', 'SYS-42', 'dc-uuid-1234'].sort(),
    )
  })

  it('finds nothing in a block without a DeviceInfo, or in text that is not XML', () => {
    expect(deviceIdentityValues('<PidData><Skey>k</Skey></PidData>')).toEqual([])
    expect(deviceIdentityValues('not xml')).toEqual([])
  })
})
