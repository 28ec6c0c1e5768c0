// Customer texts in Punjabi (Gurmukhi): the consent notice, result lines, statement headings,
// advice and receipt lines read or shown to the customer. "Bank" is masculine.
//
// Terms a native reviewer should look at first:
// - Fingerprint: ਉਂਗਲ ਦਾ ਨਿਸ਼ਾਨ (glossary first form); Punjabi news mostly writes ਫਿੰਗਰਪ੍ਰਿੰਟ.
// - ਆਧਾਰ ਅਥਾਰਟੀ is treated as feminine (ਖੋਲ੍ਹ ਸਕਦੀ ਹੈ, ਦੱਸਦੀ ਹੈ); confirm.
// - "Recent": ਹਾਲ ਹੀ ਦੇ; ਪਿਛਲੇ ਕੁਝ (last few) may be plainer.
// - "Did not match": ਮੇਲ ਨਹੀਂ ਖਾਧਾ; "lock": ਲਾਕ/ਅਨਲਾਕ (spelling ਲੌਕ also seen).

import type { CustomerCatalogue } from './types.ts'

export const pa: CustomerCatalogue = {
  lang: 'pa',
  name: 'ਪੰਜਾਬੀ',
  englishName: 'Punjabi',
  dir: 'ltr',
  bcp47: 'pa-IN',
  texts: {
    'consent.balance-enquiry': {
      en: 'This shop will ask your bank for your balance. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your balance and can print it. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'ਇਹ ਦੁਕਾਨ ਤੁਹਾਡੇ ਬੈਂਕ ਤੋਂ ਤੁਹਾਡਾ ਬੈਲੇਂਸ ਪੁੱਛੇਗੀ। ਦੁਕਾਨ ਤੁਹਾਡਾ ਆਧਾਰ ਨੰਬਰ ਅਤੇ ਮੋਬਾਈਲ ਨੰਬਰ ਤੁਹਾਡੇ ਬੈਂਕ ਨੂੰ ਭੇਜੇਗੀ। ਤੁਹਾਡੀ ਉਂਗਲ ਦਾ ਨਿਸ਼ਾਨ ਸੀਲਬੰਦ ਹੋ ਕੇ ਜਾਂਦਾ ਹੈ। ਸਿਰਫ਼ ਆਧਾਰ ਅਥਾਰਟੀ, UIDAI, ਇਸ ਨੂੰ ਖੋਲ੍ਹ ਸਕਦੀ ਹੈ। UIDAI ਤੁਹਾਡੇ ਬੈਂਕ ਨੂੰ ਸਿਰਫ਼ "ਹਾਂ" ਜਾਂ "ਨਾਂਹ" ਦੱਸਦੀ ਹੈ। ਦੁਕਾਨ ਤੁਹਾਡਾ ਬੈਲੇਂਸ ਦਿਖਾਏਗੀ ਅਤੇ ਉਸ ਦੀ ਰਸੀਦ ਛਾਪ ਕੇ ਦੇ ਸਕਦੀ ਹੈ। ਦੁਕਾਨ ਤੁਹਾਡੀ ਉਂਗਲ ਦਾ ਨਿਸ਼ਾਨ ਜਾਂ ਪੂਰਾ ਆਧਾਰ ਨੰਬਰ ਸਾਂਭ ਕੇ ਨਹੀਂ ਰੱਖਦੀ। ਤੁਸੀਂ "ਨਾਂਹ" ਕਹਿ ਸਕਦੇ ਹੋ। ਜੇ ਤੁਸੀਂ "ਨਾਂਹ" ਕਹੋ, ਜਾਂ ਉਂਗਲ ਦੇ ਨਿਸ਼ਾਨ ਨਾਲ ਕੰਮ ਨਾ ਬਣੇ, ਤਾਂ ਆਪਣੇ ਬੈਂਕ ਦੀ ਬ੍ਰਾਂਚ ਵਿੱਚ ਪਾਸਬੁੱਕ ਜਾਂ ਏਟੀਐਮ ਵਰਤੋ। ਕੀ ਤੁਸੀਂ ਸਹਿਮਤ ਹੋ?',
      back: '(1) This shop will ask your bank for your balance. (2) The shop will send your Aadhaar number and mobile number to your bank. (3) Your fingerprint goes sealed. (4) Only the Aadhaar authority, UIDAI, can open it. (5) UIDAI tells your bank only "yes" or "no". (6) The shop will show your balance and can print a receipt of it. (7) The shop does not keep your fingerprint or full Aadhaar number stored. (8) You may say "no". (9) If you say "no", or it does not work with the fingerprint, then use the passbook at your bank’s branch, or an ATM. (10) Do you agree?',
    },
    'consent.mini-statement': {
      en: 'This shop will ask your bank for your recent transactions. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your transactions and can print them. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'ਇਹ ਦੁਕਾਨ ਤੁਹਾਡੇ ਬੈਂਕ ਤੋਂ ਤੁਹਾਡੇ ਹਾਲ ਹੀ ਦੇ ਲੈਣ-ਦੇਣ ਪੁੱਛੇਗੀ। ਦੁਕਾਨ ਤੁਹਾਡਾ ਆਧਾਰ ਨੰਬਰ ਅਤੇ ਮੋਬਾਈਲ ਨੰਬਰ ਤੁਹਾਡੇ ਬੈਂਕ ਨੂੰ ਭੇਜੇਗੀ। ਤੁਹਾਡੀ ਉਂਗਲ ਦਾ ਨਿਸ਼ਾਨ ਸੀਲਬੰਦ ਹੋ ਕੇ ਜਾਂਦਾ ਹੈ। ਸਿਰਫ਼ ਆਧਾਰ ਅਥਾਰਟੀ, UIDAI, ਇਸ ਨੂੰ ਖੋਲ੍ਹ ਸਕਦੀ ਹੈ। UIDAI ਤੁਹਾਡੇ ਬੈਂਕ ਨੂੰ ਸਿਰਫ਼ "ਹਾਂ" ਜਾਂ "ਨਾਂਹ" ਦੱਸਦੀ ਹੈ। ਦੁਕਾਨ ਤੁਹਾਡੇ ਲੈਣ-ਦੇਣ ਦਿਖਾਏਗੀ ਅਤੇ ਉਨ੍ਹਾਂ ਦੀ ਰਸੀਦ ਛਾਪ ਕੇ ਦੇ ਸਕਦੀ ਹੈ। ਦੁਕਾਨ ਤੁਹਾਡੀ ਉਂਗਲ ਦਾ ਨਿਸ਼ਾਨ ਜਾਂ ਪੂਰਾ ਆਧਾਰ ਨੰਬਰ ਸਾਂਭ ਕੇ ਨਹੀਂ ਰੱਖਦੀ। ਤੁਸੀਂ "ਨਾਂਹ" ਕਹਿ ਸਕਦੇ ਹੋ। ਜੇ ਤੁਸੀਂ "ਨਾਂਹ" ਕਹੋ, ਜਾਂ ਉਂਗਲ ਦੇ ਨਿਸ਼ਾਨ ਨਾਲ ਕੰਮ ਨਾ ਬਣੇ, ਤਾਂ ਆਪਣੇ ਬੈਂਕ ਦੀ ਬ੍ਰਾਂਚ ਵਿੱਚ ਪਾਸਬੁੱਕ ਜਾਂ ਏਟੀਐਮ ਵਰਤੋ। ਕੀ ਤੁਸੀਂ ਸਹਿਮਤ ਹੋ?',
      back: '(1) This shop will ask your bank for your recent transactions. (2) The shop will send your Aadhaar number and mobile number to your bank. (3) Your fingerprint goes sealed. (4) Only the Aadhaar authority, UIDAI, can open it. (5) UIDAI tells your bank only "yes" or "no". (6) The shop will show your transactions and can print a receipt of them. (7) The shop does not keep your fingerprint or full Aadhaar number stored. (8) You may say "no". (9) If you say "no", or it does not work with the fingerprint, then use the passbook at your bank’s branch, or an ATM. (10) Do you agree?',
    },
    'result.balance': {
      en: 'Your balance is {amount}.',
      text: 'ਤੁਹਾਡਾ ਬੈਲੇਂਸ {amount} ਹੈ।',
      back: 'Your balance is {amount}.',
    },
    'result.balance-unreadable': {
      en: 'Your bank answered, but the balance could not be read.',
      text: 'ਤੁਹਾਡੇ ਬੈਂਕ ਨੇ ਜਵਾਬ ਦਿੱਤਾ, ਪਰ ਬੈਲੇਂਸ ਪੜ੍ਹਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ।',
      back: 'Your bank answered, but the balance could not be read.',
    },
    'statement.heading': {
      en: 'Your recent transactions',
      text: 'ਤੁਹਾਡੇ ਹਾਲ ਹੀ ਦੇ ਲੈਣ-ਦੇਣ',
      back: 'Your recent transactions',
    },
    'statement.date': {
      en: 'Date',
      text: 'ਤਾਰੀਖ਼',
      back: 'Date',
    },
    'statement.details': {
      en: 'Details',
      text: 'ਵੇਰਵਾ',
      back: 'Details',
    },
    'statement.type': {
      en: 'Money in or out',
      text: 'ਜਮ੍ਹਾਂ ਜਾਂ ਨਿਕਾਸੀ',
      back: 'Deposit or withdrawal (money in or out)',
    },
    'statement.amount': {
      en: 'Amount',
      text: 'ਰਕਮ',
      back: 'Amount',
    },
    'statement.credit': {
      en: 'Money in',
      text: 'ਜਮ੍ਹਾਂ',
      back: 'Deposit (money in)',
    },
    'statement.debit': {
      en: 'Money out',
      text: 'ਨਿਕਾਸੀ',
      back: 'Withdrawal (money out)',
    },
    'statement.empty': {
      en: 'Your bank sent no recent transactions.',
      text: 'ਤੁਹਾਡੇ ਬੈਂਕ ਨੇ ਹਾਲ ਹੀ ਦਾ ਕੋਈ ਲੈਣ-ਦੇਣ ਨਹੀਂ ਭੇਜਿਆ।',
      back: 'Your bank did not send any recent transaction.',
    },
    'statement.count.one': {
      en: '{count} transaction',
      text: '{count} ਲੈਣ-ਦੇਣ',
      back: '{count} transaction',
    },
    'statement.count.other': {
      en: '{count} transactions',
      text: '{count} ਲੈਣ-ਦੇਣ',
      back: '{count} transactions (the word does not change in the plural)',
    },
    'advice.finger-not-matched': {
      en: 'Your fingerprint did not match. Try another finger. If you locked your fingerprint in the Aadhaar app, every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'ਤੁਹਾਡੀ ਉਂਗਲ ਦਾ ਨਿਸ਼ਾਨ ਮੇਲ ਨਹੀਂ ਖਾਧਾ। ਕਿਸੇ ਹੋਰ ਉਂਗਲ ਨਾਲ ਕੋਸ਼ਿਸ਼ ਕਰੋ। ਜੇ ਤੁਸੀਂ ਆਧਾਰ ਐਪ ਵਿੱਚ ਆਪਣੀ ਉਂਗਲ ਦਾ ਨਿਸ਼ਾਨ ਲਾਕ ਕੀਤਾ ਹੈ, ਤਾਂ ਜਦੋਂ ਤੱਕ ਤੁਸੀਂ ਇਸ ਨੂੰ ਅਨਲਾਕ ਨਹੀਂ ਕਰਦੇ, ਹਰ ਕੋਸ਼ਿਸ਼ ਅਸਫਲ ਹੋਵੇਗੀ। ਤੁਸੀਂ ਆਪਣੇ ਬੈਂਕ ਦੀ ਬ੍ਰਾਂਚ ਵਿੱਚ ਪਾਸਬੁੱਕ ਜਾਂ ਏਟੀਐਮ ਵੀ ਵਰਤ ਸਕਦੇ ਹੋ।',
      back: 'Your fingerprint did not match. Try with another finger. If you have locked your fingerprint in the Aadhaar app, then until you unlock it, every try will fail. You can also use the passbook at your bank’s branch, or an ATM.',
    },
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'ਇਸ ਵਾਰ ਤੁਹਾਡੇ ਬੈਂਕ ਤੋਂ ਪੁੱਛਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ। ਤੁਸੀਂ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰ ਸਕਦੇ ਹੋ।',
      back: 'This time your bank could not be asked. You can try again.',
    },
    'advice.one-finger': {
      en: 'UIDAI, the Aadhaar authority, did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the reader.',
      text: 'ਆਧਾਰ ਅਥਾਰਟੀ UIDAI ਨੇ ਇਹ ਉਂਗਲ ਦਾ ਨਿਸ਼ਾਨ ਸਵੀਕਾਰ ਨਹੀਂ ਕੀਤਾ, ਕਿਉਂਕਿ ਇੱਕ ਤੋਂ ਵੱਧ ਉਂਗਲਾਂ ਵਰਤੀਆਂ ਗਈਆਂ ਸਨ। ਜਦੋਂ ਦੁਕਾਨ ਦੁਬਾਰਾ ਪੁੱਛੇ, ਤਾਂ ਮਸ਼ੀਨ ਉੱਤੇ ਸਿਰਫ਼ ਇੱਕ ਉਂਗਲ ਰੱਖੋ।',
      back: 'The Aadhaar authority UIDAI did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the machine.',
    },
    'advice.fingerprint-update': {
      en: 'UIDAI, the Aadhaar authority, needs your fingerprints taken again before it can check them. Trying again here will not help. Please go to an Aadhaar centre to update your fingerprints. You can also use your passbook at your branch, or an ATM.',
      text: 'ਆਧਾਰ ਅਥਾਰਟੀ UIDAI ਤੁਹਾਡੀ ਉਂਗਲ ਦਾ ਨਿਸ਼ਾਨ ਤਾਂ ਹੀ ਜਾਂਚ ਸਕਦੀ ਹੈ, ਜੇ ਤੁਹਾਡੀਆਂ ਉਂਗਲਾਂ ਦੇ ਨਿਸ਼ਾਨ ਦੁਬਾਰਾ ਲਏ ਜਾਣ। ਇੱਥੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰਨ ਦਾ ਕੋਈ ਫ਼ਾਇਦਾ ਨਹੀਂ। ਕਿਰਪਾ ਕਰਕੇ ਉਂਗਲਾਂ ਦੇ ਨਿਸ਼ਾਨ ਅੱਪਡੇਟ ਕਰਵਾਉਣ ਲਈ ਆਧਾਰ ਕੇਂਦਰ ਜਾਓ। ਤੁਸੀਂ ਆਪਣੇ ਬੈਂਕ ਦੀ ਬ੍ਰਾਂਚ ਵਿੱਚ ਪਾਸਬੁੱਕ ਜਾਂ ਏਟੀਐਮ ਵੀ ਵਰਤ ਸਕਦੇ ਹੋ।',
      back: 'The Aadhaar authority UIDAI can check your fingerprint only if your fingerprints are taken again. There is no benefit in trying again here. Please go to an Aadhaar centre to get your fingerprints updated. You can also use the passbook or an ATM at your bank’s branch.',
    },
    'receipt.fingerprint-not-kept': {
      en: 'Your fingerprint was not saved.',
      text: 'ਤੁਹਾਡੀ ਉਂਗਲ ਦਾ ਨਿਸ਼ਾਨ ਸਾਂਭ ਕੇ ਨਹੀਂ ਰੱਖਿਆ ਗਿਆ।',
      back: 'Your fingerprint was not kept stored.',
    },
    'receipt.helpline': {
      en: 'For questions about Aadhaar, call UIDAI on 1947.',
      text: 'ਆਧਾਰ ਬਾਰੇ ਸਵਾਲਾਂ ਲਈ ਆਧਾਰ ਅਥਾਰਟੀ UIDAI ਨੂੰ 1947 ਉੱਤੇ ਫ਼ੋਨ ਕਰੋ।',
      back: 'For questions about Aadhaar, call the Aadhaar authority UIDAI on 1947.',
    },
    'advice.bank-declined': {
      en: 'Your bank said no to this enquiry. The shop can tell you the reason your bank gave. You can also use your passbook at your branch, or an ATM.',
      text: 'ਤੁਹਾਡੇ ਬੈਂਕ ਨੇ ਇਸ ਪੁੱਛਗਿੱਛ ਤੋਂ ਇਨਕਾਰ ਕਰ ਦਿੱਤਾ। ਬੈਂਕ ਨੇ ਜੋ ਕਾਰਨ ਦੱਸਿਆ, ਉਹ ਦੁਕਾਨ ਤੁਹਾਨੂੰ ਦੱਸ ਸਕਦੀ ਹੈ। ਤੁਸੀਂ ਆਪਣੇ ਬੈਂਕ ਦੀ ਬ੍ਰਾਂਚ ਵਿੱਚ ਪਾਸਬੁੱਕ ਜਾਂ ਏਟੀਐਮ ਵੀ ਵਰਤ ਸਕਦੇ ਹੋ।',
      back: "Your bank refused this enquiry. The reason the bank told, the shop can tell you. You can also use the passbook at your bank's branch, or an ATM.",
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed. This enquiry is not a withdrawal. You can ask again with your fingerprint.',
      text: 'ਤੁਹਾਡੇ ਬੈਂਕ ਦੇ ਜਵਾਬ ਦੀ ਪੁਸ਼ਟੀ ਨਹੀਂ ਹੋਈ। ਇਹ ਪੁੱਛਗਿੱਛ ਪੈਸੇ ਦੀ ਨਿਕਾਸੀ ਨਹੀਂ ਹੈ। ਤੁਸੀਂ ਆਪਣੀ ਉਂਗਲ ਦਾ ਨਿਸ਼ਾਨ ਦੇ ਕੇ ਦੁਬਾਰਾ ਪੁੱਛ ਸਕਦੇ ਹੋ।',
      back: "Your bank's answer has not been confirmed. This enquiry is not a withdrawal of money. You can ask again by giving your fingerprint.",
    },
    'advice.merchant-auth': {
      en: 'The shopkeeper must first confirm their own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'ਅੱਜ ਦੁਕਾਨਦਾਰ ਨੂੰ ਪਹਿਲਾਂ ਬੈਂਕ ਤੋਂ ਆਪਣੀ ਉਂਗਲ ਦੇ ਨਿਸ਼ਾਨ ਦੀ ਜਾਂਚ ਕਰਵਾਉਣੀ ਪਵੇਗੀ। ਫਿਰ ਤੁਹਾਡੀ ਉਂਗਲ ਦਾ ਨਿਸ਼ਾਨ ਦੁਬਾਰਾ ਲਿਆ ਜਾਵੇਗਾ।',
      back: 'Today the shopkeeper will first have to get their own fingerprint checked by the bank. Then your fingerprint will be taken again.',
    },
    'advice.shop-problem': {
      en: 'The shop could not ask your bank because of a problem at the shop. It is not your fault. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'ਦੁਕਾਨ ਵਾਲੇ ਪਾਸੇ ਦੀ ਇੱਕ ਸਮੱਸਿਆ ਕਾਰਨ ਦੁਕਾਨ ਤੁਹਾਡੇ ਬੈਂਕ ਤੋਂ ਪੁੱਛ ਨਹੀਂ ਸਕੀ। ਇਸ ਵਿੱਚ ਤੁਹਾਡਾ ਕੋਈ ਕਸੂਰ ਨਹੀਂ ਹੈ। ਇਹ ਪੁੱਛਗਿੱਛ ਪੈਸੇ ਦੀ ਨਿਕਾਸੀ ਨਹੀਂ ਹੈ। ਤੁਸੀਂ ਆਪਣੇ ਬੈਂਕ ਦੀ ਬ੍ਰਾਂਚ ਵਿੱਚ ਪਾਸਬੁੱਕ ਜਾਂ ਏਟੀਐਮ ਵਰਤ ਸਕਦੇ ਹੋ।',
      back: "Because of a problem on the shop's side, the shop could not ask your bank. There is no fault of yours in this. This enquiry is not a withdrawal of money. You can use the passbook at your bank's branch, or an ATM.",
    },
    'advice.details-missing': {
      en: 'Your bank said a detail was missing. This enquiry is not a withdrawal. The shop will check your details with you before asking again.',
      text: 'ਤੁਹਾਡੇ ਬੈਂਕ ਨੇ ਦੱਸਿਆ ਕਿ ਇੱਕ ਜਾਣਕਾਰੀ ਰਹਿ ਗਈ ਸੀ। ਇਹ ਪੁੱਛਗਿੱਛ ਪੈਸੇ ਦੀ ਨਿਕਾਸੀ ਨਹੀਂ ਹੈ। ਦੁਬਾਰਾ ਪੁੱਛਣ ਤੋਂ ਪਹਿਲਾਂ ਦੁਕਾਨ ਤੁਹਾਡੇ ਨਾਲ ਤੁਹਾਡੀ ਜਾਣਕਾਰੀ ਦੀ ਜਾਂਚ ਕਰੇਗੀ।',
      back: 'Your bank told that one detail had been left out. This enquiry is not a withdrawal of money. Before asking again, the shop will check your details with you.',
    },
    'advice.reversed': {
      en: 'Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'ਤੁਹਾਡੇ ਬੈਂਕ ਨੇ ਇਹ ਪੁੱਛਗਿੱਛ ਰੱਦ ਕਰ ਦਿੱਤੀ ਅਤੇ ਕੋਈ ਜਵਾਬ ਨਹੀਂ ਦਿੱਤਾ। ਇਹ ਪੁੱਛਗਿੱਛ ਪੈਸੇ ਦੀ ਨਿਕਾਸੀ ਨਹੀਂ ਹੈ। ਤੁਸੀਂ ਆਪਣੇ ਬੈਂਕ ਦੀ ਬ੍ਰਾਂਚ ਵਿੱਚ ਪਾਸਬੁੱਕ ਜਾਂ ਏਟੀਐਮ ਵਰਤ ਸਕਦੇ ਹੋ।',
      back: "Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal of money. You can use the passbook at your bank's branch, or an ATM.",
    },
    'advice.settled-success': {
      en: 'The shop checked with your bank later: your bank did answer this enquiry. This enquiry is not a withdrawal. To hear the answer, you can ask again with your fingerprint.',
      text: 'ਦੁਕਾਨ ਨੇ ਬਾਅਦ ਵਿੱਚ ਤੁਹਾਡੇ ਬੈਂਕ ਤੋਂ ਪਤਾ ਕੀਤਾ: ਤੁਹਾਡੇ ਬੈਂਕ ਨੇ ਇਸ ਪੁੱਛਗਿੱਛ ਦਾ ਜਵਾਬ ਦਿੱਤਾ ਸੀ। ਇਹ ਪੁੱਛਗਿੱਛ ਪੈਸੇ ਦੀ ਨਿਕਾਸੀ ਨਹੀਂ ਹੈ। ਜਵਾਬ ਸੁਣਨ ਲਈ, ਤੁਸੀਂ ਆਪਣੀ ਉਂਗਲ ਦਾ ਨਿਸ਼ਾਨ ਦੇ ਕੇ ਦੁਬਾਰਾ ਪੁੱਛ ਸਕਦੇ ਹੋ।',
      back: 'The shop later found out from your bank: your bank had given the answer to this enquiry. This enquiry is not a withdrawal of money. To hear the answer, you can ask again by giving your fingerprint.',
    },
    'advice.daily-limit': {
      en: 'Your bank said no to this enquiry. Your bank allows only a few enquiries a day, and today’s are used up. You can ask again tomorrow, or use your passbook at your branch, or an ATM.',
      text: 'ਤੁਹਾਡੇ ਬੈਂਕ ਨੇ ਇਸ ਪੁੱਛਗਿੱਛ ਤੋਂ ਇਨਕਾਰ ਕਰ ਦਿੱਤਾ। ਤੁਹਾਡਾ ਬੈਂਕ ਦਿਨ ਵਿੱਚ ਕੁਝ ਹੀ ਪੁੱਛਗਿੱਛਾਂ ਕਰਨ ਦਿੰਦਾ ਹੈ, ਅਤੇ ਅੱਜ ਦੀਆਂ ਪੁੱਛਗਿੱਛਾਂ ਪੂਰੀਆਂ ਹੋ ਗਈਆਂ ਹਨ। ਤੁਸੀਂ ਕੱਲ੍ਹ ਦੁਬਾਰਾ ਪੁੱਛ ਸਕਦੇ ਹੋ, ਜਾਂ ਆਪਣੇ ਬੈਂਕ ਦੀ ਬ੍ਰਾਂਚ ਵਿੱਚ ਪਾਸਬੁੱਕ ਜਾਂ ਏਟੀਐਮ ਵਰਤ ਸਕਦੇ ਹੋ।',
      back: "Your bank refused this enquiry. Your bank lets (you) make only a few enquiries in a day, and today’s enquiries have been used up. You can ask again tomorrow, or use the passbook at your bank's branch, or an ATM.",
    },
    'advice.account-blocked': {
      en: 'Your bank said no to this enquiry, because your account is blocked. Trying again will not help. Please go to your bank branch.',
      text: 'ਤੁਹਾਡਾ ਖਾਤਾ ਬਲਾਕ ਹੋਣ ਕਾਰਨ ਤੁਹਾਡੇ ਬੈਂਕ ਨੇ ਇਸ ਪੁੱਛਗਿੱਛ ਤੋਂ ਇਨਕਾਰ ਕਰ ਦਿੱਤਾ। ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰਨ ਦਾ ਕੋਈ ਫ਼ਾਇਦਾ ਨਹੀਂ। ਕਿਰਪਾ ਕਰਕੇ ਆਪਣੇ ਬੈਂਕ ਦੀ ਬ੍ਰਾਂਚ ਵਿੱਚ ਜਾਓ।',
      back: "Because your account is blocked, your bank refused this enquiry. There is no benefit in trying again. Please go to your bank's branch.",
    },
    'advice.aadhaar-not-linked': {
      en: 'Your bank said no to this enquiry. Your Aadhaar number is not linked to your account at this bank. Please go to your bank branch to link it.',
      text: 'ਤੁਹਾਡੇ ਬੈਂਕ ਨੇ ਇਸ ਪੁੱਛਗਿੱਛ ਤੋਂ ਇਨਕਾਰ ਕਰ ਦਿੱਤਾ। ਤੁਹਾਡਾ ਆਧਾਰ ਨੰਬਰ ਇਸ ਬੈਂਕ ਵਿੱਚ ਤੁਹਾਡੇ ਖਾਤੇ ਨਾਲ ਜੁੜਿਆ ਨਹੀਂ ਹੈ। ਇਸ ਨੂੰ ਜੁੜਵਾਉਣ ਲਈ ਕਿਰਪਾ ਕਰਕੇ ਆਪਣੇ ਬੈਂਕ ਦੀ ਬ੍ਰਾਂਚ ਵਿੱਚ ਜਾਓ।',
      back: "Your bank refused this enquiry. Your Aadhaar number is not linked with your account in this bank. To get it linked, please go to your bank's branch.",
    },
    'advice.biometric-locked': {
      en: 'Your fingerprint is locked in the Aadhaar app. Every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'ਤੁਹਾਡੀ ਉਂਗਲ ਦਾ ਨਿਸ਼ਾਨ ਆਧਾਰ ਐਪ ਵਿੱਚ ਲਾਕ ਹੈ। ਜਦੋਂ ਤੱਕ ਤੁਸੀਂ ਇਸ ਨੂੰ ਅਨਲਾਕ ਨਹੀਂ ਕਰਦੇ, ਹਰ ਕੋਸ਼ਿਸ਼ ਅਸਫਲ ਹੋਵੇਗੀ। ਤੁਸੀਂ ਆਪਣੇ ਬੈਂਕ ਦੀ ਬ੍ਰਾਂਚ ਵਿੱਚ ਪਾਸਬੁੱਕ ਜਾਂ ਏਟੀਐਮ ਵੀ ਵਰਤ ਸਕਦੇ ਹੋ।',
      back: "Your fingerprint is locked in the Aadhaar app. Until you unlock it, every try will fail. You can also use the passbook at your bank's branch, or an ATM.",
    },
    'advice.aadhaar-invalid': {
      en: 'UIDAI, the Aadhaar authority, did not accept this Aadhaar number. Please check the number with the shop. If the number is wrong, the shop can ask again with the right number. If it is right, call UIDAI on 1947.',
      text: 'ਆਧਾਰ ਅਥਾਰਟੀ UIDAI ਨੇ ਇਹ ਆਧਾਰ ਨੰਬਰ ਸਵੀਕਾਰ ਨਹੀਂ ਕੀਤਾ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਕਾਨ ਨਾਲ ਨੰਬਰ ਦੀ ਜਾਂਚ ਕਰੋ। ਜੇ ਨੰਬਰ ਗ਼ਲਤ ਸੀ, ਤਾਂ ਦੁਕਾਨ ਸਹੀ ਨੰਬਰ ਨਾਲ ਦੁਬਾਰਾ ਪੁੱਛ ਸਕਦੀ ਹੈ। ਜੇ ਨੰਬਰ ਸਹੀ ਹੈ, ਤਾਂ UIDAI ਨੂੰ 1947 ਉੱਤੇ ਫ਼ੋਨ ਕਰੋ।',
      back: 'The Aadhaar authority UIDAI did not accept this Aadhaar number. Please check the number with the shop. If the number was wrong, the shop can ask again with the right number. If the number is right, call UIDAI on 1947.',
    },
    'advice.bank-unavailable': {
      en: 'Your bank’s service is not working now. This enquiry is not a withdrawal. You can ask again later, or use your passbook at your branch, or an ATM.',
      text: 'ਤੁਹਾਡੇ ਬੈਂਕ ਦੀ ਸੇਵਾ ਹੁਣ ਕੰਮ ਨਹੀਂ ਕਰ ਰਹੀ। ਇਹ ਪੁੱਛਗਿੱਛ ਪੈਸੇ ਦੀ ਨਿਕਾਸੀ ਨਹੀਂ ਹੈ। ਤੁਸੀਂ ਬਾਅਦ ਵਿੱਚ ਦੁਬਾਰਾ ਪੁੱਛ ਸਕਦੇ ਹੋ, ਜਾਂ ਆਪਣੇ ਬੈਂਕ ਦੀ ਬ੍ਰਾਂਚ ਵਿੱਚ ਪਾਸਬੁੱਕ ਜਾਂ ਏਟੀਐਮ ਵਰਤ ਸਕਦੇ ਹੋ।',
      back: "Your bank's service is not working now. This enquiry is not a withdrawal of money. You can ask again later, or use the passbook at your bank's branch, or an ATM.",
    },
    'advice.bank-unreachable': {
      en: 'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again in a moment, with your fingerprint. You can also use your passbook at your branch, or an ATM.',
      text: 'ਦੁਕਾਨ ਤੁਹਾਡੇ ਬੈਂਕ ਦੀ ਸੇਵਾ ਤੱਕ ਨਹੀਂ ਪਹੁੰਚ ਸਕੀ, ਇਸ ਲਈ ਤੁਹਾਡੇ ਬੈਂਕ ਨੂੰ ਕੁਝ ਨਹੀਂ ਭੇਜਿਆ ਗਿਆ। ਦੁਕਾਨ ਥੋੜ੍ਹੀ ਦੇਰ ਵਿੱਚ ਤੁਹਾਡੀ ਉਂਗਲ ਦੇ ਨਿਸ਼ਾਨ ਨਾਲ ਦੁਬਾਰਾ ਪੁੱਛ ਸਕਦੀ ਹੈ। ਤੁਸੀਂ ਆਪਣੇ ਬੈਂਕ ਦੀ ਬ੍ਰਾਂਚ ਵਿੱਚ ਪਾਸਬੁੱਕ ਜਾਂ ਏਟੀਐਮ ਵੀ ਵਰਤ ਸਕਦੇ ਹੋ।',
      back: 'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again in a little while with your fingerprint. You can also use the passbook at your bank’s branch, or an ATM.',
    },
    'kept.record.one': {
      en: 'The shop keeps a record of this enquiry for {days} day.',
      text: 'ਦੁਕਾਨ ਇਸ ਪੁੱਛਗਿੱਛ ਦਾ ਰਿਕਾਰਡ {days} ਦਿਨ ਤੱਕ ਰੱਖਦੀ ਹੈ।',
      back: 'The shop keeps the record of this enquiry for {days} day.',
    },
    'kept.record.other': {
      en: 'The shop keeps a record of this enquiry for {days} days.',
      text: 'ਦੁਕਾਨ ਇਸ ਪੁੱਛਗਿੱਛ ਦਾ ਰਿਕਾਰਡ {days} ਦਿਨਾਂ ਤੱਕ ਰੱਖਦੀ ਹੈ।',
      back: 'The shop keeps the record of this enquiry for {days} days.',
    },
    'kept.record-contents': {
      en: 'The record has your bank, the result, and only the last four digits of your Aadhaar number and mobile number.',
      text: 'ਇਸ ਰਿਕਾਰਡ ਵਿੱਚ ਤੁਹਾਡਾ ਬੈਂਕ ਅਤੇ ਨਤੀਜਾ ਹੁੰਦਾ ਹੈ। ਤੁਹਾਡੇ ਆਧਾਰ ਨੰਬਰ ਅਤੇ ਮੋਬਾਈਲ ਨੰਬਰ ਦੇ ਸਿਰਫ਼ ਆਖ਼ਰੀ ਚਾਰ ਅੰਕ ਹੀ ਇਸ ਵਿੱਚ ਹੁੰਦੇ ਹਨ।',
      back: 'In this record there are your bank and the result. Of your Aadhaar number and mobile number, only the last four digits are in it.',
    },
    'kept.balance.one': {
      en: 'The shop keeps your balance for {hours} hour, to print it again, and then deletes it.',
      text: 'ਦੁਬਾਰਾ ਛਾਪਣ ਲਈ ਦੁਕਾਨ ਤੁਹਾਡਾ ਬੈਲੇਂਸ {hours} ਘੰਟੇ ਤੱਕ ਰੱਖਦੀ ਹੈ, ਫਿਰ ਉਸ ਨੂੰ ਮਿਟਾ ਦਿੰਦੀ ਹੈ।',
      back: 'To print again, the shop keeps your balance for {hours} hour, then erases it.',
    },
    'kept.balance.other': {
      en: 'The shop keeps your balance for {hours} hours, to print it again, and then deletes it.',
      text: 'ਦੁਬਾਰਾ ਛਾਪਣ ਲਈ ਦੁਕਾਨ ਤੁਹਾਡਾ ਬੈਲੇਂਸ {hours} ਘੰਟੇ ਤੱਕ ਰੱਖਦੀ ਹੈ, ਫਿਰ ਉਸ ਨੂੰ ਮਿਟਾ ਦਿੰਦੀ ਹੈ।',
      back: 'To print again, the shop keeps your balance for {hours} hours, then erases it.',
    },
    'kept.balance-whole': {
      en: 'The shop keeps your balance with the record, to print it again.',
      text: 'ਦੁਬਾਰਾ ਛਾਪਣ ਲਈ ਦੁਕਾਨ ਤੁਹਾਡਾ ਬੈਲੇਂਸ ਰਿਕਾਰਡ ਦੇ ਨਾਲ ਰੱਖਦੀ ਹੈ।',
      back: 'To print again, the shop keeps your balance with the record.',
    },
    'kept.transactions.one': {
      en: 'The shop keeps your transactions for {hours} hour, to print them again, and then deletes them.',
      text: 'ਦੁਬਾਰਾ ਛਾਪਣ ਲਈ ਦੁਕਾਨ ਤੁਹਾਡੇ ਲੈਣ-ਦੇਣ {hours} ਘੰਟੇ ਤੱਕ ਰੱਖਦੀ ਹੈ, ਫਿਰ ਉਨ੍ਹਾਂ ਨੂੰ ਮਿਟਾ ਦਿੰਦੀ ਹੈ।',
      back: 'To print again, the shop keeps your transactions for {hours} hour, then erases them.',
    },
    'kept.transactions.other': {
      en: 'The shop keeps your transactions for {hours} hours, to print them again, and then deletes them.',
      text: 'ਦੁਬਾਰਾ ਛਾਪਣ ਲਈ ਦੁਕਾਨ ਤੁਹਾਡੇ ਲੈਣ-ਦੇਣ {hours} ਘੰਟੇ ਤੱਕ ਰੱਖਦੀ ਹੈ, ਫਿਰ ਉਨ੍ਹਾਂ ਨੂੰ ਮਿਟਾ ਦਿੰਦੀ ਹੈ।',
      back: 'To print again, the shop keeps your transactions for {hours} hours, then erases them.',
    },
    'kept.transactions-whole': {
      en: 'The shop keeps your transactions with the record, to print them again.',
      text: 'ਦੁਬਾਰਾ ਛਾਪਣ ਲਈ ਦੁਕਾਨ ਤੁਹਾਡੇ ਲੈਣ-ਦੇਣ ਰਿਕਾਰਡ ਦੇ ਨਾਲ ਰੱਖਦੀ ਹੈ।',
      back: 'To print again, the shop keeps your transactions with the record.',
    },
    'consent.rights': {
      en: 'You may ask the shop to delete this record, or complain to your bank, and from 13/05/2027 also to the Data Protection Board.',
      text: 'ਤੁਸੀਂ ਦੁਕਾਨ ਨੂੰ ਇਹ ਰਿਕਾਰਡ ਮਿਟਾਉਣ ਲਈ ਕਹਿ ਸਕਦੇ ਹੋ, ਜਾਂ ਆਪਣੇ ਬੈਂਕ ਨੂੰ ਸ਼ਿਕਾਇਤ ਕਰ ਸਕਦੇ ਹੋ, ਅਤੇ 13/05/2027 ਤੋਂ ਡਾਟਾ ਪ੍ਰੋਟੈਕਸ਼ਨ ਬੋਰਡ ਨੂੰ ਵੀ।',
      back: 'You can tell the shop to erase this record, or complain to your bank, and from 13/05/2027 to the Data Protection Board too.',
    },
    'consent.statement-fee': {
      en: 'After a few mini statements in a month, your bank may charge a fee.',
      text: 'ਮਹੀਨੇ ਵਿੱਚ ਕੁਝ ਮਿੰਨੀ ਸਟੇਟਮੈਂਟਾਂ ਤੋਂ ਬਾਅਦ ਤੁਹਾਡਾ ਬੈਂਕ ਫੀਸ ਲੈ ਸਕਦਾ ਹੈ।',
      back: 'After a few mini statements in a month, your bank may take a fee.',
    },
  },
}
