// The import of an older journal (the JSON-lines file of tests/fixtures/legacy-journal.ts), two
// builds side by side: runs taking turns (A, B, B, A, ...) on copies of one file, each timed from
// the spawn to /api/status saying `ok` (start included), with the bridge's own CPU time beside the
// wall time and the load average. BENCH_PROFILE=<dir> runs the bundles with --cpu-prof into it.
// A measurement, not a test: its verdict says OVER.
//
//   BENCH_A=<old> BENCH_B=<new> node scripts/node24.mjs --import tsx \
//     bench/import-side-by-side.ts [records] [runs of each]     (100,000 records, 3 runs)

import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { writeLegacyJournal } from '../tests/fixtures/legacy-journal.ts'
import { buildsNamed, startBuild } from './builds.ts'
import { cpuMs } from './lib.ts'
import { JOURNAL_BUDGETS } from './journal-budgets.ts'
import { median, ROOT, tempDir } from './lib.ts'

const records = Number(process.argv[2] ?? 100_000)
const runs = Number(process.argv[3] ?? 3)
const builds = buildsNamed()
const profiles = process.env.BENCH_PROFILE

/** The journal's state from /api/status. */
function journalState(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(url + '/api/status', { agent: false }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () =>
        resolve(
          res.statusCode === 200
            ? (JSON.parse(body) as { journal: { state: string } }).journal.state
            : `http ${res.statusCode}`,
        ),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

// One file for every run: the same bytes, the same "now" (the records a minute apart up to it).
const cache = join(ROOT, 'node_modules', '.cache', 'aeps-bench-legacy', String(records))
const file = join(cache, 'journal.jsonl')
if (!existsSync(file)) {
  mkdirSync(cache, { recursive: true })
  writeLegacyJournal(cache, records, Date.now())
}

const figures = {
  A: [] as { wallS: number; cpuS: number; load: number }[],
  B: [] as { wallS: number; cpuS: number; load: number }[],
}
for (let i = 0; i < runs; i++) {
  for (const name of i % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
    const dir = tempDir(`bench-import-${name}-`)
    try {
      mkdirSync(join(dir, 'data'), { recursive: true, mode: 0o700 })
      copyFileSync(file, join(dir, 'data', 'journal.jsonl'))
      const load = loadavg()[0]!
      const t0 = performance.now()
      const flags = profiles
        ? [
            '--cpu-prof',
            `--cpu-prof-dir=${profiles}`,
            `--cpu-prof-name=import-${name}-${i}.cpuprofile`,
          ]
        : []
      // The records are a minute apart (694 days at 1M): a retention that keeps them all.
      const bridge = await startBuild(builds[name], dir, { JOURNAL_RETENTION_DAYS: '3650' }, flags)
      for (;;) {
        const state = await journalState(bridge.url)
        if (state === 'ok') break
        if (state !== 'importing') throw new Error(`${name}: the import ended as ${state}`)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      const wallS = (performance.now() - t0) / 1000
      const cpuS = cpuMs(bridge.pid) / 1000
      await bridge.stop()
      figures[name].push({ wallS, cpuS, load })
      process.stderr.write(
        `${name} run ${i}: ${wallS.toFixed(1)} s wall, ${cpuS.toFixed(2)} s CPU = ${Math.round(records / cpuS)} records per CPU s, load ${load.toFixed(1)}\n`,
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
console.log(
  `${records} records, ${runs} runs of each, interleaved; load ${figures.A.map((f) => f.load.toFixed(1)).join(', ')} (A's starts)`,
)
console.log(
  '| build | wall (median) | CPU (median) | records per CPU s (median; each run) | verdict |',
)
console.log('|---|---:|---:|---:|---|')
for (const name of ['A', 'B'] as const) {
  const f = figures[name]
  const cpu = median(f.map((r) => r.cpuS))
  const rate = records / cpu
  const each = f.map((r) => Math.round(records / r.cpuS).toLocaleString('en')).join(', ')
  console.log(
    `| ${name} | ${median(f.map((r) => r.wallS)).toFixed(1)} s | ${cpu.toFixed(2)} s | **${Math.round(rate).toLocaleString('en')}** (${each}) | ${rate >= JOURNAL_BUDGETS.importRecordsPerCpuS ? 'met' : 'OVER'} |`,
  )
}
