// The day book's unfiltered exports, CSV and XLSX, of a generated journal (journal-generate.ts),
// with the bridge's memory looked at every 25 ms while each streams: RssAnon (private memory: what
// the process itself allocated, Task Manager's private working set) beside VmRSS (which adds the
// shared file pages of node and its libraries). Meanwhile /api/status is asked every 50 ms, as the
// page does while a download runs, and its p50/p99 given. After each export: RssAnon as it is,
// then once more after a full garbage collection (SIGUSR2, gc-on-signal.cjs), which tells memory
// still held from a heap V8 has not shrunk yet. Budgets (issue 31, BENCHMARKS.md): RssAnon ≤ 80 MiB
// during and after; idle ≤ 40 MiB; /api/status p99 ≤ 50 ms during.
//
// The bridge is build/aeps-bridge.cjs with the executable's V8 settings on the pinned Node 24 (what
// npm start runs and the executable carries), not the sources under tsx, whose loader adds ~30 MiB.
//
//   npm run bench:export-memory -- [records] [--source]     (100,000 unless given)

import { rmSync } from 'node:fs'
import { request } from 'node:http'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { journalDataDir, SPAN_DAYS } from './journal-generate.ts'
import { memoryKiB, percentile, spawnBridge, tempDir } from './lib.ts'

const MiB = 1024
export const EXPORT_MEMORY_BUDGET_MIB = 80
export const IDLE_MEMORY_BUDGET_MIB = 40
export const STATUS_P99_BUDGET_MS = 50

/** The whole body, counted and dropped as it comes. */
function download(url: string): Promise<{ status: number; bytes: number; ms: number }> {
  const t0 = performance.now()
  return new Promise((resolve, reject) => {
    request(url, { agent: false }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - t0 }),
      )
      res.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

/** GET /api/status every `everyMs` until `done` settles; each answer's milliseconds. */
async function statusTimes(url: string, done: Promise<unknown>, everyMs = 50): Promise<number[]> {
  let running = true
  void done.finally(() => (running = false))
  const times: number[] = []
  while (running) {
    const t0 = performance.now()
    const reply = await fetch(url + '/api/status')
    await reply.arrayBuffer()
    if (!reply.ok) throw new Error(`/api/status: ${reply.status}`)
    times.push(performance.now() - t0)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  return times
}

/** Until the bridge has run the collection SIGUSR2 asked for and answered once more. */
async function collected(pid: number, url: string): Promise<void> {
  process.kill(pid, 'SIGUSR2')
  await new Promise((resolve) => setTimeout(resolve, 200))
  await (await fetch(url + '/api/status')).arrayBuffer()
}

export interface ExportMemory {
  format: 'csv' | 'xlsx'
  records: number
  bytes: number
  seconds: number
  /** RssAnon, MiB: just before (after what was asked earlier), peak during, after, after a full collection. */
  idleMiB: number
  peakMiB: number
  afterMiB: number
  afterGcMiB: number
  /** VmRSS, MiB, at the same moments. */
  rssIdleMiB: number
  rssPeakMiB: number
  rssAfterMiB: number
  status: { probes: number; p50: number; p99: number; max: number }
}

/** The longest stretches between two turns of the event loop while an export is made in-process. */
export interface ExportBlock {
  format: 'csv' | 'xlsx'
  turns: number
  /** Wall time (the machine's load adds to it) and this process's CPU time (it does not). */
  maxWallMs: number
  maxCpuMs: number
  /** Turns that came after more than 10 ms of CPU: how often a status request could wait that long. */
  over10CpuMs: number
}

/** The wall and CPU milliseconds between this process's turns of the event loop, until stopped. */
function watchTurns(): { stop(): { walls: number[]; cpus: number[] } } {
  const walls: number[] = []
  const cpus: number[] = []
  let last = { at: performance.now(), cpu: process.cpuUsage() }
  let next = setImmediate(function turn() {
    const used = process.cpuUsage(last.cpu)
    walls.push(performance.now() - last.at)
    cpus.push((used.user + used.system) / 1000)
    last = { at: performance.now(), cpu: process.cpuUsage() }
    next = setImmediate(turn)
  })
  return {
    stop() {
      clearImmediate(next)
      return { walls, cpus }
    },
  }
}

/**
 * Each unfiltered export made in this process from a copy of the journal, as the bridge makes it
 * (csv-export.ts, xlsx.ts), with a setImmediate loop noting the wall and CPU time between its
 * turns: how long a /api/status that arrives meanwhile can wait, without the machine's load in
 * the CPU figure. The CPU time counts the compressor's thread too, so it overstates the XLSX's.
 */
export async function exportBlocks(dataDir: string): Promise<ExportBlock[]> {
  const { Journal } = await import('../bridge/journal/journal.ts')
  const { setLogSink } = await import('../bridge/log.ts')
  const { csvChunks } = await import('../bridge/day-book/csv-export.ts')
  const { xlsxChunks } = await import('../bridge/day-book/xlsx.ts')
  setLogSink(() => {})
  const journal = new Journal({ dataDir, retentionDays: SPAN_DAYS + 5, reprintHours: 0 })
  await journal.open()
  const out: ExportBlock[] = []
  try {
    for (const format of ['csv', 'xlsx'] as const) {
      const turns = watchTurns()
      const chunks = format === 'csv' ? csvChunks(journal, {}) : xlsxChunks(journal.slices({}))
      for await (const chunk of chunks) void chunk
      const { walls, cpus } = turns.stop()
      out.push({
        format,
        turns: walls.length,
        maxWallMs: walls.reduce((a, b) => Math.max(a, b), 0),
        maxCpuMs: cpus.reduce((a, b) => Math.max(a, b), 0),
        over10CpuMs: cpus.filter((ms) => ms > 10).length,
      })
    }
  } finally {
    await journal.close()
  }
  return out
}

export interface ExportMemoryRun {
  records: number
  /** /api/status asked the same way for 3 s before the exports: the machine's own latency then. */
  idleStatus: ExportMemory['status']
  /** The day book's questions before the exports, RssAnon and VmRSS (MiB) after each kind. */
  operations: { name: string; anonMiB: number; rssMiB: number }[]
  figures: ExportMemory[]
  blocks: ExportBlock[]
}

const DAY_MS = 86_400_000

/** The day book's questions a merchant asks, each kind 10 times, over the generated journal. */
function operations(now: number): [string, string][] {
  const day = (ago: number) => new Date(now - ago * DAY_MS).toISOString().slice(0, 10)
  const tenDays = `from=${day(40)}&to=${day(30)}`
  return [
    ['list', '/api/transactions?limit=50'],
    ['list by outcome', '/api/transactions?limit=50&outcome=failure'],
    ['list 10 days', `/api/transactions?limit=50&${tenDays}`],
    ['list by last four', '/api/transactions?limit=50&q=1234'],
    ['list by bank, 500', '/api/transactions?limit=500&bankiin=607153'],
    ['summary whole range', '/api/transactions/summary'],
    ['summary 10 days', `/api/transactions/summary?${tenDays}`],
    ['CSV 10 days', `/api/transactions/export.csv?${tenDays}`],
    ['XLSX 10 days', `/api/transactions/export.xlsx?${tenDays}`],
  ]
}

const statusFigures = (times: number[]): ExportMemory['status'] => ({
  probes: times.length,
  p50: percentile(times, 50),
  p99: percentile(times, 99),
  max: Math.max(...times),
})

/** `source`: the bridge from its sources under tsx instead of the bundle, to compare. */
export async function exportMemory(records = 100_000, source = false): Promise<ExportMemoryRun> {
  const dir = tempDir('bench-export-')
  journalDataDir(join(dir, 'data'), records)
  const bridge = await spawnBridge(
    {
      DATA_DIR: join(dir, 'data'),
      JOURNAL_RETENTION_DAYS: String(SPAN_DAYS + 5),
      REPRINT_HOURS: '0',
      SANDBOX_RD: 'off',
    },
    { bundled: !source, gcOnSignal: true },
  )
  const pid = bridge.process.pid!
  const figures: ExportMemory[] = []
  try {
    const idleStatus = statusFigures(
      await statusTimes(bridge.url, new Promise((resolve) => setTimeout(resolve, 3000))),
    )
    const asked: ExportMemoryRun['operations'] = [
      { name: 'idle', anonMiB: memoryKiB(pid).anon / MiB, rssMiB: memoryKiB(pid).rss / MiB },
    ]
    for (const [name, path] of operations(Date.now())) {
      for (let i = 0; i < 10; i++) {
        const reply = await download(bridge.url + path)
        if (reply.status !== 200) throw new Error(`${path}: ${reply.status}`)
      }
      const after = memoryKiB(pid)
      asked.push({ name, anonMiB: after.anon / MiB, rssMiB: after.rss / MiB })
    }
    for (const format of ['csv', 'xlsx'] as const) {
      const idle = memoryKiB(pid)
      const samples = [idle]
      const sampler = setInterval(() => samples.push(memoryKiB(pid)), 25)
      const exported = download(`${bridge.url}/api/transactions/export.${format}`)
      const status = await statusTimes(bridge.url, exported)
      const reply = await exported
      clearInterval(sampler)
      if (reply.status !== 200) throw new Error(`export.${format}: ${reply.status}`)
      // "After": once the bridge has answered a status request following the export.
      await (await fetch(bridge.url + '/api/status')).arrayBuffer()
      const after = memoryKiB(pid)
      await collected(pid, bridge.url)
      figures.push({
        format,
        records,
        bytes: reply.bytes,
        seconds: reply.ms / 1000,
        idleMiB: idle.anon / MiB,
        peakMiB: Math.max(...samples.map((s) => s.anon)) / MiB,
        afterMiB: after.anon / MiB,
        afterGcMiB: memoryKiB(pid).anon / MiB,
        rssIdleMiB: idle.rss / MiB,
        rssPeakMiB: Math.max(...samples.map((s) => s.rss)) / MiB,
        rssAfterMiB: after.rss / MiB,
        status: statusFigures(status),
      })
    }
    await bridge.stop()
    return {
      records,
      idleStatus,
      operations: asked,
      figures,
      blocks: await exportBlocks(join(dir, 'data')),
    }
  } finally {
    await bridge.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The figures as BENCHMARKS.md's table rows, each budget's verdict in its cell. */
export function exportMemoryRows(figures: readonly ExportMemory[]): string[] {
  const mib = (n: number, budget: number) => `${n.toFixed(1)} MiB${n > budget ? ' **OVER**' : ''}`
  return figures.map(
    (f) =>
      `| ${f.format.toUpperCase()} | ${f.records.toLocaleString('en')} | ${(f.bytes / 2 ** 20).toFixed(1)} MiB | ${f.seconds.toFixed(1)} s | ` +
      `${mib(f.idleMiB, EXPORT_MEMORY_BUDGET_MIB)} | ${mib(f.peakMiB, EXPORT_MEMORY_BUDGET_MIB)} | ${mib(f.afterMiB, EXPORT_MEMORY_BUDGET_MIB)} | ${f.afterGcMiB.toFixed(1)} MiB | ` +
      `${f.rssIdleMiB.toFixed(0)} / ${f.rssPeakMiB.toFixed(0)} / ${f.rssAfterMiB.toFixed(0)} MiB | ` +
      `${f.status.p50.toFixed(1)} / ${f.status.p99.toFixed(1)}${f.status.p99 > STATUS_P99_BUDGET_MS ? ' **OVER**' : ''} / ${f.status.max.toFixed(1)} ms (${f.status.probes}) |`,
  )
}

export const EXPORT_MEMORY_HEADER = [
  '| export | records | bytes | wall | RssAnon before | RssAnon peak | RssAnon after | after a full GC | VmRSS before / peak / after | /api/status p50 / p99 / max (probes) |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
]

/** The run as BENCHMARKS.md shows it: the questions' table, the exports' table, the idle probes. */
export function printExportMemoryRun(run: ExportMemoryRun): void {
  console.log(
    `\n${run.records.toLocaleString('en')} records: memory after each kind of question (10 calls each)\n`,
  )
  console.log('| after | RssAnon | VmRSS |\n|---|---:|---:|')
  for (const o of run.operations) {
    const budget = o.name === 'idle' ? IDLE_MEMORY_BUDGET_MIB : EXPORT_MEMORY_BUDGET_MIB
    console.log(
      `| ${o.name} | ${o.anonMiB.toFixed(1)} MiB${o.anonMiB > budget ? ' **OVER**' : ''} | ${o.rssMiB.toFixed(1)} MiB |`,
    )
  }
  console.log('')
  for (const line of [...EXPORT_MEMORY_HEADER, ...exportMemoryRows(run.figures)]) console.log(line)
  console.log(
    '\n| made in-process | turns of the event loop | longest between two turns, wall | longest, CPU | turns after more than 10 ms of CPU |\n|---|---:|---:|---:|---:|',
  )
  for (const b of run.blocks)
    console.log(
      `| ${b.format.toUpperCase()} | ${b.turns.toLocaleString('en')} | ${b.maxWallMs.toFixed(1)} ms | ${b.maxCpuMs.toFixed(1)} ms | ${b.over10CpuMs} |`,
    )
  const s = run.idleStatus
  console.log(
    `\n/api/status with no export, the 3 s before: p50 ${s.p50.toFixed(1)} / p99 ${s.p99.toFixed(1)} / max ${s.max.toFixed(1)} ms (${s.probes} probes); load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const records = Number(args.find((a) => /^\d+$/.test(a)) ?? 100_000)
  printExportMemoryRun(await exportMemory(records, args.includes('--source')))
}
