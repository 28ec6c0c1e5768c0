// Customer texts in Punjabi (Gurmukhi): the consent notice, result lines, statement headings,
// advice and receipt lines read or shown to the customer (issue 12). "Bank" is masculine.
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
  source:
    'The Punjabi column of shared/design/glossary.md, checked against punjabi.abplive.com and jagbani.punjabkesari.in (ਬੈਂਕ ਖਾਤਾ, ਆਧਾਰ ਨੰਬਰ, ਫਿੰਗਰਪ੍ਰਿੰਟ, ਮੋਬਾਈਲ ਨੰਬਰ), the rest from working knowledge; the English source is shared/design/consent-notice.md version 2 and customer/en.ts.',
  checked:
    'Written from the English whole text (customer/en.ts, consent-notice.md v2), each sentence back-translated into English (see `back`), every negative sentence checked in the back-translation; glossary terms used throughout, one word per idea. Terms: ਉਂਗਲ ਦਾ ਨਿਸ਼ਾਨ (fingerprint, glossary first form), ਲੈਣ-ਦੇਣ, ਬੈਲੇਂਸ, ਦੁਕਾਨ, ਬੈਂਕ ਦੀ ਬ੍ਰਾਂਚ, ਪਾਸਬੁੱਕ, ਏਟੀਐਮ, ਰਸੀਦ, ਸੀਲਬੰਦ, ਸਾਂਭ ਕੇ ਰੱਖਣਾ (keep). Glossary confidence for this language: medium. The back-translations were made by the writer of the texts, not by an independent second translator. NOT yet checked by a native speaker in the field: a native speaker must review every text before release.',
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
    'advice.bank-declined': {
      en: 'Your bank did not give the answer. The reason is shown below. You can also use your passbook at your branch, or an ATM.',
      text: 'ਤੁਹਾਡੇ ਬੈਂਕ ਨੇ ਜਵਾਬ ਨਹੀਂ ਦਿੱਤਾ। ਕਾਰਨ ਹੇਠਾਂ ਦਿਖਾਇਆ ਗਿਆ ਹੈ। ਤੁਸੀਂ ਆਪਣੇ ਬੈਂਕ ਦੀ ਬ੍ਰਾਂਚ ਵਿੱਚ ਪਾਸਬੁੱਕ ਜਾਂ ਏਟੀਐਮ ਵੀ ਵਰਤ ਸਕਦੇ ਹੋ।',
      back: 'Your bank did not give the answer. The reason is shown below. You can also use the passbook at your bank’s branch, or an ATM.',
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed yet. Do not try again now. The shop will check it in a few minutes.',
      text: 'ਤੁਹਾਡੇ ਬੈਂਕ ਦੇ ਜਵਾਬ ਦੀ ਅਜੇ ਪੁਸ਼ਟੀ ਨਹੀਂ ਹੋਈ। ਹੁਣ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਨਾ ਕਰੋ। ਦੁਕਾਨ ਕੁਝ ਮਿੰਟਾਂ ਵਿੱਚ ਇਸ ਦਾ ਪਤਾ ਕਰੇਗੀ।',
      back: 'Your bank’s answer has not been confirmed yet. Do not try again now. The shop will find out about it in a few minutes.',
    },
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'ਇਸ ਵਾਰ ਤੁਹਾਡੇ ਬੈਂਕ ਤੋਂ ਪੁੱਛਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ। ਤੁਸੀਂ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰ ਸਕਦੇ ਹੋ।',
      back: 'This time your bank could not be asked. You can try again.',
    },
    'advice.merchant-auth': {
      en: 'The shop must first confirm its own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'ਅੱਜ ਦੁਕਾਨ ਨੂੰ ਪਹਿਲਾਂ ਬੈਂਕ ਤੋਂ ਆਪਣੀ ਉਂਗਲ ਦੇ ਨਿਸ਼ਾਨ ਦੀ ਜਾਂਚ ਕਰਵਾਉਣੀ ਪਵੇਗੀ। ਫਿਰ ਤੁਹਾਡੀ ਉਂਗਲ ਦਾ ਨਿਸ਼ਾਨ ਦੁਬਾਰਾ ਲਿਆ ਜਾਵੇਗਾ।',
      back: 'Today the shop must first have its own fingerprint checked by the bank. Then your fingerprint will be taken again.',
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
    'receipt.masked-record': {
      en: 'The shop keeps a record with only the last four digits of your Aadhaar number, for {days} days.',
      text: 'ਦੁਕਾਨ {days} ਦਿਨਾਂ ਲਈ ਇੱਕ ਰਿਕਾਰਡ ਸਾਂਭ ਕੇ ਰੱਖਦੀ ਹੈ, ਜਿਸ ਵਿੱਚ ਤੁਹਾਡੇ ਆਧਾਰ ਨੰਬਰ ਦੇ ਸਿਰਫ਼ ਆਖ਼ਰੀ ਚਾਰ ਅੰਕ ਹੁੰਦੇ ਹਨ।',
      back: 'The shop keeps a record stored for {days} days, in which there are only the last four digits of your Aadhaar number.',
    },
  },
}
