// The consent notice whole on screen whenever its box can be ticked, at the CSS
// viewports merchants really have (a maximised Chrome, Windows' taskbar and scaling taken off),
// in all 13 customer languages, on the sandbox bridge (its banner included). For each: the page
// has not scrolled; where the notice scrolls in its box, the box is off and says why until the
// notice has been read to its end; then the notice's last sentence and the checkbox are in the
// viewport together, neither clipped. At 1093×515 (1366×768 at 125 %) one page scroll is allowed.

import { expect, test, type Page } from '@playwright/test'
import { CUSTOMER_LANGUAGES } from '../../src/i18n/customer/types.ts'
import { consentBox } from './helpers.ts'

const SIZES = [
  { width: 1366, height: 649, pageScrolls: 0 },
  { width: 1536, height: 730, pageScrolls: 0 },
  { width: 1280, height: 585, pageScrolls: 0 },
  { width: 1440, height: 780, pageScrolls: 0 },
  { width: 1093, height: 515, pageScrolls: 1 },
] as const

const notice = (page: Page) => page.getByTestId('customer-consent-text')
const lastSentence = (page: Page) => notice(page).locator('.customer-consent__question')

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    for (const lang of CUSTOMER_LANGUAGES) {
      test(`${lang}: the notice’s last sentence and the checkbox are on screen together`, async ({
        page,
      }) => {
        await page.addInitScript(
          (value) => localStorage.setItem('aeps-desk.customer-language', value),
          lang,
        )
        await page.goto('/')
        await expect(notice(page)).toHaveAttribute('lang', new RegExp(`^${lang}`))
        await expect(notice(page)).not.toHaveClass(/is-stale/)
        await expect(page.getByTestId('customer-consent-kept')).toBeVisible()
        await page.evaluate(() => document.fonts.ready)
        // Three columns hold at this width.
        const columns = await page
          .locator('.enquiry-form')
          .evaluate((form) => getComputedStyle(form).gridTemplateColumns.split(' ').length)
        expect(columns).toBe(3)

        const scrolls = await notice(page).evaluate((el) => el.scrollHeight > el.clientHeight + 1)
        if (scrolls) {
          // Part of the notice is out of sight: no yes can be given to it yet, and the box says why.
          await expect(consentBox(page)).toBeDisabled()
          await expect(page.locator('#customer-consent-unread')).toBeVisible()
          await notice(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
        }
        await expect(consentBox(page)).toBeEnabled()
        await expect(page.locator('#customer-consent-unread')).toHaveCount(0)

        let pageScrolls = 0
        if (size.pageScrolls > 0 && !(await isWhollyInViewport(page))) {
          await consentBox(page).scrollIntoViewIfNeeded()
          pageScrolls++
        }
        // The figures BENCHMARKS.md reports ("The consent notice at real window sizes").
        console.log(
          `notice fit: ${size.width}x${size.height} ${lang} ${JSON.stringify({ scrolls, pageScrolls })}`,
        )
        expect(pageScrolls).toBeLessThanOrEqual(size.pageScrolls)
        if (size.pageScrolls === 0) expect(await page.evaluate(() => window.scrollY)).toBe(0)
        await expect(lastSentence(page)).toBeInViewport({ ratio: 1 })
        await expect(consentBox(page)).toBeInViewport({ ratio: 1 })
      })
    }
  })
}

/** The checkbox and the notice's last sentence are both wholly in the viewport now. */
async function isWhollyInViewport(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const inside = (selector: string) => {
      const rect = document.querySelector(selector)!.getBoundingClientRect()
      return rect.top >= 0 && rect.bottom <= window.innerHeight
    }
    return inside('#customer-consent') && inside('.customer-consent__question')
  })
}
