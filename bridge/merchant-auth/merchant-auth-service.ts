// The merchant's daily biometric authentication (docs/contract.md v1.1, POST
// /api/merchant-authentications; docs/provider-api.md, "The merchant's daily authentication"). Like
// an enquiry: check the body before anything leaves, then the journaled call
// (journaled-call/journaled-call.ts) with exactly {merchantLoginId, rdRequest, latitude,
// longitude}. The PID block is never kept: it lives in the capture store until the call takes it.

import { answerCause } from '../../src/shared/bank-causes.ts'
import type { MerchantAuthReply, Outcome, ShopLocation } from '../../src/shared/contract.ts'
import { checkCaptureId, checkLatitude, checkLongitude } from '../../src/shared/fields.ts'
import { stripSwitchPrefix } from '../../src/shared/results.ts'
import { BridgeError } from '../errors.ts'
import {
  blankRecord,
  accuracyIn,
  callLocation,
  journaledCall,
  recordWords,
  type Answered,
  type CallDeps,
} from '../journaled-call/journaled-call.ts'
import { scrubDeep } from '../redaction/profiles.ts'
import type { CaptureStore } from '../rd/capture-store.ts'
import { readEnvelope, type Envelope } from '../upstream/interpret.ts'
import { BLOCKED_WARNING, type MerchantAuthState } from './merchant-auth-state.ts'

export interface MerchantAuthDeps extends CallDeps {
  shopLocation: ShopLocation | null
  /** AEPS_2FA_PATH; null when it is off. */
  path: string | null
  captures: CaptureStore
  state: MerchantAuthState
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
  const captureId = checkCaptureId(input.captureId, 'merchant’s own')
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

const DISABLED_MESSAGE =
  'The merchant authentication is turned off in this bridge’s configuration (AEPS_2FA_PATH=off).'

export async function runMerchantAuthentication(
  body: unknown,
  deps: MerchantAuthDeps,
): Promise<MerchantAuthReply> {
  const path = deps.path
  if (path === null) throw new BridgeError('MERCHANT_AUTH_DISABLED', DISABLED_MESSAGE)
  const now = deps.now ?? (() => new Date())
  const input = requireMerchantAuthBody(body)
  const where = callLocation({ ...input, locationAccuracyM: accuracyIn(body) }, deps.shopLocation)
  // No customer takes part: the finger is the merchant's own.
  const record = blankRecord('merchant-authentication', deps.merchant.loginId, now(), where.source, where.accuracyM)
  return journaledCall(
    {
      operation: 'merchant-authentication',
      record,
      attempt: { captures: deps.captures, captureId: input.captureId },
      // Exactly the four fields of the operation (docs/provider-api.md), every one a string.
      send: (upstream, pidXml) =>
        upstream.call('POST', path, {
          merchantLoginId: deps.merchant.loginId,
          rdRequest: pidXml,
          latitude: where.latitude,
          longitude: where.longitude,
        }),
      read: readEnvelope,
      answer: (read, answered) => replyFrom(read.envelope, answered, deps.state),
    },
    deps,
  )
}

/** The envelope's words, scrubbed, as the reply; the state and the record follow the outcome. */
function replyFrom(
  envelope: Envelope,
  { record, finished, scrubber }: Answered,
  state: MerchantAuthState,
): MerchantAuthReply {
  const { outcome, code, status, message, bankMessage, bankCode } = envelope
  const words = scrubDeep({ code, status, message, bankMessage, bankCode }, scrubber())
  // v1.5: the one cause rule (src/shared/bank-causes.ts) names a "merchant blocked" answer.
  const cause = answerCause({ outcome, ...words })
  const blocked = cause === 'merchant-blocked'
  if (outcome === 'success') state.markDone(finished)
  else if (outcome === 'merchant-auth-required') state.markDue(finished)
  else if (outcome === 'failure' || blocked) state.markFailure(finished, blocked)

  const reply: MerchantAuthReply = {
    transactionId: record.id,
    outcome,
    code: words.code,
    status: words.status,
    message: words.message,
    displayMessage: stripSwitchPrefix(words.message),
    guidance: blocked ? BLOCKED_WARNING : merchantAuthGuidance(outcome),
    merchantAuth: state.status(),
    cause,
  }
  if (words.bankMessage !== undefined) reply.bankMessage = words.bankMessage
  if (words.bankCode !== undefined) reply.bankCode = words.bankCode
  recordWords(record, reply)
  return reply
}
