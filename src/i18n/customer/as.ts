// Customer texts in Assamese: the consent notice (version 2, both operations), the result, statement,
// advice and receipt lines that the customer hears or reads, each translated whole from English.
// The identifier is `as_` (the file stays as.ts); the language code in `lang` is 'as'.
// Assamese letters ৰ (ra) and ৱ (wa) throughout; the Bengali র does not occur. Bank is বেংক, not ব্যাঙ্ক.

import type { CustomerCatalogue } from './types.ts'

export const as_: CustomerCatalogue = {
  lang: 'as',
  name: 'অসমীয়া',
  englishName: 'Assamese',
  dir: 'ltr',
  bcp47: 'as-IN',
  source:
    'The English of customer/en.ts and shared/design/consent-notice.md (version 2), translated whole; ' +
    'terms from the Assamese column of shared/design/glossary.md (confidence: low-medium), which was checked against ' +
    'assamese.etvbharat.com and assam.nenow.in (বেংক, গ্ৰাহক, জমা বহী, শাখা) and public Assamese app strings ' +
    '(বেংক একাউণ্ট, মোবাইল নম্বৰ, ৰচিদ); the spelling of the balance loanword বেলেঞ্চ is not confirmed. ' +
    'The glossary’s first form for passbook, জমা বহী, is used. The words for "shop" (দোকান), "recent" ' +
    '(শেহতীয়া) and "store" (সাঁচি ৰখা) are not in the glossary.',
  checked:
    'Written from the English whole text, each sentence back-translated into English (see `back`); every ' +
    'negative sentence checked in the back-translation; glossary terms used throughout (আঙুলিৰ ছাপ, লেনদেন, ' +
    'বেংক, বেলেঞ্চ, জমা বহী, দোকান); checked by script that no Bengali র (U+09B0) occurs. Glossary confidence ' +
    'for Assamese: low-medium, the lowest of the 13 columns. NOT yet checked by a native speaker in the field: ' +
    'a native Assamese speaker must review every text before release.',
  texts: {
    'consent.balance-enquiry': {
      en: 'This shop will ask your bank for your balance. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your balance and can print it. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: "এই দোকানে আপোনাৰ বেংকৰ পৰা আপোনাৰ বেলেঞ্চ সুধিব। দোকানে আপোনাৰ আধাৰ নম্বৰ আৰু মোবাইল নম্বৰ আপোনাৰ বেংকলৈ পঠিয়াব। আপোনাৰ আঙুলিৰ ছাপ চীল কৰি পঠিওৱা হয়। কেৱল আধাৰ কৰ্তৃপক্ষ, UIDAI-এ ইয়াক খুলিব পাৰে। UIDAI-এ আপোনাৰ বেংকক কেৱল “হয়” বা “নহয়” বুলি জনায়। দোকানে আপোনাৰ বেলেঞ্চ দেখুৱাব আৰু ইয়াক ৰচিদত প্ৰিণ্ট কৰিব পাৰিব। দোকানে আপোনাৰ আঙুলিৰ ছাপ বা সম্পূৰ্ণ আধাৰ নম্বৰ সাঁচি নাৰাখে। আপুনি “নহয়” বুলি ক'ব পাৰে। আপুনি “নহয়” বুলি ক'লে, বা আঙুলিৰ ছাপে কাম নকৰিলে, আপোনাৰ বেংকৰ শাখাত জমা বহী ব্যৱহাৰ কৰক, বা এটিএম ব্যৱহাৰ কৰক। আপুনি সন্মত নে?",
      back: 'This shop will ask your bank for your balance. The shop will send your Aadhaar number and mobile number to your bank. Your fingerprint is sealed and sent. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only “yes” or “no”. The shop will show your balance and will be able to print it on a receipt. The shop does not store your fingerprint or your full Aadhaar number. You may say “no”. If you say “no”, or if the fingerprint does not work, use the passbook at your bank’s branch, or use an ATM. Do you agree?',
    },
    'consent.mini-statement': {
      en: 'This shop will ask your bank for your recent transactions. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your transactions and can print them. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: "এই দোকানে আপোনাৰ বেংকৰ পৰা আপোনাৰ শেহতীয়া লেনদেনবোৰ সুধিব। দোকানে আপোনাৰ আধাৰ নম্বৰ আৰু মোবাইল নম্বৰ আপোনাৰ বেংকলৈ পঠিয়াব। আপোনাৰ আঙুলিৰ ছাপ চীল কৰি পঠিওৱা হয়। কেৱল আধাৰ কৰ্তৃপক্ষ, UIDAI-এ ইয়াক খুলিব পাৰে। UIDAI-এ আপোনাৰ বেংকক কেৱল “হয়” বা “নহয়” বুলি জনায়। দোকানে আপোনাৰ লেনদেনবোৰ দেখুৱাব আৰু সেইবোৰ ৰচিদত প্ৰিণ্ট কৰিব পাৰিব। দোকানে আপোনাৰ আঙুলিৰ ছাপ বা সম্পূৰ্ণ আধাৰ নম্বৰ সাঁচি নাৰাখে। আপুনি “নহয়” বুলি ক'ব পাৰে। আপুনি “নহয়” বুলি ক'লে, বা আঙুলিৰ ছাপে কাম নকৰিলে, আপোনাৰ বেংকৰ শাখাত জমা বহী ব্যৱহাৰ কৰক, বা এটিএম ব্যৱহাৰ কৰক। আপুনি সন্মত নে?",
      back: 'This shop will ask your bank for your recent transactions. The shop will send your Aadhaar number and mobile number to your bank. Your fingerprint is sealed and sent. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only “yes” or “no”. The shop will show your transactions and will be able to print them on a receipt. The shop does not store your fingerprint or your full Aadhaar number. You may say “no”. If you say “no”, or if the fingerprint does not work, use the passbook at your bank’s branch, or use an ATM. Do you agree?',
    },
    'result.balance': {
      en: 'Your balance is {amount}.',
      text: 'আপোনাৰ বেলেঞ্চ {amount}।',
      back: 'Your balance: {amount}.',
    },
    'result.balance-unreadable': {
      en: 'Your bank answered, but the balance could not be read.',
      text: "আপোনাৰ বেংকে উত্তৰ দিলে, কিন্তু বেলেঞ্চ পঢ়িব পৰা নগ'ল।",
      back: 'Your bank gave an answer, but the balance could not be read.',
    },
    'statement.heading': {
      en: 'Your recent transactions',
      text: 'আপোনাৰ শেহতীয়া লেনদেন',
      back: 'Your recent transactions',
    },
    'statement.date': { en: 'Date', text: 'তাৰিখ', back: 'Date' },
    'statement.details': { en: 'Details', text: 'বিৱৰণ', back: 'Details (description)' },
    'statement.type': {
      en: 'Money in or out',
      text: 'জমা / উলিওৱা',
      back: 'Deposited (money in) / taken out (money out)',
    },
    'statement.amount': { en: 'Amount', text: 'ধনৰ পৰিমাণ', back: 'Amount of money' },
    'statement.credit': { en: 'Money in', text: 'জমা', back: 'Deposited (money in)' },
    'statement.debit': { en: 'Money out', text: 'উলিওৱা', back: 'Taken out (money out)' },
    'statement.empty': {
      en: 'Your bank sent no recent transactions.',
      text: 'আপোনাৰ বেংকে কোনো শেহতীয়া লেনদেন পঠোৱা নাই।',
      back: 'Your bank has not sent any recent transactions.',
    },
    'statement.count.one': {
      en: '{count} transaction',
      text: '{count}টা লেনদেন',
      back: '{count} transaction (Assamese uses the same phrase for one and for many)',
    },
    'statement.count.other': {
      en: '{count} transactions',
      text: '{count}টা লেনদেন',
      back: '{count} transactions',
    },
    'advice.finger-not-matched': {
      en: 'Your fingerprint did not match. Try another finger. If you locked your fingerprint in the Aadhaar app, every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: "আপোনাৰ আঙুলিৰ ছাপ মিলা নাই। আন এটা আঙুলিৰে চেষ্টা কৰক। আপুনি যদি আধাৰ এপত আপোনাৰ আঙুলিৰ ছাপ লক কৰি থৈছে, তেন্তে আনলক নকৰালৈকে প্ৰতিবাৰ চেষ্টা বিফল হ'ব। আপুনি আপোনাৰ বেংকৰ শাখাত জমা বহী বা এটিএমো ব্যৱহাৰ কৰিব পাৰে।",
      back: 'Your fingerprint did not match. Try with another finger. If you have locked your fingerprint in the Aadhaar app, then every attempt will fail until you unlock it (Assamese: “until not unlocking”, the usual form of “until”). You can also use the passbook at your bank’s branch, or an ATM.',
    },
    'advice.bank-declined': {
      en: 'Your bank did not give the answer. The reason is shown below. You can also use your passbook at your branch, or an ATM.',
      text: 'আপোনাৰ বেংকে উত্তৰ নিদিলে। কাৰণটো তলত দেখুওৱা হৈছে। আপুনি আপোনাৰ বেংকৰ শাখাত জমা বহী বা এটিএমো ব্যৱহাৰ কৰিব পাৰে।',
      back: 'Your bank did not give the answer. The reason is shown below. You can also use the passbook at your bank’s branch, or an ATM.',
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed yet. Do not try again now. The shop will check it in a few minutes.',
      text: 'আপোনাৰ বেংকৰ উত্তৰ এতিয়াও নিশ্চিত হোৱা নাই। এতিয়া পুনৰ চেষ্টা নকৰিব। কেইমিনিটমানৰ পিছত দোকানে ইয়াক পৰীক্ষা কৰিব।',
      back: 'Your bank’s answer has not been confirmed yet. Do not try again now. After a few minutes the shop will check it.',
    },
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: "এইবাৰ আপোনাৰ বেংকক সুধিব পৰা নগ'ল। আপুনি পুনৰ চেষ্টা কৰিব পাৰে।",
      back: 'This time your bank could not be asked. You can try again.',
    },
    'advice.merchant-auth': {
      en: 'The shop must first confirm its own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: "দোকানীয়ে আজি প্ৰথমে নিজৰ আঙুলিৰ ছাপ বেংকৰ সৈতে পৰীক্ষা কৰাব লাগিব। তাৰ পিছত আপোনাৰ আঙুলিৰ ছাপ আকৌ লোৱা হ'ব।",
      back: 'The shopkeeper must first, today, have their own fingerprint checked with the bank. After that your fingerprint will be taken again.',
    },
    'receipt.fingerprint-not-kept': {
      en: 'Your fingerprint was not saved.',
      text: 'আপোনাৰ আঙুলিৰ ছাপ সাঁচি ৰখা হোৱা নাই।',
      back: 'Your fingerprint has not been stored (saved).',
    },
    'receipt.helpline': {
      en: 'For questions about Aadhaar, call UIDAI on 1947.',
      text: 'আধাৰৰ বিষয়ে প্ৰশ্ন থাকিলে, 1947 নম্বৰত UIDAI (আধাৰ কৰ্তৃপক্ষ)-লৈ ফোন কৰক।',
      back: 'If you have questions about Aadhaar, phone UIDAI (the Aadhaar authority) on number 1947.',
    },
    'receipt.masked-record': {
      en: 'The shop keeps a record with only the last four digits of your Aadhaar number, for {days} days.',
      text: 'দোকানে আপোনাৰ আধাৰ নম্বৰৰ কেৱল শেষৰ চাৰিটা অংক থকা এটা ৰেকৰ্ড {days} দিনলৈ সাঁচি ৰাখিব।',
      back: 'The shop will store, for {days} days, a record that has only the last four digits of your Aadhaar number.',
    },
  },
}
