// Issue 41 in the browser, at a maximised Chrome on a 1366x768 laptop: the counter is handed over
// mid-day; the next enquiry waits for the new operator's own authentication; the records before
// and after carry the two names; and after two failed authentications the warning is on screen
// before the third capture. A bridge of its own (SANDBOX_2FA=daily), its reader on this checkout's
// ports (TEST_RD_PORT_OFFSET).
import { expect, test, type Page } from '@playwright/test'
import { startBridge, type ChildBridge } from './bridge-child.ts'
import {
  captureButton,
  fillCustomer,
  resultHeading,
  SANDBOX,
  submitButton,
  tickConsent,
} from './helpers.ts'

test.use({ viewport: { width: 1366, height: 649 } })

const RD_BASE = 12_350 + Number(process.env.TEST_RD_PORT_OFFSET ?? 0)
const rdPorts = (slot: number) => `${RD_BASE + slot * 5}-${RD_BASE + slot * 5 + 4}`

const authButton = (page: Page) =>
  page.getByRole('button', { name: /^(Place your finger and authenticate|Authenticate again)$/ })
const receipt = (page: Page) =>
  page.getByRole('region', { name: 'Aadhaar banking enquiry receipt' })
const nameBox = (page: Page) =>
  page.getByRole('textbox', { name: 'Name of the person taking the counter' })

interface Row {
  id: string
  operation: string
  outcome: string
  operator: string | null
  cause?: string
}

async function records(page: Page, bridge: ChildBridge): Promise<Row[]> {
  const reply = await page.request.get(`${bridge.url}/api/transactions?limit=50`)
  return ((await reply.json()) as { transactions: Row[] }).transactions
}

/** From the header's "At the counter" link or the settings page: the hand-over form. */
async function handOver(page: Page, name: string) {
  await page.getByRole('button', { name: 'Hand over the counter' }).click()
  await expect(nameBox(page)).toBeFocused()
  await nameBox(page).fill(name)
  await page.getByRole('button', { name: 'Hand over', exact: true }).click()
}

async function balance(page: Page, bridge: ChildBridge) {
  await page.goto(`${bridge.url}/`)
  await fillCustomer(page, SANDBOX.success)
}

async function captureAndSend(page: Page) {
  await tickConsent(page)
  await captureButton(page).click()
  await expect(page.getByText(/Fingerprint captured\. Quality \d+ out of 100\./)).toBeVisible()
  await submitButton(page, 'balance').click()
  await expect(resultHeading(page)).toBeFocused({ timeout: 60_000 })
  await expect(resultHeading(page)).toHaveText('Balance received')
}

test.describe('the counter handed over mid-day', () => {
  let bridge: ChildBridge
  test.beforeAll(async () => {
    bridge = await startBridge({ SANDBOX_2FA: 'daily', RD_PORTS: rdPorts(0), SANDBOX_RD: 'on' })
  })
  test.afterAll(async () => bridge?.stop())

  test('the next enquiry waits for the new operator, and the records carry both names', async ({
    page,
  }) => {
    // One person at one counter: the header names nobody.
    await page.goto(`${bridge.url}/settings`)
    await expect(page.getByRole('heading', { name: 'The person at the counter' })).toBeVisible()
    await expect(page.getByRole('banner')).not.toContainText('Asha')
    const headerHeight = () =>
      page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().height)
    const oneOperator = await headerHeight()

    // A name with digits is refused on the page, as the bridge would, and nothing is sent.
    await page.getByRole('button', { name: 'Hand over the counter' }).click()
    await nameBox(page).fill('Asha 98765')
    await page.getByRole('button', { name: 'Hand over', exact: true }).click()
    await expect(
      page.getByText('A name has no digits: never an Aadhaar or a phone number.'),
    ).toBeVisible()
    await expect(nameBox(page)).toHaveAttribute('aria-invalid', 'true')
    expect(
      (await records(page, bridge)).filter((r) => r.operation === 'operator-handover'),
    ).toEqual([])

    // Asha takes the counter: the page goes on to her own authentication.
    await nameBox(page).fill('Asha')
    await page.getByRole('button', { name: 'Hand over', exact: true }).click()
    await expect(page).toHaveURL(/\/merchant-authentication$/)
    await expect(page.getByRole('banner')).toContainText('Asha: authentication due')
    // The name in the header takes no second line: the consent notice below keeps its room.
    expect(await headerHeight()).toBe(oneOperator)
    await expect(page.getByText('Use Asha’s own finger, not the customer’s.')).toBeVisible()
    await authButton(page).click()
    await expect(
      page.getByRole('heading', { name: 'You are authenticated for today' }),
    ).toBeVisible({
      timeout: 60_000,
    })

    await balance(page, bridge)
    // The header names Asha in the badge's own room: still one line, the consent notice whole.
    expect(await headerHeight()).toBe(oneOperator)
    await captureAndSend(page)
    // The receipt names nobody unless the shop turns it on.
    await page.emulateMedia({ media: 'print' })
    await expect(receipt(page)).toBeVisible()
    await expect(receipt(page)).not.toContainText('Served by')
    await expect(receipt(page)).not.toContainText('Asha')
    await page.emulateMedia({ media: 'screen' })

    // The shop turns it on for the receipts from now on.
    await page.goto(`${bridge.url}/settings`)
    await page
      .getByRole('checkbox', { name: 'Print the name of the person at the counter on receipts' })
      .check()

    // Mid-day, Ravi takes over from the header's link; the focus goes to his authentication.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Asha: authenticated today/ })
      .click()
    await handOver(page, 'Ravi')
    await expect(page.getByText('At the counter now: Ravi.', { exact: false })).toBeVisible()
    await expect(authButton(page)).toBeFocused()
    await expect(page.getByRole('banner')).toContainText('Ravi: authentication due')
    // The names used on this desk are a quick pick: Asha is offered, Ravi (at the counter) is not.
    await handOverOpen(page)
    await expect(page.getByRole('group', { name: 'Names used on this desk' })).toContainText('Asha')
    await expect(
      page
        .getByRole('group', { name: 'Names used on this desk' })
        .getByRole('button', { name: 'Ravi' }),
    ).toHaveCount(0)
    await page.getByRole('button', { name: 'Cancel' }).click()

    // The next customer: Ravi's own authentication comes first, before the customer's capture.
    await balance(page, bridge)
    const first = page.getByRole('button', { name: 'Authenticate now' })
    await expect(
      page.getByRole('heading', {
        name: 'New at the counter, Ravi: their own authentication first',
      }),
    ).toBeVisible()
    const order = await first.evaluate((button) => {
      const capture = document.getElementById('capture-button')
      return capture
        ? button.compareDocumentPosition(capture) & Node.DOCUMENT_POSITION_FOLLOWING
        : -1
    })
    expect(order).toBeGreaterThan(0)
    await first.click()
    await expect(first).toBeHidden({ timeout: 60_000 })
    await captureAndSend(page)
    await page.emulateMedia({ media: 'print' })
    await expect(receipt(page).getByText('Served by', { exact: true })).toBeVisible()
    await expect(receipt(page)).toContainText('Ravi')
    await page.emulateMedia({ media: 'screen' })

    // Records before and after carry the two names; none was refused for a missing authentication.
    const rows = await records(page, bridge)
    expect(rows.map((r) => r.outcome)).not.toContain('merchant-auth-required')
    const enquiries = rows.filter((r) => r.operation === 'balance-enquiry').reverse()
    expect(enquiries.map((r) => [r.operator, r.outcome])).toEqual([
      ['Asha', 'success'],
      ['Ravi', 'success'],
    ])
    const auths = rows.filter((r) => r.operation === 'merchant-authentication').reverse()
    expect(auths.map((r) => r.operator)).toEqual(['Asha', 'Ravi'])

    // The day book's totals split by the two (hand-over, authentication, enquiry each), and its
    // filter shows one person's records only.
    await page.goto(`${bridge.url}/transactions`)
    const byPerson = page.getByRole('table', { name: 'By person at the counter' })
    await expect(byPerson.getByRole('row', { name: /^Asha 3 3$/ })).toBeVisible()
    await expect(byPerson.getByRole('row', { name: /^Ravi 3 3$/ })).toBeVisible()
    await page.getByRole('combobox', { name: 'Person at the counter' }).selectOption('Ravi')
    await page.getByRole('button', { name: 'Show', exact: true }).click()
    await expect(byPerson.getByRole('row', { name: /^Asha/ })).toHaveCount(0)
    await expect(byPerson.getByRole('row', { name: /^Ravi 3 3$/ })).toBeVisible()
  })
})

async function handOverOpen(page: Page) {
  await page.getByRole('button', { name: 'Hand over the counter' }).click()
  await expect(nameBox(page)).toBeFocused()
}

test.describe('before the bank blocks the operator', () => {
  let bridge: ChildBridge
  test.beforeAll(async () => {
    bridge = await startBridge({
      SANDBOX_2FA: 'daily',
      SANDBOX_2FA_DECLINE: '2',
      RD_PORTS: rdPorts(1),
      SANDBOX_RD: 'on',
    })
  })
  test.afterAll(async () => bridge?.stop())

  test('after two failed authentications the warning is on screen before the third capture', async ({
    page,
  }) => {
    const warning = page.getByRole('heading', {
      name: '2 failed authentications in a row: a third may block you at the bank',
    })
    await page.goto(`${bridge.url}/merchant-authentication`)
    const failed = page.getByRole('heading', { name: 'The authentication did not succeed' })
    await authButton(page).click()
    await expect(failed).toBeVisible({ timeout: 60_000 })
    // One failure: no warning yet.
    await expect(warning).toHaveCount(0)
    await expect(
      page.getByRole('heading', { name: /failed authentications in a row/ }),
    ).toHaveCount(0)
    await authButton(page).click()
    await expect(authButton(page)).toBeEnabled({ timeout: 60_000 })
    await expect(failed).toBeVisible()
    // Before the third press: the warning, above the button, with what to try first.
    await expect(warning).toBeVisible()
    await expect(page.getByText('Use another finger', { exact: false })).toBeVisible()
    await expect(page.getByText('Wipe the reader’s glass', { exact: false })).toBeVisible()
    const above = await warning.evaluate((heading) => {
      const button = [...document.querySelectorAll('button')].find((b) =>
        /authenticate/i.test(b.textContent ?? ''),
      )
      return button ? heading.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING : 0
    })
    expect(above).toBeGreaterThan(0)
    // The enquiry form says it too, before the customer's page offers the merchant's capture.
    await page.goto(`${bridge.url}/`)
    await expect(warning).toBeVisible()
    await page.getByRole('button', { name: 'Authenticate now' }).click()
    await expect(page.getByRole('button', { name: 'Authenticate now' })).toBeHidden({
      timeout: 60_000,
    })
    await expect(warning).toHaveCount(0)
  })
})

test.describe('a bank that blocked the operator', () => {
  let bridge: ChildBridge
  test.beforeAll(async () => {
    bridge = await startBridge({
      SANDBOX_2FA: 'daily',
      SANDBOX_2FA_DECLINE: 'blocked',
      RD_PORTS: rdPorts(2),
      SANDBOX_RD: 'on',
    })
  })
  test.afterAll(async () => bridge?.stop())

  test('a "merchant blocked" answer is merchant-blocked, and the page says whom to call', async ({
    page,
  }) => {
    await page.goto(`${bridge.url}/merchant-authentication`)
    await authButton(page).click()
    const blocked = page.getByRole('heading', {
      name: 'The bank has blocked the person at the counter',
    })
    await expect(blocked).toBeVisible({ timeout: 60_000 })
    await expect(
      page.getByText(/Call your service provider’s or your bank’s helpdesk/),
    ).toBeVisible()
    await expect(page.getByText('Blocked by the bank: see below whom to call.')).toBeVisible()
    const [auth] = (await records(page, bridge)).filter(
      (r) => r.operation === 'merchant-authentication',
    )
    expect(auth).toMatchObject({ cause: 'merchant-blocked' })
    // The counter says so too, before any customer's finger is taken.
    await page.goto(`${bridge.url}/`)
    await expect(blocked).toBeVisible()
  })
})
