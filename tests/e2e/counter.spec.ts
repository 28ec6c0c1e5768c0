// The counter at 10 a.m., in the browser: one customer on one screen at the two common
// laptop sizes (each step's control inside the viewport before it is used, no scrolling), the day
// book's totals on the first screen and reachable by keyboard, Check status settling a pending
// answer on screen, record and receipt, the last answer after a reload, and the timed walk from
// opening the page to a printed receipt that BENCHMARKS.md reports, at 1366×649 and 1093×515.

import AxeBuilder from '@axe-core/playwright'
import { mkdirSync, writeFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  aadhaarInput,
  bankInput,
  captureButton,
  consentBox,
  MOBILE,
  mobileInput,
  resultHeading,
  SANDBOX,
  SBI,
  submitButton,
  type Operation,
  tickConsent,
} from './helpers.ts'

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
] as const

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { printed: number; printedAt: number | null }
    w.printed = 0
    w.printedAt = null
    window.print = () => {
      w.printed++
      w.printedAt = performance.now()
    }
  })
})

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** The control is wholly on screen where the merchant is, and nothing had to scroll to show it. */
async function onScreen(page: Page, control: Locator) {
  await expect(control).toBeInViewport({ ratio: 1 })
  expect(await scrollY(page)).toBe(0)
}

async function oneCustomer(page: Page, operation: Operation) {
  await page.goto(operation === 'balance' ? '/' : '/mini-statement')
  await expect(page.getByText(/Fingerprint reader ready/)).toBeVisible()
  for (const field of [aadhaarInput(page), mobileInput(page), bankInput(page)])
    await onScreen(page, field)
  await aadhaarInput(page).fill(SANDBOX.success)
  await mobileInput(page).fill(MOBILE)
  await bankInput(page).fill(SBI.iin)
  const option = page.getByRole('option', { name: `${SBI.name} (${SBI.iin})` })
  await onScreen(page, option)
  await option.click()
  await onScreen(page, consentBox(page))
  await tickConsent(page)
  await onScreen(page, captureButton(page))
  await captureButton(page).click()
  await expect(page.getByText(/Fingerprint captured/)).toBeVisible()
  // After Capture the focus goes on to Send, not to the page.
  await expect(submitButton(page, operation)).toBeFocused()
  await onScreen(page, submitButton(page, operation))
  await submitButton(page, operation).click()
  await expect(resultHeading(page)).toBeFocused({ timeout: 20_000 })
  await onScreen(page, resultHeading(page))
  await onScreen(page, page.getByRole('button', { name: 'Print receipt' }))
}

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size })

    test('a balance enquiry is one screen: every step’s control and Print in view, no scrolling', async ({
      page,
    }) => {
      await oneCustomer(page, 'balance')
      await expect(page.getByText(/₹[\d,]+\.\d{2}/).first()).toBeInViewport()
    })

    test('a mini statement is one screen too, its Print beside the heading', async ({ page }) => {
      await oneCustomer(page, 'statement')
    })

    test('the day book shows its totals, Total included, on the first screen', async ({ page }) => {
      await page.goto('/transactions')
      const totals = page.getByRole('region', { name: 'By operation and result' })
      await expect(totals).toBeVisible()
      await expect(totals.getByRole('columnheader', { name: 'Total' })).toBeInViewport({ ratio: 1 })
      await expect(totals.locator('tbody tr').last().locator('td').first()).toBeInViewport({
        ratio: 1,
      })
      expect(await scrollY(page)).toBe(0)
    })
  })
}

test('the day book’s totals are reachable by keyboard and axe finds nothing serious', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/transactions')
  const totals = page.getByRole('region', { name: 'By operation and result' })
  await expect(totals).toBeVisible()
  for (let i = 0; i < 40; i++) {
    if (await totals.evaluate((el) => el === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(totals).toBeFocused()
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  const found = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'region')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(found).toEqual([])
})

test('a pending answer offers Check status; the settled answer shows on screen, record and receipt', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/')
  await aadhaarInput(page).fill(SANDBOX.pending)
  await mobileInput(page).fill(MOBILE)
  await bankInput(page).fill(SBI.iin)
  await page.getByRole('option', { name: `${SBI.name} (${SBI.iin})` }).click()
  await tickConsent(page)
  await captureButton(page).click()
  await expect(page.getByText(/Fingerprint captured/)).toBeVisible()
  await submitButton(page, 'balance').click()
  await expect(resultHeading(page)).toHaveText(/pending at the bank/)
  await expect(
    page.getByText(/A balance enquiry or a mini statement is not a withdrawal/),
  ).toBeVisible()
  const check = page.getByRole('button', { name: 'Check status' })
  await onScreen(page, check)
  await check.click()
  const settled = /the bank confirms that this enquiry succeeded/
  await expect(page.getByText(settled).first()).toBeVisible()
  await expect(check).toBeHidden()
  await expect(page.getByText(/RRN from the status check: \d{12}/)).toBeVisible()

  await page.emulateMedia({ media: 'print' })
  const receipt = page.getByRole('region', { name: 'Aadhaar banking enquiry receipt' })
  await expect(receipt.getByText('Final status', { exact: true })).toBeVisible()
  await expect(receipt).not.toContainText('Result NOT confirmed')
  await page.emulateMedia({ media: 'screen' })

  // The record, opened from the day book, says the same.
  await page.goto('/transactions')
  await page
    .getByRole('link', { name: /^Open the record of/ })
    .first()
    .click()
  await expect(page.getByText(settled).first()).toBeVisible()
})

test('a refusal for the bank’s daily limit gets the limit’s advice, not “another finger”', async ({
  page,
}) => {
  await page.goto('/')
  await aadhaarInput(page).fill(SANDBOX.dailyLimit)
  await mobileInput(page).fill(MOBILE)
  await bankInput(page).fill(SBI.iin)
  await page.getByRole('option', { name: `${SBI.name} (${SBI.iin})` }).click()
  await tickConsent(page)
  await captureButton(page).click()
  await expect(page.getByText(/Fingerprint captured/)).toBeVisible()
  await submitButton(page, 'balance').click()
  await expect(resultHeading(page)).toBeFocused({ timeout: 20_000 })
  await expect(page.locator('.result__next')).toContainText(/today’s are used up/)
  await expect(page.getByText(/capture another finger/)).toHaveCount(0)
})

test('after a reload the last answer is offered again, with the way to print it', async ({
  page,
}) => {
  await oneCustomer(page, 'balance')
  await page.reload()
  const last = page.getByRole('region', { name: 'Last answer at this desk' })
  await expect(last).toContainText(/Balance enquiry · .*answered by the bank/)
  await last.getByRole('link', { name: 'Open and print' }).click()
  await page.getByRole('button', { name: /Print/ }).first().click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
})

test('leaving with a fingerprint held asks first', async ({ page }) => {
  await page.goto('/')
  await aadhaarInput(page).fill(SANDBOX.success)
  await mobileInput(page).fill(MOBILE)
  await bankInput(page).fill(SBI.iin)
  await page.getByRole('option', { name: `${SBI.name} (${SBI.iin})` }).click()
  await tickConsent(page)
  await captureButton(page).click()
  await expect(page.getByText(/Fingerprint captured/)).toBeVisible()
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', async (dialog) => {
      resolve(dialog.type())
      await dialog.dismiss()
    }),
  )
  // A beforeunload handler runs only after the page had a user gesture: the clicks above.
  const reload = page.reload({ timeout: 5000 }).then(
    () => 'reloaded',
    () => 'stayed',
  )
  expect(await asked).toBe('beforeunload')
  expect(await reload).toBe('stayed')
  await expect(page.getByText(/Fingerprint captured/)).toBeVisible()
})

/** The sizes BENCHMARKS.md reports the walk at: a maximised Chrome on 1366×768 at 100 % and at 125 %. */
const WALK_SIZES = [
  { width: 1366, height: 649 },
  { width: 1093, height: 515 },
] as const

/** The control is wholly inside the viewport now. */
const wholly = (control: Locator) =>
  control.evaluate((el) => {
    const rect = el.getBoundingClientRect()
    return rect.top >= 0 && rect.bottom <= window.innerHeight && rect.left >= 0
  })

for (const size of WALK_SIZES) {
  test(`the timed walk at ${size.width}×${size.height}: opening the page to a printed receipt (clicks, keys, scrolls, seconds)`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    let clicks = 0
    let keys = 0
    // Page scrolls: each time a control the merchant needs next is not wholly in view. Notice
    // scrolls: each time the notice must be scrolled in its box before the box can be ticked.
    let scrolls = 0
    let noticeScrolls = 0
    const scrolledFor: string[] = []
    const click = async (target: Locator) => {
      if (!(await wholly(target))) {
        scrolledFor.push(await target.evaluate((el) => el.textContent?.trim() || el.id))
        await target.scrollIntoViewIfNeeded()
        scrolls++
      }
      await target.click()
      clicks++
    }
    const type = async (text: string) => {
      await page.keyboard.type(text)
      keys += text.length
    }
    const started = Date.now()
    await page.goto('/')
    await expect(page.getByText(/Fingerprint reader ready/)).toBeVisible()
    const opened = Date.now()
    await click(aadhaarInput(page))
    await type(SANDBOX.success)
    await click(mobileInput(page))
    await type(MOBILE)
    await click(bankInput(page))
    await type('state') // five letters of the bank are enough
    await click(page.getByRole('option', { name: `${SBI.name} (${SBI.iin})` }))
    const notice = page.getByTestId('customer-consent-text')
    await expect(notice).toBeVisible()
    if (await consentBox(page).isDisabled()) {
      await notice.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
      noticeScrolls++
    }
    await click(consentBox(page))
    await click(captureButton(page))
    await expect(page.getByText(/Fingerprint captured/)).toBeVisible()
    await click(submitButton(page, 'balance'))
    await expect(resultHeading(page)).toBeFocused({ timeout: 20_000 })
    await click(page.getByRole('button', { name: 'Print receipt' }))
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
    const walk = {
      viewport: `${size.width}x${size.height}`,
      clicks,
      keys,
      scrolls,
      scrolledFor,
      noticeScrolls,
      seconds: Number(((Date.now() - started) / 1000).toFixed(1)),
      loadSeconds: Number(((opened - started) / 1000).toFixed(1)),
    }
    console.log(`timed walk: ${JSON.stringify(walk)}`)
    mkdirSync('tests/.tmp', { recursive: true })
    writeFileSync(
      `tests/.tmp/timed-walk-${walk.viewport}.json`,
      JSON.stringify(walk, null, 2) + '\n',
    )
    // The figures to beat, counted by hand on the page before the counter layout: 8 clicks, 32
    // keys, 2-3 scrolls. The seconds are reported, not gated.
    expect(clicks).toBeLessThanOrEqual(8)
    expect(keys).toBeLessThan(32)
    expect(scrolls).toBeLessThanOrEqual(size.height < 600 ? 1 : 0)
  })
}
