// The merchant's daily authentication at the desk (docs/contract.md v1.1, "POST
// /api/merchant-authentications"): one press captures the merchant's own finger and sends it at
// once, never twice. A success brings the customer's waiting enquiry back (customer store).

import { defineStore } from 'pinia'
import { computed, markRaw, ref, type Ref } from 'vue'
import { toApiError, type ApiError } from '../api/api-error.ts'
import { createCapture, sendMerchantAuthentication } from '../api/bridge.ts'
import type { MerchantAuthReply, Operation } from '../shared/contract.ts'
import { useCaptureHoldStore } from './capture-hold.ts'
import { CAPTURE_TIMEOUT_MS, useCustomerStore } from './customer.ts'
import { useDeviceStore } from './devices.ts'
import { useLocationStore } from './location.ts'
import { useStatusStore } from './status.ts'

export type MerchantAuthStep =
  | { kind: 'idle' }
  | { kind: 'capturing' }
  | { kind: 'sending'; startedAt: number }
  | { kind: 'done'; reply: MerchantAuthReply }
  /** `capture`: the reader failed, nothing was sent; `send`: the bridge or the bank failed. */
  | { kind: 'error'; stage: 'capture' | 'send'; error: ApiError }

/** The merchant's finger, or null with the step telling why (nothing is sent then). */
async function captureMerchantFinger(step: Ref<MerchantAuthStep>): Promise<string | null> {
  const devices = useDeviceStore()
  step.value = { kind: 'capturing' }
  try {
    const capture = await createCapture({
      ...(devices.selectedPort !== null ? { port: devices.selectedPort } : {}),
      timeoutMs: CAPTURE_TIMEOUT_MS,
    })
    return capture.captureId
  } catch (error) {
    const apiError = markRaw(toApiError(error))
    step.value = { kind: 'error', stage: 'capture', error: apiError }
    // (v1.5) The merchant's finger is held by the same facts as the customer's: one reader,
    // one clock, one desk's credentials (lib/capture-hold.ts).
    useCaptureHoldStore().noteRefusal(apiError)
    if (apiError.unreachable) void useStatusStore().noteUnreachable(apiError)
    useStatusStore().noteJournalRefusal(apiError)
    return null
  }
}

export const useMerchantAuthStore = defineStore('merchant-auth', () => {
  const step = ref<MerchantAuthStep>({ kind: 'idle' })
  /** The customer's enquiry brought back by the last success, for the "back" button. */
  const returnTo = ref<Operation | null>(null)
  /** (v1.5) Why no merchant's finger is asked for now (lib/capture-hold.ts), or null. */
  const hold = computed(() => useCaptureHoldStore().hold)

  /** Captures the merchant's finger and sends it once (no retry: docs/contract.md, docs/provider-api.md). */
  async function authenticate(): Promise<void> {
    if (step.value.kind === 'capturing' || step.value.kind === 'sending') return
    // A fact the desk read says the bridge would refuse this finger: none is asked for.
    if (hold.value !== null) return
    const status = useStatusStore()
    const captureId = await captureMerchantFinger(step)
    if (captureId === null) return
    step.value = { kind: 'sending', startedAt: Date.now() }
    try {
      const body = { captureId, ...useLocationStore().coordinates }
      const reply = await sendMerchantAuthentication(body, status.enquiryWaitMs)
      step.value = { kind: 'done', reply }
      if (reply.merchantAuth) status.noteMerchantAuth(reply.merchantAuth)
      status.noteNotSaved(reply)
      if (reply.outcome === 'success')
        returnTo.value = useCustomerStore().resumeAfterMerchantAuth() ?? returnTo.value
    } catch (error) {
      const apiError = markRaw(toApiError(error))
      step.value = { kind: 'error', stage: 'send', error: apiError }
      if (apiError.unreachable) void status.noteUnreachable(apiError)
      status.noteJournalRefusal(apiError)
    }
  }

  /** Leaving the page: the next visit starts clean; a running step finishes on its own. */
  function clear() {
    if (step.value.kind === 'capturing' || step.value.kind === 'sending') return
    step.value = { kind: 'idle' }
    returnTo.value = null
  }

  return { step, returnTo, hold, authenticate, clear }
})
