// The life of one enquiry: check every field before anything leaves the bridge, journal the
// attempt, spend the capture, call the upstream once, journal the result, then answer.
// The journal is written (and flushed) before the reply, whatever happens in between.

import { randomBytes } from 'node:crypto'
import type {
  BalanceData,
  EnquiryReply,
  Operation,
  ShopLocation,
  StatementData,
  TransactionRecord,
} from '../../src/shared/contract.ts'
import { checkEnquiry, type ValidEnquiry } from '../../src/shared/fields.ts'
import { maskAadhaar, maskMobile } from '../../src/shared/mask.ts'
import { BridgeError } from '../errors.ts'
import type { CaptureStore } from '../rd/capture-store.ts'
import { deviceIdentityValues } from '../rd/device-info.ts'
import {
  requireJournalReady,
  writeAnswer,
  writeAttempt,
  type JournalGate,
} from '../journal/availability.ts'
import { TXN_TYPES, type UpstreamClient, type UpstreamResult } from '../upstream/client.ts'
import { interpret } from '../upstream/interpret.ts'
import { makeScrubber, scrubDeep } from './scrub.ts'
import { log } from '../log.ts'

export interface EnquiryDeps {
  merchant: { loginId: string; pan: string }
  shopLocation: ShopLocation | null
  credentials: () => readonly string[]
  upstream: () => UpstreamClient
  captures: CaptureStore
  /** ready() and write(): the service records, it never reads back. */
  journal: JournalGate
  bankName: (iin: string) => string | null
  /** v1.1: the upstream asked for the merchant's daily authentication (0x0208 / 2FA). */
  onMerchantAuthRequired?: (at: Date) => void
  now?: () => Date
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
function location(input: ValidEnquiry, shop: ShopLocation | null) {
  if (input.latitude !== undefined && input.longitude !== undefined) {
    return { latitude: input.latitude, longitude: input.longitude, source: 'browser' as const }
  }
  if (shop) return { ...shop, source: 'shop' as const }
  return { latitude: '', longitude: '', source: 'none' as const }
}

export async function runEnquiry(
  operation: Operation,
  body: unknown,
  deps: EnquiryDeps,
): Promise<EnquiryReply> {
  const now = deps.now ?? (() => new Date())
  const input = requireEnquiry(body)
  // A journal that cannot be written stops the enquiry before the capture is spent (v1.2).
  await requireJournalReady(deps.journal)
  // Spend the capture before journaling, so that of two simultaneous submissions of one capture
  // only one is attempted (and journaled); the other is refused 409 with nothing recorded.
  const capture = deps.captures.take(input.captureId)
  const where = location(input, deps.shopLocation)
  const record = openRecord(operation, input, where.source, deps, now())
  await writeAttempt(deps.journal, record).catch((error: unknown) => {
    deps.captures.giveBack(input.captureId, capture)
    throw error
  })

  const result = await callUpstream(operation, input, where, capture.pidXml, deps)
  const outcome = interpret(result, { operation, aadhaar: input.aadhaar, now: now() })
  record.finishedAt = now().toISOString()
  if (outcome.kind === 'fault') {
    recordFault(record, outcome)
    // The fault is the answer; a record that cannot be saved now is logged by writeAnswer.
    await writeAnswer(deps.journal, record)
    log('warn', 'upstream fault', {
      transactionId: record.id,
      errorCode: outcome.errorCode,
      reason: outcome.reason,
    })
    // The record's id beside the error (v1.2): the merchant can find the attempt in the history.
    throw new BridgeError(outcome.errorCode, outcome.message, { transactionId: record.id })
  }
  const scrub = makeScrubber({
    aadhaar: input.aadhaar,
    mobile: input.mobile,
    pan: deps.merchant.pan,
    credentials: deps.credentials(),
    pidXml: capture.pidXml,
    deviceIdentity: deviceIdentityValues(capture.pidXml),
    // The reply's RRN stays as sent wherever the bank repeats it, when it is one (rrn.ts).
    rrn: (outcome.reply.data as { rrn?: unknown } | undefined)?.rrn,
    at: new Date(record.startedAt),
  })
  const reply: EnquiryReply = { transactionId: record.id, ...scrubDeep(outcome.reply, scrub) }
  recordReply(record, operation, reply)
  if (reply.outcome === 'merchant-auth-required') deps.onMerchantAuthRequired?.(now())
  return { ...reply, ...(await writeAnswer(deps.journal, record)) }
}

/** The browser's body, every field checked before anything leaves the bridge. */
function requireEnquiry(body: unknown): ValidEnquiry {
  const checked = checkEnquiry(body)
  if (!checked.ok) {
    throw new BridgeError('VALIDATION_FAILED', checked.problem.message, {
      field: checked.problem.field,
    })
  }
  // v1.2: the customer's consent is the JSON value true, or nothing is sent (and, since this runs
  // before the capture is taken, the capture stays usable).
  if (checked.value.consent !== true) {
    throw new BridgeError(
      'VALIDATION_FAILED',
      'The customer’s consent is required: read the notice, ask, and tick the box before sending.',
      { field: 'consent' },
    )
  }
  return checked.value
}

/** The journal's record of an attempt, before the upstream is called: outcome unknown. */
function openRecord(
  operation: Operation,
  input: ValidEnquiry,
  locationSource: TransactionRecord['locationSource'],
  deps: EnquiryDeps,
  started: Date,
): TransactionRecord {
  return {
    id: newTransactionId(started),
    operation,
    startedAt: started.toISOString(),
    finishedAt: null,
    merchantLoginId: deps.merchant.loginId,
    aadhaarMasked: maskAadhaar(input.aadhaar),
    mobileMasked: maskMobile(input.mobile),
    bankiin: input.bankiin,
    bankName: deps.bankName(input.bankiin),
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
    consent: input.consent,
    consentNotice: input.consentNotice,
    locationSource,
  }
}

/** The one call to the upstream for this enquiry. */
function callUpstream(
  operation: Operation,
  input: ValidEnquiry,
  where: { latitude: string; longitude: string },
  pidXml: string,
  deps: EnquiryDeps,
): Promise<UpstreamResult> {
  return deps.upstream().send(operation, {
    merchantLoginId: deps.merchant.loginId,
    aadhaar: input.aadhaar,
    txnType: TXN_TYPES[operation],
    mobile: input.mobile,
    rdRequest: pidXml,
    bankiin: input.bankiin,
    latitude: where.latitude,
    longitude: where.longitude,
    pan: deps.merchant.pan,
  })
}

/** No envelope came back: the outcome stays unknown, the record says why. */
function recordFault(record: TransactionRecord, fault: { errorCode: string; message: string }) {
  record.errorCode = fault.errorCode
  record.message = fault.message
  record.displayMessage = fault.message
  record.guidance = fault.message
}

/** The reply as the journal keeps it: the outcome and the references a merchant looks up. */
function recordReply(record: TransactionRecord, operation: Operation, reply: EnquiryReply): void {
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
  if (reply.data && operation === 'balance-enquiry') {
    const data = reply.data as BalanceData
    Object.assign(record, {
      rrn: data.rrn || null,
      stanNo: data.stanNo || null,
      clientRefNo: data.clientRefNo || null,
      transactionDateTime: data.transactionDateTime || null,
      availableBalance: data.availableBalance,
    })
  } else if (reply.data) {
    const data = reply.data as StatementData
    record.clientRefNo = data.clientRefId || data.orderRefId || null
    record.entries = data.miniStatement
    record.statementBalance = data.bankAccountBalance
  }
  // v1.3: a PENDING (or any) reply's reference, which a status check then asks about.
  if (record.clientRefNo === null && reply.clientRefId !== undefined)
    record.clientRefNo = reply.clientRefId
}
