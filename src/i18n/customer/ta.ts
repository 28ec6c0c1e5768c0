// Customer texts in Tamil: the consent notice (version 2, both operations), the result, statement,
// advice and receipt lines that the customer hears or reads, each translated whole from English.

import type { CustomerCatalogue } from './types.ts'

export const ta: CustomerCatalogue = {
  lang: 'ta',
  name: 'தமிழ்',
  englishName: 'Tamil',
  dir: 'ltr',
  bcp47: 'ta-IN',
  source:
    'The English of customer/en.ts and shared/design/consent-notice.md (version 2), translated whole; ' +
    'terms from the Tamil column of shared/design/glossary.md (confidence: medium-high), which was checked against ' +
    'RBI Tamil pages (பரிவர்த்தனை, பற்றுவரவு), tamil.krishijagran.com (ஆதார் எண், பேலன்ஸ், சரிபார்ப்பு) and a ' +
    'published Tamil Aadhaar consent text (ஒப்புதல், அங்கீகாரம்). The glossary’s first form for balance, இருப்பு, is ' +
    'used throughout. The word for "shop" (கடை) is not in the glossary.',
  checked:
    'Written from the English whole text, each sentence back-translated into English (see `back`); every ' +
    'negative sentence checked in the back-translation; glossary terms used throughout (கைரேகை, பரிவர்த்தனை, ' +
    'வங்கி, இருப்பு, பாஸ்புக், கடை). Glossary confidence for Tamil: medium-high. NOT yet checked by a native ' +
    'speaker in the field: a native Tamil speaker must review every text before release.',
  texts: {
    'consent.balance-enquiry': {
      en: 'This shop will ask your bank for your balance. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your balance and can print it. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'இந்தக் கடை உங்கள் வங்கியிடம் உங்கள் இருப்பைக் கேட்கும். கடை உங்கள் ஆதார் எண்ணையும் மொபைல் எண்ணையும் உங்கள் வங்கிக்கு அனுப்பும். உங்கள் கைரேகை சீல் வைக்கப்பட்டு அனுப்பப்படும். ஆதார் ஆணையமான UIDAI மட்டுமே அதைத் திறக்க முடியும். UIDAI உங்கள் வங்கிக்கு “ஆம்” அல்லது “இல்லை” என்று மட்டுமே சொல்லும். கடை உங்கள் இருப்பைக் காட்டும்; அதை ரசீதாக அச்சிடவும் முடியும். கடை உங்கள் கைரேகையையோ முழு ஆதார் எண்ணையோ சேமிக்காது. நீங்கள் “வேண்டாம்” என்று சொல்லலாம். நீங்கள் வேண்டாம் என்றாலோ, கைரேகை வேலை செய்யாவிட்டாலோ, உங்கள் வங்கிக் கிளையில் பாஸ்புக்கைப் பயன்படுத்துங்கள், அல்லது ஏடிஎம்மைப் பயன்படுத்துங்கள். நீங்கள் ஒப்புக்கொள்கிறீர்களா?',
      back: 'This shop will ask your bank for your balance. The shop will send your Aadhaar number and your mobile number to your bank. Your fingerprint will be sealed and sent. Only UIDAI, the Aadhaar authority, can open it. UIDAI will tell your bank only “yes” or “no”. The shop will show your balance; it can also print it as a receipt. The shop will not store either your fingerprint or your full Aadhaar number. You may say “no” (“I don’t want it”). If you say no, or if the fingerprint does not work, use the passbook at your bank branch, or use an ATM. Do you agree?',
    },
    'consent.mini-statement': {
      en: 'This shop will ask your bank for your recent transactions. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your transactions and can print them. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'இந்தக் கடை உங்கள் வங்கியிடம் உங்கள் சமீபத்திய பரிவர்த்தனைகளைக் கேட்கும். கடை உங்கள் ஆதார் எண்ணையும் மொபைல் எண்ணையும் உங்கள் வங்கிக்கு அனுப்பும். உங்கள் கைரேகை சீல் வைக்கப்பட்டு அனுப்பப்படும். ஆதார் ஆணையமான UIDAI மட்டுமே அதைத் திறக்க முடியும். UIDAI உங்கள் வங்கிக்கு “ஆம்” அல்லது “இல்லை” என்று மட்டுமே சொல்லும். கடை உங்கள் பரிவர்த்தனைகளைக் காட்டும்; அவற்றை ரசீதாக அச்சிடவும் முடியும். கடை உங்கள் கைரேகையையோ முழு ஆதார் எண்ணையோ சேமிக்காது. நீங்கள் “வேண்டாம்” என்று சொல்லலாம். நீங்கள் வேண்டாம் என்றாலோ, கைரேகை வேலை செய்யாவிட்டாலோ, உங்கள் வங்கிக் கிளையில் பாஸ்புக்கைப் பயன்படுத்துங்கள், அல்லது ஏடிஎம்மைப் பயன்படுத்துங்கள். நீங்கள் ஒப்புக்கொள்கிறீர்களா?',
      back: 'This shop will ask your bank for your recent transactions. The shop will send your Aadhaar number and your mobile number to your bank. Your fingerprint will be sealed and sent. Only UIDAI, the Aadhaar authority, can open it. UIDAI will tell your bank only “yes” or “no”. The shop will show your transactions; it can also print them as a receipt. The shop will not store either your fingerprint or your full Aadhaar number. You may say “no” (“I don’t want it”). If you say no, or if the fingerprint does not work, use the passbook at your bank branch, or use an ATM. Do you agree?',
    },
    'result.balance': {
      en: 'Your balance is {amount}.',
      text: 'உங்கள் இருப்பு {amount}.',
      back: 'Your balance: {amount}.',
    },
    'result.balance-unreadable': {
      en: 'Your bank answered, but the balance could not be read.',
      text: 'உங்கள் வங்கி பதில் அளித்தது, ஆனால் இருப்பைப் படிக்க முடியவில்லை.',
      back: 'Your bank gave an answer, but the balance could not be read.',
    },
    'statement.heading': {
      en: 'Your recent transactions',
      text: 'உங்கள் சமீபத்திய பரிவர்த்தனைகள்',
      back: 'Your recent transactions',
    },
    'statement.date': { en: 'Date', text: 'தேதி', back: 'Date' },
    'statement.details': { en: 'Details', text: 'விவரம்', back: 'Details' },
    'statement.type': {
      en: 'Money in or out',
      text: 'வரவு / பற்று',
      back: 'Credit (money in) / debit (money out)',
    },
    'statement.amount': { en: 'Amount', text: 'தொகை', back: 'Amount' },
    'statement.credit': { en: 'Money in', text: 'வரவு', back: 'Credit (money in)' },
    'statement.debit': { en: 'Money out', text: 'பற்று', back: 'Debit (money out)' },
    'statement.empty': {
      en: 'Your bank sent no recent transactions.',
      text: 'உங்கள் வங்கி சமீபத்திய பரிவர்த்தனைகள் எதையும் அனுப்பவில்லை.',
      back: 'Your bank did not send any recent transactions.',
    },
    'statement.count.one': {
      en: '{count} transaction',
      text: '{count} பரிவர்த்தனை',
      back: '{count} transaction',
    },
    'statement.count.other': {
      en: '{count} transactions',
      text: '{count} பரிவர்த்தனைகள்',
      back: '{count} transactions',
    },
    'advice.finger-not-matched': {
      en: 'Your fingerprint did not match. Try another finger. If you locked your fingerprint in the Aadhaar app, every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'உங்கள் கைரேகை பொருந்தவில்லை. வேறு விரலை வைத்து முயற்சிக்கவும். ஆதார் ஆப்பில் உங்கள் கைரேகையை லாக் செய்திருந்தால், அன்லாக் செய்யும் வரை ஒவ்வொரு முயற்சியும் தோல்வியடையும். உங்கள் வங்கிக் கிளையில் பாஸ்புக்கையோ, ஏடிஎம்மையோ கூடப் பயன்படுத்தலாம்.',
      back: 'Your fingerprint did not match. Try by placing a different finger. If you have locked your fingerprint in the Aadhaar app, every attempt will fail until you unlock it. You can also use the passbook at your bank branch, or an ATM.',
    },
    'advice.bank-declined': {
      en: 'Your bank did not give the answer. The reason is shown below. You can also use your passbook at your branch, or an ATM.',
      text: 'உங்கள் வங்கி பதில் தரவில்லை. காரணம் கீழே காட்டப்பட்டுள்ளது. உங்கள் வங்கிக் கிளையில் பாஸ்புக்கையோ, ஏடிஎம்மையோ கூடப் பயன்படுத்தலாம்.',
      back: 'Your bank did not give the answer. The reason is shown below. You can also use the passbook at your bank branch, or an ATM.',
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed yet. Do not try again now. The shop will check it in a few minutes.',
      text: 'உங்கள் வங்கியின் பதில் இன்னும் உறுதியாகவில்லை. இப்போது மீண்டும் முயற்சிக்க வேண்டாம். சில நிமிடங்களில் கடை அதைச் சரிபார்க்கும்.',
      back: 'Your bank’s answer is not yet confirmed. Do not try again now. In a few minutes the shop will check it.',
    },
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'இந்த முறை உங்கள் வங்கியிடம் கேட்க முடியவில்லை. நீங்கள் மீண்டும் முயற்சிக்கலாம்.',
      back: 'This time it was not possible to ask your bank. You can try again.',
    },
    'advice.merchant-auth': {
      en: 'The shop must first confirm its own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'கடைக்காரர் இன்று முதலில் தனது சொந்தக் கைரேகையை வங்கியிடம் சரிபார்க்க வேண்டும். பிறகு உங்கள் கைரேகை மீண்டும் எடுக்கப்படும்.',
      back: 'The shopkeeper must first, today, check their own fingerprint with the bank. After that your fingerprint will be taken again.',
    },
    'receipt.fingerprint-not-kept': {
      en: 'Your fingerprint was not saved.',
      text: 'உங்கள் கைரேகை சேமிக்கப்படவில்லை.',
      back: 'Your fingerprint was not stored (saved).',
    },
    'receipt.helpline': {
      en: 'For questions about Aadhaar, call UIDAI on 1947.',
      text: 'ஆதார் பற்றிய கேள்விகளுக்கு, UIDAI (ஆதார் ஆணையம்) எண் 1947-ஐ அழைக்கவும்.',
      back: 'For questions about Aadhaar, call UIDAI (the Aadhaar authority) on number 1947.',
    },
    'receipt.masked-record': {
      en: 'The shop keeps a record with only the last four digits of your Aadhaar number, for {days} days.',
      text: 'உங்கள் ஆதார் எண்ணின் கடைசி நான்கு இலக்கங்கள் மட்டும் உள்ள ஒரு பதிவைக் கடை {days} நாட்கள் சேமித்து வைக்கும்.',
      back: 'The shop will store, for {days} days, a record that has only the last four digits of your Aadhaar number.',
    },
  },
}
