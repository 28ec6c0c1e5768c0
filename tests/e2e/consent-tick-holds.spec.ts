// A tick given to the notice on screen stays given until that notice changes (issue 43, item 1;
// UX review 2026-11-29, N1): through the status re-reads of an import, the import's end, and the
// "no voice" note that arrives a moment after the notice. Where the notice does change (the bridge
// comes back with other kept sentences), the tick goes and the page says why beside the box.
// The import is the bridge's status as the page reads it (route interception); the voice note's
// wait (VOICES_WAIT_MS, and Chromium's voiceschanged) is held back until the test lets it go, so
// the tick is always given before the note arrives, however loaded the machine.

import { expect, test, type Page } from '@playwright/test'
import { VOICES_WAIT_MS } from '../../src/lib/speech.ts'
import { consentBox, tickConsent } from './helpers.ts'

test.use({ viewport: { width: 1366, height: 649 } })

/** Holds the page's wait for the voice list until `releaseVoiceWait()`; counts frames unticked. */
async function watchPage(page: Page) {
  await page.addInitScript((voicesWaitMs) => {
    const w = window as unknown as Record<string, unknown>
    const held: (() => void)[] = []
    const setTimeoutBefore = window.setTimeout.bind(window)
    w.setTimeout = ((fn: () => void, ms?: number, ...rest: unknown[]) => {
      if (ms === voicesWaitMs) return (held.push(() => fn(...(rest as []))), 0)
      return setTimeoutBefore(fn, ms, ...rest)
    }) as typeof window.setTimeout
    // Chromium also says "voices changed" (with none) when it has listed them: held back too.
    const listen = speechSynthesis.addEventListener.bind(speechSynthesis)
    Object.defineProperty(speechSynthesis, 'addEventListener', {
      value: (type: string, fn: EventListener, options?: AddEventListenerOptions) => {
        if (type === 'voiceschanged') held.push(() => listen(type, fn, options))
        else listen(type, fn, options)
      },
    })
    w.releaseVoiceWait = () => held.splice(0).forEach((fn) => fn())
    // Every animation frame after the first tick on which the box was not ticked.
    w.framesUnticked = 0
    let ticked = false
    const frame = () => {
      const box = document.getElementById('customer-consent') as HTMLInputElement | null
      if (box?.checked) ticked = true
      else if (ticked) w.framesUnticked = (w.framesUnticked as number) + 1
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }, VOICES_WAIT_MS)
}

/** The bridge's status importing for its first `importingReads` reads, then as the bridge says. */
async function importThenDone(
  page: Page,
  importingReads: number,
  after: Record<string, unknown> = {},
) {
  const reads = { count: 0 }
  await page.route('**/api/status', async (route) => {
    reads.count++
    const response = await route.fetch()
    const body = (await response.json()) as Record<string, unknown>
    const json =
      reads.count <= importingReads
        ? { ...body, journal: { state: 'importing', progress: { done: 34_368, total: 300_060 } } }
        : { ...body, ...after }
    await route.fulfill({ response, json })
  })
  return reads
}

const importing = (page: Page) =>
  page.getByRole('heading', { name: 'The history is being brought over from the older version' })
const voiceNote = (page: Page) => page.getByTestId('read-aloud-none')
const noticeBox = (page: Page) => page.getByTestId('customer-consent-text')

/** Reads the notice to its end where the import's notice above leaves it a scrolling box. */
async function readNotice(page: Page) {
  await expect(noticeBox(page)).toHaveAttribute('data-script-check', 'yes')
  await noticeBox(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
  await expect(consentBox(page)).toBeEnabled()
}

test('a tick holds through the import’s status re-reads, the import’s end and the late voice note', async ({
  page,
}) => {
  await watchPage(page)
  const reads = await importThenDone(page, 3)
  await page.goto('/')
  await expect(importing(page)).toBeVisible()
  await expect(page.getByText('Records brought over: 34,368 of about 3,00,000')).toBeVisible()
  await readNotice(page)
  await tickConsent(page)
  // The note has its place already, unseen: the voices are not listed yet.
  await expect(voiceNote(page)).toHaveClass(/is-pending/)
  const heightAtTick = await noticeBox(page).evaluate((el) => el.clientHeight)

  // Two re-reads while importing (every 5 s), then the import ends and its notice goes.
  await expect(importing(page)).toBeHidden({ timeout: 30_000 })
  expect(reads.count).toBeGreaterThanOrEqual(4)
  await expect(consentBox(page)).toBeChecked()

  // The "no voice" note arrives: in the place it held, so the notice's box keeps its height.
  await page.evaluate(() => (window as unknown as { releaseVoiceWait(): void }).releaseVoiceWait())
  await expect(voiceNote(page)).toBeVisible()
  await expect(voiceNote(page)).not.toHaveClass(/is-pending/)
  await expect(voiceNote(page)).toContainText('This computer has no English voice')
  expect(await noticeBox(page).evaluate((el) => el.clientHeight)).toBeGreaterThanOrEqual(
    heightAtTick,
  )
  await expect(consentBox(page)).toBeChecked()
  await expect(page.locator('#customer-consent-changed')).toHaveCount(0)
  expect(
    await page.evaluate(() => (window as unknown as { framesUnticked: number }).framesUnticked),
  ).toBe(0)
})

test('a tick given to a notice that then changes goes, and the page says why beside the box', async ({
  page,
}) => {
  await watchPage(page)
  // The bridge comes back from its import keeping records for 30 days, not 90: another notice.
  await importThenDone(page, 1, { journalRetentionDays: 30 })
  await page.goto('/')
  await expect(importing(page)).toBeVisible()
  await expect(noticeBox(page)).toContainText('90 days')
  await readNotice(page)
  await tickConsent(page)
  await expect(importing(page)).toBeHidden({ timeout: 30_000 })
  await expect(noticeBox(page)).toContainText('30 days')
  await expect(consentBox(page)).not.toBeChecked()
  await expect(page.locator('#customer-consent-changed')).toHaveText(
    'The tick went because the notice changed: read the new notice to the customer, then tick again.',
  )
  // Ticked again, for the notice on screen now: the line has said its piece.
  await readNotice(page)
  await tickConsent(page)
  await expect(page.locator('#customer-consent-changed')).toHaveCount(0)
})
