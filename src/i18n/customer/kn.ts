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
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'ಈ ಬಾರಿ ನಿಮ್ಮ ಬ್ಯಾಂಕನ್ನು ಕೇಳಲು ಆಗಲಿಲ್ಲ. ನೀವು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಬಹುದು.',
      back: 'This time it was not possible to ask your bank. You can try again.',
    },
    'advice.one-finger': {
      en: 'UIDAI, the Aadhaar authority, did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the reader.',
      text: 'ಆಧಾರ್ ಪ್ರಾಧಿಕಾರ UIDAI ಈ ಬೆರಳಚ್ಚನ್ನು ಸ್ವೀಕರಿಸಲಿಲ್ಲ, ಏಕೆಂದರೆ ಒಂದಕ್ಕಿಂತ ಹೆಚ್ಚು ಬೆರಳುಗಳನ್ನು ಬಳಸಲಾಗಿತ್ತು. ಅಂಗಡಿ ಮತ್ತೆ ಕೇಳಿದಾಗ, ಮೆಷಿನ್ ಮೇಲೆ ಒಂದೇ ಬೆರಳನ್ನು ಇಡಿ.',
      back: 'The Aadhaar authority UIDAI did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the machine.',
    },
    'advice.fingerprint-update': {
      en: 'UIDAI, the Aadhaar authority, needs your fingerprints taken again before it can check them. Trying again here will not help. Please go to an Aadhaar centre to update your fingerprints. You can also use your passbook at your branch, or an ATM.',
      text: 'ಆಧಾರ್ ಪ್ರಾಧಿಕಾರ UIDAI ನಿಮ್ಮ ಬೆರಳಚ್ಚನ್ನು ಪರಿಶೀಲಿಸಲು, ಮೊದಲು ನಿಮ್ಮ ಬೆರಳಚ್ಚುಗಳನ್ನು ಮತ್ತೆ ತೆಗೆದುಕೊಳ್ಳಬೇಕು. ಇಲ್ಲಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿದರೂ ಪ್ರಯೋಜನವಿಲ್ಲ. ದಯವಿಟ್ಟು ನಿಮ್ಮ ಬೆರಳಚ್ಚುಗಳನ್ನು ಅಪ್‌ಡೇಟ್ ಮಾಡಿಸಲು ಆಧಾರ್ ಕೇಂದ್ರಕ್ಕೆ ಹೋಗಿ. ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಶಾಖೆಯಲ್ಲಿ ಪಾಸ್‌ಬುಕ್ ಅಥವಾ ಎಟಿಎಂ ಕೂಡ ಬಳಸಬಹುದು.',
      back: 'For the Aadhaar authority UIDAI to check your fingerprint, first your fingerprints must be taken again. Even if you try again here, there is no benefit. Please go to an Aadhaar centre to get your fingerprints updated. You can also use the passbook or an ATM at your bank branch.',
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
    'advice.bank-declined': {
      en: 'Your bank said no to this enquiry. The shop can tell you the reason your bank gave. You can also use your passbook at your branch, or an ATM.',
      text: 'ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಈ ವಿಚಾರಣೆಯನ್ನು ನಿರಾಕರಿಸಿದೆ. ಬ್ಯಾಂಕ್ ತಿಳಿಸಿದ ಕಾರಣವನ್ನು ಅಂಗಡಿಯು ನಿಮಗೆ ಹೇಳಬಹುದು. ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಶಾಖೆಯಲ್ಲಿ ಪಾಸ್‌ಬುಕ್ ಅಥವಾ ಎಟಿಎಂ ಕೂಡ ಬಳಸಬಹುದು.',
      back: 'Your bank has refused this enquiry. The shop can tell you the reason the bank gave. You can also use the passbook at your bank branch, or an ATM.',
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed. This enquiry is not a withdrawal. You can ask again with your fingerprint.',
      text: 'ನಿಮ್ಮ ಬ್ಯಾಂಕಿನ ಉತ್ತರ ಖಚಿತವಾಗಿಲ್ಲ. ಈ ವಿಚಾರಣೆ ಹಣ ತೆಗೆಯುವುದು ಅಲ್ಲ. ನಿಮ್ಮ ಬೆರಳಚ್ಚಿನೊಂದಿಗೆ ಮತ್ತೆ ಕೇಳಬಹುದು.',
      back: "Your bank's answer is not confirmed. This enquiry is not a withdrawal (taking out) of money. You can ask again with your fingerprint.",
    },
    'advice.merchant-auth': {
      en: 'The shopkeeper must first confirm their own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'ಅಂಗಡಿಯವರು ಇಂದು ಮೊದಲು ತಮ್ಮ ಸ್ವಂತ ಬೆರಳಚ್ಚನ್ನು ಬ್ಯಾಂಕಿನೊಂದಿಗೆ ಪರಿಶೀಲಿಸಬೇಕು. ನಂತರ ನಿಮ್ಮ ಬೆರಳಚ್ಚನ್ನು ಮತ್ತೆ ತೆಗೆದುಕೊಳ್ಳಲಾಗುತ್ತದೆ.',
      back: 'The shopkeeper must first, today, check their own fingerprint with the bank. After that your fingerprint will be taken again.',
    },
    'advice.shop-problem': {
      en: 'The shop could not ask your bank because of a problem at the shop. It is not your fault. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'ಅಂಗಡಿಯ ಕಡೆಯ ಒಂದು ಸಮಸ್ಯೆಯಿಂದಾಗಿ ಅಂಗಡಿಗೆ ನಿಮ್ಮ ಬ್ಯಾಂಕನ್ನು ಕೇಳಲು ಆಗಲಿಲ್ಲ. ಇದು ನಿಮ್ಮ ತಪ್ಪಲ್ಲ. ಈ ವಿಚಾರಣೆ ಹಣ ತೆಗೆಯುವುದು ಅಲ್ಲ. ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಶಾಖೆಯಲ್ಲಿ ಪಾಸ್‌ಬುಕ್ ಅಥವಾ ಎಟಿಎಂ ಬಳಸಬಹುದು.',
      back: "Because of a problem on the shop's side, the shop could not ask your bank. This is not your fault. This enquiry is not a withdrawal (taking out) of money. You can use the passbook at your bank branch, or an ATM.",
    },
    'advice.details-missing': {
      en: 'Your bank said a detail was missing. This enquiry is not a withdrawal. The shop will check your details with you before asking again.',
      text: 'ಒಂದು ವಿವರ ಬಿಟ್ಟುಹೋಗಿತ್ತು ಎಂದು ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ತಿಳಿಸಿದೆ. ಈ ವಿಚಾರಣೆ ಹಣ ತೆಗೆಯುವುದು ಅಲ್ಲ. ಮತ್ತೆ ಕೇಳುವ ಮೊದಲು ಅಂಗಡಿಯು ನಿಮ್ಮೊಂದಿಗೆ ನಿಮ್ಮ ವಿವರಗಳನ್ನು ಪರಿಶೀಲಿಸುತ್ತದೆ.',
      back: 'Your bank has said that one detail had been left out. This enquiry is not a withdrawal (taking out) of money. Before asking again, the shop will check your details with you.',
    },
    'advice.reversed': {
      en: 'Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಈ ವಿಚಾರಣೆಯನ್ನು ರದ್ದುಗೊಳಿಸಿದೆ ಮತ್ತು ಯಾವುದೇ ಉತ್ತರ ನೀಡಿಲ್ಲ. ಈ ವಿಚಾರಣೆ ಹಣ ತೆಗೆಯುವುದು ಅಲ್ಲ. ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಶಾಖೆಯಲ್ಲಿ ಪಾಸ್‌ಬುಕ್ ಅಥವಾ ಎಟಿಎಂ ಬಳಸಬಹುದು.',
      back: 'Your bank has cancelled this enquiry and has given no answer. This enquiry is not a withdrawal (taking out) of money. You can use the passbook at your bank branch, or an ATM.',
    },
    'advice.settled-success': {
      en: 'The shop checked with your bank later: your bank did answer this enquiry. This enquiry is not a withdrawal. To hear the answer, you can ask again with your fingerprint.',
      text: 'ಅಂಗಡಿಯು ನಂತರ ನಿಮ್ಮ ಬ್ಯಾಂಕಿನೊಂದಿಗೆ ಪರಿಶೀಲಿಸಿತು: ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಈ ವಿಚಾರಣೆಗೆ ಉತ್ತರ ನೀಡಿತ್ತು. ಈ ವಿಚಾರಣೆ ಹಣ ತೆಗೆಯುವುದು ಅಲ್ಲ. ಉತ್ತರ ಕೇಳಲು, ನಿಮ್ಮ ಬೆರಳಚ್ಚಿನೊಂದಿಗೆ ಮತ್ತೆ ಕೇಳಬಹುದು.',
      back: 'The shop later checked with your bank: your bank had given an answer to this enquiry. This enquiry is not a withdrawal (taking out) of money. To hear the answer, you can ask again with your fingerprint.',
    },
    'advice.daily-limit': {
      en: 'Your bank said no to this enquiry. Your bank allows only a few enquiries a day, and today’s are used up. You can ask again tomorrow, or use your passbook at your branch, or an ATM.',
      text: 'ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಈ ವಿಚಾರಣೆಯನ್ನು ನಿರಾಕರಿಸಿದೆ. ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ದಿನಕ್ಕೆ ಕೆಲವೇ ವಿಚಾರಣೆಗಳಿಗೆ ಅವಕಾಶ ನೀಡುತ್ತದೆ, ಇಂದಿನ ವಿಚಾರಣೆಗಳು ಮುಗಿದಿವೆ. ನಾಳೆ ಮತ್ತೆ ಕೇಳಬಹುದು, ಅಥವಾ ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಶಾಖೆಯಲ್ಲಿ ಪಾಸ್‌ಬುಕ್ ಅಥವಾ ಎಟಿಎಂ ಬಳಸಬಹುದು.',
      back: 'Your bank has refused this enquiry. Your bank allows only a few enquiries a day; today’s enquiries are over. You can ask again tomorrow, or use the passbook at your bank branch, or an ATM.',
    },
    'advice.account-blocked': {
      en: 'Your bank said no to this enquiry, because your account is blocked. Trying again will not help. Please go to your bank branch.',
      text: 'ನಿಮ್ಮ ಖಾತೆ ಬ್ಲಾಕ್ ಆಗಿರುವುದರಿಂದ ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಈ ವಿಚಾರಣೆಯನ್ನು ನಿರಾಕರಿಸಿದೆ. ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿದರೂ ಪ್ರಯೋಜನವಿಲ್ಲ. ದಯವಿಟ್ಟು ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಶಾಖೆಗೆ ಹೋಗಿ.',
      back: 'Because your account is blocked, your bank has refused this enquiry. Even if you try again, there is no benefit. Please go to your bank branch.',
    },
    'advice.aadhaar-not-linked': {
      en: 'Your bank said no to this enquiry. Your Aadhaar number is not linked to your account at this bank. Please go to your bank branch to link it.',
      text: 'ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಈ ವಿಚಾರಣೆಯನ್ನು ನಿರಾಕರಿಸಿದೆ. ಈ ಬ್ಯಾಂಕಿನಲ್ಲಿರುವ ನಿಮ್ಮ ಖಾತೆಗೆ ನಿಮ್ಮ ಆಧಾರ್ ಸಂಖ್ಯೆ ಜೋಡಣೆಯಾಗಿಲ್ಲ. ಅದನ್ನು ಜೋಡಿಸಲು ದಯವಿಟ್ಟು ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಶಾಖೆಗೆ ಹೋಗಿ.',
      back: 'Your bank has refused this enquiry. Your Aadhaar number is not linked to your account in this bank. To link it, please go to your bank branch.',
    },
    'advice.biometric-locked': {
      en: 'Your fingerprint is locked in the Aadhaar app. Every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'ನಿಮ್ಮ ಬೆರಳಚ್ಚು ಆಧಾರ್ ಆ್ಯಪ್‌ನಲ್ಲಿ ಲಾಕ್ ಆಗಿದೆ. ಅನ್‌ಲಾಕ್ ಮಾಡುವವರೆಗೆ ಪ್ರತಿ ಪ್ರಯತ್ನವೂ ವಿಫಲವಾಗುತ್ತದೆ. ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಶಾಖೆಯಲ್ಲಿ ಪಾಸ್‌ಬುಕ್ ಅಥವಾ ಎಟಿಎಂ ಕೂಡ ಬಳಸಬಹುದು.',
      back: 'Your fingerprint is locked in the Aadhaar app. Until it is unlocked, every try fails. You can also use the passbook at your bank branch, or an ATM.',
    },
    'advice.aadhaar-invalid': {
      en: 'UIDAI, the Aadhaar authority, did not accept this Aadhaar number. Please check the number with the shop. If the number is wrong, the shop can ask again with the right number. If it is right, call UIDAI on 1947.',
      text: 'ಆಧಾರ್ ಪ್ರಾಧಿಕಾರ UIDAI ಈ ಆಧಾರ್ ಸಂಖ್ಯೆಯನ್ನು ಸ್ವೀಕರಿಸಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಅಂಗಡಿಯೊಂದಿಗೆ ಸಂಖ್ಯೆಯನ್ನು ಪರಿಶೀಲಿಸಿ. ಸಂಖ್ಯೆ ತಪ್ಪಾಗಿದ್ದರೆ, ಅಂಗಡಿಯು ಸರಿಯಾದ ಸಂಖ್ಯೆಯೊಂದಿಗೆ ಮತ್ತೆ ಕೇಳಬಹುದು. ಸಂಖ್ಯೆ ಸರಿಯಾಗಿದ್ದರೆ, UIDAI ಸಂಖ್ಯೆ 1947ಕ್ಕೆ ಕರೆ ಮಾಡಿ.',
      back: 'The Aadhaar authority UIDAI did not accept this Aadhaar number. Please check the number with the shop. If the number was wrong, the shop can ask again with the correct number. If the number is right, call UIDAI on number 1947.',
    },
    'advice.bank-unavailable': {
      en: 'Your bank’s service is not working now. This enquiry is not a withdrawal. You can ask again later, or use your passbook at your branch, or an ATM.',
      text: 'ನಿಮ್ಮ ಬ್ಯಾಂಕಿನ ಸೇವೆ ಈಗ ಕೆಲಸ ಮಾಡುತ್ತಿಲ್ಲ. ಈ ವಿಚಾರಣೆ ಹಣ ತೆಗೆಯುವುದು ಅಲ್ಲ. ನಂತರ ಮತ್ತೆ ಕೇಳಬಹುದು, ಅಥವಾ ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಶಾಖೆಯಲ್ಲಿ ಪಾಸ್‌ಬುಕ್ ಅಥವಾ ಎಟಿಎಂ ಬಳಸಬಹುದು.',
      back: "Your bank's service is not working now. This enquiry is not a withdrawal (taking out) of money. You can ask again later, or use the passbook at your bank branch, or an ATM.",
    },
    'advice.bank-unreachable': {
      en: 'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again in a moment, with your fingerprint. You can also use your passbook at your branch, or an ATM.',
      text: 'ಅಂಗಡಿಗೆ ನಿಮ್ಮ ಬ್ಯಾಂಕಿನ ಸೇವೆಯನ್ನು ತಲುಪಲು ಆಗಲಿಲ್ಲ, ಆದ್ದರಿಂದ ನಿಮ್ಮ ಬ್ಯಾಂಕಿಗೆ ಏನನ್ನೂ ಕಳುಹಿಸಿಲ್ಲ. ಅಂಗಡಿಯು ಸ್ವಲ್ಪ ಹೊತ್ತಿನಲ್ಲಿ ನಿಮ್ಮ ಬೆರಳಚ್ಚಿನೊಂದಿಗೆ ಮತ್ತೆ ಕೇಳಬಹುದು. ನೀವು ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಶಾಖೆಯಲ್ಲಿ ಪಾಸ್‌ಬುಕ್ ಅಥವಾ ಎಟಿಎಂ ಕೂಡ ಬಳಸಬಹುದು.',
      back: 'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again in a little while with your fingerprint. You can also use the passbook at your bank branch, or an ATM.',
    },
    'kept.record.one': {
      en: 'The shop keeps a record of this enquiry for {days} day.',
      text: 'ಅಂಗಡಿಯು ಈ ವಿಚಾರಣೆಯ ದಾಖಲೆಯನ್ನು {days} ದಿನ ಇಟ್ಟುಕೊಳ್ಳುತ್ತದೆ.',
      back: 'The shop keeps the record of this enquiry for {days} day.',
    },
    'kept.record.other': {
      en: 'The shop keeps a record of this enquiry for {days} days.',
      text: 'ಅಂಗಡಿಯು ಈ ವಿಚಾರಣೆಯ ದಾಖಲೆಯನ್ನು {days} ದಿನಗಳ ಕಾಲ ಇಟ್ಟುಕೊಳ್ಳುತ್ತದೆ.',
      back: 'The shop keeps the record of this enquiry for a period of {days} days.',
    },
    'kept.record-contents': {
      en: 'The record has your bank, the result, and only the last four digits of your Aadhaar number and mobile number.',
      text: 'ಆ ದಾಖಲೆಯಲ್ಲಿ ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಮತ್ತು ಫಲಿತಾಂಶ ಇರುತ್ತವೆ. ನಿಮ್ಮ ಆಧಾರ್ ಸಂಖ್ಯೆ ಮತ್ತು ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯ ಕೊನೆಯ ನಾಲ್ಕು ಅಂಕಿಗಳು ಮಾತ್ರ ಅದರಲ್ಲಿ ಇರುತ್ತವೆ.',
      back: 'In that record there are your bank and the result. Of your Aadhaar number and mobile number, only the last four digits are in it.',
    },
    'kept.balance.one': {
      en: 'The shop keeps your balance for {hours} hour, to print it again, and then deletes it.',
      text: 'ಮತ್ತೆ ಮುದ್ರಿಸಲು ಅಂಗಡಿಯು ನಿಮ್ಮ ಬ್ಯಾಲೆನ್ಸ್ ಅನ್ನು {hours} ಗಂಟೆ ಇಟ್ಟುಕೊಳ್ಳುತ್ತದೆ, ನಂತರ ಅದನ್ನು ಅಳಿಸುತ್ತದೆ.',
      back: 'To print it again, the shop keeps your balance for {hours} hour, then deletes it.',
    },
    'kept.balance.other': {
      en: 'The shop keeps your balance for {hours} hours, to print it again, and then deletes it.',
      text: 'ಮತ್ತೆ ಮುದ್ರಿಸಲು ಅಂಗಡಿಯು ನಿಮ್ಮ ಬ್ಯಾಲೆನ್ಸ್ ಅನ್ನು {hours} ಗಂಟೆಗಳ ಕಾಲ ಇಟ್ಟುಕೊಳ್ಳುತ್ತದೆ, ನಂತರ ಅದನ್ನು ಅಳಿಸುತ್ತದೆ.',
      back: 'To print it again, the shop keeps your balance for a period of {hours} hours, then deletes it.',
    },
    'kept.balance-whole': {
      en: 'The shop keeps your balance with the record, to print it again.',
      text: 'ಮತ್ತೆ ಮುದ್ರಿಸಲು ಅಂಗಡಿಯು ನಿಮ್ಮ ಬ್ಯಾಲೆನ್ಸ್ ಅನ್ನು ದಾಖಲೆಯೊಂದಿಗೆ ಇಟ್ಟುಕೊಳ್ಳುತ್ತದೆ.',
      back: 'To print it again, the shop keeps your balance with the record.',
    },
    'kept.transactions.one': {
      en: 'The shop keeps your transactions for {hours} hour, to print them again, and then deletes them.',
      text: 'ಮತ್ತೆ ಮುದ್ರಿಸಲು ಅಂಗಡಿಯು ನಿಮ್ಮ ವಹಿವಾಟುಗಳನ್ನು {hours} ಗಂಟೆ ಇಟ್ಟುಕೊಳ್ಳುತ್ತದೆ, ನಂತರ ಅವುಗಳನ್ನು ಅಳಿಸುತ್ತದೆ.',
      back: 'To print them again, the shop keeps your transactions for {hours} hour, then deletes them.',
    },
    'kept.transactions.other': {
      en: 'The shop keeps your transactions for {hours} hours, to print them again, and then deletes them.',
      text: 'ಮತ್ತೆ ಮುದ್ರಿಸಲು ಅಂಗಡಿಯು ನಿಮ್ಮ ವಹಿವಾಟುಗಳನ್ನು {hours} ಗಂಟೆಗಳ ಕಾಲ ಇಟ್ಟುಕೊಳ್ಳುತ್ತದೆ, ನಂತರ ಅವುಗಳನ್ನು ಅಳಿಸುತ್ತದೆ.',
      back: 'To print them again, the shop keeps your transactions for a period of {hours} hours, then deletes them.',
    },
    'kept.transactions-whole': {
      en: 'The shop keeps your transactions with the record, to print them again.',
      text: 'ಮತ್ತೆ ಮುದ್ರಿಸಲು ಅಂಗಡಿಯು ನಿಮ್ಮ ವಹಿವಾಟುಗಳನ್ನು ದಾಖಲೆಯೊಂದಿಗೆ ಇಟ್ಟುಕೊಳ್ಳುತ್ತದೆ.',
      back: 'To print them again, the shop keeps your transactions with the record.',
    },
    'consent.rights': {
      en: 'You may ask the shop to delete this record, or complain to your bank, and from 13/05/2027 also to the Data Protection Board.',
      text: 'ಈ ದಾಖಲೆಯನ್ನು ಅಳಿಸುವಂತೆ ನೀವು ಅಂಗಡಿಯನ್ನು ಕೇಳಬಹುದು, ಅಥವಾ ನಿಮ್ಮ ಬ್ಯಾಂಕಿಗೆ ದೂರು ನೀಡಬಹುದು, 13/05/2027 ರಿಂದ ಡೇಟಾ ಪ್ರೊಟೆಕ್ಷನ್ ಬೋರ್ಡ್‌ಗೂ ದೂರು ನೀಡಬಹುದು.',
      back: 'You may ask the shop to delete this record, or complain to your bank; from 13/05/2027 you may complain to the Data Protection Board too.',
    },
    'consent.statement-fee': {
      en: 'After a few mini statements in a month, your bank may charge a fee.',
      text: 'ತಿಂಗಳಲ್ಲಿ ಕೆಲವು ಮಿನಿ ಸ್ಟೇಟ್‌ಮೆಂಟ್‌ಗಳ ನಂತರ ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಶುಲ್ಕ ವಿಧಿಸಬಹುದು.',
      back: 'After a few mini statements in a month, your bank may levy a fee.',
    },
  },
}
