import { describe, expect, it } from 'vitest'
import {
  answerCause,
  BANK_CAUSES,
  causeOf,
  isBankCause,
  type BankCause,
} from '../../../src/shared/bank-causes.ts'
import { recordCause } from '../../../src/shared/settled-answer.ts'

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

  // UIDAI's error list (docs/rd-service.md section 4): each code with UIDAI's own words.
  const UIDAI: [string, string, BankCause][] = [
    ['300', 'Biometric data did not match', 'finger-mismatch'],
    ['310', 'Duplicate fingers used', 'duplicate-fingers'],
    ['330', 'Biometrics locked by Aadhaar holder', 'biometric-locked'],
    ['501', 'Invalid certificate identifier in "ci" attribute of "Skey"', 'rd-key-expired'],
    ['553', 'Registered devices currently not supported', 'device-not-allowed'],
    ['554', 'Public devices are not allowed to be used', 'device-not-allowed'],
    ['555', 'rdsId is invalid and not part of certification registry', 'device-not-certified'],
    ['556', 'rdsVer is invalid and not part of certification registry', 'device-not-certified'],
    ['557', 'dpId is invalid and not part of certification registry', 'device-not-certified'],
    ['558', 'Invalid dih', 'device-integrity'],
    ['559', 'Device Certificate has expired', 'device-certificate-expired'],
    ['560', 'DP Master Certificate has expired', 'device-certificate-expired'],
    ['561', 'Request expired ("Pid->ts" value is older than N hours)', 'pid-expired'],
    ['562', 'Timestamp value is future time', 'clock-ahead'],
    [
      '811',
      'Missing biometric data in CIDR for the given Aadhaar number',
      'biometric-update-needed',
    ],
    ['812', 'Aadhaar holder has not done "Best Finger Detection"', 'biometric-update-needed'],
    ['995', 'Aadhaar suspended by competent authority', 'aadhaar-invalid'],
    ['996', 'Aadhaar number status is not active (cancelled)', 'aadhaar-invalid'],
    ['997', 'Aadhaar suspended', 'aadhaar-invalid'],
    ['998', 'Invalid Aadhaar Number', 'aadhaar-invalid'],
  ]

  it.each(UIDAI)(
    'names UIDAI %s by the message’s prefix, the bank’s code and the words',
    (code, words, cause) => {
      expect(causeOf({ message: `${code}: ${words}` })).toBe(cause)
      expect(causeOf({ message: `0${code}:Declined` })).toBe(cause)
      expect(causeOf({ bankCode: code, bankMessage: 'Declined' })).toBe(cause)
      expect(causeOf({ bankMessage: words })).toBe(cause)
    },
  )

  it('names a blocked merchant (PaySprint 23, or the words) before a blocked account', () => {
    expect(
      causeOf({ message: '23: Merchant is blocked at NPCI end. Please contact to bank' }),
    ).toBe('merchant-blocked')
    expect(causeOf({ bankMessage: 'Merchant account is blocked' })).toBe('merchant-blocked')
    expect(causeOf({ bankMessage: 'Account blocked' })).toBe('account-blocked')
  })

  it('names no cause for a success, whatever its words; a record by its settling check', () => {
    expect(
      answerCause({ outcome: 'success', message: '300: Biometric data did not match' }),
    ).toBeNull()
    expect(answerCause({ outcome: 'failure', message: '300: Biometric data did not match' })).toBe(
      'finger-mismatch',
    )
    const check = { at: '2026-11-29T00:00:00Z', code: '0x0202', status: 'FAILURE' }
    expect(
      recordCause({
        outcome: 'pending',
        message: 'transaction pending',
        settledOutcome: 'failure',
        statusChecks: [
          { ...check, outcome: 'failure', message: '562: Timestamp value is future time' },
        ],
      }),
    ).toBe('clock-ahead')
    expect(
      recordCause({
        outcome: 'pending',
        message: '300: pending',
        settledOutcome: 'success',
        statusChecks: [{ ...check, outcome: 'success', message: '000: ok' }],
      }),
    ).toBeNull()
  })

  it('has a recognising case above for every cause of the union', () => {
    const covered: BankCause[] = [
      'daily-limit',
      'account-blocked',
      'aadhaar-not-linked',
      'merchant-blocked',
      'bank-unavailable',
      ...UIDAI.map(([, , cause]) => cause),
    ]
    expect([...BANK_CAUSES].sort()).toEqual([...new Set(covered)].sort())
    expect(BANK_CAUSES.every((c) => isBankCause(c))).toBe(true)
    expect(isBankCause('disk-full')).toBe(false)
  })
})
