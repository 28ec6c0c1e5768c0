// The bridge's status, and whether this page can reach the bridge at all (and if not, why). When
// it cannot, it looks again by itself, backing off (2, 4, 8, then every 15 s) and saying when, so
// that a bridge started later or a permission granted later is noticed without a reload and
// without hammering the bridge (issue 10).

import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { ApiError, toApiError } from '../api/api-error.ts'
import { bridgeBase, currentBridgeBase, isCrossOrigin } from '../api/base-url.ts'
import { fetchStatus } from '../api/bridge.ts'
import { refuseBridgeCalls } from '../api/client.ts'
import type { UnreachableReason } from '../api/reachability.ts'
import type { StatusReply } from '../shared/contract.ts'
import { CONTRACT_VERSION, contractFit } from '../shared/contract-version.ts'

export type StatusState =
  | { kind: 'loading' }
  | { kind: 'ready'; status: StatusReply }
  | { kind: 'error'; error: ApiError; reason: UnreachableReason | null }

/** Providers ask clients to wait at least 180 s (upstream-notes.md, "Timing"). */
const MIN_WAIT_MS = 180_000

/** Waits between looks while the bridge cannot be used; the last one repeats. */
export const RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000] as const

/** Reasons where only the merchant or IT can change things in Chrome: the page asks Chrome, not the bridge. */
const PERMISSION_REASONS: readonly (UnreachableReason | null)[] = ['lna-prompt', 'lna-denied']

export async function reasonFor(error: ApiError): Promise<UnreachableReason | null> {
  if (
    !error.unreachable &&
    error.code !== 'ORIGIN_NOT_ALLOWED' &&
    error.code !== 'HOST_NOT_ALLOWED'
  )
    return null
  // Only needed when something is wrong: a chunk of its own.
  const { answersOpaquely, diagnoseUnreachable, queryLocalNetworkPermission } =
    await import('../api/reachability.ts')
  const bridgeBase = currentBridgeBase()
  const lnaPermission = await queryLocalNetworkPermission()
  const probe = isCrossOrigin(bridgeBase) && error.unreachable && lnaPermission !== 'denied'
  return diagnoseUnreachable(error, {
    pageUrl: window.location.href,
    bridgeBase,
    isSecureContext: window.isSecureContext,
    lnaPermission,
    answersOpaquely: probe ? await answersOpaquely(bridgeBase, window.location.href) : null,
  })
}

/** A status reply from a bridge this page cannot work with, as an error (else null). */
function misfit(reply: StatusReply): StatusState | null {
  const fit = contractFit(reply.contract)
  if (fit === 'fits') return null
  const error = new ApiError(
    200,
    'BRIDGE_INCOMPATIBLE',
    `The bridge keeps contract ${reply.contract ?? '1.0'}; this page needs ${CONTRACT_VERSION}.`,
  )
  return { kind: 'error', error, reason: fit === 'too-old' ? 'bridge-too-old' : 'bridge-too-new' }
}

export const useStatusStore = defineStore('status', () => {
  const state = ref<StatusState>({ kind: 'loading' })
  /** When the page looks again by itself (ms since the epoch), or null when it does not. */
  const nextLookAt = ref<number | null>(null)
  /** True while the page is asking the bridge for its status. */
  const looking = ref(false)
  /** The contract the bridge stated, when it is one this page cannot work with. */
  const misfitContract = ref<string | null>(null)

  const status = computed(() => (state.value.kind === 'ready' ? state.value.status : null))
  const isSandbox = computed(() => status.value?.mode === 'sandbox')
  const merchantId = computed(() => status.value?.merchant.loginId ?? '')
  /** How long the page waits for an enquiry: past the bridge's own upstream timeout. */
  const enquiryWaitMs = computed(
    () => Math.max(status.value?.upstreamTimeoutMs ?? 0, MIN_WAIT_MS) + 30_000,
  )

  let failedLooks = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopWatchingPermission: (() => void) | null = null

  function stopLooking() {
    clearTimeout(timer)
    nextLookAt.value = null
    failedLooks = 0
    stopWatchingPermission?.()
    stopWatchingPermission = null
  }

  function scheduleLook() {
    clearTimeout(timer)
    const delay = RETRY_DELAYS_MS[Math.min(failedLooks, RETRY_DELAYS_MS.length - 1)]!
    failedLooks++
    nextLookAt.value = Date.now() + delay
    timer = setTimeout(() => void lookAgain(), delay)
  }

  /**
   * While Chrome withholds the permission, asking the bridge again changes nothing: ask Chrome
   * (no network), and call the bridge once the permission is granted.
   */
  async function lookAgain() {
    nextLookAt.value = null
    const current = state.value
    if (current.kind === 'error' && PERMISSION_REASONS.includes(current.reason)) {
      const { queryLocalNetworkPermission } = await import('../api/reachability.ts')
      const permission = await queryLocalNetworkPermission()
      if (permission !== 'granted') {
        const reason = permission === 'denied' ? 'lna-denied' : 'lna-prompt'
        state.value = { ...current, reason }
        return scheduleLook()
      }
    }
    await load()
  }

  async function watchPermission() {
    if (stopWatchingPermission || !isCrossOrigin()) return
    const { onLocalNetworkPermissionChange } = await import('../api/reachability.ts')
    stopWatchingPermission = await onLocalNetworkPermissionChange((permission) => {
      if (permission === 'granted' && state.value.kind === 'error') void load()
    })
  }

  async function fail(error: ApiError, reason: UnreachableReason | null) {
    state.value = { kind: 'error', error, reason }
    scheduleLook()
    if (reason !== null && PERMISSION_REASONS.includes(reason)) await watchPermission()
  }

  async function load() {
    clearTimeout(timer)
    nextLookAt.value = null
    // A notice on screen stays while the page looks again: no flicker, no shift.
    if (state.value.kind !== 'ready' && state.value.kind !== 'error')
      state.value = { kind: 'loading' }
    looking.value = true
    let reply: StatusReply
    try {
      reply = await fetchStatus()
    } catch (error) {
      const apiError = toApiError(error)
      return await fail(apiError, await reasonFor(apiError))
    } finally {
      looking.value = false
    }
    const refused = misfit(reply)
    refuseBridgeCalls(refused?.kind === 'error' ? refused.error : null)
    if (refused?.kind === 'error') {
      misfitContract.value = reply.contract ?? '1.0'
      return fail(refused.error, refused.reason)
    }
    misfitContract.value = null
    stopLooking()
    state.value = { kind: 'ready', status: reply }
  }

  /** Another call found the bridge unreachable: show why, as for the status call. */
  async function noteUnreachable(error: ApiError) {
    const reason = await reasonFor(error)
    if (reason !== null && state.value.kind !== 'error') await fail(error, reason)
  }

  /**
   * A hosted page on another origin makes its first bridge call from the merchant's click when
   * Chrome would ask for local network access (security.md): until then, say so and wait.
   */
  async function needsGesture(): Promise<boolean> {
    // A hosted page may have its bridge address from bridge-config.json: read it first.
    if (!isCrossOrigin(await bridgeBase())) return false
    const { queryLocalNetworkPermission } = await import('../api/reachability.ts')
    if ((await queryLocalNetworkPermission()) !== 'prompt') return false
    const error = new ApiError(
      null,
      'BRIDGE_UNREACHABLE',
      'Chrome asks before this page may reach the bridge.',
    )
    await fail(error, 'lna-prompt')
    return true
  }

  return {
    state,
    status,
    isSandbox,
    merchantId,
    enquiryWaitMs,
    nextLookAt,
    looking,
    misfitContract,
    load,
    noteUnreachable,
    needsGesture,
  }
})
