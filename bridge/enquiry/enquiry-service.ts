// The life of one enquiry: check every field before anything leaves the bridge, then the journaled
// call (journaled-call/journaled-call.ts) with the enquiry's request, reading and reply.

import type {
  BalanceData,
  EnquiryReply,
  Operation,
  ShopLocation,
  StatementData,
  TransactionRecord,
} from '../../src/shared/contract.ts'
import { answerCause } from '../../src/shared/bank-causes.ts'
import { checkEnquiry, type ValidEnquiry } from '../../src/shared/fields.ts'
import { maskAadhaar, maskMobile } from '../../src/shared/mask.ts'
import { BridgeError } from '../errors.ts'
import {
  blankRecord,
  accuracyIn,
  callLocation,
  journaledCall,
  recordWords,
  type CallDeps,
} from '../journaled-call/journaled-call.ts'
import { replyReferences, scrubDeep } from '../redaction/profiles.ts'
import type { CaptureStore } from '../rd/capture-store.ts'
import { TXN_TYPES } from '../upstream/client.ts'
import { interpret } from '../upstream/interpret.ts'
import type { MismatchCounter } from './mismatch-attempts.ts'

export interface EnquiryDeps extends CallDeps {
  shopLocation: ShopLocation | null
  captures: CaptureStore
  bankName: (iin: string) => string | null
  /** v1.1: the upstream asked for the merchant's daily authentication (0x0208 / 2FA). */
  onMerchantAuthRequired?: (at: Date) => void
  /** v1.5: each customer's fingerprint mismatches, in memory (mismatch-attempts.ts). */
  mismatches?: MismatchCounter
}

export async function runEnquiry(
  operation: Operation,
  body: unknown,
  deps: EnquiryDeps,
): Promise<EnquiryReply> {
  const now = deps.now ?? (() => new Date())
  const input = requireEnquiry(body)
  const where = callLocation({ ...input, locationAccuracyM: accuracyIn(body) }, deps.shopLocation)
  const record = firstRecord(operation, input, where, deps, now())
  return journaledCall(
    {
      operation,
      record,
      attempt: { captures: deps.captures, captureId: input.captureId },
      send: (upstream, pidXml) =>
        upstream.send(operation, {
          merchantLoginId: deps.merchant.loginId,
          aadhaar: input.aadhaar,
          txnType: TXN_TYPES[operation],
          mobile: input.mobile,
          rdRequest: pidXml,
          bankiin: input.bankiin,
          latitude: where.latitude,
          longitude: where.longitude,
          pan: deps.merchant.pan,
        }),
      read: (result, finished) =>
        interpret(result, { operation, aadhaar: input.aadhaar, now: finished }),
      answer: (read, { scrubber }) => {
        const scrub = scrubber({
          aadhaar: input.aadhaar,
          mobile: input.mobile,
          // The reply's RRN stays as sent wherever the bank repeats it, when it is one (redaction/rrn.ts).
          rrn: (read.reply.data as { rrn?: unknown } | undefined)?.rrn,
          // …and its other references (STAN, client and order references), which a status check asks by.
          references: replyReferences(read.reply),
          at: new Date(record.startedAt),
        })
        const words = scrubDeep(read.reply, scrub)
        const reply: EnquiryReply = {
          transactionId: record.id,
          ...words,
          cause: answerCause(words),
        }
        recordReply(record, operation, reply)
        countMismatch(reply, input.aadhaar, deps.mismatches)
        if (reply.outcome === 'merchant-auth-required') deps.onMerchantAuthRequired?.(now())
        return reply
      },
    },
    deps,
  )
}

/** The record as journaled before anything is sent: masked numbers only, never the whole. */
function firstRecord(
  operation: Operation,
  input: ValidEnquiry,
  where: ReturnType<typeof callLocation>,
  deps: EnquiryDeps,
  at: Date,
): TransactionRecord {
  return {
    ...blankRecord(operation, deps.merchant.loginId, at, where.source, where.accuracyM),
    aadhaarMasked: maskAadhaar(input.aadhaar),
    mobileMasked: maskMobile(input.mobile),
    bankiin: input.bankiin,
    bankName: deps.bankName(input.bankiin),
    consent: input.consent,
    consentNotice: input.consentNotice,
  }
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

/** The reply as the journal keeps it: the outcome and the references a merchant looks up. */
function recordReply(record: TransactionRecord, operation: Operation, reply: EnquiryReply): void {
  recordWords(record, reply)
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

/** v1.5: a mismatch counted after the record is copied, so the count is in the reply only. */
function countMismatch(reply: EnquiryReply, aadhaar: string, counter?: MismatchCounter): void {
  if (reply.cause === 'finger-mismatch' && counter) reply.attempts = counter.count(aadhaar)
}
