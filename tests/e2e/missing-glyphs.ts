// Which characters of an element's text draw as the missing-glyph box ("tofu"), in Chromium with
// the machine's fonts: used for the consent notices and for the printed receipts.
import type { Page } from '@playwright/test'

/**
 * The code points of an element's text that draw as the missing-glyph box: each is drawn alone on
 * a canvas in the element's own font stack (system fallback included, as for the page's text)
 * and compared, pixel for pixel, with U+10FFFD, which no font has. A lone vowel sign is drawn
 * after a dotted circle, as a shaper would show it.
 */
export async function missingGlyphs(page: Page, selector: string, extra = ''): Promise<string[]> {
  return page.evaluate(
    ({ selector, extra }) => {
      const element = document.querySelector(selector)!
      const style = getComputedStyle(element)
      const canvas = document.createElement('canvas')
      canvas.width = 160
      canvas.height = 80
      const context = canvas.getContext('2d', { willReadFrequently: true })!
      context.font = `32px ${style.fontFamily}`
      context.textBaseline = 'middle'
      const draw = (text: string) => {
        context.clearRect(0, 0, canvas.width, canvas.height)
        context.fillText(text, 10, 40)
        return Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data).join()
      }
      const box = draw('\u{10FFFD}')
      const boxedMark = draw('\u25CC\u{10FFFD}')
      const skip = /[\s\u200B-\u200F\u2066-\u2069\u00A0]/u
      const chars = [...new Set([...(element.textContent ?? ''), ...extra])]
      return chars
        .filter((c) => !skip.test(c))
        .filter((c) => (/\p{M}/u.test(c) ? draw('\u25CC' + c) === boxedMark : draw(c) === box))
        .map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`)
    },
    { selector, extra },
  )
}
