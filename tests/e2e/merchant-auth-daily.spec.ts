// Issue 22 item 2, in the browser: with a provider that asks daily (SANDBOX_2FA=daily), the first
// customer of the day does not pay for the merchant's authentication. The enquiry page puts it
// first; one click does it; the customer's typed details stay; the customer's own capture then
// succeeds, and the day book holds no refused `merchant-auth-required` record. With the default
// on-request policy, where the provider never asked, the header says nothing about it.
import { expect, test, type Page } from '@playwright/test'
import { startBridge, type ChildBridge } from './bridge-child.ts'
import {
  aadhaarInput,
  bankInput,
  captureButton,
  fillCustomer,
  MOBILE,
  mobileInput,
  resultHeading,
  SANDBOX,
  SBI,
  submitButton,
  tickConsent,
} from './helpers.ts'

const RD_LOW = Number((process.env.E2E_RD_PORTS ?? '12300').split('-')[0])

const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Merchant auth/ })

test.describe('a provider that asks daily', () => {
  let bridge: ChildBridge
  test.beforeAll(async () => {
    // Its own reader ports, ten above the suite's bridge's (E2E_RD_PORTS, 12300-12304 by default).
    bridge = await startBridge({
      SANDBOX_2FA: 'daily',
      RD_PORTS: `${RD_LOW + 10}-${RD_LOW + 14}`,
      SANDBOX_RD: 'on',
    })
  })
  test.afterAll(async () => bridge?.stop())

  test('the first customer of the day: the merchant authenticates first, in one click, nothing typed is lost', async ({
    page,
  }) => {
    await page.goto(`${bridge.url}/`)
    await expect(page.getByText(/Fingerprint reader ready/)).toBeVisible()
    await fillCustomer(page, SANDBOX.success)

    const first = page.getByRole('button', { name: 'Authenticate now' })
    await expect(first).toBeVisible()
    await expect(badge(page)).toHaveText(/Merchant authentication due/)
    // The merchant's authentication comes before the customer's capture, on the page and in order.
    const order = await first.evaluate((button) => {
      const capture = document.getElementById('capture-button')
      return capture
        ? button.compareDocumentPosition(capture) & Node.DOCUMENT_POSITION_FOLLOWING
        : -1
    })
    expect(order).toBeGreaterThan(0)
    await expect(page.getByText(/Fingerprint captured/)).toHaveCount(0)

    await first.click()
    await expect(first).toBeHidden({ timeout: 60_000 })
    await expect(page.getByText(/Your daily merchant authentication is due/)).toBeHidden()
    await expect(badge(page)).toHaveText(/Merchant authenticated today/)
    // The customer's details, typed before, are all still there.
    await expect(aadhaarInput(page)).toHaveValue(/0000$/)
    await expect(mobileInput(page)).toHaveValue(MOBILE)
    await expect(bankInput(page)).toHaveValue(`${SBI.name} (${SBI.iin})`)

    await tickConsent(page)
    await captureButton(page).click()
    await expect(page.getByText(/Fingerprint captured\. Quality \d+ out of 100\./)).toBeVisible()
    await submitButton(page, 'balance').click()
    await expect(resultHeading(page)).toBeFocused({ timeout: 60_000 })
    await expect(resultHeading(page)).toHaveText('Balance received')

    const reply = await page.request.get(`${bridge.url}/api/transactions?limit=50`)
    const { transactions } = (await reply.json()) as {
      transactions: { operation: string; outcome: string }[]
    }
    expect(transactions.map((t) => t.outcome)).not.toContain('merchant-auth-required')
    expect(transactions.filter((t) => t.operation === 'balance-enquiry')).toEqual([
      expect.objectContaining({ outcome: 'success' }),
    ])
  })
})

test('where the provider never asked (on-request), the header says nothing of the merchant’s authentication', async ({
  page,
}) => {
  // The suite's bridge: SANDBOX_2FA unset, the sandbox asks only for its test number.
  await page.goto('/')
  const status = (await (await page.request.get('/api/status')).json()) as {
    merchantAuth: { policy: string; state: string }
  }
  expect(status.merchantAuth.policy).toBe('on-request')
  await expect(page.getByRole('heading', { level: 1, name: 'Balance enquiry' })).toBeVisible()
  await expect(page.getByText(/Fingerprint reader ready/)).toBeVisible()
  await expect(page.getByRole('banner')).not.toContainText(/Merchant auth/i)
  await expect(page.getByRole('button', { name: 'Authenticate now' })).toHaveCount(0)
})
