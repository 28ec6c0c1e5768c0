// Customer texts in Bengali (Indian usage: ব্যাঙ্ক, not the Bangladesh ব্যাংক): the consent
// notice, result lines, statement headings, advice and receipt lines (issue 12).
//
// Terms a native reviewer should look at first:
// - সাম্প্রতিক (recent) is a written word; শেষ কয়েকটি (last few) may be plainer when read aloud.
// - রসিদ প্রিন্ট করে দিতে পারে uses the loanword "print"; ছাপিয়ে দিতে পারে is the native form.
// - receipt.fingerprint-not-kept: রেখে দেওয়া হয়নি (was not kept) rather than a loanword "সেভ".
// - advice.finger-not-matched: "আনলক না করা পর্যন্ত" means "until you unlock" (না here is not a
//   negative of meaning); a reviewer should confirm it is heard that way.

import type { CustomerCatalogue } from './types.ts'

export const bn: CustomerCatalogue = {
  lang: 'bn',
  name: 'বাংলা',
  englishName: 'Bengali',
  dir: 'ltr',
  bcp47: 'bn-IN',
  source:
    'The Bengali column of shared/design/glossary.md, checked against West Bengal news (bengali.abplive.com, bengali.news18.com, zeenews.india.com/bengali, tv9bangla.com: ব্যাঙ্ক, ব্যালেন্স, লেনদেন, আঙুলের ছাপ, যাচাই, টাকা তোলা); the English source is shared/design/consent-notice.md version 2 and customer/en.ts.',
  checked:
    'Written from the English whole text (customer/en.ts, consent-notice.md v2), each sentence back-translated into English (see `back`), every negative sentence checked in the back-translation; glossary terms used throughout, one word per idea. Terms: আঙুলের ছাপ (fingerprint), লেনদেন, ব্যালেন্স, দোকান (shop), ব্যাঙ্কের শাখা, পাসবই, এটিএম, রসিদ, সিল করা (sealed), রেখে দেওয়া (keep). Glossary confidence for this language: medium-high. The back-translations were made by the writer of the texts, not by an independent second translator. NOT yet checked by a native speaker in the field: a native speaker must review every text before release.',
  texts: {
    'consent.balance-enquiry': {
      en: 'This shop will ask your bank for your balance. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your balance and can print it. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'এই দোকান আপনার ব্যাঙ্কের কাছে আপনার ব্যালেন্স জানতে চাইবে। দোকান আপনার আধার নম্বর আর মোবাইল নম্বর আপনার ব্যাঙ্কে পাঠাবে। আপনার আঙুলের ছাপ সিল করা অবস্থায় যায়। শুধু আধার কর্তৃপক্ষ, UIDAI, সেটি খুলতে পারে। UIDAI আপনার ব্যাঙ্ককে শুধু "হ্যাঁ" বা "না" জানায়। দোকান আপনার ব্যালেন্স দেখাবে আর তার রসিদ প্রিন্ট করে দিতে পারে। দোকান আপনার আঙুলের ছাপ বা পুরো আধার নম্বর নিজের কাছে রেখে দেয় না। আপনি "না" বলতে পারেন। "না" বললে, বা আঙুলের ছাপে কাজ না হলে, আপনার ব্যাঙ্কের শাখায় পাসবই বা এটিএম ব্যবহার করুন। আপনি কি রাজি?',
      back: '(1) This shop will ask your bank for your balance. (2) The shop will send your Aadhaar number and mobile number to your bank. (3) Your fingerprint goes sealed. (4) Only the Aadhaar authority, UIDAI, can open it. (5) UIDAI tells your bank only "yes" or "no". (6) The shop will show your balance and can print a receipt of it. (7) The shop does not keep your fingerprint or full Aadhaar number with itself. (8) You may say "no". (9) If you say "no", or if the fingerprint does not work, use the passbook at your bank’s branch, or an ATM. (10) Do you agree?',
    },
    'consent.mini-statement': {
      en: 'This shop will ask your bank for your recent transactions. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your transactions and can print them. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'এই দোকান আপনার ব্যাঙ্কের কাছে আপনার সাম্প্রতিক লেনদেন জানতে চাইবে। দোকান আপনার আধার নম্বর আর মোবাইল নম্বর আপনার ব্যাঙ্কে পাঠাবে। আপনার আঙুলের ছাপ সিল করা অবস্থায় যায়। শুধু আধার কর্তৃপক্ষ, UIDAI, সেটি খুলতে পারে। UIDAI আপনার ব্যাঙ্ককে শুধু "হ্যাঁ" বা "না" জানায়। দোকান আপনার লেনদেনগুলি দেখাবে আর সেগুলির রসিদ প্রিন্ট করে দিতে পারে। দোকান আপনার আঙুলের ছাপ বা পুরো আধার নম্বর নিজের কাছে রেখে দেয় না। আপনি "না" বলতে পারেন। "না" বললে, বা আঙুলের ছাপে কাজ না হলে, আপনার ব্যাঙ্কের শাখায় পাসবই বা এটিএম ব্যবহার করুন। আপনি কি রাজি?',
      back: '(1) This shop will ask your bank for your recent transactions. (2) The shop will send your Aadhaar number and mobile number to your bank. (3) Your fingerprint goes sealed. (4) Only the Aadhaar authority, UIDAI, can open it. (5) UIDAI tells your bank only "yes" or "no". (6) The shop will show your transactions and can print a receipt of them. (7) The shop does not keep your fingerprint or full Aadhaar number with itself. (8) You may say "no". (9) If you say "no", or if the fingerprint does not work, use the passbook at your bank’s branch, or an ATM. (10) Do you agree?',
    },
    'result.balance': {
      en: 'Your balance is {amount}.',
      text: 'আপনার ব্যালেন্স {amount}।',
      back: 'Your balance (is) {amount}.',
    },
    'result.balance-unreadable': {
      en: 'Your bank answered, but the balance could not be read.',
      text: 'আপনার ব্যাঙ্ক উত্তর দিয়েছে, কিন্তু ব্যালেন্স পড়া যায়নি।',
      back: 'Your bank has answered, but the balance could not be read.',
    },
    'statement.heading': {
      en: 'Your recent transactions',
      text: 'আপনার সাম্প্রতিক লেনদেন',
      back: 'Your recent transactions',
    },
    'statement.date': {
      en: 'Date',
      text: 'তারিখ',
      back: 'Date',
    },
    'statement.details': {
      en: 'Details',
      text: 'বিবরণ',
      back: 'Details (description)',
    },
    'statement.type': {
      en: 'Money in or out',
      text: 'জমা বা তোলা',
      back: 'Deposited or withdrawn (money in or out)',
    },
    'statement.amount': {
      en: 'Amount',
      text: 'টাকার পরিমাণ',
      back: 'Amount of money',
    },
    'statement.credit': {
      en: 'Money in',
      text: 'জমা',
      back: 'Deposited (money in)',
    },
    'statement.debit': {
      en: 'Money out',
      text: 'তোলা',
      back: 'Withdrawn (money out)',
    },
    'statement.empty': {
      en: 'Your bank sent no recent transactions.',
      text: 'আপনার ব্যাঙ্ক কোনো সাম্প্রতিক লেনদেন পাঠায়নি।',
      back: 'Your bank did not send any recent transaction.',
    },
    'statement.count.one': {
      en: '{count} transaction',
      text: '{count}টি লেনদেন',
      back: '{count} transaction',
    },
    'statement.count.other': {
      en: '{count} transactions',
      text: '{count}টি লেনদেন',
      back: '{count} transactions (the word does not change in the plural)',
    },
    'advice.finger-not-matched': {
      en: 'Your fingerprint did not match. Try another finger. If you locked your fingerprint in the Aadhaar app, every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'আপনার আঙুলের ছাপ মেলেনি। অন্য একটি আঙুল দিয়ে চেষ্টা করুন। আপনি যদি আধার অ্যাপে আপনার আঙুলের ছাপ লক করে থাকেন, তাহলে আনলক না করা পর্যন্ত প্রতিটি চেষ্টাই ব্যর্থ হবে। এ ছাড়া আপনি আপনার ব্যাঙ্কের শাখায় পাসবই বা এটিএম ব্যবহার করতে পারেন।',
      back: 'Your fingerprint did not match. Try with another finger. If you have locked your fingerprint in the Aadhaar app, then every try will fail until you unlock it. Besides this, you can use the passbook at your bank’s branch, or an ATM.',
    },
    'advice.bank-declined': {
      en: 'Your bank did not give the answer. The reason is shown below. You can also use your passbook at your branch, or an ATM.',
      text: 'আপনার ব্যাঙ্ক উত্তর দেয়নি। কারণ নিচে দেখানো হয়েছে। এ ছাড়া আপনি আপনার ব্যাঙ্কের শাখায় পাসবই বা এটিএম ব্যবহার করতে পারেন।',
      back: 'Your bank did not give the answer. The reason is shown below. Besides this, you can use the passbook at your bank’s branch, or an ATM.',
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed yet. Do not try again now. The shop will check it in a few minutes.',
      text: 'আপনার ব্যাঙ্কের উত্তর এখনও নিশ্চিত হয়নি। এখন আবার চেষ্টা করবেন না। দোকান কয়েক মিনিটের মধ্যে এর খোঁজ নেবে।',
      back: 'Your bank’s answer has not been confirmed yet. Do not try again now. The shop will check on it within a few minutes.',
    },
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'এবার আপনার ব্যাঙ্ককে জিজ্ঞাসা করা যায়নি। আপনি আবার চেষ্টা করতে পারেন।',
      back: 'This time your bank could not be asked. You can try again.',
    },
    'advice.merchant-auth': {
      en: 'The shop must first confirm its own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'আজ দোকানকে প্রথমে ব্যাঙ্কের কাছে নিজের আঙুলের ছাপ যাচাই করাতে হবে। তারপর আপনার আঙুলের ছাপ আবার নেওয়া হবে।',
      back: 'Today the shop must first have its own fingerprint verified by the bank. Then your fingerprint will be taken again.',
    },
    'receipt.fingerprint-not-kept': {
      en: 'Your fingerprint was not saved.',
      text: 'আপনার আঙুলের ছাপ রেখে দেওয়া হয়নি।',
      back: 'Your fingerprint was not kept.',
    },
    'receipt.helpline': {
      en: 'For questions about Aadhaar, call UIDAI on 1947.',
      text: 'আধার নিয়ে প্রশ্নের জন্য আধার কর্তৃপক্ষ UIDAI-কে 1947 নম্বরে ফোন করুন।',
      back: 'For questions about Aadhaar, call the Aadhaar authority UIDAI on the number 1947.',
    },
    'receipt.masked-record': {
      en: 'The shop keeps a record with only the last four digits of your Aadhaar number, for {days} days.',
      text: 'দোকান {days} দিন একটি রেকর্ড রেখে দেয়, তাতে আপনার আধার নম্বরের শুধু শেষ চারটি অঙ্ক থাকে।',
      back: 'The shop keeps a record for {days} days; it holds only the last four digits of your Aadhaar number.',
    },
  },
}
