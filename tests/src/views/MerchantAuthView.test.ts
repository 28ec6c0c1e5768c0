// @vitest-environment happy-dom
// The merchant's daily authentication in the app, against a fake bridge api: the
// header's word on it, the detour from a merchant-auth-required enquiry and the way back with a
// fresh capture, the notice before the customer's finger, the page itself.
import { readFileSync } from 'node:fs'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../src/api/api-error.ts'
import MerchantAuthFormNotice from '../../../src/components/app/MerchantAuthFormNotice.vue'
import MerchantAuthStatusBadge from '../../../src/components/app/MerchantAuthStatusBadge.vue'
import { enFirstLoad } from '../../../src/i18n/en-first-load.ts'
import { formatIndiaTime, merchantAuthShown } from '../../../src/lib/merchant-auth-display.ts'
import type { MerchantAuthStatus, StatusReply } from '../../../src/shared/contract.ts'
import { useCustomerStore } from '../../../src/stores/customer.ts'
import { useCustomerLanguageStore } from '../../../src/stores/customer-language.ts'
import { useMerchantAuthStore } from '../../../src/stores/merchant-auth.ts'
import { useStatusStore } from '../../../src/stores/status.ts'
import MerchantAuthView from '../../../src/views/MerchantAuthView.vue'
import { statusReply as baseStatus } from '../../fixtures/status-reply.ts'
import { loadLaterTexts } from '../../../src/i18n/messages.ts'

// Mounted directly, not through a lazy wrapper: its later texts are loaded as the wrapper would.
await loadLaterTexts()

const api = vi.hoisted(() => ({
  createCapture: vi.fn(),
  sendEnquiry: vi.fn(),
  sendMerchantAuthentication: vi.fn(),
  fetchStatus: vi.fn(),
  fetchDevices: vi.fn(),
  fetchBanks: vi.fn(),
}))
vi.mock('../../../src/api/bridge.ts', () => api)

const VALID_AADHAAR = '999900000085'

const statusReply = (merchantAuth: MerchantAuthStatus): StatusReply => baseStatus({ merchantAuth })

let captures = 0
const captureReply = () => ({
  captureId: `cap-${++captures}`,
  quality: { qScore: 80, nmPoints: 30 },
  device: { port: 12300, dpId: 'D', mi: 'M' },
  expiresAt: new Date(Date.now() + 180_000).toISOString(),
})
const authRequired = {
  transactionId: 'tx-1',
  outcome: 'merchant-auth-required',
  code: '0x0208',
  status: '2FA',
  message: 'UAD: Please do 2 factor auth.',
  displayMessage: 'Please do 2 factor auth.',
  guidance: '',
}
const AT = '2026-11-23T04:12:00.000Z' // 9:42 am in India
const authSuccess = {
  transactionId: 'tx-2',
  outcome: 'success',
  code: '0x0200',
  status: 'SUCCESS',
  message: '2FA completed successfully',
  displayMessage: '2FA completed successfully',
  guidance: '',
  merchantAuth: { state: 'done', at: AT },
}

async function withStatus(merchantAuth: MerchantAuthStatus) {
  api.fetchStatus.mockResolvedValue(statusReply(merchantAuth))
  await useStatusStore().load()
}

async function customerWaitingForAuth() {
  const customer = useCustomerStore()
  customer.aadhaar = VALID_AADHAAR
  customer.mobile = '9876543210'
  customer.bankiin = '607094'
  useCustomerLanguageStore().setShown('en')
  customer.setConsent('balance-enquiry', true)
  await customer.captureFingerprint('balance-enquiry')
  api.sendEnquiry.mockResolvedValueOnce(authRequired)
  await customer.submit('balance-enquiry')
  return customer
}

beforeEach(() => {
  captures = 0
  setActivePinia(createPinia())
  localStorage.clear()
  vi.clearAllMocks()
  api.createCapture.mockImplementation(async () => captureReply())
  api.sendMerchantAuthentication.mockResolvedValue(authSuccess)
})

describe('what the header says of the merchant authentication', () => {
  const now = new Date('2026-11-23T10:00:00Z')
  it('is done only when it succeeded since the start of today in India', () => {
    expect(merchantAuthShown({ state: 'done', at: AT }, now)).toBe('done')
    // 23:00 IST yesterday: a page left open overnight must not keep saying "done".
    expect(merchantAuthShown({ state: 'done', at: '2026-11-22T17:30:00Z' }, now)).toBe('not-yet')
    expect(merchantAuthShown({ state: 'due', at: null }, now)).toBe('due')
    expect(merchantAuthShown({ state: 'unknown', at: null }, now)).toBe('not-yet')
  })

  it('says nothing when the bridge is set up without it, or before the status is known', () => {
    expect(merchantAuthShown({ state: 'off', at: null }, now)).toBeNull()
    expect(merchantAuthShown(null, now)).toBeNull()
  })

  it('gives the time in India, whatever the computer’s zone', () => {
    expect(formatIndiaTime(AT, 'en-IN')).toMatch(/^9:42\s?am$/i)
  })

  it('shows done with the time, as a link to the authentication page', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T06:00:00Z') })
    await withStatus({ state: 'done', at: AT })
    const badge = mount(MerchantAuthStatusBadge)
    expect(badge.text()).toMatch(/Merchant authenticated today, 9:42\s?am IST/i)
    expect(badge.get('a').attributes('href')).toBe('/merchant-authentication')
    vi.useRealTimers()
  })

  it('shows due, and nothing at all when off', async () => {
    await withStatus({ state: 'due', at: null })
    expect(mount(MerchantAuthStatusBadge).text()).toContain('Merchant authentication due')
    setActivePinia(createPinia())
    await withStatus({ state: 'off', at: null })
    expect(mount(MerchantAuthStatusBadge).find('a').exists()).toBe(false)
  })
})

describe('the detour from a merchant-auth-required enquiry', () => {
  it('keeps the customer’s details and marks the authentication due at once', async () => {
    await withStatus({ state: 'unknown', at: null })
    const customer = await customerWaitingForAuth()
    expect(customer.awaitingMerchantAuth).toBe('balance-enquiry')
    expect(customer.aadhaar).toBe(VALID_AADHAAR)
    expect(customer.mobile).toBe('9876543210')
    expect(customer.bankiin).toBe('607094')
    expect(useStatusStore().merchantAuth?.state).toBe('due')
  })

  it('sends only the merchant’s own capture, once, and brings the enquiry back for a fresh one', async () => {
    await withStatus({ state: 'unknown', at: null })
    const customer = await customerWaitingForAuth()
    const auth = useMerchantAuthStore()
    await auth.authenticate()

    expect(api.sendMerchantAuthentication).toHaveBeenCalledTimes(1)
    const [body] = api.sendMerchantAuthentication.mock.calls[0]!
    expect(body).toEqual({ captureId: 'cap-2' })
    expect(useStatusStore().merchantAuth).toEqual({ state: 'done', at: AT })
    expect(auth.returnTo).toBe('balance-enquiry')
    expect(customer.enquiry.kind).toBe('idle')
    expect(customer.capture.kind).toBe('none')
    expect(customer.resumedAfterMerchantAuth).toBe('balance-enquiry')
    expect(customer.aadhaar).toBe(VALID_AADHAAR)
    // The refused enquiry spent the customer's yes: the resumed one is agreed afresh.
    expect(customer.consentNotice).toBeNull()

    // A fresh capture of the customer, and the enquiry goes with it, not with a spent one.
    customer.setConsent('balance-enquiry', true)
    await customer.captureFingerprint('balance-enquiry')
    expect(customer.resumedAfterMerchantAuth).toBeNull()
    api.sendEnquiry.mockResolvedValueOnce({ ...authRequired, outcome: 'success', code: '0x0200' })
    await customer.submit('balance-enquiry')
    expect(api.sendEnquiry.mock.calls[1]![1]).toMatchObject({
      captureId: 'cap-3',
      aadhaar: VALID_AADHAAR,
    })
  })

  it('leaves the customer’s enquiry waiting when the authentication fails', async () => {
    await withStatus({ state: 'unknown', at: null })
    const customer = await customerWaitingForAuth()
    api.sendMerchantAuthentication.mockResolvedValueOnce({
      ...authSuccess,
      outcome: 'failure',
      code: '0x0202',
      status: 'FAILURE',
      merchantAuth: { state: 'due', at: null },
    })
    const auth = useMerchantAuthStore()
    await auth.authenticate()
    expect(customer.awaitingMerchantAuth).toBe('balance-enquiry')
    expect(auth.returnTo).toBeNull()
    expect(useStatusStore().merchantAuth?.state).toBe('due')
  })

  it('sends nothing when the reader fails, and says the fingerprint was not taken', async () => {
    await withStatus({ state: 'due', at: null })
    api.createCapture.mockRejectedValueOnce(new ApiError(422, 'RD_700', 'No finger was placed.'))
    const auth = useMerchantAuthStore()
    await auth.authenticate()
    expect(api.sendMerchantAuthentication).not.toHaveBeenCalled()
    expect(auth.step).toMatchObject({ kind: 'error', stage: 'capture' })
  })
})

describe('the enquiry form before the customer’s finger', () => {
  it('says the authentication is due, with one action: authenticate now, here', async () => {
    await withStatus({ state: 'due', at: null, dueSince: AT })
    const notice = mount(MerchantAuthFormNotice, { props: { operation: 'balance-enquiry' } })
    expect(notice.text()).toContain('Your daily merchant authentication is due')
    expect(notice.findAll('button').map((b) => b.text())).toEqual(['Authenticate now'])
    expect(notice.findAll('a')).toHaveLength(0)
  })

  it('says nothing when done, unknown or off', async () => {
    for (const state of ['done', 'unknown', 'off'] as const) {
      setActivePinia(createPinia())
      await withStatus({ state, at: state === 'done' ? new Date().toISOString() : null })
      const notice = mount(MerchantAuthFormNotice, { props: { operation: 'balance-enquiry' } })
      expect(notice.text()).toBe('')
    }
  })

  it('after the detour, says plainly that the customer’s fingerprint must be taken again', async () => {
    await withStatus({ state: 'unknown', at: null })
    await customerWaitingForAuth()
    await useMerchantAuthStore().authenticate()
    const here = mount(MerchantAuthFormNotice, { props: { operation: 'balance-enquiry' } })
    expect(here.text()).toContain('take the customer’s fingerprint again')
    const elsewhere = mount(MerchantAuthFormNotice, { props: { operation: 'mini-statement' } })
    expect(elsewhere.text()).toBe('')
  })
})

describe('the merchant authentication page', () => {
  it('says what is shared, and that the customer’s enquiry is waiting', async () => {
    await withStatus({ state: 'unknown', at: null })
    await customerWaitingForAuth()
    const view = mount(MerchantAuthView, { attachTo: document.body })
    await flushPromises()
    expect(view.text()).toContain('UIDAI')
    expect(view.text()).toContain('they learn only whether it matched')
    expect(view.text()).toContain('A customer’s balance enquiry is waiting')
    expect(view.text()).toMatch(/Due since .+ IST: the bank will refuse every enquiry/)
    view.unmount()
  })

  it('after a success, offers the way back to the customer’s enquiry', async () => {
    await withStatus({ state: 'unknown', at: null })
    await customerWaitingForAuth()
    const view = mount(MerchantAuthView, { attachTo: document.body })
    await view.get('button.button--large').trigger('click')
    await flushPromises()
    await vi.waitFor(() => expect(view.text()).toContain('You are authenticated for today'))
    expect(view.get('#mauth-outcome-heading').element).toBe(document.activeElement)
    expect(view.text()).toContain('Back to the customer’s balance enquiry')
    expect(view.text()).toContain('Take their fingerprint again')
    view.unmount()
  })

  it('shows a refusal with the bank’s own words and what to do', async () => {
    await withStatus({ state: 'due', at: null })
    api.sendMerchantAuthentication.mockResolvedValueOnce({
      ...authSuccess,
      outcome: 'failure',
      code: '0x0202',
      status: 'FAILURE',
      displayMessage: 'Biometric data did not match',
      bankMessage: 'Biometric data did not match',
      bankCode: '300',
      merchantAuth: { state: 'due', at: null },
    })
    const view = mount(MerchantAuthView, { attachTo: document.body })
    await view.get('button.button--large').trigger('click')
    await flushPromises()
    await vi.waitFor(() => expect(view.text()).toContain('The authentication did not succeed'))
    expect(view.text()).toContain('The bank says: Biometric data did not match (code 300)')
    expect(view.text()).toContain('place the finger flat and firmly')
    expect(view.text()).not.toContain('Back to the customer’s')
    view.unmount()
  })

  it('says there is nothing to do when the bridge is set up without it', async () => {
    await withStatus({ state: 'off', at: null })
    const view = mount(MerchantAuthView)
    await flushPromises()
    expect(view.text()).toContain('set up without the merchant authentication')
    expect(view.find('button.button--large').exists()).toBe(false)
  })
})

describe('texts of the merchant authentication on the first page', () => {
  for (const file of ['app/MerchantAuthStatusBadge.vue', 'app/MerchantAuthFormNotice.vue']) {
    it(`${file} uses only texts of en-first-load.ts`, () => {
      // happy-dom's import.meta.url is not a file URL: the path is from the project's root.
      const text = readFileSync(`${process.cwd()}/src/components/${file}`, 'utf8')
      const keys = [...text.matchAll(/\bt\(\s*'([\w.-]+)'/g)].map((m) => m[1]!)
      expect(keys.length).toBeGreaterThan(0)
      expect(keys.filter((key) => !(key in enFirstLoad))).toEqual([])
    })
  }
})
