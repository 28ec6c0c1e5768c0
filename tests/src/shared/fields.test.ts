import { describe, expect, it } from 'vitest'
import {
  CAPTURE_ID_MAX,
  checkAadhaar,
  checkBankIin,
  checkCaptureId,
  checkEnquiry,
  checkIssuedAadhaar,
  checkLatitude,
  checkLongitude,
  checkMerchantLoginId,
  checkMobile,
  checkPan,
  FIELD_LIMITS,
  looksLikePan,
  type Checked,
  type FieldReason,
} from '../../../src/shared/fields.ts'

const VALID_AADHAAR = '234567890124'

function reasonOf<T>(checked: Checked<T>): FieldReason | 'ok' {
  return checked.ok ? 'ok' : checked.problem.reason
}

describe('FIELD_LIMITS', () => {
  it('holds the maximum lengths of docs/provider-api.md section 8', () => {
    expect(FIELD_LIMITS).toEqual({
      merchantLoginId: 20,
      aadhaar: 12,
      mobile: 10,
      bankiin: 10,
      latitude: 20,
      longitude: 20,
      pan: 10,
    })
  })
})

describe('checkAadhaar', () => {
  it.each([
    ['234567890124'],
    ['498765432102'],
    ['999900000000'],
    ['753186420974'],
    ['300000000001'],
  ])('accepts %s, a 12-digit number with a good Verhoeff check digit', (aadhaar) => {
    expect(checkAadhaar(aadhaar)).toEqual({ ok: true, value: aadhaar })
  })

  it.each([
    ['234567890125', 'wrong last digit'],
    ['498765432103', 'wrong last digit'],
    ['324567890124', 'two leading digits swapped'],
    ['234567890142', 'two trailing digits swapped'],
    ['999900000001', 'sandbox prefix with a wrong check digit'],
  ])('refuses %s (%s) as a checksum failure', (aadhaar) => {
    expect(reasonOf(checkAadhaar(aadhaar))).toBe('checksum')
  })

  it.each([
    ['012345678906', 'starts with 0'],
    ['123456789010', 'starts with 1'],
  ])('refuses %s (%s, though its check digit is right) at the counter only', (aadhaar) => {
    const checked = checkIssuedAadhaar(aadhaar)
    expect(reasonOf(checked)).toBe('format')
    expect(checked.ok ? '' : checked.problem.message).toMatch(/never starts with 0 or 1/)
    // The bridge keeps to the spec and the checksum: another client may send it.
    expect(checkAadhaar(aadhaar)).toEqual({ ok: true, value: aadhaar })
  })

  it('checks the issuing rule only after the spec and the checksum', () => {
    expect(reasonOf(checkIssuedAadhaar('123456789011'))).toBe('checksum')
    expect(reasonOf(checkIssuedAadhaar('1234'))).toBe('length')
    expect(checkIssuedAadhaar('999900000000')).toEqual({ ok: true, value: '999900000000' })
  })

  it.each([
    [undefined, 'required'],
    [null, 'required'],
    ['', 'required'],
    [234567890124, 'type'],
    [['234567890124'], 'type'],
    [{}, 'type'],
    [true, 'type'],
    ['2345 6789 0124', 'digits'],
    ['23456789012a', 'digits'],
    ['+91234567890', 'digits'],
    [' 234567890124', 'digits'],
    ['२३४५६७८९०१२४', 'digits'],
    ['23456789012', 'length'],
    ['2345678901240', 'length'],
    ['2', 'length'],
  ] as const)('refuses %j as %s', (input, reason) => {
    expect(reasonOf(checkAadhaar(input))).toBe(reason)
  })

  it('names the aadhaar field and never echoes the number in its message', () => {
    const checked = checkAadhaar('234567890125')
    expect(checked.ok).toBe(false)
    if (!checked.ok) {
      expect(checked.problem.field).toBe('aadhaar')
      expect(checked.problem.message).not.toContain('234567890125')
    }
  })

  it('reports the number of digits typed when the length is wrong', () => {
    const checked = checkAadhaar('23456789')
    expect(checked.ok ? '' : checked.problem.message).toMatch(/has 8/)
  })
})

describe('checkMobile', () => {
  it.each([['9876543210'], ['6000000000']])('accepts %s', (mobile) => {
    expect(checkMobile(mobile)).toEqual({ ok: true, value: mobile })
  })

  it.each([
    [undefined, 'required'],
    [null, 'required'],
    ['', 'required'],
    [9876543210, 'type'],
    ['+919876543210', 'digits'],
    ['98765 43210', 'digits'],
    ['98765-43210', 'digits'],
    ['98765432l0', 'digits'],
    ['987654321', 'length'],
    ['98765432101', 'length'],
    ['919876543210', 'length'],
  ] as const)('refuses %j as %s', (input, reason) => {
    const checked = checkMobile(input)
    expect(reasonOf(checked)).toBe(reason)
    if (!checked.ok) expect(checked.problem.field).toBe('mobile')
  })
})

describe('checkBankIin', () => {
  it.each([['607094'], ['1'], ['1234567890']])('accepts %s (digits, at most 10)', (iin) => {
    expect(checkBankIin(iin)).toEqual({ ok: true, value: iin })
  })

  it.each([
    [undefined, 'required'],
    [null, 'required'],
    ['', 'required'],
    [607094, 'type'],
    ['60709A', 'digits'],
    ['607 094', 'digits'],
    ['-607094', 'digits'],
    ['12345678901', 'too-long'],
    ['123456789012345', 'too-long'],
  ] as const)('refuses %j as %s', (input, reason) => {
    const checked = checkBankIin(input)
    expect(reasonOf(checked)).toBe(reason)
    if (!checked.ok) expect(checked.problem.field).toBe('bankiin')
  })
})

describe('checkLatitude', () => {
  it.each([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['19.0760', '19.0760'],
    ['-90', '-90'],
    ['90', '90'],
    ['+45.5', '+45.5'],
    ['0', '0'],
    [19.076, '19.076'],
    ['12.34567890123456789', '12.34567890123456789'],
  ] as const)('accepts %j as %j', (input, value) => {
    expect(checkLatitude(input)).toEqual({ ok: true, value })
  })

  it.each([
    ['90.0001', 'range'],
    ['-90.5', 'range'],
    ['91', 'range'],
    ['abc', 'range'],
    ['19,07', 'range'],
    ['1e1', 'range'],
    ['.5', 'range'],
    ['19.', 'range'],
    ['1234', 'range'],
    ['12.345678901234567890', 'too-long'],
    [Number.NaN, 'type'],
    [Number.POSITIVE_INFINITY, 'type'],
    [{}, 'type'],
    [true, 'type'],
  ] as const)('refuses %j as %s', (input, reason) => {
    const checked = checkLatitude(input)
    expect(reasonOf(checked)).toBe(reason)
    if (!checked.ok) expect(checked.problem.field).toBe('latitude')
  })
})

describe('checkLongitude', () => {
  it.each([
    ['72.8777', '72.8777'],
    ['-180', '-180'],
    ['180', '180'],
    ['179.999999', '179.999999'],
    [-0.5, '-0.5'],
  ] as const)('accepts %j as %j', (input, value) => {
    expect(checkLongitude(input)).toEqual({ ok: true, value })
  })

  it.each([
    ['180.0001', 'range'],
    ['-181', 'range'],
    ['72.8777E', 'range'],
    ['123.456789012345678901', 'too-long'],
    [[72.8], 'type'],
  ] as const)('refuses %j as %s', (input, reason) => {
    const checked = checkLongitude(input)
    expect(reasonOf(checked)).toBe(reason)
    if (!checked.ok) expect(checked.problem.field).toBe('longitude')
  })

  it('allows longitudes beyond the latitude bound of 90', () => {
    expect(checkLongitude('120').ok).toBe(true)
    expect(checkLatitude('120').ok).toBe(false)
  })
})

describe('checkCaptureId', () => {
  it('asks for the customer’s finger by default and the merchant’s own for their authentication', () => {
    expect(checkCaptureId(undefined)).toMatchObject({ problem: { message: /customer’s/ } })
    expect(checkCaptureId('', 'merchant’s own')).toMatchObject({
      problem: { field: 'captureId', message: 'Capture the merchant’s own fingerprint first.' },
    })
  })

  it.each([
    ['abc'],
    ['Zx_9-Qw'],
    ['a'.repeat(CAPTURE_ID_MAX)],
    ['q7G2sLkP0bS3vWx4yZa1Bc9dEf8g'],
    ['abc.def'],
    ['x+y='],
    ['../etc/passwd'],
  ])('accepts %s', (id) => {
    // Ids the bridge never issued are unknown (410 CAPTURE_EXPIRED), not malformed.
    expect(checkCaptureId(id)).toEqual({ ok: true, value: id })
  })

  it.each([
    [undefined, 'required'],
    [null, 'required'],
    ['', 'required'],
    [42, 'format'],
    ['a'.repeat(CAPTURE_ID_MAX + 1), 'format'],
  ] as const)('refuses %j as %s', (input, reason) => {
    const checked = checkCaptureId(input)
    expect(reasonOf(checked)).toBe(reason)
    if (!checked.ok) expect(checked.problem.field).toBe('captureId')
  })
})

describe('checkMerchantLoginId', () => {
  it.each([['SANDBOX01'], ['M'], ['a'.repeat(20)], ['MER-001_x.y']])('accepts %s', (id) => {
    expect(checkMerchantLoginId(id).ok).toBe(true)
  })

  it.each([
    [undefined, 'required'],
    ['', 'required'],
    ['   ', 'required'],
    ['a'.repeat(21), 'too-long'],
    ['MER 001', 'format'],
    ['MERCHANT\u00e9', 'format'],
  ] as const)('refuses %j as %s', (input, reason) => {
    expect(reasonOf(checkMerchantLoginId(input))).toBe(reason)
  })
})

describe('checkPan', () => {
  it.each([['ABCDE1234F'], ['AAAPZ1234C'], ['TESTPAN001'], ['abcde1234f'], ['P']])(
    'accepts %s (letters and digits, at most 10)',
    (pan) => {
      expect(checkPan(pan)).toEqual({ ok: true, value: pan })
    },
  )

  it.each([
    [undefined, 'required'],
    ['', 'required'],
    ['ABCDE1234FG', 'too-long'],
    ['ABCDE 234F', 'format'],
    ['ABCDE-234F', 'format'],
  ] as const)('refuses %j as %s', (input, reason) => {
    expect(reasonOf(checkPan(input))).toBe(reason)
  })

  it.each([
    ['ABCDE1234F', true],
    ['TESTPAN001', false],
    ['abcde1234f', false],
    ['ABCDE1234', false],
  ] as const)('tells whether %s has the shape of an issued PAN', (pan, expected) => {
    expect(looksLikePan(pan)).toBe(expected)
  })
})

describe('checkEnquiry', () => {
  const good = {
    aadhaar: VALID_AADHAAR,
    mobile: '9876543210',
    bankiin: '607094',
    captureId: 'capture_1',
  }

  it('accepts a complete body and returns the typed values', () => {
    expect(checkEnquiry(good)).toEqual({
      ok: true,
      value: {
        ...good,
        latitude: undefined,
        longitude: undefined,
        consent: null,
        consentNotice: null,
      },
    })
  })

  it('keeps a location given as both latitude and longitude, the consent flag and notice', () => {
    const checked = checkEnquiry({
      ...good,
      latitude: '19.07',
      longitude: '72.87',
      consent: true,
      consentNotice: 'be-2-hi',
    })
    expect(checked).toEqual({
      ok: true,
      value: {
        ...good,
        latitude: '19.07',
        longitude: '72.87',
        consent: true,
        consentNotice: 'be-2-hi',
      },
    })
  })

  it.each([
    [{ ...good, aadhaar: '234567890125' }, 'aadhaar'],
    [{ ...good, mobile: '12345' }, 'mobile'],
    [{ ...good, bankiin: 'SBI' }, 'bankiin'],
    [{ ...good, latitude: '95', longitude: '72' }, 'latitude'],
    [{ ...good, latitude: '19', longitude: '190' }, 'longitude'],
    [{ ...good, latitude: '19.07' }, 'longitude'],
    [{ ...good, longitude: '72.87' }, 'latitude'],
    [{ ...good, captureId: undefined }, 'captureId'],
    [{ ...good, consent: 'yes' }, 'consent'],
    [{ ...good, consentNotice: '' }, 'consentNotice'],
    [{ ...good, consentNotice: 'BE-2-HI' }, 'consentNotice'],
    [{ ...good, consentNotice: 'be-2-hi-and-much-more' }, 'consentNotice'],
    [{ ...good, consentNotice: 'be_2_hi' }, 'consentNotice'],
    [{ ...good, consentNotice: 2 }, 'consentNotice'],
  ])('names the field at fault: %j -> %s', (body, field) => {
    const checked = checkEnquiry(body)
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(checked.problem.field).toBe(field)
  })

  it('reports the first problem in form order', () => {
    const checked = checkEnquiry({ aadhaar: 'x', mobile: 'y', bankiin: 'z' })
    expect(checked.ok ? null : checked.problem.field).toBe('aadhaar')
  })

  it.each([[null], [undefined], [{}], ['text'], [42]])(
    'refuses a body of %j with the aadhaar field',
    (body) => {
      const checked = checkEnquiry(body)
      expect(checked.ok ? null : checked.problem.field).toBe('aadhaar')
    },
  )
})
