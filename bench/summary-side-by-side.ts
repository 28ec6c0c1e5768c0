// The whole-range summaries (all records, the failures, the ones not confirmed, an operation, a
// bank) over HTTP, two builds side by side on
// copies of one generated journal: call by call, the builds taking turns (A then B, then B then A)
// so that both meet the same minutes of a shared machine's load. Each call's wall time beside the
// bridge's own CPU time for it (schedstat), the load average, and whether the two builds answered
// the same bytes (a SHA-256 of each body). A measurement, not a test: its verdict says OVER.
//
//   BENCH_A=<old> BENCH_B=<new> node scripts/node24.mjs --import tsx \
//     bench/summary-side-by-side.ts [records] [calls]     (1,000,000 records, 40 calls of each)
// A build: an executable or a bundle (builds.ts).

import { createHash } from 'node:crypto'
import { rmSync } from 'node:fs'
import { request } from 'node:http'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { buildsNamed, startBuild } from './builds.ts'
import { cpuMs } from './lib.ts'
import { journalDataDir, SPAN_DAYS } from './journal-generate.ts'
import { JOURNAL_BUDGETS } from './journal-budgets.ts'
import { median, percentile, tempDir } from './lib.ts'

const PATHS = {
  'whole range': '/api/transactions/summary',
  'whole range, failures': '/api/transactions/summary?outcome=failure',
  'whole range, not confirmed': '/api/transactions/summary?outcome=pending,timeout,error,unknown',
  'whole range, mini statements': '/api/transactions/summary?operation=mini-statement',
  'whole range, one bank': '/api/transactions/summary?bankiin=607094',
} as const

/** One GET on a fresh connection, timed to its last byte; the body's SHA-256 and size. */
function call(url: string): Promise<{ status: number; ms: number; sha: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now()
    const req = request(url, { agent: false }, (res) => {
      const hash = createHash('sha256')
      let bytes = 0
      res.on('data', (chunk: Buffer) => {
        hash.update(chunk)
        bytes += chunk.length
      })
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          ms: performance.now() - t0,
          sha: hash.digest('hex'),
          bytes,
        }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

const records = Number(process.argv[2] ?? 1_000_000)
const calls = Number(process.argv[3] ?? 40)
const builds = buildsNamed()
const env = { JOURNAL_RETENTION_DAYS: String(SPAN_DAYS + 5) }

const dirs = { A: tempDir('bench-side-a-'), B: tempDir('bench-side-b-') }
try {
  for (const name of ['A', 'B'] as const) journalDataDir(join(dirs[name], 'data'), records)
  const bridges = {
    A: await startBuild(builds.A, dirs.A, env),
    B: await startBuild(builds.B, dirs.B, env),
  }
  type Figures = { wall: number[]; cpu: number[]; shas: Set<string>; bytes: number }
  const figures = new Map<string, Figures>()
  const load0 = loadavg()[0]!
  const t0 = Date.now()
  for (let i = -2; i < calls; i++) {
    // Two calls each to warm up (statements prepared, pages cached), then counted.
    const order = i % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)
    for (const [what, path] of Object.entries(PATHS)) {
      for (const name of order) {
        const bridge = bridges[name]
        const cpu0 = cpuMs(bridge.pid)
        const reply = await call(bridge.url + path)
        const cpu = cpuMs(bridge.pid) - cpu0
        if (reply.status !== 200) throw new Error(`${name} ${path}: ${reply.status}`)
        if (i < 0) continue
        const key = `${what}|${name}`
        const f = figures.get(key) ?? { wall: [], cpu: [], shas: new Set(), bytes: reply.bytes }
        f.wall.push(reply.ms)
        f.cpu.push(cpu)
        f.shas.add(reply.sha)
        figures.set(key, f)
      }
    }
  }
  const load1 = loadavg()[0]!
  await Promise.all([bridges.A.stop(), bridges.B.stop()])
  console.log(
    `${records} records, ${calls} calls of each, interleaved, ${new Date(t0).toISOString()} ` +
      `for ${((Date.now() - t0) / 1000).toFixed(0)} s, load ${load0.toFixed(1)} → ${load1.toFixed(1)}`,
  )
  console.log(
    '| summary | build | p50 wall | p95 wall | CPU a call (mean, p95) | bytes | verdict |',
  )
  console.log('|---|---|---:|---:|---:|---:|---|')
  for (const what of Object.keys(PATHS)) {
    const [a, b] = [figures.get(`${what}|A`)!, figures.get(`${what}|B`)!]
    for (const [name, f] of [
      ['A', a],
      ['B', b],
    ] as const) {
      const p95 = percentile(f.wall, 95)
      const mean = f.cpu.reduce((s, x) => s + x, 0) / f.cpu.length
      const verdict = p95 <= JOURNAL_BUDGETS.summaryP95Ms ? 'met' : 'OVER'
      console.log(
        `| ${what} | ${name} | ${median(f.wall).toFixed(1)} ms | **${p95.toFixed(1)} ms** | ` +
          `${mean.toFixed(1)} ms (${percentile(f.cpu, 95).toFixed(1)}) | ${f.bytes} | ${verdict} |`,
      )
    }
    const same = a.shas.size === 1 && b.shas.size === 1 && [...a.shas][0] === [...b.shas][0]
    console.log(`| ${what} | A and B | the same bytes: ${same ? 'yes' : 'NO'} | | | | |`)
  }
} finally {
  for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true })
}
