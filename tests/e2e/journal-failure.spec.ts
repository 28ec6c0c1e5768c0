// (v1.2) The journal cannot be written (docs/contract.md, "honest journal failures"),
// in the browser: the bank's answer comes back with `saved: false`, the page shows it with a plain
// notice that it is not in the history, the receipt says so, and the failing status (read again at
// once) puts a notice above the page and takes the capture away until writing works again. The
// bridge is real; its enquiry reply and its status's `journal` are played with page.route.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import {
  captureButton,
  consentAndCapture,
  fillCustomer,
  runEnquiry,
  SANDBOX,
  submitButton,
  tickConsent,
  type Language,
} from './helpers.ts'

const REASON = 'The disk holding the journal is full (ENOSPC). Free some space on the disk.'

const TEXTS = {
  en: {
    notSaved: 'NOT SAVED in the history on this laptop',
    cause: 'The laptop’s disk is full.',
    doNow: 'Print the receipt or write down the RRN now',
    receipt: 'Not saved in this desk’s history',
    failing: 'The history on this laptop cannot be written',
    refused: 'New fingerprint captures and enquiries are refused',
    check: 'Check again',
    consent: /customer said yes/,
  },
  hi: {
    notSaved: 'यह जवाब इस लैपटॉप के रिकॉर्ड में सेव नहीं किया गया',
    cause: 'लैपटॉप की डिस्क भर गई है।',
    doNow: 'अभी रसीद छापें या RRN लिख लें',
    receipt: 'इस डेस्क के रिकॉर्ड में सेव नहीं किया गया',
    failing: 'इस लैपटॉप पर रिकॉर्ड सेव नहीं किया जा सकता',
    refused: 'नया फ़िंगरप्रिंट और नई पूछताछ स्वीकार नहीं की जाएगी',
    check: 'फिर से देखें',
    consent: /ग्राहक ने हाँ कहा/,
  },
} as const

/** The real status, with `journal` as the test says; the real enquiry's answer, marked not saved. */
async function playJournal(page: Page) {
  const journal = { failing: false }
  await page.route('**/api/status', async (route) => {
    const reply = await route.fetch()
    const body = (await reply.json()) as Record<string, unknown>
    body.journal = journal.failing ? { state: 'failing', reason: REASON } : { state: 'ok' }
    await route.fulfill({ response: reply, json: body })
  })
  await page.route('**/api/balance-enquiries', async (route) => {
    const reply = await route.fetch()
    const body = (await reply.json()) as Record<string, unknown>
    // From the answer on, the bridge's status says failing (docs/contract.md v1.2).
    journal.failing = true
    await route.fulfill({
      response: reply,
      json: { ...body, saved: false, journalCause: 'disk-full', reason: REASON },
    })
  })
  return journal
}

async function audit(page: Page, name: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
  expect(serious).toEqual([])
}

for (const language of ['en', 'hi'] as const satisfies Language[]) {
  test(`an answer not saved, and the failing journal, are said plainly (${language})`, async ({
    page,
  }) => {
    const texts = TEXTS[language]
    await page.addInitScript((lang) => localStorage.setItem('aeps-desk.language', lang), language)
    const journal = await playJournal(page)
    await runEnquiry(page, 'balance', SANDBOX.success, language)

    // The bank's answer as usual, and the notice beside it, in words.
    await expect(page.locator('.balance__amount')).toHaveText(/^₹[\d,]+\.\d{2}$/)
    const notSaved = page.getByTestId('journal-not-saved')
    await expect(notSaved).toHaveAttribute('role', 'alert')
    await expect(notSaved).toContainText(texts.notSaved)
    await expect(notSaved).toContainText(texts.cause)
    await expect(notSaved).toContainText(texts.doNow)
    // The receipt (printed only) says so too.
    await expect(page.locator('.receipt')).toContainText(texts.receipt)

    // The status, read again at once, says failing: a notice above the page, with the reason.
    const failing = page.locator('.journal-failing')
    await expect(failing).toContainText(texts.failing)
    await expect(failing).toContainText(texts.refused)
    await expect(failing.locator('[lang="en"]')).toHaveText(REASON)
    await audit(page, `result not saved (${language})`)

    // No capture is offered while failing, consent or not.
    await page.goto('/')
    await expect(failing).toBeVisible()
    await tickConsent(page, language)
    await expect(captureButton(page, language)).toBeDisabled()
    await audit(page, `form while failing (${language})`)

    // Writing works again: the next look clears the notice and the capture is offered again.
    journal.failing = false
    await failing.getByRole('button', { name: texts.check }).click()
    await expect(failing).toHaveCount(0)
    await expect(captureButton(page, language)).toBeEnabled()
  })
}

test('an enquiry refused with 503 JOURNAL_UNAVAILABLE brings the notice up at once', async ({
  page,
}) => {
  const journal = await playJournal(page)
  await page.route('**/api/balance-enquiries', async (route) => {
    journal.failing = true
    await route.fulfill({
      status: 503,
      json: {
        error: { code: 'JOURNAL_UNAVAILABLE', message: 'The journal cannot be written.' },
      },
    })
  })
  await page.goto('/')
  await expect(page.locator('.journal-failing')).toHaveCount(0)
  await fillCustomer(page, SANDBOX.success)
  await consentAndCapture(page)
  await submitButton(page, 'balance').click()
  await expect(page.locator('.journal-failing')).toContainText(TEXTS.en.failing)
  // The refusal itself is shown as any refusal: nothing was sent, said in full under the send
  // button and in one line beside the page's heading.
  await expect(page.locator('#submit-refusal')).toContainText('The enquiry was not sent.')
  await expect(
    page.getByRole('alert').filter({ hasText: '✗ The enquiry was not sent.' }),
  ).toBeVisible()
  await expect(captureButton(page)).toBeDisabled()
})
