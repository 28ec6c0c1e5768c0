// A fake voice list for Read aloud, injected before the page loads: Chromium here has no voices, so
// the tests name the languages that have one and read back what would have been spoken.
import type { Page } from '@playwright/test'

/** Replaces the browser's voice list with these languages, and records what would be spoken. */
export async function fakeVoices(page: Page, langs: string[]) {
  await page.addInitScript((list) => {
    const spoken: string[] = []
    Object.assign(window, { spoken })
    const voices = list.map((lang) => ({ lang, name: `Test ${lang}`, localService: true }))
    Object.defineProperty(speechSynthesis, 'getVoices', { value: () => voices })
    Object.defineProperty(speechSynthesis, 'speak', {
      value: (u: SpeechSynthesisUtterance) => spoken.push(u.text),
    })
    Object.defineProperty(speechSynthesis, 'cancel', { value: () => spoken.push('(cancel)') })
    // A real utterance accepts only a real voice: a plain object stands in for both.
    Object.assign(window, {
      SpeechSynthesisUtterance: class {
        voice: unknown = null
        lang = ''
        constructor(public text: string) {}
      },
    })
  }, langs)
}

/** What Read aloud has spoken so far, one sentence an entry ("(cancel)" for each stop). */
export const spokenSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { spoken: string[] }).spoken)
