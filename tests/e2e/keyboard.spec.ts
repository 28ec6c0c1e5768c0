import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  aadhaarInput,
  bankInput,
  consentBox,
  mobileInput,
  resultHeading,
  SANDBOX,
} from './helpers.ts'

/** Presses Tab (only the keyboard) until the element has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target}`)
}

test('a whole balance enquiry works with the keyboard alone, in natural tab order', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(/Fingerprint reader ready/)).toBeVisible()

  const order: string[] = []
  page.on('console', () => {})
  await tabTo(page, aadhaarInput(page))
  await page.keyboard.type(SANDBOX.success)
  await expect(aadhaarInput(page)).toHaveValue('9999 0000 0000')
  order.push('aadhaar')

  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Show Aadhaar number' })).toBeFocused()
  await expect(aadhaarInput(page)).toHaveValue('XXXX XXXX 0000')
  await page.keyboard.press('Tab')
  await expect(mobileInput(page)).toBeFocused()
  await page.keyboard.type('9876543210')
  await page.keyboard.press('Tab')
  await expect(bankInput(page)).toBeFocused()
  await page.keyboard.type('state bank of')
  await expect(bankInput(page)).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(bankInput(page)).toHaveAttribute('aria-activedescendant', /bank-option-/)
  await page.keyboard.press('Enter')
  await expect(bankInput(page)).toHaveValue('State Bank of India (607094)')
  await expect(bankInput(page)).toHaveAttribute('aria-expanded', 'false')

  // The customer's language comes first in the consent step, then the notice's own controls.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('combobox', { name: 'Customer’s language' })).toBeFocused()
  await tabTo(page, consentBox(page), 4)
  await page.keyboard.press('Space')
  await expect(consentBox(page)).toBeChecked()

  const capture = page.getByRole('button', { name: 'Capture fingerprint' })
  await tabTo(page, capture, 5)
  await page.keyboard.press('Enter')
  await expect(page.getByText(/Fingerprint captured\. Quality \d+/)).toBeVisible()

  const submit = page.getByRole('button', { name: 'Get the balance' })
  await tabTo(page, submit, 5)
  await page.keyboard.press('Enter')
  await expect(resultHeading(page)).toBeFocused({ timeout: 60_000 })
  await expect(resultHeading(page)).toHaveText('Balance received')

  await tabTo(page, page.getByRole('button', { name: 'New customer' }), 6)
  await page.keyboard.press('Enter')
  await expect(aadhaarInput(page)).toBeFocused()
  await expect(aadhaarInput(page)).toHaveValue('')
})

test('the bank list closes with Escape and a page change moves focus to its heading', async ({
  page,
}) => {
  await page.goto('/')
  await tabTo(page, bankInput(page))
  await page.keyboard.type('bank')
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('listbox')).toBeHidden()

  await tabTo(page, page.getByRole('link', { name: 'Mini statement' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Mini statement' })).toBeFocused()
})
