// Names of operations and outcomes in the merchant's language. The day book counts every name the
// contract has (v1.1 added merchant-authentication and merchant-auth-required); a name whose text
// this build does not have yet is shown as the bridge wrote it rather than as a key.

import { isMessageKey, type MessageKey, type MessageParams } from '../../i18n/messages.ts'

type Translate = (key: MessageKey, params?: MessageParams) => string

export function labelOf(t: Translate, family: 'op' | 'outcome', name: string): string {
  const key = `${family}.${name}`
  return isMessageKey(key) ? t(key) : name
}
