// The 13 customer languages as the language menu needs them, without their texts: names, script
// direction and BCP 47 tag. The texts stay in one chunk per language (load.ts), so this
// list is all the enquiry page carries; a unit test keeps it equal to each catalogue's own fields.

import type { CustomerLanguage } from './types.ts'

export interface CustomerLanguageInfo {
  lang: CustomerLanguage
  /** The autonym, as its speakers write it. */
  name: string
  englishName: string
  /** The name in Hindi, for sentences of the merchant's Hindi interface. */
  hindiName: string
  dir: 'ltr' | 'rtl'
  bcp47: string
}

const info = (
  lang: CustomerLanguage,
  name: string,
  englishName: string,
  hindiName: string,
  dir: 'ltr' | 'rtl' = 'ltr',
): CustomerLanguageInfo => ({ lang, name, englishName, hindiName, dir, bcp47: `${lang}-IN` })

/** In the order of docs/glossary.md's columns: English and Hindi first, then by region. */
export const CUSTOMER_LANGUAGE_INFO: readonly CustomerLanguageInfo[] = [
  info('en', 'English', 'English', 'अंग्रेज़ी'),
  info('hi', 'हिन्दी', 'Hindi', 'हिन्दी'),
  info('bn', 'বাংলা', 'Bengali', 'बांग्ला'),
  info('mr', 'मराठी', 'Marathi', 'मराठी'),
  info('te', 'తెలుగు', 'Telugu', 'तेलुगु'),
  info('ta', 'தமிழ்', 'Tamil', 'तमिल'),
  info('gu', 'ગુજરાતી', 'Gujarati', 'गुजराती'),
  info('kn', 'ಕನ್ನಡ', 'Kannada', 'कन्नड़'),
  info('or', 'ଓଡ଼ିଆ', 'Odia', 'ओड़िया'),
  info('ml', 'മലയാളം', 'Malayalam', 'मलयालम'),
  info('pa', 'ਪੰਜਾਬੀ', 'Punjabi', 'पंजाबी'),
  info('as', 'অসমীয়া', 'Assamese', 'असमिया'),
  info('ur', 'اردو', 'Urdu', 'उर्दू', 'rtl'),
]

export function customerLanguageInfo(lang: CustomerLanguage): CustomerLanguageInfo {
  return CUSTOMER_LANGUAGE_INFO.find((entry) => entry.lang === lang)!
}

/** The language's name in a sentence of the merchant's interface language. */
export function languageNameIn(merchantLanguage: 'en' | 'hi', lang: CustomerLanguage): string {
  const entry = customerLanguageInfo(lang)
  return merchantLanguage === 'hi' ? entry.hindiName : entry.englishName
}
