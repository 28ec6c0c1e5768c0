// The shared field rules (src/shared/fields.ts) give a reason; the SPA shows a translated sentence.

import type { FieldProblem } from '../../shared/fields.ts'
import { isMessageKey, type MessageKey, type MessageParams } from '../../i18n/messages.ts'

export interface ProblemMessage {
  /** The translated sentence for the rule's reason; null when there is none. */
  key: MessageKey | null
  params: MessageParams
  /** The rule's own English sentence, shown when no translation exists for its reason. */
  fallback: string
}

export function problemMessage(problem: FieldProblem, value: string): ProblemMessage {
  const key = `err.${problem.field}.${problem.reason}`
  return {
    key: isMessageKey(key) ? key : null,
    params: { count: value.length },
    fallback: problem.message,
  }
}
