// @vitest-environment happy-dom
// The consent step in the customer's language: the whole notice with its lang and dir,
// the merchant's copy on request, Read aloud only where a voice is installed, the checkbox and
// the guardian hint, and the customer's lines on the result and the receipt.
import { flushPromises, mount, type DOMWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import CustomerConsentBlock from '../../../../src/components/counter/CustomerConsentBlock.vue'
import EnquiryConsentNotice from '../../../../src/components/counter/EnquiryConsentNotice.vue'
import ReceiptCustomerLines from '../../../../src/components/answer/ReceiptCustomerLines.vue'
import { EN_SOURCE } from '../../../../src/i18n/customer/en.ts'
import { loadCustomerCatalogue } from '../../../../src/i18n/customer/load.ts'
import { CUSTOMER_LANGUAGES } from '../../../../src/i18n/customer/types.ts'
import { noticeText, spokenNotice } from '../../../../src/lib/counter/consent-notice-text.ts'
import { keptLines } from '../../../../src/lib/answer/kept-lines.ts'
import type { ReceiptData } from '../../../../src/lib/answer/receipt.ts'
import type { StatusReply } from '../../../../src/shared/contract.ts'
import { VOICES_WAIT_MS } from '../../../../src/lib/speech.ts'
import { useCustomerLanguageStore } from '../../../../src/stores/customer-language.ts'
import { usePreferencesStore } from '../../../../src/stores/preferences.ts'
import { useStatusStore } from '../../../../src/stores/status.ts'

const settle = async () => {
  for (let i = 0; i < 4; i++) {
    await flushPromises()
    await new Promise((r) => setTimeout(r, 0))
  }
}

/** A fake speechSynthesis with the given voices; `voiceschanged` can be fired by hand. */
function fakeSpeech(langs: string[]) {
  const target = new EventTarget()
  const speech = Object.assign(target, {
    getVoices: () => langs.map((lang) => ({ lang, name: `Voice ${lang}`, localService: true })),
    speak: vi.fn(),
    cancel: vi.fn(),
  })
  vi.stubGlobal('speechSynthesis', speech)
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      constructor(public text: string) {}
    },
  )
  return speech
}

let pinia: Pinia
// Each language is a module of its own; fetched once here, so the tests wait for Vue, not imports.
beforeAll(async () => {
  await Promise.all(CUSTOMER_LANGUAGES.map(loadCustomerCatalogue))
})
beforeEach(() => {
  localStorage.clear()
  pinia = createPinia()
  setActivePinia(pinia)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  document.body.innerHTML = ''
})

async function block(operation: 'balance-enquiry' | 'mini-statement' = 'balance-enquiry') {
  const wrapper = mount(CustomerConsentBlock, {
    props: { operation },
    global: { plugins: [pinia] },
    attachTo: document.body,
  })
  await settle()
  return wrapper
}

/** The notice's paragraphs as one text, each whole sentence in its order. */
const paragraphs = (block: Pick<DOMWrapper<Element>, 'findAll'>) =>
  block
    .findAll('p')
    .map((p) => p.text())
    .join(' ')

describe('CustomerConsentBlock', () => {
  it('says what is kept, with the bridge’s days and hours, before the closing question', async () => {
    const speech = fakeSpeech(['hi-IN'])
    useStatusStore().state = {
      kind: 'ready',
      status: { journalRetentionDays: 30, reprintHours: 12 } as StatusReply,
    }
    useCustomerLanguageStore().choose('hi')
    const wrapper = await block()
    const hi = await loadCustomerCatalogue('hi')
    const notice = hi.texts['consent.balance-enquiry'].text
    const kept = keptLines(
      hi,
      { retentionDays: 30, reprintHours: 12 },
      { operation: 'balance-enquiry', answerKept: true },
    ).join(' ')
    const rights = hi.texts['consent.rights'].text
    const question = 'क्या आप सहमत हैं?'
    expect(paragraphs(wrapper.get('[data-testid="customer-consent-text"]'))).toBe(
      `${notice.slice(0, -question.length).trim()} ${kept} ${rights} ${question}`,
    )
    expect(kept).toMatch(/30 दिन.*12 घंटे/)
    // A balance enquiry says nothing of the mini statement's fee.
    expect(wrapper.text()).not.toContain(hi.texts['consent.statement-fee'].text)
    // The kept and rights sentences are part of the text read: the record names version 4.
    expect(useCustomerLanguageStore().noticeId('balance-enquiry')).toBe('be-4-hi')
    await wrapper.get('button').trigger('click')
    const said = speech.speak.mock.calls.map(([u]) => (u as { text: string }).text)
    expect(said.at(-1)).toBe(question)
    expect(said.join(' ')).toContain(kept)
    expect(said.at(-2)).toBe(rights)
  })

  it('shows the whole notice of the operation in the chosen language, with its lang and dir', async () => {
    fakeSpeech([])
    useCustomerLanguageStore().choose('ur')
    const wrapper = await block('mini-statement')
    const ur = await loadCustomerCatalogue('ur')
    const text = wrapper.get('[data-testid="customer-consent-text"]')
    expect(paragraphs(text)).toBe(ur.texts['consent.mini-statement'].text)
    expect(text.attributes()).toMatchObject({ lang: 'ur-IN', dir: 'rtl' })
    // No settings from the bridge yet, so no kept sentences: the version-2 text, named as such.
    expect(useCustomerLanguageStore().noticeId('mini-statement')).toBe('ms-2-ur')
  })

  it('switches language from the menu, and remembers it for the desk', async () => {
    fakeSpeech([])
    const wrapper = await block()
    expect(paragraphs(wrapper.get('[data-testid="customer-consent-text"]'))).toBe(
      EN_SOURCE['consent.balance-enquiry'],
    )
    await wrapper.get('select').setValue('ta')
    await settle()
    const text = wrapper.get('[data-testid="customer-consent-text"]')
    expect(text.attributes()).toMatchObject({ lang: 'ta-IN', dir: 'ltr' })
    expect(paragraphs(text)).toBe(
      (await loadCustomerCatalogue('ta')).texts['consent.balance-enquiry'].text,
    )
    expect(localStorage.getItem('aeps-desk.customer-language')).toBe('ta')
  })

  it('offers the notice in the merchant’s language, closed, only when it differs', async () => {
    fakeSpeech([])
    useStatusStore().state = {
      kind: 'ready',
      status: { journalRetentionDays: 90, reprintHours: 24 } as StatusReply,
    }
    useCustomerLanguageStore().choose('bn')
    const wrapper = await block()
    const details = wrapper.get('details.customer-consent__merchant')
    expect(details.get('summary').text()).toBe('Show in English')
    expect(details.attributes('open')).toBeUndefined()
    ;(details.element as HTMLDetailsElement).open = true
    await details.trigger('toggle')
    await settle()
    expect(details.get('blockquote').attributes('lang')).toBe('en-IN')
    // The same parts as the customer's notice: the body, what is kept, then the question.
    const english = spokenNotice(
      noticeText(await loadCustomerCatalogue('en'), 'balance-enquiry', {
        retentionDays: 90,
        reprintHours: 24,
      }),
    )
    expect(paragraphs(details.get('blockquote'))).toBe(english.join(' '))
    expect(english.join(' ')).toContain(
      'The shop keeps a record of this enquiry for 90 days. The record has your bank',
    )
    expect(english.join(' ')).toContain('The shop keeps your balance for 24 hours')
    expect(english.at(-1)).toBe('Do you agree?')

    useCustomerLanguageStore().choose('en')
    await settle()
    expect(wrapper.find('details.customer-consent__merchant').exists()).toBe(false)
  })

  it('offers Read aloud when a voice for the language is installed, and stops when pressed again', async () => {
    const speech = fakeSpeech(['en-US', 'hi-IN'])
    useCustomerLanguageStore().choose('hi')
    const wrapper = await block()
    const button = wrapper.get('button')
    expect(button.text()).toContain('Read aloud')
    await button.trigger('click')
    expect(speech.speak).toHaveBeenCalled()
    expect(button.text()).toContain('Stop reading')
    await button.trigger('click')
    expect(speech.cancel).toHaveBeenCalledTimes(2)
    expect(button.text()).toContain('Read aloud')
  })

  it('says no voice is installed, and how to add one, when the language has none', async () => {
    vi.useFakeTimers()
    fakeSpeech(['en-US', 'hi-IN'])
    useCustomerLanguageStore().choose('or')
    const wrapper = mount(CustomerConsentBlock, {
      props: { operation: 'balance-enquiry' },
      global: { plugins: [pinia] },
    })
    await vi.runAllTimersAsync()
    await flushPromises()
    expect(wrapper.findAll('button').map((b) => b.text())).not.toContain('▶ Read aloud')
    expect(wrapper.text()).toContain('This computer has no Odia voice')
    expect(wrapper.text()).toContain('Settings > Time & language > Speech')
  })

  it('waits for Chrome to list its voices before saying there is none, holding the note’s place unseen', async () => {
    vi.useFakeTimers()
    const voices: string[] = []
    const speech = fakeSpeech(voices)
    const wrapper = mount(CustomerConsentBlock, {
      props: { operation: 'balance-enquiry' },
      global: { plugins: [pinia] },
    })
    await vi.advanceTimersByTimeAsync(VOICES_WAIT_MS / 2)
    // In the layout from the first frame, so its arrival does not shrink the notice's box; unseen
    // and unheard until the voices are listed.
    const note = wrapper.get('[data-testid="read-aloud-none"]')
    expect(note.classes()).toContain('is-pending')
    expect(note.attributes('aria-hidden')).toBe('true')
    voices.push('en-IN')
    speech.dispatchEvent(new Event('voiceschanged'))
    await flushPromises()
    expect(wrapper.get('button').text()).toContain('Read aloud')
  })
})

describe('EnquiryConsentNotice', () => {
  it('puts the guardian hint under the checkbox, as its description', async () => {
    fakeSpeech([])
    const wrapper = mount(EnquiryConsentNotice, {
      props: { modelValue: false, operation: 'balance-enquiry' },
      global: { plugins: [pinia] },
      attachTo: document.body,
    })
    await settle()
    const box = wrapper.get('#customer-consent')
    const hint = wrapper.get(`#${box.attributes('aria-describedby')}`)
    expect(hint.text()).toBe('For a child, the parent or guardian hears this and agrees.')
    expect(wrapper.find('[data-testid="customer-consent-text"]').exists()).toBe(true)
  })
})

describe('ReceiptCustomerLines', () => {
  const receipt = { operation: 'balance-enquiry', balance: '2500', kind: 'success' } as ReceiptData

  it('prints the balance, the fingerprint, the helpline lines in the customer’s language', async () => {
    usePreferencesStore().language = 'hi'
    useCustomerLanguageStore().choose('gu')
    const wrapper = mount(ReceiptCustomerLines, {
      props: { receipt },
      global: { plugins: [pinia] },
    })
    await settle()
    const gu = await loadCustomerCatalogue('gu')
    const block = wrapper.get('[data-testid="receipt-customer-lines"]')
    expect(block.attributes('lang')).toBe('gu-IN')
    expect(block.text()).toContain(gu.texts['receipt.fingerprint-not-kept'].text)
    expect(block.text()).toContain(gu.texts['receipt.helpline'].text)
    expect(block.text()).toContain('₹2,500.00')
  })

  it('prints a reprint in the language of the notice that was read, whatever the desk’s now', async () => {
    useCustomerLanguageStore().choose('ta')
    const wrapper = mount(ReceiptCustomerLines, {
      props: { receipt, language: 'ur' },
      global: { plugins: [pinia] },
    })
    await settle()
    const block = wrapper.get('[data-testid="receipt-customer-lines"]')
    expect(block.attributes()).toMatchObject({ lang: 'ur-IN', dir: 'rtl' })
  })

  it('prints the same lines in the desk’s language when the merchant left them off', async () => {
    usePreferencesStore().language = 'hi'
    useCustomerLanguageStore().choose('ta')
    useCustomerLanguageStore().setLinesOnReceipt(false)
    const wrapper = mount(ReceiptCustomerLines, {
      props: { receipt },
      global: { plugins: [pinia] },
    })
    await settle()
    const hi = await loadCustomerCatalogue('hi')
    const block = wrapper.get('[data-testid="receipt-customer-lines"]')
    expect(block.attributes('lang')).toBe('hi-IN')
    expect(block.text()).toContain(hi.texts['receipt.fingerprint-not-kept'].text)
  })
})
