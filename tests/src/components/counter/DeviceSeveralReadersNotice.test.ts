// @vitest-environment happy-dom
// When two readers answer READY, the page says which one the finger goes to (the
// bridge's preferredPort: the reader chosen last, else the first ready) and what to do if it is
// not the reader on the desk; in English and Hindi. One reader, or one ready: nothing is said.
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import DeviceSeveralReadersNotice from '../../../../src/components/counter/DeviceSeveralReadersNotice.vue'
import { loadLanguage, loadLaterTexts } from '../../../../src/i18n/messages.ts'
import { useDeviceStore } from '../../../../src/stores/devices.ts'
import { usePreferencesStore } from '../../../../src/stores/preferences.ts'
import type { DeviceSummary } from '../../../../src/shared/contract.ts'

// Mounted directly, not through a lazy wrapper: its later texts are loaded as the wrapper would.
await loadLaterTexts()

const api = vi.hoisted(() => ({ fetchDevices: vi.fn() }))
vi.mock('../../../../src/api/bridge.ts', () => api)

const reader = (port: number, status: DeviceSummary['status'], info: string): DeviceSummary => ({
  port,
  status,
  info,
  dpId: '',
  rdsId: '',
  rdsVer: '',
  mi: '',
})

beforeEach(() => setActivePinia(createPinia()))

async function scanned(devices: DeviceSummary[], preferredPort: number | null) {
  api.fetchDevices.mockResolvedValue({ devices, preferredPort })
  const store = useDeviceStore()
  await store.scan(true)
  return store
}

describe('two readers that answer', () => {
  it('names the reader the bridge will use, the one chosen last, not the lowest port', async () => {
    const store = await scanned(
      [reader(11100, 'READY', 'Squatter'), reader(11101, 'READY', 'Mantra')],
      11101,
    )
    expect(store.primary?.port).toBe(11101)
    const text = mount(DeviceSeveralReadersNotice).text()
    expect(text).toContain('2 fingerprint readers answer')
    expect(text).toContain('Mantra (port 11101)')
    expect(text).toContain('tell IT')
  })

  it('says it in Hindi', async () => {
    await loadLanguage('hi')
    await usePreferencesStore().setLanguage('hi')
    await scanned([reader(11100, 'READY', 'A'), reader(11101, 'READY', 'B')], 11100)
    const text = mount(DeviceSeveralReadersNotice).text()
    expect(text).toContain('2 फ़िंगरप्रिंट रीडर जवाब दे रहे हैं')
    expect(text).toContain('A (पोर्ट 11100)')
  })

  it('says nothing for one reader, or when only one of two is ready', async () => {
    await scanned([reader(11100, 'READY', 'A'), reader(11101, 'NOTREADY', 'B')], 11100)
    expect(mount(DeviceSeveralReadersNotice).find('p').exists()).toBe(false)
  })
})
