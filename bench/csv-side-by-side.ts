// The CSV export of the whole day book, two builds side by side (the kept CSV cells: the old build
// A on a journal without them, the new build B on the same records with them kept, and B on A's
// journal: the path of an earlier release's records). Runs take turns (A, B, B's fallback; then
// the other way round) on fresh copies of each journal, so that each figure has its neighbours in
// the same minutes. For each: the bridge's own CPU (every thread, lib.ts cpuMs) and wall time,
// rows per CPU second, the first byte of the file after the request, /api/status probed 25 ms
// apart meanwhile (p50, p99, max), the load average, and the file's SHA-256 (the same bytes from
// every build and journal). Also each journal's size per record. A measurement, not a test.
//
// Since both builds keep cells (stop 7), BENCH_A_JOURNAL=kept runs A on the journal with them, and
// BENCH_OLDER=0 leaves out the older journal's series (and the sizes, a VACUUM of each journal).
//
//   BENCH_A=<old .cjs or executable> BENCH_B=<new> node scripts/node24.mjs --import tsx \
//     bench/csv-side-by-side.ts [records] [runs of each]        (100,000 records, 2 runs)

import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { request } from 'node:http'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { getBuiltinModule } from 'node:process'
import { buildsNamed, startBuild } from './builds.ts'
import { journalDataDir, SPAN_DAYS } from './journal-generate.ts'
import { JOURNAL_BUDGETS } from './journal-budgets.ts'
import { cpuMs, median, percentile, ROOT, tempDir } from './lib.ts'

const records = Number(process.argv[2] ?? 100_000)
const runs = Number(process.argv[3] ?? 2)
const builds = buildsNamed()
const load = () => loadavg()[0]!

/** The bench's journal with kept cells, and the same records without the column (A's). */
function journals(needsWithout: boolean): { kept: string; without: string } {
  const staging = tempDir('bench-csv-kept-')
  journalDataDir(staging, records)
  const kept = join(ROOT, 'node_modules', '.cache', 'aeps-bench-csv', `${records}-kept.db`)
  const without = join(ROOT, 'node_modules', '.cache', 'aeps-bench-csv', `${records}-without.db`)
  mkdirSync(join(ROOT, 'node_modules', '.cache', 'aeps-bench-csv'), { recursive: true })
  copyFileSync(join(staging, 'journal.db'), kept)
  rmSync(staging, { recursive: true, force: true })
  if (!needsWithout) return { kept, without }
  // Made again when the kept journal was generated again (other records, other times): the
  // series compare the same records, and the file's bytes tell it.
  if (existsSync(without) && newest(without) !== newest(kept)) rmSync(without)
  if (!existsSync(without)) {
    copyFileSync(kept, without + '.partial')
    const { DatabaseSync } = getBuiltinModule('node:sqlite')
    const db = new DatabaseSync(without + '.partial')
    db.exec('DROP TRIGGER cells_follow_body; ALTER TABLE records DROP COLUMN cells; VACUUM')
    db.close()
    renameSync(without + '.partial', without)
  }
  return { kept, without }
}

/** The newest record's id and start: which generation of the bench's records a journal holds. */
function newest(file: string): string {
  const { DatabaseSync } = getBuiltinModule('node:sqlite')
  const db = new DatabaseSync(file, { readOnly: true })
  const row = db.prepare('SELECT id, started_at FROM records ORDER BY seq DESC LIMIT 1').get()
  db.close()
  return JSON.stringify(row)
}

interface Export {
  status: number
  firstByteMs: number
  ms: number
  bytes: number
  lines: number
  sha256: string
}

function exportCsv(url: string): Promise<Export> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now()
    const req = request(url + '/api/transactions/export.csv', { agent: false }, (res) => {
      const hash = createHash('sha256')
      let firstByteMs = -1
      let bytes = 0
      let lines = 0
      res.on('data', (chunk: Buffer) => {
        if (firstByteMs < 0) firstByteMs = performance.now() - t0
        hash.update(chunk)
        bytes += chunk.length
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++
      })
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          firstByteMs,
          ms: performance.now() - t0,
          bytes,
          lines,
          sha256: hash.digest('hex').slice(0, 16),
        }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

function status(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now()
    const req = request(url + '/api/status', { agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - t0 : -1))
    })
    req.on('error', reject)
    req.end()
  })
}

interface Run {
  cpuS: number
  wallS: number
  firstByteMs: number
  rows: number
  p50: number
  p99: number
  max: number
  probes: number
  failed: number
  load: [number, number]
  sha256: string
}

async function run(build: string, db: string): Promise<Run> {
  const dir = tempDir('bench-csv-run-')
  try {
    mkdirSync(join(dir, 'data'), { recursive: true, mode: 0o700 })
    copyFileSync(db, join(dir, 'data', 'journal.db'))
    const bridge = await startBuild(build, dir, { JOURNAL_RETENTION_DAYS: String(SPAN_DAYS + 5) })
    try {
      // The start's own work (the journal's open, the first maintenance) settles first.
      await new Promise((resolve) => setTimeout(resolve, 1500))
      const load0 = load()
      const cpu0 = cpuMs(bridge.pid)
      const t0 = performance.now()
      let running = true
      const work = exportCsv(bridge.url).finally(() => (running = false))
      const times: number[] = []
      let failed = 0
      while (running) {
        const ms = await status(bridge.url)
        if (ms < 0) failed++
        else times.push(ms)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      const done = await work
      if (done.status !== 200) throw new Error(`export.csv: ${done.status}`)
      return {
        cpuS: (cpuMs(bridge.pid) - cpu0) / 1000,
        wallS: (performance.now() - t0) / 1000,
        firstByteMs: done.firstByteMs,
        rows: done.lines - 1,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        max: Math.max(...times),
        probes: times.length,
        failed,
        load: [load0, load()],
        sha256: done.sha256,
      }
    } finally {
      await bridge.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const aKept = process.env.BENCH_A_JOURNAL === 'kept'
const older = process.env.BENCH_OLDER !== '0'
const { kept, without } = journals(older || !aKept)
const series: Record<string, { build: string; db: string }> = {
  [aKept ? 'A (old build, kept cells)' : 'A (old build, no cells)']: {
    build: builds.A,
    db: aKept ? kept : without,
  },
  'B (kept cells)': { build: builds.B, db: kept },
  ...(older ? { 'B on an older journal (no cells)': { build: builds.B, db: without } } : {}),
}
type Name = string
const figures = new Map<Name, Run[]>((Object.keys(series) as Name[]).map((n) => [n, []]))
for (let i = 0; i < runs; i++) {
  const order = Object.keys(series) as Name[]
  for (const name of i % 2 ? order.reverse() : order) {
    const { build, db } = series[name]!
    const f = await run(build, db)
    figures.get(name)!.push(f)
    process.stderr.write(
      `${name} run ${i}: ${f.cpuS.toFixed(2)} s CPU, ${f.wallS.toFixed(1)} s wall, ${Math.round(f.rows / f.cpuS)} rows per CPU s, first byte ${f.firstByteMs.toFixed(0)} ms, status p50/p99/max ${f.p50.toFixed(1)}/${f.p99.toFixed(1)}/${f.max.toFixed(1)} ms (${f.probes} probes, ${f.failed} failed), load ${f.load[0].toFixed(1)}-${f.load[1].toFixed(1)}, sha256 ${f.sha256}\n`,
    )
  }
}
/** The journal's bytes a record, VACUUMed into a copy (as a desk's file settles), and its cells' text. */
function perRecord(db: string): string {
  const copy = join(tempDir('bench-csv-size-'), 'j.db')
  const { DatabaseSync } = getBuiltinModule('node:sqlite')
  const source = new DatabaseSync(db, { readOnly: true })
  source.exec(`VACUUM INTO '${copy}'`)
  source.close()
  const size = statSync(copy).size / records
  rmSync(copy, { force: true })
  return size.toFixed(0)
}
const cellsText = (() => {
  const { DatabaseSync } = getBuiltinModule('node:sqlite')
  const db = new DatabaseSync(kept, { readOnly: true })
  const { len, interrupted, answered } = db
    .prepare(
      `SELECT avg(length(CAST(cells AS BLOB))) AS len, sum(interrupted) AS interrupted,
         sum(interrupted AND body ->> '$.outcome' IS NOT 'unknown') AS answered FROM records`,
    )
    .get() as { len: number; interrupted: number; answered: number }
  db.close()
  // Since stop 7 only an interrupted row whose body has an answer is read from its body by B.
  return `cells ${len.toFixed(0)} B a record; ${interrupted.toLocaleString('en')} records interrupted, ${answered.toLocaleString('en')} of them with an answer (read from their bodies)`
})()
const sizes = older
  ? `journal ${perRecord(without)} B a record without cells, ${perRecord(kept)} B with (each VACUUMed); `
  : ''
console.log(
  `${records.toLocaleString('en')} records, ${runs} runs of each, interleaved; ${sizes}${cellsText}`,
)
console.log(
  '| series | CPU (median) | rows per CPU s (each run) | wall (median) | first byte (median) | status p50 / p99 / max (medians) | load | bytes | verdict |',
)
console.log('|---|---:|---:|---:|---:|---|---|---|---|')
for (const [name, f] of figures) {
  const cpu = median(f.map((r) => r.cpuS))
  const rate = f[0]!.rows / cpu
  const each = f.map((r) => Math.round(r.rows / r.cpuS).toLocaleString('en')).join(', ')
  const p99 = median(f.map((r) => r.p99))
  console.log(
    `| ${name} | ${cpu.toFixed(2)} s | **${Math.round(rate).toLocaleString('en')}** (${each}) | ${median(f.map((r) => r.wallS)).toFixed(1)} s | ${median(f.map((r) => r.firstByteMs)).toFixed(0)} ms | ${median(f.map((r) => r.p50)).toFixed(1)} / ${p99.toFixed(1)} / ${median(f.map((r) => r.max)).toFixed(1)} ms | ${f.map((r) => r.load.map((l) => l.toFixed(1)).join('-')).join(', ')} | ${[...new Set(f.map((r) => r.sha256))].join(', ')} | CSV ${rate >= JOURNAL_BUDGETS.csvRowsPerCpuS ? 'within' : 'OVER'}; status ${p99 <= JOURNAL_BUDGETS.statusP99DuringExportMs ? 'within' : 'OVER'} |`,
  )
}
