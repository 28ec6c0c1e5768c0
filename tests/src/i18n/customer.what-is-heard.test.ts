// What the customer hears, pinned in all 13 languages: the daily limit is a limit on
// enquiries, not on the account; an Aadhaar number refused by UIDAI names UIDAI and 1947; a bank
// that could not be reached has its own line; no sentence says what happened in the account (the
// desk cannot see fees), only that this enquiry is not a withdrawal; and the notice is whole, the
// kept sentences included, whatever the bridge's settings, so its id is version 3.
import { describe, expect, it } from 'vitest'
import { EN_SOURCE } from '../../../src/i18n/customer/en.ts'
import { loadCustomerCatalogue } from '../../../src/i18n/customer/load.ts'
import {
  CUSTOMER_KEYS,
  CUSTOMER_LANGUAGES,
  type CustomerCatalogue,
  type CustomerKey,
} from '../../../src/i18n/customer/types.ts'
import { noticeText, spokenNotice } from '../../../src/lib/counter/consent-notice-text.ts'
import type { KeptSettings } from '../../../src/lib/answer/kept-lines.ts'
import { sentencesOf } from '../../../src/lib/speech.ts'
import { CONSENT_NOTICE_VERSION } from '../../../src/shared/consent-notice.ts'

const catalogues: CustomerCatalogue[] = await Promise.all(
  CUSTOMER_LANGUAGES.map((lang) => loadCustomerCatalogue(lang)),
)
const translations = catalogues.filter((c) => c.lang !== 'en')
const each = catalogues.map((c) => [c.lang, c] as const)
const eachTranslation = translations.map((c) => [c.lang, c] as const)

/** The advice lines that once said "nothing was taken" or "nothing happened in your account". */
const NOT_A_WITHDRAWAL: CustomerKey[] = [
  'advice.not-confirmed',
  'advice.settled-success',
  'advice.shop-problem',
  'advice.details-missing',
  'advice.reversed',
  'advice.bank-unavailable',
]
/** Claims about the customer's money or account that the desk cannot observe. */
const MONEY_CLAIM =
  /no money (moves|is deducted|is taken)|nothing (was|has been) (taken|deducted)|nothing (at all )?(has )?happened in your account|nothing (has )?went from|nothing went from/i

describe('no sentence says what happened to the customer’s money', () => {
  it('holds for every English text', () => {
    const claims = CUSTOMER_KEYS.filter((key) => MONEY_CLAIM.test(EN_SOURCE[key]))
    expect(claims).toEqual([])
  })

  it.each(eachTranslation)('holds for every back-translation in %s', (_lang, catalogue) => {
    const claims = CUSTOMER_KEYS.filter((key) => MONEY_CLAIM.test(catalogue.texts[key].back ?? ''))
    expect(claims).toEqual([])
  })

  it.each(each)('%s says “this enquiry is not a withdrawal” in its place', (lang, catalogue) => {
    const missing = NOT_A_WITHDRAWAL.filter((key) => {
      const { text, back } = catalogue.texts[key]
      return lang === 'en'
        ? !text.includes('This enquiry is not a withdrawal.')
        : !/is not a withdrawal/.test(back ?? '')
    })
    expect(missing).toEqual([])
  })
})

describe('the daily limit', () => {
  it('is a limit on enquiries in the English source, not one on the account', () => {
    expect(EN_SOURCE['advice.daily-limit']).toContain('allows only a few enquiries a day')
    expect(EN_SOURCE['advice.daily-limit']).not.toMatch(/\baccount\b/)
  })

  it.each(eachTranslation)('%s back-translates to a count of enquiries', (_lang, catalogue) => {
    const back = catalogue.texts['advice.daily-limit'].back!
    expect(back).toMatch(/only a few (enquiries|times)/)
    expect(back).not.toMatch(/\baccount\b/)
  })
})

describe('an Aadhaar number refused by UIDAI', () => {
  it.each(each)('%s names UIDAI as who refused it, and gives 1947', (_lang, catalogue) => {
    const { text, back } = catalogue.texts['advice.aadhaar-invalid']
    expect(text).toContain('UIDAI')
    expect(text).toContain('1947')
    expect(back ?? text).toMatch(/UIDAI[^.]* did not accept this Aadhaar number/)
    expect(back ?? text).toMatch(/(call|phone) UIDAI on (the )?(number )?1947/)
    expect(back ?? text).not.toMatch(/your bank did not accept/i)
  })
})

describe('a bank that could not be reached', () => {
  it.each(each)('%s tells the customer nothing was sent to the bank', (_lang, catalogue) => {
    const { text, back } = catalogue.texts['advice.bank-unreachable']
    expect(text.trim()).not.toBe('')
    expect(back ?? text).toMatch(/nothing (at all )?(was|has been) sent to your bank/)
  })
})

describe('the notice read to the customer', () => {
  const SETTINGS: KeptSettings[] = [
    { retentionDays: 90, reprintHours: 24 },
    { retentionDays: 1, reprintHours: 1 },
    { retentionDays: 7, reprintHours: 0 },
    // A bridge that does not say its reprint hours: no sentence is dropped.
    { retentionDays: 90, reprintHours: null },
  ]
  const OPERATIONS = ['balance-enquiry', 'mini-statement'] as const

  it.each(each)(
    '%s keeps every sentence, the three kept ones included, at every setting',
    (_lang, catalogue) => {
      for (const operation of OPERATIONS)
        for (const settings of SETTINGS) {
          const notice = noticeText(catalogue, operation, settings)
          const where = `${operation} ${JSON.stringify(settings)}`
          expect(notice.kept, where).toHaveLength(3)
          for (const line of notice.kept) {
            expect(line.trim(), where).not.toBe('')
            expect(line, where).not.toMatch(/[{}]/)
          }
          // Version 4: what the customer may do, after the kept sentences; the fee only for a
          // mini statement.
          const rights = [catalogue.texts['consent.rights'].text]
          if (operation === 'mini-statement')
            rights.push(catalogue.texts['consent.statement-fee'].text)
          expect(notice.rights, where).toEqual(rights)
          expect(spokenNotice(notice).slice(-1 - rights.length, -1), where).toEqual(rights)
          // Nothing of the version-2 text is lost around the kept and rights sentences.
          const v2 = catalogue.texts[`consent.${operation}`].text
          expect(sentencesOf(`${notice.body} ${notice.question}`), where).toEqual(sentencesOf(v2))
          expect(spokenNotice(notice).at(-1), where).toBe(sentencesOf(v2).at(-1))
          expect(notice.version, where).toBe(CONSENT_NOTICE_VERSION)
        }
    },
  )

  it.each(each)('%s speaks of the operation’s own answer in the kept lines', (_lang, c) => {
    const settings = { retentionDays: 90, reprintHours: 24 }
    const balance = noticeText(c, 'balance-enquiry', settings).kept.at(-1)
    const statement = noticeText(c, 'mini-statement', settings).kept.at(-1)
    expect(balance).toBe(c.texts['kept.balance.other'].text.replace('{hours}', '24'))
    expect(statement).toBe(c.texts['kept.transactions.other'].text.replace('{hours}', '24'))
    expect(balance).not.toBe(statement)
  })

  it('is version 4 once the kept and rights sentences are in it, version 2 without them', () => {
    const en = catalogues[0]!
    expect(noticeText(en, 'balance-enquiry', { retentionDays: 90, reprintHours: 24 }).version).toBe(
      4,
    )
    const bare = noticeText(en, 'balance-enquiry', null)
    expect(bare.version).toBe(2)
    expect(bare.rights).toEqual([])
  })
})
