// Whether the customer's script really draws on this computer. A Linux desk
// without Indic fonts draws every notice but the English one as empty boxes, and a notice nobody
// can read cannot be agreed to. Once per language, a letter of its script is drawn on a canvas in
// the notice's own font stack (the system's fallback included, as for the page's text) and
// compared, pixel for pixel, with U+10FFFD, which no font has and which therefore draws as the
// missing-glyph box.

import type { CustomerLanguage } from '../../i18n/customer/types.ts'

/** A letter each script has and that a font for another script lacks. */
export const SCRIPT_SAMPLE: Readonly<Record<CustomerLanguage, string>> = {
  en: 'A',
  hi: 'क',
  bn: 'ক',
  mr: 'ळ',
  te: 'క',
  ta: 'க',
  gu: 'ક',
  kn: 'ಕ',
  or: 'କ',
  ml: 'ക',
  pa: 'ਕ',
  // ৰ is Assamese's own letter: a Bengali font may have it, a Latin one never.
  as: 'ৰ',
  // ے is Urdu's: DejaVu's Arabic lacks it (language review 2026-11-29, R1).
  ur: 'ے',
}

const NO_GLYPH = '\u{10FFFD}'

/**
 * True when the sample letter draws as something other than the missing-glyph box; null when this
 * browser gives no 2D canvas to measure with (then nothing is known, and nothing is refused).
 */
export async function sampleDraws(sample: string, fontFamily: string): Promise<boolean | null> {
  // A face the page has not used yet is loaded before it is measured.
  await document.fonts?.load(`32px ${fontFamily}`, sample).catch(() => [])
  const canvas = document.createElement('canvas')
  canvas.width = 96
  canvas.height = 64
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) return null
  context.font = `32px ${fontFamily}`
  context.textBaseline = 'middle'
  const draw = (text: string) => {
    context.clearRect(0, 0, canvas.width, canvas.height)
    context.fillText(text, 8, 32)
    return context.getImageData(0, 0, canvas.width, canvas.height).data.join()
  }
  return draw(sample) !== draw(NO_GLYPH)
}

/** The font stack a customer text in `lang` is drawn with (customer-text.css, Urdu its own). */
function fontStackFor(lang: CustomerLanguage): string {
  const probe = document.createElement('span')
  probe.className = 'customer-text'
  probe.lang = `${lang}-IN`
  document.body.append(probe)
  const family = getComputedStyle(probe).fontFamily
  probe.remove()
  return family
}

const checked = new Map<CustomerLanguage, Promise<boolean>>()

/** Whether `lang`'s script draws on this computer: measured once per language per page. */
export function scriptRenders(lang: CustomerLanguage): Promise<boolean> {
  let answer = checked.get(lang)
  if (!answer) {
    answer = sampleDraws(SCRIPT_SAMPLE[lang], fontStackFor(lang)).then((draws) => draws !== false)
    checked.set(lang, answer)
  }
  return answer
}
