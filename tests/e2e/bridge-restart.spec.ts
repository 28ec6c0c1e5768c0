// The bridge goes away under the page and comes back, as a restart or an upgrade's hand-over does
// (issue 43, item 2; UX review 2026-11-29, N9). The page says what is true meanwhile, and once the
// bridge answers again it clears "cannot reach the bridge" and any part that could not be loaded by
// itself, within seconds and with no click; the customer's details and the tick stay.

import { expect, test } from '@playwright/test'
import { startBridge, type ChildBridge } from './bridge-child.ts'
import {
  SANDBOX,
  aadhaarInput,
  captureButton,
  consentBox,
  fillCustomer,
  resultHeading,
  submitButton,
  tickConsent,
} from './helpers.ts'

test.use({ viewport: { width: 1366, height: 649 } })

// Clear of the suite's own reader ports, shifted like every fixed port of this checkout's tests.
const RD_BASE = 12_330 + Number(process.env.TEST_RD_PORT_OFFSET ?? 0)
let bridge: ChildBridge
test.beforeAll(async () => {
  bridge = await startBridge({ SANDBOX_RD: 'on', RD_PORTS: `${RD_BASE}-${RD_BASE + 4}` })
})
test.afterAll(async () => bridge.stop())

const unreachable = (page: import('@playwright/test').Page) =>
  page.getByText(/cannot reach the bridge/)
const partFailed = (page: import('@playwright/test').Page) =>
  page.getByText(/This part of the page could not be loaded/)

test('a bridge restarted under the page: the page recovers by itself, keeping the details and the tick', async ({
  page,
}) => {
  await page.goto(`${bridge.url}/`)
  await fillCustomer(page, SANDBOX.success)
  await tickConsent(page)

  await bridge.pause()
  await captureButton(page).click()
  await expect(unreachable(page).first()).toBeVisible()

  await bridge.resume()
  // No click: the page looks again every few seconds (2, 3, then 5 s) and clears what it said.
  await expect(unreachable(page)).toHaveCount(0, { timeout: 15_000 })
  await expect(consentBox(page)).toBeChecked()
  await expect(aadhaarInput(page)).not.toHaveValue('')

  // A capture, then the bridge goes while the enquiry is sent: the answer's part of the page cannot
  // be fetched from a stopped bridge; once it is back, the part arrives without a reload.
  await captureButton(page).click()
  await expect(page.getByText(/Fingerprint captured\. Quality \d+ out of 100\./)).toBeVisible()
  await bridge.pause()
  await submitButton(page, 'balance').click()
  await expect(unreachable(page).or(partFailed(page)).first()).toBeVisible()
  await bridge.resume()
  await expect(resultHeading(page)).toBeVisible({ timeout: 20_000 })
  await expect(partFailed(page)).toHaveCount(0)
  await expect(
    page.getByRole('heading', { name: 'This page cannot reach the bridge' }),
  ).toHaveCount(0, {
    timeout: 15_000,
  })
})
