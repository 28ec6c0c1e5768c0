// (v1.3) The status check of an unconfirmed record (docs/contract.md, "POST
// /api/transactions/:id/status-checks"; docs/provider-api.md, "Transaction status"): the provider's
// Transaction Status operation with exactly {merchantLoginId, clientRefId}, Basic auth, once, no
// automatic retry. The record keeps its first answer and gains the check (newest last) and, when
// the check is the bank's final word, `settledOutcome`. Journaled before the reply, whatever the
// answer. Validated here (the record exists and is unconfirmed), then the journaled call
// (journaled-call/journaled-call.ts) with the record as the one it amends: no capture, no attempt.

import { recordCause } from '../../src/shared/settled-answer.ts'
import type { StatusCheckReply, TransactionRecord } from '../../src/shared/contract.ts'
import { stripSwitchPrefix } from '../../src/shared/results.ts'
import {
  settles,
  statusCheckRefusal,
  type StatusCheck,
  type StatusCheckRefusal,
} from '../../src/shared/status-checks.ts'
import { BridgeError } from '../errors.ts'
import { journaledCall, type Answered, type CallDeps } from '../journaled-call/journaled-call.ts'
import type { JournalGate } from '../journal/availability.ts'
import { boundChecks } from '../redaction/bounds.ts'
import { scrubDeep } from '../redaction/profiles.ts'
import { readEnvelope, type Envelope } from '../upstream/interpret.ts'

export interface StatusCheckDeps extends CallDeps {
  /** AEPS_STATUS_PATH; null when it is off. */
  path: string | null
  journal: JournalGate & { get(id: string): TransactionRecord | undefined }
}

const DISABLED_MESSAGE =
  'Status checks are turned off in this bridge’s configuration (AEPS_STATUS_PATH=off). An enquiry is not a withdrawal: the customer may simply ask again with a fresh fingerprint.'

export const NOT_APPLICABLE_MESSAGES: Record<StatusCheckRefusal, string> = {
  confirmed:
    'This record already has the bank’s final answer, so there is nothing to check. An enquiry is not a withdrawal: a customer who wants the answer again may simply ask again with a fresh fingerprint.',
  'no-reference':
    'The bank’s reply carried no reference, so its status cannot be looked up. An enquiry is not a withdrawal: the customer may simply ask again with a fresh fingerprint.',
}

/** Checks of one record run one after the other: the second sees what the first wrote. */
const inFlight = new Map<string, Promise<unknown>>()

export async function runStatusCheck(id: string, deps: StatusCheckDeps): Promise<StatusCheckReply> {
  const path = deps.path
  if (path === null) throw new BridgeError('STATUS_CHECK_DISABLED', DISABLED_MESSAGE)
  const before = inFlight.get(id)
  const run = (before ?? Promise.resolve()).catch(() => {}).then(() => checkOnce(id, path, deps))
  inFlight.set(id, run)
  try {
    return await run
  } finally {
    if (inFlight.get(id) === run) inFlight.delete(id)
  }
}

async function checkOnce(
  id: string,
  path: string,
  deps: StatusCheckDeps,
): Promise<StatusCheckReply> {
  const stored = deps.journal.get(id)
  if (!stored)
    throw new BridgeError('NOT_FOUND', 'No transaction has this id; it may have been purged.')
  const refusal = statusCheckRefusal(stored)
  if (refusal !== null)
    throw new BridgeError('STATUS_CHECK_NOT_APPLICABLE', NOT_APPLICABLE_MESSAGES[refusal])
  // settledOutcome is null, not absent, once a check was made and until one settles the record.
  const record: TransactionRecord = {
    ...stored,
    statusChecks: [...(stored.statusChecks ?? [])],
    settledOutcome: stored.settledOutcome ?? null,
  }
  const checks = record.statusChecks!
  const reply = await journaledCall(
    {
      operation: 'status-check',
      record,
      // Exactly the two fields of the operation, both strings (docs/provider-api.md).
      send: (upstream) =>
        upstream.call('POST', path, {
          merchantLoginId: deps.merchant.loginId,
          clientRefId: stored.clientRefNo!,
        }),
      read: readEnvelope,
      onFault: (_record, fault, finished) => {
        checks.push({
          at: finished.toISOString(),
          outcome: 'unknown',
          code: '',
          status: '',
          message: fault.message,
          errorCode: fault.errorCode,
          operator: deps.operator?.() ?? null,
        })
        keepBoundedChecks(record)
      },
      answer: (read, answered) => {
        const check = { ...checkFrom(read.envelope, answered), operator: deps.operator?.() ?? null }
        checks.push(check)
        if (settles(check.outcome)) record.settledOutcome = check.outcome
        keepBoundedChecks(record)
        // v1.5: a settled record is named by its settling check's words (bank-causes.ts).
        record.cause = recordCause(record)
        return { transactionId: id, check }
      },
    },
    deps,
  )
  return { ...reply, record }
}

/** The record's checks cut to its first and last few (bounds.ts), the rest counted. */
function keepBoundedChecks(record: TransactionRecord): void {
  const bounded = boundChecks(record.statusChecks ?? [], record.statusChecksOmitted ?? 0)
  record.statusChecks = bounded.checks
  if (bounded.omitted > 0) record.statusChecksOmitted = bounded.omitted
}

/**
 * The provider's answer as the record keeps it: its words scrubbed with the status check's
 * settings (redaction/profiles.ts: every mobile number and all key material go, since neither
 * the capture nor the customer's whole numbers are known now), its RRN when it gave one (kept as
 * sent when it reads as an RRN of the enquiry's day, redaction/rrn.ts; masked if not).
 */
function checkFrom(envelope: Envelope, { record, finished, scrubber }: Answered): StatusCheck {
  const data = envelope.body.data
  const rawRrn =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>).rrn : undefined
  const rrn = typeof rawRrn === 'string' || typeof rawRrn === 'number' ? String(rawRrn).trim() : ''
  const { outcome, code, status, message } = envelope
  const words = scrubDeep(
    { code, status, message, rrn },
    scrubber({
      rrn,
      references: [record.clientRefNo, record.stanNo],
      at: new Date(record.startedAt),
      statusCheck: true,
    }),
  )
  const check: StatusCheck = {
    at: finished.toISOString(),
    outcome,
    code: words.code,
    status: words.status,
    message: words.message,
    displayMessage: stripSwitchPrefix(words.message),
  }
  if (words.rrn !== '') check.rrn = words.rrn
  return check
}
