import { describe, expect, it } from 'vitest'
import { BANK_CAUSES, causeOf, type BankCause } from '../../../src/shared/bank-causes.ts'

describe('causeOf', () => {
  it('recognises the daily enquiry limit by the bank’s code and by its words', () => {
    expect(causeOf({ bankCode: '65', bankMessage: 'Declined' })).toBe('daily-limit')
    expect(causeOf({ message: '065: Exceeds enquiry limit for the day set by the bank' })).toBe(
      'daily-limit',
    )
    expect(
      causeOf({ bankMessage: 'You have exceeded daily limit of Balance Inquiry transactions' }),
    ).toBe('daily-limit')
  })

  it('does not take a limit on money for the daily enquiry limit (ISO 61, amount words)', () => {
    expect(causeOf({ bankCode: '61', bankMessage: 'Declined' })).toBeNull()
    expect(causeOf({ bankMessage: 'Exceeds withdrawal amount limit' })).toBeNull()
    expect(causeOf({ message: '001: Daily transaction amount limit exceeded' })).toBeNull()
    expect(causeOf({ bankMessage: 'Limit exceeded' })).toBeNull()
  })

  it('takes a frequency or a number of transactions over the limit for the enquiry limit', () => {
    expect(causeOf({ bankMessage: 'Exceeds withdrawal frequency limit' })).toBe('daily-limit')
    expect(causeOf({ bankMessage: 'Number of transactions limit exceeded for the day' })).toBe(
      'daily-limit',
    )
  })

  it('recognises a blocked, frozen or dormant account', () => {
    expect(causeOf({ bankCode: '62' })).toBe('account-blocked')
    expect(causeOf({ message: '001: Account is frozen' })).toBe('account-blocked')
    expect(causeOf({ bankMessage: 'DORMANT ACCOUNT' })).toBe('account-blocked')
  })

  it('recognises an Aadhaar number not linked (mapped, seeded) to the account', () => {
    expect(causeOf({ message: 'Aadhaar number not mapped to IIN' })).toBe('aadhaar-not-linked')
    expect(causeOf({ bankMessage: 'Aadhar mapping doesn’t exist'.replace('’', "'") })).toBe(
      'aadhaar-not-linked',
    )
    expect(causeOf({ bankMessage: 'Account not linked with Aadhaar' })).toBe('aadhaar-not-linked')
  })

  it('recognises biometrics locked by the holder (UIDAI 330), not as a mismatch', () => {
    expect(causeOf({ message: '330: Biometrics locked by Aadhaar holder' })).toBe(
      'biometric-locked',
    )
    expect(causeOf({ bankMessage: 'Biometric is locked, biometric data did not match' })).toBe(
      'biometric-locked',
    )
  })

  it('recognises a fingerprint that did not match (UIDAI 300)', () => {
    expect(causeOf({ message: '300: Biometric data did not match. Try another finger.' })).toBe(
      'finger-mismatch',
    )
    expect(causeOf({ bankMessage: 'BIOMETRIC MISMATCH' })).toBe('finger-mismatch')
  })

  it('recognises an Aadhaar number that is invalid, suspended or cancelled (UIDAI 996-998)', () => {
    expect(causeOf({ message: '998: Invalid Aadhaar Number' })).toBe('aadhaar-invalid')
    expect(causeOf({ bankMessage: 'Aadhaar suspended by UIDAI' })).toBe('aadhaar-invalid')
  })

  it('recognises the customer’s bank being down (ISO 91, 92, 96)', () => {
    expect(causeOf({ bankCode: '91' })).toBe('bank-unavailable')
    expect(causeOf({ message: 'ISSUER OR SWITCH IS INOPERATIVE' })).toBe('bank-unavailable')
  })

  it('gives null, the general advice, for words it does not know and for nothing at all', () => {
    expect(causeOf({ message: '001: Failure' })).toBeNull()
    expect(causeOf({ message: 'transaction pending' })).toBeNull()
    expect(causeOf({})).toBeNull()
    expect(causeOf({ bankCode: '', bankMessage: null, message: '   ' })).toBeNull()
  })

  it('has a recognising case above for every cause of the union', () => {
    const covered: BankCause[] = [
      'daily-limit',
      'account-blocked',
      'aadhaar-not-linked',
      'biometric-locked',
      'finger-mismatch',
      'aadhaar-invalid',
      'bank-unavailable',
    ]
    expect([...BANK_CAUSES].sort()).toEqual([...covered].sort())
  })
})
