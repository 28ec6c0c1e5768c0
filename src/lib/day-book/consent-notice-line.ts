// The line of the transaction detail that says which consent text was read (docs/merchant-guide.md,
// "The consent notice", "The record"): "Consent notice: balance enquiry, version 2, Hindi". Pure,
// so it is tested alone.

import type { MessageKey, MessageParams } from '../../i18n/messages.ts'
import { readConsentNoticeId } from '../../shared/consent-notice.ts'
import type { TransactionRecord } from '../../shared/contract.ts'

export interface TextRef {
  key: MessageKey
  params?: MessageParams
}

/**
 * A customer language named in the merchant's language ("Tamil", "तमिल") by the browser's own
 * Intl data, so the 13 names need no catalogue entries; the code itself if Intl does not know it.
 */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(code) ?? code
  } catch {
    return code // not a well-formed language code: shown as recorded
  }
}

export function consentNoticeLine(
  record: Pick<TransactionRecord, 'consent' | 'consentNotice'>,
  locale: string,
): TextRef | null {
  const id = record.consentNotice
  if (id) {
    const notice = readConsentNoticeId(id)
    // Another client may name its texts its own way: shown as it sent it.
    if (!notice) return { key: 'txd.consentNoticeId', params: { id } }
    return {
      key: `txd.consentNotice.${notice.operation}`,
      params: { version: notice.version, language: languageName(notice.language, locale) },
    }
  }
  // Records written before the notice was named (contract v1.2) say only that consent was given.
  return record.consent === true ? { key: 'txd.consentNoticeMissing' } : null
}
