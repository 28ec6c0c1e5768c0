// What the customer hears is true, in Chromium against the real bridge: every notice
// draws with no missing glyph (Debian's fonts, installed by scripts/ensure-fonts.sh); a language
// whose texts fail to load leaves the consent box off and names no notice it did not show; a
// reprint speaks the recorded language, whatever the desk is set to now; and each outcome's
// customer line is on the receipt.
import { mkdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { as_ } from '../../src/i18n/customer/as.ts'
import { bn } from '../../src/i18n/customer/bn.ts'
import { en } from '../../src/i18n/customer/en.ts'
import { ta } from '../../src/i18n/customer/ta.ts'
import { loadCustomerCatalogue } from '../../src/i18n/customer/load.ts'
import { CUSTOMER_LANGUAGES, type CustomerKey } from '../../src/i18n/customer/types.ts'
import { sentencesOf } from '../../src/lib/speech.ts'
import {
  consentBox,
  fillCustomer,
  MISMATCH,
  open,
  resultHeading,
  SANDBOX,
  submitButton,
  tickConsent,
} from './helpers.ts'
import { missingGlyphs } from './missing-glyphs.ts'

const picker = (page: Page) => page.getByRole('combobox', { name: 'Customer’s language' })
const notice = (page: Page) => page.getByTestId('customer-consent-text')
const SHOTS = 'tests/.tmp/notice-shots'

test.describe('the scripts render', () => {
  test.use({ viewport: { width: 1024, height: 800 } })

  test('every language’s notice and UIDAI advice draw with no missing glyph, Odia in Lohit Odia', async ({
    page,
  }) => {
    mkdirSync(SHOTS, { recursive: true })
    await page.goto('/')
    // The check itself finds a box: a private-use character no font has.
    await expect(notice(page)).toHaveAttribute('lang', 'en-IN')
    expect(await missingGlyphs(page, '[data-testid="customer-consent-text"]', '\uE000')).toEqual([
      'U+E000',
    ])
    const missing: Record<string, string[]> = {}
    for (const lang of CUSTOMER_LANGUAGES) {
      await picker(page).selectOption(lang)
      await expect(notice(page)).toHaveAttribute('lang', `${lang}-IN`)
      await expect(notice(page)).not.toHaveClass(/is-stale/)
      // The advice lines for UIDAI 310 and 811/812 draw in the notice's own fonts too.
      const { texts } = await loadCustomerCatalogue(lang)
      const advice = texts['advice.one-finger'].text + texts['advice.fingerprint-update'].text
      const boxes = await missingGlyphs(page, '[data-testid="customer-consent-text"]', advice)
      if (boxes.length > 0) missing[lang] = boxes
      await notice(page).screenshot({ path: `${SHOTS}/consent-${lang}.png` })
    }
    expect(missing).toEqual({})

    // Which font Chromium drew Odia with (DevTools protocol): Lohit Odia, not Noto Sans Oriya.
    await picker(page).selectOption('or')
    await expect(notice(page)).toHaveAttribute('lang', 'or-IN')
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-testid="customer-consent-text"] p',
    })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    const families = fonts.map((f) => f.familyName)
    expect(families).toContain('Lohit Odia')
    expect(families).not.toContain('Noto Sans Oriya')
  })
})

test('a language whose texts fail to load leaves the box off and records no notice it did not show', async ({
  page,
}) => {
  const sent: { consentNotice?: string }[] = []
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      /\/api\/(balance-enquiries|mini-statements)$/.test(request.url())
    )
      sent.push(request.postDataJSON())
  })
  await page.addInitScript(() => localStorage.setItem('aeps-desk.customer-language', 'hi'))
  await open(page, 'balance')
  await fillCustomer(page, SANDBOX.success)
  await expect(notice(page)).toHaveAttribute('lang', 'hi-IN')
  await tickConsent(page)

  // The Tamil texts cannot be fetched (the bridge stopped serving them).
  await page.route('**/assets/ta-*.js', (route) => route.abort('connectionrefused'))
  await picker(page).selectOption('ta')
  const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
  await expect(alert).toContainText('The text in Tamil could not be loaded')
  await expect(alert).toContainText('choose another language the customer understands')
  // The Hindi notice is still there, greyed out, and no consent can be given to it.
  await expect(notice(page)).toHaveAttribute('lang', 'hi-IN')
  await expect(notice(page)).toHaveClass(/is-stale/)
  await expect(consentBox(page)).not.toBeChecked()
  await expect(consentBox(page)).toBeDisabled()
  await expect(page.getByRole('button', { name: /^Capture/ })).toBeDisabled()

  // Try again once the texts can be fetched: the Tamil notice, then consent to it.
  await page.unroute('**/assets/ta-*.js')
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(notice(page)).toHaveAttribute('lang', 'ta-IN')
  await expect(notice(page)).not.toHaveClass(/is-stale/)
  const sentences = sentencesOf(ta.texts['consent.balance-enquiry'].text)
  await expect(notice(page).locator('p').first()).toHaveText(sentences.slice(0, -1).join(' '))
  await expect(notice(page).locator('p').last()).toHaveText(sentences.at(-1)!)
  await tickConsent(page)
  await page.getByRole('button', { name: /^Capture/ }).click()
  await expect(page.getByText(/Fingerprint captured/)).toBeVisible()
  await submitButton(page, 'balance').click()
  await expect(resultHeading(page)).toBeFocused({ timeout: 60_000 })
  expect(sent.map((body) => body.consentNotice)).toEqual(['be-4-ta'])
})

test('a reprint prints the customer’s lines in the recorded language, whatever the desk’s now', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('aeps-desk.customer-language', 'ta')
      sessionStorage.setItem('seeded', 'yes')
    }
  })
  await open(page, 'balance')
  await fillCustomer(page, MISMATCH.customerTruth)
  await expect(notice(page)).toHaveAttribute('lang', 'ta-IN')
  await tickConsent(page)
  await page.getByRole('button', { name: /^Capture/ }).click()
  await expect(page.getByText(/Fingerprint captured/)).toBeVisible()
  await submitButton(page, 'balance').click()
  await expect(resultHeading(page)).toBeFocused({ timeout: 60_000 })
  const id = await page.evaluate(async () => {
    const reply = await fetch('/api/transactions?limit=1').then((r) => r.json())
    return reply.transactions[0].id as string
  })

  // The desk now serves an Assamese customer, with the interface in Hindi.
  await page.evaluate(() => {
    localStorage.setItem('aeps-desk.customer-language', 'as')
    localStorage.setItem('aeps-desk.language', 'hi')
  })
  await page.goto(`/transactions/${id}`)
  const lines = page.getByTestId('receipt-customer-lines')
  await expect(lines).toHaveAttribute('lang', 'ta-IN')
  await expect(lines).toContainText(ta.texts['receipt.fingerprint-not-kept'].text)
  await expect(lines).not.toContainText(as_.texts['receipt.fingerprint-not-kept'].text)
})

test('each outcome’s customer line is on the receipt, in the customer’s language', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.addInitScript(() => localStorage.setItem('aeps-desk.customer-language', 'bn'))
  const CASES: [string, keyof typeof SANDBOX, CustomerKey][] = [
    ['success', 'success', 'receipt.fingerprint-not-kept'],
    ['refused', 'failure', 'advice.finger-not-matched'],
    ['credentials refused', 'unauthorized', 'advice.shop-problem'],
    ['redirect', 'redirect', 'advice.shop-problem'],
    ['detail missing', 'missingParameter', 'advice.details-missing'],
    ['reversed', 'reversed', 'advice.reversed'],
    ['pending', 'pending', 'advice.not-confirmed'],
    ['timed out', 'connectionTimeout', 'advice.not-confirmed'],
    ['daily limit', 'dailyLimit', 'advice.daily-limit'],
  ]
  const wrong: string[] = []
  for (const [name, number, key] of CASES) {
    await open(page, 'balance')
    await fillCustomer(page, SANDBOX[number])
    await expect(notice(page)).toHaveAttribute('lang', 'bn-IN')
    await tickConsent(page)
    await page.getByRole('button', { name: /^Capture/ }).click()
    await expect(page.getByText(/Fingerprint captured/)).toBeVisible()
    await submitButton(page, 'balance').click()
    await expect(resultHeading(page)).toBeFocused({ timeout: 60_000 })
    const lines = page.getByTestId('receipt-customer-lines')
    await expect(lines).toHaveAttribute('lang', 'bn-IN')
    const text = await lines.innerText()
    if (!text.includes(bn.texts[key].text)) wrong.push(`${name}: ${key} missing`)
    // No English advice leaks onto a Bengali receipt.
    if (key !== 'receipt.fingerprint-not-kept' && text.includes(en.texts[key].text))
      wrong.push(`${name}: English`)
  }
  expect(wrong).toEqual([])
})
