// @vitest-environment happy-dom (v1.4) What the merchant sees when the provider refuses the
// bridge's credentials (docs/contract.md, `credentials` in GET /api/status): a notice above the
// page that says enquiries will be refused and whom to call, in English and in Hindi; none while
// the credentials are ok or not yet proved (or the bridge predates v1.4); and the status read again
// each minute, so the notice goes once the bridge has proved new credentials.
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import CredentialsRefusedNotice from '../../src/components/app/CredentialsRefusedNotice.vue'
import { loadLanguage, loadLaterTexts, translate } from '../../src/i18n/messages.ts'
import type { CredentialsStatus } from '../../src/shared/contract.ts'
import { useStatusStore } from '../../src/stores/status.ts'
import { statusReply } from '../fixtures/status-reply.ts'

await loadLaterTexts()

const api = vi.hoisted(() => ({
  fetchStatus: vi.fn(),
  fetchDevices: vi.fn(),
  fetchBanks: vi.fn(),
}))
vi.mock('../../src/api/bridge.ts', () => api)

const withCredentials = (credentials: CredentialsStatus | undefined) =>
  statusReply({ mode: 'live', credentials })
const REFUSED = withCredentials({ state: 'refused', checkedAt: '2026-11-27T04:00:00.000Z' })
const OK = withCredentials({ state: 'ok', checkedAt: '2026-11-27T04:15:00.000Z' })

beforeEach(() => {
  setActivePinia(createPinia())
  vi.clearAllMocks()
})
afterEach(() => vi.useRealTimers())

describe('the credentials in the status store', () => {
  it.each<[string, CredentialsStatus | undefined, boolean]>([
    ['refused', { state: 'refused', checkedAt: '2026-11-27T04:00:00.000Z' }, true],
    ['ok', { state: 'ok', checkedAt: '2026-11-27T04:00:00.000Z' }, false],
    ['not yet proved', { state: 'unknown', checkedAt: null }, false],
    ['from a bridge before v1.4', undefined, false],
  ])('%s', async (_name, credentials, refused) => {
    api.fetchStatus.mockResolvedValue(withCredentials(credentials))
    const status = useStatusStore()
    await status.load()
    expect(status.credentialsRefused).toBe(refused)
  })
})

describe('the notice', () => {
  it('says enquiries will be refused and to call the network’s support, in English and Hindi', async () => {
    api.fetchStatus.mockResolvedValue(REFUSED)
    await useStatusStore().load()
    const wrapper = mount(CredentialsRefusedNotice)
    expect(wrapper.attributes('role')).toBe('alert')
    expect(wrapper.find('h2').text()).toBe('The bank service refused this desk’s credentials')
    expect(wrapper.text()).toContain('call your network’s support')
    expect(wrapper.text()).toContain('not the customer’s fault')
    wrapper.unmount()
    await loadLanguage('hi')
    expect(translate('hi', 'credentials.refused.heading')).toBe(
      'बैंक सेवा ने इस डेस्क के क्रेडेंशियल अस्वीकार कर दिए',
    )
    expect(translate('hi', 'credentials.refused.text')).toContain('सपोर्ट को फ़ोन करें')
  })

  it('reads the status again each minute while shown, so fixed credentials clear it', async () => {
    vi.useFakeTimers()
    api.fetchStatus.mockResolvedValue(REFUSED)
    const status = useStatusStore()
    await status.load()
    const wrapper = mount(CredentialsRefusedNotice)
    api.fetchStatus.mockResolvedValue(OK)
    await vi.advanceTimersByTimeAsync(59_000)
    expect(status.credentialsRefused).toBe(true)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(status.credentialsRefused).toBe(false)
    wrapper.unmount()
    const calls = api.fetchStatus.mock.calls.length
    await vi.advanceTimersByTimeAsync(120_000)
    expect(api.fetchStatus.mock.calls.length).toBe(calls)
  })
})
