// What holds Capture after a refusal whose cause has not changed (lib/capture-hold.ts):
// the facts the page read (the status's credentials and clock, a refusal's skew or certificate,
// the reader that answers), and a look at this laptop's clock every few seconds while a clock
// holds, so that a clock put right lets go at once. A refusal's facts are kept across a reload
// of this tab for as long as they hold (lib/capture-hold-memory.ts); the status's are read again.

import { defineStore } from 'pinia'
import { computed, ref, watch, type Ref } from 'vue'
import type { ApiError } from '../api/api-error.ts'
import {
  captureHold,
  readerIdentity,
  skewNow,
  wallOffsetMs,
  type ClockReading,
} from '../lib/capture-hold.ts'
import {
  recallRefusals,
  rememberRefusals,
  type CertificateRefusal,
} from '../lib/capture-hold-memory.ts'
import { MAX_CLOCK_SKEW_SECONDS } from '../shared/devices.ts'
import { useDeviceStore } from './devices.ts'
import { useStatusStore } from './status.ts'

/** How often the laptop's clock is looked at while a clock holds Capture. */
const CLOCK_LOOK_MS = 2_000

/** The reader of the last finished scan: a scan under way is not "no reader". */
function followReader(devices: ReturnType<typeof useDeviceStore>, reader: Ref<string | null>) {
  watch(
    () => (devices.state.kind === 'done' ? readerIdentity(devices.primary) : undefined),
    (identity) => {
      if (identity !== undefined) reader.value = identity
    },
    { immediate: true },
  )
}

/** While a clock holds Capture, the laptop's clock is looked at every few seconds. */
function lookAtTheClockWhile(clockHolds: () => boolean, offset: Ref<number>) {
  let timer: ReturnType<typeof setInterval> | null = null
  watch(
    clockHolds,
    (holds) => {
      if (holds && timer === null)
        timer = setInterval(() => (offset.value = wallOffsetMs()), CLOCK_LOOK_MS)
      if (!holds && timer !== null) {
        clearInterval(timer)
        timer = null
      }
    },
    { immediate: true },
  )
}

/**
 * A refusal's facts outlive a reload for as long as they hold (lib/capture-hold-memory.ts): kept
 * at each change and each look at the clock; a clock reading that no longer holds is forgotten.
 */
function keepAcrossReload(
  refusalClock: Ref<ClockReading | null>,
  certificateRefusal: Ref<CertificateRefusal | null>,
  offset: Ref<number>,
) {
  const recalled = recallRefusals(wallOffsetMs(), Date.now())
  refusalClock.value = recalled.refusalClock
  certificateRefusal.value = recalled.certificateRefusal
  watch([refusalClock, certificateRefusal, offset], () => {
    const clock = refusalClock.value
    if (clock && Math.abs(skewNow(clock, offset.value)) <= MAX_CLOCK_SKEW_SECONDS)
      refusalClock.value = null
    const refusals = {
      refusalClock: refusalClock.value,
      certificateRefusal: certificateRefusal.value,
    }
    rememberRefusals(refusals, wallOffsetMs(), Date.now())
  })
}

function readClock(
  skewSeconds: number,
  source: ClockReading['source'],
  at: string | null,
  reader: string | null,
): ClockReading {
  const wallOffset = wallOffsetMs()
  return {
    skewSeconds,
    source,
    at: at ?? new Date().toISOString(),
    wallOffsetMs: wallOffset,
    reader,
  }
}

export const useCaptureHoldStore = defineStore('capture-hold', () => {
  const status = useStatusStore()
  const devices = useDeviceStore()
  const offset = ref(wallOffsetMs())
  const reader = ref<string | null>(null)
  const statusClock = ref<ClockReading | null>(null)
  const refusalClock = ref<ClockReading | null>(null)
  const certificateRefusal = ref<CertificateRefusal | null>(null)

  followReader(devices, reader)
  keepAcrossReload(refusalClock, certificateRefusal, offset)
  /** A reading taken now; the page's look at the clock moves to the same moment. */
  function reading(skewSeconds: number, source: ClockReading['source'], at: string | null) {
    const taken = readClock(skewSeconds, source, at, reader.value)
    offset.value = taken.wallOffsetMs
    return taken
  }
  watch(
    () => status.status?.clock,
    (clock) => {
      const skew = clock?.skewSeconds
      const known = typeof skew === 'number' && Number.isFinite(skew)
      statusClock.value = known ? reading(skew, 'status', clock?.checkedAt ?? null) : null
    },
    { immediate: true },
  )

  const hold = computed(() =>
    captureHold({
      credentials: {
        refused: status.credentialsRefused,
        checkedAt: status.status?.credentials?.checkedAt ?? null,
      },
      statusClock: statusClock.value,
      refusalClock: refusalClock.value,
      certificateRefusal: certificateRefusal.value,
      reader: reader.value,
      wallOffsetMs: offset.value,
    }),
  )

  lookAtTheClockWhile(() => hold.value?.kind === 'clock', offset)

  // A capture the bridge refused: its fact is kept, and what the bridge knows is read again (the
  // status for the credentials and the clock; the readers, not afresh, for a reader's problem, so
  // that the bridge's remembered expired key shows as the reader's blocking problem).
  function noteRefusal(error: ApiError) {
    if (error.code === 'CREDENTIALS_REFUSED' || error.code === 'CLOCK_SKEW') void status.load()
    if (error.code === 'CLOCK_SKEW' && typeof error.skewSeconds === 'number')
      refusalClock.value = reading(error.skewSeconds, 'refusal', null)
    if (error.code === 'DEVICE_CERTIFICATE_EXPIRED')
      certificateRefusal.value = { reader: reader.value, at: new Date().toISOString() }
    if (error.code === 'DEVICE_CERTIFICATE_EXPIRED' || error.code === 'RD_KEY_EXPIRED')
      void devices.scan(false)
  }

  return { hold, noteRefusal }
})
