// The causes of a refusal that the desk recognises in the bank's code or words, so that the advice
// fits the cause: a daily limit is not fixed by another finger, a blocked account
// not by trying again. One table, used by the merchant's screen, the record, the receipt and the
// customer's lines; anything not in it is null, and the caller falls back to the general advice.
//
// Where the codes come from: the bank's own code (`bankCode`, docs/contract.md v1.1) uses the ISO
// 8583 response codes that NPCI's AePS passes on (65 a frequency limit, 62/78 restricted or
// blocked, 91/92/96 issuer or switch down); the three-digit prefix of a message
// (docs/provider-api.md, "Replies") often carries UIDAI's authentication error code (300 biometric
// mismatch, 330 biometrics locked by the holder, 996/997/998 Aadhaar cancelled, suspended or not
// found). The words cover banks that send neither; they are matched in lower case, with any
// spacing.

export type BankCause =
  | 'daily-limit'
  | 'account-blocked'
  | 'aadhaar-not-linked'
  | 'biometric-locked'
  | 'finger-mismatch'
  | 'aadhaar-invalid'
  | 'bank-unavailable'

export const BANK_CAUSES: readonly BankCause[] = [
  'daily-limit',
  'account-blocked',
  'aadhaar-not-linked',
  'biometric-locked',
  'finger-mismatch',
  'aadhaar-invalid',
  'bank-unavailable',
]

interface CauseRule {
  cause: BankCause
  /** The bank's own code (data.bankCode), as sent, leading zeros ignored. */
  bankCodes: readonly string[]
  /** The three-digit prefix of the message ("330: ..."), leading zeros ignored. */
  prefixes: readonly string[]
  /** Words in the bank's message or the envelope's message. */
  words: RegExp
}

// The daily limit the customer is told of (advice.daily-limit) is on the number of enquiries, so
// only what says a count maps to it: ISO 65 ("exceeds withdrawal frequency limit"), the switch's
// "065:", and words of a limit that name enquiries, a frequency or a number of transactions and no
// amount. ISO 61 ("exceeds withdrawal amount limit") and any amount limit are money, not enquiries:
// they get the general refusal, with the bank's own words on the merchant's screen.
const COUNT_LIMIT =
  /^(?!.*\bamount\b)(?=.*(\benquir|\binquir|\bfrequency\b|\bnumber of\b|\btransactions\b)).*(\b(exceed(s|ed)?|crossed)\b.*\blimit\b|\blimit\b.*\b(exceed(s|ed)?|reached|crossed)\b|\bfrequency limit\b)/

// Order matters where words overlap: a locked biometric is not a mismatch, a limit not a block.
export const CAUSE_TABLE: readonly CauseRule[] = [
  {
    cause: 'daily-limit',
    bankCodes: ['65'],
    prefixes: ['65'],
    words: COUNT_LIMIT,
  },
  {
    cause: 'biometric-locked',
    bankCodes: [],
    prefixes: ['330'],
    words: /\bbiometrics? (is |are |has been |have been )?locked\b|\bbiometric lock\b/,
  },
  {
    cause: 'aadhaar-not-linked',
    bankCodes: [],
    prefixes: [],
    words:
      /\baadhaa?r\b.*\bnot (linked|mapped|seeded)\b|\bnot (linked|mapped|seeded)\b.*\baadhaa?r\b|\bmapping (does not|doesn't|doesnt) exist\b|\bnot mapped to (iin|account)\b/,
  },
  {
    cause: 'account-blocked',
    bankCodes: ['62', '78'],
    prefixes: [],
    words:
      /\baccount\b.*\b(blocked|frozen|freezed|dormant|inoperative|inactive|closed)\b|\b(blocked|frozen|dormant|inoperative|inactive|closed) account\b/,
  },
  {
    cause: 'aadhaar-invalid',
    bankCodes: [],
    prefixes: ['996', '997', '998'],
    words:
      /\b(invalid|cancelled|canceled|suspended|inactive) aadhaa?r\b|\baadhaa?r (number )?(is )?(invalid|cancelled|canceled|suspended|not (available|found))\b/,
  },
  {
    cause: 'finger-mismatch',
    bankCodes: [],
    prefixes: ['300'],
    words: /\bbiometrics? (data )?(did not|does not|didn't|not) match|\bbiometric mismatch\b/,
  },
  {
    cause: 'bank-unavailable',
    bankCodes: ['91', '92', '96'],
    prefixes: [],
    words: /\b(issuer|bank)\b.*\b(inoperative|not available|unavailable|down|not responding)\b/,
  },
]

/** The parts of a reply or a record that can name a cause; every one may be missing. */
export interface CauseSource {
  bankCode?: string | null
  bankMessage?: string | null
  message?: string | null
}

const withoutZeros = (code: string) => code.trim().replace(/^0+(?=\d)/, '')

function prefixOf(message: string): string | null {
  const match = /^\s*(\d{1,4})\s*:/.exec(message)
  return match ? withoutZeros(match[1]!) : null
}

/**
 * The cause the bank's code or words name, or null when none is recognised (then the advice is
 * the general one). Codes decide before words: a bank's code is meant to be read by machines.
 */
export function causeOf(source: CauseSource): BankCause | null {
  const bankCode = source.bankCode ? withoutZeros(source.bankCode) : null
  const prefixes = [source.message, source.bankMessage]
    .map((text) => (text ? prefixOf(text) : null))
    .filter((p): p is string => p !== null)
  for (const rule of CAUSE_TABLE) {
    if (bankCode !== null && rule.bankCodes.includes(bankCode)) return rule.cause
    if (prefixes.some((p) => rule.prefixes.includes(p))) return rule.cause
  }
  const words = [source.bankMessage, source.message]
    .filter((t): t is string => typeof t === 'string' && t.trim() !== '')
    .join(' \n ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
  if (words === '') return null
  return CAUSE_TABLE.find((rule) => rule.words.test(words))?.cause ?? null
}
