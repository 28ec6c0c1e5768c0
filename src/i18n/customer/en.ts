// Customer texts in English: the source every other customer language translates whole. Consent
// notice (docs/merchant-guide.md, "The consent notice"): the version-2 text of each operation,
// whole; version 3 is that text with the sentences on what is kept (kept.*) said before its closing
// question.

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
    'Your bank said no to this enquiry. The shop can tell you the reason your bank gave. You can also use your passbook at your branch, or an ATM.',
  'advice.not-confirmed':
    'The answer from your bank is not confirmed. This enquiry is not a withdrawal. You can ask again with your fingerprint.',
  'advice.try-again': 'Your bank could not be asked this time. You can try again.',
  'advice.merchant-auth':
    'The shopkeeper must first confirm their own fingerprint with the bank today. Then your fingerprint is taken again.',
  'advice.shop-problem':
    'The shop could not ask your bank because of a problem at the shop. It is not your fault. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
  'advice.details-missing':
    'Your bank said a detail was missing. This enquiry is not a withdrawal. The shop will check your details with you before asking again.',
  'advice.reversed':
    'Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
  'advice.settled-success':
    'The shop checked with your bank later: your bank did answer this enquiry. This enquiry is not a withdrawal. To hear the answer, you can ask again with your fingerprint.',
  'advice.daily-limit':
    'Your bank said no to this enquiry. Your bank allows only a few enquiries a day, and today’s are used up. You can ask again tomorrow, or use your passbook at your branch, or an ATM.',
  'advice.account-blocked':
    'Your bank said no to this enquiry, because your account is blocked. Trying again will not help. Please go to your bank branch.',
  'advice.aadhaar-not-linked':
    'Your bank said no to this enquiry. Your Aadhaar number is not linked to your account at this bank. Please go to your bank branch to link it.',
  'advice.biometric-locked':
    'Your fingerprint is locked in the Aadhaar app. Every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
  'advice.aadhaar-invalid':
    'UIDAI, the Aadhaar authority, did not accept this Aadhaar number. Please check the number with the shop. If the number is wrong, the shop can ask again with the right number. If it is right, call UIDAI on 1947.',
  'advice.bank-unreachable':
    'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again in a moment, with your fingerprint. You can also use your passbook at your branch, or an ATM.',
  'advice.bank-unavailable':
    'Your bank’s service is not working now. This enquiry is not a withdrawal. You can ask again later, or use your passbook at your branch, or an ATM.',
  'advice.one-finger':
    'UIDAI, the Aadhaar authority, did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the reader.',
  'advice.fingerprint-update':
    'UIDAI, the Aadhaar authority, needs your fingerprints taken again before it can check them. Trying again here will not help. Please go to an Aadhaar centre to update your fingerprints. You can also use your passbook at your branch, or an ATM.',
  'receipt.fingerprint-not-kept': 'Your fingerprint was not saved.',
  'receipt.helpline': 'For questions about Aadhaar, call UIDAI on 1947.',
  'kept.record.one': 'The shop keeps a record of this enquiry for {days} day.',
  'kept.record.other': 'The shop keeps a record of this enquiry for {days} days.',
  'kept.record-contents':
    'The record has your bank, the result, and only the last four digits of your Aadhaar number and mobile number.',
  'kept.balance.one':
    'The shop keeps your balance for {hours} hour, to print it again, and then deletes it.',
  'kept.balance.other':
    'The shop keeps your balance for {hours} hours, to print it again, and then deletes it.',
  'kept.balance-whole': 'The shop keeps your balance with the record, to print it again.',
  'kept.transactions.one':
    'The shop keeps your transactions for {hours} hour, to print them again, and then deletes them.',
  'kept.transactions.other':
    'The shop keeps your transactions for {hours} hours, to print them again, and then deletes them.',
  'kept.transactions-whole':
    'The shop keeps your transactions with the record, to print them again.',
  // Version 4 (docs/merchant-guide.md, "The consent notice"): what the customer may do, said after what is kept.
  'consent.rights':
    'You may ask the shop to delete this record, or complain to your bank, and from 13/05/2027 also to the Data Protection Board.',
  'consent.statement-fee': 'After a few mini statements in a month, your bank may charge a fee.',
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
  texts,
}
