// @vitest-environment happy-dom
// What the desk shows of the consent afterwards (docs/merchant-guide.md, "The record" and "The
// receipt"): the transaction detail says which text was read, and the receipt says what was not
// kept, what is kept and for how long, and where to ask.
import { flushPromises, mount, RouterLinkStub } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import ReceiptSheet from '../../../src/components/answer/ReceiptSheet.vue'
import {
  loadLanguage,
  loadLaterTexts,
  translate,
  type Language,
} from '../../../src/i18n/messages.ts'
import { consentNoticeLine, languageName } from '../../../src/lib/day-book/consent-notice-line.ts'
import type { ReceiptData } from '../../../src/lib/answer/receipt.ts'
import type { StatusReply, TransactionRecord } from '../../../src/shared/contract.ts'
import { usePreferencesStore } from '../../../src/stores/preferences.ts'
import { useStatusStore } from '../../../src/stores/status.ts'
import TransactionDetailView from '../../../src/views/TransactionDetailView.vue'
import { record } from '../../fixtures/records.ts'

const api = vi.hoisted(() => ({ fetchTransaction: vi.fn() }))
vi.mock('../../../src/api/bridge.ts', () => api)

beforeEach(async () => {
  setActivePinia(createPinia())
  await loadLanguage('hi')
  await loadLaterTexts()
})

function lineText(
  record: Pick<TransactionRecord, 'consent' | 'consentNotice'>,
  language: Language,
): string | null {
  const line = consentNoticeLine(record, language === 'hi' ? 'hi-IN' : 'en-IN')
  return line ? translate(language, line.key, line.params) : null
}

describe('consentNoticeLine', () => {
  it.each([
    ['be-2-hi', 'en', 'Consent notice: balance enquiry, version 2, Hindi'],
    ['ms-2-ta', 'en', 'Consent notice: mini statement, version 2, Tamil'],
    ['be-2-or', 'en', 'Consent notice: balance enquiry, version 2, Odia'],
    ['ms-2-ta', 'hi', 'सहमति सूचना: मिनी स्टेटमेंट, संस्करण 2, तमिल'],
    ['be-2-en', 'hi', 'सहमति सूचना: बैलेंस पूछताछ, संस्करण 2, अंग्रेज़ी'],
  ] as const)('reads %s in %s as “%s”', (id, language, text) => {
    expect(lineText({ consent: true, consentNotice: id }, language)).toBe(text)
  })

  it('shows an id of another client as it was sent', () => {
    expect(lineText({ consent: true, consentNotice: 'kiosk-notice-7' }, 'en')).toBe(
      'Consent notice: kiosk-notice-7',
    )
  })

  it('says the notice was not recorded for a record written before it was sent', () => {
    expect(lineText({ consent: true }, 'en')).toBe(
      'Consent given; which notice was read was not recorded.',
    )
    expect(lineText({ consent: true, consentNotice: null }, 'en')).not.toBeNull()
  })

  it('says nothing when the record has no consent either', () => {
    expect(lineText({ consent: null }, 'en')).toBeNull()
  })

  it('names a language it does not know by its code', () => {
    expect(languageName('zz', 'en-IN')).toBe('zz')
  })
})

const RECORD = record({
  id: '0mgal-abc',
  startedAt: '2026-11-22T04:30:00Z',
  finishedAt: '2026-11-22T04:30:05Z',
  merchantLoginId: 'SANDBOX01',
  aadhaarMasked: 'XXXXXXXX0000',
  message: '000: ok',
  displayMessage: 'ok',
  guidance: null,
  rrn: null,
  stanNo: null,
  clientRefNo: null,
  transactionDateTime: null,
  consentNotice: 'be-2-hi',
})

describe('TransactionDetailView', () => {
  it('says which consent text was read', async () => {
    api.fetchTransaction.mockResolvedValue(RECORD)
    const wrapper = mount(TransactionDetailView, {
      props: { id: RECORD.id },
      global: { stubs: { AppLink: RouterLinkStub } },
    })
    await flushPromises()
    expect(wrapper.text()).toContain('Consent notice: balance enquiry, version 2, Hindi')
  })
})

const RECEIPT: ReceiptData = {
  merchantId: 'SANDBOX01',
  at: '2026-11-22T04:30:05Z',
  bankDateTime: null,
  operation: 'balance-enquiry',
  bankName: 'State Bank of India',
  bankiin: '607094',
  aadhaarMasked: 'XXXX XXXX 0000',
  rrn: null,
  stan: null,
  reference: null,
  kind: 'success',
  status: 'SUCCESS',
  message: null,
  balance: '1000',
  entries: null,
  transactionId: 'tx-1',
}

async function receiptText(retentionDays: number | null, reprintHours?: number) {
  if (retentionDays !== null)
    useStatusStore().state = {
      kind: 'ready',
      status: { journalRetentionDays: retentionDays, reprintHours } as StatusReply,
    }
  const wrapper = mount(ReceiptSheet, { props: { receipt: RECEIPT, paper: 'a4', onScreen: true } })
  await vi.waitFor(() =>
    expect(wrapper.find('[data-testid="receipt-customer-lines"]').exists()).toBe(true),
  )
  return wrapper.text()
}

// The customer's language is the desk's until one is chosen: the receipt says each fact once.
describe('the receipt’s lines in the desk’s language', () => {
  it('says the fingerprint was not saved, what is kept and for how long, and UIDAI 1947', async () => {
    const text = await receiptText(90, 24)
    expect(text).toContain('Your fingerprint was not saved.')
    expect(text).toContain('The shop keeps a record of this enquiry for 90 days.')
    expect(text).toContain('only the last four digits of your Aadhaar number and mobile number')
    expect(text).toContain('The shop keeps your balance for 24 hours')
    expect(text).toContain('For questions about Aadhaar, call UIDAI on 1947.')
    expect(text.match(/call UIDAI on 1947/g)).toHaveLength(1)
  })

  it('counts one day and one hour as one', async () => {
    const text = await receiptText(1, 1)
    expect(text).toContain('for 1 day.')
    expect(text).toContain('for 1 hour,')
  })

  it('says the details stay with the record when REPRINT_HOURS is 0', async () => {
    expect(await receiptText(90, 0)).toContain('The shop keeps your balance with the record')
  })

  it('leaves out what is kept until the bridge has said for how long', async () => {
    const text = await receiptText(null)
    expect(text).toContain('Your fingerprint was not saved.')
    expect(text).not.toContain('keeps a record')
  })

  it('says “सेव नहीं किया गया” in Hindi, never “रखा नहीं गया”', async () => {
    usePreferencesStore().language = 'hi'
    const text = await receiptText(90)
    expect(text).toContain('आपका फ़िंगरप्रिंट सेव नहीं किया गया।')
    expect(text).toContain('UIDAI को 1947 पर कॉल करें')
    expect(text).not.toContain('रखा नहीं गया')
  })
})
