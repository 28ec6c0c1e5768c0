// The shape of a customer-language catalogue: the texts read or shown to the customer (the consent
// notice, the result's customer lines, the receipt's customer lines), in one of the 13 customer
// languages of docs/glossary.md. The merchant's own interface stays English and Hindi
// (src/i18n/en-first-load.ts, en-later.ts, hi.ts); these catalogues hold only what the customer hears or reads.

export const CUSTOMER_LANGUAGES = [
  'en',
  'hi',
  'bn',
  'mr',
  'te',
  'ta',
  'gu',
  'kn',
  'or',
  'ml',
  'pa',
  'as',
  'ur',
] as const
export type CustomerLanguage = (typeof CUSTOMER_LANGUAGES)[number]

/** Every key a customer catalogue must have; English (customer/en.ts) is the source. */
export const CUSTOMER_KEYS = [
  'consent.balance-enquiry',
  'consent.mini-statement',
  'result.balance',
  'result.balance-unreadable',
  'statement.heading',
  'statement.date',
  'statement.details',
  'statement.type',
  'statement.amount',
  'statement.credit',
  'statement.debit',
  'statement.empty',
  'statement.count.one',
  'statement.count.other',
  'advice.finger-not-matched',
  'advice.bank-declined',
  'advice.not-confirmed',
  'advice.try-again',
  'advice.merchant-auth',
  'advice.shop-problem',
  'advice.details-missing',
  'advice.reversed',
  'advice.settled-success',
  // One per bank cause of src/shared/bank-causes.ts; finger-mismatch is finger-not-matched.
  'advice.daily-limit',
  'advice.account-blocked',
  'advice.aadhaar-not-linked',
  'advice.biometric-locked',
  'advice.aadhaar-invalid',
  'advice.bank-unavailable',
  // Nothing reached the bank (UPSTREAM_UNREACHABLE): said to the customer beside the merchant's refusal.
  'advice.bank-unreachable',
  // UIDAI 310 (duplicate-fingers): one finger only; 811/812 (biometric-update-needed): the
  // customer's fingerprints must be taken again at an Aadhaar centre (glossary row 32).
  'advice.one-finger',
  'advice.fingerprint-update',
  'receipt.fingerprint-not-kept',
  'receipt.helpline',
  // What the shop keeps, said the same on the notice and the receipt (docs/merchant-guide.md, "What
  // the shop keeps about the customer").
  'kept.record.one',
  'kept.record.other',
  'kept.record-contents',
  // What is kept of the answer, in the operation's own words: a balance, or transactions.
  'kept.balance.one',
  'kept.balance.other',
  'kept.balance-whole',
  'kept.transactions.one',
  'kept.transactions.other',
  'kept.transactions-whole',
  // Version 4 of the notice (docs/merchant-guide.md, "The consent notice"): what the customer may do (refuse is already
  // sentence 8; erase this record, complain to the bank, and from 13/05/2027 to the Data
  // Protection Board), and for a mini statement, that the bank may charge after a few a month.
  'consent.rights',
  'consent.statement-fee',
] as const
export type CustomerKey = (typeof CUSTOMER_KEYS)[number]

/** One text: the English source beside the translation, so a reviewer compares line by line. */
export interface CustomerText {
  /** The English source sentence(s), exactly as in customer/en.ts. */
  en: string
  /** The text in this language. Placeholders ({amount}, {count}, {days}) kept as in English. */
  text: string
  /** Optional: this text translated back into English, sentence by sentence (a reviewer's check). */
  back?: string
}

/**
 * What ships for one language. Where its words come from and how they were checked are notes for
 * translators, kept in notes/<lang>.md beside the catalogue, which nothing imports.
 */
export interface CustomerCatalogue {
  lang: CustomerLanguage
  /** The language's own name, as its speakers write it (shown in the language menu). */
  name: string
  /** The English name (for the merchant, who may not read the script). */
  englishName: string
  dir: 'ltr' | 'rtl'
  /** BCP 47 tag used for the `lang` attribute and to look up a speechSynthesis voice. */
  bcp47: string
  texts: Record<CustomerKey, CustomerText>
}
