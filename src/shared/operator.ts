// The person at the counter (docs/contract.md v1.5, "The operator at the counter"): NPCI asks for
// the merchant's biometric authentication again when the person operating the terminal changes,
// and every record says who served. The name is the shop's own business, chosen at the counter: a
// display name, never an identifier. It has no digits, so that it can never hold an Aadhaar or a
// phone number, which a journal and an export must not carry whole.

import { passed, refused, type Checked } from './checked.ts'

export const OPERATOR_NAME_MAX = 40

/** GET /api/status `operator`: who has the counter and since when; null before any hand-over. */
export interface OperatorAtCounter {
  name: string
  since: string
}

/** POST /api/operator-handovers. */
export interface OperatorHandoverRequest {
  operator: string
}

/** Which of the name's rules failed: the page says it in the merchant's language. */
export type OperatorNameRule = 'missing' | 'digits' | 'length' | 'signs'

export interface OperatorNameProblem {
  field: 'operator'
  rule: OperatorNameRule
  message: string
}

// Letters of any script, their marks, spaces and the few signs names carry ("D'Souza", "K. Rao").
const NAME_SIGNS = /^[\p{L}\p{M} .'’\-]+$/u

/**
 * The name as it is kept: trimmed, inner spaces made one. 1-40 characters (code points, so a
 * Devanagari name is not cut by its UTF-16 length), no digit of any script, no control character.
 */
export function checkOperatorName(value: unknown): Checked<string, OperatorNameProblem> {
  const problem = (rule: OperatorNameRule, message: string) =>
    refused({ field: 'operator' as const, rule, message })
  const missing = 'Give the name of the person at the counter.'
  if (typeof value !== 'string') return problem('missing', missing)
  const name = value.normalize('NFC').trim().replace(/\s+/gu, ' ')
  if (name === '') return problem('missing', missing)
  if (/\p{Nd}/u.test(name))
    return problem('digits', 'A name has no digits: never an Aadhaar or a phone number.')
  if ([...name].length > OPERATOR_NAME_MAX)
    return problem('length', `The name is at most ${OPERATOR_NAME_MAX} characters.`)
  if (!NAME_SIGNS.test(name))
    return problem(
      'signs',
      'The name may have letters, spaces, dots, apostrophes and hyphens only.',
    )
  return passed(name)
}
