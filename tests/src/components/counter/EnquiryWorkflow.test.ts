// @vitest-environment happy-dom
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../../src/api/api-error.ts'
import EnquiryWorkflow from '../../../../src/components/counter/EnquiryWorkflow.vue'
import { useCustomerStore } from '../../../../src/stores/customer.ts'

// The notice, the advice and the result are chunks of their own, loaded through Vite's transform:
// on a loaded 2-core machine that took over 5 s. The wait guards a hang, not speed, so it is long,
// and the tests that wait on it get the room.
const CHUNK_WAIT_MS = 30_000
vi.setConfig({ testTimeout: 90_000 })

const api = vi.hoisted(() => ({
  createCapture: vi.fn(),
  sendEnquiry: vi.fn(),
  fetchStatus: vi.fn(),
  fetchDevices: vi.fn(),
  fetchBanks: vi.fn(),
}))
vi.mock('../../../../src/api/bridge.ts', () => api)

let captures = 0
function captureReply(qScore = 80) {
  captures++
  return {
    captureId: `cap-${captures}`,
    quality: { qScore, nmPoints: 30 },
    device: { port: 12300, dpId: 'D', mi: 'M' },
    expiresAt: new Date(Date.now() + 180_000).toISOString(),
  }
}
const successReply = {
  transactionId: 'tx-1',
  outcome: 'success',
  code: '0x0200',
  status: 'SUCCESS',
  message: '000: Balance fetched successfully.',
  displayMessage: 'Balance fetched successfully.',
  guidance: '',
  data: {
    availableBalance: '1000',
    rrn: '1',
    stanNo: '2',
    clientRefNo: '3',
    transactionDateTime: '2026-11-22 10:00:00',
  },
}

const settle = async () => {
  for (let i = 0; i < 5; i++) {
    await flushPromises()
    await new Promise((r) => setTimeout(r, 0))
  }
}

let wrapper: VueWrapper
beforeEach(() => {
  captures = 0
  setActivePinia(createPinia())
  localStorage.clear()
  document.body.innerHTML = ''
  vi.clearAllMocks()
  api.createCapture.mockImplementation(async () => captureReply())
  api.sendEnquiry.mockResolvedValue(successReply)
  wrapper = mount(EnquiryWorkflow, {
    props: { operation: 'balance-enquiry' },
    attachTo: document.body,
  })
})
afterEach(() => wrapper.unmount())

async function resultHeading() {
  await vi.waitFor(() => expect(wrapper.find('#result-heading').exists()).toBe(true), {
    timeout: CHUNK_WAIT_MS,
  })
  return wrapper.get('#result-heading')
}

const aadhaar = () => wrapper.get('#customer-aadhaar')
const mobile = () => wrapper.get('#customer-mobile')
const bank = () => wrapper.get('#customer-bank')
const consent = () => wrapper.get('#customer-consent')
const captureButton = () => wrapper.get('#capture-button')
const submitButton = () => wrapper.get('button[type="submit"]')

/** Ticks the consent box once the notice in the customer's language is on screen. */
async function tickConsent() {
  await vi.waitFor(() => expect(consent().attributes('disabled')).toBeUndefined(), {
    timeout: CHUNK_WAIT_MS,
  })
  await consent().setValue(true)
}

async function fillValid() {
  await aadhaar().setValue('999900000000')
  await mobile().setValue('9876543210')
  await bank().setValue('607094')
  await bank().trigger('blur')
}

describe('form rules, shown inline once a field is left', () => {
  it.each([
    ['', 'Enter the customer’s 12-digit Aadhaar number.'],
    ['12345', 'The Aadhaar number has 12 digits; this one has 5. Check it with the customer.'],
    ['123456789010', 'An Aadhaar number never starts with 0 or 1. Check it with the customer.'],
    [
      '999900000001',
      'This is not a valid Aadhaar number: a digit is wrong or two are swapped. Check it with the customer.',
    ],
  ])('Aadhaar %j: %s', async (value, message) => {
    await aadhaar().setValue(value)
    expect(wrapper.find('#customer-aadhaar-error').exists()).toBe(false)
    await aadhaar().trigger('blur')
    expect(wrapper.get('#customer-aadhaar-error').text()).toBe(message)
  })

  it.each([
    ['', 'Enter the customer’s 10-digit mobile number.'],
    ['98765', 'The mobile number has 10 digits; this one has 5.'],
  ])('mobile %j: %s', async (value, message) => {
    await mobile().setValue(value)
    await mobile().trigger('blur')
    expect(wrapper.get('#customer-mobile-error').text()).toBe(message)
  })

  it('keeps only digits in the mobile number', async () => {
    await mobile().setValue('+91 98765-43210')
    expect(useCustomerStore().mobile).toBe('9198765432')
  })

  it('asks for a bank', async () => {
    await bank().trigger('blur')
    expect(wrapper.get('#customer-bank-error').text()).toBe('Choose the customer’s bank.')
  })

  it('accepts a valid customer without hints', async () => {
    await fillValid()
    await aadhaar().trigger('blur')
    await mobile().trigger('blur')
    expect(wrapper.findAll('.field__error')).toHaveLength(0)
    expect(useCustomerStore().bankiin).toBe('607094')
  })
})

describe('consent, capture and submit', () => {
  it('allows no capture before consent, and no submit before a capture', async () => {
    await fillValid()
    expect(captureButton().attributes('disabled')).toBeDefined()
    expect(submitButton().attributes('disabled')).toBeDefined()
    await tickConsent()
    expect(captureButton().attributes('disabled')).toBeUndefined()
    expect(submitButton().attributes('disabled')).toBeDefined()
  })

  it('checks the details before asking the reader, and focuses the first wrong field', async () => {
    await tickConsent()
    await captureButton().trigger('click')
    await settle()
    expect(api.createCapture).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(aadhaar().element)
    expect(wrapper.get('#customer-aadhaar-error').text()).toContain('12-digit')
  })

  it('shows the quality after a capture, and UIDAI’s advice when it is poor', async () => {
    api.createCapture.mockImplementationOnce(async () => captureReply(42))
    await fillValid()
    await tickConsent()
    await captureButton().trigger('click')
    await settle()
    expect(wrapper.text()).toContain('Fingerprint captured. Quality 42 out of 100.')
    expect(wrapper.text()).toContain('The quality is low.')
    // The advice is a chunk of its own, with its texts: it comes a moment after the quality.
    await vi.waitFor(() => expect(wrapper.text()).toContain('Try another finger.'), {
      timeout: CHUNK_WAIT_MS,
    })
    expect(wrapper.text()).toContain('Clean the finger and the reader glass')
    expect(captureButton().text()).toBe('Capture again')
  })

  it('shows the bridge’s message when the reader fails', async () => {
    api.createCapture.mockRejectedValueOnce(
      new ApiError(422, 'RD_700', 'No finger was placed within the time limit.'),
    )
    await fillValid()
    await tickConsent()
    await captureButton().trigger('click')
    await settle()
    expect(wrapper.text()).toContain('The fingerprint was not captured.')
    expect(wrapper.text()).toContain('No finger was placed within the time limit.')
  })

  it('sends consent and the capture once, then needs a new capture', async () => {
    await fillValid()
    await tickConsent()
    await captureButton().trigger('click')
    await settle()
    await submitButton().trigger('click')
    await settle()
    expect(api.sendEnquiry).toHaveBeenCalledTimes(1)
    const [operation, body] = api.sendEnquiry.mock.calls[0]!
    expect(operation).toBe('balance-enquiry')
    expect(body).toEqual({
      aadhaar: '999900000000',
      mobile: '9876543210',
      bankiin: '607094',
      captureId: 'cap-1',
      consent: true,
      consentNotice: 'be-2-en',
    })
    expect((await resultHeading()).text()).toBe('Balance received')

    await wrapper
      .findAll('button')
      .find((b) => b.text() === 'New enquiry for this customer')!
      .trigger('click')
    await settle()
    expect(submitButton().attributes('disabled')).toBeDefined()
    expect(useCustomerStore().capture.kind).toBe('none')
  })

  it('shows elapsed seconds while waiting and cannot be sent twice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let answer!: (value: unknown) => void
    api.sendEnquiry.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    await fillValid()
    await tickConsent()
    await captureButton().trigger('click')
    await settle()
    await submitButton().trigger('click')
    await settle()
    vi.advanceTimersByTime(3_000)
    await settle()
    expect(wrapper.text()).toMatch(/Waiting for the bank… [34] seconds/)
    expect(submitButton().attributes('disabled')).toBeDefined()
    await submitButton().trigger('click')
    await wrapper.get('form').trigger('submit')
    expect(api.sendEnquiry).toHaveBeenCalledTimes(1)
    answer(successReply)
    await settle()
    expect((await resultHeading()).text()).toBe('Balance received')
    vi.useRealTimers()
  })

  it('"New customer" clears every field, the result and the stores', async () => {
    await fillValid()
    await tickConsent()
    await captureButton().trigger('click')
    await settle()
    await submitButton().trigger('click')
    await settle()
    await wrapper
      .findAll('button')
      .find((b) => b.text() === 'New customer')!
      .trigger('click')
    await settle()
    const customer = useCustomerStore()
    expect([customer.aadhaar, customer.mobile, customer.bankiin, customer.consentNotice]).toEqual([
      '',
      '',
      '',
      null,
    ])
    expect(customer.enquiry.kind).toBe('idle')
    expect((aadhaar().element as HTMLInputElement).value).toBe('')
    expect((bank().element as HTMLInputElement).value).toBe('')
    expect(wrapper.find('#result-heading').exists()).toBe(false)
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/999900000000|9876543210/)
  })
})
