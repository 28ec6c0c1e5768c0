// Customer texts in Urdu (Indian usage), right to left: the consent notice, result lines,
// statement headings, advice and receipt lines. "UIDAI", 1947 and the placeholders
// {amount}, {count}, {days} are wrapped in FSI/PDI isolates (\u2068 … \u2069) so they stay left
// to right inside the sentence (docs/glossary.md, "Urdu" caution).
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
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'اس بار آپ کے بینک سے پوچھا نہیں جا سکا۔ آپ دوبارہ کوشش کر سکتے ہیں۔',
      back: 'This time your bank could not be asked. You can try again.',
    },
    'advice.one-finger': {
      en: 'UIDAI, the Aadhaar authority, did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the reader.',
      text: 'آدھار اتھارٹی \u2068UIDAI\u2069 نے یہ انگلی کا نشان قبول نہیں کیا، کیونکہ ایک سے زیادہ انگلیاں استعمال ہوئی تھیں۔ جب دکان دوبارہ پوچھے، تو مشین پر صرف ایک انگلی رکھیں۔',
      back: 'The Aadhaar authority UIDAI did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the machine.',
    },
    'advice.fingerprint-update': {
      en: 'UIDAI, the Aadhaar authority, needs your fingerprints taken again before it can check them. Trying again here will not help. Please go to an Aadhaar centre to update your fingerprints. You can also use your passbook at your branch, or an ATM.',
      text: 'آدھار اتھارٹی \u2068UIDAI\u2069 آپ کی انگلی کا نشان تبھی جانچ سکتی ہے، جب آپ کی انگلیوں کے نشان دوبارہ لیے جائیں۔ یہاں دوبارہ کوشش کرنے سے کوئی فائدہ نہیں ہوگا۔ براہ کرم انگلیوں کے نشان اپڈیٹ کرانے کے لیے آدھار سینٹر جائیں۔ آپ اپنے بینک کی برانچ میں پاس بک یا اے ٹی ایم بھی استعمال کر سکتے ہیں۔',
      back: 'The Aadhaar authority UIDAI can check your fingerprint only when the marks of your fingers are taken again. Trying again here will be of no benefit. Please go to an Aadhaar centre to get your fingerprints updated. You can also use the passbook or an ATM at your bank’s branch.',
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
    'advice.bank-declined': {
      en: 'Your bank said no to this enquiry. The shop can tell you the reason your bank gave. You can also use your passbook at your branch, or an ATM.',
      text: 'آپ کے بینک نے یہ درخواست نامنظور کر دی۔ بینک نے جو وجہ بتائی، وہ دکان آپ کو بتا سکتی ہے۔ آپ اپنے بینک کی برانچ میں پاس بک یا اے ٹی ایم بھی استعمال کر سکتے ہیں۔',
      back: "Your bank turned down this request. The reason the bank told, the shop can tell you. You can also use the passbook at your bank's branch, or an ATM.",
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed. This enquiry is not a withdrawal. You can ask again with your fingerprint.',
      text: 'آپ کے بینک کا جواب حتمی نہیں ہے۔ یہ کام پیسوں کی نکاسی نہیں ہے۔ آپ اپنی انگلی کا نشان دے کر دوبارہ پوچھ سکتے ہیں۔',
      back: "Your bank's answer is not final. This work (the enquiry) is not a withdrawal of money. You can ask again by giving your fingerprint.",
    },
    'advice.merchant-auth': {
      en: 'The shopkeeper must first confirm their own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'آج دکاندار کو پہلے بینک سے اپنی انگلی کے نشان کی جانچ کروانی ہوگی۔ پھر آپ کی انگلی کا نشان دوبارہ لیا جائے گا۔',
      back: 'Today the shopkeeper will first have to get their own fingerprint checked by the bank. Then your fingerprint will be taken again.',
    },
    'advice.shop-problem': {
      en: 'The shop could not ask your bank because of a problem at the shop. It is not your fault. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'دکان کی طرف کے ایک مسئلے کی وجہ سے دکان آپ کے بینک سے پوچھ نہیں سکی۔ اس میں آپ کا کوئی قصور نہیں ہے۔ یہ کام پیسوں کی نکاسی نہیں ہے۔ آپ اپنے بینک کی برانچ میں پاس بک یا اے ٹی ایم استعمال کر سکتے ہیں۔',
      back: "Because of a problem on the shop's side, the shop could not ask your bank. There is no fault of yours in this. This work (the enquiry) is not a withdrawal of money. You can use the passbook at your bank's branch, or an ATM.",
    },
    'advice.details-missing': {
      en: 'Your bank said a detail was missing. This enquiry is not a withdrawal. The shop will check your details with you before asking again.',
      text: 'آپ کے بینک نے بتایا کہ ایک معلومات رہ گئی تھی۔ یہ کام پیسوں کی نکاسی نہیں ہے۔ دوبارہ پوچھنے سے پہلے دکان آپ کے ساتھ آپ کی معلومات جانچے گی۔',
      back: 'Your bank told that one piece of information had been left out. This work (the enquiry) is not a withdrawal of money. Before asking again, the shop will check your details with you.',
    },
    'advice.reversed': {
      en: 'Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'آپ کے بینک نے یہ درخواست منسوخ کر دی اور کوئی جواب نہیں دیا۔ یہ کام پیسوں کی نکاسی نہیں ہے۔ آپ اپنے بینک کی برانچ میں پاس بک یا اے ٹی ایم استعمال کر سکتے ہیں۔',
      back: "Your bank cancelled this request and gave no answer. This work (the enquiry) is not a withdrawal of money. You can use the passbook at your bank's branch, or an ATM.",
    },
    'advice.settled-success': {
      en: 'The shop checked with your bank later: your bank did answer this enquiry. This enquiry is not a withdrawal. To hear the answer, you can ask again with your fingerprint.',
      text: 'دکان نے بعد میں آپ کے بینک سے معلوم کیا: آپ کے بینک نے اس درخواست کا جواب دیا تھا۔ یہ کام پیسوں کی نکاسی نہیں ہے۔ جواب سننے کے لیے آپ اپنی انگلی کا نشان دے کر دوبارہ پوچھ سکتے ہیں۔',
      back: 'The shop later found out from your bank: your bank had answered this request. This work (the enquiry) is not a withdrawal of money. To hear the answer, you can ask again by giving your fingerprint.',
    },
    'advice.daily-limit': {
      en: 'Your bank said no to this enquiry. Your bank allows only a few enquiries a day, and today’s are used up. You can ask again tomorrow, or use your passbook at your branch, or an ATM.',
      text: 'آپ کے بینک نے یہ کام نامنظور کر دیا۔ آپ کا بینک ایک دن میں چند ہی بار پوچھنے دیتا ہے، اور آج کی باریاں پوری ہو گئی ہیں۔ آپ کل دوبارہ پوچھ سکتے ہیں، یا اپنے بینک کی برانچ میں پاس بک یا اے ٹی ایم استعمال کر سکتے ہیں۔',
      back: "Your bank turned down this work (the enquiry). Your bank lets (you) ask only a few times in a day, and today’s turns are used up. You can ask again tomorrow, or use the passbook at your bank's branch, or an ATM.",
    },
    'advice.account-blocked': {
      en: 'Your bank said no to this enquiry, because your account is blocked. Trying again will not help. Please go to your bank branch.',
      text: 'آپ کا کھاتا بلاک ہونے کی وجہ سے آپ کے بینک نے یہ درخواست نامنظور کر دی۔ دوبارہ کوشش کرنے سے کوئی فائدہ نہیں ہوگا۔ براہ کرم اپنے بینک کی برانچ جائیں۔',
      back: "Because your account is blocked, your bank turned down this request. Trying again will bring no benefit. Please go to your bank's branch.",
    },
    'advice.aadhaar-not-linked': {
      en: 'Your bank said no to this enquiry. Your Aadhaar number is not linked to your account at this bank. Please go to your bank branch to link it.',
      text: 'آپ کے بینک نے یہ درخواست نامنظور کر دی۔ آپ کا آدھار نمبر اس بینک میں آپ کے کھاتے سے جڑا ہوا نہیں ہے۔ اسے جڑوانے کے لیے براہ کرم اپنے بینک کی برانچ جائیں۔',
      back: "Your bank turned down this request. Your Aadhaar number is not linked to your account in this bank. To get it linked, please go to your bank's branch.",
    },
    'advice.biometric-locked': {
      en: 'Your fingerprint is locked in the Aadhaar app. Every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'آپ کی انگلی کا نشان آدھار ایپ میں لاک ہے۔ جب تک آپ اسے ان لاک نہیں کرتے، ہر کوشش ناکام ہوگی۔ آپ اپنے بینک کی برانچ میں پاس بک یا اے ٹی ایم بھی استعمال کر سکتے ہیں۔',
      back: "Your fingerprint is locked in the Aadhaar app. Until you unlock it, every try will fail. You can also use the passbook at your bank's branch, or an ATM.",
    },
    'advice.aadhaar-invalid': {
      en: 'UIDAI, the Aadhaar authority, did not accept this Aadhaar number. Please check the number with the shop. If the number is wrong, the shop can ask again with the right number. If it is right, call UIDAI on 1947.',
      text: 'آدھار اتھارٹی \u2068UIDAI\u2069 نے یہ آدھار نمبر قبول نہیں کیا۔ براہ کرم دکان کے ساتھ نمبر جانچ لیں۔ اگر نمبر غلط تھا، تو دکان صحیح نمبر کے ساتھ دوبارہ پوچھ سکتی ہے۔ اگر نمبر صحیح ہے، تو \u2068UIDAI\u2069 کو \u20681947\u2069 پر فون کریں۔',
      back: 'The Aadhaar authority UIDAI did not accept this Aadhaar number. Please check the number with the shop. If the number was wrong, the shop can ask again with the right number. If the number is right, call UIDAI on 1947.',
    },
    'advice.bank-unavailable': {
      en: 'Your bank’s service is not working now. This enquiry is not a withdrawal. You can ask again later, or use your passbook at your branch, or an ATM.',
      text: 'آپ کے بینک کی سروس ابھی کام نہیں کر رہی۔ یہ کام پیسوں کی نکاسی نہیں ہے۔ آپ بعد میں دوبارہ پوچھ سکتے ہیں، یا اپنے بینک کی برانچ میں پاس بک یا اے ٹی ایم استعمال کر سکتے ہیں۔',
      back: "Your bank's service is not working right now. This work (the enquiry) is not a withdrawal of money. You can ask again later, or use the passbook at your bank's branch, or an ATM.",
    },
    'advice.bank-unreachable': {
      en: 'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again in a moment, with your fingerprint. You can also use your passbook at your branch, or an ATM.',
      text: 'دکان آپ کے بینک کی سروس تک نہیں پہنچ سکی، اس لیے آپ کے بینک کو کچھ نہیں بھیجا گیا۔ دکان تھوڑی دیر میں آپ کی انگلی کے نشان کے ساتھ دوبارہ پوچھ سکتی ہے۔ آپ اپنے بینک کی برانچ میں پاس بک یا اے ٹی ایم بھی استعمال کر سکتے ہیں۔',
      back: 'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again in a little while with your fingerprint. You can also use the passbook at your bank’s branch, or an ATM.',
    },
    'kept.record.one': {
      en: 'The shop keeps a record of this enquiry for {days} day.',
      text: 'دکان اس درخواست کا ریکارڈ \u2068{days}\u2069 دن تک اپنے پاس رکھتی ہے۔',
      back: 'The shop keeps the record of this request with itself for {days} day.',
    },
    'kept.record.other': {
      en: 'The shop keeps a record of this enquiry for {days} days.',
      text: 'دکان اس درخواست کا ریکارڈ \u2068{days}\u2069 دن تک اپنے پاس رکھتی ہے۔',
      back: 'The shop keeps the record of this request with itself for {days} days.',
    },
    'kept.record-contents': {
      en: 'The record has your bank, the result, and only the last four digits of your Aadhaar number and mobile number.',
      text: 'اس ریکارڈ میں آپ کا بینک اور نتیجہ ہوتا ہے۔ آپ کے آدھار نمبر اور موبائل نمبر کے صرف آخری چار ہندسے ہی اس میں ہوتے ہیں۔',
      back: 'In this record there are your bank and the result. Of your Aadhaar number and mobile number, only the last four digits are in it.',
    },
    'kept.balance.one': {
      en: 'The shop keeps your balance for {hours} hour, to print it again, and then deletes it.',
      text: 'دوبارہ چھاپنے کے لیے دکان آپ کا بیلنس \u2068{hours}\u2069 گھنٹے تک اپنے پاس رکھتی ہے، پھر اسے مٹا دیتی ہے۔',
      back: 'To print again, the shop keeps your balance with itself for {hours} hour, then erases it.',
    },
    'kept.balance.other': {
      en: 'The shop keeps your balance for {hours} hours, to print it again, and then deletes it.',
      text: 'دوبارہ چھاپنے کے لیے دکان آپ کا بیلنس \u2068{hours}\u2069 گھنٹے تک اپنے پاس رکھتی ہے، پھر اسے مٹا دیتی ہے۔',
      back: 'To print again, the shop keeps your balance with itself for {hours} hours, then erases it.',
    },
    'kept.balance-whole': {
      en: 'The shop keeps your balance with the record, to print it again.',
      text: 'دوبارہ چھاپنے کے لیے دکان آپ کا بیلنس ریکارڈ کے ساتھ اپنے پاس رکھتی ہے۔',
      back: 'To print again, the shop keeps your balance with itself, with the record.',
    },
    'kept.transactions.one': {
      en: 'The shop keeps your transactions for {hours} hour, to print them again, and then deletes them.',
      text: 'دوبارہ چھاپنے کے لیے دکان آپ کے لین دین \u2068{hours}\u2069 گھنٹے تک اپنے پاس رکھتی ہے، پھر انہیں مٹا دیتی ہے۔',
      back: 'To print again, the shop keeps your transactions with itself for {hours} hour, then erases them.',
    },
    'kept.transactions.other': {
      en: 'The shop keeps your transactions for {hours} hours, to print them again, and then deletes them.',
      text: 'دوبارہ چھاپنے کے لیے دکان آپ کے لین دین \u2068{hours}\u2069 گھنٹے تک اپنے پاس رکھتی ہے، پھر انہیں مٹا دیتی ہے۔',
      back: 'To print again, the shop keeps your transactions with itself for {hours} hours, then erases them.',
    },
    'kept.transactions-whole': {
      en: 'The shop keeps your transactions with the record, to print them again.',
      text: 'دوبارہ چھاپنے کے لیے دکان آپ کے لین دین ریکارڈ کے ساتھ اپنے پاس رکھتی ہے۔',
      back: 'To print again, the shop keeps your transactions with itself, with the record.',
    },
    'consent.rights': {
      en: 'You may ask the shop to delete this record, or complain to your bank, and from 13/05/2027 also to the Data Protection Board.',
      text: 'آپ دکان سے یہ ریکارڈ مٹانے کو کہہ سکتے ہیں، یا اپنے بینک سے شکایت کر سکتے ہیں، اور ⁨13/05/2027⁩ سے ڈیٹا پروٹیکشن بورڈ سے بھی۔',
      back: 'You can ask the shop to erase this record, or complain to your bank, and from 13/05/2027 to the Data Protection Board too.',
    },
    'consent.statement-fee': {
      en: 'After a few mini statements in a month, your bank may charge a fee.',
      text: 'مہینے میں چند منی اسٹیٹمنٹ کے بعد آپ کا بینک فیس لے سکتا ہے۔',
      back: 'After a few mini statements in a month, your bank may take a fee.',
    },
  },
}
