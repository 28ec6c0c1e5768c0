// The life of one enquiry form for an operation: inline field hints from the shared rules, the
// capture and submit steps, the wait with its elapsed seconds, and the result for this operation.

import { computed, ref } from 'vue'
import { storeToRefs } from 'pinia'
import { problemMessage } from '../lib/field-problems.ts'
import type { Operation } from '../shared/contract.ts'
import { checkIssuedAadhaar, checkBankIin, checkMobile, type Checked } from '../shared/fields.ts'
import { useCustomerStore } from '../stores/customer.ts'
import { useElapsedSeconds } from './use-elapsed-seconds.ts'
import { useI18n } from './use-i18n.ts'

export type CustomerField = 'aadhaar' | 'mobile' | 'bankiin'

export const FIELD_ORDER: readonly CustomerField[] = ['aadhaar', 'mobile', 'bankiin']

const RULES: Record<CustomerField, (value: string) => Checked<string>> = {
  aadhaar: checkIssuedAadhaar,
  mobile: checkMobile,
  bankiin: checkBankIin,
}

export function useEnquiry(operation: Operation) {
  const customer = useCustomerStore()
  const { capture, enquiry } = storeToRefs(customer)
  const { t } = useI18n()
  /** Fields whose hint is shown: after the merchant left them, or tried to go on. */
  const touched = ref<Record<CustomerField, boolean>>({
    aadhaar: false,
    mobile: false,
    bankiin: false,
  })

  function problemFor(field: CustomerField): string | null {
    const value = customer[field]
    const checked = RULES[field](value)
    if (checked.ok) return null
    const message = problemMessage(checked.problem, value)
    return message.key ? t(message.key, message.params) : message.fallback
  }

  const problems = computed(() => ({
    aadhaar: touched.value.aadhaar ? problemFor('aadhaar') : null,
    mobile: touched.value.mobile ? problemFor('mobile') : null,
    bankiin: touched.value.bankiin ? problemFor('bankiin') : null,
  }))

  function touch(field: CustomerField) {
    touched.value[field] = true
  }

  /** Shows every hint; returns the first field at fault, in form order, or null. */
  function validateAll(): CustomerField | null {
    for (const field of FIELD_ORDER) touched.value[field] = true
    return FIELD_ORDER.find((field) => problemFor(field) !== null) ?? null
  }

  const sendingHere = computed(
    () => enquiry.value.kind === 'sending' && enquiry.value.operation === operation,
  )
  const sendingElsewhere = computed(
    () => enquiry.value.kind === 'sending' && enquiry.value.operation !== operation,
  )
  const startedAt = computed(() =>
    enquiry.value.kind === 'sending' ? enquiry.value.startedAt : null,
  )
  const elapsedSeconds = useElapsedSeconds(startedAt)

  const result = computed(() =>
    enquiry.value.kind === 'done' && enquiry.value.result.operation === operation
      ? enquiry.value.result
      : null,
  )
  const refusal = computed(() =>
    enquiry.value.kind === 'refused' && enquiry.value.operation === operation
      ? enquiry.value.error
      : null,
  )
  const canSubmit = computed(
    () => capture.value.kind === 'ready' && customer.consent && enquiry.value.kind !== 'sending',
  )

  async function captureFingerprint(): Promise<CustomerField | null> {
    const wrong = validateAll()
    if (wrong) return wrong
    await customer.captureFingerprint()
    return null
  }

  async function submit(): Promise<CustomerField | null> {
    const wrong = validateAll()
    if (wrong) return wrong
    await customer.submit(operation)
    return null
  }

  function newCustomer() {
    customer.reset()
    touched.value = { aadhaar: false, mobile: false, bankiin: false }
  }

  return {
    customer,
    capture,
    enquiry,
    problems,
    touch,
    validateAll,
    sendingHere,
    sendingElsewhere,
    elapsedSeconds,
    result,
    refusal,
    canSubmit,
    captureFingerprint,
    submit,
    newCustomer,
    startAgain: () => customer.startAgain(),
  }
}
