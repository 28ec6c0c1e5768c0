// Names of operations and outcomes in the merchant's language. The day book counts every name the
// contract has (v1.1 added merchant-authentication and merchant-auth-required); a name whose text
// this build does not have yet is shown as the bridge wrote it rather than as a key.

import type { BankCause } from '../../shared/bank-causes.ts'
import { isMessageKey, type MessageKey, type MessageParams } from '../../i18n/messages.ts'

type Translate = (key: MessageKey, params?: MessageParams) => string

export function labelOf(
  t: Translate,
  family: 'op' | 'outcome' | 'causeName',
  name: string,
): string {
  const key = `${family}.${name}`
  return isMessageKey(key) ? t(key) : name
}

/** (v1.5) A cause of a refusal in a few words, for the day book's filter (its advice is longer). */
export function causeName(t: Translate, cause: BankCause): string {
  return labelOf(t, 'causeName', cause)
}
