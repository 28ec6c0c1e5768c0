// (v1.1) The customer's enquiry refused for the merchant's daily authentication, waiting while the
// merchant authenticates; a part of the customer store (customer.ts), apart for its size.

import { computed, ref, watch } from 'vue'
import type { Operation } from '../shared/contract.ts'
import type { CounterState } from './counter-state.ts'

/**
 * (v1.1) The detour through the merchant's daily authentication: the operation whose
 * enquiry came back merchant-auth-required waits, the customer's details kept meanwhile.
 */
export function merchantAuthDetour({ details, capture, enquiry, turn }: CounterState) {
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
   * The merchant authenticated: back to the customer's enquiry, details kept. The customer's
   * capture was spent by the refused enquiry (docs/contract.md: one enquiry per capture), so the
   * form waits for a fresh one. Returns the operation to go back to, or null.
   */
  function resumeAfterMerchantAuth(): Operation | null {
    const operation = awaitingMerchantAuth.value
    if (operation === null) return null
    turn.generation++
    enquiry.value = { kind: 'idle' }
    if (capture.value.kind !== 'ready') capture.value = { kind: 'none' }
    resumedAfterMerchantAuth.value = operation
    // The refused enquiry spent the customer's yes: the new one is read and agreed afresh.
    details.consent.withdraw()
    return operation
  }

  return { awaitingMerchantAuth, resumedAfterMerchantAuth, resumeAfterMerchantAuth }
}
