// The first load as Chrome sees it: every JavaScript and CSS file the enquiry page downloads until
// the network is idle (so also the chunks fetched right after the first render), gzip level 9.
// Complements bench/bundle.ts, which counts only what blocks the first render.
// Run: npm run build && node --import tsx bench/first-load-browser.ts

import { chromium } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { CHROMIUM_LAUNCH } from '../tests/chromium.ts'
import { spawnBridge, tempDir } from './lib.ts'

export async function measureBrowserFirstLoad() {
  const bridge = await spawnBridge({
    STATIC_DIR: 'dist',
    DATA_DIR: tempDir('bench-fl-'),
    RD_PORTS: '14120-14122',
  })
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    const page = await browser.newPage()
    const files: { file: string; gzip: number }[] = []
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
    await page.goto(bridge.url + '/', { waitUntil: 'networkidle' })
    await page.getByRole('button').first().waitFor()
    await Promise.all(pending)
    return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) }
  } finally {
    await browser.close()
    await bridge.stop()
  }
}

export async function printBrowserFirstLoad() {
  const { files, total } = await measureBrowserFirstLoad()
  console.log('\n## First load in Chromium (every JS and CSS file until the network is idle, gzip)')
  console.log('| file | gzip |\n|---|---:|')
  for (const f of files) console.log(`| ${f.file} | ${(f.gzip / 1024).toFixed(1)} KB |`)
  console.log(`\nTotal: **${(total / 1024).toFixed(1)} KB**`)
  return { files, total }
}

if (import.meta.url === `file://${process.argv[1]}`) await printBrowserFirstLoad()
