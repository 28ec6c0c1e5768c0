// Steps of the enquiry flow as a merchant does them, found by role and label.
import { expect, type Page } from '@playwright/test'

export const MOBILE = '9876543210'
export const SBI = { iin: '607094', name: 'State Bank of India' }

export const SANDBOX = {
  success: '999900000000',
  unauthorized: '999900000016',
  failure: '999900000028',
  missingParameter: '999900000037',
  connectionTimeout: '999900000044',
  somethingWentWrong: '999900000059',
  pending: '999900000063',
  reversed: '999900000071',
  redirect: '999900000092',
  slow: '999900000102',
  hang: '999900000118',
  unknownStatus: '999900000125',
  notJson: '999900000139',
  dailyLimit: '999900000141',
  emptyStatement: '999900000156',
} as const

export type Operation = 'balance' | 'statement'

export const aadhaarInput = (page: Page) => page.getByRole('textbox', { name: 'Aadhaar number' })
export const mobileInput = (page: Page) => page.getByRole('textbox', { name: 'Customer’s mobile number' })
export const bankInput = (page: Page) => page.getByRole('combobox', { name: 'Customer’s bank' })
export const consentBox = (page: Page) => page.getByRole('checkbox', { name: /customer agrees/ })
export const captureButton = (page: Page) => page.getByRole('button', { name: /^Capture (fingerprint|again)$/ })
export const submitButton = (page: Page, operation: Operation) =>
  page.getByRole('button', { name: operation === 'balance' ? 'Get the balance' : 'Get the mini statement' })
export const resultHeading = (page: Page) => page.locator('#result-heading')

export async function open(page: Page, operation: Operation) {
  await page.goto(operation === 'balance' ? '/' : '/mini-statement')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

export async function fillCustomer(page: Page, aadhaar: string) {
  await aadhaarInput(page).fill(aadhaar)
  await mobileInput(page).fill(MOBILE)
  await bankInput(page).fill(SBI.iin)
  await page.getByRole('option', { name: `${SBI.name} (${SBI.iin})` }).click()
  await expect(bankInput(page)).toHaveValue(`${SBI.name} (${SBI.iin})`)
}

export async function consentAndCapture(page: Page) {
  await consentBox(page).check()
  await captureButton(page).click()
  await expect(page.getByText(/Fingerprint captured\. Quality \d+ out of 100\./)).toBeVisible()
}

/** Fills the form, captures, sends, and waits for the result heading to have focus. */
export async function runEnquiry(page: Page, operation: Operation, aadhaar: string) {
  await open(page, operation)
  await fillCustomer(page, aadhaar)
  await consentAndCapture(page)
  await submitButton(page, operation).click()
  await expect(resultHeading(page)).toBeFocused({ timeout: 20_000 })
}
