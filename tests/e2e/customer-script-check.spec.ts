// The page's own check that the customer's script draws (issue 43, item 5; language review
// 2026-11-29, R1). A Chromium whose fontconfig hides every Odia font stands for a Linux desk
// without them: there the Odia notice is refused with the page's sentence, its box can never be
// ticked, and a language that draws is offered. With the font, the notice renders, the page's check
// passes, and the canvas tofu test (missing-glyphs.ts) finds no box in it.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../chromium.ts'
import { consentBox } from './helpers.ts'
import { missingGlyphs } from './missing-glyphs.ts'

test.use({ viewport: { width: 1366, height: 649 } })

/** The machine's fontconfig, less the Odia faces (Debian's Lohit Odia and Noto Sans Oriya). */
const WITHOUT_ODIA = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont><rejectfont>
    <glob>*/NotoSansOriya*</glob>
    <glob>*/NotoSerifOriya*</glob>
    <glob>*/Lohit-Odia*</glob>
    <glob>*/lohit_or*</glob>
  </rejectfont></selectfont>
</fontconfig>
`

const NOTICE = '[data-testid="customer-consent-text"]'
const notice = (page: Page) => page.locator(NOTICE)
const refusal = (page: Page) => page.getByTestId('customer-script-refusal')

async function openInOdia(page: Page) {
  await page.addInitScript(() => localStorage.setItem('aeps-desk.customer-language', 'or'))
  await page.goto('/')
  await expect(notice(page)).toHaveAttribute('lang', /^or/)
}

test('on a Chromium without an Odia font, the Odia notice is refused with the page’s own sentence', async ({
  baseURL,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'no-odia-'))
  writeFileSync(join(dir, 'fonts.conf'), WITHOUT_ODIA)
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH,
    env: { ...process.env, FONTCONFIG_FILE: join(dir, 'fonts.conf') },
  })
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1366, height: 649 },
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
    })
    const page = await context.newPage()
    await openInOdia(page)
    await expect(refusal(page)).toContainText(
      'This computer has no font for Odia: the notice would show as empty boxes, so it cannot be read or agreed to.',
    )
    await expect(notice(page)).toHaveAttribute('data-script-check', 'no')
    // The page is right: the notice really draws as boxes in this browser.
    expect((await missingGlyphs(page, NOTICE)).length).toBeGreaterThan(10)
    // Read to its end or not, the box stays off.
    await notice(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
    await expect(consentBox(page)).toBeDisabled()
    await expect(consentBox(page)).not.toBeChecked()

    // A language that draws is one click away, and its notice can be agreed to.
    await refusal(page).getByRole('button', { name: 'Show the notice in English' }).click()
    await expect(notice(page)).toHaveAttribute('lang', /^en/)
    await expect(notice(page)).toHaveAttribute('data-script-check', 'yes')
    await expect(refusal(page)).toHaveCount(0)
    await notice(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
    await expect(consentBox(page)).toBeEnabled()
  } finally {
    await browser.close()
    rmSync(dir, { recursive: true, force: true })
  }
})

test('with the Odia font, the Odia notice renders and the glyph check passes', async ({ page }) => {
  await openInOdia(page)
  await expect(notice(page)).toHaveAttribute('data-script-check', 'yes')
  await expect(refusal(page)).toHaveCount(0)
  expect(await missingGlyphs(page, NOTICE)).toEqual([])
  await notice(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
  await expect(consentBox(page)).toBeEnabled()
})
