import { expect, test } from '@playwright/test'
import { SANDBOX, tickConsent } from './helpers.ts'

test('the desk works in Hindi, and remembers the choice', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: /^हिन्दी/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('बैलेंस पूछताछ')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('बैलेंस पूछताछ')

  await page.getByRole('textbox', { name: 'आधार नंबर' }).fill(SANDBOX.success)
  await page.getByRole('textbox', { name: 'ग्राहक का मोबाइल नंबर' }).fill('9876543210')
  await page.getByRole('combobox', { name: 'ग्राहक का बैंक' }).fill('607094')
  await page.getByRole('option', { name: 'State Bank of India (607094)' }).click()
  // The customer's language follows the interface until one is chosen: the Hindi notice, whole.
  await expect(page.locator('blockquote[lang="hi-IN"]')).toContainText('फ़िंगरप्रिंट सीलबंद')
  await expect(page.getByText('हिन्दी में दिखाएँ')).toHaveCount(0)
  await tickConsent(page, 'hi')
  await expect(
    page.getByRole('checkbox', { name: 'मैंने यह ग्राहक को पढ़कर सुनाया, और ग्राहक ने हाँ कहा।' }),
  ).toBeChecked()
  await page.getByRole('button', { name: 'फ़िंगरप्रिंट लें' }).click()
  await expect(page.getByText(/फ़िंगरप्रिंट ले लिया गया/)).toBeVisible()
  await page.getByRole('button', { name: 'बैलेंस जानें' }).click()
  const heading = page.locator('#result-heading')
  await expect(heading).toBeFocused({ timeout: 60_000 })
  await expect(heading).toHaveText('बैलेंस मिल गया')
  await expect(page.getByText('उपलब्ध बैलेंस').filter({ visible: true })).toBeVisible()
  await expect(page.locator('.balance__amount')).toHaveText(/^₹[\d,]+\.\d{2}$/)
})

test('a refusal and a device error are explained in Hindi, with the bridge’s own words', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('aeps-desk.language', 'hi'))
  await page.goto('/mini-statement')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मिनी स्टेटमेंट')
  await page.getByRole('textbox', { name: 'आधार नंबर' }).fill(SANDBOX.failure)
  await page.getByRole('textbox', { name: 'ग्राहक का मोबाइल नंबर' }).fill('9876543210')
  await page.getByRole('combobox', { name: 'ग्राहक का बैंक' }).fill('607094')
  await page.getByRole('option', { name: 'State Bank of India (607094)' }).click()
  await tickConsent(page, 'hi')
  await page.getByRole('button', { name: 'फ़िंगरप्रिंट लें' }).click()
  await expect(page.getByText(/फ़िंगरप्रिंट ले लिया गया/)).toBeVisible()
  await page.getByRole('button', { name: 'मिनी स्टेटमेंट पाएँ' }).click()
  await expect(page.locator('#result-heading')).toHaveText('बैंक ने पूछताछ अस्वीकार की', {
    timeout: 60_000,
  })
  await expect(page.getByText('आगे क्या करें')).toBeVisible()
})
