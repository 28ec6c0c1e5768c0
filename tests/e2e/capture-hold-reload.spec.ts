// A refusal's reading outlives a reload of the page (src/lib/capture-hold-memory.ts): a PID
// refused for its time still holds Capture after the merchant reloads, for as long as it holds,
// and the tab keeps nothing personal for it. The refusal is shaped by route interception.
import { expect, test } from '@playwright/test'
import {
  captureButton,
  fillCustomer,
  MOBILE,
  open,
  refuseForTheClock,
  SANDBOX,
  setTheClockRight,
  tickConsent,
} from './helpers.ts'

test.use({ viewport: { width: 1366, height: 649 } })

test('a PID refused for its time still holds Capture after a reload, until the laptop’s clock is set', async ({
  page,
}) => {
  // A reload with details typed asks first (use-leave-guard.ts): the merchant says yes.
  page.on('dialog', (dialog) => void dialog.accept())
  const asked = await refuseForTheClock(page)
  await open(page, 'balance')
  await fillCustomer(page, SANDBOX.success)
  await tickConsent(page)
  await captureButton(page).click()
  const hold = page.locator('#capture-hold')
  await expect(hold).toContainText('ahead of the right time by 30 min')

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Before any consent or detail: the hold is back, by the same fact, where Capture is.
  await expect(hold).toContainText('ahead of the right time by 30 min')
  await expect(hold).toBeInViewport()
  await expect(captureButton(page)).toHaveAttribute('aria-describedby', 'capture-hold')
  await fillCustomer(page, SANDBOX.success)
  await tickConsent(page)
  await expect(captureButton(page)).toBeDisabled()
  expect(asked.count).toBe(1)
  // What the tab keeps for it: nothing personal.
  const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }))
  for (const word of [SANDBOX.success, MOBILE, 'MANTRA', 'MFS110', 'srno'])
    expect(kept).not.toContain(word)
  expect(kept).toContain('skewSeconds')

  // The merchant sets the clock back by the 30 minutes: it lets go, and a reload keeps it gone.
  await setTheClockRight(page)
  await expect(hold).toBeHidden()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await fillCustomer(page, SANDBOX.success)
  await tickConsent(page)
  await expect(captureButton(page)).toBeEnabled()
  await expect(hold).toBeHidden()
  expect(asked.count).toBe(1)
})
