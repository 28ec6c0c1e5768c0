import { expect, test } from '@playwright/test'
import { runEnquiry, SANDBOX } from './helpers.ts'

test('the journal lists enquiries newest first, with masked Aadhaar and outcome', async ({
  page,
}) => {
  await runEnquiry(page, 'balance', SANDBOX.pending)
  await page.goto('/transactions')
  const table = page.getByRole('table', { name: 'Recorded enquiries' })
  await expect(table).toBeVisible()
  const first = table.locator('tbody tr').first()
  await expect(first).toContainText('Balance enquiry')
  await expect(first).toContainText('Pending (not confirmed)')
  await expect(first).toContainText('XXXX XXXX 0063')
  await expect(page.locator('body')).not.toContainText('999900000063')
})

test('records are purged only after a confirmation step', async ({ page }) => {
  await runEnquiry(page, 'balance', SANDBOX.success)
  await page.goto('/transactions')
  await expect(page.getByRole('table', { name: 'Recorded enquiries' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Delete' }).selectOption({ label: 'All records' })
  await page.getByRole('button', { name: 'Delete records…' }).click()
  await expect(page.getByText('Delete ALL records? This cannot be undone.')).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('table', { name: 'Recorded enquiries' })).toBeVisible()

  await page.getByRole('button', { name: 'Delete records…' }).click()
  await page.getByRole('button', { name: 'Yes, delete' }).click()
  await expect(page.getByText(/Deleted \d+ records?\. 0 records remain\./)).toBeVisible()
  await expect(page.getByText('Nothing was recorded in this period.')).toBeVisible()
})

test('the settings page shows the bridge, the readers and the sandbox numbers', async ({
  page,
}) => {
  await page.goto('/settings')
  await expect(page.getByText('Sandbox (simulated bank and reader)')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sandbox test Aadhaar numbers' })).toBeVisible()
  await expect(page.getByRole('cell', { name: '9999 0000 0016' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Ready' }).first()).toBeVisible()
  const scan = page.waitForRequest((r) => r.url().includes('/api/devices?fresh=1'))
  await page.getByRole('button', { name: 'Scan again' }).click()
  await scan
  await expect(page.getByRole('complementary', { name: /SANDBOX MODE/ })).toBeVisible()
})
