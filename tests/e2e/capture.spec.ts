import { expect, test } from '@playwright/test'
import {
  captureButton,
  MOBILE,
  resultHeading,
  runEnquiry,
  SANDBOX,
  SBI,
  submitButton,
} from './helpers.ts'

test.describe('a capture is single use', () => {
  test('the bridge refuses the same captureId twice with 409 CAPTURE_USED', async ({ page }) => {
    const capture = await page.request.post('/api/captures', { data: {} })
    expect(capture.status()).toBe(201)
    const { captureId } = (await capture.json()) as { captureId: string }
    const body = { aadhaar: SANDBOX.success, mobile: MOBILE, bankiin: SBI.iin, captureId, consent: true }
    const first = await page.request.post('/api/balance-enquiries', { data: body })
    expect(first.status()).toBe(200)
    const second = await page.request.post('/api/balance-enquiries', { data: body })
    expect(second.status()).toBe(409)
    expect(((await second.json()) as { error: { code: string } }).error.code).toBe('CAPTURE_USED')
  })

  test('the page never sends a used capture again', async ({ page }) => {
    const sent: { captureId: string; consent: unknown }[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/(balance-enquiries|mini-statements)$/.test(request.url()))
        sent.push(request.postDataJSON() as { captureId: string; consent: unknown })
    })
    await runEnquiry(page, 'balance', SANDBOX.failure)
    await page.getByRole('button', { name: 'New enquiry for this customer' }).click()
    // The details and consent stay; the fingerprint must be captured afresh.
    await expect(submitButton(page, 'balance')).toBeDisabled()
    await expect(page.getByText('Capture the fingerprint first: every enquiry needs a new capture.')).toBeVisible()
    await captureButton(page).click()
    await expect(page.getByText(/Fingerprint captured/)).toBeVisible()
    await submitButton(page, 'balance').click()
    await expect(resultHeading(page)).toBeFocused({ timeout: 20_000 })
    expect(sent).toHaveLength(2)
    expect(sent[0]!.captureId).not.toBe(sent[1]!.captureId)
    expect(sent.every((body) => body.consent === true)).toBe(true)
  })

  test('a poor or wrong capture can be taken again, with the UIDAI advice', async ({ page }) => {
    await runEnquiry(page, 'balance', SANDBOX.failure)
    await page.getByRole('button', { name: 'New enquiry for this customer' }).click()
    await captureButton(page).click()
    await expect(page.getByText(/Fingerprint captured/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Capture again' })).toBeEnabled()
  })
})

test('the device state is shown before the capture', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByText(/Fingerprint reader ready: .+ \(port 1230\d\)/)).toBeVisible()
})
