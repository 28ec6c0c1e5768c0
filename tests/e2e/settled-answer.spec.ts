// A settled answer replaces "not confirmed" everywhere, in the browser on the sandbox bridge: an
// answer not confirmed (the sandbox's pending and something-went-wrong numbers), then Check status
// until the bank's final word comes; then the heading, the customer's lines, what Read aloud says,
// the printed receipt's status and message, and the record page all say that word, and none still
// says "not confirmed" or the first answer's "transaction pending".
import { expect, test, type Page } from '@playwright/test'
import { fakeVoices, spokenSoFar } from './fake-voices.ts'
import { resultHeading, runEnquiry, SANDBOX } from './helpers.ts'

test.use({ viewport: { width: 1366, height: 649 } })

const STALE = /not confirmed|transaction pending/i

/** Presses Check status until the check settles the answer (the sandbox settles on the first). */
async function checkUntilSettled(page: Page) {
  const check = page.getByRole('button', { name: 'Check status' })
  await expect(check).toBeVisible()
  for (let tries = 0; tries < 5 && (await check.isVisible()); tries++) {
    await check.click()
    await expect(page.getByText('Asking the bank for the final status…')).toHaveCount(0)
  }
  await expect(check).toBeHidden()
}

/** The printed receipt, as the printer gets it. */
async function printedReceipt(page: Page): Promise<string> {
  await page.emulateMedia({ media: 'print' })
  const text = await page
    .getByRole('region', { name: 'Aadhaar banking enquiry receipt' })
    .innerText()
  await page.emulateMedia({ media: 'screen' })
  return text
}

/** The record the answer's details name (the customer's slip does not carry the record id). */
async function recordPage(page: Page) {
  const details = await page.locator('.result__details').innerText()
  const id = /Record id\s+(\S+)/.exec(details)?.[1]
  expect(id, 'the answer names its record').toBeTruthy()
  await page.goto(`/transactions/${id}`)
  await expect(page.getByRole('heading', { name: 'Transaction record' })).toBeVisible()
}

test.beforeEach(async ({ page }) => {
  await fakeVoices(page, ['en-IN'])
})

test('a pending answer settled as a success: heading, customer lines, Read aloud, receipt and record say so', async ({
  page,
}) => {
  await runEnquiry(page, 'balance', SANDBOX.pending)
  await expect(resultHeading(page)).toHaveText(/NOT confirmed: pending at the bank/)
  const lines = page.getByRole('region', { name: 'For the customer, in English' })
  await expect(lines).toContainText('The answer from your bank is not confirmed')
  expect(await printedReceipt(page)).toMatch(/Message\s+transaction pending/i)

  await checkUntilSettled(page)
  await expect(resultHeading(page)).toHaveText('The bank confirms: this enquiry succeeded')
  await expect(page.locator('.result')).toHaveClass(/result--success/)
  await expect(page.locator('.result__unconfirmed')).toHaveCount(0)
  await expect(lines).toContainText('your bank did answer this enquiry')
  await expect(lines).not.toContainText(STALE)
  await expect(page.locator('.result__said')).toHaveCount(0)

  await lines.getByRole('button', { name: 'Read aloud' }).click()
  const spoken = (await spokenSoFar(page)).join(' ')
  expect(spoken).toContain('your bank did answer this enquiry')
  expect(spoken).not.toMatch(STALE)

  const receipt = await printedReceipt(page)
  expect(receipt).toMatch(/Final status\s+Success/)
  expect(receipt).toMatch(/RRN\s+\d{12}/)
  expect(receipt).not.toMatch(/^Message/m)
  expect(receipt).not.toMatch(STALE)

  await recordPage(page)
  await expect(page.getByText('The bank confirms: this enquiry succeeded').first()).toBeVisible()
  const onScreen = page.getByRole('region', { name: 'Aadhaar banking enquiry receipt' })
  await expect(onScreen).toContainText(/Final status\s*Success/)
  await expect(onScreen).not.toContainText(STALE)
  await expect(page.getByRole('button', { name: 'Check status' })).toHaveCount(0)
})

test('an answer settled as a refusal: the check’s words replace “something went wrong” on screen, receipt and record', async ({
  page,
}) => {
  await runEnquiry(page, 'balance', SANDBOX.somethingWentWrong)
  await expect(resultHeading(page)).toHaveText(/NOT confirmed/)

  await checkUntilSettled(page)
  await expect(resultHeading(page)).toHaveText('The bank confirms: this enquiry failed')
  await expect(page.locator('.result')).toHaveClass(/result--failure/)
  const lines = page.getByRole('region', { name: 'For the customer, in English' })
  await expect(lines).not.toContainText(STALE)
  await expect(page.locator('.result__said')).toContainText('Transaction failed at the bank')

  const receipt = await printedReceipt(page)
  expect(receipt).toMatch(/Final status\s+Refused/)
  expect(receipt).toMatch(/Message\s+Transaction failed at the bank/)
  expect(receipt).not.toMatch(STALE)

  await recordPage(page)
  await expect(page.getByText('The bank confirms: this enquiry failed').first()).toBeVisible()
  const onScreen = page.getByRole('region', { name: 'Aadhaar banking enquiry receipt' })
  await expect(onScreen).toContainText(/Message\s*Transaction failed at the bank/)
  await expect(onScreen).not.toContainText(STALE)
})
