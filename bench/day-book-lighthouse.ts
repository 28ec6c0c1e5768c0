// Lighthouse's desktop performance score for the day book (/transactions), in Debian's Chromium,
// headless, on the built page the bridge serves: a sandbox bridge with a day of records (three
// balance enquiries and a mini statement, so the totals, the records and the chart all have rows),
// measured RUNS times, the median reported with its CLS, LCP, TBT and FCP. A measurement, not a
// test: the score depends on how busy the machine is (Lighthouse's own desktop throttling is
// simulated on top of it). The layout shift it reports is pinned at 0 by
// tests/e2e/day-book-no-shift.spec.ts, which does not depend on load.
// Run: npm run build && npm run bench:lighthouse

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { CHROMIUM_LAUNCH } from '../tests/chromium.ts'
import { median, postJson, spawnBridge, tempDir } from './lib.ts'

const RUNS = 3
/** The simulated reader's ports: the caller's own block when it has one (PROTOCOL: ports). */
const RD_PORTS = process.env.BENCH_RD_PORTS ?? process.env.E2E_RD_PORTS ?? '14140-14142'

export interface DayBookLighthouse {
  score: number
  cls: number
  lcpMs: number
  tbtMs: number
  fcpMs: number
  /** Each run's score, in order. */
  scores: number[]
}

async function enquiry(url: string, path: string, aadhaar: string): Promise<void> {
  const capture = await postJson(url + '/api/captures', {})
  if (capture.status !== 201) throw new Error('capture failed: ' + JSON.stringify(capture.json))
  const reply = await postJson(url + path, {
    aadhaar,
    mobile: '9876543210',
    bankiin: '607094',
    captureId: capture.json.captureId,
    consent: true,
  })
  if (!reply.json.outcome) throw new Error('enquiry: ' + JSON.stringify(reply.json))
}

export async function measureDayBookLighthouse(): Promise<DayBookLighthouse> {
  const bridge = await spawnBridge({
    STATIC_DIR: 'dist',
    DATA_DIR: tempDir('bench-lh-'),
    RD_PORTS,
    SANDBOX_RD: 'on',
  })
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_LAUNCH.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_LAUNCH.args],
  })
  try {
    await enquiry(bridge.url, '/api/balance-enquiries', '999900000000')
    await enquiry(bridge.url, '/api/balance-enquiries', '999900000028')
    await enquiry(bridge.url, '/api/balance-enquiries', '999900000000')
    await enquiry(bridge.url, '/api/mini-statements', '999900000000')
    const runs: Omit<DayBookLighthouse, 'scores'>[] = []
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(
        bridge.url + '/transactions',
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        desktopConfig,
      )
      const lhr = result!.lhr
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        cls: audit('cumulative-layout-shift'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        fcpMs: audit('first-contentful-paint'),
      })
    }
    const of = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]))
    return {
      score: of('score'),
      cls: of('cls'),
      lcpMs: of('lcpMs'),
      tbtMs: of('tbtMs'),
      fcpMs: of('fcpMs'),
      scores: runs.map((r) => r.score),
    }
  } finally {
    chrome.kill()
    await bridge.stop()
  }
}

export async function printDayBookLighthouse(): Promise<DayBookLighthouse> {
  const f = await measureDayBookLighthouse()
  console.log('\n## Lighthouse, desktop, the day book (/transactions), median of', RUNS)
  console.log(
    `performance **${f.score}** (runs ${f.scores.join(', ')}; target ≥ 98), CLS ${f.cls.toFixed(3)}, LCP ${Math.round(f.lcpMs)} ms, TBT ${Math.round(f.tbtMs)} ms, FCP ${Math.round(f.fcpMs)} ms`,
  )
  return f
}

if (import.meta.url === `file://${process.argv[1]}`) await printDayBookLighthouse()
