// The life of one enquiry form for an operation: inline field hints from the shared rules, the
// capture and submit steps, the wait with its elapsed seconds, and the result for this operation.

import { computed, ref, type Ref } from 'vue'
import { storeToRefs } from 'pinia'
import { problemMessage } from '../lib/counter/field-problems.ts'
import type { Operation } from '../shared/contract.ts'
import { checkIssuedAadhaar, checkBankIin, checkMobile, type Checked } from '../shared/fields.ts'
import { useCustomerStore, type EnquiryState } from '../stores/customer.ts'
import { useElapsedSeconds } from './use-elapsed-seconds.ts'
import { useI18n } from './use-i18n.ts'

export type CustomerField = 'aadhaar' | 'mobile' | 'bankiin'

export const FIELD_ORDER: readonly CustomerField[] = ['aadhaar', 'mobile', 'bankiin']

const RULES: Record<CustomerField, (value: string) => Checked<string>> = {
  aadhaar: checkIssuedAadhaar,
  mobile: checkMobile,
  bankiin: checkBankIin,
}

/** The form's inline hints: shown for a field after the merchant left it, or tried to go on. */
function useFieldHints(customer: ReturnType<typeof useCustomerStore>) {
  const { t } = useI18n()
  const untouched = (): Record<CustomerField, boolean> => ({
    aadhaar: false,
    mobile: false,
    bankiin: false,
  })
  const touched = ref(untouched())

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

  /** Shows every hint; returns the first field at fault, in form order, or null. */
  function validateAll(): CustomerField | null {
    for (const field of FIELD_ORDER) touched.value[field] = true
    return FIELD_ORDER.find((field) => problemFor(field) !== null) ?? null
  }

  return {
    problems,
    touch: (field: CustomerField) => void (touched.value[field] = true),
    validateAll,
    clearHints: () => void (touched.value = untouched()),
  }
}

/** Where the shared enquiry stands, seen from this operation's page. */
function useEnquiryProgress(operation: Operation, enquiry: Ref<EnquiryState>) {
  const sendingHere = computed(
    () => enquiry.value.kind === 'sending' && enquiry.value.operation === operation,
  )
  const sendingElsewhere = computed(
    () => enquiry.value.kind === 'sending' && enquiry.value.operation !== operation,
  )
  const startedAt = computed(() =>
    enquiry.value.kind === 'sending' ? enquiry.value.startedAt : null,
  )
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
  return {
    sendingHere,
    sendingElsewhere,
    elapsedSeconds: useElapsedSeconds(startedAt),
    result,
    refusal,
  }
}

export function useEnquiry(operation: Operation) {
  const customer = useCustomerStore()
  const { capture, enquiry } = storeToRefs(customer)
  const hints = useFieldHints(customer)
  /** The box: ticked only by a yes to this operation's notice on screen, for this enquiry. */
  const consent = computed({
    get: () => customer.consentGivenFor(operation) !== null,
    set: (yes: boolean) => customer.setConsent(operation, yes),
  })
  // The capture was taken under this same yes: a finger given for another notice is not sent.
  const canSubmit = computed(
    () =>
      capture.value.kind === 'ready' &&
      capture.value.notice === customer.consentGivenFor(operation) &&
      enquiry.value.kind !== 'sending',
  )

  async function captureFingerprint(): Promise<CustomerField | null> {
    const wrong = hints.validateAll()
    if (wrong) return wrong
    await customer.captureFingerprint(operation)
    return null
  }

  async function submit(): Promise<CustomerField | null> {
    const wrong = hints.validateAll()
    if (wrong) return wrong
    await customer.submit(operation)
    return null
  }

  function newCustomer() {
    customer.reset()
    hints.clearHints()
  }

  return {
    customer,
    capture,
    enquiry,
    problems: hints.problems,
    touch: hints.touch,
    validateAll: hints.validateAll,
    ...useEnquiryProgress(operation, enquiry),
    consent,
    canSubmit,
    captureFingerprint,
    submit,
    newCustomer,
    startAgain: () => customer.startAgain(),
  }
}
