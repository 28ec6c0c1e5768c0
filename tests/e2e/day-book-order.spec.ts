// The day book in the order a merchant uses it (issue 43, item 7; UX review 2026-11-29, U11: "the
// filters come after the downloads, against the page's own 'filter, then download'"): the day's
// totals, then the filters, then the downloads and the print, then the records. Pinned in reading
// order (what a screen reader and Tab follow) and on screen (top to bottom) at 1366×649, and by use:
// a filter chosen above is what the download below it takes away.

import { expect, test, type Locator, type Page } from '@playwright/test'
import { runEnquiry, SANDBOX } from './helpers.ts'

test.use({ viewport: { width: 1366, height: 649 } })

const parts = (page: Page) => ({
  totals: page.getByRole('table', { name: 'By operation and result' }),
  filters: page.getByRole('form', { name: 'What to show' }),
  csv: page.getByRole('link', { name: 'Download CSV' }),
  xlsx: page.getByRole('link', { name: 'Download for Excel (XLSX)' }),
  print: page.getByRole('button', { name: 'Print the day’s summary' }),
  records: page.getByRole('table', { name: 'Recorded enquiries' }),
})

/** True when `a` comes before `b` in the document (reading and Tab order). */
const before = async (a: Locator, b: Locator) =>
  (await a.evaluate(
    (node, other) => Boolean(node.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
    await b.elementHandle(),
  )) as boolean

test('the totals, then the filters, then the downloads and print, then the records', async ({
  page,
}) => {
  await runEnquiry(page, 'balance', SANDBOX.success)
  await page.getByRole('navigation').getByRole('link', { name: 'Transactions' }).click()
  const p = parts(page)
  for (const part of Object.values(p)) await expect(part).toBeVisible()

  const order = [p.totals, p.filters, p.csv, p.records] as const
  for (let i = 1; i < order.length; i++) expect(await before(order[i - 1]!, order[i]!)).toBe(true)
  expect(await before(p.csv, p.xlsx)).toBe(true)
  expect(await before(p.xlsx, p.print)).toBe(true)
  expect(await before(p.print, p.records)).toBe(true)

  // On screen the same way, top to bottom, none overlapping the next.
  const box = async (part: Locator) => (await part.boundingBox())!
  const [totals, filters, csv, print, records] = await Promise.all(
    [p.totals, p.filters, p.csv, p.print, p.records].map(box),
  )
  expect(totals!.y + totals!.height).toBeLessThanOrEqual(filters!.y)
  expect(filters!.y + filters!.height).toBeLessThanOrEqual(csv!.y)
  expect(Math.abs(print!.y - csv!.y)).toBeLessThan(1)
  expect(csv!.y + csv!.height).toBeLessThanOrEqual(records!.y)

  // Filter, then download: the file under the filters is the one they chose.
  await p.filters.getByLabel('Result', { exact: true }).selectOption({ label: 'Refused' })
  await p.filters.getByRole('button', { name: 'Show', exact: true }).click()
  await expect(p.csv).toHaveAttribute('href', /[?&]outcome=failure(&|$)/)
  await expect(p.xlsx).toHaveAttribute('href', /[?&]outcome=failure(&|$)/)
})
