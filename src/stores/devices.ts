// Fingerprint readers the bridge found. The page never waits for this list: a capture may be
// asked for before the scan returns, and the bridge picks the reader the merchant chose last
// while it answers, else the first ready one (preferredPort).

import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { toApiError, type ApiError } from '../api/api-error.ts'
import { fetchDevices } from '../api/bridge.ts'
import type { DeviceSummary } from '../shared/contract.ts'

export type DeviceScanState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | {
      kind: 'done'
      devices: DeviceSummary[]
      scannedAt: string | null
      /** Where a capture that names no port goes (the bridge's choice). */
      preferredPort: number | null
    }
  | { kind: 'error'; error: ApiError }

export const useDeviceStore = defineStore('devices', () => {
  const state = ref<DeviceScanState>({ kind: 'idle' })
  /** The port chosen when several readers answer; null lets the bridge choose. */
  const selectedPort = ref<number | null>(null)

  const devices = computed(() => (state.value.kind === 'done' ? state.value.devices : []))
  const readyDevices = computed(() => devices.value.filter((d) => d.status === 'READY'))
  const preferredPort = computed(() =>
    state.value.kind === 'done' ? state.value.preferredPort : null,
  )
  const primary = computed<DeviceSummary | null>(() => {
    const chosen = devices.value.find((d) => d.port === selectedPort.value)
    const preferred = devices.value.find((d) => d.port === preferredPort.value)
    return chosen ?? preferred ?? readyDevices.value[0] ?? devices.value[0] ?? null
  })
  /**
   * (v1.5) The bridge would refuse this reader's capture before any finger (422, the problem's
   * code) until a rescan finds it fixed: every Capture of the desk, the customer's and the
   * merchant's own, is held by it.
   */
  const primaryBlocked = computed(() => (primary.value?.problems ?? []).some((p) => p.blocking))

  let pending: Promise<void> | null = null

  async function runScan(fresh: boolean): Promise<void> {
    state.value = { kind: 'loading' }
    try {
      const reply = await fetchDevices(fresh)
      state.value = {
        kind: 'done',
        devices: reply.devices,
        scannedAt: reply.scannedAt ?? null,
        preferredPort: reply.preferredPort ?? null,
      }
      if (selectedPort.value !== null && !reply.devices.some((d) => d.port === selectedPort.value))
        selectedPort.value = null
    } catch (error) {
      state.value = { kind: 'error', error: toApiError(error) }
    }
  }

  /** One scan at a time; a fresh scan (?fresh=1) is asked for by the merchant's click. */
  function scan(fresh = false): Promise<void> {
    if (pending) return pending
    const run = runScan(fresh).finally(() => {
      pending = null
    })
    pending = run
    return run
  }

  function selectPort(port: number | null) {
    selectedPort.value = port
  }

  return { state, selectedPort, devices, readyDevices, primary, primaryBlocked, scan, selectPort }
})
