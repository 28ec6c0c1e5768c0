// A busy shop's year: a journal of 100,000 records over the 90-day retention,
// statement entries on a fifth of them. How long the bridge takes to start on it, how much memory
// it holds, and how fast a day's page, summary and CSV answer (p95 over repeated requests).
// The bridge runs in live mode against a loopback address nobody answers (no simulators), so the
// figures are the journal's; once as the run command runs it (tsx compiling TypeScript), once
// bundled into one plain JavaScript file as the packaged executable carries it.
// Run: npm run bench:day-book

import { execFileSync } from 'node:child_process'
import { closeSync, existsSync, openSync, rmSync, writeSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { indiaDate } from '../src/shared/india-day.ts'
import { releaseNames } from '../scripts/package/release-names.ts'
import {
  cpuMs,
  freePort,
  median,
  memoryKiB,
  percentile,
  ROOT,
  tempDir,
  untilAnswering,
} from './lib.ts'
import { BANKS, entries, OUTCOMES } from './sample-records.ts'
import { EXEC_ARGV } from '../scripts/package/pinned-runtimes.mjs'
import { spawn, type ChildProcess } from 'node:child_process'

export const RECORDS = 100_000
const DAYS = 90
const DAY_MS = 24 * 60 * 60 * 1000

/** Writes the journal as the bridge writes it: one line per record, oldest first. */
export function writeJournal(dataDir: string, now: number): { bytes: number; busiestDay: string } {
  const fd = openSync(join(dataDir, 'journal.jsonl'), 'w', 0o600)
  let bytes = 0
  let chunk: string[] = []
  // The oldest record a day inside the retention: the bench measures the steady state, not a
  // start that purges (that is measured apart, below).
  const start = now - (DAYS - 1) * DAY_MS
  const step = ((DAYS - 1) * DAY_MS - 120_000) / RECORDS
  for (let i = 0; i < RECORDS; i++) {
    const t = Math.round(start + i * step)
    const statement = i % 5 === 0
    const [iin, name] = BANKS[i % BANKS.length]!
    // A fifth are mini statements that came back with their entries.
    const outcome = statement ? 'success' : OUTCOMES[i % OUTCOMES.length]!
    const startedAt = new Date(t).toISOString()
    const record: Record<string, unknown> = {
      id: t.toString(36).padStart(9, '0') + '-' + i.toString(16).padStart(10, '0'),
      operation: statement ? 'mini-statement' : 'balance-enquiry',
      startedAt,
      finishedAt: new Date(t + 2500).toISOString(),
      merchantLoginId: 'MER0042',
      aadhaarMasked: 'XXXXXXXX' + String(i % 10000).padStart(4, '0'),
      mobileMasked: 'XXXXXX' + String((i * 7) % 10000).padStart(4, '0'),
      bankiin: iin,
      bankName: name,
      outcome,
      code: outcome === 'success' ? '0x0200' : '0x0202',
      status: outcome.toUpperCase(),
      message:
        outcome === 'success' ? '000: Transaction successful' : 'U16: Risk threshold exceeded',
      displayMessage: outcome === 'success' ? 'Transaction successful' : 'Risk threshold exceeded',
      guidance: 'Show the customer the result.',
      errorCode: null,
      rrn: String(512300000000 + i),
      stanNo: String(100000 + (i % 900000)),
      clientRefNo: 'CR' + String(i).padStart(10, '0'),
      transactionDateTime: startedAt.slice(0, 19).replace('T', ' '),
      availableBalance:
        statement || outcome !== 'success' ? null : String(1000 + (i % 50000)) + '.50',
      consent: true,
      locationSource: 'shop',
      seq: i + 1,
      journalTime: t,
    }
    if (statement) record.entries = entries(i)
    chunk.push(JSON.stringify(record) + '\n')
    if (chunk.length === 2000 || i === RECORDS - 1) {
      const text = chunk.join('')
      bytes += writeSync(fd, text)
      chunk = []
    }
  }
  closeSync(fd)
  return { bytes, busiestDay: indiaDate(now - DAY_MS) }
}

/** Bundles the bridge into one JavaScript file, as the packaged executable carries it. */
function bundle(): string {
  // Two folders below the project, as bridge/config/ is: the bridge finds its root at '../..'.
  const out = join(ROOT, '.bench-bundle', 'bridge', 'bridge.mjs')
  execFileSync(
    join(ROOT, 'node_modules/.bin/esbuild'),
    [
      'bridge/cli/main.ts',
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      `--outfile=${out}`,
      '--log-level=error',
      // A bundled ESM file needs require() for the CommonJS dependencies it carries.
      "--banner:js=import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    ],
    { cwd: ROOT },
  )
  // The bundled bank list is read from the project (bridge/banks/bundled.json), as package.json is.
  return out
}

interface Started {
  url: string
  child: ChildProcess
  readyMs: number
  /** CPU time the bridge used until then (user + system): the start's cost on a busy machine. */
  cpuMs: number
  stop(): Promise<void>
}

/** Until /api/status no longer says the journal is importing (a busy import may drop a probe). */
async function untilImported(bridge: Started): Promise<void> {
  for (;;) {
    if (bridge.child.exitCode !== null) throw new Error('the bridge exited during the import')
    const status = await fetch(bridge.url + '/api/status')
      .then((reply) => reply.json() as Promise<{ journal?: { state?: string } }>)
      .catch(() => null)
    if (status !== null && status.journal?.state !== 'importing') return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function start(
  args: string[],
  env: Record<string, string>,
  command = process.execPath,
): Promise<Started> {
  const port = await freePort()
  const t0 = performance.now()
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      STATIC_DIR: 'off',
      AEPS_BASE_URL: 'http://127.0.0.1:9',
      AEPS_USER: 'bench',
      AEPS_SECRET: 'bench-secret',
      MERCHANT_LOGIN_ID: 'MER0042',
      MERCHANT_PAN: 'ABCDE1234F',
      AEPS_BANKS_PATH: 'off',
      RD_PORTS: '14190-14191',
      ...env,
      BRIDGE_PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  await untilAnswering(child, url, () => stderr)
  const readyMs = performance.now() - t0
  return {
    url,
    child,
    readyMs,
    cpuMs: cpuMs(child.pid!),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

async function p95(url: string, runs: number, check: (res: Response) => Promise<void>) {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    const res = await fetch(url)
    await check(res)
    times.push(performance.now() - t0)
  }
  return { p95: percentile(times, 95), median: median(times) }
}

/**
 * The same three answers timed inside one process, without HTTP and the scheduler: the work
 * itself, which a loaded machine stretches less than the request times above.
 */
export async function measureInProcess(dataDir: string, day: string) {
  const { Journal } = await import('../bridge/journal/journal.ts')
  const { summarise } = await import('../bridge/day-book/summary.ts')
  const { csvFile, csvRow } = await import('../bridge/day-book/csv.ts')
  const { setLogSink } = await import('../bridge/log.ts')
  setLogSink(() => {})
  const journal = new Journal({ dataDir, retentionDays: 90, reprintHours: 0 })
  const t0 = performance.now()
  await journal.open()
  const openMs = performance.now() - t0
  const filters = { from: day, to: day }
  const time = (fn: () => unknown) => {
    const times: number[] = []
    for (let i = 0; i < 60; i++) {
      const t = performance.now()
      fn()
      times.push(performance.now() - t)
    }
    return { p95: percentile(times, 95), median: median(times) }
  }
  const page = time(() => JSON.stringify(journal.page(filters, 50, null)))
  const summary = time(() => JSON.stringify(summarise(journal.entries(filters), filters, day)))
  const csv = time(() => {
    const rows: string[] = []
    for (const slice of journal.slices(filters)) for (const r of slice) rows.push(csvRow(r))
    return csvFile(rows)
  })
  await journal.close()
  return { openMs, page, summary, csv }
}

export interface DayBookFigures {
  records: number
  fileMiB: number
  /** The machine's load average while measuring: wall-clock figures stretch with it. */
  load: number
  inProcess: Awaited<ReturnType<typeof measureInProcess>> | null
  runs: {
    name: string
    startMs: number
    startCpuMs: number
    rssAfterStartMiB: number
    rssAfterQueriesMiB: number
    /** RssAnon: the private part, without the file pages of node and its libraries. */
    anonAfterStartMiB: number
    anonAfterQueriesMiB: number
    page: { p95: number; median: number }
    summary: { p95: number; median: number }
    csv: { p95: number; median: number }
    dayRecords: number
  }[]
}

/** The name of the row measured on the release's Linux executable itself. */
export const PACKAGED_EXECUTABLE = 'packaged executable (Node 24, its V8 settings)'

export async function measureDayBook(): Promise<DayBookFigures> {
  const dataDir = tempDir('bench-day-book-')
  const { bytes, busiestDay } = writeJournal(dataDir, Date.now())
  const bundled = bundle()
  const figures: DayBookFigures = {
    records: RECORDS,
    fileMiB: bytes / 2 ** 20,
    load: loadavg()[0]!,
    runs: [],
    inProcess: null,
  }
  // The executable itself when `npm run package` has made it: Node 24 with the V8 settings it
  // carries (scripts/package/build.ts), which the bundled rows on this Node do not have.
  const executable = join(ROOT, 'release', releaseNames().linux)
  const variants: { name: string; args: string[]; command?: string }[] = [
    ...(existsSync(executable)
      ? [{ name: PACKAGED_EXECUTABLE, args: [], command: executable }]
      : []),
    // npm start's bridge: the bundle with the executable's V8 settings.
    { name: "bundled, the executable's V8 settings (npm start)", args: [...EXEC_ARGV, bundled] },
    { name: "bundled, Node's default V8 settings", args: [bundled] },
    // V8 grows its young generation to 3 x 16 MiB under a burst of requests; a packaged
    // executable can start with a smaller one (the same flag in its execArgv).
    { name: 'bundled, --max-semi-space-size=1', args: ['--max-semi-space-size=1', bundled] },
    { name: 'tsx (npm run bridge)', args: ['--import', 'tsx', 'bridge/cli/main.ts'] },
  ]
  try {
    // The JSON-lines journal is imported while the bridge listens: one start waits for the import
    // to end, so every timed start below opens the SQLite journal and the queries find it.
    const importing = await start([bundled], { DATA_DIR: dataDir, REPRINT_HOURS: '0' })
    await untilImported(importing)
    await importing.stop()
    for (const variant of variants) {
      const starts: number[] = []
      const cpu: number[] = []
      let bridge: Started | null = null
      for (let i = 0; i < 5; i++) {
        await bridge?.stop()
        // REPRINT_HOURS=0: every record keeps its balance and entries, the largest journal.
        bridge = await start(
          variant.args,
          { DATA_DIR: dataDir, REPRINT_HOURS: '0' },
          variant.command,
        )
        starts.push(bridge.readyMs)
        cpu.push(bridge.cpuMs)
      }
      const b = bridge!
      await new Promise((r) => setTimeout(r, 300))
      const afterStart = memoryKiB(b.child.pid!)
      const day = `from=${busiestDay}&to=${busiestDay}`
      let dayRecords = 0
      const page = await p95(`${b.url}/api/transactions?${day}&limit=50`, 60, async (res) => {
        const json = (await res.json()) as { transactions: unknown[] }
        if (json.transactions.length !== 50) throw new Error('a day page is not full')
      })
      const summary = await p95(`${b.url}/api/transactions/summary?${day}`, 60, async (res) => {
        const json = (await res.json()) as { totals: { total: number } }
        dayRecords = json.totals.total
      })
      const csv = await p95(`${b.url}/api/transactions/export.csv?${day}`, 60, async (res) => {
        const text = await res.text()
        if (text.split('\r\n').length < dayRecords) throw new Error('the CSV lacks rows')
      })
      const afterQueries = memoryKiB(b.child.pid!)
      await b.stop()
      figures.runs.push({
        name: variant.name,
        startMs: median(starts),
        startCpuMs: median(cpu),
        rssAfterStartMiB: afterStart.rss / 1024,
        rssAfterQueriesMiB: afterQueries.rss / 1024,
        anonAfterStartMiB: afterStart.anon / 1024,
        anonAfterQueriesMiB: afterQueries.anon / 1024,
        page,
        summary,
        csv,
        dayRecords,
      })
    }
    figures.inProcess = await measureInProcess(dataDir, busiestDay)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(join(ROOT, '.bench-bundle'), { recursive: true, force: true })
  }
  return figures
}

export async function printDayBook(): Promise<DayBookFigures> {
  const figures = await measureDayBook()
  console.log('\n## The day book on a busy shop’s year')
  console.log(
    `Journal: ${figures.records.toLocaleString('en')} records over 90 days, statement entries on a fifth, ${figures.fileMiB.toFixed(1)} MiB on disk (REPRINT_HOURS=0, so every balance and entry is kept).`,
  )
  console.log(
    '\n| bridge | start to first /api/status (median of 5) | CPU used by then | VmRSS / RssAnon after start | after the queries | day page p95 | summary p95 | CSV p95 | records in the day |',
  )
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const r of figures.runs)
    console.log(
      `| ${r.name} | ${r.startMs.toFixed(0)} ms | ${r.startCpuMs.toFixed(0)} ms | ${r.rssAfterStartMiB.toFixed(1)} / ${r.anonAfterStartMiB.toFixed(1)} MiB | ${r.rssAfterQueriesMiB.toFixed(1)} / ${r.anonAfterQueriesMiB.toFixed(1)} MiB | ${r.page.p95.toFixed(1)} ms | ${r.summary.p95.toFixed(1)} ms | ${r.csv.p95.toFixed(1)} ms | ${r.dayRecords} |`,
    )
  console.log(`Load average of the machine while measuring: ${figures.load.toFixed(1)}.`)
  const own = figures.inProcess
  if (own)
    console.log(
      `\nIn one process, without HTTP (the work itself): journal open ${own.openMs.toFixed(0)} ms; ` +
        `a day's page p95 ${own.page.p95.toFixed(1)} ms, summary p95 ${own.summary.p95.toFixed(1)} ms, ` +
        `CSV p95 ${own.csv.p95.toFixed(1)} ms (median ${own.csv.median.toFixed(1)} ms).`,
    )
  return figures
}

if (import.meta.url === `file://${process.argv[1]}`) await printDayBook()
