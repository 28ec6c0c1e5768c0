import { expect, test } from '@playwright/test'
import {
  aadhaarInput,
  bankInput,
  consentAndCapture,
  consentBox,
  fillCustomer,
  mobileInput,
  open,
  resultHeading,
  runEnquiry,
  SANDBOX,
  submitButton,
  tickConsent,
} from './helpers.ts'

test.describe('balance enquiry', () => {
  test('shows the balance in rupees with the bank, masked Aadhaar, RRN, STAN and reference', async ({
    page,
  }) => {
    await runEnquiry(page, 'balance', SANDBOX.success)
    await expect(resultHeading(page)).toHaveText('Balance received')
    const amount = page.locator('.balance__amount')
    await expect(amount).toHaveText(/^₹(\d{1,2},)*\d{1,3}\.\d{2}$/)
    const details = page.locator('.result .details')
    await expect(details).toContainText('State Bank of India (607094)')
    await expect(details).toContainText('XXXX XXXX 0000')
    await expect(details).toContainText('XXXXXX3210')
    await expect(details.getByText('RRN')).toBeVisible()
    await expect(details).toContainText(/RRN\s*\d{6,}/)
    await expect(details).toContainText(/STAN\s*\d{4,}/)
    await expect(details).toContainText(/Reference\s*\S+/)
    await expect(page.locator('body')).not.toContainText('999900000000')
  })

  test('groups the Aadhaar number while typing and masks it when the field is left', async ({
    page,
  }) => {
    await open(page, 'balance')
    await aadhaarInput(page).pressSequentially('99990000')
    await expect(aadhaarInput(page)).toHaveValue('9999 0000')
    await aadhaarInput(page).pressSequentially('0000')
    await expect(aadhaarInput(page)).toHaveValue('9999 0000 0000')
    await mobileInput(page).focus()
    await expect(aadhaarInput(page)).toHaveValue('XXXX XXXX 0000')
    await page.getByRole('button', { name: 'Show Aadhaar number' }).click()
    await expect(aadhaarInput(page)).toHaveValue('9999 0000 0000')
    await page.getByRole('button', { name: 'Hide Aadhaar number' }).click()
    await expect(aadhaarInput(page)).toHaveValue('XXXX XXXX 0000')
  })

  test('explains a wrong Aadhaar number and a short mobile number in plain words', async ({
    page,
  }) => {
    await open(page, 'balance')
    await aadhaarInput(page).fill('999900000001')
    await mobileInput(page).fill('98765')
    await bankInput(page).focus()
    await expect(
      page.getByText('This is not a valid Aadhaar number: a digit is wrong or two are swapped.', {
        exact: false,
      }),
    ).toBeVisible()
    await expect(page.getByText('The mobile number has 10 digits; this one has 5.')).toBeVisible()
    await expect(aadhaarInput(page)).toHaveAttribute('aria-invalid', 'true')
  })

  test('does not allow a capture before consent', async ({ page }) => {
    await open(page, 'balance')
    await fillCustomer(page, SANDBOX.success)
    await expect(page.getByRole('button', { name: 'Capture fingerprint' })).toBeDisabled()
    await expect(submitButton(page, 'balance')).toBeDisabled()
    await tickConsent(page)
    await expect(page.getByRole('button', { name: 'Capture fingerprint' })).toBeEnabled()
  })

  test('shows the elapsed seconds while waiting and cannot be sent twice', async ({ page }) => {
    await open(page, 'balance')
    await fillCustomer(page, SANDBOX.slow)
    await consentAndCapture(page)
    const sent: string[] = []
    page.on(
      'request',
      (r) => r.url().endsWith('/api/balance-enquiries') && sent.push(r.postData() ?? ''),
    )
    // The reply is held until the waiting line has been seen, however busy the machine.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/balance-enquiries', async (route) => {
      await held
      await route.continue()
    })
    await submitButton(page, 'balance').click()
    await expect(page.getByText(/Waiting for the bank… \d+ seconds/)).toBeVisible()
    await expect(submitButton(page, 'balance')).toBeDisabled()
    await submitButton(page, 'balance')
      .click({ force: true })
      .catch(() => {})
    release()
    await expect(resultHeading(page)).toHaveText('Balance received', { timeout: 60_000 })
    expect(sent).toHaveLength(1)
  })

  test('New customer clears every field and the result', async ({ page }) => {
    await runEnquiry(page, 'balance', SANDBOX.success)
    await page.getByRole('button', { name: 'New customer' }).click()
    await expect(aadhaarInput(page)).toHaveValue('')
    await expect(aadhaarInput(page)).toBeFocused()
    await expect(mobileInput(page)).toHaveValue('')
    await expect(bankInput(page)).toHaveValue('')
    await expect(consentBox(page)).not.toBeChecked()
    await expect(page.locator('.result')).toHaveCount(0)
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
    expect(stored).not.toContain('9876543210')
    expect(stored).not.toContain('999900000000')
  })
})

test.describe('mini statement', () => {
  test('lists the entries with date, description, credit or debit in words and sign, and amount', async ({
    page,
  }) => {
    await runEnquiry(page, 'statement', SANDBOX.success)
    await expect(resultHeading(page)).toHaveText('Mini statement received')
    const table = page.getByRole('table', { name: 'Last transactions, newest first' })
    await expect(table.getByRole('columnheader')).toHaveText([
      'Date',
      'Description',
      'Credit or debit',
      'Amount',
    ])
    const rows = table.locator('tbody tr')
    expect(await rows.count()).toBeGreaterThan(0)
    for (const row of await rows.all()) {
      const cells = row.getByRole('cell')
      await expect(cells.nth(0)).toHaveText(/^\d{2}\/\d{2}(\/\d{4})?$/)
      await expect(cells.nth(2)).toHaveText(/^[+−]?\s*(Credit|Debit|Not stated.*)$/)
      const type = (await cells.nth(2).innerText()).includes('Credit') ? '+' : '−'
      await expect(cells.nth(3)).toHaveText(
        new RegExp(`^\\${type === '+' ? '+' : '−'} ₹[\\d,]+\\.\\d{2}$`),
      )
    }
  })

  test('says so when the bank returns no entries', async ({ page }) => {
    await runEnquiry(page, 'statement', SANDBOX.emptyStatement)
    await expect(resultHeading(page)).toHaveText('Mini statement received')
    await expect(
      page
        .getByText('The bank returned no transactions for this account.')
        .filter({ visible: true }),
    ).toBeVisible()
  })
})

test('no script errors or CSP violations through both enquiries and every page', async ({
  page,
}) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
      problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await runEnquiry(page, 'balance', SANDBOX.success)
  await runEnquiry(page, 'statement', SANDBOX.success)
  for (const name of ['Transactions', 'Device and settings', 'Balance enquiry']) {
    await page.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  }
  expect(problems).toEqual([])
})
