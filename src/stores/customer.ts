// The customer at the counter: their details, consent, the fingerprint capture and the enquiry
// with its result. Held in memory only, never in browser storage; "New customer" resets it all.
// Each enquiry names the consent text that was read (docs/merchant-guide.md, "The record").
// Consent belongs to one enquiry and one notice (consent-given.ts): the yes names the notice it was
// given to, a capture names the yes it was taken under, and sending the enquiry spends both.

import { defineStore } from 'pinia'
import { computed, markRaw, ref, watch, type Ref } from 'vue'
import { toApiError } from '../api/api-error.ts'
import { createCapture, sendEnquiry } from '../api/bridge.ts'
import {
  finishedFromError,
  finishedFromReply,
  type EnquiryContext,
} from '../lib/answer/finished-enquiry.ts'
import type { EnquiryRequest, Operation } from '../shared/contract.ts'
import { maskAadhaarGrouped, maskMobile } from '../shared/mask.ts'
import { useBankStore } from './banks.ts'
import { customerDetails, type CounterState } from './counter-state.ts'
import { merchantAuthDetour } from './merchant-auth-detour.ts'
import { clearReaderErrorOnReplug } from './reader-replug.ts'
import { isReaderProblem } from '../lib/counter/reader-problem.ts'
import { useCaptureHoldStore } from './capture-hold.ts'
import { useDeviceStore } from './devices.ts'
import { useLocationStore } from './location.ts'
import { useStatusStore } from './status.ts'

import type { CaptureState, EnquiryState } from './counter-state.ts'
export type { CaptureState, EnquiryState }

/** How long the reader waits for a finger. */
export const CAPTURE_TIMEOUT_MS = 15_000

async function captureStep(
  { details, capture, enquiry, turn }: CounterState,
  operation: Operation,
): Promise<void> {
  const notice = details.consent.givenFor(operation)
  if (notice === null || capture.value.kind === 'capturing') return
  if (enquiry.value.kind === 'sending') return
  const devices = useDeviceStore()
  const mine = turn.generation
  capture.value = { kind: 'capturing' }
  try {
    const reply = await createCapture({
      ...(devices.selectedPort !== null ? { port: devices.selectedPort } : {}),
      timeoutMs: CAPTURE_TIMEOUT_MS,
    })
    if (mine === turn.generation) capture.value = { kind: 'ready', capture: reply, notice }
  } catch (error) {
    const apiError = markRaw(toApiError(error))
    if (mine === turn.generation) capture.value = { kind: 'error', error: apiError }
    // The reader itself failed: look at the readers again, so that the reader line says what is
    // true now rather than what the last scan saw.
    if (isReaderProblem(apiError.code)) void devices.scan(true)
    if (apiError.unreachable) void useStatusStore().noteUnreachable(apiError)
    useStatusStore().noteJournalRefusal(apiError)
    useCaptureHoldStore().noteRefusal(apiError)
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

function enquiryBody(
  state: CounterState,
  captureId: string,
  consentNotice: string,
): EnquiryRequest {
  const { details } = state
  return {
    aadhaar: details.aadhaar.value,
    mobile: details.mobile.value,
    bankiin: details.bankiin.value,
    captureId,
    consent: true,
    // The notice the customer said yes to, which submitStep has checked is this operation's notice
    // in the language on screen now: the record never names a notice that was not shown.
    consentNotice,
    ...useLocationStore().coordinates,
  }
}

async function submitStep(state: CounterState, operation: Operation): Promise<void> {
  const { details, capture, enquiry, turn } = state
  if (enquiry.value.kind === 'sending' || capture.value.kind !== 'ready') return
  const notice = details.consent.givenFor(operation)
  if (notice === null || capture.value.notice !== notice || !details.detailsValid.value) return
  const status = useStatusStore()
  const spent = capture.value
  const body = enquiryBody(state, spent.capture.captureId, notice)
  // A capture is good for one enquiry, and so is a yes: both are gone from the page the moment it
  // is sent, so whatever comes next (another operation, a retry, a refusal) asks again.
  capture.value = { kind: 'none' }
  details.consent.withdraw()
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
    // docs/contract.md v1.1: the bridge now says `due` as well; the header says so at once.
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
    // docs/contract.md: a request refused by validation, or for the journal (v1.2), spends nothing,
    // so its capture stays usable.
    if (apiError.code === 'VALIDATION_FAILED' && apiError.field !== 'captureId')
      capture.value = spent
    if (apiError.code === 'JOURNAL_UNAVAILABLE') capture.value = spent
    status.noteJournalRefusal(apiError)
    enquiry.value = { kind: 'refused', operation, error: apiError }
  }
}

/**
 * The bridge is back (a restart, a hand-over): "cannot reach the bridge" under Capture is no longer
 * true, so it goes by itself; the details, the tick and a held capture stay (UX review, N9).
 */
function clearOutageOnReturn(capture: Ref<CaptureState>) {
  watch(
    () => useStatusStore().cameBack,
    () => {
      if (capture.value.kind === 'error' && capture.value.error.unreachable)
        capture.value = { kind: 'none' }
    },
  )
}

export const useCustomerStore = defineStore('customer', () => {
  const details = customerDetails()
  const capture = ref<CaptureState>({ kind: 'none' })
  const enquiry = ref<EnquiryState>({ kind: 'idle' })
  const state: CounterState = { details, capture, enquiry, turn: { generation: 0 } }
  const sending = computed(() => enquiry.value.kind === 'sending')
  const detour = merchantAuthDetour(state)

  clearReaderErrorOnReplug(capture)
  clearOutageOnReturn(capture)

  /** Same customer, another enquiry: the result goes, a fresh fingerprint will be needed. */
  function startAgain() {
    if (sending.value) return
    state.turn.generation++
    enquiry.value = { kind: 'idle' }
    if (capture.value.kind !== 'ready') capture.value = { kind: 'none' }
    details.consent.withdraw()
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
    /** The notice id the customer said yes to for the enquiry being prepared, or null. */
    consentNotice: details.consent.notice,
    consentGivenFor: details.consent.givenFor,
    setConsent: details.consent.set,
    keepConsentOnlyFor: details.consent.keepOnlyFor,
    /** The operation whose yes went because its notice changed on screen, or null. */
    consentDroppedFor: details.consent.droppedFor,
    capture,
    enquiry,
    detailsValid: details.detailsValid,
    sending,
    awaitingMerchantAuth: detour.awaitingMerchantAuth,
    resumedAfterMerchantAuth: detour.resumedAfterMerchantAuth,
    resumeAfterMerchantAuth: detour.resumeAfterMerchantAuth,
    captureFingerprint: (operation: Operation) => captureStep(state, operation),
    submit: (operation: Operation) => submitStep(state, operation),
    startAgain,
    discardCapture,
    reset,
  }
})
