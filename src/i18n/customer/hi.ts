// Customer texts in Hindi: the consent notice, result lines, statement headings, advice and
// receipt lines read or shown to the customer. The two consent texts are the
// authoritative Hindi v2 texts of docs/merchant-guide.md, "The consent notice", copied verbatim.
//
// Terms a native reviewer should look at first:
// - advice.bank-declined: "…मना कर दिया" says the bank refused, not that the bank
//   "did not answer", and points at nothing on the screen.
// - receipt.helpline adds the gloss "आधार प्राधिकरण" before UIDAI (glossary row 29).

import type { CustomerCatalogue } from './types.ts'

export const hi: CustomerCatalogue = {
  lang: 'hi',
  name: 'हिन्दी',
  englishName: 'Hindi',
  dir: 'ltr',
  bcp47: 'hi-IN',
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
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'इस बार आपके बैंक से पूछा नहीं जा सका। आप फिर से कोशिश कर सकते हैं।',
      back: 'This time your bank could not be asked. You can try again.',
    },
    'advice.one-finger': {
      en: 'UIDAI, the Aadhaar authority, did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the reader.',
      text: 'आधार प्राधिकरण UIDAI ने यह फ़िंगरप्रिंट स्वीकार नहीं किया, क्योंकि एक से ज़्यादा उंगली लगी थी। जब दुकान फिर से पूछे, तो मशीन पर सिर्फ़ एक उंगली रखें।',
      back: 'The Aadhaar authority UIDAI did not accept this fingerprint, because more than one finger was placed. When the shop asks again, place only one finger on the machine.',
    },
    'advice.fingerprint-update': {
      en: 'UIDAI, the Aadhaar authority, needs your fingerprints taken again before it can check them. Trying again here will not help. Please go to an Aadhaar centre to update your fingerprints. You can also use your passbook at your branch, or an ATM.',
      text: 'आधार प्राधिकरण UIDAI आपका फ़िंगरप्रिंट तभी जाँच सकता है, जब आपके फ़िंगरप्रिंट फिर से लिए जाएँ। यहाँ फिर से कोशिश करने से कुछ नहीं होगा। कृपया अपने फ़िंगरप्रिंट अपडेट करवाने के लिए आधार केंद्र जाएँ। आप अपनी बैंक शाखा में पासबुक या एटीएम का इस्तेमाल भी कर सकते हैं।',
      back: 'The Aadhaar authority UIDAI can check your fingerprint only when your fingerprints are taken again. Trying again here will achieve nothing. Please go to an Aadhaar centre to get your fingerprints updated. You can also use the passbook at your bank branch, or an ATM.',
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
    'advice.bank-declined': {
      en: 'Your bank said no to this enquiry. The shop can tell you the reason your bank gave. You can also use your passbook at your branch, or an ATM.',
      text: 'आपके बैंक ने इस पूछताछ के लिए मना कर दिया। बैंक ने जो कारण बताया, वह दुकान आपको बता सकती है। आप अपनी बैंक शाखा में पासबुक या एटीएम का इस्तेमाल भी कर सकते हैं।',
      back: 'Your bank refused (said no to) this enquiry. The reason the bank gave, the shop can tell you. You can also use the passbook at your bank branch, or an ATM.',
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed. This enquiry is not a withdrawal. You can ask again with your fingerprint.',
      text: 'आपके बैंक के जवाब की पुष्टि नहीं हुई है। यह पूछताछ पैसे की निकासी नहीं है। आप अपने फ़िंगरप्रिंट से फिर से पूछ सकते हैं।',
      back: "Your bank's answer has not been confirmed. This enquiry is not a withdrawal of money. You can ask again with your fingerprint.",
    },
    'advice.merchant-auth': {
      en: 'The shopkeeper must first confirm their own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'दुकानदार को आज पहले बैंक से अपने फ़िंगरप्रिंट की जाँच करानी होगी। इसके बाद आपका फ़िंगरप्रिंट फिर से लिया जाएगा।',
      back: 'Today the shopkeeper must first have their own fingerprint checked by the bank. After this your fingerprint will be taken again.',
    },
    'advice.shop-problem': {
      en: 'The shop could not ask your bank because of a problem at the shop. It is not your fault. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'दुकान की तरफ़ की एक दिक्कत के कारण दुकान आपके बैंक से पूछ नहीं सकी। इसमें आपकी कोई ग़लती नहीं है। यह पूछताछ पैसे की निकासी नहीं है। आप अपनी बैंक शाखा में पासबुक या एटीएम का इस्तेमाल कर सकते हैं।',
      back: "Because of a problem on the shop's side, the shop could not ask your bank. There is no fault of yours in this. This enquiry is not a withdrawal of money. You can use the passbook at your bank branch, or an ATM.",
    },
    'advice.details-missing': {
      en: 'Your bank said a detail was missing. This enquiry is not a withdrawal. The shop will check your details with you before asking again.',
      text: 'आपके बैंक ने बताया कि एक जानकारी छूट गई थी। यह पूछताछ पैसे की निकासी नहीं है। फिर से पूछने से पहले दुकान आपके साथ आपकी जानकारी जाँचेगी।',
      back: 'Your bank told that one detail had been left out. This enquiry is not a withdrawal of money. Before asking again, the shop will check your details with you.',
    },
    'advice.reversed': {
      en: 'Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'आपके बैंक ने यह पूछताछ रद्द कर दी और कोई जवाब नहीं दिया। यह पूछताछ पैसे की निकासी नहीं है। आप अपनी बैंक शाखा में पासबुक या एटीएम का इस्तेमाल कर सकते हैं।',
      back: 'Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal of money. You can use the passbook at your bank branch, or an ATM.',
    },
    'advice.settled-success': {
      en: 'The shop checked with your bank later: your bank did answer this enquiry. This enquiry is not a withdrawal. To hear the answer, you can ask again with your fingerprint.',
      text: 'दुकान ने बाद में आपके बैंक से पता किया: आपके बैंक ने इस पूछताछ का जवाब दिया था। यह पूछताछ पैसे की निकासी नहीं है। जवाब सुनने के लिए आप अपने फ़िंगरप्रिंट से फिर से पूछ सकते हैं।',
      back: 'The shop found out from your bank later: your bank had answered this enquiry. This enquiry is not a withdrawal of money. To hear the answer, you can ask again with your fingerprint.',
    },
    'advice.daily-limit': {
      en: 'Your bank said no to this enquiry. Your bank allows only a few enquiries a day, and today’s are used up. You can ask again tomorrow, or use your passbook at your branch, or an ATM.',
      text: 'आपके बैंक ने इस पूछताछ के लिए मना कर दिया। आपका बैंक एक दिन में गिनी-चुनी पूछताछ ही करने देता है, और आज की सब पूछताछ हो चुकी हैं। आप कल फिर से पूछ सकते हैं, या अपनी बैंक शाखा में पासबुक या एटीएम का इस्तेमाल कर सकते हैं।',
      back: 'Your bank refused this enquiry. Your bank lets only a few enquiries be made in a day, and all of today’s enquiries have been made. You can ask again tomorrow, or use the passbook at your bank branch, or an ATM.',
    },
    'advice.account-blocked': {
      en: 'Your bank said no to this enquiry, because your account is blocked. Trying again will not help. Please go to your bank branch.',
      text: 'आपके बैंक ने इस पूछताछ के लिए मना कर दिया, क्योंकि आपका खाता ब्लॉक है। फिर से कोशिश करने से कुछ नहीं होगा। कृपया अपनी बैंक शाखा में जाएँ।',
      back: 'Your bank refused this enquiry, because your account is blocked. Trying again will achieve nothing. Please go to your bank branch.',
    },
    'advice.aadhaar-not-linked': {
      en: 'Your bank said no to this enquiry. Your Aadhaar number is not linked to your account at this bank. Please go to your bank branch to link it.',
      text: 'आपके बैंक ने इस पूछताछ के लिए मना कर दिया। आपका आधार नंबर इस बैंक में आपके खाते से जुड़ा नहीं है। इसे जुड़वाने के लिए कृपया अपनी बैंक शाखा में जाएँ।',
      back: 'Your bank refused this enquiry. Your Aadhaar number is not linked to your account in this bank. To get it linked, please go to your bank branch.',
    },
    'advice.biometric-locked': {
      en: 'Your fingerprint is locked in the Aadhaar app. Every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'आपका फ़िंगरप्रिंट आधार ऐप में लॉक है। जब तक आप उसे अनलॉक नहीं करते, हर कोशिश असफल होगी। आप अपनी बैंक शाखा में पासबुक या एटीएम का इस्तेमाल भी कर सकते हैं।',
      back: 'Your fingerprint is locked in the Aadhaar app. Until you unlock it, every try will fail. You can also use the passbook at your bank branch, or an ATM.',
    },
    'advice.aadhaar-invalid': {
      en: 'UIDAI, the Aadhaar authority, did not accept this Aadhaar number. Please check the number with the shop. If the number is wrong, the shop can ask again with the right number. If it is right, call UIDAI on 1947.',
      text: 'आधार प्राधिकरण UIDAI ने यह आधार नंबर स्वीकार नहीं किया। कृपया दुकान के साथ नंबर जाँच लें। अगर नंबर ग़लत था, तो दुकान सही नंबर से फिर से पूछ सकती है। अगर नंबर सही है, तो UIDAI को 1947 पर कॉल करें।',
      back: 'The Aadhaar authority UIDAI did not accept this Aadhaar number. Please check the number with the shop. If the number was wrong, the shop can ask again with the right number. If the number is right, call UIDAI on 1947.',
    },
    'advice.bank-unavailable': {
      en: 'Your bank’s service is not working now. This enquiry is not a withdrawal. You can ask again later, or use your passbook at your branch, or an ATM.',
      text: 'आपके बैंक की सेवा अभी काम नहीं कर रही है। यह पूछताछ पैसे की निकासी नहीं है। आप बाद में फिर से पूछ सकते हैं, या अपनी बैंक शाखा में पासबुक या एटीएम का इस्तेमाल कर सकते हैं।',
      back: "Your bank's service is not working right now. This enquiry is not a withdrawal of money. You can ask again later, or use the passbook at your bank branch, or an ATM.",
    },
    'advice.bank-unreachable': {
      en: 'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again in a moment, with your fingerprint. You can also use your passbook at your branch, or an ATM.',
      text: 'दुकान आपके बैंक की सेवा तक नहीं पहुँच सकी, इसलिए आपके बैंक को कुछ नहीं भेजा गया। दुकान थोड़ी देर में आपके फ़िंगरप्रिंट से फिर से पूछ सकती है। आप अपनी बैंक शाखा में पासबुक या एटीएम का इस्तेमाल भी कर सकते हैं।',
      back: 'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again in a little while with your fingerprint. You can also use the passbook at your bank branch, or an ATM.',
    },
    'kept.record.one': {
      en: 'The shop keeps a record of this enquiry for {days} day.',
      text: 'दुकान इस पूछताछ का रिकॉर्ड {days} दिन तक रखती है।',
      back: 'The shop keeps the record of this enquiry for {days} day.',
    },
    'kept.record.other': {
      en: 'The shop keeps a record of this enquiry for {days} days.',
      text: 'दुकान इस पूछताछ का रिकॉर्ड {days} दिन तक रखती है।',
      back: 'The shop keeps the record of this enquiry for {days} days (दिन does not change in the plural).',
    },
    'kept.record-contents': {
      en: 'The record has your bank, the result, and only the last four digits of your Aadhaar number and mobile number.',
      text: 'इस रिकॉर्ड में आपका बैंक और नतीजा होता है। आपके आधार नंबर और मोबाइल नंबर के सिर्फ़ आख़िरी चार अंक ही इसमें होते हैं।',
      back: 'In this record there are your bank and the result. Of your Aadhaar number and mobile number, only the last four digits are in it.',
    },
    'kept.balance.one': {
      en: 'The shop keeps your balance for {hours} hour, to print it again, and then deletes it.',
      text: 'दुकान आपका बैलेंस {hours} घंटे तक रखती है, ताकि उसकी रसीद फिर से छप सके, और फिर उसे मिटा देती है।',
      back: 'The shop keeps your balance for {hours} hour, so that its receipt can be printed again, and then deletes it.',
    },
    'kept.balance.other': {
      en: 'The shop keeps your balance for {hours} hours, to print it again, and then deletes it.',
      text: 'दुकान आपका बैलेंस {hours} घंटे तक रखती है, ताकि उसकी रसीद फिर से छप सके, और फिर उसे मिटा देती है।',
      back: 'The shop keeps your balance for {hours} hours, so that its receipt can be printed again, and then deletes it.',
    },
    'kept.balance-whole': {
      en: 'The shop keeps your balance with the record, to print it again.',
      text: 'दुकान आपका बैलेंस रिकॉर्ड के साथ रखती है, ताकि उसकी रसीद फिर से छप सके।',
      back: 'The shop keeps your balance with the record, so that its receipt can be printed again.',
    },
    'kept.transactions.one': {
      en: 'The shop keeps your transactions for {hours} hour, to print them again, and then deletes them.',
      text: 'दुकान आपके लेनदेन {hours} घंटे तक रखती है, ताकि उनकी रसीद फिर से छप सके, और फिर उन्हें मिटा देती है।',
      back: 'The shop keeps your transactions for {hours} hour, so that their receipt can be printed again, and then deletes them.',
    },
    'kept.transactions.other': {
      en: 'The shop keeps your transactions for {hours} hours, to print them again, and then deletes them.',
      text: 'दुकान आपके लेनदेन {hours} घंटे तक रखती है, ताकि उनकी रसीद फिर से छप सके, और फिर उन्हें मिटा देती है।',
      back: 'The shop keeps your transactions for {hours} hours, so that their receipt can be printed again, and then deletes them.',
    },
    'kept.transactions-whole': {
      en: 'The shop keeps your transactions with the record, to print them again.',
      text: 'दुकान आपके लेनदेन रिकॉर्ड के साथ रखती है, ताकि उनकी रसीद फिर से छप सके।',
      back: 'The shop keeps your transactions with the record, so that their receipt can be printed again.',
    },
    'consent.rights': {
      en: 'You may ask the shop to delete this record, or complain to your bank, and from 13/05/2027 also to the Data Protection Board.',
      text: 'आप दुकान से यह रिकॉर्ड मिटाने के लिए कह सकते हैं, या अपने बैंक से शिकायत कर सकते हैं, और 13/05/2027 से डेटा संरक्षण बोर्ड से भी।',
      back: 'You can ask the shop to erase (delete) this record, or complain to your bank, and from 13/05/2027 also to the Data Protection Board.',
    },
    'consent.statement-fee': {
      en: 'After a few mini statements in a month, your bank may charge a fee.',
      text: 'महीने में कुछ मिनी स्टेटमेंट के बाद आपका बैंक शुल्क ले सकता है।',
      back: 'After a few mini statements in a month, your bank may take a fee.',
    },
  },
}
