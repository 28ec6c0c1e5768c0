// The consent notice (security.md; upstream-notes.md "The customer"): what is shared, with whom,
// why, that the fingerprint is not stored, and that the customer may refuse and use another way.
// Shown in English and Hindi together whatever the interface language: the customer may not read
// the merchant's language.

import type { Operation } from '../shared/contract.ts'

export interface ConsentText {
  en: string[]
  hi: string[]
}

const PURPOSE = {
  'balance-enquiry': {
    en: 'to get your account balance',
    hi: 'आपके खाते का बैलेंस जानने के लिए',
    enOther: 'check your balance',
    hiOther: 'अपना बैलेंस',
  },
  'mini-statement': {
    en: 'to get your last transactions (mini statement)',
    hi: 'आपके खाते के पिछले लेन-देन (मिनी स्टेटमेंट) जानने के लिए',
    enOther: 'see your transactions',
    hiOther: 'अपने लेन-देन',
  },
} as const

export function consentText(operation: Operation): ConsentText {
  const p = PURPOSE[operation]
  return {
    en: [
      `${p.en[0]!.toUpperCase()}${p.en.slice(1)}, this shop will share your Aadhaar number, your fingerprint and your mobile number with your bank through UIDAI.`,
      'Your fingerprint is used for this enquiry only. It is not stored.',
      `You may say no, and ${p.enOther} another way: with your passbook, at your bank branch or at an ATM.`,
    ],
    hi: [
      `${p.hi} यह दुकान आपका आधार नंबर, आपकी उंगली की छाप (फ़िंगरप्रिंट) और आपका मोबाइल नंबर UIDAI के ज़रिए आपके बैंक के साथ साझा करेगी।`,
      'आपकी उंगली की छाप केवल इसी पूछताछ के लिए इस्तेमाल होती है। इसे रखा नहीं जाता।',
      `आप मना कर सकते हैं, और ${p.hiOther} दूसरे तरीके से देख सकते हैं: पासबुक से, अपनी बैंक शाखा में या एटीएम पर।`,
    ],
  }
}
