// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import CustomerAadhaarField from '../../../../src/components/counter/CustomerAadhaarField.vue'
import {
  aadhaarDigitsOf,
  aadhaarFieldText,
  caretAfterDigits,
  digitsBefore,
} from '../../../../src/lib/counter/aadhaar-input.ts'

const VALID = '999900000000'

describe('aadhaar field text', () => {
  it('keeps digits only, at most twelve', () => {
    expect(aadhaarDigitsOf('9999-0000 0000 77a')).toBe(VALID)
  })

  it('groups digits in fours while typing', () => {
    expect(aadhaarFieldText('99990', false)).toBe('9999 0')
    expect(aadhaarFieldText(VALID, false)).toBe('9999 0000 0000')
  })

  it('masks a valid number to its last four digits', () => {
    expect(aadhaarFieldText('234123412346', true)).toBe('XXXX XXXX 2346')
  })

  it('never masks an incomplete or invalid number (the merchant must see what to fix)', () => {
    expect(aadhaarFieldText('99990000', true)).toBe('9999 0000')
    expect(aadhaarFieldText('999900000001', true)).toBe('9999 0000 0001')
  })

  it('keeps the caret after the same digit when spaces are added', () => {
    expect(digitsBefore('9999 00', 7)).toBe(6)
    expect(caretAfterDigits('9999 0000 1', 5)).toBe(6)
    expect(caretAfterDigits('9999', 4)).toBe(4)
    expect(caretAfterDigits('', 0)).toBe(0)
  })
})

function mountField(initial = '') {
  const model = ref(initial)
  const wrapper = mount(
    defineComponent({
      setup: () => () =>
        h(CustomerAadhaarField, {
          modelValue: model.value,
          'onUpdate:modelValue': (v: string) => (model.value = v),
          error: null,
        }),
    }),
    { global: { plugins: [createPinia()] }, attachTo: document.body },
  )
  return { wrapper, model, input: wrapper.get('input') }
}

describe('CustomerAadhaarField', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    document.body.innerHTML = ''
  })

  it('is a numeric text field labelled "Aadhaar number", never autofilled', () => {
    const { input, wrapper } = mountField()
    expect(input.attributes('inputmode')).toBe('numeric')
    expect(input.attributes('autocomplete')).toBe('off')
    expect(wrapper.get('label').text()).toBe('Aadhaar number')
    expect(wrapper.get('label').attributes('for')).toBe(input.attributes('id'))
  })

  it('stores digits only and shows them grouped while typing', async () => {
    const { input, model } = mountField()
    await input.trigger('focus')
    await input.setValue('9999 0000 00')
    expect(model.value).toBe('9999000000')
    expect((input.element as HTMLInputElement).value).toBe('9999 0000 00')
    await input.setValue('99990000000012345')
    expect(model.value).toBe(VALID)
    expect((input.element as HTMLInputElement).value).toBe('9999 0000 0000')
  })

  it('shows the number masked once it is valid and the field is left', async () => {
    const { input } = mountField()
    await input.trigger('focus')
    await input.setValue(VALID)
    await input.trigger('blur')
    expect((input.element as HTMLInputElement).value).toBe('XXXX XXXX 0000')
    await input.trigger('focus')
    expect((input.element as HTMLInputElement).value).toBe('9999 0000 0000')
  })

  it('shows and hides the full number with its toggle', async () => {
    const { wrapper, input } = mountField(VALID)
    expect((input.element as HTMLInputElement).value).toBe('XXXX XXXX 0000')
    const toggle = wrapper.get('button')
    expect(toggle.attributes('aria-label')).toBe('Show Aadhaar number')
    await toggle.trigger('click')
    expect((input.element as HTMLInputElement).value).toBe('9999 0000 0000')
    expect(toggle.attributes('aria-label')).toBe('Hide Aadhaar number')
    await toggle.trigger('click')
    expect((input.element as HTMLInputElement).value).toBe('XXXX XXXX 0000')
  })

  it('links an error to the field', async () => {
    const wrapper = mount(CustomerAadhaarField, {
      props: { modelValue: '1234', error: 'The Aadhaar number has 12 digits; this one has 4.' },
      global: { plugins: [createPinia()] },
    })
    const input = wrapper.get('input')
    expect(input.attributes('aria-invalid')).toBe('true')
    expect(input.attributes('aria-describedby')).toContain('customer-aadhaar-error')
    expect(wrapper.get('#customer-aadhaar-error').text()).toBe(
      'The Aadhaar number has 12 digits; this one has 4.',
    )
  })
})
