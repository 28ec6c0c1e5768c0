// Customer texts in Hindi: the consent notice, result lines, statement headings, advice and
// receipt lines read or shown to the customer (issue 12). The two consent texts are the
// authoritative Hindi v2 texts of shared/design/consent-notice.md, copied verbatim.
//
// Terms a native reviewer should look at first:
// - advice.bank-declined: "आपके बैंक ने जवाब नहीं दिया" (did not give the answer) may be heard as
//   "did not reply at all"; the reason line below carries the bank's refusal.
// - receipt.helpline adds the gloss "आधार प्राधिकरण" before UIDAI (glossary row 29).

import type { CustomerCatalogue } from './types.ts'

export const hi: CustomerCatalogue = {
  lang: 'hi',
  name: 'हिन्दी',
  englishName: 'Hindi',
  dir: 'ltr',
  bcp47: 'hi-IN',
  source:
    'Consent texts: shared/design/consent-notice.md version 2, Hindi texts verbatim (authoritative). Other texts: translated whole from the English of customer/en.ts with the Hindi column of shared/design/glossary.md (checked against Hindi news explainers on AePS, tv9hindi.com and planmoneytax.com, and Hindi bank usage: बैलेंस, मिनी स्टेटमेंट, लेनदेन, फ़िंगरप्रिंट).',
  checked:
    'Consent texts copied verbatim from consent-notice.md v2 and back-translated sentence by sentence; the other texts written from the English whole text and back-translated (see `back`); every negative sentence checked in the back-translation; glossary terms used throughout (फ़िंगरप्रिंट, उंगली, लेनदेन, बैलेंस, दुकान, बैंक शाखा, पासबुक, एटीएम, रसीद). Receipt uses "सेव नहीं किया गया" as consent-notice.md asks. Glossary confidence for Hindi: high. The back-translations were made by the writer of the texts, not by an independent second translator. NOT yet checked by a native speaker in the field: a native speaker must review every text before release.',
  texts: {
    'consent.balance-enquiry': {
      en: 'This shop will ask your bank for your balance. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your balance and can print it. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'यह दुकान आपके बैंक से आपका बैलेंस पूछेगी। दुकान आपका आधार नंबर और मोबाइल नंबर आपके बैंक को भेजेगी। आपका फ़िंगरप्रिंट सीलबंद होकर जाता है। उसे सिर्फ़ आधार प्राधिकरण, UIDAI, खोल सकता है। UIDAI आपके बैंक को सिर्फ़ "हाँ" या "ना" बताता है। दुकान आपका बैलेंस दिखाएगी और उसकी रसीद छाप सकती है। दुकान आपका फ़िंगरप्रिंट या पूरा आधार नंबर अपने पास नहीं रखती। आप मना कर सकते हैं। मना करें या उंगली काम न करे, तो बैंक शाखा में पासबुक से या एटीएम से बैलेंस देखें। क्या आप सहमत हैं?',
      back: '(1) This shop will ask your bank for your balance. (2) The shop will send your Aadhaar number and mobile number to your bank. (3) Your fingerprint goes (travels) sealed. (4) Only the Aadhaar authority, UIDAI, can open it. (5) UIDAI tells your bank only "yes" or "no". (6) The shop will show your balance and can print a receipt of it. (7) The shop does not keep your fingerprint or full Aadhaar number with itself. (8) You may refuse (say no). (9) If you refuse or the finger does not work, then see your balance with the passbook at the bank branch, or from an ATM. (10) Do you agree?',
    },
    'consent.mini-statement': {
      en: 'This shop will ask your bank for your recent transactions. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your transactions and can print them. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'यह दुकान आपके बैंक से आपके हाल के लेनदेन पूछेगी। दुकान आपका आधार नंबर और मोबाइल नंबर आपके बैंक को भेजेगी। आपका फ़िंगरप्रिंट सीलबंद होकर जाता है। उसे सिर्फ़ आधार प्राधिकरण, UIDAI, खोल सकता है। UIDAI आपके बैंक को सिर्फ़ "हाँ" या "ना" बताता है। दुकान आपके लेनदेन दिखाएगी और उनकी रसीद छाप सकती है। दुकान आपका फ़िंगरप्रिंट या पूरा आधार नंबर अपने पास नहीं रखती। आप मना कर सकते हैं। मना करें या उंगली काम न करे, तो बैंक शाखा में पासबुक में एंट्री करवाएँ या एटीएम से मिनी स्टेटमेंट लें। क्या आप सहमत हैं?',
      back: '(1) This shop will ask your bank for your recent transactions. (2) The shop will send your Aadhaar number and mobile number to your bank. (3) Your fingerprint goes (travels) sealed. (4) Only the Aadhaar authority, UIDAI, can open it. (5) UIDAI tells your bank only "yes" or "no". (6) The shop will show your transactions and can print a receipt of them. (7) The shop does not keep your fingerprint or full Aadhaar number with itself. (8) You may refuse (say no). (9) If you refuse or the finger does not work, then have your passbook updated with entries at the bank branch, or take a mini statement from an ATM. (10) Do you agree?',
    },
    'result.balance': {
      en: 'Your balance is {amount}.',
      text: 'आपका बैलेंस {amount} है।',
      back: 'Your balance is {amount}.',
    },
    'result.balance-unreadable': {
      en: 'Your bank answered, but the balance could not be read.',
      text: 'आपके बैंक ने जवाब दिया, पर बैलेंस पढ़ा नहीं जा सका।',
      back: 'Your bank answered, but the balance could not be read.',
    },
    'statement.heading': {
      en: 'Your recent transactions',
      text: 'आपके हाल के लेनदेन',
      back: 'Your recent transactions',
    },
    'statement.date': {
      en: 'Date',
      text: 'तारीख',
      back: 'Date',
    },
    'statement.details': {
      en: 'Details',
      text: 'विवरण',
      back: 'Details (description)',
    },
    'statement.type': {
      en: 'Money in or out',
      text: 'जमा या निकासी',
      back: 'Deposit or withdrawal (money in or out)',
    },
    'statement.amount': {
      en: 'Amount',
      text: 'राशि',
      back: 'Amount',
    },
    'statement.credit': {
      en: 'Money in',
      text: 'जमा',
      back: 'Deposit (money in)',
    },
    'statement.debit': {
      en: 'Money out',
      text: 'निकासी',
      back: 'Withdrawal (money out)',
    },
    'statement.empty': {
      en: 'Your bank sent no recent transactions.',
      text: 'आपके बैंक ने हाल का कोई लेनदेन नहीं भेजा।',
      back: 'Your bank did not send any recent transaction.',
    },
    'statement.count.one': {
      en: '{count} transaction',
      text: '{count} लेनदेन',
      back: '{count} transaction',
    },
    'statement.count.other': {
      en: '{count} transactions',
      text: '{count} लेनदेन',
      back: '{count} transactions (the word does not change in the plural)',
    },
    'advice.finger-not-matched': {
      en: 'Your fingerprint did not match. Try another finger. If you locked your fingerprint in the Aadhaar app, every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'आपका फ़िंगरप्रिंट मेल नहीं खाया। दूसरी उंगली से कोशिश करें। अगर आपने आधार ऐप में अपना फ़िंगरप्रिंट लॉक किया है, तो जब तक आप उसे अनलॉक नहीं करते, हर कोशिश असफल होगी। आप अपनी बैंक शाखा में पासबुक या एटीएम का इस्तेमाल भी कर सकते हैं।',
      back: 'Your fingerprint did not match. Try with another finger. If you have locked your fingerprint in the Aadhaar app, then until you unlock it, every try will fail. You can also use the passbook at your bank branch, or an ATM.',
    },
    'advice.bank-declined': {
      en: 'Your bank did not give the answer. The reason is shown below. You can also use your passbook at your branch, or an ATM.',
      text: 'आपके बैंक ने जवाब नहीं दिया। कारण नीचे दिखाया गया है। आप अपनी बैंक शाखा में पासबुक या एटीएम का इस्तेमाल भी कर सकते हैं।',
      back: 'Your bank did not give the answer. The reason is shown below. You can also use the passbook at your bank branch, or an ATM.',
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed yet. Do not try again now. The shop will check it in a few minutes.',
      text: 'आपके बैंक के जवाब की अभी पुष्टि नहीं हुई है। अभी फिर से कोशिश न करें। दुकान कुछ मिनट में इसका पता करेगी।',
      back: 'The answer from your bank has not been confirmed yet. Do not try again now. The shop will find out about it in a few minutes.',
    },
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'इस बार आपके बैंक से पूछा नहीं जा सका। आप फिर से कोशिश कर सकते हैं।',
      back: 'This time your bank could not be asked. You can try again.',
    },
    'advice.merchant-auth': {
      en: 'The shop must first confirm its own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'दुकान को आज पहले बैंक से अपने फ़िंगरप्रिंट की जाँच करानी होगी। इसके बाद आपका फ़िंगरप्रिंट फिर से लिया जाएगा।',
      back: 'Today the shop must first have its own fingerprint checked by the bank. After this your fingerprint will be taken again.',
    },
    'receipt.fingerprint-not-kept': {
      en: 'Your fingerprint was not saved.',
      text: 'आपका फ़िंगरप्रिंट सेव नहीं किया गया।',
      back: 'Your fingerprint was not saved.',
    },
    'receipt.helpline': {
      en: 'For questions about Aadhaar, call UIDAI on 1947.',
      text: 'आधार से जुड़े सवालों के लिए आधार प्राधिकरण UIDAI को 1947 पर कॉल करें।',
      back: 'For questions about Aadhaar, call the Aadhaar authority UIDAI on 1947.',
    },
    'receipt.masked-record': {
      en: 'The shop keeps a record with only the last four digits of your Aadhaar number, for {days} days.',
      text: 'दुकान {days} दिन तक एक रिकॉर्ड रखती है, जिसमें आपके आधार नंबर के सिर्फ़ आखिरी चार अंक होते हैं।',
      back: 'The shop keeps a record for {days} days, in which there are only the last four digits of your Aadhaar number.',
    },
  },
}
