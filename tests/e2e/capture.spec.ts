import { expect, test } from '@playwright/test'
import {
  captureButton,
  fillCustomer,
  MISMATCH,
  MOBILE,
  resultHeading,
  runEnquiry,
  SANDBOX,
  SBI,
  submitButton,
  tickConsent,
} from './helpers.ts'

test.describe('a capture is single use', () => {
  test('the bridge refuses the same captureId twice with 409 CAPTURE_USED', async ({ page }) => {
    const capture = await page.request.post('/api/captures', { data: {} })
    expect(capture.status()).toBe(201)
    const { captureId } = (await capture.json()) as { captureId: string }
    const body = {
      aadhaar: SANDBOX.success,
      mobile: MOBILE,
      bankiin: SBI.iin,
      captureId,
      consent: true,
    }
    const first = await page.request.post('/api/balance-enquiries', { data: body })
    expect(first.status()).toBe(200)
    const second = await page.request.post('/api/balance-enquiries', { data: body })
    expect(second.status()).toBe(409)
    expect(((await second.json()) as { error: { code: string } }).error.code).toBe('CAPTURE_USED')
  })

  test('the page never sends a used capture again', async ({ page }) => {
    const sent: { captureId: string; consent: unknown }[] = []
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        /\/api\/(balance-enquiries|mini-statements)$/.test(request.url())
      )
        sent.push(request.postDataJSON() as { captureId: string; consent: unknown })
    })
    await runEnquiry(page, 'balance', MISMATCH.captureAgain)
    // A mismatch's own next step, the filled button: a new enquiry with a new finger.
    await page.getByRole('button', { name: 'Capture again' }).click()
    // The details stay; the yes and the fingerprint are given afresh for the new enquiry.
    await expect(submitButton(page, 'balance')).toBeDisabled()
    await expect(
      page.getByText('Capture the fingerprint first: every enquiry needs a new capture.'),
    ).toBeVisible()
    await tickConsent(page)
    await captureButton(page).click()
    await expect(page.getByText(/Fingerprint captured/)).toBeVisible()
    await submitButton(page, 'balance').click()
    await expect(resultHeading(page)).toBeFocused({ timeout: 60_000 })
    expect(sent).toHaveLength(2)
    expect(sent[0]!.captureId).not.toBe(sent[1]!.captureId)
    expect(sent.every((body) => body.consent === true)).toBe(true)
  })

  test('a poor or wrong capture can be taken again, with the UIDAI advice', async ({ page }) => {
    await runEnquiry(page, 'balance', MISMATCH.captureAdvice)
    // The bank named a mismatch (UIDAI 300): the advice for it (bank-causes.ts).
    await expect(page.locator('.result')).toContainText('capture another finger')
    await expect(page.locator('.result')).toContainText('Clean the finger and the reader glass')
    await page.getByRole('button', { name: 'Capture again' }).click()
    await tickConsent(page)
    // The simulated reader captures well; this capture is answered by the page's test double.
    await page.route('**/api/captures', (route) =>
      route.fulfill({
        status: 201,
        json: {
          captureId: 'poor-1',
          quality: { qScore: 38, nmPoints: 12 },
          device: { port: 12300, dpId: 'D', mi: 'M' },
          expiresAt: new Date(Date.now() + 60_000).toISOString(),
        },
      }),
    )
    await captureButton(page).click()
    await expect(page.getByText('Fingerprint captured. Quality 38 out of 100.')).toBeVisible()
    await expect(page.getByText('The quality is low.', { exact: false })).toBeVisible()
    // The advice is folded under its heading (Send stays on screen); one click opens it.
    await page.getByText(/^If the quality is low, the wrong finger was used/).click()
    for (const advice of [
      'Try another finger.',
      'Clean the finger and the reader glass with a soft dry cloth.',
      'If the finger is dry, rub the fingertip lightly, then try again.',
      // docs/merchant-guide.md, "Failure advice": the biometric lock fails every try until undone.
      'If the customer locked their fingerprint (biometric lock) in the Aadhaar app, every try fails until they unlock it there.',
      'If nothing works, the customer can use their passbook at the branch, or an ATM.',
    ])
      await expect(page.getByText(advice)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Capture again' })).toBeEnabled()
  })

  for (const [status, code, message] of [
    [503, 'NO_DEVICE', 'No fingerprint reader was found.'],
    [
      422,
      'RD_700',
      'No finger was placed within the time limit. Ask the customer to place the finger firmly and try again.',
    ],
    [422, 'RD_720', 'The fingerprint reader is not ready. Reconnect it and try again.'],
    [409, 'DEVICE_BUSY', 'The fingerprint reader is busy with another capture.'],
    [502, 'RD_BAD_REPLY', 'The fingerprint reader gave an answer that could not be read.'],
    [504, 'RD_TIMEOUT', 'The fingerprint reader did not answer in time.'],
  ] as const) {
    test(`a device error ${code} shows the bridge’s message`, async ({ page }) => {
      await page.route('**/api/captures', (route) =>
        route.fulfill({ status, json: { error: { code, message } } }),
      )
      await page.goto('/')
      await fillCustomer(page, SANDBOX.success)
      await tickConsent(page)
      await captureButton(page).click()
      await expect(page.getByText('The fingerprint was not captured.')).toBeVisible()
      await expect(page.getByText(message)).toBeVisible()
      await expect(captureButton(page)).toBeEnabled()
      await expect(submitButton(page, 'balance')).toBeDisabled()
    })
  }
})

test('the device state is shown before the capture', async ({ page }) => {
  // The simulated reader listens in the suite's RD port range (overridable: playwright.config.ts).
  const [low, high = low] = (process.env.E2E_RD_PORTS ?? '12300-12304').split('-').map(Number)
  await page.goto('/')
  const line = page.getByText(/Fingerprint reader ready: .+ \(port \d+\)/)
  await expect(line).toBeVisible()
  const port = Number((await line.textContent())?.match(/\(port (\d+)\)/)?.[1])
  expect(port).toBeGreaterThanOrEqual(low!)
  expect(port).toBeLessThanOrEqual(high!)
})
