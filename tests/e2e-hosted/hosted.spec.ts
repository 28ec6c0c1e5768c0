// The hosted page in real Chromium with Local Network Access enforced: the hosted build
// served over https from https://intranet.test, the bridge on 127.0.0.1. Every way the page can
// fail to reach the bridge is told apart on screen, and the page recovers by itself.
import { join } from 'node:path'
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import { HOSTED } from '../playwright.hosted.config.ts'
import { resultHeading, runEnquiry, SANDBOX } from '../e2e/helpers.ts'
import { fakeBridge, sandboxBridge, type SandboxBridge } from './bridges.ts'
import { startIntranetServer, type IntranetServer } from './intranet-server.ts'

const PAGE_HOST = 'intranet.test'
const ORIGIN = `https://${PAGE_HOST}:${HOSTED.pagePort}`
/** The bridge's own name for the permission before Chrome 145 (docs/security.md, "Browser facts"). */
const LNA = 'local-network-access'

const test = base.extend<object, { intranet: IntranetServer; bridge: SandboxBridge }>({
  intranet: [
    async ({}, use) => {
      const server = await startIntranetServer({
        root: join(HOSTED.root, 'dist-hosted'),
        port: HOSTED.pagePort,
        connectSrc: ['http://127.0.0.1:*'],
      })
      await use(server)
      await server.close()
    },
    { scope: 'worker' },
  ],
  bridge: [
    async ({}, use) => {
      const bridge = sandboxBridge({
        port: HOSTED.bridgePort,
        rdPorts: HOSTED.rdPorts,
        dataDir: join(HOSTED.root, `tests/.tmp/e2e-hosted-data-${Date.now()}`),
        allowedOrigins: [ORIGIN],
      })
      await bridge.start()
      await use(bridge)
      await bridge.stop()
    },
    { scope: 'worker' },
  ],
})

test.use({ baseURL: ORIGIN })

test.beforeEach(async ({ bridge, intranet }) => {
  intranet.setBridgeConfig(null)
  await bridge.start()
  bridge.requests.length = 0
})

const notice = (page: Page) =>
  page.getByRole('region', { name: 'This page cannot reach the bridge' })

async function allowLocalNetwork(context: BrowserContext, origin = ORIGIN) {
  await context.grantPermissions([LNA], { origin })
}

/**
 * Playwright can grant but not deny; the DevTools protocol's Browser.setPermission can, for the
 * test's browser context (the only one open: one worker, one context per test), under both of
 * Chrome's names for the permission.
 */
async function setLocalNetwork(context: BrowserContext, setting: 'denied' | 'granted') {
  const cdp = await context.browser()!.newBrowserCDPSession()
  const { browserContextIds } = await cdp.send('Target.getBrowserContexts')
  for (const name of ['loopback-network', LNA]) {
    await cdp.send('Browser.setPermission', {
      permission: { name },
      setting,
      origin: ORIGIN,
      browserContextId: browserContextIds.at(-1),
    })
  }
  // Not detached: Chrome drops a session's permission overrides when the session goes.
}

test('with local network access granted, a balance enquiry and a mini statement complete', async ({
  page,
  context,
  bridge,
}) => {
  await allowLocalNetwork(context)
  await runEnquiry(page, 'balance', SANDBOX.success)
  await expect(resultHeading(page)).toHaveText('Balance received')
  await expect(page.locator('.balance__amount')).toHaveText(/^₹[\d,]+\.\d{2}$/)

  await runEnquiry(page, 'statement', SANDBOX.success)
  await expect(resultHeading(page)).toHaveText('Mini statement received')
  await expect(notice(page)).toHaveCount(0)
  const enquiries = bridge.requests.filter((r) => r.route.startsWith('/api/'))
  expect(enquiries.map((r) => r.route)).toEqual(
    expect.arrayContaining(['/api/balance-enquiries', '/api/mini-statements']),
  )
})

test('with local network access denied, the page explains and nothing reaches the bridge', async ({
  page,
  context,
  bridge,
}) => {
  // Headless Chromium never shows the prompt, so the page first says it waits for one; then the
  // merchant says no (in the site settings), and the page, asking Chrome as it looks again, says so.
  await page.goto('/')
  await expect(notice(page)).toContainText('Chrome needs your permission')
  await setLocalNetwork(context, 'denied')
  await expect(notice(page)).toContainText(
    'Chrome is blocking this page from reaching the bridge',
    {
      timeout: 20_000,
    },
  )
  await expect(notice(page)).toContainText('LoopbackNetworkAllowedForUrls')
  await notice(page).getByRole('button', { name: 'Try again' }).click()
  await expect(notice(page)).toContainText('local network access is not allowed')
  await expect(page.getByText(/The page looks again by itself in \d+ s\./)).toBeVisible()
  expect(bridge.requests).toEqual([])

  // Once the merchant allows it, the page goes on by itself.
  await setLocalNetwork(context, 'granted')
  await expect(notice(page)).toHaveCount(0, { timeout: 20_000 })
  await expect(page.getByRole('complementary', { name: /SANDBOX MODE/ })).toBeVisible()
  expect(bridge.requests.filter((r) => /enquiries|statements|captures/.test(r.route))).toEqual([])
})

test('a page whose origin the bridge does not allow names the origin to add', async ({
  page,
  context,
}) => {
  const other = `https://desk.test:${HOSTED.pagePort}`
  await allowLocalNetwork(context, other)
  await page.goto(other + '/')
  await expect(notice(page)).toContainText(
    `The bridge does not accept requests from this page (${other}).`,
  )
  await expect(notice(page)).toContainText(`add ${other} to ALLOWED_ORIGINS`)
  await expect(notice(page)).not.toContainText('not running')
})

test('a bridge stopped and then started again is found without a reload', async ({
  page,
  context,
  bridge,
}) => {
  await allowLocalNetwork(context)
  await bridge.stop()
  await page.goto('/')
  await expect(notice(page)).toContainText('The bridge on this laptop is not answering.')
  await expect(notice(page)).toContainText('aeps-bridge')
  await expect(page.getByText(/The page looks again by itself in \d+ s\./)).toBeVisible()
  const navigations: string[] = []
  page.on('framenavigated', (frame) => navigations.push(frame.url()))

  await bridge.start()
  await expect(notice(page)).toHaveCount(0, { timeout: 20_000 })
  await expect(page.getByRole('complementary', { name: /SANDBOX MODE/ })).toBeVisible()
  await expect(page.getByText(/Fingerprint reader ready/)).toBeVisible()
  expect(navigations).toEqual([])
})

test('a bridge one contract behind the page (1.4, no hand-over of the counter) is explained and gets no enquiry', async ({
  page,
  context,
  intranet,
}) => {
  const old = await fakeBridge('1.4', ORIGIN)
  try {
    // IT pointed the page at another bridge through bridge-config.json, without a rebuild.
    intranet.setBridgeConfig({ bridgeUrl: old.url })
    await allowLocalNetwork(context)
    await page.goto('/')
    await expect(notice(page)).toContainText('The bridge on this laptop is too old for this page')
    await expect(notice(page)).toContainText('contract 1.4')
    // The merchant fills in the form and tries anyway: nothing but the status is asked for, and
    // no enquiry can be sent.
    await page.getByRole('textbox', { name: 'Aadhaar number' }).fill(SANDBOX.success)
    await page.getByRole('checkbox', { name: /the customer said yes/ }).check()
    await page.getByRole('button', { name: /^Capture fingerprint$/ }).click()
    await expect(page.getByRole('button', { name: 'Get the balance' })).toBeDisabled()
    await page.waitForTimeout(500)
    expect(old.paths.length).toBeGreaterThan(0)
    expect(old.paths.every((p) => p === 'GET /api/status')).toBe(true)
  } finally {
    await old.close()
  }
})
