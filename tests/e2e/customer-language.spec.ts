// The customer's own language in Chromium: all 13 languages fit a 1024×600 desk
// without clipping and pass axe, each with its lang and dir; the choice is remembered apart from
// the interface language; Read aloud appears only where a voice is listed (a fake voice list
// injected before the page loads); the result and the receipt carry the customer's lines.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { fakeVoices } from './fake-voices.ts'
import { MISMATCH, runEnquiry, SANDBOX } from './helpers.ts'

const LANGUAGES = [
  ['en', 'English'],
  ['hi', 'Hindi'],
  ['bn', 'Bengali'],
  ['mr', 'Marathi'],
  ['te', 'Telugu'],
  ['ta', 'Tamil'],
  ['gu', 'Gujarati'],
  ['kn', 'Kannada'],
  ['or', 'Odia'],
  ['ml', 'Malayalam'],
  ['pa', 'Punjabi'],
  ['as', 'Assamese'],
  ['ur', 'Urdu'],
] as const

const picker = (page: Page) => page.getByRole('combobox', { name: 'Customer’s language' })
const notice = (page: Page) => page.getByTestId('customer-consent-text')

async function audit(page: Page, name: string) {
  const results = await new AxeBuilder({ page })
    .include('.consent')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious).toEqual([])
}

test.describe('at a 1024×600 desk', () => {
  test.use({ viewport: { width: 1024, height: 600 } })

  test('every language shows the whole notice with its lang and dir, unclipped and axe clean', async ({
    page,
  }) => {
    await fakeVoices(page, [])
    await page.goto('/')
    await expect(notice(page)).toHaveAttribute('lang', 'en-IN')
    for (const [lang, name] of LANGUAGES) {
      await picker(page).selectOption(lang)
      await expect(notice(page), name).toHaveAttribute('lang', `${lang}-IN`)
      await expect(notice(page), name).not.toHaveClass(/is-stale/)
      await expect(notice(page)).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr')
      const overflow = await page.evaluate(() => {
        const block = document.querySelector('.consent')!
        const text = document.querySelector('[data-testid="customer-consent-text"]')!
        const box = text.getBoundingClientRect()
        return {
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          block: block.scrollWidth - block.clientWidth,
          text: text.scrollWidth - text.clientWidth,
          clippedRight: box.right > document.documentElement.clientWidth,
        }
      })
      expect(overflow, name).toEqual({ page: 0, block: 0, text: 0, clippedRight: false })
      await audit(page, name)
    }
  })

  test('the notice’s height is kept for it while it arrives, so the checkbox does not jump', async ({
    page,
  }) => {
    // Every language, on both pages, its notice's chunk held back each time as a slow bridge would.
    for (const [index, [lang]] of LANGUAGES.entries()) {
      const path = index % 2 === 0 ? '/' : '/mini-statement'
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      let asked = false
      const chunk = '**/assets/CustomerConsentBlock-*.js'
      await page.route(chunk, async (route) => {
        asked = true
        await held
        await route.continue()
      })
      await page.addInitScript((l) => localStorage.setItem('aeps-desk.customer-language', l), lang)
      await page.goto(path)
      const checkbox = page.locator('#customer-consent')
      await expect(checkbox).toBeVisible()
      await expect(notice(page)).toHaveCount(0)
      // Measured from the top of the consent block, so that what arrives above it (the sandbox
      // banner, the reader's line, whenever a busy machine draws them) does not count: only the
      // notice's own arrival could move the checkbox within the block.
      const before = await offsetInConsent(page)
      release()
      await expect(notice(page)).toHaveAttribute('lang', `${lang}-IN`)
      const after = await offsetInConsent(page)
      expect(asked, `${lang}: the notice's chunk was held`).toBe(true)
      expect(Math.abs(after - before), `${lang} on ${path}`).toBeLessThanOrEqual(4)
      await page.unroute(chunk)
    }
  })
})

/** The checkbox's top below the consent block's top, once the page's fonts have loaded and drawn. */
async function offsetInConsent(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await document.fonts.ready
    // Two frames: the notice's box takes its room from a measure made on the frame it is drawn.
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
    const block = document.querySelector('.consent')!.getBoundingClientRect()
    return document.querySelector('#customer-consent')!.getBoundingClientRect().top - block.top
  })
}

test('the customer’s language is remembered for the desk, apart from the interface language', async ({
  page,
}) => {
  await page.goto('/')
  await picker(page).selectOption('ta')
  await expect(notice(page)).toHaveAttribute('lang', 'ta-IN')
  await page.reload()
  await expect(picker(page)).toHaveValue('ta')
  await expect(notice(page)).toHaveAttribute('lang', 'ta-IN')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // The merchant can see the same notice in the interface language.
  await page.getByText('Show in English').click()
  const copy = page.locator('.customer-consent__merchant blockquote')
  await expect(copy).toContainText('This shop will ask your bank for your balance.')
  // The same parts as the customer's notice: what is kept, then the closing question.
  await expect(copy).toContainText(/The shop keeps a record of this enquiry for \d+ days?\./)
  await expect(copy).toContainText(/The shop keeps your balance (for \d+ hours?|with the record)/)
  await expect(copy.locator('p').last()).toHaveText('Do you agree?')
})

test('Read aloud is offered where a voice is listed, speaks the notice, and stops', async ({
  page,
}) => {
  await fakeVoices(page, ['en-US', 'ta-IN', 'hi-IN'])
  await page.goto('/')
  await picker(page).selectOption('ta')
  await expect(notice(page)).toHaveAttribute('lang', 'ta-IN')
  const readAloud = page.getByRole('button', { name: 'Read aloud' })
  await readAloud.click()
  await expect(page.getByRole('button', { name: 'Stop reading' })).toBeVisible()
  const spoken = await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken)
  expect(spoken.length).toBeGreaterThan(5)
  expect(spoken.join(' ')).toContain('UIDAI')
  await page.getByRole('button', { name: 'Stop reading' }).click()
  await expect(readAloud).toBeVisible()

  await picker(page).selectOption('or')
  await expect(notice(page)).toHaveAttribute('lang', 'or-IN')
  await expect(page.getByRole('button', { name: 'Read aloud' })).toHaveCount(0)
  await expect(page.getByText('This computer has no Odia voice')).toBeVisible()
  await page.getByText('How to add a voice').click()
  await expect(page.getByText(/Settings > Time & language > Speech/)).toBeVisible()
})

test('with no voices at all, the note says so instead of a button', async ({ page }) => {
  await fakeVoices(page, [])
  await page.goto('/')
  await expect(page.getByText('This computer has no English voice')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Read aloud' })).toHaveCount(0)
})

test('the result and the receipt carry the customer’s lines in their language', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('aeps-desk.customer-language', 'hi'))
  await runEnquiry(page, 'balance', SANDBOX.success)
  const lines = page.getByRole('region', { name: 'For the customer, in Hindi' })
  await expect(lines.locator('[lang="hi-IN"]')).toContainText(/आपका बैलेंस ₹[0-9,]+\.\d\d है/)
  const receipt = page.getByTestId('receipt-customer-lines')
  await expect(receipt).toHaveAttribute('lang', 'hi-IN')
  await expect(receipt).toContainText('1947')

  await runEnquiry(page, 'balance', MISMATCH.customerLanguage)
  await expect(
    page.getByRole('region', { name: 'For the customer, in Hindi' }).locator('[lang="hi-IN"]'),
  ).toContainText('उंगली')
  // Left off, the same lines print once, in the desk's own language.
  await page.getByRole('checkbox', { name: 'Print these lines on the receipt too' }).uncheck()
  await expect(page.getByTestId('receipt-customer-lines')).toHaveAttribute('lang', 'en-IN')
  await expect(page.getByTestId('receipt-customer-lines')).toContainText(
    'Your fingerprint was not saved.',
  )
})

test('a mini statement for an Urdu customer has its own table, right to left, axe clean', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('aeps-desk.customer-language', 'ur'))
  await runEnquiry(page, 'statement', SANDBOX.success)
  const lines = page.getByRole('region', { name: 'For the customer, in Urdu' })
  const block = lines.locator('[lang="ur-IN"]')
  await expect(block).toHaveAttribute('dir', 'rtl')
  await expect(block.getByRole('columnheader', { name: 'تاریخ' })).toBeVisible()
  await expect(block.getByRole('table')).toContainText('₹')
  const results = await new AxeBuilder({ page })
    .include('.customer-lines')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([])
})
