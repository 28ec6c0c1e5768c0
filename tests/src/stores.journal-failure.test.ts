// @vitest-environment happy-dom
// (v1.2) The journal's failures as the page's stores see them (docs/contract.md, "honest journal
// failures"): the status says whether the journal can be written; a reply not
// saved, or a capture or enquiry refused with 503 JOURNAL_UNAVAILABLE, reads the status again so
// the notice shows; a refused enquiry keeps its capture (nothing was sent).
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api/api-error.ts'
import type { StatusReply } from '../../src/shared/contract.ts'
import { useCustomerStore } from '../../src/stores/customer.ts'
import { useCustomerLanguageStore } from '../../src/stores/customer-language.ts'
import { useMerchantAuthStore } from '../../src/stores/merchant-auth.ts'
import { useStatusStore } from '../../src/stores/status.ts'
import { statusReply as baseStatus } from '../fixtures/status-reply.ts'

const api = vi.hoisted(() => ({
  createCapture: vi.fn(),
  sendEnquiry: vi.fn(),
  sendMerchantAuthentication: vi.fn(),
  fetchStatus: vi.fn(),
  fetchDevices: vi.fn(),
  fetchBanks: vi.fn(),
}))
vi.mock('../../src/api/bridge.ts', () => api)

const REASON = 'The disk holding the journal is full. Free some space.'

const statusReply = (journal: StatusReply['journal']): StatusReply => baseStatus({ journal })
const OK = statusReply({ state: 'ok' })
const FAILING = statusReply({ state: 'failing', reason: REASON })

const CAPTURE = {
  captureId: 'cap-1',
  quality: { qScore: 80, nmPoints: 30 },
  device: { port: 1, dpId: '', mi: '' },
  expiresAt: '',
}
const SUCCESS = {
  transactionId: 't',
  outcome: 'success' as const,
  code: '0x0200',
  status: 'SUCCESS',
  message: '',
  displayMessage: '',
  guidance: '',
}
const journalRefusal = () =>
  new ApiError(503, 'JOURNAL_UNAVAILABLE', 'The journal cannot be written.')

async function readyCustomer() {
  const customer = useCustomerStore()
  customer.aadhaar = '999900000000'
  customer.mobile = '9876543210'
  customer.bankiin = '607094'
  useCustomerLanguageStore().setShown('en')
  customer.setConsent('balance-enquiry', true)
  await customer.captureFingerprint('balance-enquiry')
  expect(customer.capture.kind).toBe('ready')
  return customer
}

beforeEach(async () => {
  setActivePinia(createPinia())
  localStorage.clear()
  vi.clearAllMocks()
  api.createCapture.mockResolvedValue(CAPTURE)
  api.fetchStatus.mockResolvedValue(OK)
  await useStatusStore().load()
})

describe('the journal’s health in the status store', () => {
  it('is null while the journal can be written, and the bridge’s reason while it cannot', async () => {
    const status = useStatusStore()
    expect(status.journalFailure).toBeNull()
    api.fetchStatus.mockResolvedValueOnce(FAILING)
    await status.load()
    expect(status.journalFailure).toEqual({ reason: REASON })
    // Writing works again: the next look at the status clears it.
    await status.load()
    expect(status.journalFailure).toBeNull()
  })

  it('is null while the status is not known', () => {
    setActivePinia(createPinia())
    expect(useStatusStore().journalFailure).toBeNull()
  })
})

describe('an enquiry whose answer was not saved', () => {
  it('keeps the bank’s answer and reads the status again, which now says failing', async () => {
    const customer = await readyCustomer()
    api.sendEnquiry.mockResolvedValueOnce({ ...SUCCESS, saved: false, journalCause: 'disk-full' })
    api.fetchStatus.mockResolvedValueOnce(FAILING)
    await customer.submit('balance-enquiry')
    expect(customer.enquiry).toMatchObject({
      kind: 'done',
      result: { kind: 'success', reply: { saved: false, journalCause: 'disk-full' } },
    })
    await vi.waitFor(() => expect(useStatusStore().journalFailure).toEqual({ reason: REASON }))
    expect(api.fetchStatus).toHaveBeenCalledTimes(2)
  })

  it('does not read the status again for a saved answer', async () => {
    const customer = await readyCustomer()
    api.sendEnquiry.mockResolvedValueOnce(SUCCESS)
    await customer.submit('balance-enquiry')
    expect(api.fetchStatus).toHaveBeenCalledTimes(1)
  })
})

describe('new work refused with 503 JOURNAL_UNAVAILABLE', () => {
  it('an enquiry: shown as refused, the capture kept, and the status read again', async () => {
    const customer = await readyCustomer()
    api.sendEnquiry.mockRejectedValueOnce(journalRefusal())
    api.fetchStatus.mockResolvedValueOnce(FAILING)
    await customer.submit('balance-enquiry')
    expect(customer.enquiry).toMatchObject({
      kind: 'refused',
      error: { code: 'JOURNAL_UNAVAILABLE' },
    })
    // docs/contract.md v1.2: nothing sent, capture kept: it can go once writing works again.
    expect(customer.capture).toMatchObject({ kind: 'ready', capture: { captureId: 'cap-1' } })
    await vi.waitFor(() => expect(useStatusStore().journalFailure).not.toBeNull())
  })

  it('a capture: shown as failed, and the status read again', async () => {
    const customer = useCustomerStore()
    useCustomerLanguageStore().setShown('en')
    customer.setConsent('balance-enquiry', true)
    api.createCapture.mockRejectedValueOnce(journalRefusal())
    api.fetchStatus.mockResolvedValueOnce(FAILING)
    await customer.captureFingerprint('balance-enquiry')
    expect(customer.capture).toMatchObject({
      kind: 'error',
      error: { code: 'JOURNAL_UNAVAILABLE' },
    })
    await vi.waitFor(() => expect(useStatusStore().journalFailure).not.toBeNull())
  })

  it('another refusal does not read the status again', async () => {
    const customer = await readyCustomer()
    api.sendEnquiry.mockRejectedValueOnce(new ApiError(409, 'CAPTURE_USED', 'used'))
    await customer.submit('balance-enquiry')
    expect(api.fetchStatus).toHaveBeenCalledTimes(1)
  })
})

describe('the merchant’s authentication and the journal', () => {
  it('reads the status again when its answer was not saved', async () => {
    api.sendMerchantAuthentication.mockResolvedValueOnce({
      ...SUCCESS,
      saved: false,
      journalCause: 'read-only',
    })
    api.fetchStatus.mockResolvedValueOnce(FAILING)
    const auth = useMerchantAuthStore()
    await auth.authenticate()
    expect(auth.step).toMatchObject({ kind: 'done', reply: { saved: false } })
    await vi.waitFor(() => expect(useStatusStore().journalFailure).not.toBeNull())
  })

  it('reads the status again when its capture or its sending was refused for the journal', async () => {
    const auth = useMerchantAuthStore()
    api.createCapture.mockRejectedValueOnce(journalRefusal())
    await auth.authenticate()
    expect(auth.step).toMatchObject({ kind: 'error', stage: 'capture' })
    expect(api.fetchStatus).toHaveBeenCalledTimes(2)
    api.sendMerchantAuthentication.mockRejectedValueOnce(journalRefusal())
    await auth.authenticate()
    expect(auth.step).toMatchObject({ kind: 'error', stage: 'send' })
    expect(api.fetchStatus).toHaveBeenCalledTimes(3)
  })
})
