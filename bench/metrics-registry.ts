// Run by bench/metrics.ts under the bridge's Node 24 (node:sqlite): registry.metrics() of a
// bridge's metrics over the journal in DATA_DIR (argv[2]), in this process, without HTTP: the
// bridge's own work per scrape. Prints the p95 in milliseconds.

import { Journal } from '../bridge/journal/journal.ts'
import { BridgeMetrics } from '../bridge/metrics/bridge-metrics.ts'
import { percentile } from './lib.ts'

const SCRAPES = Number(process.argv[3] ?? 500)
const journal = new Journal({ dataDir: process.argv[2]!, retentionDays: 90, reprintHours: 24 })
await journal.open()
const metrics = new BridgeMetrics({
  mode: 'live',
  version: 'bench',
  contract: 'bench',
  status: () => ({ merchantAuth: { state: 'done', at: null } }),
  journal,
})
const times: number[] = []
for (let i = 0; i < SCRAPES + 50; i++) {
  const t0 = performance.now()
  await metrics.text()
  if (i >= 50) times.push(performance.now() - t0)
  // A turn of the event loop between scrapes, as between two requests.
  await new Promise((resolve) => setImmediate(resolve))
}
await journal.close()
process.stdout.write(String(percentile(times, 95)) + '\n')
