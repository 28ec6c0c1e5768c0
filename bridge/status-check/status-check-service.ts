// (v1.3) The status check of an unconfirmed record (bridge-api.md, "The merchant's authentication
// policy and status checks"; upstream-notes.md, "Transaction status"): the provider's Transaction
// Status operation with exactly {merchantLoginId, clientRefId}, Basic auth, once, no automatic
// retry. The record keeps its first answer and gains the check (newest last) and, when the check
// is the bank's final word, `settledOutcome`. Journaled before the reply, whatever the answer.
// The call and its reading are the upstream client's and interpret.ts's, as for the other
// operations; the scrubber is the enquiry's.

import type { StatusCheckReply, TransactionRecord } from '../../src/shared/contract.ts'
import { stripSwitchPrefix } from '../../src/shared/results.ts'
import {
  settles,
  statusCheckRefusal,
  type StatusCheck,
  type StatusCheckRefusal,
} from '../../src/shared/status-checks.ts'
import { makeScrubber, scrubDeep } from '../enquiry/scrub.ts'
import { BridgeError } from '../errors.ts'
import { requireJournalReady, writeAnswer, type JournalGate } from '../journal/availability.ts'
import { log } from '../log.ts'
import type { UpstreamClient } from '../upstream/client.ts'
import { readEnvelope, type Envelope } from '../upstream/interpret.ts'

export interface StatusCheckDeps {
  merchant: { loginId: string; pan: string }
  /** AEPS_STATUS_PATH; null when it is off. */
  path: string | null
  credentials: () => readonly string[]
  upstream: () => UpstreamClient
  journal: JournalGate & { get(id: string): TransactionRecord | undefined }
  now?: () => Date
}

const DISABLED_MESSAGE =
  'Status checks are turned off in this bridge’s configuration (AEPS_STATUS_PATH=off). No money moves in an enquiry: the customer may simply ask again with a fresh fingerprint.'

export const NOT_APPLICABLE_MESSAGES: Record<StatusCheckRefusal, string> = {
  confirmed:
    'This record already has the bank’s final answer, so there is nothing to check. No money moves in an enquiry: a customer who wants the answer again may simply ask again with a fresh fingerprint.',
  'no-reference':
    'The bank’s reply carried no reference, so its status cannot be looked up. No money moves in an enquiry: the customer may simply ask again with a fresh fingerprint.',
}

/** Checks of one record run one after the other: the second sees what the first wrote. */
const inFlight = new Map<string, Promise<unknown>>()

export async function runStatusCheck(id: string, deps: StatusCheckDeps): Promise<StatusCheckReply> {
  if (deps.path === null) throw new BridgeError('STATUS_CHECK_DISABLED', DISABLED_MESSAGE)
  const before = inFlight.get(id)
  const run = (before ?? Promise.resolve()).catch(() => {}).then(() => checkOnce(id, deps))
  inFlight.set(id, run)
  try {
    return await run
  } finally {
    if (inFlight.get(id) === run) inFlight.delete(id)
  }
}

async function checkOnce(id: string, deps: StatusCheckDeps): Promise<StatusCheckReply> {
  const now = deps.now ?? (() => new Date())
  const stored = deps.journal.get(id)
  if (!stored)
    throw new BridgeError('NOT_FOUND', 'No transaction has this id; it may have been purged.')
  const refusal = statusCheckRefusal(stored)
  if (refusal !== null)
    throw new BridgeError('STATUS_CHECK_NOT_APPLICABLE', NOT_APPLICABLE_MESSAGES[refusal])
  await requireJournalReady(deps.journal)

  // Exactly the two fields of the operation, both strings (upstream-notes.md).
  const result = await deps.upstream().call('POST', deps.path!, {
    merchantLoginId: deps.merchant.loginId,
    clientRefId: stored.clientRefNo!,
  })
  const read = readEnvelope(result)
  const at = now().toISOString()
  const record: TransactionRecord = { ...stored, statusChecks: [...(stored.statusChecks ?? [])] }
  if (read.kind === 'fault') {
    record.statusChecks!.push({
      at,
      outcome: 'unknown',
      code: '',
      status: '',
      message: read.message,
      errorCode: read.errorCode,
    })
    await writeAnswer(deps.journal, record)
    log('warn', 'status check fault', {
      transactionId: id,
      errorCode: read.errorCode,
      reason: read.reason,
    })
    throw new BridgeError(read.errorCode, read.message, { transactionId: id })
  }
  const check = checkFrom(read.envelope, at, new Date(record.startedAt), deps)
  record.statusChecks!.push(check)
  if (settles(check.outcome)) record.settledOutcome = check.outcome
  const saved = await writeAnswer(deps.journal, record)
  return { transactionId: id, check, record, ...saved }
}

/**
 * The provider's answer as the record keeps it: its words scrubbed, its RRN when it gave one (kept
 * as sent when it reads as an RRN of the enquiry's day, rrn.ts; masked like any identifier if not).
 */
function checkFrom(
  envelope: Envelope,
  at: string,
  enquiredAt: Date,
  deps: StatusCheckDeps,
): StatusCheck {
  const data = envelope.body.data
  const rawRrn =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>).rrn : undefined
  const rrn = typeof rawRrn === 'string' || typeof rawRrn === 'number' ? String(rawRrn).trim() : ''
  const scrub = makeScrubber({
    aadhaar: '',
    pan: deps.merchant.pan,
    credentials: deps.credentials(),
    pidXml: '',
    rrn,
    at: enquiredAt,
  })
  const { outcome, code, status, message } = envelope
  const words = scrubDeep({ code, status, message, rrn }, scrub)
  const check: StatusCheck = {
    at,
    outcome,
    code: words.code,
    status: words.status,
    message: words.message,
    displayMessage: stripSwitchPrefix(words.message),
  }
  if (words.rrn !== '') check.rrn = words.rrn
  return check
}
