// The status store's word on the merchant's authentication and (v1.5) the person at the counter:
// what GET /api/status said, moved on by the replies that bring a newer word (an authentication,
// an enquiry refused for want of one, a hand-over). Apart from status.ts, which only looks.

import { computed, type ComputedRef, type Ref } from 'vue'
import type { MerchantAuthStatus, StatusReply } from '../shared/contract.ts'
import type { OperatorAtCounter } from '../shared/operator.ts'
import type { StatusState } from './status-state.ts'

/**
 * (v1.1) Today's merchant authentication (docs/contract.md, GET /api/status), or null while the
 * status is not known or the bridge predates it. `off` hides every part of it in the app. An
 * enquiry's or the authentication's own reply brings a newer word than the last status.
 */
export function merchantAuthOf(state: Ref<StatusState>, status: ComputedRef<StatusReply | null>) {
  const merchantAuth = computed<MerchantAuthStatus | null>(() => {
    const value = status.value?.merchantAuth
    return value && typeof value.state === 'string' ? value : null
  })

  function noteMerchantAuth(next: MerchantAuthStatus) {
    if (state.value.kind !== 'ready' || !merchantAuth.value || merchantAuth.value.state === 'off')
      return
    state.value = { kind: 'ready', status: { ...state.value.status, merchantAuth: next } }
  }

  /** An enquiry came back merchant-auth-required: the bridge now says `due` too. */
  function noteMerchantAuthDue(now = new Date()) {
    if (merchantAuth.value?.state === 'due') return
    noteMerchantAuth({ state: 'due', at: null, dueSince: now.toISOString() })
  }

  /**
   * (v1.5) The bridge took a hand-over: the new operator, and its word on the authentication
   * (`due`, reason `handover`), even where the page had not shown one before (on-request).
   */
  function noteHandover(operator: OperatorAtCounter, next: MerchantAuthStatus) {
    if (state.value.kind !== 'ready') return
    const kept = state.value.status
    const shown = kept.merchantAuth && typeof next.state === 'string' ? next : kept.merchantAuth
    state.value = { kind: 'ready', status: { ...kept, operator, merchantAuth: shown } }
  }

  return { merchantAuth, noteMerchantAuth, noteMerchantAuthDue, noteHandover }
}
