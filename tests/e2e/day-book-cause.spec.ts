// The day book by the bank's reason for a refusal (contract v1.5's `cause`, filtered as the
// project's addition): a merchant reconciling a day picks "Fingerprint did not match" and sees
// those refusals only, in the records, the totals and the downloads. The browser tier shares one
// bridge, so each look is narrowed to this spec's customers by their last four digits.
import { expect, test, type Page } from '@playwright/test'
import { MISMATCH, runEnquiry, SANDBOX } from './helpers.ts'

test.use({ viewport: { width: 1366, height: 649 } })

const filters = (page: Page) => page.getByRole('form', { name: 'What to show' })
const records = (page: Page) =>
  page.getByRole('table', { name: 'Recorded enquiries' }).locator('tbody tr')
const noMatch = (page: Page) => page.getByText('No record in this period matches the filters.')

async function show(page: Page, reason: string, lastFour: string) {
  await filters(page).getByLabel('Bank’s reason', { exact: true }).selectOption({ label: reason })
  await filters(page).getByLabel('Search', { exact: true }).fill(lastFour)
  await filters(page).getByRole('button', { name: 'Show', exact: true }).click()
}

test('the day book shows the refusals of one reason, and its downloads take that reason', async ({
  page,
}) => {
  const mismatch = MISMATCH.dayBookCause.slice(-4)
  const dailyLimit = SANDBOX.dailyLimit.slice(-4)
  await runEnquiry(page, 'balance', MISMATCH.dayBookCause)
  await runEnquiry(page, 'balance', SANDBOX.dailyLimit)
  await page.getByRole('navigation').getByRole('link', { name: 'Transactions' }).click()

  await show(page, 'Fingerprint did not match', mismatch)
  await expect(records(page).first()).toContainText(`XXXX XXXX ${mismatch}`)
  await expect(noMatch(page)).toBeHidden()
  for (const row of await records(page).all()) await expect(row).toContainText(mismatch)
  const csv = page.getByRole('link', { name: 'Download CSV' })
  await expect(csv).toHaveAttribute('href', /[?&]cause=finger-mismatch(&|$)/)
  await expect(page.getByRole('link', { name: 'Download for Excel (XLSX)' })).toHaveAttribute(
    'href',
    /[?&]cause=finger-mismatch(&|$)/,
  )
  await expect(filters(page)).toBeInViewport({ ratio: 0.5 })

  // The same customer under another reason: nothing, said in words.
  await show(page, 'Daily limit reached', mismatch)
  await expect(noMatch(page)).toBeVisible()
  await expect(records(page)).toHaveCount(0)

  // The daily limit's customer under its own reason, and not under the mismatch.
  await show(page, 'Daily limit reached', dailyLimit)
  await expect(records(page).first()).toContainText(`XXXX XXXX ${dailyLimit}`)
  await expect(page.getByRole('table', { name: 'By operation and result' })).toContainText(
    'Refused',
  )
  await show(page, 'Fingerprint did not match', dailyLimit)
  await expect(noMatch(page)).toBeVisible()

  // Any reason again: the mismatch is back.
  await show(page, 'Any reason', mismatch)
  await expect(records(page).first()).toContainText(`XXXX XXXX ${mismatch}`)
  await expect(csv).not.toHaveAttribute('href', /cause=/)
})
