// Erasing one record at the customer's request (issue 42), in the browser on the sandbox bridge,
// at the laptop's viewport: the merchant opens the record the answer names, gives a reason and
// confirms; then the record page, the day book and the counter's "last answer" all treat it as
// erased, and nothing offers to print it again.
import { expect, test, type Page } from '@playwright/test'
import { runEnquiry, SANDBOX } from './helpers.ts'

test.use({ viewport: { width: 1366, height: 649 } })

const AADHAAR_TAIL = SANDBOX.success.slice(-4)

/** The record id the answer's details name (the customer's slip does not carry it). */
async function answeredRecordId(page: Page): Promise<string> {
  const details = await page.locator('.result__details').innerText()
  const id = /Record id\s+(\S+)/.exec(details)?.[1]
  expect(id, 'the answer names its record').toBeTruthy()
  return id!
}

/** Opens the counter and waits for its look at the journal for a last answer to offer. */
async function openCounterAfterItsLook(page: Page) {
  const looked = page.waitForResponse((r) => /\/api\/transactions\?/.test(r.url()) && r.ok())
  await page.goto('/')
  await looked
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test('the merchant erases a record with a reason: record page and day book say erased, nothing prints it again', async ({
  page,
}) => {
  await runEnquiry(page, 'balance', SANDBOX.success)
  const id = await answeredRecordId(page)

  // Before the erasure the counter offers the answer again, with the way to print it.
  await openCounterAfterItsLook(page)
  await expect(page.getByRole('heading', { name: 'Last answer at this desk' })).toBeVisible()

  await page.goto(`/transactions/${id}`)
  await expect(page.getByRole('heading', { name: 'Transaction record' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()

  // Nothing is sent before the confirmation: Keep the record closes the panel, the record stays.
  await page.getByRole('button', { name: 'Erase this record…' }).click()
  await expect(
    page.getByRole('heading', { name: 'Erase this record at the customer’s request' }),
  ).toBeFocused()
  await page.getByRole('button', { name: 'Keep the record' }).click()
  await expect(page.getByTestId('record-erased')).toHaveCount(0)

  await page.getByRole('button', { name: 'Erase this record…' }).click()
  await page.getByRole('radio', { name: 'The customer withdrew their consent' }).check()
  const erasure = page.waitForResponse(
    (r) => r.url().endsWith(`/api/transactions/${id}/erasures`) && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Erase the record' }).click()
  const reply = await erasure
  expect(reply.status()).toBe(200)
  expect(reply.request().postDataJSON()).toEqual({ reason: 'consent-withdrawn' })

  const erased = page.getByTestId('record-erased')
  await expect(erased).toContainText(
    /This record was erased on .+: The customer withdrew their consent\./,
  )
  await expect(erased).toContainText('An erased record cannot be printed again.')
  await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Erase this record…' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Check status' })).toHaveCount(0)

  // A reload reads the erased record back from the journal, and the printer gets no receipt.
  await page.reload()
  await expect(page.getByTestId('record-erased')).toContainText('cannot be printed again')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('region', { name: 'Aadhaar banking enquiry receipt' })).toHaveCount(0)
  await page.emulateMedia({ media: 'screen' })
  await expect(page.locator('body')).not.toContainText(AADHAAR_TAIL)

  // The day book lists the record as erased, in place of the masked Aadhaar number.
  await page.goto('/transactions')
  const table = page.getByRole('table', { name: 'Recorded enquiries' })
  const row = table.locator('tbody tr').filter({ has: page.locator(`a[href$="${id}"]`) })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Erased')
  await expect(row).not.toContainText(AADHAAR_TAIL)

  // The counter no longer offers it to open and print.
  await openCounterAfterItsLook(page)
  await expect(page.getByRole('heading', { name: 'Last answer at this desk' })).toHaveCount(0)
})
