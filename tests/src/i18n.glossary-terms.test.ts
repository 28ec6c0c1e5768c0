// One word per idea in each language (docs/glossary.md): a customer who hears one word for
// "fingerprint" in the consent must not read another on the advice or the receipt. For each of the
// 13 customer languages, the glossary's chosen form of a term and the other forms it names (or that
// turned up in the app: issue 17); the customer catalogue, and for Hindi the merchant's catalogue
// too (the customer sees that screen and receipt), may hold only the chosen one.
import { describe, expect, it } from 'vitest'
import { hi as hindiMerchant } from '../../src/i18n/hi.ts'
import { CUSTOMER_LANGUAGES, type CustomerCatalogue } from '../../src/i18n/customer/types.ts'
import { as_ } from '../../src/i18n/customer/as.ts'
import { bn } from '../../src/i18n/customer/bn.ts'
import { en } from '../../src/i18n/customer/en.ts'
import { gu } from '../../src/i18n/customer/gu.ts'
import { hi } from '../../src/i18n/customer/hi.ts'
import { kn } from '../../src/i18n/customer/kn.ts'
import { ml } from '../../src/i18n/customer/ml.ts'
import { mr } from '../../src/i18n/customer/mr.ts'
import { or_ } from '../../src/i18n/customer/or.ts'
import { pa } from '../../src/i18n/customer/pa.ts'
import { ta } from '../../src/i18n/customer/ta.ts'
import { te } from '../../src/i18n/customer/te.ts'
import { ur } from '../../src/i18n/customer/ur.ts'

const CATALOGUES: CustomerCatalogue[] = [en, hi, bn, mr, te, ta, gu, kn, or_, ml, pa, as_, ur]

interface Term {
  /** The English idea (a row of docs/glossary.md). */
  term: string
  /** The chosen form, or its stem where the language inflects it (Tamil, Kannada, Malayalam). */
  use: string
  /** Other ways of writing the same idea; none may appear. */
  avoid: string[]
}

const TERMS: Record<Exclude<(typeof CUSTOMER_LANGUAGES)[number], 'en'>, Term[]> = {
  hi: [
    // Row 32 (docs/glossary.md): where UIDAI takes the fingerprints again (UIDAI 811/812).
    { term: 'Aadhaar centre', use: 'आधार केंद्र', avoid: ['आधार सेवा केंद्र', 'आधार सेंटर', 'आधार केन्द्र'] },
    // Two spellings are two ways too: फ़ is written फ + nukta, never the precomposed U+095E.
    {
      term: 'fingerprint',
      use: 'फ़िंगरप्रिंट',
      avoid: ['फिंगरप्रिंट', 'उंगली की छाप', 'उंगली का निशान', 'उंगली के निशान', '\u095e'],
    },
    { term: 'transaction (account entry)', use: 'लेनदेन', avoid: ['लेन-देन', 'ट्रांज़ैक्शन'] },
    { term: 'account balance', use: 'बैलेंस', avoid: ['शेष राशि', 'बकाया', 'बेलेंस'] },
    { term: 'Aadhaar number', use: 'आधार नंबर', avoid: ['आधार संख्या'] },
    { term: 'mobile number', use: 'मोबाइल नंबर', avoid: ['मोबाईल'] },
    { term: 'mini statement', use: 'मिनी स्टेटमेंट', avoid: ['मिनी-स्टेटमेंट', 'स्टेटमैंट'] },
    { term: 'debit (money out)', use: 'निकासी', avoid: ['डेबिट'] },
    { term: 'date', use: 'तारीख', avoid: ['दिनांक'] },
    { term: 'amount', use: 'राशि', avoid: ['रकम'] },
    { term: 'bank branch', use: 'शाखा', avoid: ['ब्रांच'] },
    { term: 'receipt', use: 'रसीद', avoid: ['पावती'] },
    { term: 'failed', use: 'असफल', avoid: ['विफल'] },
    { term: 'try again', use: 'फिर से कोशिश', avoid: ['दोबारा कोशिश', 'फिर कोशिश'] },
    { term: 'the bank says', use: 'बैंक ने बताया', avoid: ['बैंक ने कहा'] },
    { term: 'not confirmed', use: 'पुष्टि नहीं हुई', avoid: ['पक्का नहीं'] },
    { term: 'authentication', use: 'जाँच', avoid: ['जांच', 'प्रमाणीकरण'] },
    // "रखा नहीं गया" can be heard as "was not placed" (docs/merchant-guide.md, "The receipt's
    // lines").
    { term: 'not saved', use: 'सेव नहीं किया गया', avoid: ['रखा नहीं गया', 'रखा नहीं जाता'] },
    // "नकली बैंक" reads as "counterfeit bank" on a screen the customer can see.
    { term: 'simulated (sandbox)', use: 'सिम्युलेटेड', avoid: ['नकली'] },
  ],
  bn: [
    // Row 32 (docs/glossary.md): where UIDAI takes the fingerprints again (UIDAI 811/812).
    { term: 'Aadhaar centre', use: 'আধার কেন্দ্র', avoid: ['আধার সেবা কেন্দ্র', 'আধার সেন্টার'] },
    { term: 'fingerprint', use: 'আঙুলের ছাপ', avoid: ['ফিঙ্গারপ্রিন্ট'] },
    { term: 'bank', use: 'ব্যাঙ্ক', avoid: ['ব্যাংক'] },
    { term: 'debit (money out)', use: 'তোলা', avoid: ['ডেবিট'] },
  ],
  mr: [
    // Row 32 (docs/glossary.md): where UIDAI takes the fingerprints again (UIDAI 811/812).
    { term: 'Aadhaar centre', use: 'आधार केंद्र', avoid: ['आधार सेवा केंद्र', 'आधार सेंटर'] },
    { term: 'fingerprint', use: 'बोटाचा ठसा', avoid: ['फिंगरप्रिंट', 'फ़िंगरप्रिंट'] },
    { term: 'Aadhaar number', use: 'आधार क्रमांक', avoid: ['आधार नंबर', 'आधार संख्या'] },
    { term: 'mobile number', use: 'मोबाईल', avoid: ['मोबाइल'] },
    { term: 'account balance', use: 'शिल्लक', avoid: ['बॅलन्स', 'बकाया'] },
    { term: 'transaction', use: 'व्यवहार', avoid: ['लेनदेन', 'लेन-देन'] },
    { term: 'date', use: 'तारीख', avoid: ['दिनांक'] },
    // The plural of चौकशी (f.) is चौकश्या (language review 2026-11-29, mr-1).
    { term: 'enquiries', use: 'चौकश्या', avoid: ['चौकशा'] },
  ],
  te: [
    // Row 32 (docs/glossary.md): where UIDAI takes the fingerprints again (UIDAI 811/812).
    { term: 'Aadhaar centre', use: 'ఆధార్ కేంద్ర', avoid: ['ఆధార్ సెంటర్', 'ఎన్రోల్మెంట్'] },
    { term: 'fingerprint', use: 'వేలిముద్ర', avoid: ['ఫింగర్'] },
    { term: 'number', use: 'నంబర్', avoid: ['నెంబర్'] },
    { term: 'bank', use: 'బ్యాంకు', avoid: ['బ్యాంక్'] },
    { term: 'transaction', use: 'లావాదేవీ', avoid: ['ట్రాన్సాక్షన్'] },
  ],
  ta: [
    // Row 32 (docs/glossary.md): where UIDAI takes the fingerprints again (UIDAI 811/812).
    { term: 'Aadhaar centre', use: 'ஆதார் மைய', avoid: ['ஆதார் சேவை மைய', 'ஆதார் சென்டர்'] },
    { term: 'fingerprint', use: 'கைரேகை', avoid: ['விரல் ரேகை', 'ஃபிங்கர்'] },
    { term: 'account balance', use: 'இருப்ப', avoid: ['பேலன்ஸ்'] },
    { term: 'transaction', use: 'பரிவர்த்தனை', avoid: ['பற்றுவரவு'] },
    { term: 'authentication', use: 'சரிபார்', avoid: ['அங்கீகார'] },
  ],
  gu: [
    // Row 32 (docs/glossary.md): where UIDAI takes the fingerprints again (UIDAI 811/812).
    { term: 'Aadhaar centre', use: 'આધાર કેન્દ્ર', avoid: ['આધાર સેવા કેન્દ્ર', 'આધાર સેન્ટર'] },
    { term: 'fingerprint', use: 'આંગળીની છાપ', avoid: ['ફિંગરપ્રિન્ટ'] },
    { term: 'debit (money out)', use: 'ઉપાડ', avoid: ['ઉધાર'] },
    { term: 'receipt', use: 'રસીદ', avoid: ['પહોંચ'] },
  ],
  kn: [
    // Row 32 (docs/glossary.md): where UIDAI takes the fingerprints again (UIDAI 811/812).
    { term: 'Aadhaar centre', use: 'ಆಧಾರ್ ಕೇಂದ್ರ', avoid: ['ಆಧಾರ್ ಸೇವಾ ಕೇಂದ್ರ', 'ಆಧಾರ್ ಸೆಂಟರ್'] },
    { term: 'fingerprint', use: 'ಬೆರಳಚ್ಚ', avoid: ['ಫಿಂಗರ್', 'ಬೆರಳಿನ ಗುರುತು'] },
    { term: 'credit (money in)', use: 'ಜಮೆ', avoid: ['ಜಮಾ'] },
  ],
  or: [
    // Row 32 (docs/glossary.md): where UIDAI takes the fingerprints again (UIDAI 811/812).
    { term: 'Aadhaar centre', use: 'ଆଧାର କେନ୍ଦ୍ର', avoid: ['ଆଧାର ସେବା କେନ୍ଦ୍ର', 'ଆଧାର ସେଣ୍ଟର'] },
    { term: 'fingerprint', use: 'ଆଙ୍ଗୁଠି ଚିହ୍ନ', avoid: ['ଟିପ ଚିହ୍ନ'] },
    { term: 'transaction', use: 'କାରବାର', avoid: ['ଟ୍ରାଞ୍ଜାକସନ'] },
    // ଯାଞ୍ଚ is the enquiry (glossary row 28): checking details is ମିଳାଇ ଦେଖିବା, checking with the
    // bank ପଚାରି ବୁଝିବା, so the two never run together aloud (language review 2026-11-29, or-1).
    { term: 'check (details, a number)', use: 'ମିଳାଇ ଦେଖ', avoid: ['ବିବରଣୀ ଯାଞ୍ଚ', 'ନମ୍ବରଟି ଯାଞ୍ଚ'] },
    { term: 'check with the bank', use: 'ପଚାରି ବୁଝିଲା', avoid: ['ବ୍ୟାଙ୍କ ସହିତ ଯାଞ୍ଚ କଲା'] },
  ],
  ml: [
    // Row 32 (docs/glossary.md): where UIDAI takes the fingerprints again (UIDAI 811/812).
    {
      term: 'Aadhaar centre',
      use: 'ആധാർ കേന്ദ്ര',
      avoid: ['അക്ഷയ കേന്ദ്ര', 'ആധാർ സേവാ കേന്ദ്ര', 'ആധാർ സെന്റർ'],
    },
    { term: 'fingerprint', use: 'വിരലടയാള', avoid: ['ഫിംഗർ'] },
    // The atomic chillu letters, never virama + zero-width joiner (glossary, "Malayalam").
    { term: 'chillu letters', use: 'ൽ', avoid: ['\u0d4d\u200d'] },
    { term: 'bank branch', use: 'ശാഖ', avoid: ['ബ്രാഞ്ച്'] },
  ],
  pa: [
    // Row 32 (docs/glossary.md): where UIDAI takes the fingerprints again (UIDAI 811/812).
    { term: 'Aadhaar centre', use: 'ਆਧਾਰ ਕੇਂਦਰ', avoid: ['ਆਧਾਰ ਸੇਵਾ ਕੇਂਦਰ', 'ਆਧਾਰ ਸੈਂਟਰ'] },
    { term: 'fingerprint', use: 'ਉਂਗਲ ਦਾ ਨਿਸ਼ਾਨ', avoid: ['ਫਿੰਗਰਪ੍ਰਿੰਟ'] },
    { term: 'bank branch', use: 'ਬ੍ਰਾਂਚ', avoid: ['ਸ਼ਾਖਾ'] },
    { term: 'transaction', use: 'ਲੈਣ-ਦੇਣ', avoid: ['ਲੈਣਦੇਣ'] },
    { term: 'account balance', use: 'ਬੈਲੇਂਸ', avoid: ['ਬਕਾਇਆ'] },
  ],
  as: [
    // Row 32 (docs/glossary.md): where UIDAI takes the fingerprints again (UIDAI 811/812).
    { term: 'Aadhaar centre', use: 'আধাৰ কেন্দ্ৰ', avoid: ['আধাৰ সেৱা কেন্দ্ৰ', 'আধাৰ চেণ্টাৰ'] },
    { term: 'fingerprint', use: 'আঙুলিৰ ছাপ', avoid: ['আঙুলের ছাপ'] },
    { term: 'bank', use: 'বেংক', avoid: ['ব্যাঙ্ক', 'ব্যাংক'] },
    { term: 'passbook', use: 'জমা বহী', avoid: ['পাছবুক'] },
    // Assamese writes ৰ where Bengali writes র: a text with র is Bengali (glossary, "Assamese").
    { term: 'the letter ra', use: 'ৰ', avoid: ['\u09b0'] },
  ],
  ur: [
    // Row 32 (docs/glossary.md): where UIDAI takes the fingerprints again (UIDAI 811/812).
    { term: 'Aadhaar centre', use: 'آدھار سینٹر', avoid: ['آدھار مرکز', 'آدھار کیندر'] },
    { term: 'fingerprint', use: 'انگلی کا نشان', avoid: ['فنگر پرنٹ', 'فنگرپرنٹ'] },
    // محفوظ نہیں reads as "not safe" (glossary row 25); بقایا also means money owed (row 5).
    { term: 'not stored', use: 'نہیں رکھ', avoid: ['محفوظ نہیں'] },
    { term: 'account balance', use: 'بیلنس', avoid: ['بقایا'] },
    { term: 'bank branch', use: 'برانچ', avoid: ['شاخ'] },
  ],
}

/** Every form of a term other than the chosen one that a set of texts contains. */
function otherForms(texts: readonly string[], terms: readonly Term[]) {
  return terms.flatMap(({ term, avoid }) =>
    avoid
      .filter((form) => texts.some((text) => text.includes(form)))
      .map((form) => ({ term, form, in: texts.filter((text) => text.includes(form)) })),
  )
}

function textsOf(lang: keyof typeof TERMS): string[] {
  const catalogue = CATALOGUES.find((c) => c.lang === lang)!
  const customer = Object.values(catalogue.texts).map((t) => t.text)
  return lang === 'hi' ? [...customer, ...Object.values(hindiMerchant)] : customer
}

const LANGS = Object.keys(TERMS) as (keyof typeof TERMS)[]

describe('one word per idea in each language (docs/glossary.md)', () => {
  it('covers every customer language but the English source', () => {
    expect([...LANGS].sort()).toEqual(CUSTOMER_LANGUAGES.filter((l) => l !== 'en').sort())
  })

  it.each(LANGS)('%s: the texts hold no other form of a glossary term', (lang) => {
    expect(otherForms(textsOf(lang), TERMS[lang])).toEqual([])
  })

  it.each(LANGS)('%s: the chosen form of each term is the one the texts use', (lang) => {
    const texts = textsOf(lang)
    const unused = TERMS[lang].filter(({ use }) => !texts.some((text) => text.includes(use)))
    expect(unused.map(({ term }) => term)).toEqual([])
  })

  it('catches a second form of a term: a planted लेन-देन beside लेनदेन', () => {
    const planted = [...Object.values(hi.texts).map((t) => t.text), 'पिछले लेन-देन']
    expect(otherForms(planted, TERMS.hi)).toEqual([
      { term: 'transaction (account entry)', form: 'लेन-देन', in: ['पिछले लेन-देन'] },
    ])
  })

  it('catches फ़िंगरप्रिंट written with the precomposed letter', () => {
    expect(otherForms(['\u095eिंगरप्रिंट'], TERMS.hi).map(({ form }) => form)).toEqual(['\u095e'])
  })
})

describe('the Hindi fixes of issue 17', () => {
  const merchant: Record<string, string> = hindiMerchant

  it('ties “their language” to reading aloud too, not only to letting them read (issue 23)', () => {
    // Back-translated: "Read this out to the customer in the language of their choice, or let
    // them read it themselves."
    expect(merchant['consent.intro']).toMatch(
      /^इसे ग्राहक को उनकी पसंद की भाषा में पढ़कर सुनाएँ, या उन्हें खुद पढ़ने दें/,
    )
  })

  it('never builds a Hindi sentence around {operation}: the verb agrees with each name', () => {
    // बैलेंस पूछताछ is feminine, मिनी स्टेटमेंट masculine ("मिनी स्टेटमेंट … भेजा गया").
    const around = Object.entries(merchant).filter(([, text]) => text.includes('{operation}'))
    expect(around).toEqual([])
  })

  it('gives the mini statement masculine verbs', () => {
    const sentences = Object.values(merchant).filter((text) => /मिनी स्टेटमेंट.*(गई|रही है)/.test(text))
    expect(sentences).toEqual([])
  })

  it('labels a refused enquiry अस्वीकृत, not the bare noun अस्वीकार', () => {
    const labels = Object.entries(merchant).filter(
      ([key, text]) => /^(outcome|scenario)\./.test(key) && /(^|\s|:)अस्वीकार(\s|:|$)/.test(text),
    )
    expect(labels).toEqual([])
    expect(merchant['outcome.failure']).toBe('अस्वीकृत')
  })

  it('says "flat" (सपाट), not "straight" (सीधी), for the finger on the reader', () => {
    expect(Object.values(merchant).filter((text) => /सीधी|सीधा/.test(text))).toEqual([])
    expect(merchant['capture.advice4']).toContain('सपाट')
  })

  it('keeps लेनदेन for the customer’s entries and रिकॉर्ड for the desk’s own records', () => {
    const deskPages = ['nav.transactions', 'tx.heading', 'tx.empty', 'txd.heading', 'txd.back']
    expect(deskPages.filter((key) => merchant[key]!.includes('लेनदेन'))).toEqual([])
    expect(deskPages.filter((key) => !merchant[key]!.includes('रिकॉर्ड'))).toEqual([])
    expect(merchant['statement.caption']).toContain('लेनदेन')
  })
})
