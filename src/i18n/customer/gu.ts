// Customer texts in Gujarati: the consent notice, result lines, statement headings, advice and
// receipt lines read or shown to the customer (issue 12). "Bank" and "shop" are feminine.
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
  source:
    'The Gujarati column of shared/design/glossary.md, checked against RBI Gujarati pages (બેંક, તારીખ), newzviewz.com/gujarati and majdhar.com (બેલેન્સ, ઉપાડ, વ્યવહાર, રકમ) and a published Gujarati Aadhaar consent text (સંમતિ, પ્રમાણીકરણ); the English source is shared/design/consent-notice.md version 2 and customer/en.ts.',
  checked:
    'Written from the English whole text (customer/en.ts, consent-notice.md v2), each sentence back-translated into English (see `back`), every negative sentence checked in the back-translation; glossary terms used throughout, one word per idea. Terms: આંગળીની છાપ (fingerprint), વ્યવહાર, બેલેન્સ, દુકાન, બેંકની શાખા, પાસબુક, એટીએમ, રસીદ, સીલબંધ, સાચવવું (keep); ઉપાડ for money out, never ઉધાર. Glossary confidence for this language: medium. The back-translations were made by the writer of the texts, not by an independent second translator. NOT yet checked by a native speaker in the field: a native speaker must review every text before release.',
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
    'advice.bank-declined': {
      en: 'Your bank did not give the answer. The reason is shown below. You can also use your passbook at your branch, or an ATM.',
      text: 'તમારી બેંકે જવાબ આપ્યો નહીં. કારણ નીચે બતાવ્યું છે. તમે તમારી બેંકની શાખામાં પાસબુક અથવા એટીએમનો ઉપયોગ પણ કરી શકો છો.',
      back: 'Your bank did not give the answer. The reason is shown below. You can also use the passbook at your bank’s branch, or an ATM.',
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed yet. Do not try again now. The shop will check it in a few minutes.',
      text: 'તમારી બેંકના જવાબની હજી પુષ્ટિ થઈ નથી. હમણાં ફરી પ્રયાસ ન કરો. દુકાન થોડી મિનિટોમાં તેની તપાસ કરશે.',
      back: 'Your bank’s answer has not been confirmed yet. Do not try again now. The shop will check it in a few minutes.',
    },
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'આ વખતે તમારી બેંકને પૂછી શકાયું નહીં. તમે ફરી પ્રયાસ કરી શકો છો.',
      back: 'This time your bank could not be asked. You can try again.',
    },
    'advice.merchant-auth': {
      en: 'The shop must first confirm its own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'આજે દુકાને પહેલાં બેંક પાસે પોતાની આંગળીની છાપની ચકાસણી કરાવવી પડશે. પછી તમારી આંગળીની છાપ ફરીથી લેવામાં આવશે.',
      back: 'Today the shop must first have its own fingerprint checked by the bank. Then your fingerprint will be taken again.',
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
    'receipt.masked-record': {
      en: 'The shop keeps a record with only the last four digits of your Aadhaar number, for {days} days.',
      text: 'દુકાન {days} દિવસ સુધી એક નોંધ સાચવે છે, જેમાં તમારા આધાર નંબરના ફક્ત છેલ્લા ચાર અંક હોય છે.',
      back: 'The shop keeps a record for {days} days, in which there are only the last four digits of your Aadhaar number.',
    },
  },
}
