// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import CustomerBankCombobox from '../../../../src/components/counter/CustomerBankCombobox.vue'
import { rememberBank, searchBanks } from '../../../../src/lib/counter/bank-search.ts'
import { useBankStore } from '../../../../src/stores/banks.ts'

const BANKS = [
  { iin: '607153', name: 'Axis Bank' },
  { iin: '606985', name: 'Bank of Baroda' },
  { iin: '508505', name: 'Bank of India' },
  { iin: '607094', name: 'State Bank of India' },
  { iin: '607152', name: 'HDFC Bank' },
]

describe('searchBanks', () => {
  it('puts the merchant’s recent banks first', () => {
    const result = searchBanks(BANKS, ['607152', '607094'], '')
    expect(result.recent.map((b) => b.iin)).toEqual(['607152', '607094'])
    expect(result.others.map((b) => b.iin)).not.toContain('607094')
  })

  it('matches the start of the name first, then a word, then anywhere', () => {
    const names = searchBanks(BANKS, [], 'ban').others.map((b) => b.name)
    expect(names.slice(0, 2)).toEqual(['Bank of Baroda', 'Bank of India'])
    expect(names).toContain('Axis Bank')
  })

  it('matches an IIN by its first digits', () => {
    expect(searchBanks(BANKS, [], '6070').others.map((b) => b.iin)).toEqual(['607094'])
  })

  it('ignores case and punctuation', () => {
    expect(searchBanks(BANKS, [], 'STATE bank').others.map((b) => b.iin)).toEqual(['607094'])
  })

  it('remembers at most five recent banks, most recent first', () => {
    expect(rememberBank(['1', '2', '3', '4', '5'], '3')).toEqual(['3', '1', '2', '4', '5'])
    expect(rememberBank(['1', '2', '3', '4', '5'], '6')).toEqual(['6', '1', '2', '3', '4'])
  })
})

function mountCombobox(initial = '') {
  const pinia = createPinia()
  setActivePinia(pinia)
  const banks = useBankStore()
  banks.state = { kind: 'done', banks: BANKS }
  const model = ref(initial)
  const wrapper = mount(
    defineComponent({
      setup: () => () =>
        h(CustomerBankCombobox, {
          modelValue: model.value,
          'onUpdate:modelValue': (v: string) => (model.value = v),
          error: null,
        }),
    }),
    { global: { plugins: [pinia] }, attachTo: document.body },
  )
  return { wrapper, model, input: wrapper.get('input') }
}

describe('CustomerBankCombobox', () => {
  beforeEach(() => {
    document.body.innerHTML = ''
    localStorage.clear()
  })

  it('follows the combobox pattern', () => {
    const { input, wrapper } = mountCombobox()
    expect(input.attributes('role')).toBe('combobox')
    expect(input.attributes('aria-autocomplete')).toBe('list')
    expect(input.attributes('aria-expanded')).toBe('false')
    expect(wrapper.get(`#${input.attributes('aria-controls')}`).attributes('role')).toBe('listbox')
  })

  it('filters as the merchant types and chooses with the arrow keys and Enter', async () => {
    const { input, model, wrapper } = mountCombobox()
    await input.setValue('state')
    expect(input.attributes('aria-expanded')).toBe('true')
    const options = wrapper.findAll('[role="option"]')
    expect(options.map((o) => o.text())).toEqual(['State Bank of India (607094)'])
    await input.trigger('keydown', { key: 'ArrowDown' })
    expect(input.attributes('aria-activedescendant')).toBe(options[0]!.attributes('id'))
    expect(options[0]!.attributes('aria-selected')).toBe('true')
    await input.trigger('keydown', { key: 'Enter' })
    expect(model.value).toBe('607094')
    expect((input.element as HTMLInputElement).value).toBe('State Bank of India (607094)')
    expect(input.attributes('aria-expanded')).toBe('false')
  })

  it('lists recent banks in their own group first', async () => {
    const { input, wrapper } = mountCombobox()
    useBankStore().remember('607152')
    await input.trigger('click')
    const groups = wrapper.findAll('[role="group"]')
    expect(groups[0]!.text()).toContain('Recent banks')
    expect(groups[0]!.findAll('[role="option"]').map((o) => o.text())).toEqual([
      'HDFC Bank (607152)',
    ])
  })

  it('closes with Escape, and a second Escape clears the text', async () => {
    const { input, model } = mountCombobox('607094')
    await input.setValue('axis')
    await input.trigger('keydown', { key: 'Escape' })
    expect(input.attributes('aria-expanded')).toBe('false')
    await input.trigger('keydown', { key: 'Escape' })
    expect((input.element as HTMLInputElement).value).toBe('')
    expect(model.value).toBe('')
  })

  it('accepts a typed IIN when the bank is not in the list', async () => {
    const { input, model, wrapper } = mountCombobox()
    await input.setValue('652150')
    expect(wrapper.findAll('[role="option"]').map((o) => o.text())).toEqual(['Use IIN 652150'])
    await input.trigger('blur')
    expect(model.value).toBe('652150')
  })

  it('clears the choice when the text no longer names it', async () => {
    const { input, model } = mountCombobox('607094')
    expect((input.element as HTMLInputElement).value).toBe('State Bank of India (607094)')
    await input.setValue('State Bank')
    expect(model.value).toBe('')
  })
})
