import { describe, expect, it } from 'vitest'
import {
  groupAadhaarDigits,
  maskAadhaar,
  maskAadhaarGrouped,
  maskMobile,
} from '../../../src/shared/mask.ts'

describe('maskAadhaar', () => {
  it.each([
    ['234567890124', 'XXXXXXXX0124'],
    ['999900000000', 'XXXXXXXX0000'],
    ['2345 6789 0124', 'XXXXXXXX0124'],
  ])('keeps the last four digits of %s: %s', (aadhaar, masked) => {
    expect(maskAadhaar(aadhaar)).toBe(masked)
  })

  it('re-masks the upstream form (first and last digits visible) to last four only', () => {
    expect(maskAadhaar('2XXXXXXX0124')).toBe('XXXXXXXX0124')
  })

  it.each([
    ['', 'XXXXXXXXXXXX'],
    ['12', 'XXXXXXXXXX12'],
    ['abc', 'XXXXXXXXXXXX'],
  ])('always gives twelve characters, padding short input with X: %j -> %s', (input, masked) => {
    expect(maskAadhaar(input)).toBe(masked)
  })

  it('never shows more than four digits', () => {
    expect(maskAadhaar('2345678901245678').replace(/\D/g, '')).toHaveLength(4)
  })
})

describe('maskAadhaarGrouped', () => {
  it.each([
    ['234567890124', 'XXXX XXXX 0124'],
    ['2345 6789 0124', 'XXXX XXXX 0124'],
    ['', 'XXXX XXXX XXXX'],
  ])('shows %j as %s on screen and receipts', (aadhaar, masked) => {
    expect(maskAadhaarGrouped(aadhaar)).toBe(masked)
  })
})

describe('maskMobile', () => {
  it.each([
    ['9876543210', 'XXXXXX3210'],
    ['+91 98765 43210', 'XXXXXX3210'],
    ['1', 'XXXXXXXXX1'],
  ])('keeps the last four digits of %s: %s', (mobile, masked) => {
    expect(maskMobile(mobile)).toBe(masked)
  })
})

describe('groupAadhaarDigits', () => {
  it.each([
    ['', ''],
    ['2', '2'],
    ['2345', '2345'],
    ['23456', '2345 6'],
    ['23456789', '2345 6789'],
    ['234567890124', '2345 6789 0124'],
    ['2345 6789 0124', '2345 6789 0124'],
    ['2345-6789-0124', '2345 6789 0124'],
    ['23456789012499', '2345 6789 0124'],
    ['ab12cd34', '1234'],
  ])('groups %j as %j while typing', (input, grouped) => {
    expect(groupAadhaarDigits(input)).toBe(grouped)
  })
})
