// The customer at the counter: their details, consent, the fingerprint capture and the enquiry
// with its result. Held in memory only, never in browser storage; "New customer" resets it all.
// Each enquiry names the consent text that was read (consent-notice.md, "The record").

import { defineStore } from 'pinia'
import { computed, markRaw, ref, watch, type Ref } from 'vue'
import { toApiError, type ApiError } from '../api/api-error.ts'
import { createCapture, sendEnquiry } from '../api/bridge.ts'
import {
  finishedFromError,
  finishedFromReply,
  type FinishedEnquiry,
  type EnquiryContext,
} from '../lib/finished-enquiry.ts'
import type { CaptureReply, EnquiryRequest, Operation } from '../shared/contract.ts'
import { checkIssuedAadhaar, checkBankIin, checkMobile } from '../shared/fields.ts'
import { maskAadhaarGrouped, maskMobile } from '../shared/mask.ts'
import { useBankStore } from './banks.ts'
import { useCustomerLanguageStore } from './customer-language.ts'
import { isReaderProblem } from '../lib/reader-problem.ts'
import { useDeviceStore } from './devices.ts'
import { useLocationStore } from './location.ts'
import { useStatusStore } from './status.ts'

export type CaptureState =
  | { kind: 'none' }
  | { kind: 'capturing' }
  | { kind: 'ready'; capture: CaptureReply }
  | { kind: 'error'; error: ApiError }

export type EnquiryState =
  | { kind: 'idle' }
  | { kind: 'sending'; operation: Operation; startedAt: number }
  /** The bridge refused the request before anything went to the bank. */
  | { kind: 'refused'; operation: Operation; error: ApiError }
  | { kind: 'done'; result: FinishedEnquiry }

/** How long the reader waits for a finger. */
export const CAPTURE_TIMEOUT_MS = 15_000

/** The store's own state, handed to the steps below so each stays a plain function. */
interface CounterState {
  details: ReturnType<typeof customerDetails>
  capture: Ref<CaptureState>
  enquiry: Ref<EnquiryState>
  /** Bumped by "New customer" and "start again": replies of an older turn belong to nobody. */
  turn: { generation: number }
}

function customerDetails() {
  const aadhaar = ref('')
  const mobile = ref('')
  const bankiin = ref('')
  const consent = ref(false)
  const detailsValid = computed(
    () =>
      checkIssuedAadhaar(aadhaar.value).ok &&
      checkMobile(mobile.value).ok &&
      checkBankIin(bankiin.value).ok,
  )
  function clear() {
    aadhaar.value = ''
    mobile.value = ''
    bankiin.value = ''
    consent.value = false
  }
  return { aadhaar, mobile, bankiin, consent, detailsValid, clear }
}

async function captureStep({ details, capture, enquiry, turn }: CounterState): Promise<void> {
  if (!details.consent.value || capture.value.kind === 'capturing') return
  if (enquiry.value.kind === 'sending') return
  const devices = useDeviceStore()
  const mine = turn.generation
  capture.value = { kind: 'capturing' }
  try {
    const reply = await createCapture({
      ...(devices.selectedPort !== null ? { port: devices.selectedPort } : {}),
      timeoutMs: CAPTURE_TIMEOUT_MS,
    })
    if (mine === turn.generation) capture.value = { kind: 'ready', capture: reply }
  } catch (error) {
    const apiError = markRaw(toApiError(error))
    if (mine === turn.generation) capture.value = { kind: 'error', error: apiError }
    // The reader itself failed: look at the readers again, so that the reader line says what is
    // true now rather than what the last scan saw (issue 22 item 3).
    if (isReaderProblem(apiError.code)) void devices.scan(true)
    if (apiError.unreachable) void useStatusStore().noteUnreachable(apiError)
    useStatusStore().noteJournalRefusal(apiError)
  }
}

function enquiryContext({ details }: CounterState): EnquiryContext {
  return {
    aadhaarMasked: maskAadhaarGrouped(details.aadhaar.value),
    mobileMasked: maskMobile(details.mobile.value),
    bankiin: details.bankiin.value,
    bankName: useBankStore().nameFor(details.bankiin.value),
    finishedAt: new Date(),
  }
}

function enquiryBody(state: CounterState, captureId: string, operation: Operation): EnquiryRequest {
  const { details } = state
  return {
    aadhaar: details.aadhaar.value,
    mobile: details.mobile.value,
    bankiin: details.bankiin.value,
    captureId,
    consent: true,
    // The notice shown in the desk's customer language (issue 12), for the operation actually
    // sent, so the id cannot name the other page's notice.
    consentNotice: useCustomerLanguageStore().noticeId(operation),
    ...useLocationStore().coordinates,
  }
}

async function submitStep(state: CounterState, operation: Operation): Promise<void> {
  const { details, capture, enquiry, turn } = state
  if (enquiry.value.kind === 'sending' || capture.value.kind !== 'ready') return
  if (!details.consent.value || !details.detailsValid.value) return
  const status = useStatusStore()
  const spent = capture.value
  const body = enquiryBody(state, spent.capture.captureId, operation)
  // A capture is good for one enquiry: it is gone from the page the moment it is sent.
  capture.value = { kind: 'none' }
  enquiry.value = { kind: 'sending', operation, startedAt: Date.now() }
  useBankStore().remember(body.bankiin)
  const mine = turn.generation
  try {
    const reply = await sendEnquiry(operation, body, status.enquiryWaitMs)
    if (mine !== turn.generation) return
    enquiry.value = {
      kind: 'done',
      result: finishedFromReply(operation, reply, enquiryContext(state)),
    }
    // bridge-api.md v1.1: the bridge now says `due` as well; the header says so at once.
    if (reply.outcome === 'merchant-auth-required') status.noteMerchantAuthDue()
    status.noteNotSaved(reply)
  } catch (error) {
    const apiError = markRaw(toApiError(error))
    if (mine !== turn.generation) return
    if (apiError.unconfirmed || apiError.unreachable) {
      // The request may have reached the bank: shown as not confirmed, never retried.
      const result = finishedFromError(operation, apiError, enquiryContext(state))
      enquiry.value = { kind: 'done', result }
      if (apiError.unreachable) void status.noteUnreachable(apiError)
      return
    }
    // bridge-api.md: a request refused by validation, or for the journal (v1.2), spends nothing,
    // so its capture stays usable.
    if (apiError.code === 'VALIDATION_FAILED' && apiError.field !== 'captureId')
      capture.value = spent
    if (apiError.code === 'JOURNAL_UNAVAILABLE') capture.value = spent
    status.noteJournalRefusal(apiError)
    enquiry.value = { kind: 'refused', operation, error: apiError }
  }
}

/**
 * (v1.1) The detour through the merchant's daily authentication (issue 9): the operation whose
 * enquiry came back merchant-auth-required waits, the customer's details kept meanwhile.
 */
function merchantAuthDetour({ capture, enquiry, turn }: CounterState) {
  const awaitingMerchantAuth = computed<Operation | null>(() =>
    enquiry.value.kind === 'done' && enquiry.value.result.kind === 'merchant-auth-required'
      ? enquiry.value.result.operation
      : null,
  )
  /** Back from the merchant's authentication: this operation's enquiry needs a fresh capture. */
  const resumedAfterMerchantAuth = ref<Operation | null>(null)
  watch(capture, (value) => {
    if (value.kind === 'ready') resumedAfterMerchantAuth.value = null
  })

  /**
   * The merchant authenticated: back to the customer's enquiry, details and consent kept. The
   * customer's capture was spent by the refused enquiry (bridge-api.md: one enquiry per capture),
   * so the form waits for a fresh one. Returns the operation to go back to, or null.
   */
  function resumeAfterMerchantAuth(): Operation | null {
    const operation = awaitingMerchantAuth.value
    if (operation === null) return null
    turn.generation++
    enquiry.value = { kind: 'idle' }
    if (capture.value.kind !== 'ready') capture.value = { kind: 'none' }
    resumedAfterMerchantAuth.value = operation
    return operation
  }

  return { awaitingMerchantAuth, resumedAfterMerchantAuth, resumeAfterMerchantAuth }
}

export const useCustomerStore = defineStore('customer', () => {
  const details = customerDetails()
  const capture = ref<CaptureState>({ kind: 'none' })
  const enquiry = ref<EnquiryState>({ kind: 'idle' })
  const state: CounterState = { details, capture, enquiry, turn: { generation: 0 } }
  const sending = computed(() => enquiry.value.kind === 'sending')
  const detour = merchantAuthDetour(state)

  /** Same customer, another enquiry: the result goes, a fresh fingerprint will be needed. */
  function startAgain() {
    if (sending.value) return
    state.turn.generation++
    enquiry.value = { kind: 'idle' }
    if (capture.value.kind !== 'ready') capture.value = { kind: 'none' }
  }

  function discardCapture() {
    if (capture.value.kind !== 'capturing') capture.value = { kind: 'none' }
  }

  function reset() {
    state.turn.generation++
    detour.resumedAfterMerchantAuth.value = null
    details.clear()
    capture.value = { kind: 'none' }
    enquiry.value = { kind: 'idle' }
  }

  return {
    aadhaar: details.aadhaar,
    mobile: details.mobile,
    bankiin: details.bankiin,
    consent: details.consent,
    capture,
    enquiry,
    detailsValid: details.detailsValid,
    sending,
    awaitingMerchantAuth: detour.awaitingMerchantAuth,
    resumedAfterMerchantAuth: detour.resumedAfterMerchantAuth,
    resumeAfterMerchantAuth: detour.resumeAfterMerchantAuth,
    captureFingerprint: () => captureStep(state),
    submit: (operation: Operation) => submitStep(state, operation),
    startAgain,
    discardCapture,
    reset,
  }
})
