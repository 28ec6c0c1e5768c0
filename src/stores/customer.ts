// The customer at the counter: their details, consent, the fingerprint capture and the enquiry
// with its result. Held in memory only, never in browser storage; "New customer" resets it all.

import { defineStore } from 'pinia'
import { computed, markRaw, ref } from 'vue'
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

export const useCustomerStore = defineStore('customer', () => {
  const aadhaar = ref('')
  const mobile = ref('')
  const bankiin = ref('')
  const consent = ref(false)
  const capture = ref<CaptureState>({ kind: 'none' })
  const enquiry = ref<EnquiryState>({ kind: 'idle' })
  // Replies that arrive after "New customer" belong to nobody on screen.
  let generation = 0

  const detailsValid = computed(
    () =>
      checkIssuedAadhaar(aadhaar.value).ok &&
      checkMobile(mobile.value).ok &&
      checkBankIin(bankiin.value).ok,
  )
  const sending = computed(() => enquiry.value.kind === 'sending')

  async function captureFingerprint() {
    if (!consent.value || capture.value.kind === 'capturing' || sending.value) return
    const devices = useDeviceStore()
    const mine = generation
    capture.value = { kind: 'capturing' }
    try {
      const reply = await createCapture({
        ...(devices.selectedPort !== null ? { port: devices.selectedPort } : {}),
        timeoutMs: CAPTURE_TIMEOUT_MS,
      })
      if (mine === generation) capture.value = { kind: 'ready', capture: reply }
    } catch (error) {
      const apiError = markRaw(toApiError(error))
      if (mine === generation) capture.value = { kind: 'error', error: apiError }
      if (apiError.unreachable) void useStatusStore().noteUnreachable(apiError)
    }
  }

  function context(): EnquiryContext {
    return {
      aadhaarMasked: maskAadhaarGrouped(aadhaar.value),
      mobileMasked: maskMobile(mobile.value),
      bankiin: bankiin.value,
      bankName: useBankStore().nameFor(bankiin.value),
      finishedAt: new Date(),
    }
  }

  async function submit(operation: Operation) {
    if (sending.value || capture.value.kind !== 'ready' || !consent.value || !detailsValid.value)
      return
    const status = useStatusStore()
    const location = useLocationStore()
    const banks = useBankStore()
    const spent = capture.value
    const body: EnquiryRequest = {
      aadhaar: aadhaar.value,
      mobile: mobile.value,
      bankiin: bankiin.value,
      captureId: spent.capture.captureId,
      consent: true,
      ...location.coordinates,
    }
    // A capture is good for one enquiry: it is gone from the page the moment it is sent.
    capture.value = { kind: 'none' }
    enquiry.value = { kind: 'sending', operation, startedAt: Date.now() }
    banks.remember(body.bankiin)
    const mine = generation
    try {
      const reply = await sendEnquiry(operation, body, status.enquiryWaitMs)
      if (mine !== generation) return
      enquiry.value = { kind: 'done', result: finishedFromReply(operation, reply, context()) }
    } catch (error) {
      const apiError = markRaw(toApiError(error))
      if (mine !== generation) return
      if (apiError.unconfirmed || apiError.unreachable) {
        // The request may have reached the bank: shown as not confirmed, never retried.
        enquiry.value = { kind: 'done', result: finishedFromError(operation, apiError, context()) }
        if (apiError.unreachable) void status.noteUnreachable(apiError)
        return
      }
      // bridge-api.md: a request refused by validation spends nothing, so its capture stays usable.
      if (apiError.code === 'VALIDATION_FAILED' && apiError.field !== 'captureId')
        capture.value = spent
      enquiry.value = { kind: 'refused', operation, error: apiError }
    }
  }

  /** Same customer, another enquiry: the result goes, a fresh fingerprint will be needed. */
  function startAgain() {
    if (sending.value) return
    generation++
    enquiry.value = { kind: 'idle' }
    if (capture.value.kind !== 'ready') capture.value = { kind: 'none' }
  }

  function discardCapture() {
    if (capture.value.kind !== 'capturing') capture.value = { kind: 'none' }
  }

  function reset() {
    generation++
    aadhaar.value = ''
    mobile.value = ''
    bankiin.value = ''
    consent.value = false
    capture.value = { kind: 'none' }
    enquiry.value = { kind: 'idle' }
  }

  return {
    aadhaar,
    mobile,
    bankiin,
    consent,
    capture,
    enquiry,
    detailsValid,
    sending,
    captureFingerprint,
    submit,
    startAgain,
    discardCapture,
    reset,
  }
})
