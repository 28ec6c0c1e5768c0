// @vitest-environment happy-dom
// "Read aloud" waits for Chrome's voice list once per page, not once per box: the consent step's
// box waits (its note holds an unseen place meanwhile), and a result drawn after that shows the
// "no voice" note from its first frame, with no empty band above the customer's text.
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import CustomerReadAloudButton from '../../../../src/components/answer/CustomerReadAloudButton.vue'
import { customerLanguageInfo } from '../../../../src/i18n/customer/languages.ts'
import { loadLaterTexts } from '../../../../src/i18n/messages.ts'
import { VOICES_WAIT_MS } from '../../../../src/lib/speech.ts'

await loadLaterTexts()

/** A speech engine with no voice, as headless Chromium and many Linux desks have. */
const noVoices = () =>
  vi.stubGlobal(
    'speechSynthesis',
    Object.assign(new EventTarget(), { getVoices: () => [], speak: vi.fn(), cancel: vi.fn() }),
  )

const mountButton = () =>
  mount(CustomerReadAloudButton, {
    props: { texts: ['Your balance is ₹100.00.'], language: customerLanguageInfo('en') },
  })
const note = (wrapper: ReturnType<typeof mountButton>) =>
  wrapper.get('[data-testid="read-aloud-none"]')

beforeEach(() => {
  setActivePinia(createPinia())
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the voice list is waited for once per page', () => {
  it('a box drawn after the list was heard shows its note at once', async () => {
    noVoices()
    const consentStep = mountButton()
    expect(note(consentStep).classes()).toContain('is-pending')
    await vi.advanceTimersByTimeAsync(VOICES_WAIT_MS)
    expect(note(consentStep).classes()).not.toContain('is-pending')

    const result = mountButton()
    expect(note(result).classes()).not.toContain('is-pending')
    expect(note(result).attributes('aria-hidden')).toBeUndefined()
    expect(note(result).text()).toContain('This computer has no English voice')
  })

  it('a page that has not heard the list yet still holds the note’s place unseen', () => {
    noVoices()
    const first = mountButton()
    expect(note(first).classes()).toContain('is-pending')
    expect(note(first).attributes('aria-hidden')).toBe('true')
  })
})
