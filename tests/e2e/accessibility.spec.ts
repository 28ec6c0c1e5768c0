import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { runEnquiry, SANDBOX } from './helpers.ts'

async function audit(page: Page, name: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
  expect(serious).toEqual([])
}

for (const language of ['en', 'hi'] as const) {
  test.describe(`axe audit in ${language === 'en' ? 'English' : 'Hindi'}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('aeps-desk.language', lang), language)
    })

    for (const path of ['/', '/mini-statement', '/transactions', '/settings', '/no-such-page']) {
      test(`page ${path}`, async ({ page }) => {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        await page.waitForLoadState('networkidle')
        await audit(page, path)
      })
    }

    test('the form with hints, a result, and a transaction record', async ({ page }) => {
      await page.goto('/')
      await page.locator('#customer-aadhaar').fill('1234')
      await page.locator('#customer-mobile').focus()
      await page.locator('#customer-bank').fill('ban')
      await audit(page, 'form with hints and open bank list')

      await runEnquiry(page, 'statement', SANDBOX.success, language)
      await audit(page, 'mini statement result')
      await runEnquiry(page, 'balance', SANDBOX.pending, language)
      await audit(page, 'not confirmed result')
      await page.goto('/transactions')
      await page.locator('tbody a').first().click()
      await expect(page.locator('.receipt')).toBeVisible()
      await audit(page, 'transaction record')
    })
  })
}
