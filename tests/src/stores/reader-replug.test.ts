import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { nextTick, ref } from 'vue'
import { ApiError } from '../../../src/api/api-error.ts'
import type { CaptureState } from '../../../src/stores/counter-state.ts'
import { useDeviceStore } from '../../../src/stores/devices.ts'
import { clearReaderErrorOnReplug } from '../../../src/stores/reader-replug.ts'

const READER = {
  port: 11100,
  status: 'READY' as const,
  info: 'Mantra',
  dpId: 'MANTRA.MSIPL',
  rdsId: 'R',
  rdsVer: '1',
  mi: 'MFS100',
}
const scanned = (ready: boolean) => ({
  kind: 'done' as const,
  devices: ready ? [READER] : [],
  scannedAt: null,
  preferredPort: null,
})

beforeEach(() => setActivePinia(createPinia()))

function failedCapture(code: string) {
  return ref<CaptureState>({ kind: 'error', error: new ApiError(503, code, 'No ready reader.') })
}

describe('a replugged reader clears the old reader error', () => {
  it('clears it when a scan finds a ready reader after one that found none', async () => {
    const devices = useDeviceStore()
    devices.state = scanned(true)
    const capture = failedCapture('NO_DEVICE')
    clearReaderErrorOnReplug(capture)
    devices.state = { kind: 'loading' }
    await nextTick()
    devices.state = scanned(false)
    await nextTick()
    expect(capture.value.kind).toBe('error')
    devices.state = { kind: 'loading' }
    await nextTick()
    devices.state = scanned(true)
    await nextTick()
    expect(capture.value.kind).toBe('none')
  })

  it('keeps it when the reader was ready all along (a scan under way is not “no reader”)', async () => {
    const devices = useDeviceStore()
    devices.state = scanned(true)
    const capture = failedCapture('DEVICE_BUSY')
    clearReaderErrorOnReplug(capture)
    await nextTick()
    devices.state = { kind: 'loading' }
    await nextTick()
    devices.state = scanned(true)
    await nextTick()
    expect(capture.value.kind).toBe('error')
  })

  it('keeps a finger’s error: a reader coming back does not make a finger match', async () => {
    const devices = useDeviceStore()
    const capture = failedCapture('RD_700')
    clearReaderErrorOnReplug(capture)
    devices.state = scanned(false)
    await nextTick()
    devices.state = scanned(true)
    await nextTick()
    expect(capture.value.kind).toBe('error')
  })
})
