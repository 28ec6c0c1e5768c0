// Customer texts in Bengali (Indian usage: ব্যাঙ্ক, not the Bangladesh ব্যাংক): the consent
// notice, result lines, statement headings, advice and receipt lines.
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
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'এবার আপনার ব্যাঙ্ককে জিজ্ঞাসা করা যায়নি। আপনি আবার চেষ্টা করতে পারেন।',
      back: 'This time your bank could not be asked. You can try again.',
    },
    'advice.one-finger': {
      en: 'UIDAI, the Aadhaar authority, did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the reader.',
      text: 'আধার কর্তৃপক্ষ UIDAI এই আঙুলের ছাপ গ্রহণ করেনি, কারণ একাধিক আঙুল ব্যবহার করা হয়েছিল। দোকান আবার জিজ্ঞাসা করলে মেশিনে শুধু একটি আঙুল রাখুন।',
      back: 'The Aadhaar authority UIDAI did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the machine.',
    },
    'advice.fingerprint-update': {
      en: 'UIDAI, the Aadhaar authority, needs your fingerprints taken again before it can check them. Trying again here will not help. Please go to an Aadhaar centre to update your fingerprints. You can also use your passbook at your branch, or an ATM.',
      text: 'আধার কর্তৃপক্ষ UIDAI আপনার আঙুলের ছাপ যাচাই করতে পারবে, তবে তার আগে আপনার আঙুলের ছাপ আবার নিতে হবে। এখানে আবার চেষ্টা করে লাভ হবে না। দয়া করে আঙুলের ছাপ আপডেট করাতে আধার কেন্দ্রে যান। এ ছাড়া আপনি আপনার ব্যাঙ্কের শাখায় পাসবই বা এটিএম ব্যবহার করতে পারেন।',
      back: 'The Aadhaar authority UIDAI can check your fingerprint, but before that your fingerprints must be taken again. Trying again here will be of no use. Please go to an Aadhaar centre to have your fingerprints updated. Besides this, you can use the passbook at your bank’s branch, or an ATM.',
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
    'advice.bank-declined': {
      en: 'Your bank said no to this enquiry. The shop can tell you the reason your bank gave. You can also use your passbook at your branch, or an ATM.',
      text: 'আপনার ব্যাঙ্ক এই অনুরোধ ফিরিয়ে দিয়েছে। ব্যাঙ্ক যে কারণ জানিয়েছে, দোকান তা আপনাকে বলতে পারে। এ ছাড়া আপনি আপনার ব্যাঙ্কের শাখায় পাসবই বা এটিএম ব্যবহার করতে পারেন।',
      back: "Your bank has turned down this request. The reason the bank gave, the shop can tell you. Besides, you can use the passbook at your bank's branch, or an ATM.",
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed. This enquiry is not a withdrawal. You can ask again with your fingerprint.',
      text: 'আপনার ব্যাঙ্কের উত্তর নিশ্চিত হয়নি। এই খোঁজ নেওয়া টাকা তোলা নয়। আপনি আঙুলের ছাপ দিয়ে আবার জিজ্ঞাসা করতে পারেন।',
      back: "Your bank's answer has not been confirmed. This enquiry (taking of news) is not a withdrawal of money. You can ask again by giving your fingerprint.",
    },
    'advice.merchant-auth': {
      en: 'The shopkeeper must first confirm their own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'দোকানদারকে আজ প্রথমে ব্যাঙ্কের কাছে নিজের আঙুলের ছাপ যাচাই করাতে হবে। তারপর আপনার আঙুলের ছাপ আবার নেওয়া হবে।',
      back: 'Today the shopkeeper must first have their own fingerprint verified with the bank. Then your fingerprint will be taken again.',
    },
    'advice.shop-problem': {
      en: 'The shop could not ask your bank because of a problem at the shop. It is not your fault. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'দোকানের দিকের একটি সমস্যার জন্য দোকান আপনার ব্যাঙ্ককে জিজ্ঞাসা করতে পারেনি। এতে আপনার কোনো দোষ নেই। এই খোঁজ নেওয়া টাকা তোলা নয়। আপনি আপনার ব্যাঙ্কের শাখায় পাসবই বা এটিএম ব্যবহার করতে পারেন।',
      back: "Because of a problem on the shop's side, the shop could not ask your bank. There is no fault of yours in this. This enquiry (taking of news) is not a withdrawal of money. You can use the passbook at your bank's branch, or an ATM.",
    },
    'advice.details-missing': {
      en: 'Your bank said a detail was missing. This enquiry is not a withdrawal. The shop will check your details with you before asking again.',
      text: 'আপনার ব্যাঙ্ক জানিয়েছে যে একটি তথ্য বাদ পড়েছিল। এই খোঁজ নেওয়া টাকা তোলা নয়। আবার জিজ্ঞাসা করার আগে দোকান আপনার সঙ্গে আপনার তথ্য মিলিয়ে দেখবে।',
      back: 'Your bank has said that one detail had been left out. This enquiry (taking of news) is not a withdrawal of money. Before asking again, the shop will check your details together with you.',
    },
    'advice.reversed': {
      en: 'Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'আপনার ব্যাঙ্ক এই খোঁজ বাতিল করেছে এবং কোনো উত্তর দেয়নি। এই খোঁজ নেওয়া টাকা তোলা নয়। আপনি আপনার ব্যাঙ্কের শাখায় পাসবই বা এটিএম ব্যবহার করতে পারেন।',
      back: "Your bank has cancelled this enquiry and gave no answer. This enquiry (taking of news) is not a withdrawal of money. You can use the passbook at your bank's branch, or an ATM.",
    },
    'advice.settled-success': {
      en: 'The shop checked with your bank later: your bank did answer this enquiry. This enquiry is not a withdrawal. To hear the answer, you can ask again with your fingerprint.',
      text: 'দোকান পরে আপনার ব্যাঙ্কের কাছে খোঁজ নিয়েছে: আপনার ব্যাঙ্ক এই খোঁজের উত্তর দিয়েছিল। এই খোঁজ নেওয়া টাকা তোলা নয়। উত্তরটি শুনতে আপনি আঙুলের ছাপ দিয়ে আবার জিজ্ঞাসা করতে পারেন।',
      back: 'The shop enquired with your bank later: your bank had answered this enquiry. This enquiry (taking of news) is not a withdrawal of money. To hear the answer, you can ask again by giving your fingerprint.',
    },
    'advice.daily-limit': {
      en: 'Your bank said no to this enquiry. Your bank allows only a few enquiries a day, and today’s are used up. You can ask again tomorrow, or use your passbook at your branch, or an ATM.',
      text: 'আপনার ব্যাঙ্ক এই খোঁজ ফিরিয়ে দিয়েছে। আপনার ব্যাঙ্ক দিনে মাত্র কয়েকবার খোঁজ নিতে দেয়, আর আজকের খোঁজ নেওয়া শেষ হয়ে গেছে। আপনি কাল আবার জিজ্ঞাসা করতে পারেন, অথবা আপনার ব্যাঙ্কের শাখায় পাসবই বা এটিএম ব্যবহার করতে পারেন।',
      back: "Your bank has turned down this enquiry. Your bank lets (you) enquire only a few times a day, and today’s enquiries are used up. You can ask again tomorrow, or use the passbook at your bank's branch, or an ATM.",
    },
    'advice.account-blocked': {
      en: 'Your bank said no to this enquiry, because your account is blocked. Trying again will not help. Please go to your bank branch.',
      text: 'আপনার অ্যাকাউন্ট ব্লক থাকায় আপনার ব্যাঙ্ক এই অনুরোধ ফিরিয়ে দিয়েছে। আবার চেষ্টা করে লাভ হবে না। দয়া করে আপনার ব্যাঙ্কের শাখায় যান।',
      back: "Because your account is blocked, your bank has turned down this request. Trying again will be of no use. Please go to your bank's branch.",
    },
    'advice.aadhaar-not-linked': {
      en: 'Your bank said no to this enquiry. Your Aadhaar number is not linked to your account at this bank. Please go to your bank branch to link it.',
      text: 'আপনার ব্যাঙ্ক এই অনুরোধ ফিরিয়ে দিয়েছে। এই ব্যাঙ্কে আপনার অ্যাকাউন্টের সঙ্গে আপনার আধার নম্বর যুক্ত নেই। যুক্ত করতে দয়া করে আপনার ব্যাঙ্কের শাখায় যান।',
      back: "Your bank has turned down this request. Your Aadhaar number is not linked with your account at this bank. To link it, please go to your bank's branch.",
    },
    'advice.biometric-locked': {
      en: 'Your fingerprint is locked in the Aadhaar app. Every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'আপনার আঙুলের ছাপ আধার অ্যাপে লক করা আছে। আনলক না করা পর্যন্ত প্রতিটি চেষ্টাই ব্যর্থ হবে। এ ছাড়া আপনি আপনার ব্যাঙ্কের শাখায় পাসবই বা এটিএম ব্যবহার করতে পারেন।',
      back: "Your fingerprint is locked in the Aadhaar app. Until it is unlocked, every try will fail. Besides, you can use the passbook at your bank's branch, or an ATM.",
    },
    'advice.aadhaar-invalid': {
      en: 'UIDAI, the Aadhaar authority, did not accept this Aadhaar number. Please check the number with the shop. If the number is wrong, the shop can ask again with the right number. If it is right, call UIDAI on 1947.',
      text: 'আধার কর্তৃপক্ষ UIDAI এই আধার নম্বরটি গ্রহণ করেনি। দয়া করে দোকানের সঙ্গে নম্বরটি মিলিয়ে দেখুন। নম্বর ভুল হয়ে থাকলে দোকান সঠিক নম্বর দিয়ে আবার জিজ্ঞাসা করতে পারে। নম্বর ঠিক থাকলে UIDAI-কে 1947 নম্বরে ফোন করুন।',
      back: 'The Aadhaar authority UIDAI did not accept this Aadhaar number. Please check the number with the shop. If the number was wrong, the shop can ask again with the correct number. If the number is right, phone UIDAI on the number 1947.',
    },
    'advice.bank-unavailable': {
      en: 'Your bank’s service is not working now. This enquiry is not a withdrawal. You can ask again later, or use your passbook at your branch, or an ATM.',
      text: 'আপনার ব্যাঙ্কের পরিষেবা এখন কাজ করছে না। এই খোঁজ নেওয়া টাকা তোলা নয়। আপনি পরে আবার জিজ্ঞাসা করতে পারেন, অথবা আপনার ব্যাঙ্কের শাখায় পাসবই বা এটিএম ব্যবহার করতে পারেন।',
      back: "Your bank's service is not working now. This enquiry (taking of news) is not a withdrawal of money. You can ask again later, or use the passbook at your bank's branch, or an ATM.",
    },
    'advice.bank-unreachable': {
      en: 'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again in a moment, with your fingerprint. You can also use your passbook at your branch, or an ATM.',
      text: 'দোকান আপনার ব্যাঙ্কের পরিষেবা পর্যন্ত পৌঁছতে পারেনি, তাই আপনার ব্যাঙ্কে কিছুই পাঠানো হয়নি। দোকান একটু পরে আপনার আঙুলের ছাপ দিয়ে আবার জিজ্ঞাসা করতে পারে। আপনি আপনার ব্যাঙ্কের শাখায় পাসবই বা এটিএম-ও ব্যবহার করতে পারেন।',
      back: 'The shop could not reach your bank’s service, so nothing at all was sent to your bank. The shop can ask again a little later with your fingerprint. You can also use the passbook at your bank’s branch, or an ATM.',
    },
    'kept.record.one': {
      en: 'The shop keeps a record of this enquiry for {days} day.',
      text: 'দোকান এই খোঁজের একটি রেকর্ড {days} দিন রেখে দেয়।',
      back: 'The shop keeps a record of this enquiry for {days} day.',
    },
    'kept.record.other': {
      en: 'The shop keeps a record of this enquiry for {days} days.',
      text: 'দোকান এই খোঁজের একটি রেকর্ড {days} দিন রেখে দেয়।',
      back: 'The shop keeps a record of this enquiry for {days} days.',
    },
    'kept.record-contents': {
      en: 'The record has your bank, the result, and only the last four digits of your Aadhaar number and mobile number.',
      text: 'রেকর্ডে থাকে আপনার ব্যাঙ্ক আর ফলাফল। আপনার আধার নম্বর ও মোবাইল নম্বরের শুধু শেষ চারটি অঙ্কই তাতে থাকে।',
      back: 'In the record there are your bank and the result. Of your Aadhaar number and mobile number, only the last four digits are in it.',
    },
    'kept.balance.one': {
      en: 'The shop keeps your balance for {hours} hour, to print it again, and then deletes it.',
      text: 'দোকান আপনার ব্যালেন্স {hours} ঘণ্টা রেখে দেয়, আবার ছাপার জন্য, তারপর সেটি মুছে ফেলে।',
      back: 'The shop keeps your balance for {hours} hour, for printing again, then deletes it.',
    },
    'kept.balance.other': {
      en: 'The shop keeps your balance for {hours} hours, to print it again, and then deletes it.',
      text: 'দোকান আপনার ব্যালেন্স {hours} ঘণ্টা রেখে দেয়, আবার ছাপার জন্য, তারপর সেটি মুছে ফেলে।',
      back: 'The shop keeps your balance for {hours} hours, for printing again, then deletes it.',
    },
    'kept.balance-whole': {
      en: 'The shop keeps your balance with the record, to print it again.',
      text: 'দোকান আপনার ব্যালেন্স রেকর্ডের সঙ্গে রেখে দেয়, আবার ছাপার জন্য।',
      back: 'The shop keeps your balance with the record, for printing again.',
    },
    'kept.transactions.one': {
      en: 'The shop keeps your transactions for {hours} hour, to print them again, and then deletes them.',
      text: 'দোকান আপনার লেনদেন {hours} ঘণ্টা রেখে দেয়, আবার ছাপার জন্য, তারপর সেগুলি মুছে ফেলে।',
      back: 'The shop keeps your transactions for {hours} hour, for printing again, then deletes them.',
    },
    'kept.transactions.other': {
      en: 'The shop keeps your transactions for {hours} hours, to print them again, and then deletes them.',
      text: 'দোকান আপনার লেনদেন {hours} ঘণ্টা রেখে দেয়, আবার ছাপার জন্য, তারপর সেগুলি মুছে ফেলে।',
      back: 'The shop keeps your transactions for {hours} hours, for printing again, then deletes them.',
    },
    'kept.transactions-whole': {
      en: 'The shop keeps your transactions with the record, to print them again.',
      text: 'দোকান আপনার লেনদেন রেকর্ডের সঙ্গে রেখে দেয়, আবার ছাপার জন্য।',
      back: 'The shop keeps your transactions with the record, for printing again.',
    },
    'consent.rights': {
      en: 'You may ask the shop to delete this record, or complain to your bank, and from 13/05/2027 also to the Data Protection Board.',
      text: 'আপনি দোকানকে এই রেকর্ড মুছে ফেলতে বলতে পারেন, অথবা আপনার ব্যাঙ্কের কাছে অভিযোগ করতে পারেন, আর 13/05/2027 থেকে ডেটা প্রোটেকশন বোর্ডের কাছেও।',
      back: 'You can tell the shop to delete this record, or complain to your bank, and from 13/05/2027 to the Data Protection Board too.',
    },
    'consent.statement-fee': {
      en: 'After a few mini statements in a month, your bank may charge a fee.',
      text: 'মাসে কয়েকটি মিনি স্টেটমেন্টের পরে আপনার ব্যাঙ্ক চার্জ নিতে পারে।',
      back: 'After a few mini statements in a month, your bank may take a charge.',
    },
  },
}
