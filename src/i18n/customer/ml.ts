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
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'ഇത്തവണ നിങ്ങളുടെ ബാങ്കിനോട് ചോദിക്കാൻ കഴിഞ്ഞില്ല. നിങ്ങൾക്ക് വീണ്ടും ശ്രമിക്കാം.',
      back: 'This time it was not possible to ask your bank. You can try again.',
    },
    'advice.one-finger': {
      en: 'UIDAI, the Aadhaar authority, did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the reader.',
      text: 'ആധാർ അതോറിറ്റിയായ UIDAI ഈ വിരലടയാളം സ്വീകരിച്ചില്ല, കാരണം ഒന്നിലധികം വിരലുകൾ ഉപയോഗിച്ചിരുന്നു. കട വീണ്ടും ചോദിക്കുമ്പോൾ, മെഷീനിൽ ഒരു വിരൽ മാത്രം വെക്കുക.',
      back: 'The Aadhaar authority UIDAI did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the machine.',
    },
    'advice.fingerprint-update': {
      en: 'UIDAI, the Aadhaar authority, needs your fingerprints taken again before it can check them. Trying again here will not help. Please go to an Aadhaar centre to update your fingerprints. You can also use your passbook at your branch, or an ATM.',
      text: 'ആധാർ അതോറിറ്റിയായ UIDAI-ക്ക് നിങ്ങളുടെ വിരലടയാളം പരിശോധിക്കാൻ, ആദ്യം നിങ്ങളുടെ വിരലടയാളങ്ങൾ വീണ്ടും എടുക്കണം. ഇവിടെ വീണ്ടും ശ്രമിച്ചിട്ട് ഫലമില്ല. ദയവായി വിരലടയാളങ്ങൾ പുതുക്കാൻ ആധാർ കേന്ദ്രത്തിൽ പോകുക. നിങ്ങളുടെ ബാങ്ക് ശാഖയിൽ പാസ്ബുക്കോ എടിഎമ്മോ ഉപയോഗിക്കാനും കഴിയും.',
      back: 'For UIDAI, the Aadhaar authority, to check your fingerprint, first your fingerprints must be taken again. Trying again here is of no use. Please go to an Aadhaar centre to renew your fingerprints. You can also use the passbook or an ATM at your bank branch.',
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
    'advice.bank-declined': {
      en: 'Your bank said no to this enquiry. The shop can tell you the reason your bank gave. You can also use your passbook at your branch, or an ATM.',
      text: 'നിങ്ങളുടെ ബാങ്ക് ഈ അന്വേഷണം നിരസിച്ചു. ബാങ്ക് പറഞ്ഞ കാരണം കടയ്ക്ക് നിങ്ങളോട് പറയാൻ കഴിയും. നിങ്ങളുടെ ബാങ്ക് ശാഖയിൽ പാസ്ബുക്കോ എടിഎമ്മോ ഉപയോഗിക്കാനും കഴിയും.',
      back: 'Your bank refused this enquiry. The shop can tell you the reason the bank gave. You can also use the passbook or an ATM at your bank branch.',
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed. This enquiry is not a withdrawal. You can ask again with your fingerprint.',
      text: 'നിങ്ങളുടെ ബാങ്കിൽ നിന്നുള്ള മറുപടി ഉറപ്പായിട്ടില്ല. ഈ അന്വേഷണം പണം പിൻവലിക്കൽ അല്ല. നിങ്ങളുടെ വിരലടയാളം നൽകി വീണ്ടും ചോദിക്കാം.',
      back: 'The reply from your bank has not been confirmed. This enquiry is not a withdrawal of money. You can ask again by giving your fingerprint.',
    },
    'advice.merchant-auth': {
      en: 'The shopkeeper must first confirm their own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'കടയുടമ ഇന്ന് ആദ്യം സ്വന്തം വിരലടയാളം ബാങ്കുമായി പരിശോധിപ്പിക്കണം. അതിനുശേഷം നിങ്ങളുടെ വിരലടയാളം വീണ്ടും എടുക്കും.',
      back: 'The shop owner must today first have their own fingerprint checked with the bank. After that your fingerprint will be taken again.',
    },
    'advice.shop-problem': {
      en: 'The shop could not ask your bank because of a problem at the shop. It is not your fault. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'കടയുടെ ഭാഗത്തുള്ള ഒരു പ്രശ്നം കാരണം കടയ്ക്ക് നിങ്ങളുടെ ബാങ്കിനോട് ചോദിക്കാൻ കഴിഞ്ഞില്ല. ഇത് നിങ്ങളുടെ തെറ്റല്ല. ഈ അന്വേഷണം പണം പിൻവലിക്കൽ അല്ല. നിങ്ങളുടെ ബാങ്ക് ശാഖയിൽ പാസ്ബുക്കോ എടിഎമ്മോ ഉപയോഗിക്കാം.',
      back: "Because of a problem on the shop's side, the shop could not ask your bank. This is not your fault. This enquiry is not a withdrawal of money. You can use the passbook or an ATM at your bank branch.",
    },
    'advice.details-missing': {
      en: 'Your bank said a detail was missing. This enquiry is not a withdrawal. The shop will check your details with you before asking again.',
      text: 'ഒരു വിവരം വിട്ടുപോയിരുന്നു എന്ന് നിങ്ങളുടെ ബാങ്ക് അറിയിച്ചു. ഈ അന്വേഷണം പണം പിൻവലിക്കൽ അല്ല. വീണ്ടും ചോദിക്കുന്നതിന് മുമ്പ് കട നിങ്ങളോടൊപ്പം നിങ്ങളുടെ വിവരങ്ങൾ പരിശോധിക്കും.',
      back: 'Your bank informed that one detail had been left out. This enquiry is not a withdrawal of money. Before asking again, the shop will check your details together with you.',
    },
    'advice.reversed': {
      en: 'Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'നിങ്ങളുടെ ബാങ്ക് ഈ അന്വേഷണം റദ്ദാക്കി, മറുപടി നൽകിയില്ല. ഈ അന്വേഷണം പണം പിൻവലിക്കൽ അല്ല. നിങ്ങളുടെ ബാങ്ക് ശാഖയിൽ പാസ്ബുക്കോ എടിഎമ്മോ ഉപയോഗിക്കാം.',
      back: 'Your bank cancelled this enquiry and gave no reply. This enquiry is not a withdrawal of money. You can use the passbook or an ATM at your bank branch.',
    },
    'advice.settled-success': {
      en: 'The shop checked with your bank later: your bank did answer this enquiry. This enquiry is not a withdrawal. To hear the answer, you can ask again with your fingerprint.',
      text: 'കട പിന്നീട് നിങ്ങളുടെ ബാങ്കുമായി പരിശോധിച്ചു: നിങ്ങളുടെ ബാങ്ക് ഈ അന്വേഷണത്തിന് മറുപടി നൽകിയിരുന്നു. ഈ അന്വേഷണം പണം പിൻവലിക്കൽ അല്ല. മറുപടി കേൾക്കാൻ, നിങ്ങളുടെ വിരലടയാളം നൽകി വീണ്ടും ചോദിക്കാം.',
      back: 'The shop later checked with your bank: your bank had given a reply to this enquiry. This enquiry is not a withdrawal of money. To hear the reply, you can ask again by giving your fingerprint.',
    },
    'advice.daily-limit': {
      en: 'Your bank said no to this enquiry. Your bank allows only a few enquiries a day, and today’s are used up. You can ask again tomorrow, or use your passbook at your branch, or an ATM.',
      text: 'നിങ്ങളുടെ ബാങ്ക് ഈ അന്വേഷണം നിരസിച്ചു. നിങ്ങളുടെ ബാങ്ക് ഒരു ദിവസം കുറച്ച് അന്വേഷണങ്ങൾ മാത്രമേ അനുവദിക്കൂ, ഇന്നത്തെ അന്വേഷണങ്ങൾ കഴിഞ്ഞു. നാളെ വീണ്ടും ചോദിക്കാം, അല്ലെങ്കിൽ നിങ്ങളുടെ ബാങ്ക് ശാഖയിൽ പാസ്ബുക്കോ എടിഎമ്മോ ഉപയോഗിക്കാം.',
      back: 'Your bank refused this enquiry. Your bank allows only a few enquiries a day; today’s enquiries are over. You can ask again tomorrow, or use the passbook or an ATM at your bank branch.',
    },
    'advice.account-blocked': {
      en: 'Your bank said no to this enquiry, because your account is blocked. Trying again will not help. Please go to your bank branch.',
      text: 'നിങ്ങളുടെ അക്കൗണ്ട് ബ്ലോക്ക് ചെയ്തിരിക്കുന്നതിനാൽ നിങ്ങളുടെ ബാങ്ക് ഈ അന്വേഷണം നിരസിച്ചു. വീണ്ടും ശ്രമിച്ചിട്ട് ഫലമില്ല. ദയവായി നിങ്ങളുടെ ബാങ്ക് ശാഖയിൽ പോകുക.',
      back: 'Because your account has been blocked, your bank refused this enquiry. Trying again is of no use. Please go to your bank branch.',
    },
    'advice.aadhaar-not-linked': {
      en: 'Your bank said no to this enquiry. Your Aadhaar number is not linked to your account at this bank. Please go to your bank branch to link it.',
      text: 'നിങ്ങളുടെ ബാങ്ക് ഈ അന്വേഷണം നിരസിച്ചു. ഈ ബാങ്കിലെ നിങ്ങളുടെ അക്കൗണ്ടുമായി നിങ്ങളുടെ ആധാർ നമ്പർ ബന്ധിപ്പിച്ചിട്ടില്ല. അത് ബന്ധിപ്പിക്കാൻ ദയവായി നിങ്ങളുടെ ബാങ്ക് ശാഖയിൽ പോകുക.',
      back: 'Your bank refused this enquiry. Your Aadhaar number has not been linked with your account in this bank. To link it, please go to your bank branch.',
    },
    'advice.biometric-locked': {
      en: 'Your fingerprint is locked in the Aadhaar app. Every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'നിങ്ങളുടെ വിരലടയാളം ആധാർ ആപ്പിൽ ലോക്ക് ചെയ്തിരിക്കുന്നു. അൺലോക്ക് ചെയ്യുന്നതുവരെ ഓരോ ശ്രമവും പരാജയപ്പെടും. നിങ്ങളുടെ ബാങ്ക് ശാഖയിൽ പാസ്ബുക്കോ എടിഎമ്മോ ഉപയോഗിക്കാനും കഴിയും.',
      back: 'Your fingerprint is locked in the Aadhaar app. Until it is unlocked, every try will fail. You can also use the passbook or an ATM at your bank branch.',
    },
    'advice.aadhaar-invalid': {
      en: 'UIDAI, the Aadhaar authority, did not accept this Aadhaar number. Please check the number with the shop. If the number is wrong, the shop can ask again with the right number. If it is right, call UIDAI on 1947.',
      text: 'ആധാർ അതോറിറ്റിയായ UIDAI ഈ ആധാർ നമ്പർ സ്വീകരിച്ചില്ല. ദയവായി കടയുമായി ചേർന്ന് നമ്പർ പരിശോധിക്കുക. നമ്പർ തെറ്റായിരുന്നെങ്കിൽ, കടയ്ക്ക് ശരിയായ നമ്പർ ഉപയോഗിച്ച് വീണ്ടും ചോദിക്കാം. നമ്പർ ശരിയാണെങ്കിൽ, 1947 എന്ന നമ്പറിൽ UIDAI-യെ വിളിക്കുക.',
      back: 'UIDAI, the Aadhaar authority, did not accept this Aadhaar number. Please check the number together with the shop. If the number was wrong, the shop can ask again using the correct number. If the number is right, call UIDAI on the number 1947.',
    },
    'advice.bank-unavailable': {
      en: 'Your bank’s service is not working now. This enquiry is not a withdrawal. You can ask again later, or use your passbook at your branch, or an ATM.',
      text: 'നിങ്ങളുടെ ബാങ്കിന്റെ സേവനം ഇപ്പോൾ പ്രവർത്തിക്കുന്നില്ല. ഈ അന്വേഷണം പണം പിൻവലിക്കൽ അല്ല. പിന്നീട് വീണ്ടും ചോദിക്കാം, അല്ലെങ്കിൽ നിങ്ങളുടെ ബാങ്ക് ശാഖയിൽ പാസ്ബുക്കോ എടിഎമ്മോ ഉപയോഗിക്കാം.',
      back: "Your bank's service is not working now. This enquiry is not a withdrawal of money. You can ask again later, or use the passbook or an ATM at your bank branch.",
    },
    'advice.bank-unreachable': {
      en: 'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again in a moment, with your fingerprint. You can also use your passbook at your branch, or an ATM.',
      text: 'കടയ്ക്ക് നിങ്ങളുടെ ബാങ്കിന്റെ സേവനത്തിൽ എത്താൻ കഴിഞ്ഞില്ല, അതിനാൽ നിങ്ങളുടെ ബാങ്കിലേക്ക് ഒന്നും അയച്ചിട്ടില്ല. കടയ്ക്ക് അൽപ്പസമയത്തിനുള്ളിൽ നിങ്ങളുടെ വിരലടയാളം ഉപയോഗിച്ച് വീണ്ടും ചോദിക്കാം. നിങ്ങളുടെ ബാങ്ക് ശാഖയിൽ പാസ്ബുക്കോ എടിഎമ്മോ ഉപയോഗിക്കുകയും ചെയ്യാം.',
      back: 'The shop could not reach your bank’s service, so nothing has been sent to your bank. The shop can ask again in a little while using your fingerprint. You can also use the passbook or an ATM at your bank branch.',
    },
    'kept.record.one': {
      en: 'The shop keeps a record of this enquiry for {days} day.',
      text: 'കട ഈ അന്വേഷണത്തിന്റെ ഒരു രേഖ {days} ദിവസം സൂക്ഷിക്കും.',
      back: 'The shop will keep a record of this enquiry for {days} day.',
    },
    'kept.record.other': {
      en: 'The shop keeps a record of this enquiry for {days} days.',
      text: 'കട ഈ അന്വേഷണത്തിന്റെ ഒരു രേഖ {days} ദിവസം സൂക്ഷിക്കും.',
      back: 'The shop will keep a record of this enquiry for {days} days.',
    },
    'kept.record-contents': {
      en: 'The record has your bank, the result, and only the last four digits of your Aadhaar number and mobile number.',
      text: 'ആ രേഖയിൽ നിങ്ങളുടെ ബാങ്കും ഫലവും ഉണ്ടാകും. നിങ്ങളുടെ ആധാർ നമ്പറിന്റെയും മൊബൈൽ നമ്പറിന്റെയും അവസാന നാല് അക്കങ്ങൾ മാത്രമേ അതിൽ ഉണ്ടാകൂ.',
      back: 'In that record there will be your bank and the result. Of your Aadhaar number and mobile number, only the last four digits will be in it.',
    },
    'kept.balance.one': {
      en: 'The shop keeps your balance for {hours} hour, to print it again, and then deletes it.',
      text: 'വീണ്ടും അച്ചടിക്കാനായി കട നിങ്ങളുടെ ബാലൻസ് {hours} മണിക്കൂർ സൂക്ഷിക്കും, അതിനുശേഷം അത് മായ്ക്കും.',
      back: 'To print it again, the shop will keep your balance for {hours} hour, after that it will erase it.',
    },
    'kept.balance.other': {
      en: 'The shop keeps your balance for {hours} hours, to print it again, and then deletes it.',
      text: 'വീണ്ടും അച്ചടിക്കാനായി കട നിങ്ങളുടെ ബാലൻസ് {hours} മണിക്കൂർ സൂക്ഷിക്കും, അതിനുശേഷം അത് മായ്ക്കും.',
      back: 'To print it again, the shop will keep your balance for {hours} hours, after that it will erase it.',
    },
    'kept.balance-whole': {
      en: 'The shop keeps your balance with the record, to print it again.',
      text: 'വീണ്ടും അച്ചടിക്കാനായി കട നിങ്ങളുടെ ബാലൻസ് രേഖയോടൊപ്പം സൂക്ഷിക്കും.',
      back: 'To print it again, the shop will keep your balance with the record.',
    },
    'kept.transactions.one': {
      en: 'The shop keeps your transactions for {hours} hour, to print them again, and then deletes them.',
      text: 'വീണ്ടും അച്ചടിക്കാനായി കട നിങ്ങളുടെ ഇടപാടുകൾ {hours} മണിക്കൂർ സൂക്ഷിക്കും, അതിനുശേഷം അവ മായ്ക്കും.',
      back: 'To print them again, the shop will keep your transactions for {hours} hour, after that it will erase them.',
    },
    'kept.transactions.other': {
      en: 'The shop keeps your transactions for {hours} hours, to print them again, and then deletes them.',
      text: 'വീണ്ടും അച്ചടിക്കാനായി കട നിങ്ങളുടെ ഇടപാടുകൾ {hours} മണിക്കൂർ സൂക്ഷിക്കും, അതിനുശേഷം അവ മായ്ക്കും.',
      back: 'To print them again, the shop will keep your transactions for {hours} hours, after that it will erase them.',
    },
    'kept.transactions-whole': {
      en: 'The shop keeps your transactions with the record, to print them again.',
      text: 'വീണ്ടും അച്ചടിക്കാനായി കട നിങ്ങളുടെ ഇടപാടുകൾ രേഖയോടൊപ്പം സൂക്ഷിക്കും.',
      back: 'To print them again, the shop will keep your transactions with the record.',
    },
    'consent.rights': {
      en: 'You may ask the shop to delete this record, or complain to your bank, and from 13/05/2027 also to the Data Protection Board.',
      text: 'ഈ രേഖ മായ്ക്കാൻ നിങ്ങൾക്ക് കടയോട് ആവശ്യപ്പെടാം, അല്ലെങ്കിൽ നിങ്ങളുടെ ബാങ്കിൽ പരാതി നൽകാം, 13/05/2027 മുതൽ ഡാറ്റ പ്രൊട്ടക്ഷൻ ബോർഡിലും പരാതി നൽകാം.',
      back: 'You may ask the shop to erase this record, or make a complaint at your bank; from 13/05/2027 you may make a complaint at the Data Protection Board too.',
    },
    'consent.statement-fee': {
      en: 'After a few mini statements in a month, your bank may charge a fee.',
      text: 'മാസത്തിൽ കുറച്ച് മിനി സ്റ്റേറ്റ്മെന്റുകൾക്ക് ശേഷം നിങ്ങളുടെ ബാങ്ക് ഫീസ് ഈടാക്കിയേക്കാം.',
      back: 'After a few mini statements in a month, your bank may charge a fee.',
    },
  },
}
