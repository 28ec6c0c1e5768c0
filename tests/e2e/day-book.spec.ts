// The day book as a merchant closing the counter uses it (issue 15, item 2 and item 4): three
// enquiries in the sandbox, then the day's totals, a search, the CSV read back, the printed
// summary, and the page with a keyboard and axe in both languages.
import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { runEnquiry, SANDBOX } from './helpers.ts'

/** Today in India, as the bridge and the page count days. */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)

async function threeEnquiries(page: Page) {
  // The suite shares one bridge: start this day from an empty journal.
  const purge = await page.request.post('/api/transactions/purge', { data: { olderThanDays: 0 } })
  expect(purge.ok()).toBe(true)
  await runEnquiry(page, 'balance', SANDBOX.success)
  await runEnquiry(page, 'balance', SANDBOX.failure)
  await runEnquiry(page, 'statement', SANDBOX.success)
}

const cellsOf = (page: Page, table: string, row: string) =>
  page.getByRole('table', { name: table }).getByRole('row', { name: row }).getByRole('cell')

test.describe.configure({ mode: 'serial' })

test('three enquiries make the day’s totals, and the CSV holds them without the customer’s details', async ({
  page,
}) => {
  await threeEnquiries(page)
  await page.getByRole('navigation').getByRole('link', { name: 'Transactions' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible()

  await expect(page.getByText('3 records, 2 successful.').filter({ visible: true })).toBeVisible()
  const byOperation = 'By operation and result'
  await expect(page.getByRole('table', { name: byOperation }).getByRole('columnheader')).toHaveText(
    ['Operation', 'Total', 'Success', 'Refused'],
  )
  await expect(cellsOf(page, byOperation, 'Balance enquiry')).toHaveText(['2', '1', '1'])
  await expect(cellsOf(page, byOperation, 'Mini statement')).toHaveText(['1', '1', '0'])
  await expect(cellsOf(page, 'By bank', 'State Bank of India (607094)')).toHaveText(['3', '2'])
  const records = page.getByRole('table', { name: 'Recorded enquiries' }).locator('tbody tr')
  await expect(records).toHaveCount(3)
  await expect(
    page.getByText('Showing all 3 records, newest first.').filter({ visible: true }),
  ).toBeVisible()

  const [y, m, d] = indiaToday().split('-')
  const chart = page.getByRole('table', { name: /^Records per day in the 14 days to/ })
  await expect(chart.getByRole('row', { name: `${d}/${m}/${y}` }).getByRole('cell')).toHaveText([
    '2',
    '1',
    '3',
  ])

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`enquiries-${indiaToday()}-to-${indiaToday()}.csv`)
  const bytes = await readFile((await file.path())!)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = bytes.toString('utf8')
  expect(text).toContain('\r\n')
  const rows: string[][] = parse(text, { bom: true })
  expect(rows).toHaveLength(4)
  const header = rows[0]!.map((h) => h.toLowerCase())
  const outcome = header.findIndex((h) => h.includes('outcome'))
  const aadhaar = header.findIndex((h) => h.includes('aadhaar'))
  expect(
    rows
      .slice(1)
      .map((r) => r[outcome])
      .sort(),
  ).toEqual(['Refused', 'Success', 'Success']) // the screen's words
  expect(
    rows
      .slice(1)
      .map((r) => r[aadhaar]!.slice(-4))
      .sort(),
  ).toEqual(['0000', '0000', '0028'])
  expect(text).not.toContain(SANDBOX.success)
  expect(text).not.toContain(SANDBOX.failure)

  // The same records for Excel: every cell text, the RRN whole.
  const workbookDownload = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download for Excel (XLSX)' }).click()
  const workbookFile = await workbookDownload
  expect(workbookFile.suggestedFilename()).toBe(`enquiries-${indiaToday()}-to-${indiaToday()}.xlsx`)
  const ExcelJS = (await import('exceljs')).default
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile((await workbookFile.path())!)
  const sheet = workbook.worksheets[0]!
  expect(sheet.rowCount).toBe(4)
  const rrnColumn = header.indexOf('rrn') + 1
  const rrns = [2, 3, 4].map((n) => sheet.getRow(n).getCell(rrnColumn).value ?? '')
  const csvRrns = rows.slice(1).map((r) => r[rrnColumn - 1])
  expect(rrns).toEqual(csvRrns)
  for (const rrn of rrns.filter(Boolean)) expect(rrn).toMatch(/^\d{12}$/)
})

test('the search finds a record by the last four digits, and the download follows it', async ({
  page,
}) => {
  await page.goto('/transactions')
  await expect(page.getByText('3 records, 2 successful.').filter({ visible: true })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search' }).fill('0028')
  await page.getByRole('button', { name: 'Show', exact: true }).click()
  await expect(page.getByText('1 record, 0 successful.').filter({ visible: true })).toBeVisible()
  const records = page.getByRole('table', { name: 'Recorded enquiries' }).locator('tbody tr')
  await expect(records).toHaveCount(1)
  await expect(records.first()).toContainText('Refused')
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    /export\.csv\?.*q=0028/,
  )

  await page.getByRole('searchbox', { name: 'Search' }).fill('12,34')
  await page.getByRole('button', { name: 'Show', exact: true }).click()
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
})

test('the printed summary is an A4 sheet with the day’s totals and nothing else', async ({
  page,
}) => {
  await page.goto('/transactions')
  await expect(page.getByText('3 records, 2 successful.').filter({ visible: true })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  const sheet = page.locator('.day-book-print')
  await expect(sheet).toBeVisible()
  await expect(sheet).toContainText('Day book summary')
  await expect(sheet).toContainText('3 records, 2 successful.')
  await expect(page.getByRole('button', { name: 'Show', exact: true })).toBeHidden()
  const pdf = await page.pdf({ preferCSSPageSize: true })
  // An A4 page is 595 × 842 points (Chrome's own default here would be Letter, 612 × 792).
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'))
  expect(Number(box?.[1])).toBeCloseTo(595, 0)
  expect(Number(box?.[2])).toBeCloseTo(842, 0)
})

test('the day book works from the keyboard', async ({ page }) => {
  await page.goto('/transactions')
  await expect(page.getByText('3 records, 2 successful.').filter({ visible: true })).toBeVisible()
  await page.getByRole('button', { name: 'Previous day' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('0 records, 0 successful.').filter({ visible: true })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Next day' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText('3 records, 2 successful.').filter({ visible: true })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search' }).focus()
  await page.keyboard.type('0000')
  await page.keyboard.press('Enter')
  await expect(page.getByText('2 records, 2 successful.').filter({ visible: true })).toBeVisible()
})

for (const language of ['en', 'hi'] as const) {
  test(`axe finds nothing serious on the day book with records (${language})`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('aeps-desk.language', lang), language)
    await page.goto('/transactions')
    await expect(
      page
        .getByText(language === 'en' ? '3 records, 2 successful.' : '3 रिकॉर्ड, 2 सफल।')
        .filter({ visible: true }),
    ).toBeVisible()
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(serious).toEqual([])
  })
}
