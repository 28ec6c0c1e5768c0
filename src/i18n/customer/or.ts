// Customer texts in Odia: the consent notice (version 2, both operations), the result, statement,
// advice and receipt lines that the customer hears or reads, each translated whole from English.
// The identifier is `or_` (the file stays or.ts); the language code in `lang` is 'or'.
// Loanwords keep their zero-width non-joiner (U+200C), e.g. ପାସ୍‌ବୁକ୍: do not strip it.

import type { CustomerCatalogue } from './types.ts'

export const or_: CustomerCatalogue = {
  lang: 'or',
  name: 'ଓଡ଼ିଆ',
  englishName: 'Odia',
  dir: 'ltr',
  bcp47: 'or-IN',
  source:
    'The English of customer/en.ts and shared/design/consent-notice.md (version 2), translated whole; ' +
    'terms from the Odia column of shared/design/glossary.md (confidence: medium-low), which was checked against ' +
    'sambad.in (ବ୍ୟାଙ୍କ, ବାଲାନ୍ସ, ଜମା, ଉଠାଣ, କାରବାର, ବିବରଣୀ, ପାସ୍‌ବୁକ୍); the glossary’s fingerprint, consent and ' +
    'failure wording is from working knowledge only. The words for "shop" (ଦୋକାନ), "recent" (ସାମ୍ପ୍ରତିକ) and ' +
    '"store" (ସାଇତି ରଖିବା) are not in the glossary.',
  checked:
    'Written from the English whole text, each sentence back-translated into English (see `back`); every ' +
    'negative sentence checked in the back-translation; glossary terms used throughout (ଆଙ୍ଗୁଠି ଚିହ୍ନ, କାରବାର, ' +
    'ବ୍ୟାଙ୍କ, ବାଲାନ୍ସ, ପାସ୍‌ବୁକ୍, ଦୋକାନ). Glossary confidence for Odia: medium-low, the lowest with Assamese. ' +
    'NOT yet checked by a native speaker in the field: a native Odia speaker must review every text before release.',
  texts: {
    'consent.balance-enquiry': {
      en: 'This shop will ask your bank for your balance. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your balance and can print it. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'ଏହି ଦୋକାନ ଆପଣଙ୍କ ବ୍ୟାଙ୍କକୁ ଆପଣଙ୍କ ବାଲାନ୍ସ ପଚାରିବ। ଦୋକାନ ଆପଣଙ୍କ ଆଧାର ନମ୍ବର ଓ ମୋବାଇଲ ନମ୍ବର ଆପଣଙ୍କ ବ୍ୟାଙ୍କକୁ ପଠାଇବ। ଆପଣଙ୍କ ଆଙ୍ଗୁଠି ଚିହ୍ନ ସିଲ୍ କରି ପଠାଯାଏ। କେବଳ ଆଧାର କର୍ତ୍ତୃପକ୍ଷ, UIDAI, ଏହାକୁ ଖୋଲିପାରିବ। UIDAI ଆପଣଙ୍କ ବ୍ୟାଙ୍କକୁ କେବଳ “ହଁ” କିମ୍ବା “ନା” କହେ। ଦୋକାନ ଆପଣଙ୍କ ବାଲାନ୍ସ ଦେଖାଇବ ଏବଂ ତାହା ରସିଦରେ ପ୍ରିଣ୍ଟ କରିପାରିବ। ଦୋକାନ ଆପଣଙ୍କ ଆଙ୍ଗୁଠି ଚିହ୍ନ କିମ୍ବା ପୂରା ଆଧାର ନମ୍ବର ସାଇତି ରଖେ ନାହିଁ। ଆପଣ “ନା” କହିପାରିବେ। ଆପଣ ନା କହିଲେ, କିମ୍ବା ଆଙ୍ଗୁଠି ଚିହ୍ନ କାମ ନକଲେ, ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଶାଖାରେ ପାସ୍‌ବୁକ୍ ବ୍ୟବହାର କରନ୍ତୁ, କିମ୍ବା ଏଟିଏମ୍ ବ୍ୟବହାର କରନ୍ତୁ। ଆପଣ ରାଜି କି?',
      back: 'This shop will ask your bank your balance. The shop will send your Aadhaar number and mobile number to your bank. Your fingerprint is sealed and sent. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only “yes” or “no”. The shop will show your balance and can print it on a receipt. The shop does not store your fingerprint or full Aadhaar number. You may say “no”. If you say no, or if the fingerprint does not work, use the passbook at your bank branch, or use an ATM. Do you agree?',
    },
    'consent.mini-statement': {
      en: 'This shop will ask your bank for your recent transactions. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your transactions and can print them. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'ଏହି ଦୋକାନ ଆପଣଙ୍କ ବ୍ୟାଙ୍କକୁ ଆପଣଙ୍କ ସାମ୍ପ୍ରତିକ କାରବାର ପଚାରିବ। ଦୋକାନ ଆପଣଙ୍କ ଆଧାର ନମ୍ବର ଓ ମୋବାଇଲ ନମ୍ବର ଆପଣଙ୍କ ବ୍ୟାଙ୍କକୁ ପଠାଇବ। ଆପଣଙ୍କ ଆଙ୍ଗୁଠି ଚିହ୍ନ ସିଲ୍ କରି ପଠାଯାଏ। କେବଳ ଆଧାର କର୍ତ୍ତୃପକ୍ଷ, UIDAI, ଏହାକୁ ଖୋଲିପାରିବ। UIDAI ଆପଣଙ୍କ ବ୍ୟାଙ୍କକୁ କେବଳ “ହଁ” କିମ୍ବା “ନା” କହେ। ଦୋକାନ ଆପଣଙ୍କ କାରବାର ଦେଖାଇବ ଏବଂ ସେଗୁଡ଼ିକ ରସିଦରେ ପ୍ରିଣ୍ଟ କରିପାରିବ। ଦୋକାନ ଆପଣଙ୍କ ଆଙ୍ଗୁଠି ଚିହ୍ନ କିମ୍ବା ପୂରା ଆଧାର ନମ୍ବର ସାଇତି ରଖେ ନାହିଁ। ଆପଣ “ନା” କହିପାରିବେ। ଆପଣ ନା କହିଲେ, କିମ୍ବା ଆଙ୍ଗୁଠି ଚିହ୍ନ କାମ ନକଲେ, ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଶାଖାରେ ପାସ୍‌ବୁକ୍ ବ୍ୟବହାର କରନ୍ତୁ, କିମ୍ବା ଏଟିଏମ୍ ବ୍ୟବହାର କରନ୍ତୁ। ଆପଣ ରାଜି କି?',
      back: 'This shop will ask your bank your recent transactions. The shop will send your Aadhaar number and mobile number to your bank. Your fingerprint is sealed and sent. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only “yes” or “no”. The shop will show your transactions and can print them on a receipt. The shop does not store your fingerprint or full Aadhaar number. You may say “no”. If you say no, or if the fingerprint does not work, use the passbook at your bank branch, or use an ATM. Do you agree?',
    },
    'result.balance': {
      en: 'Your balance is {amount}.',
      text: 'ଆପଣଙ୍କ ବାଲାନ୍ସ {amount}।',
      back: 'Your balance: {amount}.',
    },
    'result.balance-unreadable': {
      en: 'Your bank answered, but the balance could not be read.',
      text: 'ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଉତ୍ତର ଦେଲା, କିନ୍ତୁ ବାଲାନ୍ସ ପଢ଼ିହେଲା ନାହିଁ।',
      back: 'Your bank gave an answer, but the balance could not be read.',
    },
    'statement.heading': {
      en: 'Your recent transactions',
      text: 'ଆପଣଙ୍କ ସାମ୍ପ୍ରତିକ କାରବାର',
      back: 'Your recent transactions',
    },
    'statement.date': { en: 'Date', text: 'ତାରିଖ', back: 'Date' },
    'statement.details': { en: 'Details', text: 'ବିବରଣୀ', back: 'Details (description)' },
    'statement.type': {
      en: 'Money in or out',
      text: 'ଜମା / ଉଠାଣ',
      back: 'Deposit (money in) / withdrawal (money out)',
    },
    'statement.amount': { en: 'Amount', text: 'ରାଶି', back: 'Amount' },
    'statement.credit': { en: 'Money in', text: 'ଜମା', back: 'Deposit (money in)' },
    'statement.debit': { en: 'Money out', text: 'ଉଠାଣ', back: 'Withdrawal (money out)' },
    'statement.empty': {
      en: 'Your bank sent no recent transactions.',
      text: 'ଆପଣଙ୍କ ବ୍ୟାଙ୍କ କୌଣସି ସାମ୍ପ୍ରତିକ କାରବାର ପଠାଇନାହିଁ।',
      back: 'Your bank has not sent any recent transactions.',
    },
    'statement.count.one': {
      en: '{count} transaction',
      text: '{count}ଟି କାରବାର',
      back: '{count} transaction (Odia uses the same phrase for one and for many)',
    },
    'statement.count.other': {
      en: '{count} transactions',
      text: '{count}ଟି କାରବାର',
      back: '{count} transactions',
    },
    'advice.finger-not-matched': {
      en: 'Your fingerprint did not match. Try another finger. If you locked your fingerprint in the Aadhaar app, every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'ଆପଣଙ୍କ ଆଙ୍ଗୁଠି ଚିହ୍ନ ମେଳ ଖାଇଲା ନାହିଁ। ଅନ୍ୟ ଏକ ଆଙ୍ଗୁଠିରେ ଚେଷ୍ଟା କରନ୍ତୁ। ଯଦି ଆପଣ ଆଧାର ଆପ୍‌ରେ ଆପଣଙ୍କ ଆଙ୍ଗୁଠି ଚିହ୍ନ ଲକ୍ କରିଛନ୍ତି, ତେବେ ଅନଲକ୍ ନକରିବା ପର୍ଯ୍ୟନ୍ତ ପ୍ରତ୍ୟେକ ଚେଷ୍ଟା ବିଫଳ ହେବ। ଆପଣ ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଶାଖାରେ ପାସ୍‌ବୁକ୍ କିମ୍ବା ଏଟିଏମ୍ ମଧ୍ୟ ବ୍ୟବହାର କରିପାରିବେ।',
      back: 'Your fingerprint did not match. Try with another finger. If you have locked your fingerprint in the Aadhaar app, then every attempt will fail until you unlock it (Odia: “until not unlocking”, the usual form of “until”). You can also use the passbook at your bank branch, or an ATM.',
    },
    'advice.bank-declined': {
      en: 'Your bank did not give the answer. The reason is shown below. You can also use your passbook at your branch, or an ATM.',
      text: 'ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଉତ୍ତର ଦେଲା ନାହିଁ। କାରଣ ତଳେ ଦେଖାଯାଇଛି। ଆପଣ ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଶାଖାରେ ପାସ୍‌ବୁକ୍ କିମ୍ବା ଏଟିଏମ୍ ମଧ୍ୟ ବ୍ୟବହାର କରିପାରିବେ।',
      back: 'Your bank did not give the answer. The reason is shown below. You can also use the passbook at your bank branch, or an ATM.',
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed yet. Do not try again now. The shop will check it in a few minutes.',
      text: 'ଆପଣଙ୍କ ବ୍ୟାଙ୍କର ଉତ୍ତର ଏପର୍ଯ୍ୟନ୍ତ ନିଶ୍ଚିତ ହୋଇନାହିଁ। ଏବେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ ନାହିଁ। କିଛି ମିନିଟ୍ ପରେ ଦୋକାନ ଏହାକୁ ଯାଞ୍ଚ କରିବ।',
      back: 'Your bank’s answer has not been confirmed so far. Do not try again now. After a few minutes the shop will check it.',
    },
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'ଏଥର ଆପଣଙ୍କ ବ୍ୟାଙ୍କକୁ ପଚାରିହେଲା ନାହିଁ। ଆପଣ ପୁଣି ଚେଷ୍ଟା କରିପାରିବେ।',
      back: 'This time your bank could not be asked. You can try again.',
    },
    'advice.merchant-auth': {
      en: 'The shop must first confirm its own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'ଦୋକାନୀ ଆଜି ପ୍ରଥମେ ନିଜ ଆଙ୍ଗୁଠି ଚିହ୍ନ ବ୍ୟାଙ୍କ ସହିତ ଯାଞ୍ଚ କରାଇବା ଦରକାର। ଏହା ପରେ ଆପଣଙ୍କ ଆଙ୍ଗୁଠି ଚିହ୍ନ ପୁଣି ନିଆଯିବ।',
      back: 'The shopkeeper must first, today, have their own fingerprint checked with the bank. After this your fingerprint will be taken again.',
    },
    'receipt.fingerprint-not-kept': {
      en: 'Your fingerprint was not saved.',
      text: 'ଆପଣଙ୍କ ଆଙ୍ଗୁଠି ଚିହ୍ନ ସାଇତି ରଖାଯାଇନାହିଁ।',
      back: 'Your fingerprint has not been stored (saved).',
    },
    'receipt.helpline': {
      en: 'For questions about Aadhaar, call UIDAI on 1947.',
      text: 'ଆଧାର ବିଷୟରେ ପ୍ରଶ୍ନ ଥିଲେ, 1947 ନମ୍ବରରେ UIDAI (ଆଧାର କର୍ତ୍ତୃପକ୍ଷ)କୁ ଫୋନ୍ କରନ୍ତୁ।',
      back: 'If you have questions about Aadhaar, phone UIDAI (the Aadhaar authority) on number 1947.',
    },
    'receipt.masked-record': {
      en: 'The shop keeps a record with only the last four digits of your Aadhaar number, for {days} days.',
      text: 'ଦୋକାନ ଆପଣଙ୍କ ଆଧାର ନମ୍ବରର କେବଳ ଶେଷ ଚାରୋଟି ଅଙ୍କ ଥିବା ଏକ ରେକର୍ଡ {days} ଦିନ ପର୍ଯ୍ୟନ୍ତ ସାଇତି ରଖିବ।',
      back: 'The shop will store, for {days} days, a record that has only the last four digits of your Aadhaar number.',
    },
  },
}
