// The journal's five budgets of the round-three issue, measured on the packaged executable, each
// with the bridge's CPU time beside the wall time and the machine's load average (a shared 2-core
// machine stretches wall time; CPU time is the bridge's own work):
// - the import of an older journal: ≥ 50,000 records per CPU second (the v1.2 JSON-lines file of
//   tests/fixtures/legacy-journal.ts; CPU from spawn to the end of the import, start included);
// - the CSV export: ≥ 100,000 rows per CPU second at 1,000,000 records (the whole range);
// - /api/status p99 ≤ 50 ms while an export runs (CSV, then XLSX), probed back to back;
// - whole-range summaries ≤ 20 ms p95 wall at 1,000,000 records (and of the failures);
// - the executable's start to the first /api/status ≤ 150 ms (median of 7, empty DATA_DIR).
// A measurement, not a test: nothing fails when a figure is over; its verdict says OVER.
//
//   npm run bench:journal-budgets -- [records]     (1,000,000 unless given; after npm run package)

import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { releaseNames } from '../scripts/package/release-names.ts'
import { writeLegacyJournal } from '../tests/fixtures/legacy-journal.ts'
import { journalDataDir, SPAN_DAYS } from './journal-generate.ts'
import { cpuMs, freePort, median, percentile, ROOT, tempDir, untilAnswering } from './lib.ts'
import type { Verdict } from './budgets.ts'

const EXECUTABLE = process.env.BENCH_EXECUTABLE ?? join(ROOT, 'release', releaseNames().linux)

/** The numbers the issue names. */
export const JOURNAL_BUDGETS = {
  importRecordsPerCpuS: 50_000,
  csvRowsPerCpuS: 100_000,
  statusP99DuringExportMs: 50,
  summaryP95Ms: 20,
  startMs: 150,
} as const

const load = () => loadavg()[0]!

interface Reply {
  status: number
  ms: number
  bytes: number
  lines: number
  body: string
}

/** One request on a fresh connection, timed to its end; the body kept up to 64 KiB. */
function call(url: string, method = 'GET', body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now()
    const headers = body === undefined ? {} : { 'Content-Type': 'application/json' }
    const req = request(url, { method, headers, agent: false }, (res) => {
      let bytes = 0
      let lines = 0
      let body = ''
      res.on('data', (chunk: Buffer) => {
        if (body.length < 65_536) body += chunk.toString('utf8')
        bytes += chunk.length
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++
      })
      res.on('end', () =>
        resolve({ status: res.statusCode!, ms: performance.now() - t0, bytes, lines, body }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

interface Bridge {
  url: string
  child: ChildProcess
  pid: number
  readyMs: number
  readyCpuMs: number
  stop(): Promise<void>
}

async function startBridge(dir: string, env: Record<string, string> = {}): Promise<Bridge> {
  const port = await freePort()
  mkdirSync(join(dir, 'home'), { recursive: true })
  const t0 = performance.now()
  const child = spawn(EXECUTABLE, [], {
    cwd: dir,
    env: {
      PATH: '/nonexistent',
      HOME: join(dir, 'home'),
      BRIDGE_PORT: String(port),
      DATA_DIR: join(dir, 'data'),
      STATIC_DIR: 'off',
      REPRINT_HOURS: '0',
      ...(process.env.RD_PORTS !== undefined && { RD_PORTS: process.env.RD_PORTS }),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  })
  const url = `http://127.0.0.1:${port}`
  // Looked for every 2 ms: the start to the first answer is a figure here.
  await untilAnswering(child, url, () => '', 2)
  const readyMs = performance.now() - t0
  const pid = child.pid!
  return {
    url,
    child,
    pid,
    readyMs,
    readyCpuMs: cpuMs(pid),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

export interface BudgetFigures {
  records: number
  start: { medianMs: number; minMs: number; maxMs: number; medianCpuMs: number; load: number }
  import: {
    records: number
    wallS: number
    cpuS: number
    perCpuS: number
    perWallS: number
    statusP99Ms: number
    statusMaxMs: number
    probes: number
    /** Probes answered other than 200, with the start of their body. */
    failedProbes: string[]
    /** What a capture got during the import (the contract: 503 JOURNAL_IMPORTING). */
    captureDuring: string
    load: [number, number]
  }
  summaries: { name: string; p95Ms: number; cpuMsACall: number }[]
  summaryLoad: [number, number]
  exports: {
    format: 'csv' | 'xlsx'
    rows: number
    bytes: number
    wallS: number
    cpuS: number
    statusP50Ms: number
    statusP99Ms: number
    statusMaxMs: number
    probes: number
    failedProbes: number
    load: [number, number]
  }[]
}

async function measureStart(runs: number): Promise<BudgetFigures['start']> {
  const walls: number[] = []
  const cpu: number[] = []
  const load0 = load()
  for (let i = 0; i < runs; i++) {
    const dir = tempDir('bench-budget-start-')
    try {
      const bridge = await startBridge(dir, { SANDBOX_RD: 'on', SANDBOX_CAPTURE_MS: '0' })
      walls.push(bridge.readyMs)
      cpu.push(bridge.readyCpuMs)
      await bridge.stop()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  return {
    medianMs: median(walls),
    minMs: Math.min(...walls),
    maxMs: Math.max(...walls),
    medianCpuMs: median(cpu),
    load: load0,
  }
}

interface StatusJournal {
  journal?: { state?: string }
}

async function measureImport(records: number): Promise<BudgetFigures['import']> {
  const dir = tempDir('bench-budget-import-')
  try {
    mkdirSync(join(dir, 'data'), { recursive: true, mode: 0o700 })
    writeLegacyJournal(join(dir, 'data'), records, Date.now())
    const load0 = load()
    const t0 = performance.now()
    // The records are a minute apart (694 days at 1M): a retention that keeps them all.
    const bridge = await startBridge(dir, { JOURNAL_RETENTION_DAYS: '3650' })
    const probes: number[] = []
    const failed: string[] = []
    let captureDuring = 'not asked (the import ended first)'
    for (;;) {
      const reply = await call(bridge.url + '/api/status')
      probes.push(reply.ms)
      // A probe the bridge could not answer as status is counted (seen before the import's last
      // step took turns: 400 "could not be read as HTTP" at a load average of 24, the event loop
      // held past the server's header timeout; a timeout is 408 now).
      if (reply.status !== 200) {
        failed.push(`${reply.status} ${reply.body.slice(0, 120)}`)
        continue
      }
      const state = (JSON.parse(reply.body) as StatusJournal).journal?.state
      if (state !== 'importing') {
        if (state !== 'ok') throw new Error(`the import ended as ${state}: ${reply.body}`)
        break
      }
      if (probes.length === 10) {
        const capture = await call(bridge.url + '/api/captures', 'POST', '{}')
        captureDuring = `${capture.status} ${(/"code":"([A-Z_]+)"/.exec(capture.body) ?? [])[1] ?? ''}`
      }
      // Four probes a second: each costs the bridge CPU that would count as the import's.
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    const wallS = (performance.now() - t0) / 1000
    const cpuS = cpuMs(bridge.pid) / 1000
    await bridge.stop()
    return {
      records,
      wallS,
      cpuS,
      perCpuS: records / cpuS,
      perWallS: records / wallS,
      statusP99Ms: percentile(probes, 99),
      statusMaxMs: Math.max(...probes),
      probes: probes.length,
      failedProbes: failed,
      captureDuring,
      load: [load0, load()],
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * /api/status probes 25 ms apart while `work` runs: their times. Their own CPU (well under a
 * millisecond each) counts in the export's CPU figure, so rows per CPU second are understated by it.
 */
async function probing<T>(
  url: string,
  work: Promise<T>,
): Promise<{ result: T; times: number[]; failed: number }> {
  let running = true
  const done = work.finally(() => (running = false))
  const times: number[] = []
  let failed = 0
  while (running) {
    const reply = await call(url + '/api/status')
    times.push(reply.ms)
    if (reply.status !== 200) failed++
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return { result: await done, times, failed }
}

async function measureAtScale(records: number): Promise<Omit<BudgetFigures, 'start' | 'import'>> {
  const dir = tempDir('bench-budget-scale-')
  try {
    journalDataDir(join(dir, 'data'), records)
    const bridge = await startBridge(dir, { JOURNAL_RETENTION_DAYS: String(SPAN_DAYS + 5) })
    try {
      const summaryLoad0 = load()
      const summaries: BudgetFigures['summaries'] = []
      for (const [name, path] of [
        ['whole range', '/api/transactions/summary'],
        ['whole range, failures', '/api/transactions/summary?outcome=failure'],
      ] as const) {
        const times: number[] = []
        const cpu0 = cpuMs(bridge.pid)
        for (let i = 0; i < 20; i++) {
          const reply = await call(bridge.url + path)
          if (reply.status !== 200) throw new Error(`${path}: ${reply.status}`)
          times.push(reply.ms)
        }
        summaries.push({
          name,
          p95Ms: percentile(times, 95),
          cpuMsACall: (cpuMs(bridge.pid) - cpu0) / 20,
        })
      }
      const summaryLoad: [number, number] = [summaryLoad0, load()]
      const exports: BudgetFigures['exports'] = []
      for (const format of ['csv', 'xlsx'] as const) {
        const load0 = load()
        const t0 = performance.now()
        const cpu0 = cpuMs(bridge.pid)
        const { result, times, failed } = await probing(
          bridge.url,
          call(bridge.url + `/api/transactions/export.${format}`),
        )
        if (result.status !== 200) throw new Error(`export.${format}: ${result.status}`)
        exports.push({
          format,
          // The CSV's header line is not a record.
          rows: format === 'csv' ? result.lines - 1 : records,
          bytes: result.bytes,
          wallS: (performance.now() - t0) / 1000,
          cpuS: (cpuMs(bridge.pid) - cpu0) / 1000,
          statusP50Ms: percentile(times, 50),
          statusP99Ms: percentile(times, 99),
          statusMaxMs: Math.max(...times),
          probes: times.length,
          failedProbes: failed,
          load: [load0, load()],
        })
      }
      return { records, summaries, summaryLoad, exports }
    } finally {
      await bridge.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function journalBudgets(records = 1_000_000): Promise<BudgetFigures> {
  if (!existsSync(EXECUTABLE)) throw new Error(`${EXECUTABLE} is missing: npm run package`)
  // Each measure's figures on standard error as it ends: a long run on a busy machine that is
  // stopped still leaves what it measured.
  const noted = <T>(name: string, figures: T): T => {
    process.stderr.write(`${name}: ${JSON.stringify(figures)}\n`)
    return figures
  }
  const start = noted('start', await measureStart(7))
  const imported = noted('import', await measureImport(records))
  const scale = noted('scale', await measureAtScale(records))
  return { ...scale, start, import: imported }
}

const n = (x: number) => Math.round(x).toLocaleString('en')
const loads = ([a, b]: [number, number]) => `${a.toFixed(1)} → ${b.toFixed(1)}`

export async function printJournalBudgets(records?: number): Promise<Verdict[]> {
  const f = await journalBudgets(records)
  const b = JOURNAL_BUDGETS
  const at = `${n(f.records)} records`
  const i = f.import
  console.log(`\n## The journal's budgets (the executable, ${at}, ${cpus().length} cores)\n`)
  console.log(
    '| figure | wall | CPU (the bridge) | load average | budget |\n|---|---:|---:|---|---:|',
  )
  console.log(
    `| start to first /api/status, median of 7 (min–max) | ${f.start.medianMs.toFixed(0)} ms (${f.start.minMs.toFixed(0)}–${f.start.maxMs.toFixed(0)}) | ${f.start.medianCpuMs.toFixed(0)} ms | ${f.start.load.toFixed(1)} | ≤ ${b.startMs} ms |`,
  )
  console.log(
    `| import of ${n(i.records)} records: time; records per second | ${i.wallS.toFixed(1)} s; ${n(i.perWallS)} | ${i.cpuS.toFixed(1)} s; **${n(i.perCpuS)}** | ${loads(i.load)} | ≥ ${n(b.importRecordsPerCpuS)} per CPU s |`,
  )
  console.log(
    `| /api/status p99 / max during the import (${i.probes} probes, ${i.failedProbes.length} not answered 200); a capture meanwhile | ${i.statusP99Ms.toFixed(1)} / ${i.statusMaxMs.toFixed(0)} ms; ${i.captureDuring} | | | (contract v1.4: 503) |`,
  )
  for (const s of f.summaries)
    console.log(
      `| summary, ${s.name}: p95 of 20 | **${s.p95Ms.toFixed(1)} ms** | ${s.cpuMsACall.toFixed(1)} ms a call | ${loads(f.summaryLoad)} | ≤ ${b.summaryP95Ms} ms |`,
    )
  for (const e of f.exports) {
    const rate = e.format === 'csv' ? `; ${n(e.rows / e.wallS)} rows/s` : ''
    const cpuRate = e.format === 'csv' ? `; **${n(e.rows / e.cpuS)} rows per CPU s**` : ''
    console.log(
      `| ${e.format.toUpperCase()} export, whole range (${(e.bytes / 2 ** 20).toFixed(1)} MiB)${rate ? ', rows per second' : ''} | ${e.wallS.toFixed(1)} s${rate} | ${e.cpuS.toFixed(1)} s${cpuRate} | ${loads(e.load)} | ${e.format === 'csv' ? `≥ ${n(b.csvRowsPerCpuS)} per CPU s` : ''} |`,
    )
    console.log(
      `| /api/status during the ${e.format.toUpperCase()}: p50 / **p99** / max (${e.probes} probes, ${e.failedProbes} not answered 200) | ${e.statusP50Ms.toFixed(1)} / **${e.statusP99Ms.toFixed(1)}** / ${e.statusMaxMs.toFixed(0)} ms | | ${loads(e.load)} | p99 ≤ ${b.statusP99DuringExportMs} ms |`,
    )
  }
  const atLeast = (figure: string, measured: number, budget: number, unit: string): Verdict => ({
    figure,
    measured: `${n(measured)} ${unit}`,
    budget: `≥ ${n(budget)} ${unit}`,
    within: measured >= budget,
  })
  const atMost = (figure: string, measured: number, budget: number): Verdict => ({
    figure,
    measured: `${measured.toFixed(1)} ms`,
    budget: `≤ ${budget} ms`,
    within: measured <= budget,
  })
  for (const failure of new Set(i.failedProbes)) console.log(`\nDuring the import: ${failure}`)
  const csv = f.exports.find((e) => e.format === 'csv')!
  return [
    atLeast(
      `import of ${n(i.records)} records`,
      i.perCpuS,
      b.importRecordsPerCpuS,
      'records per CPU s',
    ),
    atLeast(`CSV export, ${at}`, csv.rows / csv.cpuS, b.csvRowsPerCpuS, 'rows per CPU s'),
    ...f.exports.map((e) =>
      atMost(
        `/api/status p99 during the ${e.format.toUpperCase()} export, ${at}`,
        e.statusP99Ms,
        b.statusP99DuringExportMs,
      ),
    ),
    ...f.summaries.map((s) => atMost(`summary p95, ${s.name}, ${at}`, s.p95Ms, b.summaryP95Ms)),
    atMost('the executable: start to first /api/status (median of 7)', f.start.medianMs, b.startMs),
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printVerdicts } = await import('./budgets.ts')
  const records = Number(process.argv[2] ?? 1_000_000)
  printVerdicts(await printJournalBudgets(records > 0 ? records : undefined))
}
