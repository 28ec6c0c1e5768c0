// Which consent notice was read to the customer, as a short id: operation code, notice version,
// customer language (`be-4-hi`, `ms-4-ta`; records written before say `be-3-hi` or `be-2-hi`, and
// stay readable).
// docs/merchant-guide.md, "Around the spoken text": the journal keeps that consent was given and
// which text was read. The SPA builds the id, the bridge checks its shape (docs/contract.md v1.2:
// optional, 1-16 characters of a-z0-9-) and journals it, and the transaction detail reads it back.
// Plain TypeScript: used by both halves.

import type { Operation } from './contract.ts'

/**
 * The version of the notice read today (docs/merchant-guide.md, "The consent notice", version 4): the version-2 text of
 * src/i18n/customer/ with the sentences on what the shop keeps (version 3), then what the customer
 * may do (erase the record, complain) and for a mini statement the bank's fee, before its closing
 * question.
 */
export const CONSENT_NOTICE_VERSION = 4
/** The notice without the kept sentences: what a desk shows before the bridge's settings arrive. */
export const CONSENT_NOTICE_VERSION_WITHOUT_KEPT = 2

/** The operation codes of the upstream's txnType (docs/provider-api.md section 2.1): the same two letters in the id. */
export const CONSENT_OPERATION_CODES = {
  'balance-enquiry': 'be',
  'mini-statement': 'ms',
} as const satisfies Record<Operation, string>

/** docs/contract.md v1.2: what the bridge accepts, whatever the client. */
export const CONSENT_NOTICE_PATTERN = /^[a-z0-9-]{1,16}$/

export interface ConsentNotice {
  operation: Operation
  version: number
  /** A customer language code of docs/glossary.md (`hi`, `ta`, `ur`, …). */
  language: string
}

/** The id of the text read for this operation in this customer language, at the version shown. */
export function consentNoticeId(
  operation: Operation,
  lang: string,
  version: number = CONSENT_NOTICE_VERSION,
): string {
  return `${CONSENT_OPERATION_CODES[operation]}-${version}-${lang}`
}

/** The parts of an id this desk writes, or null for any other string (another client's id). */
export function readConsentNoticeId(id: string): ConsentNotice | null {
  const match = /^(be|ms)-([1-9]\d{0,2})-([a-z]{2,3})$/.exec(id)
  if (!match) return null
  const operation = match[1] === 'be' ? 'balance-enquiry' : 'mini-statement'
  return { operation, version: Number(match[2]), language: match[3]! }
}
