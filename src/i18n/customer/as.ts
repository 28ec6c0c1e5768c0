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
  texts: {
    'consent.balance-enquiry': {
      en: 'This shop will ask your bank for your balance. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your balance and can print it. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'এই দোকানে আপোনাৰ বেংকৰ পৰা আপোনাৰ বেলেঞ্চ সুধিব। দোকানে আপোনাৰ আধাৰ নম্বৰ আৰু মোবাইল নম্বৰ আপোনাৰ বেংকলৈ পঠিয়াব। আপোনাৰ আঙুলিৰ ছাপ চীল কৰি পঠিওৱা হয়। কেৱল আধাৰ কৰ্তৃপক্ষ, UIDAI-এ ইয়াক খুলিব পাৰে। UIDAI-এ আপোনাৰ বেংকক কেৱল “হয়” বা “নহয়” বুলি জনায়। দোকানে আপোনাৰ বেলেঞ্চ দেখুৱাব আৰু ইয়াক ৰচিদত প্ৰিণ্ট কৰিব পাৰিব। দোকানে আপোনাৰ আঙুলিৰ ছাপ বা সম্পূৰ্ণ আধাৰ নম্বৰ সাঁচি নাৰাখে। আপুনি “নহয়” বুলি ক’ব পাৰে। আপুনি “নহয়” বুলি ক’লে, বা আঙুলিৰ ছাপে কাম নকৰিলে, আপোনাৰ বেংকৰ শাখাত জমা বহী ব্যৱহাৰ কৰক, বা এটিএম ব্যৱহাৰ কৰক। আপুনি সন্মত নে?',
      back: 'This shop will ask your bank for your balance. The shop will send your Aadhaar number and mobile number to your bank. Your fingerprint is sealed and sent. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only “yes” or “no”. The shop will show your balance and will be able to print it on a receipt. The shop does not store your fingerprint or your full Aadhaar number. You may say “no”. If you say “no”, or if the fingerprint does not work, use the passbook at your bank’s branch, or use an ATM. Do you agree?',
    },
    'consent.mini-statement': {
      en: 'This shop will ask your bank for your recent transactions. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your transactions and can print them. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'এই দোকানে আপোনাৰ বেংকৰ পৰা আপোনাৰ শেহতীয়া লেনদেনবোৰ সুধিব। দোকানে আপোনাৰ আধাৰ নম্বৰ আৰু মোবাইল নম্বৰ আপোনাৰ বেংকলৈ পঠিয়াব। আপোনাৰ আঙুলিৰ ছাপ চীল কৰি পঠিওৱা হয়। কেৱল আধাৰ কৰ্তৃপক্ষ, UIDAI-এ ইয়াক খুলিব পাৰে। UIDAI-এ আপোনাৰ বেংকক কেৱল “হয়” বা “নহয়” বুলি জনায়। দোকানে আপোনাৰ লেনদেনবোৰ দেখুৱাব আৰু সেইবোৰ ৰচিদত প্ৰিণ্ট কৰিব পাৰিব। দোকানে আপোনাৰ আঙুলিৰ ছাপ বা সম্পূৰ্ণ আধাৰ নম্বৰ সাঁচি নাৰাখে। আপুনি “নহয়” বুলি ক’ব পাৰে। আপুনি “নহয়” বুলি ক’লে, বা আঙুলিৰ ছাপে কাম নকৰিলে, আপোনাৰ বেংকৰ শাখাত জমা বহী ব্যৱহাৰ কৰক, বা এটিএম ব্যৱহাৰ কৰক। আপুনি সন্মত নে?',
      back: 'This shop will ask your bank for your recent transactions. The shop will send your Aadhaar number and mobile number to your bank. Your fingerprint is sealed and sent. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only “yes” or “no”. The shop will show your transactions and will be able to print them on a receipt. The shop does not store your fingerprint or your full Aadhaar number. You may say “no”. If you say “no”, or if the fingerprint does not work, use the passbook at your bank’s branch, or use an ATM. Do you agree?',
    },
    'result.balance': {
      en: 'Your balance is {amount}.',
      text: 'আপোনাৰ বেলেঞ্চ {amount}।',
      back: 'Your balance: {amount}.',
    },
    'result.balance-unreadable': {
      en: 'Your bank answered, but the balance could not be read.',
      text: 'আপোনাৰ বেংকে উত্তৰ দিলে, কিন্তু বেলেঞ্চ পঢ়িব পৰা নগ’ল।',
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
      text: 'আপোনাৰ আঙুলিৰ ছাপ মিলা নাই। আন এটা আঙুলিৰে চেষ্টা কৰক। আপুনি যদি আধাৰ এপত আপোনাৰ আঙুলিৰ ছাপ লক কৰি থৈছে, তেন্তে আনলক নকৰালৈকে প্ৰতিবাৰ চেষ্টা বিফল হ’ব। আপুনি আপোনাৰ বেংকৰ শাখাত জমা বহী বা এটিএমো ব্যৱহাৰ কৰিব পাৰে।',
      back: 'Your fingerprint did not match. Try with another finger. If you have locked your fingerprint in the Aadhaar app, then every attempt will fail until you unlock it (Assamese: “until not unlocking”, the usual form of “until”). You can also use the passbook at your bank’s branch, or an ATM.',
    },
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'এইবাৰ আপোনাৰ বেংকক সুধিব পৰা নগ’ল। আপুনি পুনৰ চেষ্টা কৰিব পাৰে।',
      back: 'This time your bank could not be asked. You can try again.',
    },
    'advice.one-finger': {
      en: 'UIDAI, the Aadhaar authority, did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the reader.',
      text: 'আধাৰ কৰ্তৃপক্ষ UIDAI-এ এই আঙুলিৰ ছাপ গ্ৰহণ নকৰিলে, কাৰণ এটাতকৈ বেছি আঙুলি ব্যৱহাৰ কৰা হৈছিল। দোকানে পুনৰ সুধিলে, মেচিনত কেৱল এটা আঙুলি ৰাখক।',
      back: 'The Aadhaar authority UIDAI did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the machine.',
    },
    'advice.fingerprint-update': {
      en: 'UIDAI, the Aadhaar authority, needs your fingerprints taken again before it can check them. Trying again here will not help. Please go to an Aadhaar centre to update your fingerprints. You can also use your passbook at your branch, or an ATM.',
      text: 'আধাৰ কৰ্তৃপক্ষ UIDAI-এ আপোনাৰ আঙুলিৰ ছাপ পৰীক্ষা কৰিবলৈ, প্ৰথমে আপোনাৰ আঙুলিৰ ছাপ পুনৰ ল’ব লাগিব। ইয়াত পুনৰ চেষ্টা কৰিলেও লাভ নহ’ব। অনুগ্ৰহ কৰি আঙুলিৰ ছাপ আপডেট কৰিবলৈ আধাৰ কেন্দ্ৰলৈ যাওক। আপুনি আপোনাৰ বেংকৰ শাখাত জমা বহী বা এটিএমো ব্যৱহাৰ কৰিব পাৰে।',
      back: 'For the Aadhaar authority UIDAI to check your fingerprint, first your fingerprint must be taken again. Even if you try again here, there will be no benefit. Please go to an Aadhaar centre to update the fingerprint. You can also use the passbook or an ATM at your bank’s branch.',
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
    'advice.bank-declined': {
      en: 'Your bank said no to this enquiry. The shop can tell you the reason your bank gave. You can also use your passbook at your branch, or an ATM.',
      text: 'আপোনাৰ বেংকে এই অনুৰোধ নাকচ কৰিলে। বেংকে জনোৱা কাৰণটো দোকানে আপোনাক ক’ব পাৰে। আপুনি আপোনাৰ বেংকৰ শাখাত জমা বহী বা এটিএমো ব্যৱহাৰ কৰিব পাৰে।',
      back: "Your bank turned down this request. The reason the bank gave, the shop can tell you. You can also use the passbook (deposit ledger) or an ATM at your bank's branch.",
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed. This enquiry is not a withdrawal. You can ask again with your fingerprint.',
      text: 'আপোনাৰ বেংকৰ উত্তৰ নিশ্চিত হোৱা নাই। এই কামটো টকা উলিওৱা নহয়। আপুনি আঙুলিৰ ছাপ দি পুনৰ সুধিব পাৰে।',
      back: "Your bank's answer has not been confirmed. This work (the enquiry) is not a withdrawal (taking out) of money. You can ask again by giving your fingerprint.",
    },
    'advice.merchant-auth': {
      en: 'The shopkeeper must first confirm their own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'দোকানীয়ে আজি প্ৰথমে নিজৰ আঙুলিৰ ছাপ বেংকৰ সৈতে পৰীক্ষা কৰাব লাগিব। তাৰ পিছত আপোনাৰ আঙুলিৰ ছাপ আকৌ লোৱা হ’ব।',
      back: 'The shopkeeper must today first get their own fingerprint checked with the bank. After that your fingerprint will be taken again.',
    },
    'advice.shop-problem': {
      en: 'The shop could not ask your bank because of a problem at the shop. It is not your fault. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'দোকানৰ ফালৰ এটা সমস্যাৰ বাবে দোকানে আপোনাৰ বেংকক সুধিব নোৱাৰিলে। ইয়াত আপোনাৰ কোনো দোষ নাই। এই কামটো টকা উলিওৱা নহয়। আপুনি আপোনাৰ বেংকৰ শাখাত জমা বহী বা এটিএম ব্যৱহাৰ কৰিব পাৰে।',
      back: "Because of a problem on the shop's side, the shop could not ask your bank. There is no fault of yours in this. This work (the enquiry) is not a withdrawal (taking out) of money. You can use the passbook or an ATM at your bank's branch.",
    },
    'advice.details-missing': {
      en: 'Your bank said a detail was missing. This enquiry is not a withdrawal. The shop will check your details with you before asking again.',
      text: 'আপোনাৰ বেংকে জনাইছে যে এটা তথ্য বাদ পৰিছিল। এই কামটো টকা উলিওৱা নহয়। পুনৰ সোধাৰ আগতে দোকানে আপোনাৰ সৈতে আপোনাৰ তথ্য পৰীক্ষা কৰিব।',
      back: 'Your bank has informed that one detail had been left out. This work (the enquiry) is not a withdrawal (taking out) of money. Before asking again, the shop will check your details with you.',
    },
    'advice.reversed': {
      en: 'Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'আপোনাৰ বেংকে এই অনুৰোধ বাতিল কৰিলে আৰু কোনো উত্তৰ নিদিলে। এই কামটো টকা উলিওৱা নহয়। আপুনি আপোনাৰ বেংকৰ শাখাত জমা বহী বা এটিএম ব্যৱহাৰ কৰিব পাৰে।',
      back: "Your bank cancelled this request and gave no answer. This work (the enquiry) is not a withdrawal (taking out) of money. You can use the passbook or an ATM at your bank's branch.",
    },
    'advice.settled-success': {
      en: 'The shop checked with your bank later: your bank did answer this enquiry. This enquiry is not a withdrawal. To hear the answer, you can ask again with your fingerprint.',
      text: 'দোকানে পিছত আপোনাৰ বেংকৰ পৰা খবৰ ল’লে: আপোনাৰ বেংকে এই অনুৰোধৰ উত্তৰ দিছিল। এই কামটো টকা উলিওৱা নহয়। উত্তৰটো শুনিবলৈ আপুনি আঙুলিৰ ছাপ দি পুনৰ সুধিব পাৰে।',
      back: 'The shop later enquired from your bank: your bank had given the answer to this request. This work (the enquiry) is not a withdrawal (taking out) of money. To hear the answer, you can ask again by giving your fingerprint.',
    },
    'advice.daily-limit': {
      en: 'Your bank said no to this enquiry. Your bank allows only a few enquiries a day, and today’s are used up. You can ask again tomorrow, or use your passbook at your branch, or an ATM.',
      text: 'আপোনাৰ বেংকে এই কাম নাকচ কৰিলে। আপোনাৰ বেংকে দিনটোত মাত্ৰ কেইবাৰমান খবৰ ল’বলৈ দিয়ে, আৰু আজিৰ বাবে সেয়া শেষ হৈছে। আপুনি কাইলৈ পুনৰ সুধিব পাৰে, বা আপোনাৰ বেংকৰ শাখাত জমা বহী বা এটিএম ব্যৱহাৰ কৰিব পাৰে।',
      back: "Your bank turned down this work (the enquiry). Your bank lets (you) enquire only a few times in a day, and for today that has ended. You can ask again tomorrow, or use the passbook or an ATM at your bank's branch.",
    },
    'advice.account-blocked': {
      en: 'Your bank said no to this enquiry, because your account is blocked. Trying again will not help. Please go to your bank branch.',
      text: 'আপোনাৰ একাউণ্ট ব্লক হৈ থকাৰ বাবে আপোনাৰ বেংকে এই অনুৰোধ নাকচ কৰিলে। পুনৰ চেষ্টা কৰিলেও লাভ নহ’ব। অনুগ্ৰহ কৰি আপোনাৰ বেংকৰ শাখালৈ যাওক।',
      back: "Because your account is blocked, your bank turned down this request. Even trying again will be of no use. Please go to your bank's branch.",
    },
    'advice.aadhaar-not-linked': {
      en: 'Your bank said no to this enquiry. Your Aadhaar number is not linked to your account at this bank. Please go to your bank branch to link it.',
      text: 'আপোনাৰ বেংকে এই অনুৰোধ নাকচ কৰিলে। এই বেংকত থকা আপোনাৰ একাউণ্টৰ সৈতে আপোনাৰ আধাৰ নম্বৰ সংযোগ কৰা নাই। সংযোগ কৰিবলৈ অনুগ্ৰহ কৰি আপোনাৰ বেংকৰ শাখালৈ যাওক।',
      back: "Your bank turned down this request. Your Aadhaar number is not linked with your account in this bank. To link it, please go to your bank's branch.",
    },
    'advice.biometric-locked': {
      en: 'Your fingerprint is locked in the Aadhaar app. Every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'আপোনাৰ আঙুলিৰ ছাপ আধাৰ এপত লক কৰা আছে। আনলক নকৰালৈকে প্ৰতিবাৰ চেষ্টা বিফল হ’ব। আপুনি আপোনাৰ বেংকৰ শাখাত জমা বহী বা এটিএমো ব্যৱহাৰ কৰিব পাৰে।',
      back: "Your fingerprint is locked in the Aadhaar app. Until it is unlocked, every try will fail. You can also use the passbook or an ATM at your bank's branch.",
    },
    'advice.aadhaar-invalid': {
      en: 'UIDAI, the Aadhaar authority, did not accept this Aadhaar number. Please check the number with the shop. If the number is wrong, the shop can ask again with the right number. If it is right, call UIDAI on 1947.',
      text: 'আধাৰ কৰ্তৃপক্ষ UIDAI-এ এই আধাৰ নম্বৰ গ্ৰহণ নকৰিলে। অনুগ্ৰহ কৰি দোকানৰ সৈতে নম্বৰটো মিলাই চাওক। নম্বৰ ভুল হৈছিল যদি, দোকানে শুদ্ধ নম্বৰেৰে পুনৰ সুধিব পাৰে। নম্বৰ শুদ্ধ হ’লে, 1947 নম্বৰত UIDAI-লৈ ফোন কৰক।',
      back: 'The Aadhaar authority UIDAI did not accept this Aadhaar number. Please check the number with the shop. If the number was wrong, the shop can ask again with the correct number. If the number is right, phone UIDAI on number 1947.',
    },
    'advice.bank-unavailable': {
      en: 'Your bank’s service is not working now. This enquiry is not a withdrawal. You can ask again later, or use your passbook at your branch, or an ATM.',
      text: 'আপোনাৰ বেংকৰ সেৱা এতিয়া চলা নাই। এই কামটো টকা উলিওৱা নহয়। আপুনি পিছত পুনৰ সুধিব পাৰে, বা আপোনাৰ বেংকৰ শাখাত জমা বহী বা এটিএম ব্যৱহাৰ কৰিব পাৰে।',
      back: "Your bank's service is not running now. This work (the enquiry) is not a withdrawal (taking out) of money. You can ask again later, or use the passbook or an ATM at your bank's branch.",
    },
    'advice.bank-unreachable': {
      en: 'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again in a moment, with your fingerprint. You can also use your passbook at your branch, or an ATM.',
      text: 'দোকানে আপোনাৰ বেংকৰ সেৱালৈ যোগাযোগ কৰিব নোৱাৰিলে, সেয়েহে আপোনাৰ বেংকলৈ একো পঠোৱা হোৱা নাই। দোকানে অলপ পিছত আপোনাৰ আঙুলিৰ ছাপ লৈ পুনৰ সুধিব পাৰে। আপুনি আপোনাৰ বেংকৰ শাখাত জমা বহী বা এটিএমো ব্যৱহাৰ কৰিব পাৰে।',
      back: 'The shop could not reach your bank’s service, so nothing has been sent to your bank. The shop can ask again a little later, taking your fingerprint. You can also use the passbook or an ATM at your bank’s branch.',
    },
    'kept.record.one': {
      en: 'The shop keeps a record of this enquiry for {days} day.',
      text: 'দোকানে এই অনুৰোধৰ এটা ৰেকৰ্ড {days} দিনলৈ ৰাখে।',
      back: 'The shop keeps a record of this request for {days} day.',
    },
    'kept.record.other': {
      en: 'The shop keeps a record of this enquiry for {days} days.',
      text: 'দোকানে এই অনুৰোধৰ এটা ৰেকৰ্ড {days} দিনলৈ ৰাখে।',
      back: 'The shop keeps a record of this request for {days} days.',
    },
    'kept.record-contents': {
      en: 'The record has your bank, the result, and only the last four digits of your Aadhaar number and mobile number.',
      text: 'সেই ৰেকৰ্ডত আপোনাৰ বেংক আৰু ফলাফল থাকে। আপোনাৰ আধাৰ নম্বৰ আৰু মোবাইল নম্বৰৰ কেৱল শেষৰ চাৰিটা অংকহে তাত থাকে।',
      back: 'In that record are your bank and the result. Of your Aadhaar number and mobile number, only the last four digits are in it.',
    },
    'kept.balance.one': {
      en: 'The shop keeps your balance for {hours} hour, to print it again, and then deletes it.',
      text: 'পুনৰ ছপা কৰিবলৈ দোকানে আপোনাৰ বেলেঞ্চ {hours} ঘণ্টালৈ ৰাখে, তাৰ পিছত সেয়া মচি পেলায়।',
      back: 'To print again, the shop keeps your balance for {hours} hour, after that it erases it.',
    },
    'kept.balance.other': {
      en: 'The shop keeps your balance for {hours} hours, to print it again, and then deletes it.',
      text: 'পুনৰ ছপা কৰিবলৈ দোকানে আপোনাৰ বেলেঞ্চ {hours} ঘণ্টালৈ ৰাখে, তাৰ পিছত সেয়া মচি পেলায়।',
      back: 'To print again, the shop keeps your balance for {hours} hours, after that it erases it.',
    },
    'kept.balance-whole': {
      en: 'The shop keeps your balance with the record, to print it again.',
      text: 'পুনৰ ছপা কৰিবলৈ দোকানে আপোনাৰ বেলেঞ্চ ৰেকৰ্ডৰ সৈতে ৰাখে।',
      back: 'To print again, the shop keeps your balance with the record.',
    },
    'kept.transactions.one': {
      en: 'The shop keeps your transactions for {hours} hour, to print them again, and then deletes them.',
      text: 'পুনৰ ছপা কৰিবলৈ দোকানে আপোনাৰ লেনদেন {hours} ঘণ্টালৈ ৰাখে, তাৰ পিছত সেইবোৰ মচি পেলায়।',
      back: 'To print again, the shop keeps your transactions for {hours} hour, after that it erases them.',
    },
    'kept.transactions.other': {
      en: 'The shop keeps your transactions for {hours} hours, to print them again, and then deletes them.',
      text: 'পুনৰ ছপা কৰিবলৈ দোকানে আপোনাৰ লেনদেন {hours} ঘণ্টালৈ ৰাখে, তাৰ পিছত সেইবোৰ মচি পেলায়।',
      back: 'To print again, the shop keeps your transactions for {hours} hours, after that it erases them.',
    },
    'kept.transactions-whole': {
      en: 'The shop keeps your transactions with the record, to print them again.',
      text: 'পুনৰ ছপা কৰিবলৈ দোকানে আপোনাৰ লেনদেন ৰেকৰ্ডৰ সৈতে ৰাখে।',
      back: 'To print again, the shop keeps your transactions with the record.',
    },
    'consent.rights': {
      en: 'You may ask the shop to delete this record, or complain to your bank, and from 13/05/2027 also to the Data Protection Board.',
      text: 'আপুনি দোকানক এই ৰেকৰ্ড মচি পেলাবলৈ ক’ব পাৰে, বা আপোনাৰ বেংকত অভিযোগ দিব পাৰে, আৰু 13/05/2027ৰ পৰা ডেটা প্ৰটেকশ্বন ব’ৰ্ডতো।',
      back: 'You can tell the shop to erase this record, or complain at your bank, and from 13/05/2027 at the Data Protection Board too.',
    },
    'consent.statement-fee': {
      en: 'After a few mini statements in a month, your bank may charge a fee.',
      text: 'মাহত কেইখনমান মিনি ষ্টেটমেণ্টৰ পিছত আপোনাৰ বেংকে মাচুল ল’ব পাৰে।',
      back: 'After a few mini statements in a month, your bank may take a fee.',
    },
  },
}
