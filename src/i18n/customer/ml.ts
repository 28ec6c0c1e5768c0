// Customer texts in Malayalam: the consent notice (version 2, both operations), the result, statement,
// advice and receipt lines that the customer hears or reads, each translated whole from English.
// Written with the atomic chillu letters (ർ ൻ ൽ ൾ ൺ), never a consonant + virama + zero-width joiner
// (U+200D). Word-final ആണ്, എന്ന്, നാല് keep their virama: that is the half-u, not a chillu.

import type { CustomerCatalogue } from './types.ts'

export const ml: CustomerCatalogue = {
  lang: 'ml',
  name: 'മലയാളം',
  englishName: 'Malayalam',
  dir: 'ltr',
  bcp47: 'ml-IN',
  source:
    'The English of customer/en.ts and shared/design/consent-notice.md (version 2), translated whole; ' +
    'terms from the Malayalam column of shared/design/glossary.md (confidence: medium), which was checked against ' +
    'RBI Malayalam pages (ഇടപാട്, പാസ്സ് ബുക്ക്, അക്കൗണ്ട് സ്റ്റേറ്റ്മെന്റ്), madhyamam.com and malayalam.gizbot.com. ' +
    'The word for "shop" (കട) is not in the glossary.',
  checked:
    'Written from the English whole text, each sentence back-translated into English (see `back`); every ' +
    'negative sentence checked in the back-translation; glossary terms used throughout (വിരലടയാളം, ഇടപാട്, ' +
    'ബാങ്ക്, ബാലൻസ്, പാസ്ബുക്ക്, കട); atomic chillus only (checked: no U+200D). Glossary confidence for ' +
    'Malayalam: medium. NOT yet checked by a native speaker in the field: a native Malayalam speaker must review ' +
    'every text before release.',
  texts: {
    'consent.balance-enquiry': {
      en: 'This shop will ask your bank for your balance. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your balance and can print it. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'ഈ കട നിങ്ങളുടെ ബാങ്കിനോട് നിങ്ങളുടെ ബാലൻസ് ചോദിക്കും. കട നിങ്ങളുടെ ആധാർ നമ്പറും മൊബൈൽ നമ്പറും നിങ്ങളുടെ ബാങ്കിലേക്ക് അയയ്ക്കും. നിങ്ങളുടെ വിരലടയാളം സീൽ ചെയ്താണ് അയയ്ക്കുന്നത്. ആധാർ അതോറിറ്റിയായ UIDAI-ക്ക് മാത്രമേ അത് തുറക്കാൻ കഴിയൂ. UIDAI നിങ്ങളുടെ ബാങ്കിനോട് “അതെ” അല്ലെങ്കിൽ “ഇല്ല” എന്ന് മാത്രമേ പറയൂ. കട നിങ്ങളുടെ ബാലൻസ് കാണിക്കും, അത് രസീതായി പ്രിന്റ് ചെയ്യാനും കഴിയും. കട നിങ്ങളുടെ വിരലടയാളമോ മുഴുവൻ ആധാർ നമ്പറോ സൂക്ഷിക്കില്ല. നിങ്ങൾക്ക് “വേണ്ട” എന്ന് പറയാം. നിങ്ങൾ വേണ്ട എന്ന് പറഞ്ഞാലോ, വിരലടയാളം ശരിയായില്ലെങ്കിലോ, നിങ്ങളുടെ ബാങ്ക് ശാഖയിൽ പാസ്ബുക്ക് ഉപയോഗിക്കുക, അല്ലെങ്കിൽ എടിഎം ഉപയോഗിക്കുക. നിങ്ങൾ സമ്മതിക്കുന്നുണ്ടോ?',
      back: 'This shop will ask your bank for your balance. The shop will send your Aadhaar number and mobile number to your bank. Your fingerprint is sent sealed. Only UIDAI, the Aadhaar authority, can open it. UIDAI will tell your bank only “yes” or “no”. The shop will show your balance, and it can also print it as a receipt. The shop will not keep your fingerprint or your full Aadhaar number. You may say “no” (“I don’t want it”). If you say no, or if the fingerprint does not come right, use the passbook at your bank branch, or use an ATM. Do you agree?',
    },
    'consent.mini-statement': {
      en: 'This shop will ask your bank for your recent transactions. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your transactions and can print them. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'ഈ കട നിങ്ങളുടെ ബാങ്കിനോട് നിങ്ങളുടെ സമീപകാല ഇടപാടുകൾ ചോദിക്കും. കട നിങ്ങളുടെ ആധാർ നമ്പറും മൊബൈൽ നമ്പറും നിങ്ങളുടെ ബാങ്കിലേക്ക് അയയ്ക്കും. നിങ്ങളുടെ വിരലടയാളം സീൽ ചെയ്താണ് അയയ്ക്കുന്നത്. ആധാർ അതോറിറ്റിയായ UIDAI-ക്ക് മാത്രമേ അത് തുറക്കാൻ കഴിയൂ. UIDAI നിങ്ങളുടെ ബാങ്കിനോട് “അതെ” അല്ലെങ്കിൽ “ഇല്ല” എന്ന് മാത്രമേ പറയൂ. കട നിങ്ങളുടെ ഇടപാടുകൾ കാണിക്കും, അവ രസീതായി പ്രിന്റ് ചെയ്യാനും കഴിയും. കട നിങ്ങളുടെ വിരലടയാളമോ മുഴുവൻ ആധാർ നമ്പറോ സൂക്ഷിക്കില്ല. നിങ്ങൾക്ക് “വേണ്ട” എന്ന് പറയാം. നിങ്ങൾ വേണ്ട എന്ന് പറഞ്ഞാലോ, വിരലടയാളം ശരിയായില്ലെങ്കിലോ, നിങ്ങളുടെ ബാങ്ക് ശാഖയിൽ പാസ്ബുക്ക് ഉപയോഗിക്കുക, അല്ലെങ്കിൽ എടിഎം ഉപയോഗിക്കുക. നിങ്ങൾ സമ്മതിക്കുന്നുണ്ടോ?',
      back: 'This shop will ask your bank for your recent transactions. The shop will send your Aadhaar number and mobile number to your bank. Your fingerprint is sent sealed. Only UIDAI, the Aadhaar authority, can open it. UIDAI will tell your bank only “yes” or “no”. The shop will show your transactions, and it can also print them as a receipt. The shop will not keep your fingerprint or your full Aadhaar number. You may say “no” (“I don’t want it”). If you say no, or if the fingerprint does not come right, use the passbook at your bank branch, or use an ATM. Do you agree?',
    },
    'result.balance': {
      en: 'Your balance is {amount}.',
      text: 'നിങ്ങളുടെ ബാലൻസ് {amount} ആണ്.',
      back: 'Your balance is {amount}.',
    },
    'result.balance-unreadable': {
      en: 'Your bank answered, but the balance could not be read.',
      text: 'നിങ്ങളുടെ ബാങ്ക് മറുപടി നൽകി, പക്ഷേ ബാലൻസ് വായിക്കാൻ കഴിഞ്ഞില്ല.',
      back: 'Your bank gave a reply, but the balance could not be read.',
    },
    'statement.heading': {
      en: 'Your recent transactions',
      text: 'നിങ്ങളുടെ സമീപകാല ഇടപാടുകൾ',
      back: 'Your recent transactions',
    },
    'statement.date': { en: 'Date', text: 'തീയതി', back: 'Date' },
    'statement.details': { en: 'Details', text: 'വിവരണം', back: 'Details (description)' },
    'statement.type': {
      en: 'Money in or out',
      text: 'വരവ് / പിൻവലിക്കൽ',
      back: 'Money in / withdrawal (money out)',
    },
    'statement.amount': { en: 'Amount', text: 'തുക', back: 'Amount' },
    'statement.credit': { en: 'Money in', text: 'വരവ്', back: 'Money in (credit)' },
    'statement.debit': { en: 'Money out', text: 'പിൻവലിക്കൽ', back: 'Withdrawal (money out)' },
    'statement.empty': {
      en: 'Your bank sent no recent transactions.',
      text: 'നിങ്ങളുടെ ബാങ്ക് സമീപകാല ഇടപാടുകളൊന്നും അയച്ചില്ല.',
      back: 'Your bank did not send any recent transactions.',
    },
    'statement.count.one': {
      en: '{count} transaction',
      text: '{count} ഇടപാട്',
      back: '{count} transaction',
    },
    'statement.count.other': {
      en: '{count} transactions',
      text: '{count} ഇടപാടുകൾ',
      back: '{count} transactions',
    },
    'advice.finger-not-matched': {
      en: 'Your fingerprint did not match. Try another finger. If you locked your fingerprint in the Aadhaar app, every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'നിങ്ങളുടെ വിരലടയാളം ഒത്തുവന്നില്ല. മറ്റൊരു വിരൽ വെച്ച് ശ്രമിക്കുക. ആധാർ ആപ്പിൽ നിങ്ങളുടെ വിരലടയാളം ലോക്ക് ചെയ്തിട്ടുണ്ടെങ്കിൽ, അൺലോക്ക് ചെയ്യുന്നതുവരെ ഓരോ ശ്രമവും പരാജയപ്പെടും. നിങ്ങളുടെ ബാങ്ക് ശാഖയിൽ പാസ്ബുക്കോ എടിഎമ്മോ ഉപയോഗിക്കാനും കഴിയും.',
      back: 'Your fingerprint did not match. Try placing another finger. If you have locked your fingerprint in the Aadhaar app, every attempt will fail until you unlock it. You can also use the passbook at your bank branch, or an ATM.',
    },
    'advice.bank-declined': {
      en: 'Your bank did not give the answer. The reason is shown below. You can also use your passbook at your branch, or an ATM.',
      text: 'നിങ്ങളുടെ ബാങ്ക് മറുപടി നൽകിയില്ല. കാരണം താഴെ കാണിച്ചിരിക്കുന്നു. നിങ്ങളുടെ ബാങ്ക് ശാഖയിൽ പാസ്ബുക്കോ എടിഎമ്മോ ഉപയോഗിക്കാനും കഴിയും.',
      back: 'Your bank did not give the reply. The reason is shown below. You can also use the passbook at your bank branch, or an ATM.',
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed yet. Do not try again now. The shop will check it in a few minutes.',
      text: 'നിങ്ങളുടെ ബാങ്കിൽ നിന്നുള്ള മറുപടി ഇതുവരെ ഉറപ്പായിട്ടില്ല. ഇപ്പോൾ വീണ്ടും ശ്രമിക്കരുത്. കുറച്ച് മിനിറ്റുകൾക്കുള്ളിൽ കട അത് പരിശോധിക്കും.',
      back: 'The reply from your bank has not been confirmed so far. Do not try again now. Within a few minutes the shop will check it.',
    },
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'ഇത്തവണ നിങ്ങളുടെ ബാങ്കിനോട് ചോദിക്കാൻ കഴിഞ്ഞില്ല. നിങ്ങൾക്ക് വീണ്ടും ശ്രമിക്കാം.',
      back: 'This time it was not possible to ask your bank. You can try again.',
    },
    'advice.merchant-auth': {
      en: 'The shop must first confirm its own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'കടയുടമ ഇന്ന് ആദ്യം സ്വന്തം വിരലടയാളം ബാങ്കുമായി പരിശോധിപ്പിക്കണം. അതിനുശേഷം നിങ്ങളുടെ വിരലടയാളം വീണ്ടും എടുക്കും.',
      back: 'The shop owner must first, today, have their own fingerprint checked with the bank. After that your fingerprint will be taken again.',
    },
    'receipt.fingerprint-not-kept': {
      en: 'Your fingerprint was not saved.',
      text: 'നിങ്ങളുടെ വിരലടയാളം സൂക്ഷിച്ചിട്ടില്ല.',
      back: 'Your fingerprint has not been kept (stored).',
    },
    'receipt.helpline': {
      en: 'For questions about Aadhaar, call UIDAI on 1947.',
      text: 'ആധാറിനെക്കുറിച്ചുള്ള ചോദ്യങ്ങൾക്ക് 1947 എന്ന നമ്പറിൽ UIDAI-യെ (ആധാർ അതോറിറ്റി) വിളിക്കുക.',
      back: 'For questions about Aadhaar, call UIDAI (the Aadhaar authority) on the number 1947.',
    },
    'receipt.masked-record': {
      en: 'The shop keeps a record with only the last four digits of your Aadhaar number, for {days} days.',
      text: 'നിങ്ങളുടെ ആധാർ നമ്പറിന്റെ അവസാന നാല് അക്കങ്ങൾ മാത്രമുള്ള ഒരു രേഖ കട {days} ദിവസം സൂക്ഷിക്കും.',
      back: 'The shop will keep (store), for {days} days, a record that has only the last four digits of your Aadhaar number.',
    },
  },
}
