// A settled answer replaces "not confirmed" everywhere (docs/contract.md v1.3, status checks). Once
// a status check brings the bank's final word, every place that says what happened (the result's
// heading and details, the customer's lines and Read aloud, the receipt's status and message, the
// record page) says that word, with the settling check's own status, message and RRN: the first
// answer's "transaction pending" no longer stands beside it. The one rule, read by all of them.

import { answerCause, isBankCause, type AnswerCauseSource, type BankCause } from './bank-causes.ts'
import type { StatusCheck, TransactionRecord } from './contract.ts'
import { stripSwitchPrefix } from './results.ts'
import { settles, settlingCheck } from './status-checks.ts'

export type SettledOutcome = 'success' | 'failure' | 'reversed'

/** What a record or a result knows of its status checks. */
export interface CheckedParts {
  statusChecks?: TransactionRecord['statusChecks']
  settledOutcome?: TransactionRecord['settledOutcome']
}

/** The bank's final word, as the settling status check gave it. */
export interface SettledAnswer {
  outcome: SettledOutcome
  /** The check's words: its display message, else its message without the switch prefix. */
  message: string | null
  /** The raw message, whose "330:" prefix can name a refusal's cause (bank-causes.ts). */
  rawMessage: string | null
  status: string | null
  code: string | null
  rrn: string | null
}

const blankToNull = (value: string | null | undefined) =>
  value == null || value.trim() === '' ? null : value.trim()

/** The settled answer, or null while the record still has only its first answer. */
export function settledAnswer(checked: CheckedParts | null | undefined): SettledAnswer | null {
  const outcome = checked?.settledOutcome
  if (!outcome || !settles(outcome)) return null
  const check: StatusCheck | null = settlingCheck({
    settledOutcome: outcome,
    statusChecks: checked.statusChecks,
  })
  return {
    outcome: outcome as SettledOutcome,
    message: blankToNull(check?.displayMessage ?? stripSwitchPrefix(check?.message ?? '')),
    rawMessage: blankToNull(check?.message),
    status: blankToNull(check?.status),
    code: blankToNull(check?.code),
    rrn: blankToNull(check?.rrn),
  }
}

/** The outcome every place shows: the settled one once there is one, else the first answer's. */
export function standingOutcome<Kind extends string>(
  firstKind: Kind,
  checked: CheckedParts | null | undefined,
): Kind | SettledOutcome {
  return settledAnswer(checked)?.outcome ?? firstKind
}

/** Whether the answer still stands unconfirmed: an unconfirmed first answer no check has settled. */
export function stillUnconfirmed(
  firstIsUnconfirmed: boolean,
  checked: CheckedParts | null | undefined,
): boolean {
  return firstIsUnconfirmed && settledAnswer(checked) === null
}

/**
 * A record's `cause` (the day book, its exports, a reprint): once a status check settled it, the
 * settling check's words name it (a settled success has none); else the record's first answer.
 */
export function recordCause(record: AnswerCauseSource & CheckedParts): BankCause | null {
  const settled = settledAnswer(record)
  if (settled) return answerCause({ outcome: settled.outcome, message: settled.rawMessage })
  return answerCause(record)
}

/**
 * The cause a record holds (the day book's filter): the one it was written with (v1.5; an erased
 * record keeps it though its words are gone), else, for a record of an earlier release that has
 * none, the one its words name.
 */
export function keptCause(
  record: AnswerCauseSource & CheckedParts & { cause?: unknown },
): BankCause | null {
  if (record.cause !== undefined) return isBankCause(record.cause) ? record.cause : null
  return recordCause(record)
}
