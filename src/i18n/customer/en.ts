// Customer texts in English: the source every other customer language translates whole.
// Consent notice version 2 (shared/design/consent-notice.md), both operations, each one whole text.

import type { CustomerCatalogue, CustomerKey } from './types.ts'

export const EN_SOURCE: Record<CustomerKey, string> = {
  'consent.balance-enquiry':
    'This shop will ask your bank for your balance. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your balance and can print it. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
  'consent.mini-statement':
    'This shop will ask your bank for your recent transactions. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your transactions and can print them. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
  'result.balance': 'Your balance is {amount}.',
  'result.balance-unreadable': 'Your bank answered, but the balance could not be read.',
  'statement.heading': 'Your recent transactions',
  'statement.date': 'Date',
  'statement.details': 'Details',
  'statement.type': 'Money in or out',
  'statement.amount': 'Amount',
  'statement.credit': 'Money in',
  'statement.debit': 'Money out',
  'statement.empty': 'Your bank sent no recent transactions.',
  'statement.count.one': '{count} transaction',
  'statement.count.other': '{count} transactions',
  'advice.finger-not-matched':
    'Your fingerprint did not match. Try another finger. If you locked your fingerprint in the Aadhaar app, every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
  'advice.bank-declined':
    'Your bank did not give the answer. The reason is shown below. You can also use your passbook at your branch, or an ATM.',
  'advice.not-confirmed':
    'The answer from your bank is not confirmed yet. Do not try again now. The shop will check it in a few minutes.',
  'advice.try-again': 'Your bank could not be asked this time. You can try again.',
  'advice.merchant-auth':
    'The shop must first confirm its own fingerprint with the bank today. Then your fingerprint is taken again.',
  'receipt.fingerprint-not-kept': 'Your fingerprint was not saved.',
  'receipt.helpline': 'For questions about Aadhaar, call UIDAI on 1947.',
  'receipt.masked-record':
    'The shop keeps a record with only the last four digits of your Aadhaar number, for {days} days.',
}

const texts = Object.fromEntries(
  Object.entries(EN_SOURCE).map(([key, en]) => [key, { en, text: en }]),
) as CustomerCatalogue['texts']

export const en: CustomerCatalogue = {
  lang: 'en',
  name: 'English',
  englishName: 'English',
  dir: 'ltr',
  bcp47: 'en-IN',
  source:
    'The source text: shared/design/consent-notice.md (version 2) and the product’s own texts.',
  checked: 'Plain-English review against consent-notice.md; sentences of at most 17 words.',
  texts,
}
