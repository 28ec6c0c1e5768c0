import { expect, test } from '@playwright/test'
import { resultHeading, runEnquiry, SANDBOX } from './helpers.ts'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => {
      ;(window as unknown as { printed: number }).printed++
    }
  })
})

test('the balance receipt is what prints, without the page around it', async ({ page }) => {
  await runEnquiry(page, 'balance', SANDBOX.success)
  const receipt = page.getByRole('region', { name: 'Aadhaar banking enquiry receipt' })
  await expect(receipt).toBeHidden()
  await page.getByRole('button', { name: 'Print receipt' }).click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)

  await page.emulateMedia({ media: 'print' })
  await expect(receipt).toBeVisible()
  await expect(page.getByRole('navigation')).toBeHidden()
  await expect(resultHeading(page)).toBeHidden()
  // The customer's slip: the shop's terminal, not the merchant id or the record id (the shop's
  // copy, printed from the day book, carries those).
  for (const label of [
    'Date and time',
    'Operation',
    'Bank',
    'Aadhaar',
    'RRN',
    'STAN',
    'Reference',
    'Status',
  ])
    await expect(receipt.getByText(label, { exact: true })).toBeVisible()
  await expect(receipt.getByText('Merchant id', { exact: true })).toHaveCount(0)
  await expect(receipt.getByText('Record id', { exact: true })).toHaveCount(0)
  await expect(receipt).not.toContainText('SANDBOX01')
  await expect(receipt).toContainText('XXXX XXXX 0000')
  await expect(receipt).toContainText(/₹[\d,]+\.\d{2}/)
  await expect(receipt).not.toContainText('999900000000')
  await expect(receipt).toHaveClass(/receipt--a4/)
})

test('the mini statement receipt lists the entries, on 80 mm paper when chosen', async ({
  page,
}) => {
  await page.goto('/settings')
  await page.getByRole('radio', { name: '80 mm thermal roll' }).check()
  await page.reload()
  await expect(page.getByRole('radio', { name: '80 mm thermal roll' })).toBeChecked()

  await runEnquiry(page, 'statement', SANDBOX.success)
  await page.emulateMedia({ media: 'print' })
  const receipt = page.getByRole('region', { name: 'Aadhaar banking enquiry receipt' })
  await expect(receipt).toBeVisible()
  await expect(receipt).toHaveClass(/receipt--thermal/)
  await expect(receipt.getByRole('table')).toBeVisible()
  // On a roll each entry is its date and signed amount, then the bank's words: the sign says
  // money in or out, so the column of words stays on the screen and on A4.
  await expect(receipt.locator('tbody tr').first()).toContainText(/[+−] ₹[\d,]+\.\d{2}/)
  await expect(receipt.getByRole('columnheader', { name: 'Credit or debit' })).toBeHidden()
})

test('a receipt can be printed again from the Transactions page', async ({ page }) => {
  await runEnquiry(page, 'balance', SANDBOX.success)
  const rrn = (await page.locator('.result .details dd').nth(3).innerText()).trim()
  expect(rrn).toMatch(/^\d+$/)
  await page.getByRole('link', { name: 'Transactions' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible()
  await page
    .getByRole('link', { name: /^Open the record of / })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction record' })).toBeVisible()
  const receipt = page.getByRole('region', { name: 'Aadhaar banking enquiry receipt' })
  await expect(receipt).toContainText(rrn)
  await expect(receipt).toContainText('XXXX XXXX 0000')
  // docs/merchant-guide.md, "The consent notice": the record names the text read; the receipt what
  // was kept and where to ask.
  await expect(page.getByText('Consent notice: balance enquiry, version 4, English')).toBeVisible()
  await expect(receipt).toContainText('Your fingerprint was not saved.')
  await expect(receipt).toContainText('call UIDAI on 1947')
  await expect(receipt).toContainText(/keeps a record of this enquiry for \d+ days?\./)
  await expect(receipt).toContainText('only the last four digits of your Aadhaar number')
  await page.getByRole('button', { name: 'Print the receipt again' }).click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  await page.emulateMedia({ media: 'print' })
  await expect(receipt).toBeVisible()
  await expect(page.getByRole('navigation')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print the receipt again' })).toBeHidden()
})
