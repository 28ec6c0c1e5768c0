// Customer texts in Telugu: the consent notice (version 2, both operations), the result, statement,
// advice and receipt lines that the customer hears or reads, each translated whole from English.

import type { CustomerCatalogue } from './types.ts'

export const te: CustomerCatalogue = {
  lang: 'te',
  name: 'తెలుగు',
  englishName: 'Telugu',
  dir: 'ltr',
  bcp47: 'te-IN',
  source:
    'The English of customer/en.ts and shared/design/consent-notice.md (version 2), translated whole; ' +
    'terms from the Telugu column of shared/design/glossary.md (confidence: medium), which was checked against ' +
    'oktelugu.com, telugu.samayam.com, telugu.latestly.com (లావాదేవీలు, బ్యాంక్ అకౌంట్, బ్యాలెన్స్, జమ, ఫెయిల్) ' +
    'and a published Telugu Aadhaar consent text (సమ్మతి). The word for "shop" (దుకాణం) is not in the glossary.',
  checked:
    'Written from the English whole text, each sentence back-translated into English (see `back`); every ' +
    'negative sentence checked in the back-translation; glossary terms used throughout (వేలిముద్ర, లావాదేవీ, ' +
    'బ్యాంకు, బ్యాలెన్స్, పాస్‌బుక్, దుకాణం). Glossary confidence for Telugu: medium. NOT yet checked by a ' +
    'native speaker in the field: a native Telugu speaker must review every text before release.',
  texts: {
    'consent.balance-enquiry': {
      en: 'This shop will ask your bank for your balance. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your balance and can print it. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'ఈ దుకాణం మీ బ్యాంకును మీ బ్యాలెన్స్ గురించి అడుగుతుంది. దుకాణం మీ ఆధార్ నంబర్, మొబైల్ నంబర్ మీ బ్యాంకుకు పంపుతుంది. మీ వేలిముద్రకు సీలు వేసి పంపుతారు. ఆధార్ సంస్థ అయిన UIDAI మాత్రమే దాన్ని తెరవగలదు. UIDAI మీ బ్యాంకుకు “అవును” లేదా “కాదు” అని మాత్రమే చెబుతుంది. దుకాణం మీ బ్యాలెన్స్ చూపిస్తుంది, దాన్ని రసీదుగా ప్రింట్ చేయగలదు. దుకాణం మీ వేలిముద్రను గానీ, పూర్తి ఆధార్ నంబర్‌ను గానీ దాచి ఉంచదు. మీరు “వద్దు” అని చెప్పవచ్చు. మీరు వద్దు అంటే, లేదా వేలిముద్ర పని చేయకపోతే, మీ బ్యాంకు శాఖలో పాస్‌బుక్ వాడండి, లేదా ఏటీఎం వాడండి. మీరు అంగీకరిస్తున్నారా?',
      back: 'This shop will ask your bank about your balance. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sent with a seal put on it. Only UIDAI, which is the Aadhaar authority, can open it. UIDAI tells your bank only “yes” or “no”. The shop shows your balance and can print it as a receipt. The shop does not keep (store) either your fingerprint or your full Aadhaar number. You may say “no” (“I don’t want it”). If you say no, or if the fingerprint does not work, use the passbook at your bank branch, or use an ATM. Do you agree?',
    },
    'consent.mini-statement': {
      en: 'This shop will ask your bank for your recent transactions. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sealed. Only the Aadhaar authority, UIDAI, can open it. UIDAI tells your bank only yes or no. The shop shows your transactions and can print them. The shop does not keep your fingerprint or full Aadhaar number. You may say no. If you say no, or your finger fails, use your passbook at your branch, or an ATM. Do you agree?',
      text: 'ఈ దుకాణం మీ బ్యాంకును మీ ఇటీవలి లావాదేవీల గురించి అడుగుతుంది. దుకాణం మీ ఆధార్ నంబర్, మొబైల్ నంబర్ మీ బ్యాంకుకు పంపుతుంది. మీ వేలిముద్రకు సీలు వేసి పంపుతారు. ఆధార్ సంస్థ అయిన UIDAI మాత్రమే దాన్ని తెరవగలదు. UIDAI మీ బ్యాంకుకు “అవును” లేదా “కాదు” అని మాత్రమే చెబుతుంది. దుకాణం మీ లావాదేవీలను చూపిస్తుంది, వాటిని రసీదుగా ప్రింట్ చేయగలదు. దుకాణం మీ వేలిముద్రను గానీ, పూర్తి ఆధార్ నంబర్‌ను గానీ దాచి ఉంచదు. మీరు “వద్దు” అని చెప్పవచ్చు. మీరు వద్దు అంటే, లేదా వేలిముద్ర పని చేయకపోతే, మీ బ్యాంకు శాఖలో పాస్‌బుక్ వాడండి, లేదా ఏటీఎం వాడండి. మీరు అంగీకరిస్తున్నారా?',
      back: 'This shop will ask your bank about your recent transactions. The shop sends your Aadhaar number and mobile number to your bank. Your fingerprint is sent with a seal put on it. Only UIDAI, which is the Aadhaar authority, can open it. UIDAI tells your bank only “yes” or “no”. The shop shows your transactions and can print them as a receipt. The shop does not keep (store) either your fingerprint or your full Aadhaar number. You may say “no” (“I don’t want it”). If you say no, or if the fingerprint does not work, use the passbook at your bank branch, or use an ATM. Do you agree?',
    },
    'result.balance': {
      en: 'Your balance is {amount}.',
      text: 'మీ బ్యాలెన్స్ {amount}.',
      back: 'Your balance: {amount}.',
    },
    'result.balance-unreadable': {
      en: 'Your bank answered, but the balance could not be read.',
      text: 'మీ బ్యాంకు జవాబు ఇచ్చింది, కానీ బ్యాలెన్స్ చదవడం కుదరలేదు.',
      back: 'Your bank gave an answer, but it was not possible to read the balance.',
    },
    'statement.heading': {
      en: 'Your recent transactions',
      text: 'మీ ఇటీవలి లావాదేవీలు',
      back: 'Your recent transactions',
    },
    'statement.date': { en: 'Date', text: 'తేదీ', back: 'Date' },
    'statement.details': { en: 'Details', text: 'వివరాలు', back: 'Details' },
    'statement.type': {
      en: 'Money in or out',
      text: 'జమ / డెబిట్',
      back: 'Credit (money in) / debit (money out)',
    },
    'statement.amount': { en: 'Amount', text: 'మొత్తం', back: 'Amount' },
    'statement.credit': { en: 'Money in', text: 'జమ', back: 'Credit (money in)' },
    'statement.debit': { en: 'Money out', text: 'డెబిట్', back: 'Debit (money out)' },
    'statement.empty': {
      en: 'Your bank sent no recent transactions.',
      text: 'మీ బ్యాంకు ఇటీవలి లావాదేవీలు ఏవీ పంపలేదు.',
      back: 'Your bank did not send any recent transactions.',
    },
    'statement.count.one': {
      en: '{count} transaction',
      text: '{count} లావాదేవీ',
      back: '{count} transaction',
    },
    'statement.count.other': {
      en: '{count} transactions',
      text: '{count} లావాదేవీలు',
      back: '{count} transactions',
    },
    'advice.finger-not-matched': {
      en: 'Your fingerprint did not match. Try another finger. If you locked your fingerprint in the Aadhaar app, every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'మీ వేలిముద్ర సరిపోలలేదు. వేరే వేలితో ప్రయత్నించండి. మీరు ఆధార్ యాప్‌లో మీ వేలిముద్రను లాక్ చేసి ఉంటే, అన్‌లాక్ చేసే వరకు ప్రతి ప్రయత్నమూ విఫలమవుతుంది. మీరు మీ బ్యాంకు శాఖలో పాస్‌బుక్ కూడా వాడవచ్చు, లేదా ఏటీఎం వాడవచ్చు.',
      back: 'Your fingerprint did not match. Try with a different finger. If you have locked your fingerprint in the Aadhaar app, every attempt will fail until you unlock it. You can also use the passbook at your bank branch, or you can use an ATM.',
    },
    'advice.bank-declined': {
      en: 'Your bank did not give the answer. The reason is shown below. You can also use your passbook at your branch, or an ATM.',
      text: 'మీ బ్యాంకు జవాబు ఇవ్వలేదు. కారణం కింద చూపించబడింది. మీరు మీ బ్యాంకు శాఖలో పాస్‌బుక్ కూడా వాడవచ్చు, లేదా ఏటీఎం వాడవచ్చు.',
      back: 'Your bank did not give the answer. The reason has been shown below. You can also use the passbook at your bank branch, or you can use an ATM.',
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed yet. Do not try again now. The shop will check it in a few minutes.',
      text: 'మీ బ్యాంకు నుండి వచ్చిన జవాబు ఇంకా ఖరారు కాలేదు. ఇప్పుడు మళ్ళీ ప్రయత్నించకండి. కొన్ని నిమిషాల్లో దుకాణం దాన్ని తనిఖీ చేస్తుంది.',
      back: 'The answer that came from your bank is not yet confirmed (finalised). Do not try again now. In a few minutes the shop will check it.',
    },
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'ఈసారి మీ బ్యాంకును అడగడం కుదరలేదు. మీరు మళ్ళీ ప్రయత్నించవచ్చు.',
      back: 'This time it was not possible to ask your bank. You can try again.',
    },
    'advice.merchant-auth': {
      en: 'The shop must first confirm its own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'దుకాణదారు ఈ రోజు ముందుగా తన సొంత వేలిముద్రను బ్యాంకుతో సరిచూసుకోవాలి. తర్వాత మీ వేలిముద్రను మళ్ళీ తీసుకుంటారు.',
      back: 'The shopkeeper must first, today, get their own fingerprint checked with the bank. After that your fingerprint will be taken again.',
    },
    'receipt.fingerprint-not-kept': {
      en: 'Your fingerprint was not saved.',
      text: 'మీ వేలిముద్రను దాచి ఉంచలేదు.',
      back: 'Your fingerprint was not kept (stored).',
    },
    'receipt.helpline': {
      en: 'For questions about Aadhaar, call UIDAI on 1947.',
      text: 'ఆధార్ గురించి ప్రశ్నలు ఉంటే, UIDAI (ఆధార్ సంస్థ) నంబర్ 1947కు కాల్ చేయండి.',
      back: 'If you have questions about Aadhaar, call UIDAI (the Aadhaar authority) on number 1947.',
    },
    'receipt.masked-record': {
      en: 'The shop keeps a record with only the last four digits of your Aadhaar number, for {days} days.',
      text: 'మీ ఆధార్ నంబర్‌లోని చివరి నాలుగు అంకెలు మాత్రమే ఉన్న ఒక రికార్డును దుకాణం {days} రోజులు దాచి ఉంచుతుంది.',
      back: 'The shop keeps (stores), for {days} days, a record that has only the last four digits of your Aadhaar number.',
    },
  },
}
