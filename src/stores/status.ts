// The bridge's status, and whether this page can reach the bridge at all (and if not, why).

import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { ApiError, toApiError } from '../api/api-error.ts'
import { BRIDGE_BASE_URL, isCrossOrigin } from '../api/base-url.ts'
import { fetchStatus } from '../api/bridge.ts'
import type { UnreachableReason } from '../api/reachability.ts'
import type { MerchantAuthStatus, StatusReply } from '../shared/contract.ts'

export type StatusState =
  | { kind: 'loading' }
  | { kind: 'ready'; status: StatusReply }
  | { kind: 'error'; error: ApiError; reason: UnreachableReason | null }

/** Providers ask clients to wait at least 180 s (upstream-notes.md, "Timing"). */
const MIN_WAIT_MS = 180_000

export async function reasonFor(error: ApiError): Promise<UnreachableReason | null> {
  if (
    !error.unreachable &&
    error.code !== 'ORIGIN_NOT_ALLOWED' &&
    error.code !== 'HOST_NOT_ALLOWED'
  )
    return null
  // Only needed when something is wrong: a chunk of its own.
  const { diagnoseUnreachable, queryLocalNetworkPermission } =
    await import('../api/reachability.ts')
  return diagnoseUnreachable(error, {
    pageUrl: window.location.href,
    bridgeBase: BRIDGE_BASE_URL,
    isSecureContext: window.isSecureContext,
    lnaPermission: await queryLocalNetworkPermission(),
  })
}

export const useStatusStore = defineStore('status', () => {
  const state = ref<StatusState>({ kind: 'loading' })

  const status = computed(() => (state.value.kind === 'ready' ? state.value.status : null))
  const isSandbox = computed(() => status.value?.mode === 'sandbox')
  const merchantId = computed(() => status.value?.merchant.loginId ?? '')
  /** How long the page waits for an enquiry: past the bridge's own upstream timeout. */
  const enquiryWaitMs = computed(
    () => Math.max(status.value?.upstreamTimeoutMs ?? 0, MIN_WAIT_MS) + 30_000,
  )

  /**
   * (v1.1) Today's merchant authentication (bridge-api.md, GET /api/status), or null while the
   * status is not known or the bridge predates it. `off` hides every part of it in the app.
   */
  const merchantAuth = computed<MerchantAuthStatus | null>(() => {
    const value = status.value?.merchantAuth
    return value && typeof value.state === 'string' ? value : null
  })

  /** A newer word on the merchant authentication than the last status (an enquiry's, the 2FA's). */
  function noteMerchantAuth(next: MerchantAuthStatus) {
    if (state.value.kind !== 'ready' || !merchantAuth.value || merchantAuth.value.state === 'off')
      return
    state.value = { kind: 'ready', status: { ...state.value.status, merchantAuth: next } }
  }

  /** An enquiry came back merchant-auth-required: the bridge now says `due` too (bridge-api.md). */
  function noteMerchantAuthDue(now = new Date()) {
    if (merchantAuth.value?.state === 'due') return
    noteMerchantAuth({ state: 'due', at: null, dueSince: now.toISOString() })
  }

  async function load() {
    if (state.value.kind !== 'ready') state.value = { kind: 'loading' }
    try {
      state.value = { kind: 'ready', status: await fetchStatus() }
    } catch (error) {
      const apiError = toApiError(error)
      state.value = { kind: 'error', error: apiError, reason: await reasonFor(apiError) }
    }
  }

  /** Another call found the bridge unreachable: show why, as for the status call. */
  async function noteUnreachable(error: ApiError) {
    const reason = await reasonFor(error)
    if (reason !== null) state.value = { kind: 'error', error, reason }
  }

  /**
   * A hosted page on another origin makes its first bridge call from the merchant's click when
   * Chrome would ask for local network access (security.md): until then, say so and wait.
   */
  async function needsGesture(): Promise<boolean> {
    if (!isCrossOrigin()) return false
    const { queryLocalNetworkPermission } = await import('../api/reachability.ts')
    if ((await queryLocalNetworkPermission()) !== 'prompt') return false
    const error = new ApiError(
      null,
      'BRIDGE_UNREACHABLE',
      'Chrome asks before this page may reach the bridge.',
    )
    state.value = { kind: 'error', error, reason: 'lna-prompt' }
    return true
  }

  return {
    state,
    status,
    isSandbox,
    merchantId,
    enquiryWaitMs,
    merchantAuth,
    noteMerchantAuth,
    noteMerchantAuthDue,
    load,
    noteUnreachable,
    needsGesture,
  }
})
