// The consent notice id (docs/merchant-guide.md, "The record"): what the SPA sends, what the bridge
// accepts (docs/contract.md v1.2) and what the transaction detail reads back.
import { describe, expect, it } from 'vitest'
import {
  CONSENT_NOTICE_PATTERN,
  CONSENT_NOTICE_VERSION,
  consentNoticeId,
  readConsentNoticeId,
} from '../../../src/shared/consent-notice.ts'
import { CUSTOMER_LANGUAGES } from '../../../src/i18n/customer/types.ts'
import { checkConsentNotice } from '../../../src/shared/fields.ts'

describe('consentNoticeId', () => {
  it('names the operation, the version and the language', () => {
    expect(consentNoticeId('balance-enquiry', 'hi')).toBe('be-4-hi')
    expect(consentNoticeId('mini-statement', 'ta')).toBe('ms-4-ta')
    expect(consentNoticeId('balance-enquiry', 'hi', 2)).toBe('be-2-hi')
  })

  it('is at version 4, the notice with what is kept and what the customer may do about it', () => {
    expect(CONSENT_NOTICE_VERSION).toBe(4)
  })

  it.each(CUSTOMER_LANGUAGES)('gives an id the bridge accepts and reads back for %s', (lang) => {
    for (const operation of ['balance-enquiry', 'mini-statement'] as const) {
      const id = consentNoticeId(operation, lang)
      expect(id).toMatch(CONSENT_NOTICE_PATTERN)
      expect(checkConsentNotice(id)).toEqual({ ok: true, value: id })
      expect(readConsentNoticeId(id)).toEqual({ operation, version: 4, language: lang })
      // Records written before version 4 stay readable, and the bridge still takes their ids.
      for (const version of [2, 3]) {
        const old = consentNoticeId(operation, lang, version)
        expect(checkConsentNotice(old)).toEqual({ ok: true, value: old })
        expect(readConsentNoticeId(old)).toEqual({ operation, version, language: lang })
      }
    }
  })
})

describe('readConsentNoticeId', () => {
  it.each(['', 'be', 'be-2', 'xx-2-hi', 'be-0-hi', 'be-2-hindi', 'be-2-h', 'ms-2-HI'])(
    'reads %j as no notice of this desk',
    (id) => {
      expect(readConsentNoticeId(id)).toBeNull()
    },
  )

  it('reads a later version too, so old and new records both show', () => {
    expect(readConsentNoticeId('ms-3-ur')).toEqual({
      operation: 'mini-statement',
      version: 3,
      language: 'ur',
    })
  })
})

describe('checkConsentNotice', () => {
  it('accepts no notice at all (the field is optional)', () => {
    expect(checkConsentNotice(undefined)).toEqual({ ok: true, value: null })
    expect(checkConsentNotice(null)).toEqual({ ok: true, value: null })
  })

  it.each([
    ['a', true],
    ['x'.repeat(16), true],
    ['x'.repeat(17), false],
    ['', false],
    ['be-2-hi ', false],
    ['be.2.hi', false],
    ['बे-2-hi', false],
  ])('%j: accepted %s', (id, accepted) => {
    const checked = checkConsentNotice(id)
    expect(checked.ok).toBe(accepted)
    if (!checked.ok) expect(checked.problem).toMatchObject({ field: 'consentNotice' })
  })
})
