import { expect, test } from '@playwright/test'
import { consentAndCapture, fillCustomer, open, SANDBOX, submitButton } from './helpers.ts'

// When the bridge serves the app, the moments it has stopped are the moments its lazily loaded
// chunks cannot be fetched. The page must say so rather than show an empty space.

const LOAD_FAILED = /This part of the page could not be loaded/

test('a page whose chunk cannot be fetched says so and offers a reload', async ({ page }) => {
  await open(page, 'balance')
  await page.route('**/assets/**', (route) => route.abort('connectionrefused'))
  await page.getByRole('navigation').getByRole('link', { name: 'Transactions' }).click()
  const alert = page.getByRole('alert').filter({ hasText: LOAD_FAILED })
  await expect(alert).toBeVisible()
  await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible()

  await page.unrouteAll()
  await alert.getByRole('button', { name: 'Reload the page' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible()
})

test('an answered enquiry whose result view cannot be fetched points to Transactions', async ({
  page,
}) => {
  await open(page, 'balance')
  await fillCustomer(page, SANDBOX.success)
  await consentAndCapture(page)
  await page.route(/\/assets\/EnquiryResultPanel-/, (route) => route.abort('connectionrefused'))
  await submitButton(page, 'balance').click()
  const alert = page.getByRole('alert').filter({ hasText: LOAD_FAILED })
  await expect(alert).toBeVisible({ timeout: 60_000 })
  await expect(alert).toContainText('An enquiry already sent is kept in Transactions.')

  await page.unrouteAll()
  await page.goto('/transactions')
  await expect(page.getByRole('table', { name: 'Recorded enquiries' })).toContainText(
    'XXXX XXXX 0000',
  )
})

test('a bridge that cannot be reached is reported even when its notice cannot be fetched', async ({
  page,
}) => {
  await page.route(/\/assets\/BridgeConnectionNotice-/, (route) => route.abort('connectionrefused'))
  await page.route('**/api/**', (route) => route.abort('connectionrefused'))
  await page.goto('/')
  await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED })).toBeVisible()
})
