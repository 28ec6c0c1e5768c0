// The journal at a merchant's scale: the packaged executable on journals of
// 100,000 and 1,000,000 records (three years of a desk, generated straight into SQLite by
// journal-generate.ts). Start to the first answered /api/status; the p95 of every day-book list
// and summary; the whole-range CSV export (first byte, rows a second, resident memory while it
// streams); resident memory after the burst; /api/status p99 while 30,000 records are purged; and,
// in this process, the journal's own cost of one enquiry's two commits. Run: npm run
// bench:journal (after npm run package), or within npm run bench.

import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { indiaDate } from '../src/shared/india-day.ts'
import { journalDataDir, benchRecord, SPAN_DAYS } from './journal-generate.ts'
import { releaseNames } from '../scripts/package/release-names.ts'
import { cpuMs, freePort, percentile, ROOT, rssKiB, tempDir, untilAnswering } from './lib.ts'

/** BENCH_EXECUTABLE: another build to compare (a release before a change), else this one's. */
const EXECUTABLE = process.env.BENCH_EXECUTABLE ?? join(ROOT, 'release', releaseNames().linux)

const DAY_MS = 86_400_000
const PURGED = 30_000
const MiB = 1024

interface Reply {
  status: number
  ms: number
  firstByteMs: number
  bytes: number
  rows: number
  /** The body's first 4 KiB. */
  head: string
}

/** One GET (or POST), timed to its first byte and its end; the body counted, not kept. */
function call(url: string, method = 'GET', body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now()
    const req = request(
      url,
      { method, headers: body ? { 'Content-Type': 'application/json' } : {}, agent: false },
      (res) => {
        let firstByteMs = -1
        let bytes = 0
        let rows = 0
        let head = ''
        res.on('data', (chunk: Buffer) => {
          if (firstByteMs < 0) firstByteMs = performance.now() - t0
          if (head.length < 4096) head += chunk.toString('utf8', 0, Math.min(chunk.length, 4096))
          bytes += chunk.length
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++
        })
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            ms: performance.now() - t0,
            firstByteMs,
            bytes,
            rows,
            head,
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

async function startExecutable(
  dataDir: string,
): Promise<{ url: string; child: ChildProcess; startMs: number }> {
  const port = await freePort()
  const t0 = performance.now()
  const child = spawn(EXECUTABLE, [], {
    cwd: dataDir,
    env: {
      PATH: '/nonexistent',
      HOME: dataDir,
      BRIDGE_PORT: String(port),
      DATA_DIR: join(dataDir, 'data'),
      STATIC_DIR: 'off',
      JOURNAL_RETENTION_DAYS: String(SPAN_DAYS + 5),
      REPRINT_HOURS: '0',
      // The sandbox's reader takes the first free port of these: a machine shared with other
      // checkouts may have taken every default one.
      ...(process.env.RD_PORTS !== undefined && { RD_PORTS: process.env.RD_PORTS }),
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  })
  const url = `http://127.0.0.1:${port}`
  await untilAnswering(child, url, () => '', 2)
  return { url, child, startMs: performance.now() - t0 }
}

/** The day book's questions a merchant asks, over a range or the whole journal. */
function queries(now: number): [string, string][] {
  const day = (ago: number) => indiaDate(now - ago * DAY_MS)
  const tenDays = `from=${day(40)}&to=${day(30)}`
  return [
    ['list', '/api/transactions?limit=50'],
    [
      'list outcome+operation',
      '/api/transactions?limit=50&outcome=failure&operation=balance-enquiry',
    ],
    ['list rare outcome, whole range', '/api/transactions?limit=50&outcome=unauthorized'],
    ['list 10 days', `/api/transactions?limit=50&${tenDays}`],
    ['list a year ago', `/api/transactions?limit=50&from=${day(370)}&to=${day(365)}`],
    ['list q last four', '/api/transactions?limit=50&q=1234'],
    ['list q RRN', '/api/transactions?limit=50&q=500000000777'],
    ['list bank, 500', '/api/transactions?limit=500&bankiin=607153'],
    ['summary whole range', '/api/transactions/summary'],
    ['summary 10 days', `/api/transactions/summary?${tenDays}`],
    ['summary one day', `/api/transactions/summary?from=${day(3)}&to=${day(3)}`],
    ['summary whole range, failures', '/api/transactions/summary?outcome=failure'],
  ]
}

export interface ScaleFigures {
  records: number
  /** The machine's 1-minute load average when the measure began and ended. */
  load: [number, number]
  startMs: number
  p95: { name: string; p95: number; cpuMs: number }[]
  startCpuMs: number
  worstP95Ms: number
  csv: {
    rows: number
    firstByteMs: number
    rowsPerS: number
    rowsPerCpuS: number
    rssStartMiB: number
    rssPeakMiB: number
    rssEndMiB: number
  }
  rssAfterBurstMiB: number
  statusDuringPurge: {
    p99: number
    max: number
    probes: number
    purgeMs: number
    /** The bridge's CPU time over the purge (its probes' answers included). */
    purgeCpuMs: number
    removed: number
  }
  /** The same purge in-process: the longest stretch without a turn of the event loop. */
  purgeBlock: { wallMs: number; cpuMs: number; p99WallMs: number; turns: number }
  enquiryJournalP95Ms: number
}

async function measure(records: number): Promise<ScaleFigures> {
  const dir = tempDir('bench-journal-')
  journalDataDir(join(dir, 'data'), records)
  const now = Date.now()
  const load0 = loadavg()[0]!
  try {
    const { url, child, startMs } = await startExecutable(dir)
    const pid = child.pid!
    const startCpuMs = cpuMs(pid)
    const p95: { name: string; p95: number; cpuMs: number }[] = []
    for (const [name, path] of queries(now)) {
      const times: number[] = []
      const cpu0 = cpuMs(pid)
      for (let i = 0; i < 20; i++) {
        const reply = await call(url + path)
        if (reply.status !== 200) throw new Error(`${path}: ${reply.status}`)
        times.push(reply.ms)
      }
      p95.push({ name, p95: percentile(times, 95), cpuMs: (cpuMs(pid) - cpu0) / 20 })
    }
    // The whole-range CSV: resident memory looked at every 25 ms while it streams.
    const samples: number[] = []
    const sampler = setInterval(() => samples.push(rssKiB(pid)), 25)
    const rssStart = rssKiB(pid)
    const csvCpu0 = cpuMs(pid)
    const csv = await call(url + '/api/transactions/export.csv')
    const csvCpuMs = cpuMs(pid) - csvCpu0
    clearInterval(sampler)
    const rssAfterBurstMiB = rssKiB(pid) / MiB
    // The merchant's purge of the oldest 30,000, with /api/status probed meanwhile.
    const olderThanDays = Math.floor(SPAN_DAYS * (1 - PURGED / records))
    const probes: number[] = []
    let purging = true
    const t0 = performance.now()
    const purgeCpu0 = cpuMs(pid)
    const purge = call(
      url + '/api/transactions/purge',
      'POST',
      JSON.stringify({ olderThanDays }),
    ).then((r) => {
      purging = false
      return r
    })
    while (purging) {
      probes.push((await call(url + '/api/status')).ms)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const purged = await purge
    const purgeMs = performance.now() - t0
    const purgeCpuMs = cpuMs(pid) - purgeCpu0
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    const load1 = loadavg()[0]!
    return {
      records,
      load: [load0, load1],
      startMs,
      startCpuMs,
      p95,
      worstP95Ms: Math.max(...p95.map((q) => q.p95)),
      csv: {
        rows: csv.rows - 1,
        firstByteMs: csv.firstByteMs,
        rowsPerS: (csv.rows - 1) / (csv.ms / 1000),
        rowsPerCpuS: (csv.rows - 1) / (csvCpuMs / 1000),
        rssStartMiB: rssStart / MiB,
        rssPeakMiB: Math.max(...samples) / MiB,
        rssEndMiB: (samples.at(-1) ?? rssStart) / MiB,
      },
      rssAfterBurstMiB,
      statusDuringPurge: {
        p99: percentile(probes, 99),
        max: Math.max(...probes),
        probes: probes.length,
        purgeMs,
        purgeCpuMs,
        removed:
          purged.status === 200 ? (JSON.parse(purged.head) as { removed: number }).removed : -1,
      },
      enquiryJournalP95Ms: await enquiryCost(dir),
      purgeBlock: await purgeBlock(records, olderThanDays),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The purge's longest synchronous stretch, in-process on a fresh copy of the journal: a
 * setImmediate loop notes the wall and CPU time between its turns. CPU time shows the journal's
 * own work; wall time adds what the machine's load and the disk's fsyncs cost.
 */
async function purgeBlock(
  records: number,
  olderThanDays: number,
): Promise<ScaleFigures['purgeBlock']> {
  const dir = tempDir('bench-purge-')
  journalDataDir(join(dir, 'data'), records)
  const { Journal } = await import('../bridge/journal/journal.ts')
  const { setLogSink } = await import('../bridge/log.ts')
  setLogSink(() => {})
  const journal = new Journal({
    dataDir: join(dir, 'data'),
    retentionDays: SPAN_DAYS + 5,
    reprintHours: 0,
  })
  try {
    await journal.open()
    const walls: number[] = []
    const cpus: number[] = []
    let running = true
    let wall0 = performance.now()
    let cpu0 = process.cpuUsage()
    const spin = () => {
      const cpu = process.cpuUsage(cpu0)
      walls.push(performance.now() - wall0)
      cpus.push((cpu.user + cpu.system) / 1000)
      wall0 = performance.now()
      cpu0 = process.cpuUsage()
      if (running) setImmediate(spin)
    }
    setImmediate(spin)
    await journal.purgeOlderThan(olderThanDays)
    running = false
    return {
      wallMs: Math.max(...walls),
      cpuMs: Math.max(...cpus),
      p99WallMs: percentile(walls, 99),
      turns: walls.length,
    }
  } finally {
    await journal.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The journal's own cost of one enquiry: the attempt's commit and the answer's, p95 of 300. */
async function enquiryCost(dir: string): Promise<number> {
  const { Journal } = await import('../bridge/journal/journal.ts')
  const { setLogSink } = await import('../bridge/log.ts')
  setLogSink(() => {})
  const journal = new Journal({
    dataDir: join(dir, 'data'),
    retentionDays: SPAN_DAYS + 5,
    reprintHours: 0,
  })
  await journal.open()
  const times: number[] = []
  for (let i = 0; i < 300; i++) {
    const record = benchRecord(10_000_000 + i, Date.now())
    const attempt = {
      ...record,
      finishedAt: null,
      outcome: 'unknown' as const,
      availableBalance: null,
    }
    const t0 = performance.now()
    await journal.write(attempt)
    await journal.write(record)
    times.push(performance.now() - t0)
  }
  await journal.close()
  return percentile(times, 95)
}

export async function journalScale(sizes = [100_000, 1_000_000]): Promise<ScaleFigures[]> {
  if (!existsSync(EXECUTABLE)) throw new Error(`${EXECUTABLE} is missing: npm run package`)
  const out: ScaleFigures[] = []
  for (const records of sizes) out.push(await measure(records))
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0)
  const figures = await journalScale(sizes.length ? sizes : undefined)
  console.log(JSON.stringify(figures, null, 2))
}
