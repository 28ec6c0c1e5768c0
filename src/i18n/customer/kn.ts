// Customer texts in Kannada: the consent notice (version 2, both operations), the result, statement,
// advice and receipt lines that the customer hears or reads, each translated whole from English.
// Loanwords keep their zero-width non-joiner (U+200C), e.g. ಪಾಸ್‌ಬುಕ್, ಅನ್‌ಲಾಕ್: do not strip it.

import type { CustomerCatalogue } from './types.ts'

export const kn: CustomerCatalogue = {
  lang: 'kn',
  name: 'ಕನ್ನಡ',
  englishName: 'Kannada',
  dir: 'ltr',
  bcp47: 'kn-IN',
  source:
    'The English of customer/en.ts and shared/design/consent-notice.md (version 2), translated whole; ' +
    'terms from the Kannada column of shared/design/glossary.md (confidence: medium), which was checked against ' +
    'kannada.asianetnews.com (ಆಧಾರ್ ಸಂಖ್ಯೆ, ಬೆರಳಚ್ಚು, ಬ್ಯಾಂಕ್ ಖಾತೆ), nasuku.com (ವಹಿವಾಟು, ಜಮೆ) and a published ' +
    'Kannada Aadhaar consent text (ಸಮ್ಮತಿ, ದೃಢೀಕರಣ). The word for "shop" (ಅಂಗಡಿ) is not in the glossary.',
  checked:
    'Written from the English whole text, each sentence back-translated into English (see `back`); every ' +
    'negative sentence checked in the back-translation; glossary terms used throughout (ಬೆರಳಚ್ಚು, ವಹಿವಾಟು, ' +
    'ಬ್ಯಾಂಕ್, ಬ್ಯಾಲೆನ್ಸ್, ಪಾಸ್‌ಬುಕ್, ಅಂಗಡಿ); ZWNJ kept in loanwords. Glossary confidence for Kannada: medium. ' +
    'NOT yet checked by a native speaker in the field: a native Kannada speaker must review every text before release.',
  texts: {
    'consent.balance-enquiry': {
      en: 'This shop will ask your bank for your balance. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your balance and can print it. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'ಈ ಅಂಗಡಿ ನಿಮ್ಮ ಬ್ಯಾಂಕನ್ನು ನಿಮ್ಮ ಬ್ಯಾಲೆನ್ಸ್ ಬಗ್ಗೆ ಕೇಳುತ್ತದೆ. ಅಂಗಡಿಯು ನಿಮ್ಮ ಆಧಾರ್ ಸಂಖ್ಯೆ ಮತ್ತು ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯನ್ನು ನಿಮ್ಮ ಬ್ಯಾಂಕಿಗೆ ಕಳುಹಿಸುತ್ತದೆ. ನಿಮ್ಮ ಬೆರಳಚ್ಚನ್ನು ಸೀಲ್ ಮಾಡಿ ಕಳುಹಿಸಲಾಗುತ್ತದೆ. ಆಧಾರ್ ಪ್ರಾಧಿಕಾರವಾದ UIDAI ಮಾತ್ರ ಅದನ್ನು ತೆರೆಯಬಲ್ಲದು. UIDAI ನಿಮ್ಮ ಬ್ಯಾಂಕಿಗೆ “ಹೌದು” ಅಥವಾ “ಇಲ್ಲ” ಎಂದು ಮಾತ್ರ ತಿಳಿಸುತ್ತದೆ. ಅಂಗಡಿಯು ನಿಮ್ಮ ಬ್ಯಾಲೆನ್ಸ್ ತೋರಿಸುತ್ತದೆ ಮತ್ತು ಅದನ್ನು ರಸೀದಿಯಾಗಿ ಮುದ್ರಿಸಬಲ್ಲದು. ಅಂಗಡಿಯು ನಿಮ್ಮ ಬೆರಳಚ್ಚನ್ನಾಗಲೀ ಪೂರ್ಣ ಆಧಾರ್ ಸಂಖ್ಯೆಯನ್ನಾಗಲೀ ಇಟ್ಟುಕೊಳ್ಳುವುದಿಲ್ಲ. ನೀವು “ಬೇಡ” ಎಂದು ಹೇಳಬಹುದು. ನೀವು ಬೇಡ ಎಂದರೆ, ಅಥವಾ ಬೆರಳಚ್ಚು ಕೆಲಸ ಮಾಡದಿದ್ದರೆ, ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಶಾಖೆಯಲ್ಲಿ ಪಾಸ್‌ಬುಕ್ ಬಳಸಿ, ಅಥವಾ ಎಟಿಎಂ ಬಳಸಿ. ನೀವು ಒಪ್ಪುತ್ತೀರಾ?',
      back: 'This shop will ask your bank about your balance. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed and sent. Only UIDAI, which is the Aadhaar authority, can open it. UIDAI tells your bank only “yes” or “no”. The shop shows your balance and can print it as a receipt. The shop does not keep either your fingerprint or your full Aadhaar number. You may say “no” (“I don’t want it”). If you say no, or if the fingerprint does not work, use the passbook at your bank branch, or use an ATM. Do you agree?',
    },
    'consent.mini-statement': {
      en: 'This shop will ask your bank for your recent transactions. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your transactions and can print them. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'ಈ ಅಂಗಡಿ ನಿಮ್ಮ ಬ್ಯಾಂಕನ್ನು ನಿಮ್ಮ ಇತ್ತೀಚಿನ ವಹಿವಾಟುಗಳ ಬಗ್ಗೆ ಕೇಳುತ್ತದೆ. ಅಂಗಡಿಯು ನಿಮ್ಮ ಆಧಾರ್ ಸಂಖ್ಯೆ ಮತ್ತು ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯನ್ನು ನಿಮ್ಮ ಬ್ಯಾಂಕಿಗೆ ಕಳುಹಿಸುತ್ತದೆ. ನಿಮ್ಮ ಬೆರಳಚ್ಚನ್ನು ಸೀಲ್ ಮಾಡಿ ಕಳುಹಿಸಲಾಗುತ್ತದೆ. ಆಧಾರ್ ಪ್ರಾಧಿಕಾರವಾದ UIDAI ಮಾತ್ರ ಅದನ್ನು ತೆರೆಯಬಲ್ಲದು. UIDAI ನಿಮ್ಮ ಬ್ಯಾಂಕಿಗೆ “ಹೌದು” ಅಥವಾ “ಇಲ್ಲ” ಎಂದು ಮಾತ್ರ ತಿಳಿಸುತ್ತದೆ. ಅಂಗಡಿಯು ನಿಮ್ಮ ವಹಿವಾಟುಗಳನ್ನು ತೋರಿಸುತ್ತದೆ ಮತ್ತು ಅವುಗಳನ್ನು ರಸೀದಿಯಾಗಿ ಮುದ್ರಿಸಬಲ್ಲದು. ಅಂಗಡಿಯು ನಿಮ್ಮ ಬೆರಳಚ್ಚನ್ನಾಗಲೀ ಪೂರ್ಣ ಆಧಾರ್ ಸಂಖ್ಯೆಯನ್ನಾಗಲೀ ಇಟ್ಟುಕೊಳ್ಳುವುದಿಲ್ಲ. ನೀವು “ಬೇಡ” ಎಂದು ಹೇಳಬಹುದು. ನೀವು ಬೇಡ ಎಂದರೆ, ಅಥವಾ ಬೆರಳಚ್ಚು ಕೆಲಸ ಮಾಡದಿದ್ದರೆ, ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಶಾಖೆಯಲ್ಲಿ ಪಾಸ್‌ಬುಕ್ ಬಳಸಿ, ಅಥವಾ ಎಟಿಎಂ ಬಳಸಿ. ನೀವು ಒಪ್ಪುತ್ತೀರಾ?',
      back: 'This shop will ask your bank about your recent transactions. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed and sent. Only UIDAI, which is the Aadhaar authority, can open it. UIDAI tells your bank only “yes” or “no”. The shop shows your transactions and can print them as a receipt. The shop does not keep either your fingerprint or your full Aadhaar number. You may say “no” (“I don’t want it”). If you say no, or if the fingerprint does not work, use the passbook at your bank branch, or use an ATM. Do you agree?',
    },
    'result.balance': {
      en: 'Your balance is {amount}.',
      text: 'ನಿಮ್ಮ ಬ್ಯಾಲೆನ್ಸ್ {amount}.',
      back: 'Your balance: {amount}.',
    },
    'result.balance-unreadable': {
      en: 'Your bank answered, but the balance could not be read.',
      text: 'ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಉತ್ತರಿಸಿದೆ, ಆದರೆ ಬ್ಯಾಲೆನ್ಸ್ ಓದಲು ಆಗಲಿಲ್ಲ.',
      back: 'Your bank has answered, but it was not possible to read the balance.',
    },
    'statement.heading': {
      en: 'Your recent transactions',
      text: 'ನಿಮ್ಮ ಇತ್ತೀಚಿನ ವಹಿವಾಟುಗಳು',
      back: 'Your recent transactions',
    },
    'statement.date': { en: 'Date', text: 'ದಿನಾಂಕ', back: 'Date' },
    'statement.details': { en: 'Details', text: 'ವಿವರ', back: 'Details' },
    'statement.type': {
      en: 'Money in or out',
      text: 'ಜಮೆ / ಡೆಬಿಟ್',
      back: 'Credit (money in) / debit (money out)',
    },
    'statement.amount': { en: 'Amount', text: 'ಮೊತ್ತ', back: 'Amount' },
    'statement.credit': { en: 'Money in', text: 'ಜಮೆ', back: 'Credit (money in)' },
    'statement.debit': { en: 'Money out', text: 'ಡೆಬಿಟ್', back: 'Debit (money out)' },
    'statement.empty': {
      en: 'Your bank sent no recent transactions.',
      text: 'ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಇತ್ತೀಚಿನ ಯಾವುದೇ ವಹಿವಾಟುಗಳನ್ನು ಕಳುಹಿಸಿಲ್ಲ.',
      back: 'Your bank has not sent any recent transactions.',
    },
    'statement.count.one': {
      en: '{count} transaction',
      text: '{count} ವಹಿವಾಟು',
      back: '{count} transaction',
    },
    'statement.count.other': {
      en: '{count} transactions',
      text: '{count} ವಹಿವಾಟುಗಳು',
      back: '{count} transactions',
    },
    'advice.finger-not-matched': {
      en: 'Your fingerprint did not match. Try another finger. If you locked your fingerprint in the Aadhaar app, every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'ನಿಮ್ಮ ಬೆರಳಚ್ಚು ಹೊಂದಿಕೆಯಾಗಲಿಲ್ಲ. ಬೇರೆ ಬೆರಳಿನಿಂದ ಪ್ರಯತ್ನಿಸಿ. ನೀವು ಆಧಾರ್ ಆ್ಯಪ್‌ನಲ್ಲಿ ನಿಮ್ಮ ಬೆರಳಚ್ಚನ್ನು ಲಾಕ್ ಮಾಡಿದ್ದರೆ, ಅನ್‌ಲಾಕ್ ಮಾಡುವವರೆಗೆ ಪ್ರತಿ ಪ್ರಯತ್ನವೂ ವಿಫಲವಾಗುತ್ತದೆ. ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಶಾಖೆಯಲ್ಲಿ ಪಾಸ್‌ಬುಕ್ ಅಥವಾ ಎಟಿಎಂ ಕೂಡ ಬಳಸಬಹುದು.',
      back: 'Your fingerprint did not match. Try with a different finger. If you have locked your fingerprint in the Aadhaar app, every attempt will fail until you unlock it. You can also use the passbook at your bank branch, or an ATM.',
    },
    'advice.bank-declined': {
      en: 'Your bank did not give the answer. The reason is shown below. You can also use your passbook at your branch, or an ATM.',
      text: 'ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಉತ್ತರ ನೀಡಲಿಲ್ಲ. ಕಾರಣವನ್ನು ಕೆಳಗೆ ತೋರಿಸಲಾಗಿದೆ. ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಶಾಖೆಯಲ್ಲಿ ಪಾಸ್‌ಬುಕ್ ಅಥವಾ ಎಟಿಎಂ ಕೂಡ ಬಳಸಬಹುದು.',
      back: 'Your bank did not give the answer. The reason is shown below. You can also use the passbook at your bank branch, or an ATM.',
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed yet. Do not try again now. The shop will check it in a few minutes.',
      text: 'ನಿಮ್ಮ ಬ್ಯಾಂಕಿನ ಉತ್ತರ ಇನ್ನೂ ಖಚಿತವಾಗಿಲ್ಲ. ಈಗ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಬೇಡಿ. ಕೆಲವು ನಿಮಿಷಗಳಲ್ಲಿ ಅಂಗಡಿಯು ಅದನ್ನು ಪರಿಶೀಲಿಸುತ್ತದೆ.',
      back: 'Your bank’s answer is not yet certain (confirmed). Do not try again now. In a few minutes the shop will check it.',
    },
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'ಈ ಬಾರಿ ನಿಮ್ಮ ಬ್ಯಾಂಕನ್ನು ಕೇಳಲು ಆಗಲಿಲ್ಲ. ನೀವು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಬಹುದು.',
      back: 'This time it was not possible to ask your bank. You can try again.',
    },
    'advice.merchant-auth': {
      en: 'The shop must first confirm its own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'ಅಂಗಡಿಯವರು ಇಂದು ಮೊದಲು ತಮ್ಮ ಸ್ವಂತ ಬೆರಳಚ್ಚನ್ನು ಬ್ಯಾಂಕಿನೊಂದಿಗೆ ಪರಿಶೀಲಿಸಬೇಕು. ನಂತರ ನಿಮ್ಮ ಬೆರಳಚ್ಚನ್ನು ಮತ್ತೆ ತೆಗೆದುಕೊಳ್ಳಲಾಗುತ್ತದೆ.',
      back: 'The shopkeeper must first, today, check their own fingerprint with the bank. After that your fingerprint will be taken again.',
    },
    'receipt.fingerprint-not-kept': {
      en: 'Your fingerprint was not saved.',
      text: 'ನಿಮ್ಮ ಬೆರಳಚ್ಚನ್ನು ಇಟ್ಟುಕೊಂಡಿಲ್ಲ.',
      back: 'Your fingerprint has not been kept (the shop has not kept it).',
    },
    'receipt.helpline': {
      en: 'For questions about Aadhaar, call UIDAI on 1947.',
      text: 'ಆಧಾರ್ ಕುರಿತ ಪ್ರಶ್ನೆಗಳಿಗೆ UIDAI (ಆಧಾರ್ ಪ್ರಾಧಿಕಾರ) ಸಂಖ್ಯೆ 1947ಕ್ಕೆ ಕರೆ ಮಾಡಿ.',
      back: 'For questions about Aadhaar, call UIDAI (the Aadhaar authority) on number 1947.',
    },
    'receipt.masked-record': {
      en: 'The shop keeps a record with only the last four digits of your Aadhaar number, for {days} days.',
      text: 'ನಿಮ್ಮ ಆಧಾರ್ ಸಂಖ್ಯೆಯ ಕೊನೆಯ ನಾಲ್ಕು ಅಂಕಿಗಳು ಮಾತ್ರ ಇರುವ ಒಂದು ದಾಖಲೆಯನ್ನು ಅಂಗಡಿಯು {days} ದಿನಗಳ ಕಾಲ ಇಟ್ಟುಕೊಳ್ಳುತ್ತದೆ.',
      back: 'The shop keeps, for {days} days, a record that has only the last four digits of your Aadhaar number.',
    },
  },
}
