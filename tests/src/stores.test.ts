// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api/api-error.ts'
import { useBankStore } from '../../src/stores/banks.ts'
import { useCustomerStore } from '../../src/stores/customer.ts'
import type { Operation } from '../../src/shared/contract.ts'
import { consentNoticeId } from '../../src/shared/consent-notice.ts'
import { CONTRACT_VERSION } from '../../src/shared/contract-version.ts'
import { useCustomerLanguageStore } from '../../src/stores/customer-language.ts'
import { useDeviceStore } from '../../src/stores/devices.ts'
import { usePreferencesStore } from '../../src/stores/preferences.ts'
import { useStatusStore } from '../../src/stores/status.ts'

const api = vi.hoisted(() => ({
  createCapture: vi.fn(),
  sendEnquiry: vi.fn(),
  fetchStatus: vi.fn(),
  fetchDevices: vi.fn(),
  fetchBanks: vi.fn(),
}))
vi.mock('../../src/api/bridge.ts', () => api)

const CAPTURE = {
  captureId: 'cap-1',
  quality: { qScore: 80, nmPoints: 30 },
  device: { port: 1, dpId: '', mi: '' },
  expiresAt: '',
}

/** Details typed, the yes given to this operation's notice on screen, the finger taken. */
async function readyCustomer(operation: Operation = 'balance-enquiry') {
  const customer = useCustomerStore()
  customer.aadhaar = '999900000000'
  customer.mobile = '9876543210'
  customer.bankiin = '607094'
  const language = useCustomerLanguageStore()
  if (!language.noticeShown) language.setShown(language.language)
  customer.setConsent(operation, true)
  await customer.captureFingerprint(operation)
  expect(customer.capture.kind).toBe('ready')
  return customer
}

beforeEach(() => {
  setActivePinia(createPinia())
  localStorage.clear()
  vi.clearAllMocks()
  api.createCapture.mockResolvedValue(CAPTURE)
})

/** The smallest reply of a successful enquiry. */
const BARE_SUCCESS = {
  transactionId: 't',
  outcome: 'success' as const,
  code: '',
  status: '',
  message: '',
  displayMessage: '',
  guidance: '',
}

describe('useCustomerStore', () => {
  it('asks the reader only after consent', async () => {
    const customer = useCustomerStore()
    await customer.captureFingerprint('balance-enquiry')
    expect(api.createCapture).not.toHaveBeenCalled()
    useCustomerLanguageStore().setShown('en')
    customer.setConsent('balance-enquiry', true)
    await customer.captureFingerprint('balance-enquiry')
    expect(api.createCapture).toHaveBeenCalledOnce()
  })

  it('spends the capture on sending, whatever the answer', async () => {
    api.sendEnquiry.mockResolvedValue({
      transactionId: 't',
      outcome: 'failure',
      code: '0x0202',
      status: 'FAILURE',
      message: '300: no match',
      displayMessage: 'no match',
      guidance: '',
    })
    const customer = await readyCustomer()
    const sending = customer.submit('balance-enquiry')
    expect(customer.capture.kind).toBe('none')
    await sending
    expect(customer.enquiry.kind).toBe('done')
    await customer.submit('balance-enquiry')
    expect(api.sendEnquiry).toHaveBeenCalledOnce()
  })

  it.each([
    ['UPSTREAM_TIMEOUT', 504],
    ['UPSTREAM_BAD_REPLY', 502],
    ['BRIDGE_UNREACHABLE', null],
    ['CLIENT_TIMEOUT', null],
  ])('treats %s as an unconfirmed result', async (code, status) => {
    api.sendEnquiry.mockRejectedValue(
      new ApiError(status, code, 'The bank service did not answer in time.'),
    )
    const customer = await readyCustomer('mini-statement')
    await customer.submit('mini-statement')
    expect(customer.enquiry.kind).toBe('done')
    if (customer.enquiry.kind !== 'done') return
    expect(customer.enquiry.result).toMatchObject({
      kind: 'unconfirmed',
      operation: 'mini-statement',
      errorCode: code,
      aadhaarMasked: 'XXXX XXXX 0000',
      mobileMasked: 'XXXXXX3210',
    })
  })

  // docs/contract.md v1.2: UPSTREAM_UNREACHABLE means no byte reached the bank, so it is a refusal
  // the merchant may retry (with a fresh fingerprint: the capture was spent), not an unconfirmed
  // result.
  it('shows UPSTREAM_UNREACHABLE as a refusal, not as an unconfirmed result', async () => {
    api.sendEnquiry.mockRejectedValue(
      new ApiError(502, 'UPSTREAM_UNREACHABLE', 'The bank service could not be reached.'),
    )
    const customer = await readyCustomer()
    await customer.submit('balance-enquiry')
    expect(customer.enquiry).toMatchObject({
      kind: 'refused',
      error: { code: 'UPSTREAM_UNREACHABLE' },
    })
    expect(customer.capture.kind).toBe('none')
  })

  it('keeps an unspent capture when the bridge refuses a field, and shows the refusal', async () => {
    api.sendEnquiry.mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', 'The mobile number has 10 digits.', 'mobile'),
    )
    const customer = await readyCustomer()
    await customer.submit('balance-enquiry')
    expect(customer.enquiry).toMatchObject({ kind: 'refused' })
    expect(customer.capture.kind).toBe('ready')
  })

  it('needs a new capture after CAPTURE_USED or CAPTURE_EXPIRED', async () => {
    api.sendEnquiry.mockRejectedValue(
      new ApiError(410, 'CAPTURE_EXPIRED', 'This fingerprint capture has expired.', 'captureId'),
    )
    const customer = await readyCustomer()
    await customer.submit('balance-enquiry')
    expect(customer.enquiry).toMatchObject({ kind: 'refused' })
    expect(customer.capture.kind).toBe('none')
  })

  it('sends no enquiry under a yes given to another operation’s notice, and names the notice agreed to', async () => {
    api.sendEnquiry.mockResolvedValue(BARE_SUCCESS)
    const customer = await readyCustomer()
    // The yes and the finger were given under the balance notice: not a mini statement's consent.
    await customer.submit('mini-statement')
    expect(api.sendEnquiry).not.toHaveBeenCalled()
    expect(customer.consentGivenFor('mini-statement')).toBeNull()

    useCustomerLanguageStore().choose('ta')
    useCustomerLanguageStore().setShown('ta')
    // The language changed: the balance yes no longer stands either.
    expect(customer.consentGivenFor('balance-enquiry')).toBeNull()
    customer.setConsent('mini-statement', true)
    // The held finger was taken under the English balance notice: a new one is needed.
    await customer.submit('mini-statement')
    expect(api.sendEnquiry).not.toHaveBeenCalled()
    await customer.captureFingerprint('mini-statement')
    await customer.submit('mini-statement')
    expect(api.sendEnquiry.mock.calls[0]![1]).toMatchObject({
      consent: true,
      consentNotice: consentNoticeId('mini-statement', 'ta'),
    })
  })

  it('spends the yes with the enquiry: the next enquiry, whatever its answer, asks again', async () => {
    api.sendEnquiry.mockResolvedValue(BARE_SUCCESS)
    const customer = await readyCustomer()
    await customer.submit('balance-enquiry')
    expect(customer.consentNotice).toBeNull()
    customer.setConsent('balance-enquiry', true)
    customer.startAgain()
    expect(customer.consentNotice).toBeNull()
    customer.setConsent('balance-enquiry', true)
    customer.reset()
    expect(customer.consentNotice).toBeNull()
  })

  it('names the merchant’s language when no customer language was chosen, and keeps a choice for a new customer', async () => {
    api.sendEnquiry.mockResolvedValue(BARE_SUCCESS)
    usePreferencesStore().language = 'hi'
    useCustomerLanguageStore().setShown('hi')
    const customer = await readyCustomer()
    await customer.submit('balance-enquiry')
    expect(api.sendEnquiry.mock.calls[0]![1]).toMatchObject({ consentNotice: 'be-4-hi' })
    useCustomerLanguageStore().choose('ur')
    customer.reset()
    expect(useCustomerLanguageStore().language).toBe('ur')
  })

  it('forgets everything about the customer on reset, and ignores a late reply', async () => {
    let answer!: (value: unknown) => void
    api.sendEnquiry.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const customer = await readyCustomer()
    const sending = customer.submit('balance-enquiry')
    await Promise.resolve()
    customer.reset()
    answer(BARE_SUCCESS)
    await sending
    expect(customer.$state).toMatchObject({
      aadhaar: '',
      mobile: '',
      bankiin: '',
      consentNotice: null,
    })
    expect(customer.enquiry.kind).toBe('idle')
    expect(customer.capture.kind).toBe('none')
  })

  it('never writes the Aadhaar or mobile number to browser storage', async () => {
    api.sendEnquiry.mockResolvedValue(BARE_SUCCESS)
    const customer = await readyCustomer()
    await customer.submit('balance-enquiry')
    const stored = JSON.stringify({ ...localStorage, ...sessionStorage })
    expect(stored).not.toContain('999900000000')
    expect(stored).not.toContain('9876543210')
    expect(JSON.parse(localStorage.getItem('aeps-desk.recent-banks')!)).toEqual(['607094'])
  })
})

describe('useBankStore', () => {
  it('loads the bank list and remembers recent banks by IIN, newest first, at most five', async () => {
    api.fetchBanks.mockResolvedValue({ banks: [{ iin: '607094', name: 'State Bank of India' }] })
    const banks = useBankStore()
    await banks.load()
    expect(banks.nameFor('607094')).toBe('State Bank of India')
    for (const iin of ['1', '2', '3', '4', '5', '6', '3']) banks.remember(iin)
    expect(banks.recentIins).toEqual(['3', '6', '5', '4', '2'])
    expect(JSON.parse(localStorage.getItem('aeps-desk.recent-banks')!)).toEqual([
      '3',
      '6',
      '5',
      '4',
      '2',
    ])
  })

  it('keeps the error when the list cannot be loaded', async () => {
    api.fetchBanks.mockRejectedValue(new ApiError(null, 'BRIDGE_UNREACHABLE', 'no'))
    const banks = useBankStore()
    await banks.load()
    expect(banks.state.kind).toBe('error')
  })
})

describe('useDeviceStore', () => {
  it('asks for a fresh scan on request and picks the first ready reader', async () => {
    api.fetchDevices.mockResolvedValue({
      devices: [
        { port: 11100, status: 'NOTREADY', info: 'A', dpId: '', rdsId: '', rdsVer: '', mi: '' },
        { port: 11101, status: 'READY', info: 'B', dpId: '', rdsId: '', rdsVer: '', mi: '' },
      ],
    })
    const devices = useDeviceStore()
    await devices.scan(true)
    expect(api.fetchDevices).toHaveBeenCalledWith(true)
    expect(devices.primary?.port).toBe(11101)
  })
})

describe('useStatusStore', () => {
  it('knows sandbox mode and waits longer than the bridge for an enquiry', async () => {
    api.fetchStatus.mockResolvedValue({
      mode: 'sandbox',
      version: '1',
      contract: CONTRACT_VERSION,
      merchant: { loginId: 'M1' },
      upstream: 'http://x',
      shopLocation: null,
      journalRetentionDays: 90,
      upstreamTimeoutMs: 200_000,
    })
    const status = useStatusStore()
    await status.load()
    expect(status.isSandbox).toBe(true)
    expect(status.merchantId).toBe('M1')
    expect(status.enquiryWaitMs).toBe(230_000)
  })

  it('explains an unreachable bridge', async () => {
    api.fetchStatus.mockRejectedValue(new ApiError(null, 'BRIDGE_UNREACHABLE', 'no'))
    const status = useStatusStore()
    await status.load()
    expect(status.state).toMatchObject({ kind: 'error', reason: 'not-running' })
  })
})

describe('usePreferencesStore', () => {
  it('remembers language and paper, and sets the page language', async () => {
    const preferences = usePreferencesStore()
    await preferences.setLanguage('hi')
    preferences.setPaper('thermal')
    await Promise.resolve()
    expect(localStorage.getItem('aeps-desk.language')).toBe('hi')
    expect(localStorage.getItem('aeps-desk.receipt-paper')).toBe('thermal')
    expect(document.documentElement.lang).toBe('hi')
  })
})
