// The day book opened while the bridge brings over an older journal shows the bridge's refusal;
// when the import ends, it reads again by itself, with no click and no reload (issue 43, item 2;
// UX review 2026-11-29, N3a: "…Try again in about 21 s" stayed frozen after the import).
// While it imports, the downloads and the print are off in their places and say why they wait.
// The import is what the page reads (route interception of the status and the day book's reads,
// which answer as the bridge does while importing: 503 JOURNAL_IMPORTING with retryAfterS); the
// test ends it when the page has shown the refusal, so no clock decides the order.

import { expect, test, type Page } from '@playwright/test'

test.use({ viewport: { width: 1366, height: 649 } })

const REFUSAL =
  'The bridge is bringing over the history of its older version (34,368 of about 3,00,060 records so far). Nothing was sent. Try again in about 21 s.'

/** The bridge importing until `end()`: its status says so, and the day book's reads are refused. */
async function importUntilEnded(page: Page) {
  const journal = { importing: true, refused: 0 }
  await page.route('**/api/status', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as Record<string, unknown>
    const json = journal.importing
      ? { ...body, journal: { state: 'importing', progress: { done: 34_368, total: 300_060 } } }
      : body
    await route.fulfill({ response, json })
  })
  await page.route(/\/api\/transactions(\/summary)?(\?|$)/, async (route) => {
    if (!journal.importing) return route.continue()
    journal.refused++
    await route.fulfill({
      status: 503,
      headers: { 'Retry-After': '21' },
      json: { error: { code: 'JOURNAL_IMPORTING', message: REFUSAL }, retryAfterS: 21 },
    })
  })
  return {
    journal,
    end: () => {
      journal.importing = false
    },
  }
}

test('the day book opened during an import reads again by itself when the import ends', async ({
  page,
}) => {
  const { journal, end } = await importUntilEnded(page)
  await page.goto('/transactions')
  const importing = page.getByRole('heading', {
    name: 'The history is being brought over from the older version',
  })
  await expect(importing).toBeVisible()
  const failed = page.getByText('The totals could not be loaded.')
  await expect(failed).toBeVisible()
  // The totals, the list and the chart each say why.
  await expect(page.getByText(REFUSAL)).toHaveCount(3)
  expect(journal.refused).toBeGreaterThan(0)
  // The bridge refuses the exports too: the downloads and the print stay in their places, off,
  // and say why they wait (UX review, N3: "the download buttons stay offered all the while").
  const waiting = page.getByText(
    'Downloads and printing wait while the history is brought over from the older version; they come back here by themselves when it is done.',
  )
  await expect(waiting).toBeVisible()
  for (const name of ['Download CSV', 'Download for Excel (XLSX)', 'Print the day’s summary'])
    await expect(page.getByRole('button', { name })).toBeDisabled()
  await expect(page.getByRole('link', { name: /^Download/ })).toHaveCount(0)

  // The import ends: the next status read (the notice looks every 5 s) says so.
  end()
  await expect(importing).toBeHidden({ timeout: 30_000 })
  await expect(failed).toBeHidden()
  await expect(page.getByText(REFUSAL)).toHaveCount(0)
  // The day's totals from the bridge now (this run's journal may be empty or not).
  await expect(page.getByText(/^\d[\d,]* records?, \d[\d,]* successful\./).first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible()
  await expect(waiting).toBeHidden()
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    /\/api\/transactions\/export\.csv\?/,
  )
  await expect(page.getByRole('button', { name: 'Print the day’s summary' })).toBeEnabled()
})
