// One journaled call to the upstream, the rule every operation that reaches the bank follows
// (docs/developer-guide.md, "one rule, one module"; docs/contract.md v1.2, the journal paragraphs):
// the journal must be writable before anything is spent or sent; a new attempt spends its
// single-use capture and is journaled before the call; the upstream is called once, never retried;
// a fault goes into the record, the log and the error (with the record's transactionId); an answer
// is copied into the record; the record is journaled before the reply, whatever happened between.
// The enquiry, the merchant's authentication and the status check each validate their input, then
// call journaledCall with their own request, reading and reply.

import { randomBytes } from 'node:crypto'
import { answerCause, type BankCause } from '../../src/shared/bank-causes.ts'
import type {
  JournalOperation,
  NotSaved,
  ShopLocation,
  TransactionRecord,
} from '../../src/shared/contract.ts'
import { checkLocationAccuracy } from '../../src/shared/location-fix.ts'
import { BridgeError } from '../errors.ts'
import {
  requireJournalReady,
  writeAnswer,
  writeAttempt,
  type JournalGate,
} from '../journal/availability.ts'
import { log } from '../log.ts'
import type { CaptureStore } from '../rd/capture-store.ts'
import { deviceIdentityValues } from '../rd/device-info.ts'
import type { UpstreamClient, UpstreamResult } from '../upstream/client.ts'
import type { Fault } from '../upstream/interpret.ts'
import { makeScrubber, type ScrubValues, type Scrubber } from '../redaction/profiles.ts'

/** What every journaled call is made with (bridge/compose.ts passes the same to each service). */
export interface CallDeps {
  merchant: { loginId: string; pan: string }
  /** The upstream's user, secret and Basic token: scrubbed from every reply. */
  credentials: readonly string[]
  upstream: UpstreamClient
  journal: JournalGate
  now?: () => Date
  /** (v1.5) Who has the counter now (bridge/operator/operator-desk.ts); null before any hand-over. */
  operator?: () => string | null
}

/** Sortable by time, unique without coordination. */
export function newTransactionId(now: Date): string {
  return now.getTime().toString(36).padStart(9, '0') + '-' + randomBytes(5).toString('hex')
}

/**
 * The browser's location, else the shop's. With neither, the two fields go upstream as empty
 * strings: the contract makes them optional for the caller and the shop location has no default,
 * so refusing would stop every enquiry of a bridge set up without one, while the bank may well
 * accept it (and if it does not, it says so with MISSING_PARAMETER). The page tells the merchant
 * that no location is set, and the record says so too.
 */
export function callLocation(
  input: { latitude?: string; longitude?: string; locationAccuracyM?: unknown },
  shop: ShopLocation | null,
) {
  if (input.latitude !== undefined && input.longitude !== undefined) {
    // v1.5: the browser fix's accuracy (metres) goes into the record beside its source.
    const accuracy = checkLocationAccuracy(input.locationAccuracyM)
    if (!accuracy.ok)
      throw new BridgeError('VALIDATION_FAILED', accuracy.problem.message, {
        field: accuracy.problem.field,
      })
    return {
      latitude: input.latitude,
      longitude: input.longitude,
      source: 'browser' as const,
      accuracyM: accuracy.value ?? null,
    }
  }
  if (shop) return { ...shop, source: 'shop' as const, accuracyM: null }
  return { latitude: '', longitude: '', source: 'none' as const, accuracyM: null }
}

/** The body's locationAccuracyM as sent (v1.5), checked by callLocation. */
export const accuracyIn = (body: unknown): unknown =>
  typeof body === 'object' && body !== null
    ? (body as { locationAccuracyM?: unknown }).locationAccuracyM
    : undefined

/** The record of an attempt before the upstream has answered: outcome unknown, no customer. */
export function blankRecord(
  operation: JournalOperation,
  merchantLoginId: string,
  started: Date,
  locationSource: TransactionRecord['locationSource'],
  locationAccuracyM: number | null = null,
): TransactionRecord {
  return {
    id: newTransactionId(started),
    operation,
    startedAt: started.toISOString(),
    finishedAt: null,
    merchantLoginId,
    aadhaarMasked: '',
    mobileMasked: '',
    bankiin: '',
    bankName: null,
    outcome: 'unknown',
    code: null,
    status: null,
    message: null,
    displayMessage: null,
    guidance: null,
    errorCode: null,
    rrn: null,
    stanNo: null,
    clientRefNo: null,
    transactionDateTime: null,
    availableBalance: null,
    consent: null,
    locationSource,
    locationAccuracyM,
    operator: null,
    // The only capture a PC's RD service makes today; the field is there for face (NPCI OC 82).
    modality: 'finger',
  }
}

/** The words of a fault as an attempt's record keeps them: the outcome stays unknown. */
export function recordFault(record: TransactionRecord, fault: Fault): void {
  record.errorCode = fault.errorCode
  record.message = fault.message
  record.displayMessage = fault.message
  record.guidance = fault.message
  // v1.3: an unreadable reply that named the provider's reference can still be status-checked.
  if (fault.reference !== undefined && record.clientRefNo === null)
    record.clientRefNo = fault.reference
}

/** The words every reply shares, copied into the record it answers. */
export function recordWords(
  record: TransactionRecord,
  reply: Pick<TransactionRecord, 'outcome' | 'code' | 'status' | 'message'> & {
    displayMessage: string
    guidance: string
    bankMessage?: string
    bankCode?: string
    cause?: BankCause | null
  },
): void {
  Object.assign(record, {
    outcome: reply.outcome,
    code: reply.code,
    status: reply.status,
    message: reply.message,
    displayMessage: reply.displayMessage,
    guidance: reply.guidance,
  })
  // v1.1: the bank's own words are kept whatever the outcome (already scrubbed with the reply).
  if (reply.bankMessage !== undefined) record.bankMessage = reply.bankMessage
  if (reply.bankCode !== undefined) record.bankCode = reply.bankCode
  // v1.5: the refusal's cause, from the one rule (src/shared/bank-causes.ts).
  record.cause = reply.cause ?? answerCause(reply)
}

/** What the answer step is given: the record, the PID block sent (or ''), and the scrubber. */
export interface Answered {
  record: TransactionRecord
  pidXml: string
  finished: Date
  /** The reply scrubber with the merchant's PAN, the credentials and the capture's values. */
  scrubber(values?: Partial<ScrubValues>): Scrubber
}

export interface JournaledCall<Read, Reply> {
  /** For the log line of a fault. */
  operation: JournalOperation | 'status-check'
  /** The record the call is journaled in: a blank one for a new attempt, else a copy to amend. */
  record: TransactionRecord
  /** A new attempt: its capture is spent and the record journaled before the call. */
  attempt?: { captures: CaptureStore; captureId: string }
  /** The one request to the upstream (with the capture's PID block, or '' without one). */
  send(upstream: UpstreamClient, pidXml: string): Promise<UpstreamResult>
  /** The upstream's result read: a fault, or what the answer step turns into the reply. */
  read(result: UpstreamResult, finished: Date): Fault | Read
  /** A fault into the record (an attempt's words by default). */
  onFault?(record: TransactionRecord, fault: Fault, finished: Date): void
  /** The reply, its words scrubbed, copied into the record. */
  answer(read: Read, answered: Answered): Reply
}

export async function journaledCall<Read, Reply>(
  call: JournaledCall<Read, Reply>,
  deps: CallDeps,
): Promise<Reply & NotSaved> {
  const now = deps.now ?? (() => new Date())
  const { record, attempt } = call
  // A journal that cannot be written stops the call before the capture is spent (v1.2).
  await requireJournalReady(deps.journal)
  let pidXml = ''
  if (attempt) {
    // v1.5: the record says who served, the name at the time of the attempt.
    record.operator = deps.operator?.() ?? null
    // Spent before journaling, so that of two simultaneous submissions of one capture only one is
    // attempted (and journaled); the other is refused 409 with nothing recorded.
    const capture = attempt.captures.take(attempt.captureId)
    pidXml = capture.pidXml
    await writeAttempt(deps.journal, record).catch((error: unknown) => {
      attempt.captures.giveBack(attempt.captureId, capture)
      throw error
    })
  }
  const result = await call.send(deps.upstream, pidXml)
  const finished = now()
  const read = call.read(result, finished)
  if (attempt) record.finishedAt = finished.toISOString()
  const scrubber = (values: Partial<ScrubValues> = {}) =>
    makeScrubber({
      aadhaar: '',
      pan: deps.merchant.pan,
      credentials: deps.credentials,
      pidXml,
      deviceIdentity: pidXml === '' ? [] : deviceIdentityValues(pidXml),
      ...values,
    })
  if (isFault(read)) {
    // A reference from the upstream is scrubbed like any identifier before it is kept.
    if (read.reference !== undefined)
      read.reference = scrubber({ references: [read.reference] })(read.reference, 'clientRefNo')
    ;(call.onFault ?? recordFault)(record, read, finished)
    // The fault is the answer; a record that cannot be saved now is logged by writeAnswer.
    await writeAnswer(deps.journal, record)
    log('warn', 'upstream fault', {
      transactionId: record.id,
      operation: call.operation,
      errorCode: read.errorCode,
      reason: read.reason,
    })
    // The record's id beside the error (v1.2): the merchant can find the attempt in the history.
    throw new BridgeError(read.errorCode, read.message, { transactionId: record.id })
  }
  const reply = call.answer(read, { record, pidXml, finished, scrubber })
  return { ...reply, ...(await writeAnswer(deps.journal, record)) }
}

function isFault(read: unknown): read is Fault {
  return typeof read === 'object' && read !== null && (read as { kind?: unknown }).kind === 'fault'
}
