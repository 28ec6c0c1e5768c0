// Receipts that fit the paper, printed by Chromium to PDF against the real
// bridge: a 58 mm roll prints a band 48 mm wide, an 80 mm roll one 72 mm wide; the balance's amount
// is whole on its own line; each statement entry takes two lines, its date never split; a 10-entry
// mini statement is one page at 58 mm, 80 mm and A4 with the shop's name, address and terminal id
// set; the customer's slip carries no merchant id, record id, second bank time or second balance;
// and the customer's lines on the receipt draw
// with no missing glyph in any of the 13 languages.
import { mkdirSync, writeFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { loadCustomerCatalogue } from '../../src/i18n/customer/load.ts'
import { CUSTOMER_KEYS, CUSTOMER_LANGUAGES } from '../../src/i18n/customer/types.ts'
import { runEnquiry, SANDBOX } from './helpers.ts'
import { missingGlyphs } from './missing-glyphs.ts'

const PAPERS = [
  { paper: 'thermal58', band: 48 },
  { paper: 'thermal', band: 72 },
  { paper: 'a4', band: null },
] as const
const OUT = 'tests/.tmp/receipt-pdfs'
const PX_PER_MM = 96 / 25.4

const receipt = (page: Page) =>
  page.getByRole('region', { name: 'Aadhaar banking enquiry receipt' })

/** The pages of a PDF as Chromium writes it: one `/Type /Page` object each. */
const pageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0

/** The mini statement's reply from the bridge, with its entries made exactly ten. */
async function tenEntries(page: Page) {
  await page.route('**/api/mini-statements', async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    const entries = body.data.miniStatement as unknown[]
    expect(entries.length).toBeGreaterThan(0)
    body.data.miniStatement = Array.from({ length: 10 }, (_, i) => entries[i % entries.length])
    await route.fulfill({ response, json: body })
  })
}

/**
 * The shop as a real one names itself (SHOP_NAME, SHOP_ADDRESS, TERMINAL_ID), given to the page in
 * the bridge's status: the header every printed slip carries (UX review 2026-11-29, N4).
 */
const SHOP = {
  name: 'Sharma Kirana & Mobile Point',
  address: 'Shop 14, Gandhi Market, Near Bus Stand, Sitapur, Uttar Pradesh 261001',
  terminalId: 'BC-UP-004512',
}
async function withShop(page: Page) {
  await page.route('**/api/status', async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    await route.fulfill({ response, json: { ...body, shop: SHOP } })
  })
}

async function choosePaper(page: Page, paper: string) {
  await page.addInitScript((value) => localStorage.setItem('aeps-desk.receipt-paper', value), paper)
}

test('the page count counts pages: 500 mm of content on a 58 mm roll is two', async ({ page }) => {
  await page.setContent('<div style="height: 500mm">a receipt too long for one page</div>')
  const pdf = await page.pdf({ width: '58mm', height: '297mm', margin: { top: '0', bottom: '0' } })
  expect(pageCount(pdf)).toBe(2)
})

test.describe('a 10-entry mini statement', () => {
  for (const { paper, band } of PAPERS)
    test(`fits one page on ${paper}, ${band ?? 'A4'}${band ? ' mm printed' : ''}, with the shop’s name, address and terminal`, async ({
      page,
    }) => {
      await choosePaper(page, paper)
      await withShop(page)
      await tenEntries(page)
      await runEnquiry(page, 'statement', SANDBOX.success)
      await page.emulateMedia({ media: 'print' })
      const sheet = receipt(page)
      await expect(sheet).toHaveClass(new RegExp(`receipt--${paper}(\\s|$)`))
      const rows = sheet.locator('tbody tr')
      await expect(rows).toHaveCount(10)
      await expect(sheet.locator('.receipt__shop')).toHaveText(SHOP.name)
      await expect(sheet.locator('.receipt__address')).toHaveText(SHOP.address)
      await expect(sheet).toContainText(SHOP.terminalId)

      const layout = await sheet.evaluate((element) => {
        const box = (e: Element) => e.getBoundingClientRect()
        const lineOf = (e: Element) => parseFloat(getComputedStyle(e).lineHeight)
        const own = box(element)
        // Anything drawn past the receipt's edge would be cut by the printer.
        const overflowing = [...element.querySelectorAll('*')]
          .filter((e) => box(e).width > 0 && box(e).right > own.right + 0.5)
          .map((e) => `${e.tagName.toLowerCase()}.${e.className}: ${e.textContent?.slice(0, 40)}`)
        const entries = [...element.querySelectorAll('tbody tr')].map((row) => {
          const [date, details, , amount] = [...row.querySelectorAll('td')]
          return {
            date: date!.textContent!.trim(),
            dateLines: Math.round(box(date!).height / lineOf(date!)),
            amountLines: Math.round(box(amount!).height / lineOf(amount!)),
            rowLines: Math.round(box(row).height / lineOf(row)),
            detailsBelow: box(details!).top >= box(date!).bottom - 0.5,
          }
        })
        return { width: own.width, overflowing, entries }
      })
      expect(layout.overflowing).toEqual([])
      if (band) {
        // The band the roll prints, not the paper's width.
        expect(Math.abs(layout.width - band * PX_PER_MM)).toBeLessThan(1)
        for (const entry of layout.entries) {
          expect(entry.date).toMatch(/^\d{2}\/\d{2}(\/\d{4})?$/)
          expect(entry, JSON.stringify(entry)).toMatchObject({
            dateLines: 1,
            amountLines: 1,
            rowLines: 2,
            detailsBelow: true,
          })
        }
      }

      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true })
      mkdirSync(OUT, { recursive: true })
      writeFileSync(`${OUT}/statement-10-${paper}.pdf`, pdf)
      await sheet.screenshot({ path: `${OUT}/statement-10-${paper}.png` })
      expect(pageCount(pdf)).toBe(1)
    })
})

test('the balance’s amount is whole on its own line on a 58 mm roll', async ({ page }) => {
  await choosePaper(page, 'thermal58')
  await runEnquiry(page, 'balance', SANDBOX.success)
  await page.emulateMedia({ media: 'print' })
  const balance = receipt(page).locator('.receipt__balance')
  const [label, amount, edge] = await balance.evaluate((element) => {
    const [label, amount] = [...element.children].map((e) => e.getBoundingClientRect())
    return [label!, amount!, element.closest('.receipt')!.getBoundingClientRect().right]
  })
  expect(amount.top).toBeGreaterThanOrEqual(label.bottom - 0.5)
  expect(amount.right).toBeLessThanOrEqual(edge + 0.5)
  await expect(balance.locator('strong')).toHaveText(/^₹[\d,]+\.\d{2}$/)
  const lines = await balance
    .locator('strong')
    .evaluate((e) =>
      Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)),
    )
  expect(lines).toBe(1)
  const pdf = await page.pdf({ preferCSSPageSize: true })
  expect(pageCount(pdf)).toBe(1)
})

test('the receipt’s customer lines draw with no missing glyph in all 13 languages', async ({
  page,
}) => {
  await choosePaper(page, 'thermal58')
  await tenEntries(page)
  await runEnquiry(page, 'statement', SANDBOX.success)
  const lines = '[data-testid="receipt-customer-lines"]'
  const picker = page.locator('#customer-language-result')
  await page.emulateMedia({ media: 'print' })
  // The check itself finds a box: a private-use character no font has.
  expect(await missingGlyphs(page, lines, '\uE000')).toEqual(['U+E000'])
  const missing: Record<string, string[]> = {}
  const pages: Record<string, number> = {}
  const tall: Record<string, number> = {}
  for (const lang of CUSTOMER_LANGUAGES) {
    await page.emulateMedia({ media: 'screen' })
    await picker.selectOption(lang)
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator(lines)).toHaveAttribute('lang', `${lang}-IN`)
    // Every text a receipt can print in this language, drawn in the receipt's own fonts.
    const catalogue = await loadCustomerCatalogue(lang)
    const every = CUSTOMER_KEYS.map((key) => catalogue.texts[key].text).join('')
    const boxes = await missingGlyphs(page, lines, every)
    if (boxes.length > 0) missing[lang] = boxes
    pages[lang] = pageCount(await page.pdf({ preferCSSPageSize: true }))
    tall[lang] = Math.round((await receipt(page).boundingBox())!.height / PX_PER_MM)
  }
  // How much of the 293 mm a page leaves each language's 10-entry statement takes.
  mkdirSync(OUT, { recursive: true })
  writeFileSync(`${OUT}/statement-10-thermal58-mm.json`, JSON.stringify(tall, null, 2) + '\n')
  expect(missing).toEqual({})
  // The 58 mm statement stays one page whichever language the customer's lines are in.
  expect(Object.entries(pages).filter(([, count]) => count !== 1)).toEqual([])
})

test('the customer’s slip drops the merchant id, the record id, a repeated bank time and a second balance', async ({
  page,
}) => {
  await choosePaper(page, 'thermal')
  await runEnquiry(page, 'balance', SANDBOX.success)
  await page.emulateMedia({ media: 'print' })
  const sheet = receipt(page)
  const labels = await sheet.locator('dt').allTextContents()
  expect(labels).not.toContain('Merchant id')
  expect(labels).not.toContain('Record id')
  expect(labels).toContain('Date and time')
  // The amount once, in figures; the customer's lines do not say it again.
  await expect(sheet.locator('.receipt__balance strong')).toHaveText(/^₹[\d,]+\.\d{2}$/)
  const amount = (await sheet.locator('.receipt__balance strong').textContent())!
  expect((await sheet.textContent())!.split(amount).length - 1).toBe(1)
})
