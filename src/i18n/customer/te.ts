// Customer texts in Telugu: the consent notice (version 2, both operations), the result, statement,
// advice and receipt lines that the customer hears or reads, each translated whole from English.

import type { CustomerCatalogue } from './types.ts'

export const te: CustomerCatalogue = {
  lang: 'te',
  name: 'తెలుగు',
  englishName: 'Telugu',
  dir: 'ltr',
  bcp47: 'te-IN',
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
    'advice.try-again': {
      en: 'Your bank could not be asked this time. You can try again.',
      text: 'ఈసారి మీ బ్యాంకును అడగడం కుదరలేదు. మీరు మళ్ళీ ప్రయత్నించవచ్చు.',
      back: 'This time it was not possible to ask your bank. You can try again.',
    },
    'advice.one-finger': {
      en: 'UIDAI, the Aadhaar authority, did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the reader.',
      text: 'ఆధార్ సంస్థ UIDAI ఈ వేలిముద్రను అంగీకరించలేదు, ఎందుకంటే ఒకటి కంటే ఎక్కువ వేళ్ళు వాడారు. దుకాణం మళ్ళీ అడిగినప్పుడు, మెషిన్‌పై ఒక్క వేలు మాత్రమే ఉంచండి.',
      back: 'The Aadhaar organisation UIDAI did not accept this fingerprint, because more than one finger was used. When the shop asks again, place only one finger on the machine.',
    },
    'advice.fingerprint-update': {
      en: 'UIDAI, the Aadhaar authority, needs your fingerprints taken again before it can check them. Trying again here will not help. Please go to an Aadhaar centre to update your fingerprints. You can also use your passbook at your branch, or an ATM.',
      text: 'ఆధార్ సంస్థ UIDAI మీ వేలిముద్రను సరిచూడాలంటే, ముందుగా మీ వేలిముద్రలను మళ్ళీ తీసుకోవాలి. ఇక్కడ మళ్ళీ ప్రయత్నించినా ఉపయోగం లేదు. దయచేసి మీ వేలిముద్రలను అప్‌డేట్ చేయించుకోవడానికి ఆధార్ కేంద్రానికి వెళ్ళండి. మీరు మీ బ్యాంకు శాఖలో పాస్‌బుక్ కూడా వాడవచ్చు, లేదా ఏటీఎం వాడవచ్చు.',
      back: 'For the Aadhaar organisation UIDAI to check your fingerprint, your fingerprints must first be taken again. Even if you try again here, there is no use. Please go to an Aadhaar centre to get your fingerprints updated. You can also use the passbook at your bank branch, or use an ATM.',
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
    'advice.bank-declined': {
      en: 'Your bank said no to this enquiry. The shop can tell you the reason your bank gave. You can also use your passbook at your branch, or an ATM.',
      text: 'మీ బ్యాంకు ఈ విచారణకు నిరాకరించింది. బ్యాంకు చెప్పిన కారణాన్ని దుకాణం మీకు చెప్పగలదు. మీరు మీ బ్యాంకు శాఖలో పాస్‌బుక్ కూడా వాడవచ్చు, లేదా ఏటీఎం వాడవచ్చు.',
      back: 'Your bank refused this enquiry. The reason the bank gave, the shop can tell you. You can also use the passbook at your bank branch, or use an ATM.',
    },
    'advice.not-confirmed': {
      en: 'The answer from your bank is not confirmed. This enquiry is not a withdrawal. You can ask again with your fingerprint.',
      text: 'మీ బ్యాంకు జవాబు ఖరారు కాలేదు. ఈ విచారణ డబ్బు తీయడం కాదు. మీరు మీ వేలిముద్రతో మళ్ళీ అడగవచ్చు.',
      back: "Your bank's answer has not been finalised. This enquiry is not a withdrawal (taking out) of money. You can ask again with your fingerprint.",
    },
    'advice.merchant-auth': {
      en: 'The shopkeeper must first confirm their own fingerprint with the bank today. Then your fingerprint is taken again.',
      text: 'దుకాణదారు ఈ రోజు ముందుగా తన సొంత వేలిముద్రను బ్యాంకుతో సరిచూసుకోవాలి. తర్వాత మీ వేలిముద్రను మళ్ళీ తీసుకుంటారు.',
      back: 'The shopkeeper must first, today, check their own fingerprint with the bank. After that your fingerprint will be taken again.',
    },
    'advice.shop-problem': {
      en: 'The shop could not ask your bank because of a problem at the shop. It is not your fault. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'దుకాణం వైపు ఉన్న ఒక సమస్య వల్ల దుకాణం మీ బ్యాంకును అడగలేకపోయింది. ఇందులో మీ తప్పు ఏమీ లేదు. ఈ విచారణ డబ్బు తీయడం కాదు. మీరు మీ బ్యాంకు శాఖలో పాస్‌బుక్ వాడవచ్చు, లేదా ఏటీఎం వాడవచ్చు.',
      back: "Because of a problem on the shop's side, the shop could not ask your bank. There is no fault of yours in this. This enquiry is not a withdrawal (taking out) of money. You can use the passbook at your bank branch, or use an ATM.",
    },
    'advice.details-missing': {
      en: 'Your bank said a detail was missing. This enquiry is not a withdrawal. The shop will check your details with you before asking again.',
      text: 'ఒక వివరం లేదని మీ బ్యాంకు తెలిపింది. ఈ విచారణ డబ్బు తీయడం కాదు. మళ్ళీ అడిగే ముందు దుకాణం మీతో కలిసి మీ వివరాలను తనిఖీ చేస్తుంది.',
      back: 'Your bank informed that one detail was missing. This enquiry is not a withdrawal (taking out) of money. Before asking again, the shop will check your details together with you.',
    },
    'advice.reversed': {
      en: 'Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal. You can use your passbook at your branch, or an ATM.',
      text: 'మీ బ్యాంకు ఈ విచారణను రద్దు చేసింది, జవాబు ఇవ్వలేదు. ఈ విచారణ డబ్బు తీయడం కాదు. మీరు మీ బ్యాంకు శాఖలో పాస్‌బుక్ వాడవచ్చు, లేదా ఏటీఎం వాడవచ్చు.',
      back: 'Your bank cancelled this enquiry and gave no answer. This enquiry is not a withdrawal (taking out) of money. You can use the passbook at your bank branch, or use an ATM.',
    },
    'advice.settled-success': {
      en: 'The shop checked with your bank later: your bank did answer this enquiry. This enquiry is not a withdrawal. To hear the answer, you can ask again with your fingerprint.',
      text: 'దుకాణం తర్వాత మీ బ్యాంకును కనుక్కుంది: మీ బ్యాంకు ఈ విచారణకు జవాబు ఇచ్చింది. ఈ విచారణ డబ్బు తీయడం కాదు. జవాబు వినడానికి, మీరు మీ వేలిముద్రతో మళ్ళీ అడగవచ్చు.',
      back: 'The shop later found out from your bank: your bank did give an answer to this enquiry. This enquiry is not a withdrawal (taking out) of money. To hear the answer, you can ask again with your fingerprint.',
    },
    'advice.daily-limit': {
      en: 'Your bank said no to this enquiry. Your bank allows only a few enquiries a day, and today’s are used up. You can ask again tomorrow, or use your passbook at your branch, or an ATM.',
      text: 'మీ బ్యాంకు ఈ విచారణకు నిరాకరించింది. మీ బ్యాంకు రోజుకు కొన్ని విచారణలను మాత్రమే అనుమతిస్తుంది, ఈ రోజు విచారణలు అయిపోయాయి. మీరు రేపు మళ్ళీ అడగవచ్చు, లేదా మీ బ్యాంకు శాఖలో పాస్‌బుక్ లేదా ఏటీఎం వాడవచ్చు.',
      back: 'Your bank refused this enquiry. Your bank allows only a few enquiries a day; today’s enquiries are used up. You can ask again tomorrow, or use the passbook at your bank branch or an ATM.',
    },
    'advice.account-blocked': {
      en: 'Your bank said no to this enquiry, because your account is blocked. Trying again will not help. Please go to your bank branch.',
      text: 'మీ ఖాతా బ్లాక్ అయినందువల్ల మీ బ్యాంకు ఈ విచారణకు నిరాకరించింది. మళ్ళీ ప్రయత్నించినా ఉపయోగం లేదు. దయచేసి మీ బ్యాంకు శాఖకు వెళ్ళండి.',
      back: 'Because your account is blocked, your bank refused this enquiry. Even if you try again, there is no use. Please go to your bank branch.',
    },
    'advice.aadhaar-not-linked': {
      en: 'Your bank said no to this enquiry. Your Aadhaar number is not linked to your account at this bank. Please go to your bank branch to link it.',
      text: 'మీ బ్యాంకు ఈ విచారణకు నిరాకరించింది. ఈ బ్యాంకులోని మీ ఖాతాతో మీ ఆధార్ నంబర్ అనుసంధానం కాలేదు. దాన్ని అనుసంధానం చేయించడానికి దయచేసి మీ బ్యాంకు శాఖకు వెళ్ళండి.',
      back: 'Your bank refused this enquiry. Your Aadhaar number is not linked with your account in this bank. To get it linked, please go to your bank branch.',
    },
    'advice.biometric-locked': {
      en: 'Your fingerprint is locked in the Aadhaar app. Every try fails until you unlock it. You can also use your passbook at your branch, or an ATM.',
      text: 'మీ వేలిముద్ర ఆధార్ యాప్‌లో లాక్ చేయబడి ఉంది. అన్‌లాక్ చేసే వరకు ప్రతి ప్రయత్నమూ విఫలమవుతుంది. మీరు మీ బ్యాంకు శాఖలో పాస్‌బుక్ కూడా వాడవచ్చు, లేదా ఏటీఎం వాడవచ్చు.',
      back: 'Your fingerprint is locked in the Aadhaar app. Until it is unlocked, every try fails. You can also use the passbook at your bank branch, or use an ATM.',
    },
    'advice.aadhaar-invalid': {
      en: 'UIDAI, the Aadhaar authority, did not accept this Aadhaar number. Please check the number with the shop. If the number is wrong, the shop can ask again with the right number. If it is right, call UIDAI on 1947.',
      text: 'ఆధార్ సంస్థ UIDAI ఈ ఆధార్ నంబర్‌ను అంగీకరించలేదు. దయచేసి దుకాణంతో కలిసి నంబర్‌ను సరిచూడండి. నంబర్ తప్పు అయితే, దుకాణం సరైన నంబర్‌తో మళ్ళీ అడగవచ్చు. నంబర్ సరైనదే అయితే, UIDAI నంబర్ 1947కు కాల్ చేయండి.',
      back: 'The Aadhaar authority UIDAI did not accept this Aadhaar number. Please check the number together with the shop. If the number is wrong, the shop can ask again with the correct number. If the number is right, call UIDAI on number 1947.',
    },
    'advice.bank-unavailable': {
      en: 'Your bank’s service is not working now. This enquiry is not a withdrawal. You can ask again later, or use your passbook at your branch, or an ATM.',
      text: 'మీ బ్యాంకు సేవ ఇప్పుడు పనిచేయడం లేదు. ఈ విచారణ డబ్బు తీయడం కాదు. మీరు తర్వాత మళ్ళీ అడగవచ్చు, లేదా మీ బ్యాంకు శాఖలో పాస్‌బుక్ లేదా ఏటీఎం వాడవచ్చు.',
      back: "Your bank's service is not working now. This enquiry is not a withdrawal (taking out) of money. You can ask again later, or use the passbook at your bank branch or an ATM.",
    },
    'advice.bank-unreachable': {
      en: 'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again in a moment, with your fingerprint. You can also use your passbook at your branch, or an ATM.',
      text: 'దుకాణం మీ బ్యాంకు సేవను చేరుకోలేకపోయింది, కాబట్టి మీ బ్యాంకుకు ఏమీ పంపలేదు. దుకాణం కాసేపట్లో మీ వేలిముద్రతో మళ్ళీ అడగవచ్చు. మీరు మీ బ్యాంకు శాఖలో పాస్‌బుక్ కూడా వాడవచ్చు, లేదా ఏటీఎం వాడవచ్చు.',
      back: 'The shop could not reach your bank’s service, so nothing was sent to your bank. The shop can ask again in a little while with your fingerprint. You can also use the passbook at your bank branch, or use an ATM.',
    },
    'kept.record.one': {
      en: 'The shop keeps a record of this enquiry for {days} day.',
      text: 'దుకాణం ఈ విచారణ రికార్డును {days} రోజు ఉంచుతుంది.',
      back: 'The shop keeps the record of this enquiry for {days} day.',
    },
    'kept.record.other': {
      en: 'The shop keeps a record of this enquiry for {days} days.',
      text: 'దుకాణం ఈ విచారణ రికార్డును {days} రోజులు ఉంచుతుంది.',
      back: 'The shop keeps the record of this enquiry for {days} days.',
    },
    'kept.record-contents': {
      en: 'The record has your bank, the result, and only the last four digits of your Aadhaar number and mobile number.',
      text: 'ఆ రికార్డులో మీ బ్యాంకు, ఫలితం ఉంటాయి. మీ ఆధార్ నంబర్, మొబైల్ నంబర్‌లలో చివరి నాలుగు అంకెలు మాత్రమే అందులో ఉంటాయి.',
      back: 'In that record there are your bank and the result. Of your Aadhaar number and mobile number, only the last four digits are in it.',
    },
    'kept.balance.one': {
      en: 'The shop keeps your balance for {hours} hour, to print it again, and then deletes it.',
      text: 'దుకాణం మీ బ్యాలెన్స్‌ను మళ్ళీ ముద్రించడానికి {hours} గంట ఉంచుతుంది, తర్వాత దాన్ని తొలగిస్తుంది.',
      back: 'The shop keeps your balance for {hours} hour to print it again, then deletes it.',
    },
    'kept.balance.other': {
      en: 'The shop keeps your balance for {hours} hours, to print it again, and then deletes it.',
      text: 'దుకాణం మీ బ్యాలెన్స్‌ను మళ్ళీ ముద్రించడానికి {hours} గంటలు ఉంచుతుంది, తర్వాత దాన్ని తొలగిస్తుంది.',
      back: 'The shop keeps your balance for {hours} hours to print it again, then deletes it.',
    },
    'kept.balance-whole': {
      en: 'The shop keeps your balance with the record, to print it again.',
      text: 'దుకాణం మీ బ్యాలెన్స్‌ను మళ్ళీ ముద్రించడానికి రికార్డుతో పాటు ఉంచుతుంది.',
      back: 'The shop keeps your balance along with the record, to print it again.',
    },
    'kept.transactions.one': {
      en: 'The shop keeps your transactions for {hours} hour, to print them again, and then deletes them.',
      text: 'దుకాణం మీ లావాదేవీలను మళ్ళీ ముద్రించడానికి {hours} గంట ఉంచుతుంది, తర్వాత వాటిని తొలగిస్తుంది.',
      back: 'The shop keeps your transactions for {hours} hour to print them again, then deletes them.',
    },
    'kept.transactions.other': {
      en: 'The shop keeps your transactions for {hours} hours, to print them again, and then deletes them.',
      text: 'దుకాణం మీ లావాదేవీలను మళ్ళీ ముద్రించడానికి {hours} గంటలు ఉంచుతుంది, తర్వాత వాటిని తొలగిస్తుంది.',
      back: 'The shop keeps your transactions for {hours} hours to print them again, then deletes them.',
    },
    'kept.transactions-whole': {
      en: 'The shop keeps your transactions with the record, to print them again.',
      text: 'దుకాణం మీ లావాదేవీలను మళ్ళీ ముద్రించడానికి రికార్డుతో పాటు ఉంచుతుంది.',
      back: 'The shop keeps your transactions along with the record, to print them again.',
    },
    'consent.rights': {
      en: 'You may ask the shop to delete this record, or complain to your bank, and from 13/05/2027 also to the Data Protection Board.',
      text: 'ఈ రికార్డును తొలగించమని మీరు దుకాణాన్ని అడగవచ్చు, లేదా మీ బ్యాంకుకు ఫిర్యాదు చేయవచ్చు, 13/05/2027 నుండి డేటా ప్రొటెక్షన్ బోర్డుకు కూడా ఫిర్యాదు చేయవచ్చు.',
      back: 'You may ask the shop to delete this record, or complain to your bank; from 13/05/2027 you may complain to the Data Protection Board too.',
    },
    'consent.statement-fee': {
      en: 'After a few mini statements in a month, your bank may charge a fee.',
      text: 'నెలలో కొన్ని మినీ స్టేట్‌మెంట్‌ల తర్వాత మీ బ్యాంకు రుసుము వసూలు చేయవచ్చు.',
      back: 'After a few mini statements in a month, your bank may collect a fee.',
    },
  },
}
