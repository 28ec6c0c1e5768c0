// The packaged executable: release/aeps-bridge-linux-x64 copied alone into an
// empty folder, no Node on PATH, as a merchant laptop runs it. Time from start to the first
// answered /api/status (median of several starts), resident memory idle (sandbox, and live
// against a local stand-in provider), after 10,000 sandbox enquiries, and its growth over the
// last 5,000 of them; and the file's size. A soak, not a test: npm run bench:executable (after
// npm run package).

import { spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import {
  freePort,
  median,
  memoryKiB,
  postJson,
  ROOT,
  tempDir,
  timed,
  untilAnswering,
} from './lib.ts'

const EXECUTABLE = join(ROOT, 'release', 'aeps-bridge-linux-x64')

interface Running {
  url: string
  child: ChildProcess
  readyMs: number
  stop(): Promise<void>
}

function lonelyCopy(): { executable: string; dir: string; emptyPath: string } {
  if (!existsSync(EXECUTABLE))
    throw new Error('release/aeps-bridge-linux-x64 is missing: npm run package')
  const dir = tempDir('bench-exe-')
  const executable = join(dir, 'aeps-bridge-linux-x64')
  copyFileSync(EXECUTABLE, executable)
  mkdirSync(join(dir, 'empty-path'))
  mkdirSync(join(dir, 'home'))
  return { executable, dir, emptyPath: join(dir, 'empty-path') }
}

async function start(
  copy: ReturnType<typeof lonelyCopy>,
  env: Record<string, string>,
): Promise<Running> {
  const port = await freePort()
  const t0 = performance.now()
  const child = spawn(copy.executable, [], {
    cwd: copy.dir,
    env: { PATH: copy.emptyPath, HOME: join(copy.dir, 'home'), ...env, BRIDGE_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'ignore'],
  })
  const url = `http://127.0.0.1:${port}`
  // Looked for every 2 ms: the start to first answer is what this measures.
  await untilAnswering(child, url, () => '', 2)
  const readyMs = performance.now() - t0
  return {
    url,
    child,
    readyMs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

const settle = () => new Promise((r) => setTimeout(r, 1000))

async function enquire(url: string, i: number): Promise<void> {
  const capture = await postJson(url + '/api/captures', {})
  if (capture.status !== 201) throw new Error('capture failed: ' + JSON.stringify(capture.json))
  const path = i % 2 === 0 ? '/api/balance-enquiries' : '/api/mini-statements'
  const reply = await postJson(url + path, {
    aadhaar: '999900000000',
    mobile: '9876543210',
    bankiin: '607094',
    captureId: capture.json.captureId,
    consent: true,
  })
  if (reply.status !== 200) throw new Error('enquiry failed: ' + JSON.stringify(reply.json))
}

export async function measureExecutable(options = { starts: 7, enquiries: 10_000 }) {
  const copy = lonelyCopy()
  const sandbox = (name: string) => ({
    DATA_DIR: join(copy.dir, name),
    RD_PORTS: '14120-14124',
    SANDBOX_RD: 'on',
    SANDBOX_CAPTURE_MS: '0',
  })
  const starts: number[] = []
  for (let i = 0; i < options.starts; i++) {
    const bridge = await start(copy, sandbox(`start-${i}`))
    starts.push(bridge.readyMs)
    await bridge.stop()
  }

  // Live mode: what a merchant's laptop starts at log-on and holds all day between enquiries.
  const provider = createServer((_, res) => res.end('{}')).listen(0, '127.0.0.1')
  await new Promise((r) => provider.once('listening', r))
  const liveEnv = (name: string) => ({
    DATA_DIR: join(copy.dir, name),
    AEPS_BASE_URL: `http://127.0.0.1:${(provider.address() as { port: number }).port}`,
    AEPS_USER: 'bench-user',
    AEPS_SECRET: 'bench-secret',
    MERCHANT_LOGIN_ID: 'BENCH01',
    MERCHANT_PAN: 'AAAPZ1234C',
    RD_PORTS: '14125-14126',
  })
  const liveStarts: number[] = []
  for (let i = 0; i < options.starts; i++) {
    const bridge = await start(copy, liveEnv(`live-start-${i}`))
    liveStarts.push(bridge.readyMs)
    await bridge.stop()
  }
  const live = await start(copy, liveEnv('live'))
  await settle()
  const liveIdle = memoryKiB(live.child.pid!)
  await live.stop()
  provider.close()

  const bridge = await start(copy, sandbox('soak'))
  try {
    await settle()
    const idle = memoryKiB(bridge.child.pid!)
    const samples: { done: number; kiB: number; anonKiB: number }[] = []
    const t0 = performance.now()
    let done = 0
    const step = 1000
    while (done < options.enquiries) {
      await timed(step, 1, (i) => enquire(bridge.url, done + i))
      done += step
      const now = memoryKiB(bridge.child.pid!)
      samples.push({ done, kiB: now.rss, anonKiB: now.anon })
    }
    const seconds = (performance.now() - t0) / 1000
    const at = (n: number) => samples.find((s) => s.done === n)!.kiB
    const anonAt = (n: number) => samples.find((s) => s.done === n)!.anonKiB
    const half = options.enquiries / 2
    return {
      sizeBytes: statSync(EXECUTABLE).size,
      startMs: {
        median: median(starts),
        min: Math.min(...starts),
        max: Math.max(...starts),
        runs: starts.length,
      },
      liveStartMs: {
        median: median(liveStarts),
        min: Math.min(...liveStarts),
        max: Math.max(...liveStarts),
      },
      idleKiB: idle.rss,
      liveIdleKiB: liveIdle.rss,
      afterKiB: at(options.enquiries),
      /** RssAnon: the private part of the same figures (heap, stacks, SQLite's cache). */
      anon: {
        idleKiB: idle.anon,
        liveIdleKiB: liveIdle.anon,
        afterKiB: anonAt(options.enquiries),
      },
      growthKiB: at(options.enquiries) - at(half),
      samples,
      enquiries: options.enquiries,
      seconds,
    }
  } finally {
    await bridge.stop()
  }
}

const mib = (kiB: number) => (kiB / 1024).toFixed(1)

export async function printExecutable() {
  const r = await measureExecutable()
  console.log('\n## The packaged executable (release/aeps-bridge-linux-x64)')
  console.log(
    `Size ${(r.sizeBytes / 2 ** 20).toFixed(1)} MiB. Copied alone into an empty folder, no Node on PATH.`,
  )
  console.log(
    `Start to first answered /api/status: median ${r.startMs.median.toFixed(0)} ms over ${r.startMs.runs} starts (min ${r.startMs.min.toFixed(0)}, max ${r.startMs.max.toFixed(0)}), sandbox mode with its simulated reader`,
  )
  console.log(
    `Start to first answered /api/status in live mode (no simulators): median ${r.liveStartMs.median.toFixed(0)} ms (min ${r.liveStartMs.min.toFixed(0)}, max ${r.liveStartMs.max.toFixed(0)})`,
  )
  console.log(
    `Resident memory (VmRSS): ${mib(r.idleKiB)} MiB idle in sandbox mode, ${mib(r.liveIdleKiB)} MiB idle in live mode; ${mib(r.afterKiB)} MiB after ${r.enquiries} sandbox enquiries (${r.seconds.toFixed(0)} s, one at a time, half balance, half mini statement); growth over the last ${r.enquiries / 2}: ${mib(r.growthKiB)} MiB`,
  )
  console.log(
    `Private memory (RssAnon, without the executable's own file pages): ${mib(r.anon.idleKiB)} MiB idle in sandbox mode, ${mib(r.anon.liveIdleKiB)} MiB idle in live mode; ${mib(r.anon.afterKiB)} MiB after ${r.enquiries} sandbox enquiries`,
  )
  console.log('\n| enquiries | VmRSS MiB | RssAnon MiB |\n|---:|---:|---:|')
  for (const s of r.samples) console.log(`| ${s.done} | ${mib(s.kiB)} | ${mib(s.anonKiB)} |`)
  return r
}

if (import.meta.url === `file://${process.argv[1]}`) await printExecutable()
