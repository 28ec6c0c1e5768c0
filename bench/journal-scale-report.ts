// The journal-scale figures (journal-scale.ts) as a table and as verdicts against issue 21's
// budgets; a figure over budget says why, with the machine's load at the time.

import { cpus, loadavg } from 'node:os'
import { BUDGETS, verdict, type Verdict } from './budgets.ts'
import { journalScale } from './journal-scale.ts'

export async function printJournalScale(sizes?: number[]): Promise<Verdict[]> {
  const figures = await journalScale(sizes)
  const load = `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`
  const budget = BUDGETS.journal
  console.log('\n## The journal at scale (the executable, issues 21 and 31)\n')
  console.log(
    '| records | load (start → end) | start: wall (CPU) | worst list/summary p95: wall (CPU a call) | most CPU a call | CSV first byte | CSV rows/s: wall (per CPU s) | RSS during CSV (start → peak → end) | RSS after burst | /api/status p99 in a purge of 30,000 (purge wall, CPU) | journal cost of an enquiry p95 |',
  )
  console.log('|---:|---|---:|---|---|---:|---:|---|---:|---:|---:|')
  const out: Verdict[] = []
  for (const f of figures) {
    const c = f.csv
    const worst = f.p95.reduce((a, b) => (b.p95 > a.p95 ? b : a))
    const busiest = f.p95.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a))
    const p = f.statusDuringPurge
    console.log(
      `| ${f.records.toLocaleString('en')} | ${f.load[0].toFixed(1)} → ${f.load[1].toFixed(1)} | ${f.startMs.toFixed(0)} ms (${f.startCpuMs.toFixed(0)} ms) | ${worst.p95.toFixed(1)} ms, ${worst.name} (${worst.cpuMs.toFixed(1)} ms) | ${busiest.cpuMs.toFixed(1)} ms, ${busiest.name} | ${c.firstByteMs.toFixed(1)} ms | ${Math.round(c.rowsPerS).toLocaleString('en')} (${Math.round(c.rowsPerCpuS).toLocaleString('en')}) | ${c.rssStartMiB.toFixed(0)} → ${c.rssPeakMiB.toFixed(0)} → ${c.rssEndMiB.toFixed(0)} MiB | ${f.rssAfterBurstMiB.toFixed(0)} MiB | ${p.p99.toFixed(1)} ms (${p.probes} probes; ${p.purgeMs.toFixed(0)} ms, ${p.purgeCpuMs.toFixed(0)} ms CPU) | ${f.enquiryJournalP95Ms.toFixed(2)} ms |`,
    )
    console.log(
      `\n${f.records.toLocaleString('en')} records, p95 of each query over HTTP, 20 calls (the bridge's CPU a call), load ${f.load[0].toFixed(1)} → ${f.load[1].toFixed(1)}:\n`,
    )
    for (const q of f.p95)
      console.log(`- ${q.name}: ${q.p95.toFixed(1)} ms (${q.cpuMs.toFixed(1)} ms)`)
    console.log(
      `\nThe purge in-process: longest stretch without a turn of the event loop ${f.purgeBlock.wallMs.toFixed(1)} ms wall (p99 ${f.purgeBlock.p99WallMs.toFixed(1)} ms of ${f.purgeBlock.turns} turns), longest CPU between turns ${f.purgeBlock.cpuMs.toFixed(1)} ms; ${p.removed} removed over HTTP.\n`,
    )
    const n = `${f.records.toLocaleString('en')} records`
    out.push(
      verdict(`journal ${n}: start to /api/status`, f.startMs, budget.startMs, 'ms', load),
      verdict(`journal ${n}: worst list/summary p95`, f.worstP95Ms, budget.p95Ms, 'ms', load),
      verdict(
        `journal ${n}: most CPU of a list or summary call`,
        busiest.cpuMs,
        budget.p95Ms,
        'ms',
        busiest.name,
      ),
      verdict(`journal ${n}: CSV first byte`, c.firstByteMs, budget.csvFirstByteMs, 'ms', load),
      verdict(
        `journal ${n}: CSV CPU seconds per 100,000 rows`,
        100_000 / c.rowsPerCpuS,
        100_000 / budget.csvRowsPerS,
        's',
        'the bridge process whole: SQLite, the rows, HTTP',
      ),
      verdict(
        `journal ${n}: CSV seconds per 100,000 rows`,
        100_000 / c.rowsPerS,
        100_000 / budget.csvRowsPerS,
        's',
        load,
      ),
      verdict(
        `journal ${n}: RSS after the burst`,
        f.rssAfterBurstMiB,
        budget.rssAfterBurstMiB,
        'MiB',
      ),
      verdict(
        `journal ${n}: /api/status p99 during a purge`,
        f.statusDuringPurge.p99,
        budget.statusP99DuringPurgeMs,
        'ms',
        load,
      ),
      verdict(
        `journal ${n}: journal cost of an enquiry (p95)`,
        f.enquiryJournalP95Ms,
        budget.enquiryP95Ms,
        'ms',
        'two commits, each an fsync of the write-ahead log (synchronous FULL, as the contract asks)',
      ),
    )
  }
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printVerdicts } = await import('./budgets.ts')
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0)
  printVerdicts(await printJournalScale(sizes.length ? sizes : undefined))
}
