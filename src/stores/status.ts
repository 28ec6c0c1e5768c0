// The bridge's status, and whether this page can reach the bridge (and if not, why). When it cannot,
// it looks again by itself, backing off (2, 4, 8, then every 15 s) and saying when: a bridge started
// or a permission granted later is noticed without a reload and without hammering the bridge.

import { defineStore } from 'pinia'
import { computed, ref, type Ref } from 'vue'
import { ApiError, toApiError } from '../api/api-error.ts'
import { bridgeBase, currentBridgeBase, isCrossOrigin } from '../api/base-url.ts'
import { fetchStatus } from '../api/bridge.ts'
import { refuseBridgeCalls } from '../api/client.ts'
import type { Recovery, UnreachableReason } from '../api/reachability.ts'
import type { StatusReply } from '../shared/contract.ts'
import { CONTRACT_VERSION, contractFit } from '../shared/contract-version.ts'
import { credentialsRefusedOf, journalHealthOf } from './bridge-health.ts'
import { merchantAuthOf } from './status-merchant-auth.ts'
import type { StatusState } from './status-state.ts'

export type { StatusState } from './status-state.ts'

/** Providers ask clients to wait at least 180 s (docs/provider-api.md, "Timing"). */
const MIN_WAIT_MS = 180_000

export async function reasonFor(error: ApiError): Promise<UnreachableReason | null> {
  if (
    !error.unreachable &&
    error.code !== 'ORIGIN_NOT_ALLOWED' &&
    error.code !== 'HOST_NOT_ALLOWED'
  )
    return null
  // Only needed when something is wrong: a chunk of its own, fetched ahead once the page has
  // settled (start). A bridge that serves the page and has just stopped cannot serve the chunk
  // either: then what is known is that it is not running (UX review, N9).
  const chunk = await reachability()
  if (!chunk) return 'not-running'
  const { answersOpaquely, diagnoseUnreachable, queryLocalNetworkPermission } = chunk
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

/** What the page knows of its looks at the bridge; one object, so the steps below stay plain. */
interface Look {
  state: Ref<StatusState>
  /** When the page looks again by itself (ms since the epoch), or null when it does not. */
  nextLookAt: Ref<number | null>
  /** True while the page is asking the bridge for its status. */
  looking: Ref<boolean>
  /** The contract the bridge stated, when it is one this page cannot work with. */
  misfitContract: Ref<string | null>
  /** Times the bridge answered again after an outage (a restart, a hand-over: UX review N9). */
  cameBack: Ref<number>
  // The backoff and the permission watch are in the reachability chunk, loaded on the first failure.
  recovery: Recovery | null
}

/** The reachability chunk, or null when it cannot be fetched (its server has stopped). */
const reachability = () => import('../api/reachability.ts').catch(() => null)

/** Until the reachability chunk can be fetched, the page looks again at this pace by itself. */
const LOOK_WITHOUT_CHUNK_MS = 3_000

/** Show why the bridge cannot be used, and let the reachability chunk look again with backoff. */
async function failLook(
  look: Look,
  load: () => Promise<void>,
  error: ApiError,
  reason: UnreachableReason | null,
) {
  const { state } = look
  state.value = { kind: 'error', error, reason }
  const chunk = await reachability()
  if (!chunk) {
    look.nextLookAt.value = Date.now() + LOOK_WITHOUT_CHUNK_MS
    setTimeout(() => void load(), LOOK_WITHOUT_CHUNK_MS)
    return
  }
  const { createRecovery } = chunk
  look.recovery ??= createRecovery({
    load,
    reason: () => (state.value.kind === 'error' ? state.value.reason : undefined),
    setReason: (next) => {
      if (state.value.kind === 'error') state.value = { ...state.value, reason: next }
    },
    setNextLookAt: (at) => (look.nextLookAt.value = at),
  })
  await look.recovery.failed(reason, isCrossOrigin())
}

/** One look at the bridge's status: ready, unreachable (and why), or a contract this page lacks. */
async function loadLook(look: Look, load: () => Promise<void>) {
  const { state } = look
  look.recovery?.cancel()
  // A notice on screen stays while the page looks again: no flicker, no shift.
  if (state.value.kind !== 'ready' && state.value.kind !== 'error')
    state.value = { kind: 'loading' }
  look.looking.value = true
  let reply: StatusReply
  try {
    reply = await fetchStatus()
  } catch (error) {
    const apiError = toApiError(error)
    return await failLook(look, load, apiError, await reasonFor(apiError))
  } finally {
    look.looking.value = false
  }
  const refused = misfit(reply)
  refuseBridgeCalls(refused?.kind === 'error' ? refused.error : null)
  if (refused?.kind === 'error') {
    look.misfitContract.value = reply.contract ?? '1.0'
    return failLook(look, load, refused.error, refused.reason)
  }
  look.misfitContract.value = null
  look.recovery?.recovered()
  const wasDown = state.value.kind === 'error'
  state.value = { kind: 'ready', status: reply }
  if (wasDown) look.cameBack.value++
}

// A hosted page on another origin makes its first bridge call from the merchant's click when
// Chrome would ask for local network access (docs/security.md): until then, say so and wait.
async function needsGestureLook(look: Look, load: () => Promise<void>): Promise<boolean> {
  // A hosted page may have its bridge address from bridge-config.json: read it first.
  if (!isCrossOrigin(await bridgeBase())) return false
  const { queryLocalNetworkPermission } = await import('../api/reachability.ts')
  if ((await queryLocalNetworkPermission()) !== 'prompt') return false
  const error = new ApiError(
    null,
    'BRIDGE_UNREACHABLE',
    'Chrome asks before this page may reach the bridge.',
  )
  await failLook(look, load, error, 'lna-prompt')
  return true
}

/** The page's looks at the bridge: the first, the ones after a failure, and the reasons. */
function bridgeLooks(state: Ref<StatusState>) {
  const look: Look = {
    state,
    nextLookAt: ref(null),
    looking: ref(false),
    misfitContract: ref(null),
    cameBack: ref(0),
    recovery: null,
  }
  const load = (): Promise<void> => loadLook(look, load)
  const needsGesture = () => needsGestureLook(look, load)

  /** Another call found the bridge unreachable: show why, as for the status call. */
  async function noteUnreachable(error: ApiError) {
    const reason = await reasonFor(error)
    if (reason !== null && state.value.kind !== 'error') await failLook(look, load, error, reason)
  }

  let started: Promise<void> | null = null
  /** The first look at the bridge, once however many callers ask (main.ts, App.vue). */
  function start(): Promise<void> {
    started ??= (async () => {
      if (!(await needsGesture())) await load()
      // Fetched ahead while the bridge is there to serve it: the moment it stops is the moment
      // the page needs it.
      void reachability()
    })()
    return started
  }

  const { nextLookAt, looking, misfitContract, cameBack } = look
  return {
    nextLookAt,
    looking,
    misfitContract,
    cameBack,
    load,
    start,
    noteUnreachable,
    needsGesture,
  }
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
  const looks = bridgeLooks(state)

  return {
    state,
    status,
    isSandbox,
    merchantId,
    enquiryWaitMs,
    ...merchantAuthOf(state, status),
    ...looks,
    ...journalHealthOf(status, looks.load),
    credentialsRefused: credentialsRefusedOf(status),
  }
})
