// The customer's box on a refusal has no empty band above its text (closing note of 2026-11-29,
// "On the refusal page, the customer's box keeps an empty band above its text"). The band was the
// unseen place of the "no voice" note: each box waited for Chrome's voice list again for
// VOICES_WAIT_MS, although the consent step had heard it already. Measured on the box's first
// frame (a frame watcher from the page's first byte), at 1366×649, on a Chromium with no voice.

import { expect, test } from '@playwright/test'
import {
  consentAndCapture,
  fillCustomer,
  open,
  resultHeading,
  SANDBOX,
  submitButton,
} from './helpers.ts'

test.use({ viewport: { width: 1366, height: 649 } })

interface FirstFrame {
  /** Empty height between the last thing seen above the customer's text and that text, px. */
  band: number
  /** Elements in the box that take room but are not seen. */
  unseen: number
}

test('on a refusal the customer’s text follows the language line from the box’s first frame', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { firstFrame?: FirstFrame }
    const seen = (el: Element) => {
      const r = el.getBoundingClientRect()
      return r.height > 0 && getComputedStyle(el).visibility === 'visible'
    }
    const frame = () => {
      const box = document.querySelector('.customer-lines')
      const text = box?.querySelector('.customer-text')
      if (box && text && !w.firstFrame) {
        const top = text.getBoundingClientRect().top
        const above = [...box.querySelectorAll('h3, label, select, button, p, summary')].filter(
          (el) => seen(el) && !text.contains(el) && el.getBoundingClientRect().bottom <= top,
        )
        const lowest = Math.max(...above.map((el) => el.getBoundingClientRect().bottom))
        w.firstFrame = {
          band: top - lowest,
          unseen: [...box.querySelectorAll('*')].filter(
            (el) =>
              el.getBoundingClientRect().height > 0 && getComputedStyle(el).visibility === 'hidden',
          ).length,
        }
      }
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })

  await open(page, 'balance')
  await fillCustomer(page, SANDBOX.failure)
  await consentAndCapture(page)
  // The consent step has heard the voice list: none (its note says so, seen).
  await expect(page.getByTestId('read-aloud-none')).toBeVisible()
  await submitButton(page, 'balance').click()
  await expect(resultHeading(page)).toHaveText('The bank refused the enquiry')

  const box = page.locator('.customer-lines')
  await expect(box).toBeInViewport()
  const first = await page.evaluate(
    () => (window as unknown as { firstFrame?: FirstFrame }).firstFrame,
  )
  expect(first, 'the box was never drawn').toBeDefined()
  expect(first!.unseen).toBe(0)
  // The tools row's own gap (0.5rem) and no more.
  expect(first!.band).toBeLessThanOrEqual(8)
  // And it stays so: the note is seen in the box, and the customer's text has not moved.
  const top = await box.locator('.customer-text').evaluate((el) => el.getBoundingClientRect().top)
  await expect(box.getByTestId('read-aloud-none')).toContainText(
    'This computer has no English voice',
  )
  expect(await box.locator('.customer-text').evaluate((el) => el.getBoundingClientRect().top)).toBe(
    top,
  )
})
