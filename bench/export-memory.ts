// The day book's unfiltered exports, CSV and XLSX, of a generated journal (journal-generate.ts),
// with the bridge's private memory (RssAnon in /proc/<pid>/status: what the process itself
// allocated, without the file pages of node and its libraries) looked at every 25 ms while each
// streams, and again once it ended. The budget is 80 MiB during and after (BENCHMARKS.md).
// The bridge runs from source (node --import tsx), so its figures include the TypeScript loader.
//
//   npm run bench:export-memory -- [records]     (100,000 unless given)

import { readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { journalDataDir, SPAN_DAYS } from './journal-generate.ts'
import { spawnBridge, tempDir } from './lib.ts'

const MiB = 1024
export const EXPORT_MEMORY_BUDGET_MIB = 80

/** Private resident memory of `pid`, KiB. */
export function rssAnonKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/RssAnon:\s+(\d+)/.exec(status)?.[1] ?? NaN)
}

/** The whole body, counted and dropped as it comes. */
function download(url: string): Promise<{ status: number; bytes: number; ms: number }> {
  const t0 = performance.now()
  return new Promise((resolve, reject) => {
    request(url, { agent: false }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - t0 }))
      res.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

export interface ExportMemory {
  format: 'csv' | 'xlsx'
  records: number
  bytes: number
  seconds: number
  idleMiB: number
  peakMiB: number
  afterMiB: number
}

export async function exportMemory(records = 100_000): Promise<ExportMemory[]> {
  const dir = tempDir('bench-export-')
  journalDataDir(join(dir, 'data'), records)
  const bridge = await spawnBridge({
    DATA_DIR: join(dir, 'data'),
    JOURNAL_RETENTION_DAYS: String(SPAN_DAYS + 5),
    REPRINT_HOURS: '0',
    SANDBOX_RD: 'off',
  })
  const pid = bridge.process.pid!
  const figures: ExportMemory[] = []
  try {
    for (const format of ['csv', 'xlsx'] as const) {
      const idle = rssAnonKiB(pid)
      const samples: number[] = [idle]
      const sampler = setInterval(() => samples.push(rssAnonKiB(pid)), 25)
      const reply = await download(`${bridge.url}/api/transactions/export.${format}`)
      clearInterval(sampler)
      if (reply.status !== 200) throw new Error(`export.${format}: ${reply.status}`)
      // "After": once the bridge has answered a status request following the export.
      await fetch(bridge.url + '/api/status')
      figures.push({
        format,
        records,
        bytes: reply.bytes,
        seconds: reply.ms / 1000,
        idleMiB: idle / MiB,
        peakMiB: Math.max(...samples) / MiB,
        afterMiB: rssAnonKiB(pid) / MiB,
      })
    }
  } finally {
    await bridge.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  return figures
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const records = Number(process.argv[2] ?? 100_000)
  for (const f of await exportMemory(records)) {
    const over = f.peakMiB > EXPORT_MEMORY_BUDGET_MIB || f.afterMiB > EXPORT_MEMORY_BUDGET_MIB
    console.log(
      `${f.format} ${f.records} records, ${(f.bytes / 2 ** 20).toFixed(1)} MiB in ${f.seconds.toFixed(1)} s: ` +
        `RssAnon idle ${f.idleMiB.toFixed(1)} MiB, peak ${f.peakMiB.toFixed(1)} MiB, after ${f.afterMiB.toFixed(1)} MiB ` +
        `(budget ${EXPORT_MEMORY_BUDGET_MIB} MiB${over ? ': OVER' : ''})`,
    )
  }
}
