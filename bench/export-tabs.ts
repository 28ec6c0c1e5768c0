// Six tabs export the day book at once (reliability review 2026-11-29, S9: five XLSX at once
// reached 77.5 MiB of private memory). The bridge makes at most two exports at a time and answers
// the rest 429 EXPORTS_BUSY with Retry-After (bridge/day-book/export-slots.ts); each tab here waits
// what Retry-After says and asks again, as a page that retries would, until all six have their
// file. RssAnon (private memory) is looked at every 25 ms throughout. Budget (issue 44, BENCHMARKS.md):
// RssAnon ≤ 80 MiB with any number of tabs. The bridge's CPU time is given beside the wall time,
// with the load average.
//
// The bridge is build/aeps-bridge.cjs with the executable's V8 settings on the pinned Node 24.
//
//   npm run bench:export-tabs -- [records]     (100,000 unless given)

import { rmSync } from 'node:fs'
import { request } from 'node:http'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { journalDataDir, SPAN_DAYS } from './journal-generate.ts'
import { cpuMs, memoryKiB, spawnBridge, tempDir } from './lib.ts'

export const TABS = 6
export const EXPORT_TABS_BUDGET_MIB = 80

/** One GET read whole: its status, Retry-After and size. */
function get(url: string): Promise<{ status: number; retryAfterS: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          retryAfterS: Number(res.headers['retry-after'] ?? 0),
          bytes,
        }),
      )
      res.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

interface Tab {
  format: 'csv' | 'xlsx'
  refusals: number
  bytes: number
  seconds: number
}

/** One tab: asks until it has its file, waiting Retry-After after each 429. */
async function tab(base: string, format: 'csv' | 'xlsx'): Promise<Tab> {
  const t0 = performance.now()
  let refusals = 0
  for (;;) {
    const reply = await get(`${base}/api/transactions/export.${format}`)
    if (reply.status === 200)
      return { format, refusals, bytes: reply.bytes, seconds: (performance.now() - t0) / 1000 }
    if (reply.status !== 429) throw new Error(`export.${format}: ${reply.status}`)
    refusals += 1
    await new Promise((resolve) => setTimeout(resolve, reply.retryAfterS * 1000))
  }
}

export interface ExportTabsRun {
  records: number
  tabs: Tab[]
  idleMiB: number
  peakMiB: number
  wallS: number
  cpuS: number
  load: number[]
}

export async function exportTabs(records = 100_000): Promise<ExportTabsRun> {
  const dir = tempDir('bench-tabs-')
  journalDataDir(join(dir, 'data'), records)
  const bridge = await spawnBridge(
    {
      DATA_DIR: join(dir, 'data'),
      JOURNAL_RETENTION_DAYS: String(SPAN_DAYS + 5),
      REPRINT_HOURS: '0',
      SANDBOX_RD: 'off',
    },
    { bundled: true },
  )
  const pid = bridge.process.pid!
  try {
    const idle = memoryKiB(pid).anon
    const samples = [idle]
    const sampler = setInterval(() => samples.push(memoryKiB(pid).anon), 25)
    const cpu0 = cpuMs(pid)
    const t0 = performance.now()
    const formats = Array.from({ length: TABS }, (_, i): Tab['format'] =>
      i % 2 === 0 ? 'csv' : 'xlsx',
    )
    const tabs = await Promise.all(formats.map((format) => tab(bridge.url, format)))
    clearInterval(sampler)
    return {
      records,
      tabs,
      idleMiB: idle / 1024,
      peakMiB: Math.max(...samples) / 1024,
      wallS: (performance.now() - t0) / 1000,
      cpuS: (cpuMs(pid) - cpu0) / 1000,
      load: loadavg(),
    }
  } finally {
    await bridge.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

export function printExportTabs(run: ExportTabsRun): void {
  const over = run.peakMiB > EXPORT_TABS_BUDGET_MIB ? ' **OVER**' : ''
  console.log(
    `\n${TABS} tabs exporting ${run.records.toLocaleString('en')} records at once (at most 2 made at a time)\n`,
  )
  console.log(
    '| tab | format | 429s before its file | file | wall to its file |\n|---|---|---:|---:|---:|',
  )
  run.tabs.forEach((t, i) =>
    console.log(
      `| ${i + 1} | ${t.format.toUpperCase()} | ${t.refusals} | ${(t.bytes / 2 ** 20).toFixed(1)} MiB | ${t.seconds.toFixed(1)} s |`,
    ),
  )
  console.log(
    `\nRssAnon before ${run.idleMiB.toFixed(1)} MiB, **peak ${run.peakMiB.toFixed(1)} MiB${over}** (budget ${EXPORT_TABS_BUDGET_MIB} MiB); ` +
      `all six in ${run.wallS.toFixed(1)} s wall, ${run.cpuS.toFixed(1)} s of the bridge's CPU; ` +
      `load average ${run.load.map((l) => l.toFixed(1)).join(' / ')} on ${cpus().length} cores`,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const records = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 100_000)
  printExportTabs(await exportTabs(records))
}
