import { expect, test } from '@playwright/test'
import { aadhaarInput } from './helpers.ts'

test('the page renders at once and says why it cannot reach the bridge, then recovers', async ({
  page,
}) => {
  await page.route('**/api/**', (route) => route.abort('connectionrefused'))
  await page.goto('/')
  await expect(aadhaarInput(page)).toBeVisible()
  const notice = page.getByRole('region', { name: 'This page cannot reach the bridge' })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('The bridge on this laptop is not answering.')
  await expect(notice).toContainText('Start the bridge')
  await expect(
    page
      .getByText('Looking for the fingerprint reader…')
      .or(page.getByText('The reader could not be checked.')),
  ).toBeVisible()

  await page.unrouteAll()
  // The notice also tries again by itself: beside two other test runs it found the bridge while
  // the click waited for the button to be stable, and the button went with the notice (the click
  // then waited for it for two minutes). Either way the page recovers.
  const tryAgain = notice.getByRole('button', { name: 'Try again' })
  await Promise.race([tryAgain.click().catch(() => undefined), expect(notice).toBeHidden()])
  await expect(notice).toBeHidden()
  await expect(page.getByRole('complementary', { name: /SANDBOX MODE/ })).toBeVisible()
  await expect(page.getByText(/Fingerprint reader ready/)).toBeVisible()
})

test('the page does not wait for the bank list or the device scan', async ({ page }) => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/api\/(banks|devices)/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/')
  await expect(aadhaarInput(page)).toBeEditable()
  await expect(page.getByText('Looking for the fingerprint reader…')).toBeVisible()
  await expect(
    page.getByText('The bank list is loading. You can type the bank’s IIN meanwhile.'),
  ).toBeVisible()
  release()
  await expect(page.getByText(/Fingerprint reader ready/)).toBeVisible()
})
