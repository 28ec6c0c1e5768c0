// A reload accepted while the bank is still answering (UX review 2026-11-29, U8; issue 43, item 3):
// the page says which enquiry is still with the bank, then shows its answer once the bridge has it,
// with no click; the line sits beside the page's heading at 1366×649, on the first screen, and
// moves none of the steps. A bridge of its own whose simulated bank takes 25 s to answer the "slow"
// number, so that the reload lands while it waits however loaded the machine.

import { expect, test, type Locator } from '@playwright/test'
import { startBridge, type ChildBridge } from './bridge-child.ts'
import { SANDBOX, aadhaarInput, consentAndCapture, fillCustomer, submitButton } from './helpers.ts'

test.use({ viewport: { width: 1366, height: 649 } })

// Clear of the suite's own reader ports and bridge-restart's, shifted like every fixed port here.
const RD_BASE = 12_340 + Number(process.env.TEST_RD_PORT_OFFSET ?? 0)
let bridge: ChildBridge
test.beforeAll(async () => {
  bridge = await startBridge({
    SANDBOX_RD: 'on',
    RD_PORTS: `${RD_BASE}-${RD_BASE + 4}`,
    SANDBOX_SLOW_MS: '25000',
    UPSTREAM_TIMEOUT_MS: '60000',
  })
})
test.afterAll(async () => bridge.stop())

/** The control is wholly inside the 649 px window. */
const onFirstScreen = (control: Locator) =>
  control.evaluate((el) => {
    const rect = el.getBoundingClientRect()
    return rect.top >= 0 && rect.bottom <= window.innerHeight
  })

/** How far (CSS px) the control's top is from `top`: under 1 is a sub-pixel rounding, no shift. */
const topMovedBy = (control: Locator, top: number) =>
  control.evaluate((el, was) => Math.abs(el.getBoundingClientRect().top - was), top)

test('a reload while the bank answers shows the enquiry in flight, then its answer, on the first screen', async ({
  page,
}) => {
  await page.goto(`${bridge.url}/`)
  await fillCustomer(page, SANDBOX.slow)
  await consentAndCapture(page)
  await submitButton(page, 'balance').click()
  await expect(page.getByText(/Waiting for the bank/)).toBeVisible()

  // The page asks before it leaves an enquiry in flight; the merchant reloads anyway.
  page.once('dialog', (dialog) => void dialog.accept())
  await page.reload()
  await expect(aadhaarInput(page)).toHaveValue('')

  const block = page.locator('.last-answer')
  await expect(block.getByRole('heading', { name: 'Still with the bank' })).toBeVisible()
  await expect(block).toContainText('Balance enquiry')
  await expect(block).toContainText('XXXX XXXX 0102, sent at')
  expect(await onFirstScreen(block)).toBe(true)
  // In the intro's place beside the heading: the steps start where they start without it.
  const fieldTop = await aadhaarInput(page).evaluate((el) => el.getBoundingClientRect().top)

  // The bank answers the bridge (25 s after sending): the page finds it by itself.
  await expect(block.getByRole('heading', { name: 'Last answer at this desk' })).toBeVisible({
    timeout: 60_000,
  })
  await expect(block).toContainText('answered by the bank')
  const open = block.getByRole('link', { name: 'Open and print' })
  expect(await onFirstScreen(open)).toBe(true)
  expect(await topMovedBy(aadhaarInput(page), fieldTop)).toBeLessThan(1)

  // Hidden: the intro is back in its place, and the steps have not moved.
  await block.getByRole('button', { name: 'Hide' }).click()
  await expect(block).toHaveCount(0)
  await expect(page.locator('.page__intro')).toBeVisible()
  expect(await topMovedBy(aadhaarInput(page), fieldTop)).toBeLessThan(1)

  // The record it offered is the answer: its page shows the balance.
  await page.reload()
  await block.getByRole('link', { name: 'Open and print' }).click()
  await expect(page.getByText(/XXXX XXXX 0102/).first()).toBeVisible()
})
