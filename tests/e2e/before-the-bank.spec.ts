// Before the bank, on the page: what the bridge knows of the reader (GET /api/devices: class,
// problems) and a capture it refuses (POST /api/captures, 422/503 with a code) are told to the
// merchant in the merchant's words. The bridge's side is proven over sockets
// (tests/bridge/before-the-bank.sockets.test.ts); here its replies are shaped by route
// interception so that each reader case is deterministic against one running sandbox.
import { expect, test, type Page } from '@playwright/test'
import {
  captureButton,
  fillCustomer,
  MISMATCH,
  open,
  refuseCaptures,
  refuseCredentials,
  refuseForTheClock,
  resultHeading,
  runEnquiry,
  SANDBOX,
  setTheClockRight,
  submitButton,
  tickConsent,
} from './helpers.ts'

const DEVICES = /\/api\/devices(\?.*)?$/

type Problem = { code: string; message: string; blocking: boolean }

/** Every GET /api/devices answers the sandbox's own reply with the first reader's class and problems. */
async function presentReader(page: Page, readerClass: string, problems: Problem[]) {
  await page.route(DEVICES, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { devices: Record<string, unknown>[] }
    for (const device of body.devices) Object.assign(device, { class: readerClass, problems })
    await route.fulfill({ response, json: body })
  })
}

test.use({ viewport: { width: 1366, height: 649 } })

test('an L0 reader is named beside the reader and warned of before the first finger', async ({
  page,
}) => {
  await presentReader(page, 'L0', [
    { code: 'READER_L0', message: 'The bank may refuse an L0 reader.', blocking: false },
  ])
  await open(page, 'balance')
  await expect(page.getByText(/Fingerprint reader ready: .* · L0/)).toBeVisible()
  const warning = page.getByText('This is an L0 reader: the bank may refuse its fingerprints.', {
    exact: false,
  })
  await expect(warning).toBeVisible()
  // A warning, not a refusal: the finger may still be taken.
  await fillCustomer(page, SANDBOX.success)
  await tickConsent(page)
  await expect(captureButton(page)).toBeEnabled()
})

test('a blocking reader problem disables the customer’s and the merchant’s capture until a rescan finds it fixed', async ({
  page,
}) => {
  await presentReader(page, 'L1', [
    { code: 'RD_KEY_EXPIRED', message: 'The RD key has expired.', blocking: true },
  ])
  await open(page, 'balance')
  await expect(page.getByText(/Fingerprint reader ready: .* · L1/)).toBeVisible()
  await expect(
    page.getByText('The reader’s RD service uses an expired UIDAI key', { exact: false }),
  ).toBeVisible()
  await fillCustomer(page, SANDBOX.success)
  await tickConsent(page)
  await expect(captureButton(page)).toBeDisabled()
  // The merchant's own finger is held by the same reader: no press for a certain 422.
  await page.goto('/merchant-authentication')
  const authButton = page.getByRole('button', {
    name: /Place your finger and authenticate|Authenticate again/,
  })
  await expect(
    page.getByText('The reader’s RD service uses an expired UIDAI key', { exact: false }),
  ).toBeVisible()
  await expect(authButton).toBeDisabled()
  await expect(authButton).toHaveAttribute('aria-describedby', /device-problems/)
  // The merchant updates the RD service, then presses Check again: the sandbox's own reply.
  await page.unroute(DEVICES)
  await page.getByRole('button', { name: 'Check again' }).click()
  await expect(
    page.getByText('The reader’s RD service uses an expired UIDAI key', { exact: false }),
  ).toBeHidden()
  await expect(authButton).toBeEnabled()
})

for (const refusal of [
  { status: 422, code: 'CLOCK_SKEW', words: 'This laptop’s clock is wrong' },
  { status: 503, code: 'CREDENTIALS_REFUSED', words: 'refused this desk’s credentials' },
]) {
  test(`a capture refused ${refusal.status} ${refusal.code} shows the bridge's sentence under the failure`, async ({
    page,
  }) => {
    await page.route('**/api/captures', (route) =>
      route.fulfill({
        status: refusal.status,
        json: { error: { code: refusal.code, message: `${refusal.words}: nothing was sent.` } },
      }),
    )
    await open(page, 'balance')
    await fillCustomer(page, SANDBOX.success)
    await tickConsent(page)
    await captureButton(page).click()
    // The English page says the bridge's own sentence (AppErrorMessage.vue), under the failure.
    await expect(page.getByRole('status').getByText(refusal.words, { exact: false })).toBeVisible()
  })
}

test('one customer’s mismatches are counted: from the third another finger, at the fifth no other try', async ({
  page,
}) => {
  // The bridge's own count (contract v1.5, attempts), for a customer no other test uses
  // (helpers.ts MISMATCH), each try as the merchant makes it: Capture again, yes, finger, send.
  const again = page.getByRole('button', { name: 'Capture again' })
  const next = page.locator('.result__next')
  const otherOperation = page.getByText('Mini statement for this customer')
  await runEnquiry(page, 'balance', MISMATCH.countedToFive)
  for (let attempt = 1; attempt <= 5; attempt++) {
    if (attempt > 1) {
      await again.click()
      await tickConsent(page)
      await captureButton(page).click()
      await expect(page.getByText(/Fingerprint captured/)).toBeVisible()
      await submitButton(page, 'balance').click()
      await expect(resultHeading(page)).toBeFocused({ timeout: 60_000 })
    }
    await expect(resultHeading(page)).toHaveText(/refused/)
    if (attempt < 3) await expect(next).toContainText('capture another finger')
    else await expect(next).toContainText(`attempt ${attempt} of 5 for this customer`)
    if (attempt === 3 || attempt === 4)
      await expect(next).toContainText('Use another finger, clean and dry')
    await expect(again).toHaveCount(attempt < 5 ? 1 : 0)
    await expect(otherOperation).toHaveCount(attempt < 5 ? 1 : 0)
  }
  await expect(next).toContainText('the most UIDAI allows in banking')
  await expect(next).toContainText('Do not try again now')
})

test('a PID refused for its time takes no second finger until the laptop’s clock is set', async ({
  page,
}) => {
  const asked = await refuseForTheClock(page)
  await open(page, 'balance')
  await fillCustomer(page, SANDBOX.success)
  await tickConsent(page)
  await captureButton(page).click()
  // The fact, where the merchant looks: the reader's last PID was 30 minutes ahead.
  const hold = page.locator('#capture-hold')
  await expect(hold).toContainText(
    'the reader’s last fingerprint carried a time ahead of the right time by 30 min',
  )
  await expect(hold).toBeInViewport()
  await expect(captureButton(page)).toBeDisabled()
  await expect(captureButton(page)).toHaveAttribute('aria-describedby', 'capture-hold')
  expect(asked.count).toBe(1)
  // The merchant sets the laptop's clock back by the 30 minutes: the hold lets go by itself.
  await setTheClockRight(page)
  await expect(hold).toBeHidden()
  await expect(captureButton(page)).toBeEnabled()
})

test('a desk whose credentials are refused asks for no finger, says when they were checked, and takes one once they are accepted', async ({
  page,
}) => {
  const { asked, accept } = await refuseCredentials(page)
  await open(page, 'balance')
  await fillCustomer(page, SANDBOX.success)
  await tickConsent(page)
  const hold = page.locator('#capture-hold')
  // 04:30 UTC is 10:00 in India.
  await expect(hold).toContainText(
    'refused this desk’s credentials when the bridge last checked them',
  )
  await expect(hold).toContainText('10:00')
  await expect(captureButton(page)).toBeDisabled()
  // IT fixed the credentials; the merchant reads the status again.
  await accept()
  await hold.getByRole('button', { name: 'Look again' }).click()
  await expect(hold).toBeHidden()
  await expect(captureButton(page)).toBeEnabled()
  expect(asked.count).toBe(0)
})

test('a PID refused for an expired certificate takes no second finger until the reader shows a new one', async ({
  page,
}) => {
  const asked = await refuseCaptures(page, 422, {
    error: { code: 'DEVICE_CERTIFICATE_EXPIRED', message: 'The reader’s certificate has expired.' },
  })
  let notAfter = '2026-11-28T00:00:00.000Z'
  await page.route(DEVICES, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { devices: Record<string, unknown>[] }
    for (const device of body.devices) device.certificateNotAfter = notAfter
    await route.fulfill({ response, json: body })
  })
  await open(page, 'balance')
  await fillCustomer(page, SANDBOX.success)
  await tickConsent(page)
  await captureButton(page).click()
  const hold = page.locator('#capture-hold')
  await expect(hold).toContainText('the reader’s last fingerprint carried an expired certificate')
  await expect(captureButton(page)).toBeDisabled()
  // Looking again at the same reader with the same certificate changes nothing.
  await hold.getByRole('button', { name: 'Look again' }).click()
  await expect(page.getByText(/Fingerprint reader ready/)).toBeVisible()
  await expect(captureButton(page)).toBeDisabled()
  // The RD service renewed its certificate.
  notAfter = '2026-12-29T00:00:00.000Z'
  await hold.getByRole('button', { name: 'Look again' }).click()
  await expect(hold).toBeHidden()
  await expect(captureButton(page)).toBeEnabled()
  expect(asked.count).toBe(1)
})
