// Customer texts in Marathi: the consent notice, result lines, statement headings, advice and
// receipt lines read or shown to the customer (issue 12). "Bank" is feminine (तुमची बँक).
//
// Terms a native reviewer should look at first:
// - Fingerprint: the glossary's first form बोटाचा ठसा is used; many customers say फिंगरप्रिंट.
// - Balance: शिल्लक (glossary first form) rather than बॅलन्स†; a reviewer should confirm customers
//   at the counter understand शिल्लक.
// - Mobile number is written मोबाईल नंबर (glossary first form) beside आधार क्रमांक.

import type { CustomerCatalogue } from './types.ts'

export const mr: CustomerCatalogue = {
  lang: 'mr',
  name: 'मराठी',
  englishName: 'Marathi',
  dir: 'ltr',
  bcp47: 'mr-IN',
  source:
    'The Marathi column of shared/design/glossary.md, checked against topnewsmarathi.com (आधार क्रमांक, व्यवहार, फिंगरप्रिंट) and a published Marathi Aadhaar consent text (संमती, प्रमाणीकरण); the English source is shared/design/consent-notice.md version 2 and customer/en.ts.',
  checked:
    "Written from the English whole text (customer/en.ts, consent-notice.md v2), each sentence back-translated into English (see `back`), every negative sentence checked in the back-translation; glossary terms used throughout, one word per idea. Terms: बोटाचा ठसा (fingerprint, the glossary's first form), शिल्लक (balance), व्यवहार, दुकान, बँकेची शाखा, पासबुक, एटीएम, पावती, सीलबंद, साठवणे (store). Glossary confidence for this language: medium-high. The back-translations were made by the writer of the texts, not by an independent second translator. NOT yet checked by a native speaker in the field: a native speaker must review every text before release.",
  texts: {
    'consent.balance-enquiry': {
      en: 'This shop will ask your bank for your balance. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your balance and can print it. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'हे दुकान तुमच्या बँकेकडे तुमची शिल्लक विचारेल. दुकान तुमचा आधार क्रमांक आणि मोबाईल नंबर तुमच्या बँकेला पाठवेल. तुमच्या बोटाचा ठसा सीलबंद स्वरूपात जातो. फक्त आधार प्राधिकरण, UIDAI, तो उघडू शकते. UIDAI तुमच्या बँकेला फक्त "हो" किंवा "नाही" सांगते. दुकान तुमची शिल्लक दाखवेल आणि तिची पावती छापून देऊ शकते. दुकान तुमच्या बोटाचा ठसा किंवा पूर्ण आधार क्रमांक साठवून ठेवत नाही. तुम्ही "नाही" म्हणू शकता. तुम्ही "नाही" म्हणालात, किंवा बोटाच्या ठशाने काम झाले नाही, तर तुमच्या बँकेच्या शाखेत पासबुक वापरा, किंवा एटीएम वापरा. तुम्ही सहमत आहात का?',
      back: '(1) This shop will ask your bank for your balance. (2) The shop will send your Aadhaar number and mobile number to your bank. (3) Your fingerprint goes in sealed form. (4) Only the Aadhaar authority, UIDAI, can open it. (5) UIDAI tells your bank only "yes" or "no". (6) The shop will show your balance and can print a receipt of it. (7) The shop does not keep (store) your fingerprint or full Aadhaar number. (8) You may say "no". (9) If you say "no", or the fingerprint did not work, then use the passbook at your bank’s branch, or use an ATM. (10) Do you agree?',
    },
    'consent.mini-statement': {
      en: 'This shop will ask your bank for your recent transactions. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your transactions and can print them. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'हे दुकान तुमच्या बँकेकडे तुमचे अलीकडचे व्यवहार विचारेल. दुकान तुमचा आधार क्रमांक आणि मोबाईल नंबर तुमच्या बँकेला पाठवेल. तुमच्या बोटाचा ठसा सीलबंद स्वरूपात जातो. फक्त आधार प्राधिकरण, UIDAI, तो उघडू शकते. UIDAI तुमच्या बँकेला फक्त "हो" किंवा "नाही" सांगते. दुकान तुमचे व्यवहार दाखवेल आणि त्यांची पावती छापून देऊ शकते. दुकान तुमच्या बोटाचा ठसा किंवा पूर्ण आधार क्रमांक साठवून ठेवत नाही. तुम्ही "नाही" म्हणू शकता. तुम्ही "नाही" म्हणालात, किंवा बोटाच्या ठशाने काम झाले नाही, तर तुमच्या बँकेच्या शाखेत पासबुक वापरा, किंवा एटीएम वापरा. तुम्ही सहमत आहात का?',
      back: '(1) This shop will ask your bank for your recent transactions. (2) The shop will send your Aadhaar number and mobile number to your bank. (3) Your fingerprint goes in sealed form. (4) Only the Aadhaar authority, UIDAI, can open it. (5) UIDAI tells your bank only "yes" or "no". (6) The shop will show your transactions and can print a receipt of them. (7) The shop does not keep (store) your fingerprint or full Aadhaar number. (8) You may say "no". (9) If you say "no", or the fingerprint did not work, then use the passbook at your bank’s branch, or use an ATM. (10) Do you agree?',
    },
    'result.balance': {
      en: 'Your balance is {amount}.',
      text: 'तुमची शिल्लक {amount} आहे.',
      back: 'Your balance is {amount}.',
    },
    'result.balance-unreadable': {
      en: 'Your bank answered, but the balance could not be read.',
      text: 'तुमच्या बँकेने उत्तर दिले, पण शिल्लक वाचता आली नाही.',
      back: 'Your bank answered, but the balance could not be read.',
    },
    'statement.heading': {
      en: 'Your recent transactions',
      text: 'तुमचे अलीकडचे व्यवहार',
      back: 'Your recent transactions',
    },
    'statement.date': {
      en: 'Date',
      text: 'तारीख',
      back: 'Date',
    },
    'statement.details': {
      en: 'Details',
      text: 'तपशील',
      back: 'Details',
    },
    'statement.type': {
      en: 'Money in or out',
      text: 'जमा किंवा काढले',
      back: 'Deposited or withdrawn (money in or out)',
    },
    'statement.amount': {
      en: 'Amount',
      text: 'रक्कम',
      back: 'Amount',
    },
    'statement.credit': {
      en: 'Money in',
      text: 'जमा',
      back: 'Deposited (money in)',
    },
    'statement.debit': {
      en: 'Money out',
      text: 'काढले',
      back: 'Withdrawn (money out)',
    },
    'statement.empty': {
      en: 'Your bank sent no recent transactions.',
      text: 'तुमच्या बँकेने अलीकडचा एकही व्यवहार पाठवला नाही.',
      back: 'Your bank did not send even one recent transaction.',
    },
    'statement.count.one': {
      en: '{count} transaction',
      text: '{count} व्यवहार',
      back: '{count} transaction',
    },
    'statement.count.other': {
      en: '{count} transactions',
      text: '{count} व्यवहार',
      back: '{count} transactions (the word does not change in the plural)',
    },
    'advice.finger-not-matched': {
      en: 'Your fingerprint did not match. Try another finger. If you locked your fingerprint in the Aadhaar app, every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'तुमच्या बोटाचा ठसा जुळला नाही. दुसरे बोट वापरून प्रयत्न करा. तुम्ही आधार ॲपमध्ये तुमच्या बोटाचा ठसा लॉक केला असेल, तर तो अनलॉक करेपर्यंत प्रत्येक प्रयत्न अयशस्वी होईल. तसेच, तुम्ही तुमच्या बँकेच्या शाखेत पासबुक वापरू शकता, किंवा एटीएम वापरू शकता.',
      back: 'Your fingerprint did not match. Try using another finger. If you have locked your fingerprint in the Aadhaar app, then every try will fail until you unlock it. Also, you can use the passbook at your bank’s branch, or you can use an ATM.',
    },
    'advice.bank-declined': {
      en: 'Your bank did not give the answer. The reason is shown below. You can also use your passbook at your branch, or an ATM.',
      text: 'तुमच्या बँकेने उत्तर दिले नाही. कारण खाली दाखवले आहे. तसेच, तुम्ही तुमच्या बँकेच्या शाखेत पासबुक वापरू शकता, किंवा एटीएम वापरू शकता.',
      back: 'Your bank did not give the answer. The reason is shown below. Also, you can use the passbook at your bank’s branch, or you can use an ATM.',
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed yet. Do not try again now. The shop will check it in a few minutes.',
      text: 'तुमच्या बँकेच्या उत्तराची अजून खात्री झालेली नाही. आता पुन्हा प्रयत्न करू नका. दुकान काही मिनिटांत ते तपासेल.',
      back: 'Your bank’s answer has not been confirmed yet. Do not try again now. The shop will check it in a few minutes.',
    },
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'या वेळी तुमच्या बँकेला विचारता आले नाही. तुम्ही पुन्हा प्रयत्न करू शकता.',
      back: 'This time your bank could not be asked. You can try again.',
    },
    'advice.merchant-auth': {
      en: 'The shop must first confirm its own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'आज दुकानाला आधी बँकेकडे स्वतःच्या बोटाच्या ठशाची पडताळणी करून घ्यावी लागेल. त्यानंतर तुमच्या बोटाचा ठसा पुन्हा घेतला जाईल.',
      back: 'Today the shop must first get its own fingerprint verified by the bank. After that your fingerprint will be taken again.',
    },
    'receipt.fingerprint-not-kept': {
      en: 'Your fingerprint was not saved.',
      text: 'तुमच्या बोटाचा ठसा साठवला गेला नाही.',
      back: 'Your fingerprint was not stored.',
    },
    'receipt.helpline': {
      en: 'For questions about Aadhaar, call UIDAI on 1947.',
      text: 'आधारबद्दल प्रश्न असल्यास आधार प्राधिकरण UIDAI ला 1947 या नंबरवर फोन करा.',
      back: 'If you have questions about Aadhaar, call the Aadhaar authority UIDAI on the number 1947.',
    },
    'receipt.masked-record': {
      en: 'The shop keeps a record with only the last four digits of your Aadhaar number, for {days} days.',
      text: 'दुकान {days} दिवस एक नोंद ठेवते, त्यात तुमच्या आधार क्रमांकाचे फक्त शेवटचे चार अंक असतात.',
      back: 'The shop keeps a record for {days} days; it has only the last four digits of your Aadhaar number.',
    },
  },
}
