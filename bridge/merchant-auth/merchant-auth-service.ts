// The merchant's daily biometric authentication (bridge-api.md v1.1, POST /api/merchant-authentications;
// upstream-notes.md, "The merchant's daily authentication"). Like an enquiry: check the body before
// anything leaves, spend the single-use capture, journal the attempt, call the upstream once (no
// retry) with exactly {merchantLoginId, rdRequest, latitude, longitude}, journal the answer, then
// reply. The PID block is never kept: it lives in the capture store until this call takes it.

import type {
  MerchantAuthReply,
  Outcome,
  ShopLocation,
  TransactionRecord,
} from '../../src/shared/contract.ts'
import { checkCaptureId, checkLatitude, checkLongitude } from '../../src/shared/fields.ts'
import { stripSwitchPrefix } from '../../src/shared/results.ts'
import { makeScrubber, scrubDeep } from '../enquiry/scrub.ts'
import { newTransactionId } from '../enquiry/enquiry-service.ts'
import { BridgeError } from '../errors.ts'
import type { Journal } from '../journal/journal.ts'
import { log } from '../log.ts'
import type { CaptureStore } from '../rd/capture-store.ts'
import { deviceIdentityValues } from '../rd/device-info.ts'
import type { UpstreamClient } from '../upstream/client.ts'
import { readEnvelope, type Envelope, type Fault } from '../upstream/interpret.ts'
import type { MerchantAuthState } from './merchant-auth-state.ts'

export interface MerchantAuthDeps {
  merchant: { loginId: string; pan: string }
  shopLocation: ShopLocation | null
  /** AEPS_2FA_PATH; null when it is off. */
  path: string | null
  credentials: () => readonly string[]
  upstream: () => UpstreamClient
  captures: CaptureStore
  journal: Journal
  state: MerchantAuthState
  now?: () => Date
}

export interface ValidMerchantAuth {
  captureId: string
  latitude?: string
  longitude?: string
}

function validation(field: string, message: string): BridgeError {
  return new BridgeError('VALIDATION_FAILED', message, { field })
}

/** The browser's body: a capture of the merchant's finger and, optionally, both coordinates. */
export function requireMerchantAuthBody(body: unknown): ValidMerchantAuth {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const latitude = checkLatitude(input.latitude)
  if (!latitude.ok) throw validation('latitude', latitude.problem.message)
  const longitude = checkLongitude(input.longitude)
  if (!longitude.ok) throw validation('longitude', longitude.problem.message)
  if ((latitude.value === undefined) !== (longitude.value === undefined)) {
    const missing = latitude.value === undefined ? 'latitude' : 'longitude'
    throw validation(missing, 'Send both latitude and longitude, or neither.')
  }
  const captureId = checkCaptureId(input.captureId)
  if (!captureId.ok) throw validation('captureId', captureId.problem.message)
  return { captureId: captureId.value, latitude: latitude.value, longitude: longitude.value }
}

/** What the merchant should do next, in English for API clients and the journal. */
export function merchantAuthGuidance(outcome: Outcome): string {
  switch (outcome) {
    case 'success':
      return 'The merchant authentication is done for today. Enquiries can go ahead; repeat any that asked for it with a fresh fingerprint of the customer.'
    case 'failure':
    case 'merchant-auth-required':
    case 'missing-parameter':
      return 'The bank did not accept the merchant authentication; its reason is shown. Capture the merchant’s finger again (another finger if it did not match) and try again.'
    case 'unauthorized':
      return 'The bank service refused the merchant’s credentials. Ask your administrator to check the bridge configuration.'
    default:
      return 'The merchant authentication is not confirmed. Check the status before trying again; if enquiries still ask for it, authenticate again with a fresh fingerprint.'
  }
}

/** The browser's location, else the shop's, else empty strings (as for an enquiry). */
function location(input: ValidMerchantAuth, shop: ShopLocation | null) {
  if (input.latitude !== undefined && input.longitude !== undefined)
    return { latitude: input.latitude, longitude: input.longitude, source: 'browser' as const }
  if (shop) return { ...shop, source: 'shop' as const }
  return { latitude: '', longitude: '', source: 'none' as const }
}

/** The journal record of an attempt, before the upstream has answered. */
function newRecord(
  loginId: string,
  started: Date,
  locationSource: TransactionRecord['locationSource'],
): TransactionRecord {
  return {
    id: newTransactionId(started),
    operation: 'merchant-authentication',
    startedAt: started.toISOString(),
    finishedAt: null,
    merchantLoginId: loginId,
    // No customer takes part: the finger is the merchant's own.
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
  }
}

const DISABLED_MESSAGE =
  'The merchant authentication is turned off in this bridge’s configuration (AEPS_2FA_PATH=off).'

export async function runMerchantAuthentication(
  body: unknown,
  deps: MerchantAuthDeps,
): Promise<MerchantAuthReply> {
  if (deps.path === null) throw new BridgeError('MERCHANT_AUTH_DISABLED', DISABLED_MESSAGE)
  const now = deps.now ?? (() => new Date())
  const input = requireMerchantAuthBody(body)
  const where = location(input, deps.shopLocation)
  const capture = deps.captures.take(input.captureId)
  const record = newRecord(deps.merchant.loginId, now(), where.source)
  await deps.journal.write(record)

  // Exactly the four fields of the operation (upstream-notes.md), every one a string.
  const result = await deps.upstream().call('POST', deps.path, {
    merchantLoginId: deps.merchant.loginId,
    rdRequest: capture.pidXml,
    latitude: where.latitude,
    longitude: where.longitude,
  })
  const read = readEnvelope(result)
  const finished = now()
  record.finishedAt = finished.toISOString()
  if (read.kind === 'fault') return failWith(read, record, deps.journal)
  const reply = replyFrom(read.envelope, { record, deps, pidXml: capture.pidXml, finished })
  await deps.journal.write(record)
  return reply
}

/** No envelope: the fault goes into the record and the log, then to the caller as an error. */
async function failWith(fault: Fault, record: TransactionRecord, journal: Journal): Promise<never> {
  Object.assign(record, {
    errorCode: fault.errorCode,
    message: fault.message,
    displayMessage: fault.message,
    guidance: fault.message,
  })
  await journal.write(record)
  log('warn', 'upstream fault', {
    transactionId: record.id,
    operation: 'merchant-authentication',
    errorCode: fault.errorCode,
    reason: fault.reason,
  })
  throw new BridgeError(fault.errorCode, fault.message)
}

/** The envelope's words, scrubbed, as the reply; the state and the record follow the outcome. */
function replyFrom(
  envelope: Envelope,
  at: { record: TransactionRecord; deps: MerchantAuthDeps; pidXml: string; finished: Date },
): MerchantAuthReply {
  const { record, deps, pidXml, finished } = at
  const scrub = makeScrubber({
    aadhaar: '',
    pan: deps.merchant.pan,
    credentials: deps.credentials(),
    pidXml,
    deviceIdentity: deviceIdentityValues(pidXml),
  })
  const { outcome, code, status, message, bankMessage, bankCode } = envelope
  const words = scrubDeep({ code, status, message, bankMessage, bankCode }, scrub)
  if (outcome === 'success') deps.state.markDone(finished)
  else if (outcome === 'merchant-auth-required') deps.state.markDue(finished)

  const reply: MerchantAuthReply = {
    transactionId: record.id,
    outcome,
    code: words.code,
    status: words.status,
    message: words.message,
    displayMessage: stripSwitchPrefix(words.message),
    guidance: merchantAuthGuidance(outcome),
    merchantAuth: deps.state.status(),
  }
  if (words.bankMessage !== undefined) reply.bankMessage = words.bankMessage
  if (words.bankCode !== undefined) reply.bankCode = words.bankCode
  Object.assign(record, {
    outcome,
    code: reply.code,
    status: reply.status,
    message: reply.message,
    displayMessage: reply.displayMessage,
    guidance: reply.guidance,
  })
  if (reply.bankMessage !== undefined) record.bankMessage = reply.bankMessage
  if (reply.bankCode !== undefined) record.bankCode = reply.bankCode
  return reply
}
