// Where the enquiry is made from. The laptop's position is used only when the page is a secure
// context and the merchant asked for it (a click); otherwise the bridge sends the shop location it
// was configured with, so the page sends no coordinates at all. (v1.5) A fix further than
// LOCATION_WARN_KM from a configured shop location is not sent until the merchant chose to send
// it: until then the shop's position goes, and the capture waits for the answer (a VPN's or an
// IP-based guess must not reach the bank as the shop's whereabouts).

import { defineStore } from 'pinia'
import { computed, ref, type Ref } from 'vue'
import { STORAGE_KEYS, readStored, writeStored } from '../lib/storage.ts'
import { DEFAULT_LOCATION_WARN_KM, farFromShop } from '../shared/location-fix.ts'
import { useStatusStore } from './status.ts'

export type BrowserLocationState =
  | { kind: 'off' }
  | { kind: 'asking' }
  | { kind: 'on'; latitude: string; longitude: string; accuracy: number }
  | { kind: 'denied' }
  | { kind: 'unavailable' }

export type LocationSource = 'browser' | 'shop' | 'none'

/** Six decimals (about 10 cm) fit docs/provider-api.md section 20-character limit. */
const coordinate = (value: number) => value.toFixed(6)

/**
 * One reading of the laptop's position, remembered as the merchant's choice: "on" after a
 * reading, "off" after a refusal (a position that is merely unavailable changes nothing).
 */
function readPosition(): Promise<BrowserLocationState> {
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => {
        writeStored(STORAGE_KEYS.browserLocation, 'on')
        resolve({
          kind: 'on',
          latitude: coordinate(position.coords.latitude),
          longitude: coordinate(position.coords.longitude),
          accuracy: Math.round(position.coords.accuracy),
        })
      },
      (error) => {
        const denied = error.code === error.PERMISSION_DENIED
        if (denied) writeStored(STORAGE_KEYS.browserLocation, 'off')
        resolve({ kind: denied ? 'denied' : 'unavailable' })
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    )
  })
}

/**
 * (v1.5) A fix far from the shop: how far (past LOCATION_WARN_KM, else null), whether the merchant
 * is still to answer, whether the fix goes, and the answer. A new fix asks again (`reset`).
 */
function farFixOf(browser: Ref<BrowserLocationState>) {
  const statusStore = useStatusStore()
  const farChoice = ref<'send' | 'shop' | null>(null)
  const farKm = computed(() => {
    const fix = browser.value
    if (fix.kind !== 'on') return null
    const warnKm = statusStore.status?.locationWarnKm ?? DEFAULT_LOCATION_WARN_KM
    const position = { latitude: Number(fix.latitude), longitude: Number(fix.longitude) }
    return farFromShop(position, statusStore.status?.shopLocation ?? null, warnKm)
  })
  /** A far fix the merchant has not answered for: the capture waits (EnquiryCapturePanel). */
  const question = computed(() => farKm.value !== null && farChoice.value === null)
  /** Whether the browser's fix goes with the enquiry. */
  const sendsBrowser = computed(
    () => browser.value.kind === 'on' && (farKm.value === null || farChoice.value === 'send'),
  )
  const choose = (choice: 'send' | 'shop') => void (farChoice.value = choice)
  const reset = () => void (farChoice.value = null)
  return { farKm, question, sendsBrowser, choose, reset }
}

/** The merchant's earlier choice of the laptop's position, taken up when already permitted. */
async function restoreChoice(locate: () => Promise<void>): Promise<void> {
  if (readStored(STORAGE_KEYS.browserLocation) !== 'on') return
  try {
    const permission = await navigator.permissions.query({ name: 'geolocation' })
    if (permission.state === 'granted') await locate()
  } catch {
    // No permissions API: wait for the merchant's click.
  }
}

export const useLocationStore = defineStore('location', () => {
  const browser = ref<BrowserLocationState>({ kind: 'off' })
  const statusStore = useStatusStore()
  const far = farFixOf(browser)
  const { sendsBrowser } = far

  const supported = computed(
    () => typeof window !== 'undefined' && window.isSecureContext && 'geolocation' in navigator,
  )
  const source = computed<LocationSource>(() => {
    if (sendsBrowser.value) return 'browser'
    return statusStore.status?.shopLocation ? 'shop' : 'none'
  })
  /** What the enquiry body carries: coordinates (and their accuracy) only from the browser. */
  const coordinates = computed(() =>
    browser.value.kind === 'on' && sendsBrowser.value
      ? {
          latitude: browser.value.latitude,
          longitude: browser.value.longitude,
          locationAccuracyM: browser.value.accuracy,
        }
      : {},
  )

  const locate = () =>
    readPosition().then((state) => {
      browser.value = state
      far.reset()
    })

  /** From a click: asks the browser (the permission prompt, the first time). */
  function request(): Promise<void> {
    if (!supported.value) return Promise.resolve()
    browser.value = { kind: 'asking' }
    return locate()
  }

  /** On start: only when the merchant chose it before and the permission is already granted. */
  const restore = () => (supported.value ? restoreChoice(locate) : Promise.resolve())

  function stop() {
    browser.value = { kind: 'off' }
    far.reset()
    writeStored(STORAGE_KEYS.browserLocation, 'off')
  }

  const { farKm, question, choose } = far
  return {
    browser,
    supported,
    source,
    coordinates,
    farKm,
    question,
    choose,
    request,
    restore,
    stop,
  }
})
