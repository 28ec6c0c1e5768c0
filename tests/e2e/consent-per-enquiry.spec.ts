// One customer, one consent per enquiry, in the browser against the sandbox
// bridge: every route into a new enquiry (the other operation from a result, the tab, "New
// enquiry for this customer", back and forward, reload, after a refusal, after a failure settled
// by Check status or not) shows the box unticked, and the record of each enquiry names the notice
// that was on screen when the box was ticked.
// A watcher in the page looks at the box on every frame and notes any moment it is ticked when
// the merchant did not tick that very box (every route into a new enquiry draws a new one) under
// that very notice text; every test ends by asserting there was none.

import { expect, test, type Page } from '@playwright/test'
import { consentNoticeId } from '../../src/shared/consent-notice.ts'
import {
  captureButton,
  consentBox,
  fillCustomer,
  open,
  resultHeading,
  SANDBOX,
  submitButton,
  type Operation,
  tickConsent,
} from './helpers.ts'

const OPERATION = { balance: 'balance-enquiry', statement: 'mini-statement' } as const

interface Watch {
  /** The box the merchant ticked, and the notice's text on screen when they did. */
  ticked: { box: Element; notice: string } | null
  violations: string[]
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { consentWatch: Watch }
    w.consentWatch = { ticked: null, violations: [] }
    const look = () => {
      const box = document.querySelector<HTMLInputElement>('#customer-consent')
      const notice = document.querySelector('[data-testid="customer-consent-text"]')?.textContent
      const ticked = w.consentWatch.ticked
      if (box?.checked && (ticked?.box !== box || ticked.notice !== notice))
        w.consentWatch.violations.push(
          `${location.pathname}: ticked under "${(notice ?? '').slice(0, 60)}"`,
        )
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  })
})

/** The merchant reads the notice on screen and ticks the box, which was off. */
async function tick(page: Page) {
  await expect(consentBox(page)).not.toBeChecked()
  await expect(consentBox(page)).toBeEnabled()
  await page.evaluate(() => {
    const w = window as unknown as { consentWatch: Watch }
    const notice = document.querySelector('[data-testid="customer-consent-text"]')
    const box = document.querySelector('#customer-consent')!
    w.consentWatch.ticked = { box, notice: notice?.textContent ?? '' }
  })
  await tickConsent(page)
}

async function noViolation(page: Page) {
  const violations = await page.evaluate(
    () => (window as unknown as { consentWatch: Watch }).consentWatch.violations,
  )
  expect(violations).toEqual([])
}

/** The box is off for a new enquiry, and greyed Capture says why, next to it. */
async function startsUnticked(page: Page, operation: Operation) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    operation === 'balance' ? 'Balance enquiry' : 'Mini statement',
  )
  await expect(consentBox(page)).not.toBeChecked()
  await expect(captureButton(page)).toBeDisabled()
  await expect(captureButton(page)).toHaveAccessibleDescription(/Tick the consent box/)
  await expect(page.locator('#capture-needs-consent')).toBeVisible()
}

/** Records every enquiry sent: its operation and the notice it names. */
function sentEnquiries(page: Page) {
  const sent: { path: string; consentNotice?: string }[] = []
  page.on('request', (request) => {
    const match = /\/api\/(balance-enquiries|mini-statements)$/.exec(request.url())
    if (request.method() === 'POST' && match)
      sent.push({ path: match[1]!, ...(request.postDataJSON() as { consentNotice?: string }) })
  })
  return sent
}

/** Tick, Capture, Send; the result's heading takes the focus. */
async function agreeAndSend(page: Page, operation: Operation) {
  await tick(page)
  await captureButton(page).click()
  await expect(page.getByText(/Fingerprint captured/)).toBeVisible()
  await submitButton(page, operation).click()
  await expect(resultHeading(page)).toBeFocused({ timeout: 60_000 })
}

/** The journal's newest records, newest first: their consent notices. */
async function recordedNotices(page: Page, count: number): Promise<(string | null)[]> {
  const reply = await page.request.get(`/api/transactions?limit=${count}`)
  const body = (await reply.json()) as { transactions: { consentNotice?: string | null }[] }
  return body.transactions.map((record) => record.consentNotice ?? null)
}

/** What was sent and what the journal recorded name these notices, and no box was ever ticked unread. */
async function namedAndNoViolation(
  page: Page,
  sent: { consentNotice?: string }[],
  notices: string[],
) {
  expect(sent.map((s) => s.consentNotice)).toEqual(notices)
  expect(await recordedNotices(page, notices.length)).toEqual(notices)
  await noViolation(page)
}

const be = consentNoticeId(OPERATION.balance, 'en')
const ms = consentNoticeId(OPERATION.statement, 'en')

test('a balance answer, then “Mini statement for this customer”: details kept, its own notice, the box off', async ({
  page,
}) => {
  const sent = sentEnquiries(page)
  await open(page, 'balance')
  await fillCustomer(page, SANDBOX.success)
  await agreeAndSend(page, 'balance')

  await page.getByRole('button', { name: 'Mini statement for this customer' }).click()
  await startsUnticked(page, 'statement')
  await expect(page.getByTestId('customer-consent-text')).toContainText('recent transactions')
  await expect(page.getByRole('textbox', { name: 'Aadhaar number' })).not.toHaveValue('')
  await agreeAndSend(page, 'statement')

  // And the reverse, from the statement's answer.
  await page.getByRole('button', { name: 'Balance for this customer' }).click()
  await startsUnticked(page, 'balance')
  await agreeAndSend(page, 'balance')

  await namedAndNoViolation(page, sent, [be, ms, be])
})

test('the tab, back and forward, and a tick left on one page: every page shows its box off', async ({
  page,
}) => {
  const sent = sentEnquiries(page)
  await open(page, 'balance')
  await fillCustomer(page, SANDBOX.success)
  // Ticked on the balance page, then the tab before anything was sent, and back by the tab.
  await tick(page)
  const tab = (name: string) => page.getByRole('navigation').getByRole('link', { name })
  await tab('Mini statement').click()
  await startsUnticked(page, 'statement')
  await tab('Balance enquiry').click()
  await startsUnticked(page, 'balance')
  await agreeAndSend(page, 'balance')

  // The tab, from the balance answer.
  await tab('Mini statement').click()
  await startsUnticked(page, 'statement')

  // Ticked here, then back (the balance answer is still there) and forward again: off.
  await tick(page)
  await page.goBack()
  await expect(resultHeading(page)).toHaveText('Balance received')
  await page.goForward()
  await startsUnticked(page, 'statement')

  // The box the merchant clicks out of habit was off: the click ticks it, and Capture is offered.
  await agreeAndSend(page, 'statement')
  expect(sent.map((s) => s.consentNotice)).toEqual([be, ms])
  await noViolation(page)
})

test('“New enquiry for this customer” and a reload start with the box off', async ({ page }) => {
  const sent = sentEnquiries(page)
  await open(page, 'balance')
  await fillCustomer(page, SANDBOX.success)
  await agreeAndSend(page, 'balance')

  await page.getByRole('button', { name: 'New enquiry for this customer' }).click()
  await startsUnticked(page, 'balance')
  // The focus is on the step the merchant takes first: the box.
  await expect(consentBox(page)).toBeFocused()
  await tick(page)
  await noViolation(page)

  // A reload while ticked: a new page, a new enquiry, the box off (the watcher starts again).
  await page.reload()
  await fillCustomer(page, SANDBOX.success)
  await startsUnticked(page, 'balance')
  await agreeAndSend(page, 'balance')
  expect(sent.map((s) => s.consentNotice)).toEqual([be, be])
  await noViolation(page)
})

test('after a refusal, “Capture again” is a new enquiry: the box off, and the record names its notice', async ({
  page,
}) => {
  const sent = sentEnquiries(page)
  await open(page, 'statement')
  await fillCustomer(page, SANDBOX.failure)
  await agreeAndSend(page, 'statement')
  await expect(resultHeading(page)).toHaveText(/refused/)

  // The refusal's own next step is the filled button.
  const again = page.getByRole('button', { name: 'Capture again' })
  await expect(again).toHaveClass(/button--primary/)
  await expect(page.getByRole('button', { name: 'Print receipt' })).toHaveClass(/button--secondary/)
  await again.click()
  await startsUnticked(page, 'statement')
  await expect(consentBox(page)).toBeFocused()
  await agreeAndSend(page, 'statement')

  await namedAndNoViolation(page, sent, [ms, ms])
})

test('a capture taken under one page’s notice is not sent from the other page', async ({
  page,
}) => {
  const sent = sentEnquiries(page)
  await open(page, 'balance')
  await fillCustomer(page, SANDBOX.success)
  await tick(page)
  await captureButton(page).click()
  await expect(page.getByText(/Fingerprint captured/)).toBeVisible()

  await page.getByRole('navigation').getByRole('link', { name: 'Mini statement' }).click()
  await startsUnticked(page, 'statement')
  await tick(page)
  // The finger was given under the balance notice: Send waits for a capture under this one.
  await expect(submitButton(page, 'statement')).toBeDisabled()
  await captureButton(page).click()
  await expect(submitButton(page, 'statement')).toBeEnabled()
  await submitButton(page, 'statement').click()
  await expect(resultHeading(page)).toBeFocused({ timeout: 60_000 })
  expect(sent.map((s) => s.consentNotice)).toEqual([ms])
  await noViolation(page)
})

test('after a failure, settled by Check status or not, the next enquiry starts with the box off', async ({
  page,
}) => {
  const sent = sentEnquiries(page)
  await open(page, 'balance')
  await fillCustomer(page, SANDBOX.somethingWentWrong)
  await agreeAndSend(page, 'balance')
  await expect(resultHeading(page)).toHaveText(/NOT confirmed/)

  // Its own next step first (Check status), then the settled failure's: a new enquiry.
  await page.getByRole('button', { name: 'Check status' }).click()
  await expect(resultHeading(page)).toHaveText('The bank confirms: this enquiry failed')
  const again = page.getByRole('button', { name: 'New enquiry for this customer' })
  await expect(again).toHaveClass(/button--primary/)
  await again.click()
  await startsUnticked(page, 'balance')
  await expect(consentBox(page)).toBeFocused()
  await agreeAndSend(page, 'balance')
  await expect(resultHeading(page)).toHaveText(/NOT confirmed/)

  // Or the next customer, from the failure as it stands.
  await page.getByRole('button', { name: 'New customer' }).click()
  await fillCustomer(page, SANDBOX.success)
  await startsUnticked(page, 'balance')
  await agreeAndSend(page, 'balance')
  await expect(resultHeading(page)).toHaveText('Balance received')

  await namedAndNoViolation(page, sent, [be, be, be])
})

test('a yes given under one language’s notice goes when the customer’s language changes', async ({
  page,
}) => {
  const sent = sentEnquiries(page)
  await open(page, 'balance')
  await fillCustomer(page, SANDBOX.success)
  await tick(page)
  await page.getByRole('combobox', { name: 'Customer’s language' }).selectOption('ta')
  const notice = page.getByTestId('customer-consent-text')
  await expect(notice).toHaveAttribute('lang', 'ta-IN')
  await expect(notice).not.toHaveClass(/is-stale/)
  await startsUnticked(page, 'balance')
  // Read to its end where it scrolls in its box, then the yes is to this text.
  await notice.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
  await agreeAndSend(page, 'balance')
  const ta = consentNoticeId(OPERATION.balance, 'ta')
  await namedAndNoViolation(page, sent, [ta])
})
