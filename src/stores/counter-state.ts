// The customer store's state (customer.ts): the customer's details with their consent, the capture
// and the enquiry, in a file of their own so that the store's parts (merchant-auth-detour.ts,
// reader-replug.ts) share the types without importing the store.

import { computed, ref, type Ref } from 'vue'
import type { ApiError } from '../api/api-error.ts'
import type { FinishedEnquiry } from '../lib/answer/finished-enquiry.ts'
import type { CaptureReply, Operation } from '../shared/contract.ts'
import { checkIssuedAadhaar, checkBankIin, checkMobile } from '../shared/fields.ts'
import { consentGiven } from './consent-given.ts'

export type CaptureState =
  | { kind: 'none' }
  | { kind: 'capturing' }
  /** `notice`: the notice id the customer had said yes to when the finger was taken. */
  | { kind: 'ready'; capture: CaptureReply; notice: string }
  | { kind: 'error'; error: ApiError }

export type EnquiryState =
  | { kind: 'idle' }
  | { kind: 'sending'; operation: Operation; startedAt: number }
  /** The bridge refused the request before anything went to the bank. */
  | { kind: 'refused'; operation: Operation; error: ApiError }
  | { kind: 'done'; result: FinishedEnquiry }

/** The store's own state, handed to the steps below so each stays a plain function. */
export interface CounterState {
  details: ReturnType<typeof customerDetails>
  capture: Ref<CaptureState>
  enquiry: Ref<EnquiryState>
  /** Bumped by "New customer" and "start again": replies of an older turn belong to nobody. */
  turn: { generation: number }
}

export function customerDetails() {
  const aadhaar = ref('')
  const mobile = ref('')
  const bankiin = ref('')
  const consent = consentGiven()
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
    consent.withdraw()
  }
  return { aadhaar, mobile, bankiin, consent, detailsValid, clear }
}
