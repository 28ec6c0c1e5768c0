// Customer texts in Tamil: the consent notice (version 2, both operations), the result, statement,
// advice and receipt lines that the customer hears or reads, each translated whole from English.

import type { CustomerCatalogue } from './types.ts'

export const ta: CustomerCatalogue = {
  lang: 'ta',
  name: 'தமிழ்',
  englishName: 'Tamil',
  dir: 'ltr',
  bcp47: 'ta-IN',
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
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'இந்த முறை உங்கள் வங்கியிடம் கேட்க முடியவில்லை. நீங்கள் மீண்டும் முயற்சிக்கலாம்.',
      back: 'This time it was not possible to ask your bank. You can try again.',
    },
    'advice.one-finger': {
      en: 'UIDAI, the Aadhaar authority, did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the reader.',
      text: 'ஆதார் ஆணையம் UIDAI இந்தக் கைரேகையை ஏற்கவில்லை, ஏனெனில் ஒன்றுக்கு மேற்பட்ட விரல்கள் பயன்படுத்தப்பட்டன. கடை மீண்டும் கேட்கும்போது, மெஷினில் ஒரு விரலை மட்டும் வையுங்கள்.',
      back: 'The Aadhaar authority UIDAI did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the machine.',
    },
    'advice.fingerprint-update': {
      en: 'UIDAI, the Aadhaar authority, needs your fingerprints taken again before it can check them. Trying again here will not help. Please go to an Aadhaar centre to update your fingerprints. You can also use your passbook at your branch, or an ATM.',
      text: 'ஆதார் ஆணையம் UIDAI உங்கள் கைரேகையைச் சரிபார்க்க, முதலில் உங்கள் கைரேகைகள் மீண்டும் எடுக்கப்பட வேண்டும். இங்கே மீண்டும் முயற்சித்தால் பயன் இல்லை. தயவுசெய்து உங்கள் கைரேகைகளைப் புதுப்பிக்க ஆதார் மையத்திற்குச் செல்லுங்கள். உங்கள் வங்கிக் கிளையில் பாஸ்புக்கையோ, ஏடிஎம்மையோ கூடப் பயன்படுத்தலாம்.',
      back: 'For the Aadhaar authority UIDAI to check your fingerprint, first your fingerprints must be taken again. If you try again here, there is no use. Please go to an Aadhaar centre to renew your fingerprints. You can also use the passbook or an ATM at your bank branch.',
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
    'advice.bank-declined': {
      en: 'Your bank said no to this enquiry. The shop can tell you the reason your bank gave. You can also use your passbook at your branch, or an ATM.',
      text: 'உங்கள் வங்கி இந்த விசாரணையை மறுத்துவிட்டது. வங்கி சொன்ன காரணத்தைக் கடை உங்களுக்குச் சொல்ல முடியும். உங்கள் வங்கிக் கிளையில் பாஸ்புக்கையோ, ஏடிஎம்மையோ கூடப் பயன்படுத்தலாம்.',
      back: 'Your bank refused this enquiry. The shop can tell you the reason the bank gave. You can also use the passbook at your bank branch, or an ATM.',
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed. This enquiry is not a withdrawal. You can ask again with your fingerprint.',
      text: 'உங்கள் வங்கியின் பதில் உறுதியாகவில்லை. இந்த விசாரணை பணம் எடுத்தல் அல்ல. உங்கள் கைரேகையுடன் மீண்டும் கேட்கலாம்.',
      back: "Your bank's answer is not confirmed. This enquiry is not a withdrawal (taking out) of money. You can ask again with your fingerprint.",
    },
    'advice.merchant-auth': {
      en: 'The shopkeeper must first confirm their own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'கடைக்காரர் இன்று முதலில் தனது சொந்தக் கைரேகையை வங்கியிடம் சரிபார்க்க வேண்டும். பிறகு உங்கள் கைரேகை மீண்டும் எடுக்கப்படும்.',
      back: 'The shopkeeper must first, today, check their own fingerprint with the bank. After that your fingerprint will be taken again.',
    },
    'advice.shop-problem': {
      en: 'The shop could not ask your bank because of a problem at the shop. It is not your fault. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'கடையின் பக்கம் உள்ள ஒரு பிரச்சினையால் கடையால் உங்கள் வங்கியிடம் கேட்க முடியவில்லை. இது உங்கள் தவறு அல்ல. இந்த விசாரணை பணம் எடுத்தல் அல்ல. உங்கள் வங்கிக் கிளையில் பாஸ்புக்கையோ, ஏடிஎம்மையோ பயன்படுத்தலாம்.',
      back: "Because of a problem on the shop's side, the shop could not ask your bank. This is not your fault. This enquiry is not a withdrawal (taking out) of money. You can use the passbook at your bank branch, or an ATM.",
    },
    'advice.details-missing': {
      en: 'Your bank said a detail was missing. This enquiry is not a withdrawal. The shop will check your details with you before asking again.',
      text: 'ஒரு விவரம் விடுபட்டிருந்தது என்று உங்கள் வங்கி தெரிவித்தது. இந்த விசாரணை பணம் எடுத்தல் அல்ல. மீண்டும் கேட்பதற்கு முன் கடை உங்களுடன் சேர்ந்து உங்கள் விவரங்களைச் சரிபார்க்கும்.',
      back: 'Your bank said that one detail had been left out. This enquiry is not a withdrawal (taking out) of money. Before asking again, the shop will check your details together with you.',
    },
    'advice.reversed': {
      en: 'Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'உங்கள் வங்கி இந்த விசாரணையை ரத்து செய்தது, பதில் எதுவும் தரவில்லை. இந்த விசாரணை பணம் எடுத்தல் அல்ல. உங்கள் வங்கிக் கிளையில் பாஸ்புக்கையோ, ஏடிஎம்மையோ பயன்படுத்தலாம்.',
      back: 'Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal (taking out) of money. You can use the passbook at your bank branch, or an ATM.',
    },
    'advice.settled-success': {
      en: 'The shop checked with your bank later: your bank did answer this enquiry. This enquiry is not a withdrawal. To hear the answer, you can ask again with your fingerprint.',
      text: 'கடை பின்னர் உங்கள் வங்கியிடம் சரிபார்த்தது: உங்கள் வங்கி இந்த விசாரணைக்குப் பதில் அளித்திருந்தது. இந்த விசாரணை பணம் எடுத்தல் அல்ல. பதிலைக் கேட்க, உங்கள் கைரேகையுடன் மீண்டும் கேட்கலாம்.',
      back: 'The shop later checked with your bank: your bank had answered this enquiry. This enquiry is not a withdrawal (taking out) of money. To hear the answer, you can ask again with your fingerprint.',
    },
    'advice.daily-limit': {
      en: 'Your bank said no to this enquiry. Your bank allows only a few enquiries a day, and today’s are used up. You can ask again tomorrow, or use your passbook at your branch, or an ATM.',
      text: 'உங்கள் வங்கி இந்த விசாரணையை மறுத்துவிட்டது. உங்கள் வங்கி ஒரு நாளுக்குச் சில விசாரணைகளை மட்டுமே அனுமதிக்கிறது, இன்றைய விசாரணைகள் முடிந்துவிட்டன. நாளை மீண்டும் கேட்கலாம், அல்லது உங்கள் வங்கிக் கிளையில் பாஸ்புக்கையோ, ஏடிஎம்மையோ பயன்படுத்தலாம்.',
      back: 'Your bank refused this enquiry. Your bank allows only a few enquiries a day; today’s enquiries are finished. You can ask again tomorrow, or use the passbook at your bank branch, or an ATM.',
    },
    'advice.account-blocked': {
      en: 'Your bank said no to this enquiry, because your account is blocked. Trying again will not help. Please go to your bank branch.',
      text: 'உங்கள் கணக்கு முடக்கப்பட்டுள்ளதால் உங்கள் வங்கி இந்த விசாரணையை மறுத்துவிட்டது. மீண்டும் முயற்சித்தால் பயன் இல்லை. தயவுசெய்து உங்கள் வங்கிக் கிளைக்குச் செல்லுங்கள்.',
      back: 'Because your account has been frozen (blocked), your bank refused this enquiry. Trying again is of no use. Please go to your bank branch.',
    },
    'advice.aadhaar-not-linked': {
      en: 'Your bank said no to this enquiry. Your Aadhaar number is not linked to your account at this bank. Please go to your bank branch to link it.',
      text: 'உங்கள் வங்கி இந்த விசாரணையை மறுத்துவிட்டது. இந்த வங்கியில் உள்ள உங்கள் கணக்குடன் உங்கள் ஆதார் எண் இணைக்கப்படவில்லை. அதை இணைக்க, தயவுசெய்து உங்கள் வங்கிக் கிளைக்குச் செல்லுங்கள்.',
      back: 'Your bank refused this enquiry. Your Aadhaar number is not linked with your account in this bank. To link it, please go to your bank branch.',
    },
    'advice.biometric-locked': {
      en: 'Your fingerprint is locked in the Aadhaar app. Every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'உங்கள் கைரேகை ஆதார் ஆப்பில் லாக் செய்யப்பட்டுள்ளது. அன்லாக் செய்யும் வரை ஒவ்வொரு முயற்சியும் தோல்வியடையும். உங்கள் வங்கிக் கிளையில் பாஸ்புக்கையோ, ஏடிஎம்மையோ கூடப் பயன்படுத்தலாம்.',
      back: 'Your fingerprint is locked in the Aadhaar app. Every attempt will fail until it is unlocked. You can also use the passbook at your bank branch, or an ATM.',
    },
    'advice.aadhaar-invalid': {
      en: 'UIDAI, the Aadhaar authority, did not accept this Aadhaar number. Please check the number with the shop. If the number is wrong, the shop can ask again with the right number. If it is right, call UIDAI on 1947.',
      text: 'ஆதார் ஆணையம் UIDAI இந்த ஆதார் எண்ணை ஏற்கவில்லை. தயவுசெய்து கடையுடன் சேர்ந்து எண்ணைச் சரிபாருங்கள். எண் தவறாக இருந்தால், கடை சரியான எண்ணுடன் மீண்டும் கேட்கலாம். எண் சரியாக இருந்தால், UIDAI எண் 1947-ஐ அழைக்கவும்.',
      back: 'The Aadhaar authority UIDAI did not accept this Aadhaar number. Please check the number together with the shop. If the number is wrong, the shop can ask again with the correct number. If the number is right, call UIDAI on number 1947.',
    },
    'advice.bank-unavailable': {
      en: 'Your bank’s service is not working now. This enquiry is not a withdrawal. You can ask again later, or use your passbook at your branch, or an ATM.',
      text: 'உங்கள் வங்கியின் சேவை இப்போது வேலை செய்யவில்லை. இந்த விசாரணை பணம் எடுத்தல் அல்ல. பிறகு மீண்டும் கேட்கலாம், அல்லது உங்கள் வங்கிக் கிளையில் பாஸ்புக்கையோ, ஏடிஎம்மையோ பயன்படுத்தலாம்.',
      back: "Your bank's service is not working now. This enquiry is not a withdrawal (taking out) of money. You can ask again later, or use the passbook at your bank branch, or an ATM.",
    },
    'advice.bank-unreachable': {
      en: 'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again in a moment, with your fingerprint. You can also use your passbook at your branch, or an ATM.',
      text: 'கடையால் உங்கள் வங்கியின் சேவையை அடைய முடியவில்லை, அதனால் உங்கள் வங்கிக்கு எதுவும் அனுப்பப்படவில்லை. கடை சிறிது நேரத்தில் உங்கள் கைரேகையுடன் மீண்டும் கேட்கலாம். உங்கள் வங்கிக் கிளையில் பாஸ்புக்கையோ, ஏடிஎம்மையோ நீங்கள் பயன்படுத்தலாம்.',
      back: 'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again in a little while with your fingerprint. You can use the passbook at your bank branch, or an ATM.',
    },
    'kept.record.one': {
      en: 'The shop keeps a record of this enquiry for {days} day.',
      text: 'கடை இந்த விசாரணையின் பதிவை {days} நாள் வைத்திருக்கும்.',
      back: 'The shop will keep the record of this enquiry for {days} day.',
    },
    'kept.record.other': {
      en: 'The shop keeps a record of this enquiry for {days} days.',
      text: 'கடை இந்த விசாரணையின் பதிவை {days} நாட்கள் வைத்திருக்கும்.',
      back: 'The shop will keep the record of this enquiry for {days} days.',
    },
    'kept.record-contents': {
      en: 'The record has your bank, the result, and only the last four digits of your Aadhaar number and mobile number.',
      text: 'அந்தப் பதிவில் உங்கள் வங்கியும் முடிவும் இருக்கும். உங்கள் ஆதார் எண், மொபைல் எண் ஆகியவற்றின் கடைசி நான்கு இலக்கங்கள் மட்டுமே அதில் இருக்கும்.',
      back: 'In that record there will be your bank and the result. Of your Aadhaar number and mobile number, only the last four digits will be in it.',
    },
    'kept.balance.one': {
      en: 'The shop keeps your balance for {hours} hour, to print it again, and then deletes it.',
      text: 'மீண்டும் அச்சிடுவதற்காகக் கடை உங்கள் இருப்பை {hours} மணி நேரம் வைத்திருக்கும், பிறகு அதை அழித்துவிடும்.',
      back: 'To print it again, the shop will keep your balance for {hours} hour, then it will delete it.',
    },
    'kept.balance.other': {
      en: 'The shop keeps your balance for {hours} hours, to print it again, and then deletes it.',
      text: 'மீண்டும் அச்சிடுவதற்காகக் கடை உங்கள் இருப்பை {hours} மணி நேரம் வைத்திருக்கும், பிறகு அதை அழித்துவிடும்.',
      back: 'To print it again, the shop will keep your balance for {hours} hours, then it will delete it.',
    },
    'kept.balance-whole': {
      en: 'The shop keeps your balance with the record, to print it again.',
      text: 'மீண்டும் அச்சிடுவதற்காகக் கடை உங்கள் இருப்பை பதிவுடன் வைத்திருக்கும்.',
      back: 'To print it again, the shop will keep your balance with the record.',
    },
    'kept.transactions.one': {
      en: 'The shop keeps your transactions for {hours} hour, to print them again, and then deletes them.',
      text: 'மீண்டும் அச்சிடுவதற்காகக் கடை உங்கள் பரிவர்த்தனைகளை {hours} மணி நேரம் வைத்திருக்கும், பிறகு அவற்றை அழித்துவிடும்.',
      back: 'To print them again, the shop will keep your transactions for {hours} hour, then it will delete them.',
    },
    'kept.transactions.other': {
      en: 'The shop keeps your transactions for {hours} hours, to print them again, and then deletes them.',
      text: 'மீண்டும் அச்சிடுவதற்காகக் கடை உங்கள் பரிவர்த்தனைகளை {hours} மணி நேரம் வைத்திருக்கும், பிறகு அவற்றை அழித்துவிடும்.',
      back: 'To print them again, the shop will keep your transactions for {hours} hours, then it will delete them.',
    },
    'kept.transactions-whole': {
      en: 'The shop keeps your transactions with the record, to print them again.',
      text: 'மீண்டும் அச்சிடுவதற்காகக் கடை உங்கள் பரிவர்த்தனைகளை பதிவுடன் வைத்திருக்கும்.',
      back: 'To print them again, the shop will keep your transactions with the record.',
    },
    'consent.rights': {
      en: 'You may ask the shop to delete this record, or complain to your bank, and from 13/05/2027 also to the Data Protection Board.',
      text: 'இந்தப் பதிவை அழிக்கும்படி நீங்கள் கடையிடம் கேட்கலாம், அல்லது உங்கள் வங்கியிடம் புகார் செய்யலாம், 13/05/2027 முதல் தரவுப் பாதுகாப்பு வாரியத்திடமும் புகார் செய்யலாம்.',
      back: 'You may ask the shop to delete this record, or complain to your bank; from 13/05/2027 you may complain to the Data Protection Board too.',
    },
    'consent.statement-fee': {
      en: 'After a few mini statements in a month, your bank may charge a fee.',
      text: 'மாதத்தில் சில மினி ஸ்டேட்மென்ட்களுக்குப் பிறகு உங்கள் வங்கி கட்டணம் வசூலிக்கலாம்.',
      back: 'After a few mini statements in a month, your bank may collect a fee.',
    },
  },
}
