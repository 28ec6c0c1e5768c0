// The bridge's metrics: what GET /metrics costs a scrape, what the metrics cost the
// bridge in resident memory, and what they add to an enquiry. The bridge runs as it ships
// (build/aeps-bridge.cjs on the pinned Node 24), in sandbox mode with its simulated reader and bank.
// - memory: the same bundle with BRIDGE_METRICS=on and =off, after the same enquiries (and, when
//   on, a scrape after each), pairs alternated, medians; once more with the OTLP push on;
// - /metrics p95: sequential scrapes after those enquiries, and on a busy shop's year (100,000
//   records, bench/day-book.ts's journal), beside /api/status's at the same moments;
// - an enquiry's added latency: the hooks an enquiry passes (the capture route's counter, the
//   upstream client's timer and histogram) timed in-process against the bare functions, since
//   0.2 ms is far below the noise of two bridges' end-to-end times (which are printed too).
// Run: npm run bench:metrics

import { build } from 'esbuild'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BridgeMetrics } from '../bridge/metrics/bridge-metrics.ts'
import { countedCaptures, timedUpstream } from '../bridge/metrics/hooks.ts'
import type { Route } from '../bridge/http/router.ts'
import type { UpstreamClient } from '../bridge/upstream/client.ts'
import { bundleBridgeIfChanged, BRIDGE_BUNDLE } from '../scripts/package/bundle.ts'
import { ensureRuntime } from '../scripts/package/runtimes.ts'
import { writeJournal } from './day-book.ts'
import {
  freePort,
  median,
  percentile,
  postJson,
  ROOT,
  rssKiB,
  tempDir,
  untilAnswering,
} from './lib.ts'

const ENQUIRIES = 200
const SCRAPES = 500
const PAIRS = 3
const SETTLE_MS = 10_000
/** The bridge's own runtime (node:sqlite): the pinned Node 24 of the executable. */
const NODE = ensureRuntime('linux-x64')

interface Bridge {
  url: string
  child: ChildProcess
  stop(): Promise<void>
}

async function startBundle(env: Record<string, string>): Promise<Bridge> {
  const port = await freePort()
  const child = spawn(NODE, [BRIDGE_BUNDLE], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      STATIC_DIR: 'off',
      DATA_DIR: tempDir('bench-metrics-'),
      RD_PORTS: String(await freePort()),
      SANDBOX_RD: 'on',
      SANDBOX_CAPTURE_MS: '0',
      ...env,
      BRIDGE_PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  await untilAnswering(child, url, () => stderr)
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** One capture and one balance enquiry; its enquiry's milliseconds. */
async function enquiry(url: string): Promise<number> {
  const capture = await postJson(url + '/api/captures', {})
  if (capture.status !== 201) throw new Error('capture failed: ' + JSON.stringify(capture.json))
  const t0 = performance.now()
  const reply = await postJson(url + '/api/balance-enquiries', {
    aadhaar: '999900000000',
    mobile: '9876543210',
    bankiin: '607094',
    captureId: capture.json.captureId,
    consent: true,
  })
  if (reply.json.outcome !== 'success') throw new Error('enquiry: ' + JSON.stringify(reply.json))
  return performance.now() - t0
}

async function scrapeMs(url: string): Promise<number> {
  const t0 = performance.now()
  const res = await fetch(url + '/metrics')
  await res.text()
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`)
  return performance.now() - t0
}

/** A bridge after ENQUIRIES enquiries, each followed by a scrape when `scrape`: its RSS. */
async function workedRss(env: Record<string, string>, scrape: boolean) {
  const bridge = await startBundle(env)
  try {
    // Idle, a second after its first answer: the metrics' own cost, before any work's heap.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const idleMiB = rssKiB(bridge.child.pid!) / 1024
    const enquiryMs: number[] = []
    for (let i = 0; i < ENQUIRIES; i++) {
      enquiryMs.push(await enquiry(bridge.url))
      if (scrape) await scrapeMs(bridge.url)
      else await fetch(bridge.url + '/api/status').then((r) => r.text())
    }
    // Settle: the same wait for every variant, long enough for V8's memory reducer (it shrinks
    // the heap after some seconds of little allocation), so that what is read is what the
    // variant keeps, not garbage a loaded machine has not collected yet. Read before the burst
    // of scrapes below: a burst makes V8 grow its young generation for a while.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    const rssMiB = rssKiB(bridge.child.pid!) / 1024
    const scrapes: number[] = []
    const statuses: number[] = []
    for (let i = 0; scrape && i < SCRAPES; i++) {
      scrapes.push(await scrapeMs(bridge.url))
      const t0 = performance.now()
      await (await fetch(bridge.url + '/api/status')).text()
      statuses.push(performance.now() - t0)
    }
    const afterBurstMiB = rssKiB(bridge.child.pid!) / 1024
    return { idleMiB, rssMiB, afterBurstMiB, enquiryMs, scrapes, statuses }
  } finally {
    await bridge.stop()
  }
}

/** An OTLP/HTTP receiver that accepts everything: the push's cost, not a collector's. */
async function sink() {
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/x-protobuf' }).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * /metrics p95 on a year's journal (100,000 records: the day's counts and the journal figures),
 * beside the same bridge's GET /api/status at the same moments, so the machine's own noise shows.
 * First the start's journal maintenance is let pass (it holds every request up, /api/status too).
 */
async function busyShopP95(): Promise<{ metrics: number; status: number }> {
  const dataDir = tempDir('bench-metrics-year-')
  writeJournal(dataDir, Date.now())
  const bridge = await startBundle({ DATA_DIR: dataDir })
  const statusMs = async () => {
    const t0 = performance.now()
    await (await fetch(bridge.url + '/api/status')).text()
    return performance.now() - t0
  }
  try {
    for (let i = 0; i < 200; i++) await statusMs()
    const metrics: number[] = []
    const status: number[] = []
    for (let i = 0; i < SCRAPES; i++) {
      metrics.push(await scrapeMs(bridge.url))
      status.push(await statusMs())
    }
    return { metrics: percentile(metrics, 95), status: percentile(status, 95) }
  } finally {
    await bridge.stop()
  }
}

/** Bytes of build/aeps-bridge.cjs that the metrics bring: prom-client, the OTel SDK, bridge/metrics. */
async function bundleShare(): Promise<{
  promClient: number
  otel: number
  own: number
  total: number
}> {
  const result = await build({
    entryPoints: [join(ROOT, 'bridge', 'cli', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20.19',
    external: ['selfsigned'],
    minifySyntax: true,
    minifyWhitespace: true,
    keepNames: true,
    write: false,
    metafile: true,
    outfile: join(ROOT, 'build', 'metrics-share.cjs'),
    logLevel: 'silent',
  })
  const output = Object.values(result.metafile.outputs)[0]!
  const share = { promClient: 0, otel: 0, own: 0, total: output.bytes }
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    if (/node_modules\/(prom-client|tdigest|bintrees)\//.test(input))
      share.promClient += bytesInOutput
    else if (input.includes('node_modules/@opentelemetry/')) share.otel += bytesInOutput
    else if (input.startsWith('bridge/metrics/') || input === 'bridge/config/otlp.ts')
      share.own += bytesInOutput
  }
  return share
}

/** registry.metrics() over a year's journal, in a Node 24 process of its own (metrics-registry.ts). */
function inProcessP95(): number {
  const dataDir = tempDir('bench-metrics-inproc-')
  writeJournal(dataDir, Date.now())
  const out = execFileSync(
    NODE,
    ['--import', 'tsx', 'bench/metrics-registry.ts', dataDir, String(SCRAPES)],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
  // The bridge's log lines come first; the figure is the last line.
  return Number(out.trim().split('\n').at(-1))
}

/** The hooks an enquiry passes, per enquiry, against the bare functions: p95 of 200 batches. */
async function hookCostP95Ms(): Promise<number> {
  const metrics = new BridgeMetrics({
    mode: 'sandbox',
    version: 'bench',
    contract: 'bench',
    status: () => ({ merchantAuth: { state: 'unknown', at: null } }),
    journal: { entries: () => [], size: 0, path: '/nonexistent', health: () => ({ state: 'ok' }) },
  })
  const bare: UpstreamClient = {
    send: async () => ({ kind: 'reply', httpStatus: 200, json: {} }),
    call: async () => ({ kind: 'reply', httpStatus: 200, json: {} }),
  }
  const route: Route = {
    method: 'POST',
    path: '/api/captures',
    handler: async () => ({ status: 201, body: {} }),
  }
  const timed = timedUpstream(bare, metrics, new Map())
  const [counted] = countedCaptures([route], metrics)
  const ctx = {
    url: new URL('http://x'),
    params: {},
    body: {},
    signal: new AbortController().signal,
  }
  const body = {} as Parameters<UpstreamClient['send']>[1]
  const batch = async (hooked: boolean) => {
    const t0 = performance.now()
    for (let i = 0; i < 1000; i++) {
      await (hooked ? counted! : route).handler(ctx)
      await (hooked ? timed : bare).send('balance-enquiry', body)
    }
    return (performance.now() - t0) / 1000
  }
  for (let i = 0; i < 20; i++) await batch(i % 2 === 0) // warm-up
  const added: number[] = []
  for (let i = 0; i < 200; i++) {
    const plain = await batch(false)
    added.push((await batch(true)) - plain)
  }
  return percentile(added, 95)
}

export interface MetricsFigures {
  scrapeP95Ms: number
  /** The same bridge's GET /api/status p95, at the same moments: the machine's own noise. */
  statusP95Ms: number
  /** registry.metrics() alone, in-process, on a year's journal: the bridge's own work. */
  inProcessP95Ms: number
  busyShop: { metrics: number; status: number }
  bundle: { promClient: number; otel: number; own: number; total: number }
  memoryCostMiB: number
  otlpMemoryCostMiB: number
  /** Idle, a second after start, on − off. */
  idleMemoryCostMiB: number
  /** Resident memory after a burst of back-to-back scrapes, on − off (before the burst). */
  burstMemoryCostMiB: number
  hookP95Ms: number
  enquiryP95: { on: number; off: number }
}

export async function measureMetrics(): Promise<MetricsFigures> {
  await bundleBridgeIfChanged()
  const on: Awaited<ReturnType<typeof workedRss>>[] = []
  const off: typeof on = []
  const otlp: typeof on = []
  const receiver = await sink()
  try {
    for (let i = 0; i < PAIRS; i++) {
      off.push(await workedRss({ BRIDGE_METRICS: 'off' }, false))
      on.push(await workedRss({ BRIDGE_METRICS: 'on' }, true))
      otlp.push(
        await workedRss(
          { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_METRIC_EXPORT_INTERVAL: '1000' },
          true,
        ),
      )
    }
  } finally {
    await receiver.close()
  }
  const rss = (runs: typeof on) => median(runs.map((r) => r.rssMiB))
  return {
    scrapeP95Ms: percentile(
      on.flatMap((r) => r.scrapes),
      95,
    ),
    statusP95Ms: percentile(
      on.flatMap((r) => r.statuses),
      95,
    ),
    inProcessP95Ms: inProcessP95(),
    busyShop: await busyShopP95(),
    bundle: await bundleShare(),
    memoryCostMiB: rss(on) - rss(off),
    otlpMemoryCostMiB: rss(otlp) - rss(off),
    idleMemoryCostMiB: median(on.map((r) => r.idleMiB)) - median(off.map((r) => r.idleMiB)),
    burstMemoryCostMiB: median(on.map((r) => r.afterBurstMiB)) - rss(off),
    hookP95Ms: await hookCostP95Ms(),
    enquiryP95: {
      on: percentile(
        on.flatMap((r) => r.enquiryMs),
        95,
      ),
      off: percentile(
        off.flatMap((r) => r.enquiryMs),
        95,
      ),
    },
  }
}

export async function printMetrics(): Promise<MetricsFigures> {
  const f = await measureMetrics()
  console.log('\n## Metrics (issue 26; build/aeps-bridge.cjs, sandbox mode)')
  console.log('| figure | value |\n|---|---:|')
  console.log(
    `| GET /metrics p95, ${SCRAPES} scrapes after ${ENQUIRIES} enquiries; its /api/status p95 | ${f.scrapeP95Ms.toFixed(2)} ms; ${f.statusP95Ms.toFixed(2)} ms |`,
  )
  console.log(
    `| registry.metrics() in-process p95, a year's journal | ${f.inProcessP95Ms.toFixed(2)} ms |`,
  )
  console.log(
    `| GET /metrics p95, a busy shop's year (100,000 records); its /api/status p95 | ${f.busyShop.metrics.toFixed(2)} ms; ${f.busyShop.status.toFixed(2)} ms |`,
  )
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`
  console.log(
    `| bundle bytes: prom-client; @opentelemetry/api (prom-client's); bridge/metrics; whole bundle | ${kb(f.bundle.promClient)}; ${kb(f.bundle.otel)}; ${kb(f.bundle.own)}; ${kb(f.bundle.total)} |`,
  )
  console.log(
    `| resident memory, metrics on − off (median of ${PAIRS} pairs) | ${f.memoryCostMiB.toFixed(1)} MiB |`,
  )
  console.log(
    `| resident memory idle, a second after start, on − off | ${f.idleMemoryCostMiB.toFixed(1)} MiB |`,
  )
  console.log(
    `| resident memory, metrics and OTLP push on − off | ${f.otlpMemoryCostMiB.toFixed(1)} MiB |`,
  )
  console.log(
    `| resident memory after ${SCRAPES} back-to-back scrapes, on − off (V8's young generation) | ${f.burstMemoryCostMiB.toFixed(1)} MiB |`,
  )
  console.log(
    `| an enquiry's hooks, added time p95 (in-process) | ${(f.hookP95Ms * 1000).toFixed(1)} µs |`,
  )
  console.log(
    `| enquiry p95 end to end, metrics on / off (informational) | ${f.enquiryP95.on.toFixed(2)} / ${f.enquiryP95.off.toFixed(2)} ms |`,
  )
  return f
}

if (import.meta.url === `file://${process.argv[1]}`) await printMetrics()
