// npm run bench: every benchmark, printed as Markdown tables (copied into BENCHMARKS.md), then
// each figure against its budget with a verdict.
import { cpus, loadavg, totalmem } from 'node:os'
import { BUDGETS, printVerdicts, verdict, type Verdict } from './budgets.ts'
import { printBundle } from './bundle.ts'
import { printDayBookLighthouse } from './day-book-lighthouse.ts'
import { printBrowserFirstLoad } from './first-load-browser.ts'
import { printOverhead } from './overhead.ts'
import { printStartup } from './startup.ts'
import { printDiscovery } from './discovery.ts'
import { printExecutable } from './executable.ts'
import { exportMemory, printExportMemoryRun } from './export-memory.ts'
import { exportTabs, printExportTabs } from './export-tabs.ts'
import { printJournalBudgets } from './journal-budgets.ts'
import { printJournalScale } from './journal-scale-report.ts'
import { printMetrics } from './metrics.ts'
import { printRedaction } from './redaction.ts'
import { printYearOnDisk, yearOnDisk } from './year-on-disk.ts'
import { releaseNames } from '../scripts/package/release-names.ts'

console.log(
  `# Benchmarks\n\nMachine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
)
const verdicts: Verdict[] = []

const bundle = await printBundle()
verdicts.push(verdict('first render: JS + CSS gzip', bundle.total, BUDGETS.firstLoadBytes, 'KB'))
const browser = await printBrowserFirstLoad()
verdicts.push(
  verdict(
    'first load in Chromium until idle, gzip',
    browser.served.total,
    BUDGETS.firstLoadBytes,
    'KB',
  ),
  verdict(
    'hosted page: first load until idle, gzip',
    browser.hosted.total,
    BUDGETS.firstLoadBytes,
    'KB',
  ),
  verdict(
    'layout shift, page served by the bridge',
    browser.served.layoutShift,
    BUDGETS.layoutShift,
    'CLS',
  ),
  verdict('layout shift, hosted page', browser.hosted.layoutShift, BUDGETS.layoutShift, 'CLS'),
)
const lighthouse = await printDayBookLighthouse()
verdicts.push(
  {
    figure: 'day book: Lighthouse desktop performance (median of 3)',
    measured: String(lighthouse.score),
    budget: `≥ ${BUDGETS.dayBookLighthouseScore}`,
    within: lighthouse.score >= BUDGETS.dayBookLighthouseScore,
  },
  verdict('day book: layout shift (Lighthouse)', lighthouse.cls, BUDGETS.layoutShift, 'CLS'),
)

for (const r of await printDiscovery()) {
  const hung = r.name.includes('hung')
  verdicts.push(
    verdict(
      `discovery, ${r.name} (median)`,
      r.medianMs,
      hung ? BUDGETS.hungPortMs : BUDGETS.discoveryMs,
      'ms',
    ),
  )
}

for (const r of await printOverhead()) {
  const budget = BUDGETS.addedMedianMs[r.concurrency]
  if (budget !== undefined)
    verdicts.push(
      verdict(
        `bridge overhead, ${r.concurrency} client(s), added median`,
        r.bridge.median - r.direct.median,
        budget,
        'ms',
      ),
    )
}

const startup = await printStartup()
verdicts.push(
  verdict(
    'start-up to first /api/status (median)',
    startup.start.medianMs,
    BUDGETS.startupMs,
    'ms',
  ),
)
verdicts.push(
  verdict(
    `resident memory after ${startup.memory.enquiries} enquiries`,
    startup.memory.afterKiB / 1024,
    BUDGETS.memoryMiB,
    'MiB',
  ),
  verdict(
    'private memory (RssAnon) idle, npm start',
    startup.memory.idleAnonKiB / 1024,
    BUDGETS.privateMemory.idleMiB,
    'MiB',
  ),
)

const exe = await printExecutable()
const budget = BUDGETS.executable
verdicts.push(
  verdict(
    'executable: start to first /api/status, sandbox (median)',
    exe.startMs.median,
    budget.firstStatusMs,
    'ms',
  ),
  verdict(
    'executable: start to first /api/status, live (median)',
    exe.liveStartMs.median,
    budget.firstStatusMs,
    'ms',
  ),
  verdict('executable: resident memory idle, sandbox', exe.idleKiB / 1024, budget.idleMiB, 'MiB'),
  verdict('executable: resident memory idle, live', exe.liveIdleKiB / 1024, budget.idleMiB, 'MiB'),
  verdict(
    'executable: private memory (RssAnon) idle, sandbox',
    exe.anon.idleKiB / 1024,
    BUDGETS.privateMemory.idleMiB,
    'MiB',
  ),
  verdict(
    'executable: private memory (RssAnon) idle, live',
    exe.anon.liveIdleKiB / 1024,
    BUDGETS.privateMemory.idleMiB,
    'MiB',
  ),
  verdict(
    `executable: resident memory after ${exe.enquiries} enquiries`,
    exe.afterKiB / 1024,
    budget.afterSoakMiB,
    'MiB',
  ),
  verdict(
    `executable: growth over the last ${exe.enquiries / 2}`,
    exe.growthKiB / 1024,
    budget.soakGrowthMiB,
    'MiB',
  ),
)
console.log(
  `\nExecutable size: ${(exe.sizeBytes / 2 ** 20).toFixed(1)} MiB (release/${releaseNames().linux})`,
)

// The executable on journals of 100,000 and 1,000,000 records.
verdicts.push(...(await printJournalScale()))

// The journal's budgets of the round-three issue (import, CSV, /api/status during exports,
// summaries, start), at 1,000,000 records, CPU beside wall and the load average.
verdicts.push(...(await printJournalBudgets()))

// A year of records on disk at a busy desk (RETENTION_PROFILE=dpdp): measured, no budget yet.
printYearOnDisk(await yearOnDisk())

// The day book's private memory and /api/status while exports stream, at 1,000,000 records.
console.log(
  "\n## The day book's private memory and exports (the bundle, the executable's V8 settings)",
)
const exportRun = await exportMemory(1_000_000)
printExportMemoryRun(exportRun)
const busy = `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores; /api/status p99 with no export just before: ${exportRun.idleStatus.p99.toFixed(1)} ms`
const own = BUDGETS.privateMemory
for (const o of exportRun.operations)
  verdicts.push(
    verdict(
      `1,000,000 records: private memory after ${o.name}`,
      o.anonMiB,
      o.name === 'idle' ? own.idleMiB : own.dayBookMiB,
      'MiB',
    ),
  )
for (const f of exportRun.figures)
  verdicts.push(
    verdict(
      `1,000,000 records: private memory during the ${f.format} export (peak)`,
      f.peakMiB,
      own.dayBookMiB,
      'MiB',
    ),
    verdict(
      `1,000,000 records: private memory after the ${f.format} export`,
      f.afterMiB,
      own.dayBookMiB,
      'MiB',
    ),
    verdict(
      `/api/status p99 while the ${f.format} export of 1,000,000 records streams`,
      f.status.p99,
      own.statusP99DuringExportMs,
      'ms',
      busy,
    ),
  )

// Six tabs exporting at once: at most two are made at a time, the rest wait Retry-After.
const tabsRun = await exportTabs(100_000)
printExportTabs(tabsRun)
verdicts.push(
  verdict(
    'six tabs exporting 100,000 records at once: private memory (peak)',
    tabsRun.peakMiB,
    own.dayBookMiB,
    'MiB',
    `${tabsRun.cpuS.toFixed(1)} s of the bridge's CPU in ${tabsRun.wallS.toFixed(1)} s; load average ${tabsRun.load[0]!.toFixed(1)}`,
  ),
)

// The metrics, as the bundle runs them.
const metrics = await printMetrics()
const load = `the machine's load average was ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`
verdicts.push(
  verdict('GET /metrics (p95)', metrics.scrapeP95Ms, BUDGETS.metrics.scrapeP95Ms, 'ms', load),
  verdict(
    "GET /metrics on a busy shop's year (p95)",
    metrics.busyShop.metrics,
    BUDGETS.metrics.scrapeP95Ms,
    'ms',
    `the same bridge's GET /api/status p95 was ${metrics.busyShop.status.toFixed(1)} ms at the same moments; ${load}`,
  ),
  verdict(
    'metrics: resident memory idle, on − off',
    metrics.idleMemoryCostMiB,
    BUDGETS.metrics.memoryMiB,
    'MiB',
  ),
  verdict(
    'metrics: resident memory after 200 enquiries and scrapes, on − off',
    metrics.memoryCostMiB,
    BUDGETS.metrics.memoryMiB,
    'MiB',
    "after work the bridge holds 140-156 MiB, and two runs of one variant differ by up to 12 MiB (V8's heap sizing); see BENCHMARKS.md",
  ),
  verdict(
    'metrics with the OTLP push: resident memory, on − off',
    metrics.otlpMemoryCostMiB,
    BUDGETS.metrics.memoryMiB,
    'MiB',
    'the OpenTelemetry SDK and its OTLP exporter, loaded only on a desk that sets OTEL_EXPORTER_OTLP_ENDPOINT (BENCHMARKS.md)',
  ),
  verdict(
    "metrics: an enquiry's added time (p95)",
    metrics.hookP95Ms * 1000,
    BUDGETS.metrics.enquiryAddedP95Ms * 1000,
    'µs',
  ),
)

const redaction = printRedaction()
verdicts.push(
  verdict(
    "a 2 MB bank reply scrubbed (the enquiry's scrubber, CPU)",
    redaction.replyMs,
    BUDGETS.redaction.reply2MbMs,
    'ms',
  ),
  verdict(
    "a 2 MB bank reply scrubbed (the status check's scrubber, CPU)",
    redaction.statusMs,
    BUDGETS.redaction.reply2MbMs,
    'ms',
  ),
  {
    figure: 'CSV rows per CPU second (csvRow, 100,000 records)',
    measured: String(Math.round(redaction.csvRowsPerCpuS)),
    budget: '≥ ' + String(BUDGETS.redaction.csvRowsPerCpuS),
    within: redaction.csvRowsPerCpuS >= BUDGETS.redaction.csvRowsPerCpuS,
  },
)

printVerdicts(verdicts)
