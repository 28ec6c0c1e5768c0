// Customer texts in Marathi: the consent notice, result lines, statement headings, advice and
// receipt lines read or shown to the customer. "Bank" is feminine (तुमची बँक).
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
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'या वेळी तुमच्या बँकेला विचारता आले नाही. तुम्ही पुन्हा प्रयत्न करू शकता.',
      back: 'This time your bank could not be asked. You can try again.',
    },
    'advice.one-finger': {
      en: 'UIDAI, the Aadhaar authority, did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the reader.',
      text: 'आधार प्राधिकरण UIDAI ने हा बोटाचा ठसा स्वीकारला नाही, कारण एकापेक्षा जास्त बोटे वापरली गेली. दुकान पुन्हा विचारेल तेव्हा मशीनवर फक्त एकच बोट ठेवा.',
      back: 'The Aadhaar authority UIDAI did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the machine.',
    },
    'advice.fingerprint-update': {
      en: 'UIDAI, the Aadhaar authority, needs your fingerprints taken again before it can check them. Trying again here will not help. Please go to an Aadhaar centre to update your fingerprints. You can also use your passbook at your branch, or an ATM.',
      text: 'आधार प्राधिकरण UIDAI तुमचा बोटाचा ठसा तपासू शकण्याआधी तुमचे बोटांचे ठसे पुन्हा घ्यावे लागतील. इथे पुन्हा प्रयत्न करून उपयोग होणार नाही. कृपया बोटांचे ठसे अपडेट करण्यासाठी आधार केंद्रात जा. तसेच, तुम्ही तुमच्या बँकेच्या शाखेत पासबुक वापरू शकता, किंवा एटीएम वापरू शकता.',
      back: 'Before the Aadhaar authority UIDAI can check your fingerprint, your fingerprints will have to be taken again. Trying again here will be of no use. Please go to an Aadhaar centre to update your fingerprints. Also, you can use the passbook at your bank’s branch, or use an ATM.',
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
    'advice.bank-declined': {
      en: 'Your bank said no to this enquiry. The shop can tell you the reason your bank gave. You can also use your passbook at your branch, or an ATM.',
      text: 'तुमच्या बँकेने या चौकशीला नकार दिला. बँकेने सांगितलेले कारण दुकान तुम्हाला सांगू शकते. तसेच, तुम्ही तुमच्या बँकेच्या शाखेत पासबुक वापरू शकता, किंवा एटीएम वापरू शकता.',
      back: "Your bank refused this enquiry. The reason the bank gave, the shop can tell you. Also, you can use the passbook at your bank's branch, or you can use an ATM.",
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed. This enquiry is not a withdrawal. You can ask again with your fingerprint.',
      text: 'तुमच्या बँकेच्या उत्तराची खात्री झालेली नाही. ही चौकशी म्हणजे पैसे काढणे नाही. तुम्ही तुमचा बोटाचा ठसा देऊन पुन्हा विचारू शकता.',
      back: "Your bank's answer has not been confirmed. This enquiry is not a withdrawal of money (taking money out). You can ask again by giving your fingerprint.",
    },
    'advice.merchant-auth': {
      en: 'The shopkeeper must first confirm their own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'आज दुकानदाराला आधी बँकेकडे स्वतःच्या बोटाच्या ठशाची पडताळणी करून घ्यावी लागेल. त्यानंतर तुमच्या बोटाचा ठसा पुन्हा घेतला जाईल.',
      back: 'Today the shopkeeper must first get their own fingerprint verified with the bank. After that your fingerprint will be taken again.',
    },
    'advice.shop-problem': {
      en: 'The shop could not ask your bank because of a problem at the shop. It is not your fault. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'दुकानाच्या बाजूच्या एका अडचणीमुळे दुकान तुमच्या बँकेला विचारू शकले नाही. यात तुमची काहीही चूक नाही. ही चौकशी म्हणजे पैसे काढणे नाही. तुम्ही तुमच्या बँकेच्या शाखेत पासबुक वापरू शकता, किंवा एटीएम वापरू शकता.',
      back: "Because of a difficulty on the shop's side, the shop could not ask your bank. There is no fault of yours in this. This enquiry is not a withdrawal of money (taking money out). You can use the passbook at your bank's branch, or you can use an ATM.",
    },
    'advice.details-missing': {
      en: 'Your bank said a detail was missing. This enquiry is not a withdrawal. The shop will check your details with you before asking again.',
      text: 'तुमच्या बँकेने कळवले की एक माहिती राहून गेली होती. ही चौकशी म्हणजे पैसे काढणे नाही. पुन्हा विचारण्याआधी दुकान तुमच्यासोबत तुमची माहिती तपासेल.',
      back: 'Your bank informed that one detail had been left out. This enquiry is not a withdrawal of money (taking money out). Before asking again, the shop will check your details with you.',
    },
    'advice.reversed': {
      en: 'Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'तुमच्या बँकेने ही चौकशी रद्द केली आणि कोणतेही उत्तर दिले नाही. ही चौकशी म्हणजे पैसे काढणे नाही. तुम्ही तुमच्या बँकेच्या शाखेत पासबुक वापरू शकता, किंवा एटीएम वापरू शकता.',
      back: "Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal of money (taking money out). You can use the passbook at your bank's branch, or you can use an ATM.",
    },
    'advice.settled-success': {
      en: 'The shop checked with your bank later: your bank did answer this enquiry. This enquiry is not a withdrawal. To hear the answer, you can ask again with your fingerprint.',
      text: 'दुकानाने नंतर तुमच्या बँकेकडे तपासले: तुमच्या बँकेने या चौकशीला उत्तर दिले होते. ही चौकशी म्हणजे पैसे काढणे नाही. उत्तर ऐकण्यासाठी तुम्ही तुमचा बोटाचा ठसा देऊन पुन्हा विचारू शकता.',
      back: 'The shop checked with your bank later: your bank had answered this enquiry. This enquiry is not a withdrawal of money (taking money out). To hear the answer, you can ask again by giving your fingerprint.',
    },
    'advice.daily-limit': {
      en: 'Your bank said no to this enquiry. Your bank allows only a few enquiries a day, and today’s are used up. You can ask again tomorrow, or use your passbook at your branch, or an ATM.',
      text: 'तुमच्या बँकेने या चौकशीला नकार दिला. तुमची बँक दिवसाला फक्त काही चौकश्या करू देते, आणि आजच्या चौकश्या संपल्या आहेत. तुम्ही उद्या पुन्हा विचारू शकता, किंवा तुमच्या बँकेच्या शाखेत पासबुक किंवा एटीएम वापरू शकता.',
      back: "Your bank refused this enquiry. Your bank allows only a few enquiries a day, and today’s enquiries are used up. You can ask again tomorrow, or use the passbook or an ATM at your bank's branch.",
    },
    'advice.account-blocked': {
      en: 'Your bank said no to this enquiry, because your account is blocked. Trying again will not help. Please go to your bank branch.',
      text: 'तुमचे खाते ब्लॉक असल्यामुळे तुमच्या बँकेने या चौकशीला नकार दिला. पुन्हा प्रयत्न करून उपयोग होणार नाही. कृपया तुमच्या बँकेच्या शाखेत जा.',
      back: "Because your account is blocked, your bank refused this enquiry. Trying again will be of no use. Please go to your bank's branch.",
    },
    'advice.aadhaar-not-linked': {
      en: 'Your bank said no to this enquiry. Your Aadhaar number is not linked to your account at this bank. Please go to your bank branch to link it.',
      text: 'तुमच्या बँकेने या चौकशीला नकार दिला. तुमचा आधार क्रमांक या बँकेतील तुमच्या खात्याशी जोडलेला नाही. तो जोडण्यासाठी कृपया तुमच्या बँकेच्या शाखेत जा.',
      back: "Your bank refused this enquiry. Your Aadhaar number is not linked to your account in this bank. To link it, please go to your bank's branch.",
    },
    'advice.biometric-locked': {
      en: 'Your fingerprint is locked in the Aadhaar app. Every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'तुमच्या बोटाचा ठसा आधार ॲपमध्ये लॉक आहे. तो अनलॉक करेपर्यंत प्रत्येक प्रयत्न अयशस्वी होईल. तसेच, तुम्ही तुमच्या बँकेच्या शाखेत पासबुक वापरू शकता, किंवा एटीएम वापरू शकता.',
      back: "Your fingerprint is locked in the Aadhaar app. Until you unlock it, every try will fail. Also, you can use the passbook at your bank's branch, or you can use an ATM.",
    },
    'advice.aadhaar-invalid': {
      en: 'UIDAI, the Aadhaar authority, did not accept this Aadhaar number. Please check the number with the shop. If the number is wrong, the shop can ask again with the right number. If it is right, call UIDAI on 1947.',
      text: 'आधार प्राधिकरण UIDAI ने हा आधार क्रमांक स्वीकारला नाही. कृपया दुकानासोबत क्रमांक तपासा. क्रमांक चुकीचा असेल, तर दुकान योग्य क्रमांकाने पुन्हा विचारू शकते. क्रमांक बरोबर असेल, तर UIDAI ला 1947 वर फोन करा.',
      back: 'The Aadhaar authority UIDAI did not accept this Aadhaar number. Please check the number with the shop. If the number is wrong, the shop can ask again with the right number. If the number is right, call UIDAI on 1947.',
    },
    'advice.bank-unavailable': {
      en: 'Your bank’s service is not working now. This enquiry is not a withdrawal. You can ask again later, or use your passbook at your branch, or an ATM.',
      text: 'तुमच्या बँकेची सेवा आता चालू नाही. ही चौकशी म्हणजे पैसे काढणे नाही. तुम्ही नंतर पुन्हा विचारू शकता, किंवा तुमच्या बँकेच्या शाखेत पासबुक किंवा एटीएम वापरू शकता.',
      back: "Your bank's service is not running now. This enquiry is not a withdrawal of money (taking money out). You can ask again later, or use the passbook or an ATM at your bank's branch.",
    },
    'advice.bank-unreachable': {
      en: 'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again in a moment, with your fingerprint. You can also use your passbook at your branch, or an ATM.',
      text: 'दुकान तुमच्या बँकेच्या सेवेपर्यंत पोहोचू शकले नाही, म्हणून तुमच्या बँकेला काहीही पाठवले गेले नाही. दुकान थोड्या वेळाने तुमचा बोटाचा ठसा घेऊन पुन्हा विचारू शकते. तुम्ही तुमच्या बँकेच्या शाखेत पासबुक वापरू शकता, किंवा एटीएम वापरू शकता.',
      back: 'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again after a little while, taking your fingerprint. You can use the passbook at your bank’s branch, or you can use an ATM.',
    },
    'kept.record.one': {
      en: 'The shop keeps a record of this enquiry for {days} day.',
      text: 'दुकान या चौकशीची नोंद {days} दिवस ठेवते.',
      back: 'The shop keeps the record of this enquiry for {days} day.',
    },
    'kept.record.other': {
      en: 'The shop keeps a record of this enquiry for {days} days.',
      text: 'दुकान या चौकशीची नोंद {days} दिवस ठेवते.',
      back: 'The shop keeps the record of this enquiry for {days} days.',
    },
    'kept.record-contents': {
      en: 'The record has your bank, the result, and only the last four digits of your Aadhaar number and mobile number.',
      text: 'या नोंदीत तुमची बँक आणि निकाल असतो. तुमच्या आधार क्रमांकाचे आणि मोबाईल नंबरचे फक्त शेवटचे चार अंकच त्यात असतात.',
      back: 'In this record there are your bank and the result. Of your Aadhaar number and mobile number, only the last four digits are in it.',
    },
    'kept.balance.one': {
      en: 'The shop keeps your balance for {hours} hour, to print it again, and then deletes it.',
      text: 'दुकान तुमची शिल्लक {hours} तास ठेवते, पुन्हा छापण्यासाठी, आणि नंतर ती काढून टाकते.',
      back: 'The shop keeps your balance for {hours} hour, for printing again, and then removes it.',
    },
    'kept.balance.other': {
      en: 'The shop keeps your balance for {hours} hours, to print it again, and then deletes it.',
      text: 'दुकान तुमची शिल्लक {hours} तास ठेवते, पुन्हा छापण्यासाठी, आणि नंतर ती काढून टाकते.',
      back: 'The shop keeps your balance for {hours} hours, for printing again, and then removes it.',
    },
    'kept.balance-whole': {
      en: 'The shop keeps your balance with the record, to print it again.',
      text: 'दुकान तुमची शिल्लक नोंदीसोबत ठेवते, पुन्हा छापण्यासाठी.',
      back: 'The shop keeps your balance with the record, for printing again.',
    },
    'kept.transactions.one': {
      en: 'The shop keeps your transactions for {hours} hour, to print them again, and then deletes them.',
      text: 'दुकान तुमचे व्यवहार {hours} तास ठेवते, पुन्हा छापण्यासाठी, आणि नंतर ते काढून टाकते.',
      back: 'The shop keeps your transactions for {hours} hour, for printing again, and then removes them.',
    },
    'kept.transactions.other': {
      en: 'The shop keeps your transactions for {hours} hours, to print them again, and then deletes them.',
      text: 'दुकान तुमचे व्यवहार {hours} तास ठेवते, पुन्हा छापण्यासाठी, आणि नंतर ते काढून टाकते.',
      back: 'The shop keeps your transactions for {hours} hours, for printing again, and then removes them.',
    },
    'kept.transactions-whole': {
      en: 'The shop keeps your transactions with the record, to print them again.',
      text: 'दुकान तुमचे व्यवहार नोंदीसोबत ठेवते, पुन्हा छापण्यासाठी.',
      back: 'The shop keeps your transactions with the record, for printing again.',
    },
    'consent.rights': {
      en: 'You may ask the shop to delete this record, or complain to your bank, and from 13/05/2027 also to the Data Protection Board.',
      text: 'तुम्ही दुकानाला ही नोंद काढून टाकायला सांगू शकता, किंवा तुमच्या बँकेकडे तक्रार करू शकता, आणि 13/05/2027 पासून डेटा प्रोटेक्शन बोर्डाकडेही.',
      back: 'You can tell the shop to remove this record, or complain to your bank, and from 13/05/2027 to the Data Protection Board too.',
    },
    'consent.statement-fee': {
      en: 'After a few mini statements in a month, your bank may charge a fee.',
      text: 'महिन्यात काही मिनी स्टेटमेंटनंतर तुमची बँक शुल्क घेऊ शकते.',
      back: 'After a few mini statements in a month, your bank may take a fee.',
    },
  },
}
