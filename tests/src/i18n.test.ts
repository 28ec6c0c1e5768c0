// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { errorKey, errorText } from '../../src/composables/use-i18n.ts'
import { enLater } from '../../src/i18n/en-later.ts'
import { enFirstLoad as en } from '../../src/i18n/en-first-load.ts'
import { hi } from '../../src/i18n/hi.ts'
import {
  fill,
  hasText,
  loadLanguage,
  loadLaterTexts,
  placeholdersOf,
  translate,
} from '../../src/i18n/messages.ts'

const english: Record<string, string> = { ...en, ...enLater }
const hindi: Record<string, string> = hi

describe('i18n completeness', () => {
  it('has no key twice across the English files', () => {
    const overlap = Object.keys(en).filter((key) => key in enLater)
    expect(overlap).toEqual([])
  })

  it('has every English key in Hindi, and no Hindi key without an English one', () => {
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort())
  })

  it('has a text in both languages for every key, with the same placeholders', () => {
    const offenders = Object.keys(english).filter(
      (key) =>
        !english[key]!.trim() ||
        !hindi[key]?.trim() ||
        placeholdersOf(hindi[key]).join() !== placeholdersOf(english[key]!).join(),
    )
    expect(offenders).toEqual([])
  })

  it('writes the Hindi texts in Devanagari (apart from names and codes)', () => {
    const latinOnly = Object.entries(hindi).filter(
      ([key, text]) =>
        !/[\u0900-\u097f]/.test(text) &&
        !['lang.switchTo', 'label.rrn', 'label.stan', 'label.notGiven', 'bank.unlisted'].includes(
          key,
        ),
    )
    expect(latinOnly).toEqual([])
  })
})

describe('translate', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('Quality {score} of {max}', { score: 78 })).toBe('Quality 78 of {max}')
  })

  it('falls back to English until Hindi has loaded, then uses Hindi', async () => {
    expect(translate('en', 'nav.balance')).toBe('Balance enquiry')
    await loadLanguage('hi')
    expect(translate('hi', 'nav.balance')).toBe('बैलेंस पूछताछ')
    expect(translate('hi', 'capture.done', { score: 81 })).toBe(
      'फ़िंगरप्रिंट ले लिया गया। गुणवत्ता 100 में से 81।',
    )
  })
})

describe('error texts', () => {
  it('shows the bridge’s own message in English', () => {
    const error = { code: 'RD_700', message: 'No finger was placed within the time limit.' }
    expect(errorText('en', error)).toEqual({
      text: 'No finger was placed within the time limit.',
      original: null,
    })
  })

  it('translates by code in Hindi and keeps the bridge’s message beside it', async () => {
    await loadLanguage('hi')
    const error = { code: 'CAPTURE_USED', message: 'This fingerprint was already used.' }
    expect(errorText('hi', error)).toEqual({
      text: hi['code.CAPTURE_USED'],
      original: 'This fingerprint was already used.',
    })
  })

  // The first page carries only the generic reader and bridge texts: in English the bridge's own
  // message is shown, and these stand in for a reply without one.
  it('reads a reader code as the generic reader problem until the later English texts are there', () => {
    expect(hasText('en', 'code.RD_720')).toBe(false)
    expect(errorKey('RD_720')).toBe('code.RD_OTHER')
    expect(errorKey('UPSTREAM_TIMEOUT')).toBe('code.OTHER')
  })

  it.each([
    ['NO_DEVICE', 'code.NO_DEVICE'],
    ['RD_720', 'code.RD_720'],
    ['RD_999', 'code.RD_OTHER'],
    ['SOMETHING_NEW', 'code.OTHER'],
  ])('maps %s to %s once the later English texts are there', async (code, key) => {
    await loadLaterTexts()
    expect(errorKey(code)).toBe(key)
  })
})
