// The merchant's own finger (the daily authentication's page) is held by the same facts as the
// customer's Capture (src/lib/capture-hold.ts): one reader, one laptop clock, one desk's
// credentials. The bridge's side is proven over sockets (tests/bridge/merchant-auth-hold.sockets
// .test.ts); here its refusals are shaped by route interception against the running sandbox.
import { expect, test, type Page } from '@playwright/test'
import {
  captureButton,
  fillCustomer,
  refuseCredentials,
  refuseForTheClock,
  SANDBOX,
  setTheClockRight,
  tickConsent,
} from './helpers.ts'

test.use({ viewport: { width: 1366, height: 649 } })

const authButton = (page: Page) =>
  page.getByRole('button', { name: /Place your finger and authenticate|Authenticate again/ })

async function openMerchantAuth(page: Page) {
  await page.goto('/merchant-authentication')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Merchant’s daily authentication',
  )
}

test('a merchant’s PID refused for its time takes no second finger, the customer’s neither, until the clock is set', async ({
  page,
}) => {
  const asked = await refuseForTheClock(page)
  await openMerchantAuth(page)
  await authButton(page).click()
  const hold = page.locator('#capture-hold')
  await expect(hold).toContainText(
    'the reader’s last fingerprint carried a time ahead of the right time by 30 min',
  )
  await expect(hold).toBeInViewport()
  await expect(authButton(page)).toBeDisabled()
  await expect(authButton(page)).toHaveAttribute('aria-describedby', /capture-hold/)
  expect(asked.count).toBe(1)
  // The same reader and clock hold the customer's Capture on the counter.
  await page.getByRole('link', { name: 'Balance enquiry', exact: true }).click()
  await fillCustomer(page, SANDBOX.success)
  await tickConsent(page)
  await expect(captureButton(page)).toBeDisabled()
  await expect(page.locator('#capture-hold')).toContainText('ahead of the right time by 30 min')
  // Back on the merchant's page (no reload), the merchant sets the laptop's clock back by the
  // 30 minutes: the hold lets go by itself.
  await page.goBack()
  await expect(authButton(page)).toBeDisabled()
  await setTheClockRight(page)
  await expect(page.locator('#capture-hold')).toBeHidden()
  await expect(authButton(page)).toBeEnabled()
  expect(asked.count).toBe(1)
})

test('a desk whose credentials are refused asks the merchant for no finger, and takes one once they are accepted', async ({
  page,
}) => {
  const { asked, accept } = await refuseCredentials(page)
  await openMerchantAuth(page)
  const hold = page.locator('#capture-hold')
  await expect(hold).toContainText(
    'refused this desk’s credentials when the bridge last checked them',
  )
  await expect(hold).toContainText('10:00')
  // The page's top notice says it first; where the merchant finds the button, the reason is with it.
  await authButton(page).scrollIntoViewIfNeeded()
  await expect(hold).toBeInViewport()
  await expect(authButton(page)).toBeDisabled()
  await accept()
  await hold.getByRole('button', { name: 'Look again' }).click()
  await expect(hold).toBeHidden()
  await expect(authButton(page)).toBeEnabled()
  expect(asked.count).toBe(0)
})
