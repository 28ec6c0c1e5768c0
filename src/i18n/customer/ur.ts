// Customer texts in Urdu (Indian usage), right to left: the consent notice, result lines,
// statement headings, advice and receipt lines (issue 12). "UIDAI", 1947 and the placeholders
// {amount}, {count}, {days} are wrapped in FSI/PDI isolates (\u2068 … \u2069) so they stay left
// to right inside the sentence (glossary.md, "Urdu" caution).
//
// Terms a native reviewer should look at first:
// - receipt.fingerprint-not-kept is active ("the shop did not keep your fingerprint with itself"):
//   the passive رکھا نہیں گیا can be heard as "was not placed", and محفوظ reads as "not safe".
// - "Did not match": میچ نہیں ہوا (loanword); مطابقت نہیں ہوئی is the formal form.
// - آدھار اتھارٹی is treated as feminine (کھول سکتی ہے, بتاتی ہے); confirm.

import type { CustomerCatalogue } from './types.ts'

export const ur: CustomerCatalogue = {
  lang: 'ur',
  name: 'اردو',
  englishName: 'Urdu',
  dir: 'rtl',
  bcp47: 'ur-IN',
  source:
    'The Urdu column of shared/design/glossary.md, checked against incometax.gov.in Urdu pages (آدھار, بینک کھاتا, موبائل نمبر, تصدیق, دستیاب), the rest from working knowledge of Indian Urdu; the English source is shared/design/consent-notice.md version 2 and customer/en.ts.',
  checked:
    'Written from the English whole text (customer/en.ts, consent-notice.md v2), each sentence back-translated into English (see `back`), every negative sentence checked in the back-translation; glossary terms used throughout, one word per idea. Terms: انگلی کا نشان (fingerprint, glossary first form), لین دین, بیلنس, دکان, بینک کی برانچ, پاس بک, اے ٹی ایم, رسید, سیل بند, اپنے پاس رکھنا (keep; never محفوظ). "Not confirmed" uses حتمی (final), not تصدیق, per glossary row 20. Isolates (U+2068/U+2069) around UIDAI, 1947, {amount}, {count}, {days}. Glossary confidence for this language: medium. The back-translations were made by the writer of the texts, not by an independent second translator. NOT yet checked by a native speaker in the field: a native speaker must review every text before release.',
  texts: {
    'consent.balance-enquiry': {
      en: 'This shop will ask your bank for your balance. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your balance and can print it. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'یہ دکان آپ کے بینک سے آپ کا بیلنس پوچھے گی۔ دکان آپ کا آدھار نمبر اور موبائل نمبر آپ کے بینک کو بھیجے گی۔ آپ کی انگلی کا نشان سیل بند ہو کر جاتا ہے۔ صرف آدھار اتھارٹی، \u2068UIDAI\u2069، اسے کھول سکتی ہے۔ \u2068UIDAI\u2069 آپ کے بینک کو صرف "ہاں" یا "نہیں" بتاتی ہے۔ دکان آپ کا بیلنس دکھائے گی اور اس کی رسید چھاپ سکتی ہے۔ دکان آپ کی انگلی کا نشان یا پورا آدھار نمبر اپنے پاس نہیں رکھتی۔ آپ "نہیں" کہہ سکتے ہیں۔ اگر آپ "نہیں" کہیں، یا انگلی کے نشان سے کام نہ بنے، تو اپنے بینک کی برانچ میں پاس بک یا اے ٹی ایم استعمال کریں۔ کیا آپ متفق ہیں؟',
      back: '(1) This shop will ask your bank for your balance. (2) The shop will send your Aadhaar number and mobile number to your bank. (3) Your fingerprint goes sealed. (4) Only the Aadhaar authority, UIDAI, can open it. (5) UIDAI tells your bank only "yes" or "no". (6) The shop will show your balance and can print a receipt of it. (7) The shop does not keep your fingerprint or full Aadhaar number with itself. (8) You may say "no". (9) If you say "no", or it does not work with the fingerprint, then use the passbook at your bank’s branch, or an ATM. (10) Do you agree?',
    },
    'consent.mini-statement': {
      en: 'This shop will ask your bank for your recent transactions. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your transactions and can print them. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'یہ دکان آپ کے بینک سے آپ کے حالیہ لین دین پوچھے گی۔ دکان آپ کا آدھار نمبر اور موبائل نمبر آپ کے بینک کو بھیجے گی۔ آپ کی انگلی کا نشان سیل بند ہو کر جاتا ہے۔ صرف آدھار اتھارٹی، \u2068UIDAI\u2069، اسے کھول سکتی ہے۔ \u2068UIDAI\u2069 آپ کے بینک کو صرف "ہاں" یا "نہیں" بتاتی ہے۔ دکان آپ کے لین دین دکھائے گی اور ان کی رسید چھاپ سکتی ہے۔ دکان آپ کی انگلی کا نشان یا پورا آدھار نمبر اپنے پاس نہیں رکھتی۔ آپ "نہیں" کہہ سکتے ہیں۔ اگر آپ "نہیں" کہیں، یا انگلی کے نشان سے کام نہ بنے، تو اپنے بینک کی برانچ میں پاس بک یا اے ٹی ایم استعمال کریں۔ کیا آپ متفق ہیں؟',
      back: '(1) This shop will ask your bank for your recent transactions. (2) The shop will send your Aadhaar number and mobile number to your bank. (3) Your fingerprint goes sealed. (4) Only the Aadhaar authority, UIDAI, can open it. (5) UIDAI tells your bank only "yes" or "no". (6) The shop will show your transactions and can print a receipt of them. (7) The shop does not keep your fingerprint or full Aadhaar number with itself. (8) You may say "no". (9) If you say "no", or it does not work with the fingerprint, then use the passbook at your bank’s branch, or an ATM. (10) Do you agree?',
    },
    'result.balance': {
      en: 'Your balance is {amount}.',
      text: 'آپ کا بیلنس \u2068{amount}\u2069 ہے۔',
      back: 'Your balance is {amount}.',
    },
    'result.balance-unreadable': {
      en: 'Your bank answered, but the balance could not be read.',
      text: 'آپ کے بینک نے جواب دیا، لیکن بیلنس پڑھا نہیں جا سکا۔',
      back: 'Your bank answered, but the balance could not be read.',
    },
    'statement.heading': {
      en: 'Your recent transactions',
      text: 'آپ کے حالیہ لین دین',
      back: 'Your recent transactions',
    },
    'statement.date': {
      en: 'Date',
      text: 'تاریخ',
      back: 'Date',
    },
    'statement.details': {
      en: 'Details',
      text: 'تفصیل',
      back: 'Details',
    },
    'statement.type': {
      en: 'Money in or out',
      text: 'جمع یا نکاسی',
      back: 'Deposit or withdrawal (money in or out)',
    },
    'statement.amount': {
      en: 'Amount',
      text: 'رقم',
      back: 'Amount',
    },
    'statement.credit': {
      en: 'Money in',
      text: 'جمع',
      back: 'Deposit (money in)',
    },
    'statement.debit': {
      en: 'Money out',
      text: 'نکاسی',
      back: 'Withdrawal (money out)',
    },
    'statement.empty': {
      en: 'Your bank sent no recent transactions.',
      text: 'آپ کے بینک نے کوئی حالیہ لین دین نہیں بھیجا۔',
      back: 'Your bank did not send any recent transaction.',
    },
    'statement.count.one': {
      en: '{count} transaction',
      text: '\u2068{count}\u2069 لین دین',
      back: '{count} transaction',
    },
    'statement.count.other': {
      en: '{count} transactions',
      text: '\u2068{count}\u2069 لین دین',
      back: '{count} transactions (the word does not change in the plural)',
    },
    'advice.finger-not-matched': {
      en: 'Your fingerprint did not match. Try another finger. If you locked your fingerprint in the Aadhaar app, every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'آپ کی انگلی کا نشان میچ نہیں ہوا۔ کسی دوسری انگلی سے کوشش کریں۔ اگر آپ نے آدھار ایپ میں اپنی انگلی کا نشان لاک کیا ہے، تو جب تک آپ اسے ان لاک نہیں کرتے، ہر کوشش ناکام ہوگی۔ آپ اپنے بینک کی برانچ میں پاس بک یا اے ٹی ایم بھی استعمال کر سکتے ہیں۔',
      back: 'Your fingerprint did not match. Try with another finger. If you have locked your fingerprint in the Aadhaar app, then until you unlock it, every try will fail. You can also use the passbook at your bank’s branch, or an ATM.',
    },
    'advice.bank-declined': {
      en: 'Your bank did not give the answer. The reason is shown below. You can also use your passbook at your branch, or an ATM.',
      text: 'آپ کے بینک نے جواب نہیں دیا۔ وجہ نیچے دکھائی گئی ہے۔ آپ اپنے بینک کی برانچ میں پاس بک یا اے ٹی ایم بھی استعمال کر سکتے ہیں۔',
      back: 'Your bank did not give the answer. The reason is shown below. You can also use the passbook at your bank’s branch, or an ATM.',
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed yet. Do not try again now. The shop will check it in a few minutes.',
      text: 'آپ کے بینک کا جواب ابھی حتمی نہیں ہے۔ ابھی دوبارہ کوشش نہ کریں۔ دکان چند منٹ میں اس کے بارے میں معلوم کرے گی۔',
      back: 'Your bank’s answer is not final yet. Do not try again now. The shop will find out about it in a few minutes.',
    },
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'اس بار آپ کے بینک سے پوچھا نہیں جا سکا۔ آپ دوبارہ کوشش کر سکتے ہیں۔',
      back: 'This time your bank could not be asked. You can try again.',
    },
    'advice.merchant-auth': {
      en: 'The shop must first confirm its own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'آج دکان کو پہلے بینک سے اپنی انگلی کے نشان کی جانچ کروانی ہوگی۔ پھر آپ کی انگلی کا نشان دوبارہ لیا جائے گا۔',
      back: 'Today the shop must first have its own fingerprint checked by the bank. Then your fingerprint will be taken again.',
    },
    'receipt.fingerprint-not-kept': {
      en: 'Your fingerprint was not saved.',
      text: 'دکان نے آپ کی انگلی کا نشان اپنے پاس نہیں رکھا۔',
      back: 'The shop did not keep your fingerprint (with itself).',
    },
    'receipt.helpline': {
      en: 'For questions about Aadhaar, call UIDAI on 1947.',
      text: 'آدھار سے متعلق سوالات کے لیے آدھار اتھارٹی \u2068UIDAI\u2069 کو \u20681947\u2069 پر فون کریں۔',
      back: 'For questions about Aadhaar, call the Aadhaar authority UIDAI on 1947.',
    },
    'receipt.masked-record': {
      en: 'The shop keeps a record with only the last four digits of your Aadhaar number, for {days} days.',
      text: 'دکان \u2068{days}\u2069 دن تک ایک ریکارڈ اپنے پاس رکھتی ہے، جس میں آپ کے آدھار نمبر کے صرف آخری چار ہندسے ہوتے ہیں۔',
      back: 'The shop keeps a record with itself for {days} days, in which there are only the last four digits of your Aadhaar number.',
    },
  },
}
