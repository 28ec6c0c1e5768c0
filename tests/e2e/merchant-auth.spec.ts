// The merchant's daily authentication against the sandbox: the test number 999900000085 asks for it
// until the merchant has authenticated today (docs/developer-guide.md, "Sandbox test numbers"). The
// tests run in order on one bridge: the first leaves the authentication done for the rest.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import {
  aadhaarInput,
  bankInput,
  captureButton,
  consentBox,
  mobileInput,
  MOBILE,
  resultHeading,
  runEnquiry,
  SBI,
  submitButton,
  tickConsent,
} from './helpers.ts'

const AUTH_DUE_UNTIL_DONE = '999900000085'
const BANK_WORDS = '999900000160'

async function audit(page: Page, name: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious).toEqual([])
}

const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Merchant auth/ })

test.describe.configure({ mode: 'serial' })

test('a refusal shows the bank’s own words and code, on the result and the receipt', async ({
  page,
}) => {
  await runEnquiry(page, 'balance', BANK_WORDS)
  await expect(resultHeading(page)).toHaveText('The bank refused the enquiry')
  // Once, in the box of what the bank said: its words and its code (no repeats).
  await expect(page.locator('.result__said')).toContainText(/daily limit.* \(code 65\)/)
  await expect(page.locator('.receipt')).toContainText(/The bank says.*daily limit.*code 65/)
})

test('enquiry, authentication due, the merchant authenticates, the enquiry succeeds', async ({
  page,
}) => {
  await runEnquiry(page, 'balance', AUTH_DUE_UNTIL_DONE)
  await expect(resultHeading(page)).toHaveText('The merchant’s daily authentication is due')
  await expect(badge(page)).toHaveText(/Merchant authentication due/)

  // Another page of the desk now says so before a customer's finger is taken.
  await page.getByRole('link', { name: 'Mini statement', exact: true }).click()
  await expect(page.getByText(/Your daily merchant authentication is due/)).toBeVisible()
  // One action beside the heading (U6); the page of its own is the header's pill.
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Authenticate now' }),
  ).toHaveCount(1)
  await expect(badge(page)).toHaveAttribute('href', '/merchant-authentication')
  // The page of its own, reached by the pill, says what is shared.
  await badge(page).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merchant’s daily authentication' }),
  ).toBeFocused()
  await expect(page.getByText(/A customer’s balance enquiry is waiting/)).toBeVisible()
  await expect(page.getByRole('region', { name: 'What is shared' })).toContainText(
    'they learn only whether it matched',
  )
  await expect(page.getByText(/^Due since \d{1,2}:\d{2}\s?(am|pm) IST/i)).toBeVisible()
  await audit(page, 'merchant authentication, due')

  // Back at the refused answer, "Authenticate now" is the main button and one click, as the
  // form's banner: the merchant's finger is taken and sent here, with no page in between.
  await page.getByRole('link', { name: 'Balance enquiry', exact: true }).click()
  await expect(resultHeading(page)).toHaveText('The merchant’s daily authentication is due')
  const authNow = page.getByRole('button', { name: 'Authenticate now' })
  await expect(authNow).toHaveClass(/button--primary/)
  await authNow.click()
  await expect(badge(page)).toHaveText(
    /Merchant authenticated today, \d{1,2}:\d{2}\s?(am|pm) IST/i,
    {
      timeout: 60_000,
    },
  )
  await expect(page).toHaveURL(/\/$/)
  // The customer's details are kept; their spent capture and their spent yes are not: the new
  // enquiry asks for both afresh.
  await expect(aadhaarInput(page)).toHaveValue('XXXX XXXX 0085')
  await expect(mobileInput(page)).toHaveValue(MOBILE)
  await expect(bankInput(page)).toHaveValue(`${SBI.name} (${SBI.iin})`)
  await expect(consentBox(page)).not.toBeChecked()
  await expect(page.getByText(/take the customer’s fingerprint again/)).toBeVisible()
  await expect(submitButton(page, 'balance')).toBeDisabled()
  await audit(page, 'back at the enquiry')

  await tickConsent(page)
  await captureButton(page).click()
  await expect(page.getByText(/Fingerprint captured\. Quality \d+ out of 100\./)).toBeVisible()
  await expect(page.getByText(/take the customer’s fingerprint again/)).toBeHidden()
  await submitButton(page, 'balance').click()
  await expect(resultHeading(page)).toBeFocused({ timeout: 60_000 })
  await expect(resultHeading(page)).toHaveText('Balance received')
  await expect(page.locator('.balance__amount')).toHaveText(/^₹/)
})

test('the header says when it was done; the page works by keyboard and in Hindi', async ({
  page,
}) => {
  await page.goto('/')
  await expect(badge(page)).toHaveText(/Merchant authenticated today, .* IST/)
  await expect(page.getByText(/Your daily merchant authentication is due/)).toBeHidden()

  for (let i = 0; i < 12; i++) {
    if (await badge(page).evaluate((el) => el === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(badge(page)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  const again = page.getByRole('button', { name: 'Authenticate again' })
  for (let i = 0; i < 12; i++) {
    if (await again.evaluate((el) => el === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(again).toBeFocused()

  await page.getByRole('button', { name: /हिन्दी/ }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'मर्चेंट की रोज़ की पहचान की जाँच' }),
  ).toBeVisible()
  await expect(page.getByRole('banner')).toContainText('मर्चेंट की आज की पहचान की जाँच हो गई')
  await audit(page, 'merchant authentication in Hindi')
})
