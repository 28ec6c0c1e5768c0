import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { verhoeffCheckDigit, verhoeffValid } from '../../../src/shared/verhoeff.ts'

describe('verhoeffCheckDigit', () => {
  // Published test vectors of the Verhoeff scheme.
  it.each([
    ['236', 3],
    ['12345', 1],
    ['142857', 0],
    ['123456789012', 0],
    ['8473643095483728456789', 2],
  ])('gives %s the check digit %i', (digits, check) => {
    expect(verhoeffCheckDigit(digits)).toBe(check)
  })
})

describe('verhoeffValid', () => {
  it.each([['2363'], ['123451'], ['1428570'], ['84736430954837284567892'], ['234567890124']])(
    'accepts %s',
    (digits) => {
      expect(verhoeffValid(digits)).toBe(true)
    },
  )

  it.each([['2364'], ['123452'], ['234567890125'], [''], ['23a3'], ['2363 '], ['-2363']])(
    'refuses %j',
    (digits) => {
      expect(verhoeffValid(digits)).toBe(false)
    },
  )

  it('accepts any digit string completed with its own check digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/), (digits) => {
        expect(verhoeffValid(digits + verhoeffCheckDigit(digits))).toBe(true)
      }),
    )
  })

  it('detects every single-digit error', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{11}$/),
        fc.nat(11),
        fc.integer({ min: 1, max: 9 }),
        (body, position, shift) => {
          const valid = body + verhoeffCheckDigit(body)
          const changed = (Number(valid[position]) + shift) % 10
          const wrong = valid.slice(0, position) + changed + valid.slice(position + 1)
          expect(verhoeffValid(wrong)).toBe(false)
        },
      ),
    )
  })

  it('detects every swap of two different adjacent digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), fc.nat(10), (body, position) => {
        const valid = body + verhoeffCheckDigit(body)
        fc.pre(valid[position] !== valid[position + 1])
        const swapped =
          valid.slice(0, position) +
          valid[position + 1] +
          valid[position] +
          valid.slice(position + 2)
        expect(verhoeffValid(swapped)).toBe(false)
      }),
    )
  })
})
