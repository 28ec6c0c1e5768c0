// Issue 41 item 5 in the browser, at 1366x649: a browser fix 10 km from the configured shop is
// questioned before the capture (the capture waits for the answer), and the record keeps the
// chosen source and the fix's accuracy; one 1 km away is not questioned. A bridge of its own with
// a shop location (LOCATION_WARN_KM left at its default, 5), its reader on this checkout's ports.
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { startBridge, type ChildBridge } from './bridge-child.ts'
import {
  captureButton,
  fillCustomer,
  resultHeading,
  SANDBOX,
  submitButton,
  tickConsent,
} from './helpers.ts'

const SHOP = { latitude: 28.613939, longitude: 77.209023 }
/** One degree of latitude is about 111.2 km. */
const north = (km: number) => ({ ...SHOP, latitude: SHOP.latitude + km / 111.2, accuracy: 35 })

test.use({
  viewport: { width: 1366, height: 649 },
  permissions: ['geolocation'],
  geolocation: north(10),
})

const RD_BASE = 12_365 + Number(process.env.TEST_RD_PORT_OFFSET ?? 0)

interface Row {
  operation: string
  locationSource?: string
  locationAccuracyM?: number | null
}

let bridge: ChildBridge
test.beforeAll(async () => {
  bridge = await startBridge({
    RD_PORTS: `${RD_BASE}-${RD_BASE + 4}`,
    SANDBOX_RD: 'on',
    MERCHANT_LATITUDE: String(SHOP.latitude),
    MERCHANT_LONGITUDE: String(SHOP.longitude),
  })
})
test.afterAll(async () => bridge?.stop())

const question = (page: Page) => page.getByRole('heading', { name: /km from the shop$/ })

async function latestEnquiry(page: Page): Promise<Row> {
  const reply = await page.request.get(`${bridge.url}/api/transactions?limit=50`)
  const { transactions } = (await reply.json()) as {
    transactions: { id: string; operation: string }[]
  }
  const latest = transactions.find((r) => r.operation === 'balance-enquiry')!
  return (await (
    await page.request.get(`${bridge.url}/api/transactions/${latest.id}`)
  ).json()) as Row
}

/** The page with the laptop's position asked for (the merchant's click), the customer typed. */
async function start(page: Page, context: BrowserContext, km: number) {
  await context.setGeolocation(north(km))
  await page.goto(`${bridge.url}/`)
  await page.getByRole('button', { name: 'Use this laptop’s location' }).click()
  await fillCustomer(page, SANDBOX.success)
  await tickConsent(page)
}

async function captureAndSend(page: Page) {
  await captureButton(page).click()
  await expect(page.getByText(/Fingerprint captured\. Quality \d+ out of 100\./)).toBeVisible()
  await submitButton(page, 'balance').click()
  await expect(resultHeading(page)).toBeFocused({ timeout: 60_000 })
}

test('a fix 10 km from the shop is questioned before the capture; the shop’s position then goes', async ({
  page,
  context,
}) => {
  await start(page, context, 10)
  await expect(question(page)).toHaveText('This laptop’s position is 10 km from the shop')
  await expect(captureButton(page)).toBeDisabled()
  await expect(question(page)).toBeInViewport()
  await page.getByRole('button', { name: 'Use the shop’s position' }).click()
  await expect(question(page)).toHaveCount(0)
  await expect(page.getByText('Location: the shop location set in the bridge.')).toBeVisible()
  await captureAndSend(page)
  expect(await latestEnquiry(page)).toMatchObject({ locationSource: 'shop' })
})

test('the merchant may send the far fix: the record keeps the browser as source and its accuracy', async ({
  page,
  context,
}) => {
  await start(page, context, 10)
  await expect(question(page)).toBeVisible()
  await page.getByRole('button', { name: 'Send this laptop’s position' }).click()
  await expect(captureButton(page)).toBeEnabled()
  await captureAndSend(page)
  expect(await latestEnquiry(page)).toMatchObject({
    locationSource: 'browser',
    locationAccuracyM: 35,
  })
})

test('a fix 1 km from the shop is not questioned', async ({ page, context }) => {
  await start(page, context, 1)
  await expect(page.getByText('Location sent: this laptop (within 35 m).')).toBeVisible()
  await expect(question(page)).toHaveCount(0)
  await captureAndSend(page)
  expect(await latestEnquiry(page)).toMatchObject({
    locationSource: 'browser',
    locationAccuracyM: 35,
  })
})
