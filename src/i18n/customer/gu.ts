// Customer texts in Gujarati: the consent notice, result lines, statement headings, advice and
// receipt lines read or shown to the customer. "Bank" and "shop" are feminine.
//
// Terms a native reviewer should look at first:
// - "Did not match": મેળ ખાતી ન હતી is a guess at the plain spoken form.
// - advice.finger-not-matched: "અનલૉક ન કરો ત્યાં સુધી" means "until you unlock" (the ન is
//   idiomatic); a reviewer should confirm.
// - Merchant check: ચકાસણી (glossary row 22) for "confirm its own fingerprint", kept apart from
//   પુષ્ટિ used for "not confirmed".

import type { CustomerCatalogue } from './types.ts'

export const gu: CustomerCatalogue = {
  lang: 'gu',
  name: 'ગુજરાતી',
  englishName: 'Gujarati',
  dir: 'ltr',
  bcp47: 'gu-IN',
  texts: {
    'consent.balance-enquiry': {
      en: 'This shop will ask your bank for your balance. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your balance and can print it. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'આ દુકાન તમારી બેંકને તમારું બેલેન્સ પૂછશે. દુકાન તમારો આધાર નંબર અને મોબાઇલ નંબર તમારી બેંકને મોકલશે. તમારી આંગળીની છાપ સીલબંધ થઈને જાય છે. ફક્ત આધાર સત્તામંડળ, UIDAI, તેને ખોલી શકે છે. UIDAI તમારી બેંકને ફક્ત "હા" કે "ના" જણાવે છે. દુકાન તમારું બેલેન્સ બતાવશે અને તેની રસીદ છાપી આપી શકે છે. દુકાન તમારી આંગળીની છાપ કે પૂરો આધાર નંબર પોતાની પાસે સાચવતી નથી. તમે "ના" કહી શકો છો. તમે "ના" કહો, અથવા આંગળીની છાપથી કામ ન થાય, તો તમારી બેંકની શાખામાં પાસબુક અથવા એટીએમનો ઉપયોગ કરો. શું તમે સંમત છો?',
      back: '(1) This shop will ask your bank for your balance. (2) The shop will send your Aadhaar number and mobile number to your bank. (3) Your fingerprint goes sealed. (4) Only the Aadhaar authority, UIDAI, can open it. (5) UIDAI tells your bank only "yes" or "no". (6) The shop will show your balance and can print a receipt of it. (7) The shop does not keep your fingerprint or full Aadhaar number with itself. (8) You may say "no". (9) If you say "no", or the fingerprint does not work, then use the passbook at your bank’s branch, or an ATM. (10) Do you agree?',
    },
    'consent.mini-statement': {
      en: 'This shop will ask your bank for your recent transactions. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your transactions and can print them. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'આ દુકાન તમારી બેંકને તમારા તાજેતરના વ્યવહારો પૂછશે. દુકાન તમારો આધાર નંબર અને મોબાઇલ નંબર તમારી બેંકને મોકલશે. તમારી આંગળીની છાપ સીલબંધ થઈને જાય છે. ફક્ત આધાર સત્તામંડળ, UIDAI, તેને ખોલી શકે છે. UIDAI તમારી બેંકને ફક્ત "હા" કે "ના" જણાવે છે. દુકાન તમારા વ્યવહારો બતાવશે અને તેમની રસીદ છાપી આપી શકે છે. દુકાન તમારી આંગળીની છાપ કે પૂરો આધાર નંબર પોતાની પાસે સાચવતી નથી. તમે "ના" કહી શકો છો. તમે "ના" કહો, અથવા આંગળીની છાપથી કામ ન થાય, તો તમારી બેંકની શાખામાં પાસબુક અથવા એટીએમનો ઉપયોગ કરો. શું તમે સંમત છો?',
      back: '(1) This shop will ask your bank for your recent transactions. (2) The shop will send your Aadhaar number and mobile number to your bank. (3) Your fingerprint goes sealed. (4) Only the Aadhaar authority, UIDAI, can open it. (5) UIDAI tells your bank only "yes" or "no". (6) The shop will show your transactions and can print a receipt of them. (7) The shop does not keep your fingerprint or full Aadhaar number with itself. (8) You may say "no". (9) If you say "no", or the fingerprint does not work, then use the passbook at your bank’s branch, or an ATM. (10) Do you agree?',
    },
    'result.balance': {
      en: 'Your balance is {amount}.',
      text: 'તમારું બેલેન્સ {amount} છે.',
      back: 'Your balance is {amount}.',
    },
    'result.balance-unreadable': {
      en: 'Your bank answered, but the balance could not be read.',
      text: 'તમારી બેંકે જવાબ આપ્યો, પણ બેલેન્સ વાંચી શકાયું નહીં.',
      back: 'Your bank answered, but the balance could not be read.',
    },
    'statement.heading': {
      en: 'Your recent transactions',
      text: 'તમારા તાજેતરના વ્યવહારો',
      back: 'Your recent transactions',
    },
    'statement.date': {
      en: 'Date',
      text: 'તારીખ',
      back: 'Date',
    },
    'statement.details': {
      en: 'Details',
      text: 'વિગત',
      back: 'Details',
    },
    'statement.type': {
      en: 'Money in or out',
      text: 'જમા કે ઉપાડ',
      back: 'Deposit or withdrawal (money in or out)',
    },
    'statement.amount': {
      en: 'Amount',
      text: 'રકમ',
      back: 'Amount',
    },
    'statement.credit': {
      en: 'Money in',
      text: 'જમા',
      back: 'Deposit (money in)',
    },
    'statement.debit': {
      en: 'Money out',
      text: 'ઉપાડ',
      back: 'Withdrawal (money out)',
    },
    'statement.empty': {
      en: 'Your bank sent no recent transactions.',
      text: 'તમારી બેંકે કોઈ તાજેતરનો વ્યવહાર મોકલ્યો નથી.',
      back: 'Your bank has not sent any recent transaction.',
    },
    'statement.count.one': {
      en: '{count} transaction',
      text: '{count} વ્યવહાર',
      back: '{count} transaction',
    },
    'statement.count.other': {
      en: '{count} transactions',
      text: '{count} વ્યવહારો',
      back: '{count} transactions',
    },
    'advice.finger-not-matched': {
      en: 'Your fingerprint did not match. Try another finger. If you locked your fingerprint in the Aadhaar app, every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'તમારી આંગળીની છાપ મેળ ખાતી ન હતી. બીજી આંગળીથી પ્રયાસ કરો. જો તમે આધાર એપમાં તમારી આંગળીની છાપ લૉક કરી હોય, તો તેને અનલૉક ન કરો ત્યાં સુધી દરેક પ્રયાસ નિષ્ફળ જશે. તમે તમારી બેંકની શાખામાં પાસબુક અથવા એટીએમનો ઉપયોગ પણ કરી શકો છો.',
      back: 'Your fingerprint did not match. Try with another finger. If you have locked your fingerprint in the Aadhaar app, then every try will fail until you unlock it. You can also use the passbook at your bank’s branch, or an ATM.',
    },
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'આ વખતે તમારી બેંકને પૂછી શકાયું નહીં. તમે ફરી પ્રયાસ કરી શકો છો.',
      back: 'This time your bank could not be asked. You can try again.',
    },
    'advice.one-finger': {
      en: 'UIDAI, the Aadhaar authority, did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the reader.',
      text: 'આધાર સત્તામંડળ UIDAI એ આ આંગળીની છાપ સ્વીકારી નહીં, કારણ કે એકથી વધુ આંગળી વપરાઈ હતી. દુકાન ફરી પૂછે ત્યારે મશીન પર ફક્ત એક જ આંગળી મૂકો.',
      back: 'The Aadhaar authority UIDAI did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the machine.',
    },
    'advice.fingerprint-update': {
      en: 'UIDAI, the Aadhaar authority, needs your fingerprints taken again before it can check them. Trying again here will not help. Please go to an Aadhaar centre to update your fingerprints. You can also use your passbook at your branch, or an ATM.',
      text: 'આધાર સત્તામંડળ UIDAI તમારી આંગળીની છાપ તપાસી શકે તે પહેલાં તમારી આંગળીઓની છાપ ફરીથી લેવી પડશે. અહીં ફરી પ્રયાસ કરવાથી કોઈ ફાયદો નહીં થાય. કૃપા કરીને આંગળીઓની છાપ અપડેટ કરાવવા આધાર કેન્દ્ર પર જાઓ. તમે તમારી બેંકની શાખામાં પાસબુક અથવા એટીએમનો ઉપયોગ પણ કરી શકો છો.',
      back: 'Before the Aadhaar authority UIDAI can check your fingerprint, your fingerprints will have to be taken again. Trying again here will bring no benefit. Please go to an Aadhaar centre to get your fingerprints updated. You can also use the passbook at your bank’s branch, or an ATM.',
    },
    'receipt.fingerprint-not-kept': {
      en: 'Your fingerprint was not saved.',
      text: 'તમારી આંગળીની છાપ સાચવવામાં આવી નથી.',
      back: 'Your fingerprint was not saved (kept).',
    },
    'receipt.helpline': {
      en: 'For questions about Aadhaar, call UIDAI on 1947.',
      text: 'આધાર વિશેના પ્રશ્નો માટે આધાર સત્તામંડળ UIDAI ને 1947 પર ફોન કરો.',
      back: 'For questions about Aadhaar, call the Aadhaar authority UIDAI on 1947.',
    },
    'advice.bank-declined': {
      en: 'Your bank said no to this enquiry. The shop can tell you the reason your bank gave. You can also use your passbook at your branch, or an ATM.',
      text: 'તમારી બેંકે આ પૂછપરછ માટે ના પાડી. બેંકે જણાવેલું કારણ દુકાન તમને કહી શકે છે. તમે તમારી બેંકની શાખામાં પાસબુક અથવા એટીએમનો ઉપયોગ પણ કરી શકો છો.',
      back: "Your bank said no to this enquiry. The shop can tell you the reason the bank gave. You can also use the passbook at your bank's branch, or an ATM.",
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed. This enquiry is not a withdrawal. You can ask again with your fingerprint.',
      text: 'તમારી બેંકના જવાબની પુષ્ટિ થઈ નથી. આ પૂછપરછ પૈસાનો ઉપાડ નથી. તમે તમારી આંગળીની છાપ આપીને ફરી પૂછી શકો છો.',
      back: "Your bank's answer has not been confirmed. This enquiry is not a withdrawal of money. You can ask again by giving your fingerprint.",
    },
    'advice.merchant-auth': {
      en: 'The shopkeeper must first confirm their own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'આજે દુકાનદારે પહેલાં બેંક પાસે પોતાની આંગળીની છાપની ચકાસણી કરાવવી પડશે. પછી તમારી આંગળીની છાપ ફરીથી લેવામાં આવશે.',
      back: 'Today the shopkeeper will first have to get their own fingerprint checked with the bank. Then your fingerprint will be taken again.',
    },
    'advice.shop-problem': {
      en: 'The shop could not ask your bank because of a problem at the shop. It is not your fault. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'દુકાનની બાજુની એક મુશ્કેલીને કારણે દુકાન તમારી બેંકને પૂછી શકી નહીં. આમાં તમારો કોઈ વાંક નથી. આ પૂછપરછ પૈસાનો ઉપાડ નથી. તમે તમારી બેંકની શાખામાં પાસબુક અથવા એટીએમનો ઉપયોગ કરી શકો છો.',
      back: "Because of a difficulty on the shop's side, the shop could not ask your bank. There is no fault of yours in this. This enquiry is not a withdrawal of money. You can use the passbook at your bank's branch, or an ATM.",
    },
    'advice.details-missing': {
      en: 'Your bank said a detail was missing. This enquiry is not a withdrawal. The shop will check your details with you before asking again.',
      text: 'તમારી બેંકે જણાવ્યું કે એક માહિતી ખૂટતી હતી. આ પૂછપરછ પૈસાનો ઉપાડ નથી. ફરી પૂછતાં પહેલાં દુકાન તમારી સાથે તમારી માહિતી તપાસશે.',
      back: 'Your bank stated that one detail was missing. This enquiry is not a withdrawal of money. Before asking again, the shop will check your details with you.',
    },
    'advice.reversed': {
      en: 'Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'તમારી બેંકે આ પૂછપરછ રદ કરી અને કોઈ જવાબ આપ્યો નહીં. આ પૂછપરછ પૈસાનો ઉપાડ નથી. તમે તમારી બેંકની શાખામાં પાસબુક અથવા એટીએમનો ઉપયોગ કરી શકો છો.',
      back: "Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal of money. You can use the passbook at your bank's branch, or an ATM.",
    },
    'advice.settled-success': {
      en: 'The shop checked with your bank later: your bank did answer this enquiry. This enquiry is not a withdrawal. To hear the answer, you can ask again with your fingerprint.',
      text: 'દુકાને પછીથી તમારી બેંક પાસે તપાસ કરી: તમારી બેંકે આ પૂછપરછનો જવાબ આપ્યો હતો. આ પૂછપરછ પૈસાનો ઉપાડ નથી. જવાબ સાંભળવા માટે, તમે તમારી આંગળીની છાપ આપીને ફરી પૂછી શકો છો.',
      back: 'The shop later checked with your bank: your bank had given an answer to this enquiry. This enquiry is not a withdrawal of money. To hear the answer, you can ask again by giving your fingerprint.',
    },
    'advice.daily-limit': {
      en: 'Your bank said no to this enquiry. Your bank allows only a few enquiries a day, and today’s are used up. You can ask again tomorrow, or use your passbook at your branch, or an ATM.',
      text: 'તમારી બેંકે આ પૂછપરછ માટે ના પાડી. તમારી બેંક દિવસમાં થોડી જ પૂછપરછ કરવા દે છે, અને આજની પૂછપરછ પૂરી થઈ ગઈ છે. તમે કાલે ફરી પૂછી શકો છો, અથવા તમારી બેંકની શાખામાં પાસબુક અથવા એટીએમનો ઉપયોગ કરી શકો છો.',
      back: "Your bank said no to this enquiry. Your bank lets (you) make only a few enquiries in a day, and today’s enquiries are used up. You can ask again tomorrow, or use the passbook at your bank's branch, or an ATM.",
    },
    'advice.account-blocked': {
      en: 'Your bank said no to this enquiry, because your account is blocked. Trying again will not help. Please go to your bank branch.',
      text: 'તમારું ખાતું બ્લૉક હોવાથી તમારી બેંકે આ પૂછપરછ માટે ના પાડી. ફરી પ્રયાસ કરવાથી કોઈ ફાયદો નહીં થાય. કૃપા કરીને તમારી બેંકની શાખામાં જાઓ.',
      back: "Because your account is blocked, your bank said no to this enquiry. Trying again will bring no benefit. Please go to your bank's branch.",
    },
    'advice.aadhaar-not-linked': {
      en: 'Your bank said no to this enquiry. Your Aadhaar number is not linked to your account at this bank. Please go to your bank branch to link it.',
      text: 'તમારી બેંકે આ પૂછપરછ માટે ના પાડી. તમારો આધાર નંબર આ બેંકના તમારા ખાતા સાથે જોડાયેલો નથી. તેને જોડાવવા માટે કૃપા કરીને તમારી બેંકની શાખામાં જાઓ.',
      back: "Your bank said no to this enquiry. Your Aadhaar number is not linked to your account at this bank. To get it linked, please go to your bank's branch.",
    },
    'advice.biometric-locked': {
      en: 'Your fingerprint is locked in the Aadhaar app. Every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'તમારી આંગળીની છાપ આધાર એપમાં લૉક કરેલી છે. તેને અનલૉક ન કરો ત્યાં સુધી દરેક પ્રયાસ નિષ્ફળ જશે. તમે તમારી બેંકની શાખામાં પાસબુક અથવા એટીએમનો ઉપયોગ પણ કરી શકો છો.',
      back: "Your fingerprint is locked in the Aadhaar app. Until you unlock it, every try will fail. You can also use the passbook at your bank's branch, or an ATM.",
    },
    'advice.aadhaar-invalid': {
      en: 'UIDAI, the Aadhaar authority, did not accept this Aadhaar number. Please check the number with the shop. If the number is wrong, the shop can ask again with the right number. If it is right, call UIDAI on 1947.',
      text: 'આધાર સત્તામંડળ UIDAI એ આ આધાર નંબર સ્વીકાર્યો નહીં. કૃપા કરીને દુકાન સાથે નંબર તપાસી લો. જો નંબર ખોટો હતો, તો દુકાન સાચા નંબર સાથે ફરી પૂછી શકે છે. જો નંબર સાચો હોય, તો UIDAI ને 1947 પર ફોન કરો.',
      back: 'The Aadhaar authority UIDAI did not accept this Aadhaar number. Please check the number with the shop. If the number was wrong, the shop can ask again with the correct number. If the number is right, call UIDAI on 1947.',
    },
    'advice.bank-unavailable': {
      en: 'Your bank’s service is not working now. This enquiry is not a withdrawal. You can ask again later, or use your passbook at your branch, or an ATM.',
      text: 'તમારી બેંકની સેવા હમણાં ચાલતી નથી. આ પૂછપરછ પૈસાનો ઉપાડ નથી. તમે પછીથી ફરી પૂછી શકો છો, અથવા તમારી બેંકની શાખામાં પાસબુક અથવા એટીએમનો ઉપયોગ કરી શકો છો.',
      back: "Your bank's service is not running right now. This enquiry is not a withdrawal of money. You can ask again later, or use the passbook at your bank's branch, or an ATM.",
    },
    'advice.bank-unreachable': {
      en: 'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again in a moment, with your fingerprint. You can also use your passbook at your branch, or an ATM.',
      text: 'દુકાન તમારી બેંકની સેવાનો સંપર્ક કરી શકી નહીં, એટલે તમારી બેંકને કંઈ મોકલાયું નથી. દુકાન થોડી વારમાં તમારી આંગળીની છાપ સાથે ફરી પૂછી શકે છે. તમે તમારી બેંકની શાખામાં પાસબુક અથવા એટીએમનો ઉપયોગ પણ કરી શકો છો.',
      back: 'The shop could not contact your bank’s service, so nothing has been sent to your bank. The shop can ask again in a little while with your fingerprint. You can also use the passbook at your bank’s branch, or an ATM.',
    },
    'kept.record.one': {
      en: 'The shop keeps a record of this enquiry for {days} day.',
      text: 'દુકાન આ પૂછપરછની નોંધ {days} દિવસ સુધી રાખે છે.',
      back: 'The shop keeps the record of this enquiry for {days} day.',
    },
    'kept.record.other': {
      en: 'The shop keeps a record of this enquiry for {days} days.',
      text: 'દુકાન આ પૂછપરછની નોંધ {days} દિવસ સુધી રાખે છે.',
      back: 'The shop keeps the record of this enquiry for {days} days.',
    },
    'kept.record-contents': {
      en: 'The record has your bank, the result, and only the last four digits of your Aadhaar number and mobile number.',
      text: 'આ નોંધમાં તમારી બેંક અને પરિણામ હોય છે. તમારા આધાર નંબર અને મોબાઇલ નંબરના ફક્ત છેલ્લા ચાર અંક જ તેમાં હોય છે.',
      back: 'In this record there are your bank and the result. Of your Aadhaar number and mobile number, only the last four digits are in it.',
    },
    'kept.balance.one': {
      en: 'The shop keeps your balance for {hours} hour, to print it again, and then deletes it.',
      text: 'ફરી છાપવા માટે દુકાન તમારું બેલેન્સ {hours} કલાક સુધી રાખે છે, પછી તેને કાઢી નાખે છે.',
      back: 'To print again, the shop keeps your balance for {hours} hour, then removes it.',
    },
    'kept.balance.other': {
      en: 'The shop keeps your balance for {hours} hours, to print it again, and then deletes it.',
      text: 'ફરી છાપવા માટે દુકાન તમારું બેલેન્સ {hours} કલાક સુધી રાખે છે, પછી તેને કાઢી નાખે છે.',
      back: 'To print again, the shop keeps your balance for {hours} hours, then removes it.',
    },
    'kept.balance-whole': {
      en: 'The shop keeps your balance with the record, to print it again.',
      text: 'ફરી છાપવા માટે દુકાન તમારું બેલેન્સ નોંધ સાથે રાખે છે.',
      back: 'To print again, the shop keeps your balance with the record.',
    },
    'kept.transactions.one': {
      en: 'The shop keeps your transactions for {hours} hour, to print them again, and then deletes them.',
      text: 'ફરી છાપવા માટે દુકાન તમારા વ્યવહારો {hours} કલાક સુધી રાખે છે, પછી તેમને કાઢી નાખે છે.',
      back: 'To print again, the shop keeps your transactions for {hours} hour, then removes them.',
    },
    'kept.transactions.other': {
      en: 'The shop keeps your transactions for {hours} hours, to print them again, and then deletes them.',
      text: 'ફરી છાપવા માટે દુકાન તમારા વ્યવહારો {hours} કલાક સુધી રાખે છે, પછી તેમને કાઢી નાખે છે.',
      back: 'To print again, the shop keeps your transactions for {hours} hours, then removes them.',
    },
    'kept.transactions-whole': {
      en: 'The shop keeps your transactions with the record, to print them again.',
      text: 'ફરી છાપવા માટે દુકાન તમારા વ્યવહારો નોંધ સાથે રાખે છે.',
      back: 'To print again, the shop keeps your transactions with the record.',
    },
    'consent.rights': {
      en: 'You may ask the shop to delete this record, or complain to your bank, and from 13/05/2027 also to the Data Protection Board.',
      text: 'તમે દુકાનને આ નોંધ કાઢી નાખવા કહી શકો છો, અથવા તમારી બેંકને ફરિયાદ કરી શકો છો, અને 13/05/2027 થી ડેટા પ્રોટેક્શન બોર્ડને પણ.',
      back: 'You can tell the shop to remove this record, or complain to your bank, and from 13/05/2027 to the Data Protection Board too.',
    },
    'consent.statement-fee': {
      en: 'After a few mini statements in a month, your bank may charge a fee.',
      text: 'મહિનામાં થોડા મિની સ્ટેટમેન્ટ પછી તમારી બેંક ફી લઈ શકે છે.',
      back: 'After a few mini statements in a month, your bank may take a fee.',
    },
  },
}
