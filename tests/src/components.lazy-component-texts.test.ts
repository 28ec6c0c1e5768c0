// @vitest-environment happy-dom
// A lazily loaded component mounts with its texts, never with keys, though nothing
// imports a catalogue for its effect: the lazy wrapper awaits the later English texts (en-later.ts)
// with the component. And every catalogue chunk is fetched once, and fetched again after a failure.
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { defineComponent, h } from 'vue'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import SettingsSandboxNumbers from '../../src/components/settings/SettingsSandboxNumbers.vue'
import { enLater } from '../../src/i18n/en-later.ts'
import { loadCatalogue } from '../../src/i18n/load-catalogue.ts'
import { hasText } from '../../src/i18n/messages.ts'
import { lazyComponent } from '../../src/lib/lazy-component.ts'

beforeEach(() => setActivePinia(createPinia()))

describe('a lazily loaded component', () => {
  it('shows its texts, not keys, without any registration of en-later.ts', async () => {
    // Mounted directly, before anything loaded the later texts, the component shows its keys:
    // the texts below can only come from the lazy wrapper.
    expect(hasText('en', 'settings.sandbox')).toBe(false)
    expect(mount(SettingsSandboxNumbers).find('h2').text()).toBe('settings.sandbox')

    const Lazy = lazyComponent(
      () => import('../../src/components/settings/SettingsSandboxNumbers.vue'),
    )
    const wrapper = mount(defineComponent(() => () => h(Lazy)))
    await vi.waitFor(() => expect(wrapper.find('h2').exists()).toBe(true), { timeout: 30_000 })

    expect(wrapper.find('h2').text()).toBe(enLater['settings.sandbox'])
    expect(wrapper.text()).not.toMatch(/\b(settings|scenario)\.\w+/)
  })
})

describe('loadCatalogue', () => {
  it('fetches a chunk once for every caller', async () => {
    const fetchChunk = vi.fn(() => Promise.resolve({ greeting: 'hello' }))
    const [first, second] = await Promise.all([
      loadCatalogue('test.once', fetchChunk),
      loadCatalogue('test.once', fetchChunk),
    ])
    expect(second).toBe(first)
    expect(await loadCatalogue('test.once', fetchChunk)).toBe(first)
    expect(fetchChunk).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed fetch, so the next call fetches again', async () => {
    const fetchChunk = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('texts')
    await expect(loadCatalogue('test.retry', fetchChunk)).rejects.toThrow('Failed to fetch')
    expect(await loadCatalogue('test.retry', fetchChunk)).toBe('texts')
    expect(fetchChunk).toHaveBeenCalledTimes(2)
  })
})
