// The consent notice as it is read (docs/merchant-guide.md, "The consent notice", version 4): the operation's whole text
// up to its closing question, then the sentences on what the shop keeps, then what the customer may
// do about it (and for a mini statement, that the bank may charge), then the question ("Do you
// agree?"), so every fact comes before the customer is asked. One
// builder for the customer's notice, Read aloud and the merchant's own-language copy, so the three
// never say different things.

import type { CustomerCatalogue } from '../../i18n/customer/types.ts'
import {
  CONSENT_NOTICE_VERSION,
  CONSENT_NOTICE_VERSION_WITHOUT_KEPT,
} from '../../shared/consent-notice.ts'
import type { Operation } from '../../shared/contract.ts'
import { keptLines, type KeptSettings } from '../answer/kept-lines.ts'
import { sentencesOf } from '../speech.ts'

export interface NoticeText {
  /** The notice's sentences before its closing question, as one paragraph. */
  body: string
  /** What is kept and for how long, one whole sentence each; none until the settings are known. */
  kept: string[]
  /**
   * What the customer may do about the record (erase it, complain), and for a mini statement that
   * the bank may charge: said with the kept sentences, since "this record" is the one they name.
   */
  rights: string[]
  /** The closing question. */
  question: string
  /** The version of the text as shown: 4 with the kept and rights sentences, 2 without them. */
  version: number
}

export function noticeText(
  catalogue: CustomerCatalogue,
  operation: Operation,
  settings: KeptSettings | null,
): NoticeText {
  const sentences = sentencesOf(catalogue.texts[`consent.${operation}`].text)
  const kept = settings ? keptLines(catalogue, settings, { operation, answerKept: true }) : []
  const rights =
    kept.length === 0
      ? []
      : [
          catalogue.texts['consent.rights'].text,
          ...(operation === 'mini-statement'
            ? [catalogue.texts['consent.statement-fee'].text]
            : []),
        ]
  return {
    body: sentences.slice(0, -1).join(' '),
    kept,
    rights,
    question: sentences.at(-1) ?? '',
    version: kept.length > 0 ? CONSENT_NOTICE_VERSION : CONSENT_NOTICE_VERSION_WITHOUT_KEPT,
  }
}

/** The sentences in the order they are said, for Read aloud. */
export const spokenNotice = (notice: NoticeText): string[] => [
  notice.body,
  ...notice.kept,
  ...notice.rights,
  notice.question,
]
