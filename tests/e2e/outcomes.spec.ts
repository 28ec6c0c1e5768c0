import { expect, test } from '@playwright/test'
import { MISMATCH, type Operation, resultHeading, runEnquiry, SANDBOX } from './helpers.ts'

const NOT_CONFIRMED = 'NOT CONFIRMED. An enquiry is not a withdrawal.'

interface Case {
  name: string
  aadhaar: string
  operation: Operation
  heading: string
  unconfirmed: boolean
  shows?: string[]
}

const CASES: Case[] = [
  {
    name: 'failure',
    aadhaar: MISMATCH.outcomes,
    operation: 'balance',
    heading: 'The bank refused the enquiry',
    unconfirmed: false,
    shows: [
      'The bank said',
      'Biometric data did not match. Try another finger.',
      'capture another finger',
    ],
  },
  {
    name: 'daily limit failure',
    aadhaar: SANDBOX.dailyLimit,
    operation: 'balance',
    heading: 'The bank refused the enquiry',
    unconfirmed: false,
    shows: ['Exceeds enquiry limit for the day set by the bank'],
  },
  {
    name: 'unauthorized',
    aadhaar: SANDBOX.unauthorized,
    operation: 'balance',
    heading: 'The merchant’s credentials were refused',
    unconfirmed: false,
    shows: ['This is not the customer’s fault'],
  },
  {
    name: 'missing parameter',
    aadhaar: SANDBOX.missingParameter,
    operation: 'balance',
    heading: 'The bank service says a detail is missing',
    unconfirmed: false,
  },
  {
    name: 'connection timeout',
    aadhaar: SANDBOX.connectionTimeout,
    operation: 'balance',
    heading: 'Result NOT confirmed: the bank did not answer in time',
    unconfirmed: true,
  },
  {
    name: 'something went wrong',
    aadhaar: SANDBOX.somethingWentWrong,
    operation: 'statement',
    heading: 'Result NOT confirmed: the bank service had a problem',
    unconfirmed: true,
  },
  {
    name: 'pending',
    aadhaar: SANDBOX.pending,
    operation: 'balance',
    heading: 'Result NOT confirmed: pending at the bank',
    unconfirmed: true,
    shows: ['An enquiry is not a withdrawal'],
  },
  {
    name: 'reversed',
    aadhaar: SANDBOX.reversed,
    operation: 'balance',
    heading: 'The enquiry was reversed',
    unconfirmed: false,
    shows: ['An enquiry is not a withdrawal. You may start a new enquiry.'],
  },
  {
    name: 'redirect',
    aadhaar: SANDBOX.redirect,
    operation: 'statement',
    heading: 'The bank service asked for a redirect',
    unconfirmed: false,
  },
  {
    name: 'unknown status',
    aadhaar: SANDBOX.unknownStatus,
    operation: 'balance',
    heading: 'Result NOT confirmed',
    unconfirmed: true,
    shows: ['Request held for review'],
  },
  {
    name: 'upstream hang (bridge 504)',
    aadhaar: SANDBOX.hang,
    operation: 'balance',
    heading: 'Result NOT confirmed',
    unconfirmed: true,
    shows: ['The bridge said'],
  },
  {
    name: 'not an envelope (bridge 502)',
    aadhaar: SANDBOX.notJson,
    operation: 'statement',
    heading: 'Result NOT confirmed',
    unconfirmed: true,
    shows: ['The bridge said'],
  },
]

test.describe('every outcome has its own view', () => {
  for (const c of CASES) {
    test(`${c.name}`, async ({ page }) => {
      await runEnquiry(page, c.operation, c.aadhaar)
      await expect(resultHeading(page)).toHaveText(c.heading)
      const result = page.locator('.result')
      if (c.unconfirmed) await expect(result.getByText(NOT_CONFIRMED)).toBeVisible()
      else await expect(result.getByText(NOT_CONFIRMED)).toHaveCount(0)
      for (const text of c.shows ?? []) await expect(result).toContainText(text)
      await expect(result.getByRole('heading', { name: 'What to do next' })).toBeVisible()
      await expect(page.locator('.balance__amount')).toHaveCount(0)
    })
  }

  test('a slow bank still ends in success', async ({ page }) => {
    await runEnquiry(page, 'balance', SANDBOX.slow)
    await expect(resultHeading(page)).toHaveText('Balance received')
  })
})
