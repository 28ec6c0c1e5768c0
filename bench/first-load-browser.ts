// The first load as Chrome sees it, for the page the bridge serves and for the hosted page (issue
// 10): every JavaScript and CSS file the enquiry page downloads until the network is idle (so also
// the chunks fetched right after the first render), gzip level 9, and the cumulative layout shift
// while the status, the bank list and the reader scan arrive (a PerformanceObserver for
// `layout-shift`, as Lighthouse counts it: shifts without recent input). Complements
// bench/bundle.ts, which counts only what blocks the first render.
// Run: npm run build && node --import tsx bench/first-load-browser.ts

import { chromium, type Browser, type Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CHROMIUM_LAUNCH } from '../tests/chromium.ts'
import { startIntranetServer } from '../tests/e2e-hosted/intranet-server.ts'
import { ROOT, spawnBridge, tempDir } from './lib.ts'

/** The hosted page's https port (the browser tests' default; overridable like theirs). */
const HOSTED_PORT = Number(process.env.BENCH_HOSTED_PORT ?? process.env.E2E_HOSTED_PORT ?? 8643)
const HOSTED_ORIGIN = `https://intranet.test:${HOSTED_PORT}`

export interface FirstLoad {
  files: { file: string; gzip: number }[]
  total: number
  /** Cumulative layout shift from navigation until the page has settled. */
  layoutShift: number
}

declare global {
  interface Window {
    __layoutShift: number
  }
}

async function measure(page: Page, url: string): Promise<FirstLoad> {
  await page.addInitScript(() => {
    window.__layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[])
        if (!entry.hadRecentInput) window.__layoutShift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const files: FirstLoad['files'] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    if (!/\.(js|css)$/.test(new URL(response.url()).pathname)) return
    pending.push(
      response.body().then((body) => {
        files.push({
          file: new URL(response.url()).pathname,
          gzip: gzipSync(body, { level: 9 }).length,
        })
      }),
    )
  })
  const banks = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/banks')
  await page.goto(url, { waitUntil: 'networkidle' })
  // Settled: the status (footer), the reader scan and the bank list have all arrived.
  await page.locator('footer').waitFor()
  await page.getByText(/Fingerprint reader ready/).waitFor()
  await banks
  await page.waitForTimeout(500)
  await Promise.all(pending)
  const layoutShift = await page.evaluate(() => window.__layoutShift)
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0), layoutShift }
}

async function withBrowser<T>(args: string[], run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, ...args],
  })
  try {
    return await run(browser)
  } finally {
    await browser.close()
  }
}

export async function measureBrowserFirstLoad(): Promise<{ served: FirstLoad; hosted: FirstLoad }> {
  const bridge = await spawnBridge({
    STATIC_DIR: 'dist',
    DATA_DIR: tempDir('bench-fl-'),
    // The caller's own port block when it has one (two checkouts benching side by side).
    RD_PORTS: process.env.BENCH_RD_PORTS ?? process.env.E2E_RD_PORTS ?? '14120-14122',
    SANDBOX_RD: 'on',
    ALLOWED_ORIGINS: HOSTED_ORIGIN,
  })
  try {
    const served = await withBrowser([], async (browser) =>
      measure(await browser.newPage(), bridge.url + '/'),
    )

    // The hosted page: built for the intranet, served over https from another origin, pointed
    // at this bridge through bridge-config.json, with Local Network Access enforced and granted
    // (as in tests/playwright.hosted.config.ts).
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-hosted.ts'], {
      cwd: ROOT,
      stdio: 'ignore',
    })
    const intranet = await startIntranetServer({
      root: join(ROOT, 'dist-hosted'),
      port: HOSTED_PORT,
      connectSrc: [bridge.url],
    })
    intranet.setBridgeConfig({ bridgeUrl: bridge.url })
    try {
      const hosted = await withBrowser(
        [
          '--enable-features=LocalNetworkAccessChecks',
          `--ip-address-space-overrides=127.0.0.1:${HOSTED_PORT}=public`,
          '--ignore-certificate-errors',
          '--host-resolver-rules=MAP *.test 127.0.0.1',
        ],
        async (browser) => {
          const context = await browser.newContext({ ignoreHTTPSErrors: true })
          await context.grantPermissions(['local-network-access'], { origin: HOSTED_ORIGIN })
          return measure(await context.newPage(), HOSTED_ORIGIN + '/')
        },
      )
      return { served, hosted }
    } finally {
      await intranet.close()
    }
  } finally {
    await bridge.stop()
  }
}

function printOne(title: string, load: FirstLoad) {
  console.log(`\n## ${title}`)
  console.log('| file | gzip |\n|---|---:|')
  for (const f of load.files) console.log(`| ${f.file} | ${(f.gzip / 1024).toFixed(1)} KB |`)
  console.log(
    `\nTotal: **${(load.total / 1024).toFixed(1)} KB**; cumulative layout shift: **${load.layoutShift.toFixed(3)}**`,
  )
}

export async function printBrowserFirstLoad() {
  const loads = await measureBrowserFirstLoad()
  printOne(
    'First load in Chromium, page served by the bridge (JS and CSS until the network is idle, gzip)',
    loads.served,
  )
  printOne(
    'First load in Chromium, hosted page over https (JS and CSS until the network is idle, gzip)',
    loads.hosted,
  )
  return loads
}

if (import.meta.url === `file://${process.argv[1]}`) await printBrowserFirstLoad()
