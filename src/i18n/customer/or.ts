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
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'ଏଥର ଆପଣଙ୍କ ବ୍ୟାଙ୍କକୁ ପଚାରିହେଲା ନାହିଁ। ଆପଣ ପୁଣି ଚେଷ୍ଟା କରିପାରିବେ।',
      back: 'This time your bank could not be asked. You can try again.',
    },
    'advice.one-finger': {
      en: 'UIDAI, the Aadhaar authority, did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the reader.',
      text: 'ଆଧାର କର୍ତ୍ତୃପକ୍ଷ UIDAI ଏହି ଆଙ୍ଗୁଠି ଚିହ୍ନକୁ ଗ୍ରହଣ କଲା ନାହିଁ, କାରଣ ଏକରୁ ଅଧିକ ଆଙ୍ଗୁଠି ବ୍ୟବହାର ହୋଇଥିଲା। ଦୋକାନ ପୁଣି ପଚାରିବା ବେଳେ, ମେସିନ୍ ଉପରେ କେବଳ ଗୋଟିଏ ଆଙ୍ଗୁଠି ରଖନ୍ତୁ।',
      back: 'The Aadhaar authority UIDAI did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the machine.',
    },
    'advice.fingerprint-update': {
      en: 'UIDAI, the Aadhaar authority, needs your fingerprints taken again before it can check them. Trying again here will not help. Please go to an Aadhaar centre to update your fingerprints. You can also use your passbook at your branch, or an ATM.',
      text: 'ଆଧାର କର୍ତ୍ତୃପକ୍ଷ UIDAI ଆପଣଙ୍କ ଆଙ୍ଗୁଠି ଚିହ୍ନ ମିଳାଇ ଦେଖିବା ପୂର୍ବରୁ, ଆପଣଙ୍କ ଆଙ୍ଗୁଠି ଚିହ୍ନ ପୁଣି ନିଆଯିବା ଦରକାର। ଏଠାରେ ପୁଣି ଚେଷ୍ଟା କଲେ କିଛି ଲାଭ ହେବ ନାହିଁ। ଦୟାକରି ଆଙ୍ଗୁଠି ଚିହ୍ନ ଅପଡେଟ୍ କରାଇବା ପାଇଁ ଆଧାର କେନ୍ଦ୍ରକୁ ଯାଆନ୍ତୁ। ଆପଣ ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଶାଖାରେ ପାସ୍‌ବୁକ୍ କିମ୍ବା ଏଟିଏମ୍ ମଧ୍ୟ ବ୍ୟବହାର କରିପାରିବେ।',
      back: 'Before the Aadhaar authority UIDAI checks (matches) your fingerprint, your fingerprint needs to be taken again. If you try again here, there will be no benefit. Please go to an Aadhaar centre to get the fingerprint updated. You can also use the passbook or an ATM at your bank branch.',
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
    'advice.bank-declined': {
      en: 'Your bank said no to this enquiry. The shop can tell you the reason your bank gave. You can also use your passbook at your branch, or an ATM.',
      text: 'ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଏହି ଯାଞ୍ଚକୁ ମନା କରିଦେଲା। ବ୍ୟାଙ୍କ ଯେଉଁ କାରଣ ଜଣାଇଛି, ଦୋକାନ ତାହା ଆପଣଙ୍କୁ କହିପାରିବ। ଆପଣ ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଶାଖାରେ ପାସ୍‌ବୁକ୍ କିମ୍ବା ଏଟିଏମ୍ ମଧ୍ୟ ବ୍ୟବହାର କରିପାରିବେ।',
      back: 'Your bank refused this enquiry. The reason the bank gave, the shop can tell you. You can also use the passbook at your bank branch, or an ATM.',
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed. This enquiry is not a withdrawal. You can ask again with your fingerprint.',
      text: 'ଆପଣଙ୍କ ବ୍ୟାଙ୍କର ଉତ୍ତର ନିଶ୍ଚିତ ହୋଇନାହିଁ। ଏହି ଯାଞ୍ଚ ଟଙ୍କା ଉଠାଣ ନୁହେଁ। ଆପଣ ନିଜ ଆଙ୍ଗୁଠି ଚିହ୍ନ ଦେଇ ପୁଣି ପଚାରିପାରିବେ।',
      back: "Your bank's answer has not been confirmed. This enquiry is not a withdrawal of money. You can ask again by giving your fingerprint.",
    },
    'advice.merchant-auth': {
      en: 'The shopkeeper must first confirm their own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'ଦୋକାନୀ ଆଜି ପ୍ରଥମେ ନିଜ ଆଙ୍ଗୁଠି ଚିହ୍ନ ବ୍ୟାଙ୍କ ସହିତ ଯାଞ୍ଚ କରାଇବା ଦରକାର। ଏହା ପରେ ଆପଣଙ୍କ ଆଙ୍ଗୁଠି ଚିହ୍ନ ପୁଣି ନିଆଯିବ।',
      back: 'The shopkeeper today first needs to get their own fingerprint checked with the bank. After this your fingerprint will be taken again.',
    },
    'advice.shop-problem': {
      en: 'The shop could not ask your bank because of a problem at the shop. It is not your fault. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'ଦୋକାନ ପଟର ଏକ ସମସ୍ୟା ଯୋଗୁଁ ଦୋକାନ ଆପଣଙ୍କ ବ୍ୟାଙ୍କକୁ ପଚାରିପାରିଲା ନାହିଁ। ଏଥିରେ ଆପଣଙ୍କର କୌଣସି ଦୋଷ ନାହିଁ। ଏହି ଯାଞ୍ଚ ଟଙ୍କା ଉଠାଣ ନୁହେଁ। ଆପଣ ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଶାଖାରେ ପାସ୍‌ବୁକ୍ କିମ୍ବା ଏଟିଏମ୍ ବ୍ୟବହାର କରିପାରିବେ।',
      back: "Because of a problem on the shop's side, the shop could not ask your bank. There is no fault of yours in this. This enquiry is not a withdrawal of money. You can use the passbook at your bank branch, or an ATM.",
    },
    'advice.details-missing': {
      en: 'Your bank said a detail was missing. This enquiry is not a withdrawal. The shop will check your details with you before asking again.',
      text: 'ଗୋଟିଏ ବିବରଣୀ ଛାଡ଼ି ଯାଇଥିଲା ବୋଲି ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଜଣାଇଛି। ଏହି ଯାଞ୍ଚ ଟଙ୍କା ଉଠାଣ ନୁହେଁ। ପୁଣି ପଚାରିବା ପୂର୍ବରୁ ଦୋକାନ ଆପଣଙ୍କ ସହିତ ଆପଣଙ୍କ ବିବରଣୀ ମିଳାଇ ଦେଖିବ।',
      back: 'Your bank has informed that one detail had been left out. This enquiry is not a withdrawal of money. Before asking again, the shop will match and see (check) your details with you.',
    },
    'advice.reversed': {
      en: 'Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଏହି ଯାଞ୍ଚକୁ ବାତିଲ କଲା ଏବଂ କୌଣସି ଉତ୍ତର ଦେଲା ନାହିଁ। ଏହି ଯାଞ୍ଚ ଟଙ୍କା ଉଠାଣ ନୁହେଁ। ଆପଣ ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଶାଖାରେ ପାସ୍‌ବୁକ୍ କିମ୍ବା ଏଟିଏମ୍ ବ୍ୟବହାର କରିପାରିବେ।',
      back: 'Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal of money. You can use the passbook at your bank branch, or an ATM.',
    },
    'advice.settled-success': {
      en: 'The shop checked with your bank later: your bank did answer this enquiry. This enquiry is not a withdrawal. To hear the answer, you can ask again with your fingerprint.',
      text: 'ଦୋକାନ ପରେ ଆପଣଙ୍କ ବ୍ୟାଙ୍କକୁ ପଚାରି ବୁଝିଲା: ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଏହି ଯାଞ୍ଚର ଉତ୍ତର ଦେଇଥିଲା। ଏହି ଯାଞ୍ଚ ଟଙ୍କା ଉଠାଣ ନୁହେଁ। ଉତ୍ତର ଶୁଣିବା ପାଇଁ ଆପଣ ନିଜ ଆଙ୍ଗୁଠି ଚିହ୍ନ ଦେଇ ପୁଣି ପଚାରିପାରିବେ।',
      back: 'The shop later asked your bank and found out: your bank had given the answer to this enquiry. This enquiry is not a withdrawal of money. To hear the answer, you can ask again by giving your fingerprint.',
    },
    'advice.daily-limit': {
      en: 'Your bank said no to this enquiry. Your bank allows only a few enquiries a day, and today’s are used up. You can ask again tomorrow, or use your passbook at your branch, or an ATM.',
      text: 'ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଏହି ଯାଞ୍ଚକୁ ମନା କରିଦେଲା। ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଦିନକୁ କେବଳ କିଛି ଯାଞ୍ଚ କରିବାକୁ ଦିଏ, ଆଉ ଆଜିର ଯାଞ୍ଚ ସବୁ ସରିଯାଇଛି। ଆପଣ କାଲି ପୁଣି ପଚାରିପାରିବେ, କିମ୍ବା ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଶାଖାରେ ପାସ୍‌ବୁକ୍ କିମ୍ବା ଏଟିଏମ୍ ବ୍ୟବହାର କରିପାରିବେ।',
      back: 'Your bank refused this enquiry. Your bank lets (you) make only a few enquiries a day, and today’s enquiries are all used up. You can ask again tomorrow, or use the passbook at your bank branch, or an ATM.',
    },
    'advice.account-blocked': {
      en: 'Your bank said no to this enquiry, because your account is blocked. Trying again will not help. Please go to your bank branch.',
      text: 'ଆପଣଙ୍କ ଖାତା ବ୍ଲକ୍ ହୋଇଥିବାରୁ ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଏହି ଯାଞ୍ଚକୁ ମନା କରିଦେଲା। ପୁଣି ଚେଷ୍ଟା କଲେ କିଛି ଲାଭ ହେବ ନାହିଁ। ଦୟାକରି ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଶାଖାକୁ ଯାଆନ୍ତୁ।',
      back: 'Because your account is blocked, your bank refused this enquiry. Trying again will bring no benefit. Please go to your bank branch.',
    },
    'advice.aadhaar-not-linked': {
      en: 'Your bank said no to this enquiry. Your Aadhaar number is not linked to your account at this bank. Please go to your bank branch to link it.',
      text: 'ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଏହି ଯାଞ୍ଚକୁ ମନା କରିଦେଲା। ଏହି ବ୍ୟାଙ୍କରେ ଥିବା ଆପଣଙ୍କ ଖାତା ସହିତ ଆପଣଙ୍କ ଆଧାର ନମ୍ବର ଯୋଡ଼ା ହୋଇନାହିଁ। ଏହାକୁ ଯୋଡ଼ିବା ପାଇଁ ଦୟାକରି ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଶାଖାକୁ ଯାଆନ୍ତୁ।',
      back: 'Your bank refused this enquiry. Your Aadhaar number has not been linked with your account in this bank. To link it, please go to your bank branch.',
    },
    'advice.biometric-locked': {
      en: 'Your fingerprint is locked in the Aadhaar app. Every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'ଆପଣଙ୍କ ଆଙ୍ଗୁଠି ଚିହ୍ନ ଆଧାର ଆପ୍‌ରେ ଲକ୍ ହୋଇଛି। ଅନଲକ୍ ନକରିବା ପର୍ଯ୍ୟନ୍ତ ପ୍ରତ୍ୟେକ ଚେଷ୍ଟା ବିଫଳ ହେବ। ଆପଣ ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଶାଖାରେ ପାସ୍‌ବୁକ୍ କିମ୍ବା ଏଟିଏମ୍ ମଧ୍ୟ ବ୍ୟବହାର କରିପାରିବେ।',
      back: 'Your fingerprint is locked in the Aadhaar app. Until it is unlocked, every try will fail. You can also use the passbook at your bank branch, or an ATM.',
    },
    'advice.aadhaar-invalid': {
      en: 'UIDAI, the Aadhaar authority, did not accept this Aadhaar number. Please check the number with the shop. If the number is wrong, the shop can ask again with the right number. If it is right, call UIDAI on 1947.',
      text: 'ଆଧାର କର୍ତ୍ତୃପକ୍ଷ UIDAI ଏହି ଆଧାର ନମ୍ବରକୁ ଗ୍ରହଣ କଲା ନାହିଁ। ଦୟାକରି ଦୋକାନ ସହିତ ନମ୍ବରଟି ମିଳାଇ ଦେଖନ୍ତୁ। ନମ୍ବର ଭୁଲ ଥିଲେ, ଦୋକାନ ଠିକ୍ ନମ୍ବର ସହିତ ପୁଣି ପଚାରିପାରିବ। ନମ୍ବର ଠିକ୍ ଥିଲେ, 1947 ନମ୍ବରରେ UIDAIକୁ ଫୋନ୍ କରନ୍ତୁ।',
      back: 'The Aadhaar authority UIDAI did not accept this Aadhaar number. Please match and see (check) the number with the shop. If the number was wrong, the shop can ask again with the right number. If the number is right, phone UIDAI on number 1947.',
    },
    'advice.bank-unavailable': {
      en: 'Your bank’s service is not working now. This enquiry is not a withdrawal. You can ask again later, or use your passbook at your branch, or an ATM.',
      text: 'ଆପଣଙ୍କ ବ୍ୟାଙ୍କର ସେବା ଏବେ କାମ କରୁନାହିଁ। ଏହି ଯାଞ୍ଚ ଟଙ୍କା ଉଠାଣ ନୁହେଁ। ଆପଣ ପରେ ପୁଣି ପଚାରିପାରିବେ, କିମ୍ବା ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଶାଖାରେ ପାସ୍‌ବୁକ୍ କିମ୍ବା ଏଟିଏମ୍ ବ୍ୟବହାର କରିପାରିବେ।',
      back: "Your bank's service is not working now. This enquiry is not a withdrawal of money. You can ask again later, or use the passbook at your bank branch, or an ATM.",
    },
    'advice.bank-unreachable': {
      en: 'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again in a moment, with your fingerprint. You can also use your passbook at your branch, or an ATM.',
      text: 'ଦୋକାନ ଆପଣଙ୍କ ବ୍ୟାଙ୍କର ସେବା ପର୍ଯ୍ୟନ୍ତ ପହଞ୍ଚିପାରିଲା ନାହିଁ, ତେଣୁ ଆପଣଙ୍କ ବ୍ୟାଙ୍କକୁ କିଛି ପଠାଯାଇନାହିଁ। ଦୋକାନ ଅଳ୍ପ ସମୟ ପରେ ଆପଣଙ୍କ ଆଙ୍ଗୁଠି ଚିହ୍ନ ସହିତ ପୁଣି ପଚାରିପାରିବ। ଆପଣ ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଶାଖାରେ ପାସ୍‌ବୁକ୍ କିମ୍ବା ଏଟିଏମ୍ ମଧ୍ୟ ବ୍ୟବହାର କରିପାରିବେ।',
      back: 'The shop could not reach your bank’s service, so nothing has been sent to your bank. The shop can ask again after a short while with your fingerprint. You can also use the passbook at your bank branch, or an ATM.',
    },
    'kept.record.one': {
      en: 'The shop keeps a record of this enquiry for {days} day.',
      text: 'ଦୋକାନ ଏହି ଯାଞ୍ଚର ରେକର୍ଡ {days} ଦିନ ପର୍ଯ୍ୟନ୍ତ ରଖେ।',
      back: 'The shop keeps the record of this enquiry for {days} day.',
    },
    'kept.record.other': {
      en: 'The shop keeps a record of this enquiry for {days} days.',
      text: 'ଦୋକାନ ଏହି ଯାଞ୍ଚର ରେକର୍ଡ {days} ଦିନ ପର୍ଯ୍ୟନ୍ତ ରଖେ।',
      back: 'The shop keeps the record of this enquiry for {days} days.',
    },
    'kept.record-contents': {
      en: 'The record has your bank, the result, and only the last four digits of your Aadhaar number and mobile number.',
      text: 'ସେହି ରେକର୍ଡରେ ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଓ ଫଳାଫଳ ରହେ। ଆପଣଙ୍କ ଆଧାର ନମ୍ବର ଓ ମୋବାଇଲ ନମ୍ବରର କେବଳ ଶେଷ ଚାରୋଟି ଅଙ୍କ ସେଥିରେ ରହେ।',
      back: 'In that record are your bank and the result. Of your Aadhaar number and mobile number, only the last four digits are in it.',
    },
    'kept.balance.one': {
      en: 'The shop keeps your balance for {hours} hour, to print it again, and then deletes it.',
      text: 'ପୁଣି ଛାପିବା ପାଇଁ ଦୋକାନ ଆପଣଙ୍କ ବାଲାନ୍ସ {hours} ଘଣ୍ଟା ପର୍ଯ୍ୟନ୍ତ ରଖେ, ତା’ପରେ ତାହାକୁ ଲିଭାଇଦିଏ।',
      back: 'To print again, the shop keeps your balance for {hours} hour, after that it erases it.',
    },
    'kept.balance.other': {
      en: 'The shop keeps your balance for {hours} hours, to print it again, and then deletes it.',
      text: 'ପୁଣି ଛାପିବା ପାଇଁ ଦୋକାନ ଆପଣଙ୍କ ବାଲାନ୍ସ {hours} ଘଣ୍ଟା ପର୍ଯ୍ୟନ୍ତ ରଖେ, ତା’ପରେ ତାହାକୁ ଲିଭାଇଦିଏ।',
      back: 'To print again, the shop keeps your balance for {hours} hours, after that it erases it.',
    },
    'kept.balance-whole': {
      en: 'The shop keeps your balance with the record, to print it again.',
      text: 'ପୁଣି ଛାପିବା ପାଇଁ ଦୋକାନ ଆପଣଙ୍କ ବାଲାନ୍ସ ରେକର୍ଡ ସହିତ ରଖେ।',
      back: 'To print again, the shop keeps your balance with the record.',
    },
    'kept.transactions.one': {
      en: 'The shop keeps your transactions for {hours} hour, to print them again, and then deletes them.',
      text: 'ପୁଣି ଛାପିବା ପାଇଁ ଦୋକାନ ଆପଣଙ୍କ କାରବାର {hours} ଘଣ୍ଟା ପର୍ଯ୍ୟନ୍ତ ରଖେ, ତା’ପରେ ସେଗୁଡ଼ିକୁ ଲିଭାଇଦିଏ।',
      back: 'To print again, the shop keeps your transactions for {hours} hour, after that it erases them.',
    },
    'kept.transactions.other': {
      en: 'The shop keeps your transactions for {hours} hours, to print them again, and then deletes them.',
      text: 'ପୁଣି ଛାପିବା ପାଇଁ ଦୋକାନ ଆପଣଙ୍କ କାରବାର {hours} ଘଣ୍ଟା ପର୍ଯ୍ୟନ୍ତ ରଖେ, ତା’ପରେ ସେଗୁଡ଼ିକୁ ଲିଭାଇଦିଏ।',
      back: 'To print again, the shop keeps your transactions for {hours} hours, after that it erases them.',
    },
    'kept.transactions-whole': {
      en: 'The shop keeps your transactions with the record, to print them again.',
      text: 'ପୁଣି ଛାପିବା ପାଇଁ ଦୋକାନ ଆପଣଙ୍କ କାରବାର ରେକର୍ଡ ସହିତ ରଖେ।',
      back: 'To print again, the shop keeps your transactions with the record.',
    },
    'consent.rights': {
      en: 'You may ask the shop to delete this record, or complain to your bank, and from 13/05/2027 also to the Data Protection Board.',
      text: 'ଆପଣ ଦୋକାନକୁ ଏହି ରେକର୍ଡ ଲିଭାଇବାକୁ କହିପାରିବେ, କିମ୍ବା ଆପଣଙ୍କ ବ୍ୟାଙ୍କରେ ଅଭିଯୋଗ କରିପାରିବେ, ଏବଂ 13/05/2027 ଠାରୁ ଡାଟା ପ୍ରୋଟେକସନ ବୋର୍ଡରେ ମଧ୍ୟ।',
      back: 'You can tell the shop to erase this record, or complain at your bank, and from 13/05/2027 at the Data Protection Board too.',
    },
    'consent.statement-fee': {
      en: 'After a few mini statements in a month, your bank may charge a fee.',
      text: 'ମାସରେ କିଛି ମିନି ଷ୍ଟେଟମେଣ୍ଟ ପରେ ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଶୁଳ୍କ ନେଇପାରେ।',
      back: 'After a few mini statements in a month, your bank may take a fee.',
    },
  },
}
