// @vitest-environment happy-dom
// "The bank service could not be reached": the merchant's refusal carries a line for the customer,
// in the customer's language, saying nothing was sent to the bank; other refusals carry none.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../../src/api/api-error.ts'
import EnquirySubmitPanel from '../../../../src/components/counter/EnquirySubmitPanel.vue'
import { loadCustomerCatalogue } from '../../../../src/i18n/customer/load.ts'
import { useCustomerLanguageStore } from '../../../../src/stores/customer-language.ts'

beforeEach(() => {
  localStorage.clear()
  setActivePinia(createPinia())
})

async function panelWith(refusal: ApiError) {
  const wrapper = mount(EnquirySubmitPanel, {
    props: {
      operation: 'balance-enquiry',
      canSubmit: false,
      sending: false,
      elapsedSeconds: 0,
      refusal,
    },
  })
  await flushPromises()
  return wrapper
}

describe('the customer’s line beside a refusal', () => {
  it('says in the customer’s language that nothing reached the bank', async () => {
    useCustomerLanguageStore().choose('ta')
    const wrapper = await panelWith(
      new ApiError(502, 'UPSTREAM_UNREACHABLE', 'The bank service could not be reached.'),
    )
    // The line's chunk and the customer's texts arrive by dynamic import.
    const line = await vi.waitFor(() => wrapper.get('[data-testid="customer-refusal-line"]'), {
      timeout: 15_000,
    })
    const ta = await loadCustomerCatalogue('ta')
    expect(line.text()).toBe(ta.texts['advice.bank-unreachable'].text)
    expect(line.attributes()).toMatchObject({ lang: 'ta-IN', dir: 'ltr' })
  })

  it('is not offered for a refusal that is the desk’s own (a capture used up)', async () => {
    const wrapper = await panelWith(
      new ApiError(410, 'CAPTURE_USED', 'This fingerprint capture was already used.', 'captureId'),
    )
    expect(wrapper.text()).toContain('The enquiry was not sent.')
    await loadCustomerCatalogue('en')
    await flushPromises()
    expect(wrapper.find('[data-testid="customer-refusal-line"]').exists()).toBe(false)
  })
})
