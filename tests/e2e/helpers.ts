// Steps of the enquiry flow as a merchant does them, found by role and label, in either language.
import { expect, type Page } from '@playwright/test'
import { mismatchCustomerNumber } from '../../src/shared/sandbox-refusals.ts'

export const MOBILE = '9876543210'
export const SBI = { iin: '607094', name: 'State Bank of India' }

export const SANDBOX = {
  success: '999900000000',
  unauthorized: '999900000016',
  failure: '999900000028',
  missingParameter: '999900000037',
  connectionTimeout: '999900000044',
  somethingWentWrong: '999900000059',
  pending: '999900000063',
  reversed: '999900000071',
  redirect: '999900000092',
  slow: '999900000102',
  hang: '999900000118',
  unknownStatus: '999900000125',
  notJson: '999900000139',
  dailyLimit: '999900000141',
  emptyStatement: '999900000156',
} as const

/**
 * Customers whose finger does not match (UIDAI 300), one for each test that sends a mismatch: the
 * bridge counts a customer's mismatches for 30 minutes (contract v1.5, `attempts`) and changes its
 * advice from the third, and the browser tier runs one bridge for every spec. A test that shares
 * a customer would get another test's count. SANDBOX.failure is kept for tests that need its last
 * four digits (0028) or a mini statement's failure, which is not a mismatch.
 */
export const MISMATCH = {
  captureAgain: mismatchCustomerNumber(1),
  captureAdvice: mismatchCustomerNumber(2),
  customerLanguage: mismatchCustomerNumber(3),
  customerTruth: mismatchCustomerNumber(4),
  dayBookNoShift: mismatchCustomerNumber(5),
  outcomes: mismatchCustomerNumber(6),
  /** day-book-cause.spec.ts: its last four (707 and a check digit) are no other sandbox number's. */
  dayBookCause: mismatchCustomerNumber(707),
  /** before-the-bank.spec.ts: one customer's mismatches counted to the fifth. */
  countedToFive: mismatchCustomerNumber(999),
} as const

export type Operation = 'balance' | 'statement'
export type Language = 'en' | 'hi'

const LABELS = {
  en: {
    aadhaar: 'Aadhaar number',
    mobile: 'Customer’s mobile number',
    bank: 'Customer’s bank',
    consent: /customer said yes/,
    capture: /^Capture (fingerprint|again)$/,
    captured: /Fingerprint captured\. Quality \d+ out of 100\./,
    balance: 'Get the balance',
    statement: 'Get the mini statement',
  },
  hi: {
    aadhaar: 'आधार नंबर',
    mobile: 'ग्राहक का मोबाइल नंबर',
    bank: 'ग्राहक का बैंक',
    consent: /ग्राहक ने हाँ कहा/,
    capture: /^(फ़िंगरप्रिंट लें|फिर से फ़िंगरप्रिंट लें)$/,
    captured: /फ़िंगरप्रिंट ले लिया गया/,
    balance: 'बैलेंस जानें',
    statement: 'मिनी स्टेटमेंट पाएँ',
  },
} as const

export const aadhaarInput = (page: Page, lang: Language = 'en') =>
  page.getByRole('textbox', { name: LABELS[lang].aadhaar })
export const mobileInput = (page: Page, lang: Language = 'en') =>
  page.getByRole('textbox', { name: LABELS[lang].mobile })
export const bankInput = (page: Page, lang: Language = 'en') =>
  page.getByRole('combobox', { name: LABELS[lang].bank })
export const consentBox = (page: Page, lang: Language = 'en') =>
  page.getByRole('checkbox', { name: LABELS[lang].consent })
export const captureButton = (page: Page, lang: Language = 'en') =>
  page.getByRole('button', { name: LABELS[lang].capture })
export const submitButton = (page: Page, operation: Operation, lang: Language = 'en') =>
  page.getByRole('button', { name: LABELS[lang][operation] })
export const resultHeading = (page: Page) => page.locator('#result-heading')

export async function open(page: Page, operation: Operation) {
  await page.goto(operation === 'balance' ? '/' : '/mini-statement')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

export async function fillCustomer(page: Page, aadhaar: string, lang: Language = 'en') {
  await aadhaarInput(page, lang).fill(aadhaar)
  await mobileInput(page, lang).fill(MOBILE)
  await bankInput(page, lang).fill(SBI.iin)
  await page.getByRole('option', { name: `${SBI.name} (${SBI.iin})` }).click()
  await expect(bankInput(page, lang)).toHaveValue(`${SBI.name} (${SBI.iin})`)
}

/**
 * Reads the consent notice to its end, as a merchant scrolls it where it does not fit its box
 * (notice version 4 beside the operator's and the location's notices at 1366x649): its checkbox
 * can be ticked only then.
 */
export async function readNoticeToEnd(page: Page) {
  await page.getByTestId('customer-consent-text').evaluate((box) => {
    box.scrollTop = box.scrollHeight
  })
}

/**
 * Ticks "the customer said yes" as a merchant does: the notice read to its end first wherever it
 * scrolls in its box (a warning, a failure or a longer script above it takes its room). Read again
 * if the notice changed on its way (the bridge's kept sentences arriving), since a changed notice
 * is an unread one.
 */
export async function tickConsent(page: Page, lang: Language = 'en') {
  const box = consentBox(page, lang)
  await expect(async () => {
    await readNoticeToEnd(page)
    await box.check({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

export async function consentAndCapture(page: Page, lang: Language = 'en') {
  await tickConsent(page, lang)
  await captureButton(page, lang).click()
  await expect(page.getByText(LABELS[lang].captured)).toBeVisible()
}

/** Fills the form, captures, sends, and waits for the result heading to have focus. */
export async function runEnquiry(
  page: Page,
  operation: Operation,
  aadhaar: string,
  lang: Language = 'en',
) {
  await open(page, operation)
  await fillCustomer(page, aadhaar, lang)
  await consentAndCapture(page, lang)
  await submitButton(page, operation, lang).click()
  await expect(resultHeading(page)).toBeFocused({ timeout: 60_000 })
}

/** Counts the page's POST /api/captures and answers each with one refusal of the bridge's. */
export async function refuseCaptures(page: Page, status: number, body: Record<string, unknown>) {
  const asked = { count: 0 }
  await page.route('**/api/captures', (route) => {
    asked.count++
    return route.fulfill({ status, json: body })
  })
  return asked
}

/** Every capture refused for a PID 30 minutes ahead (422 CLOCK_SKEW with its skewSeconds). */
export function refuseForTheClock(page: Page) {
  return refuseCaptures(page, 422, {
    error: { code: 'CLOCK_SKEW', message: 'The fingerprint’s time is 30 minutes ahead.' },
    skewSeconds: 1800,
  })
}

/** The merchant sets the laptop's clock back by the 30 minutes of refuseForTheClock. */
export function setTheClockRight(page: Page) {
  return page.clock.setSystemTime(new Date(Date.now() - 30 * 60_000))
}

const STATUS = /\/api\/status(\?.*)?$/

/**
 * A desk whose credentials the provider refused (checked at 10:00 India time): the status says so
 * and every capture is refused 503 CREDENTIALS_REFUSED. `accept()` is IT fixing them: the status
 * is the bridge's own again.
 */
export async function refuseCredentials(page: Page) {
  const asked = await refuseCaptures(page, 503, {
    error: { code: 'CREDENTIALS_REFUSED', message: 'refused' },
  })
  await page.route(STATUS, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as Record<string, unknown>
    body.credentials = { state: 'refused', checkedAt: '2026-11-29T04:30:00.000Z' }
    await route.fulfill({ response, json: body })
  })
  return { asked, accept: () => page.unroute(STATUS) }
}
