// The README's screenshot (docs/images/balance-enquiry.png): the balance enquiry page of a bridge
// in sandbox mode, in Debian's Chromium, with a customer's details typed in and the consent
// notice on screen. Run after `npm run build`, against a bridge you started:
//   BRIDGE_URL=http://127.0.0.1:7661 node --import tsx scripts/docs-screenshot.ts

import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../tests/chromium.ts'

const url = process.env.BRIDGE_URL ?? 'http://127.0.0.1:7410'
const browser = await chromium.launch(CHROMIUM_LAUNCH)
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.goto(url)
  await page.getByRole('textbox', { name: 'Aadhaar number' }).fill('999900000000')
  await page.getByRole('textbox', { name: 'Customer’s mobile number' }).fill('9876543210')
  const bank = page.getByRole('combobox', { name: 'Customer’s bank' })
  await bank.fill('State Bank')
  await page
    .getByRole('option', { name: /State Bank of India/ })
    .first()
    .click()
  await page.getByRole('checkbox', { name: /I read this to the customer/ }).waitFor()
  await page.getByText('Fingerprint reader ready').first().waitFor()
  await page.screenshot({ path: 'docs/images/balance-enquiry.png', fullPage: false })
} finally {
  await browser.close()
}
