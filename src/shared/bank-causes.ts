// The cause of a refusal (docs/contract.md v1.5, "cause"): the one rule that names it from the
// bank's code, the message's three-digit prefix and the words, so that the advice fits the cause:
// a daily limit is not fixed by another finger, a blocked account not by trying again, an
// uncertified reader not by the customer. The reply, the record, the page, the receipt, the day
// book's filter and its CSV/XLSX all take `cause` from here; anything not in the table is null,
// and the caller falls back to the general advice.
//
// Where the codes come from: the bank's own code (`bankCode`, docs/contract.md v1.1) uses the ISO
// 8583 response codes that NPCI's AePS passes on (65 a frequency limit, 62/78 restricted or
// blocked, 91/92/96 issuer or switch down); the three-digit prefix of a message
// (docs/provider-api.md, "Replies") often carries UIDAI's authentication error code (UIDAI's
// error list, docs/rd-service.md section 4: 300 mismatch, 310 duplicate fingers, 330 locked, 501
// an expired key in Skey ci, 553-560 the reader and its certificates, 561/562 the PID's time,
// 811/812 biometrics to update, 995-998 the Aadhaar number). A three-digit UIDAI code is never an
// ISO code (two digits), so either place may carry it. The words cover banks that send neither;
// they are matched in lower case, with any spacing.

export const BANK_CAUSES = [
  'daily-limit',
  'account-blocked',
  'aadhaar-not-linked',
  'biometric-locked',
  'finger-mismatch',
  'aadhaar-invalid',
  'bank-unavailable',
  // v1.5
  'duplicate-fingers',
  'rd-key-expired',
  'device-not-allowed',
  'device-not-certified',
  'device-integrity',
  'device-certificate-expired',
  'pid-expired',
  'clock-ahead',
  'biometric-update-needed',
  'merchant-blocked',
] as const

export type BankCause = (typeof BANK_CAUSES)[number]

/** Whether a text is one of the cause ids (a day-book filter, a record read back). */
export function isBankCause(value: unknown): value is BankCause {
  return typeof value === 'string' && (BANK_CAUSES as readonly string[]).includes(value)
}

interface CauseRule {
  cause: BankCause
  /** The bank's own code (data.bankCode), as sent, leading zeros ignored. */
  bankCodes: readonly string[]
  /** The prefix of the message ("330: ..."), leading zeros ignored. */
  prefixes: readonly string[]
  /** Words in the bank's message or the envelope's message. */
  words: RegExp
}

/** A UIDAI code, read in the bank's code or in the message's prefix alike. */
const uidai = (...codes: string[]) => ({ bankCodes: codes, prefixes: codes })

// The daily limit the customer is told of (advice.daily-limit) is on the number of enquiries, so
// only what says a count maps to it: ISO 65 ("exceeds withdrawal frequency limit"), the switch's
// "065:", and words of a limit that name enquiries, a frequency or a number of transactions and no
// amount. ISO 61 ("exceeds withdrawal amount limit") and any amount limit are money, not enquiries:
// they get the general refusal, with the bank's own words on the merchant's screen.
const COUNT_LIMIT =
  /^(?!.*\bamount\b)(?=.*(\benquir|\binquir|\bfrequency\b|\bnumber of\b|\btransactions\b)).*(\b(exceed(s|ed)?|crossed)\b.*\blimit\b|\blimit\b.*\b(exceed(s|ed)?|reached|crossed)\b|\bfrequency limit\b)/

// Order matters where words overlap: a locked biometric is not a mismatch, a limit not a block, a
// blocked merchant not a blocked account, an expired device certificate not an expired key.
export const CAUSE_TABLE: readonly CauseRule[] = [
  { cause: 'daily-limit', bankCodes: ['65'], prefixes: ['65'], words: COUNT_LIMIT },
  {
    cause: 'biometric-locked',
    ...uidai('330'),
    words: /\bbiometrics? (is |are |has been |have been )?locked\b|\bbiometric lock\b/,
  },
  {
    // PaySprint's 23 "Merchant is blocked at NPCI end", and any provider's words for it.
    cause: 'merchant-blocked',
    bankCodes: [],
    prefixes: ['23'],
    words:
      /\b(merchant|agent|retailer|outlet|bc)\b[^.]*\b(blocked|barred|suspended)\b|\b(blocked|barred|suspended) (merchant|agent|retailer)\b/,
  },
  {
    cause: 'duplicate-fingers',
    ...uidai('310'),
    words: /\bduplicate fingers?\b|\bsame finger\b.*\b(more than once|twice)\b/,
  },
  {
    cause: 'rd-key-expired',
    ...uidai('501'),
    words: /\binvalid certificate identifier\b|\bci\b[^.]*\bskey\b|\bskey\b[^.]*\bci\b/,
  },
  {
    cause: 'device-not-allowed',
    ...uidai('553', '554'),
    words:
      /\bregistered devices? (are |is )?(currently )?not supported\b|\bpublic devices? (are |is )?not allowed\b/,
  },
  {
    cause: 'device-not-certified',
    ...uidai('555', '556', '557'),
    words:
      /\b(rdsid|rdsver|dpid)\b[^.]*\binvalid\b|\bnot (a )?part of (the )?certification registry\b/,
  },
  { cause: 'device-integrity', ...uidai('558'), words: /\binvalid dih\b/ },
  {
    cause: 'device-certificate-expired',
    ...uidai('559', '560'),
    words: /\b(device|dp master|master) certificate (has )?expired\b/,
  },
  {
    cause: 'pid-expired',
    ...uidai('561'),
    words: /\brequest expired\b|\bpid\b[^.]*\b(ts|timestamp)\b[^.]*\bolder than\b/,
  },
  {
    cause: 'clock-ahead',
    ...uidai('562'),
    words: /\btimestamp (value )?is (a )?future time\b|\b(ts|timestamp)\b[^.]*\bin the future\b/,
  },
  {
    cause: 'biometric-update-needed',
    ...uidai('811', '812'),
    words: /\bmissing biometric data\b|\bbest finger detection\b/,
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
    ...uidai('995', '996', '997', '998'),
    words:
      /\b(invalid|cancelled|canceled|suspended|inactive) aadhaa?r\b|\baadhaa?r (number )?(is )?(invalid|cancelled|canceled|suspended|not (available|found))\b|\baadhaa?r (number )?status is not active\b/,
  },
  {
    cause: 'finger-mismatch',
    ...uidai('300'),
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

/** An answer's words with its outcome: what a reply or a record is named from. */
export interface AnswerCauseSource extends CauseSource {
  outcome?: string | null
}

/**
 * The `cause` of one answer (a reply, a record, a status check): null for a success, whatever its
 * words say (a bank that answers "000: success, biometric lock is off" refused nothing); else
 * the rule above.
 */
export function answerCause(source: AnswerCauseSource): BankCause | null {
  return source.outcome === 'success' ? null : causeOf(source)
}
