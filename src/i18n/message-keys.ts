// The types of the merchant's interface texts: every key of the English catalogues and of the
// error texts, and a catalogue holding them all. Apart from messages.ts, which loads hi.ts, so that
// hi.ts can be typed against them without an import circle.

import type { AppErrorCode } from '../api/api-error.ts'
import type { enFirstLoad } from './en-first-load.ts'
import type { enLater } from './en-later.ts'

/**
 * The text of each error code the app knows (docs/developer-guide.md, habit 2): en-later.ts must
 * hold every one en-first-load.ts lacks, and hi.ts every one, or the type check fails.
 */
export type ErrorTextKey = `code.${AppErrorCode}`
export type MessageKey = keyof typeof enFirstLoad | keyof typeof enLater | ErrorTextKey
export type Messages = Record<MessageKey, string>
export type MessageParams = Record<string, string | number>
export type Language = 'en' | 'hi'

/**
 * A text with a count: the key without its `.one` / `.other` ending, for which the catalogue has
 * both forms (checked by the type), so that no count reads "1 entries" or "1 प्रविष्टियाँ".
 */
export type PluralKey = {
  [K in MessageKey]: K extends `${infer Base}.one`
    ? `${Base}.other` extends MessageKey
      ? Base
      : never
    : never
}[MessageKey]
