// Two or more builds of the executable started in turn (A, B, A, B, ...), each to its first
// answered /api/status, so that every build meets the same minutes of a shared machine's load: the
// only fair comparison while other jobs run (BENCHMARKS.md, "The executable's start"). Each start
// is a lonely copy's (empty DATA_DIR, no PATH, no checkout beside it), in sandbox mode unless
// `--live` (against a local stand-in provider), with the bridge's CPU time at its first answer
// beside the wall time, and the load average: its main thread's (/proc/<pid>/schedstat, in ns, as
// bench:journal-budgets measures) and all its threads' (/proc/<pid>/stat, in 10 ms ticks: V8's
// and libuv's helper threads too). A measurement, not a test.
//
//   npm run bench:start-side-by-side -- [--runs 9] [--live] EXECUTABLE...

import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { freePort, median, tempDir, untilAnswering } from './lib.ts'

/** CPU time the process has used, in ms (Linux schedstat: nanoseconds, not 10 ms ticks). */
export function cpuMs(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6
}

/** CPU time of all the process's threads, in ms (/proc/<pid>/stat utime + stime, USER_HZ 100). */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

export interface Start {
  wallMs: number
  cpuMs: number
  allThreadsCpuMs: number
}

/** One start of `executable` to its first answered /api/status, stopped after (SIGTERM). */
export async function startOnce(executable: string, env: Record<string, string>): Promise<Start> {
  const dir = tempDir('bench-start-')
  try {
    mkdirSync(join(dir, 'home'))
    const port = await freePort()
    const t0 = performance.now()
    const child = spawn(executable, [], {
      cwd: dir,
      env: {
        PATH: '/nonexistent',
        HOME: join(dir, 'home'),
        BRIDGE_PORT: String(port),
        DATA_DIR: join(dir, 'data'),
        REPRINT_HOURS: '0',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'ignore'],
    })
    // Looked for every 2 ms: the start to the first answer is the figure.
    await untilAnswering(child, `http://127.0.0.1:${port}`, () => '', 2)
    const start = {
      wallMs: performance.now() - t0,
      cpuMs: cpuMs(child.pid!),
      allThreadsCpuMs: processCpuMs(child.pid!),
    }
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
    return start
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export const SANDBOX_ENV = { SANDBOX_RD: 'on', SANDBOX_CAPTURE_MS: '0', STATIC_DIR: 'off' }

/** Live mode's settings against a provider that answers `{}` (the start calls nothing upstream). */
async function liveEnv(): Promise<{ env: Record<string, string>; close(): void }> {
  const provider = createServer((_, res) => res.end('{}')).listen(0, '127.0.0.1')
  await new Promise((r) => provider.once('listening', r))
  const { port } = provider.address() as { port: number }
  return {
    env: {
      AEPS_BASE_URL: `http://127.0.0.1:${port}`,
      AEPS_USER: 'bench-user',
      AEPS_SECRET: 'bench-secret',
      MERCHANT_LOGIN_ID: 'BENCH01',
      MERCHANT_PAN: 'AAAPZ1234C',
      STATIC_DIR: 'off',
    },
    close: () => provider.close(),
  }
}

export async function sideBySide(
  executables: readonly string[],
  runs: number,
  env: Record<string, string>,
): Promise<{ executable: string; starts: Start[] }[]> {
  const results = executables.map((executable) => ({ executable, starts: [] as Start[] }))
  for (let i = 0; i < runs; i++)
    // Each round in the other order, so that neither build always follows the same one.
    for (const r of i % 2 === 0 ? results : [...results].reverse())
      r.starts.push(await startOnce(r.executable, env))
  return results
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const runsAt = args.indexOf('--runs')
  const runs = runsAt === -1 ? 9 : Number(args[runsAt + 1])
  const live = args.includes('--live')
  const executables = args.filter((a, i) => !a.startsWith('--') && i !== runsAt + 1)
  const provider = live ? await liveEnv() : null
  const load0 = loadavg()[0]!
  const results = await sideBySide(executables, runs, provider?.env ?? SANDBOX_ENV)
  provider?.close()
  const load1 = loadavg()[0]!
  console.log(
    `\n${live ? 'live' : 'sandbox'} mode, ${runs} starts each, interleaved; load average ${load0.toFixed(1)} → ${load1.toFixed(1)}\n`,
  )
  console.log(
    '| executable | wall, median (min-max) | CPU, main thread | CPU, all threads |\n|---|---:|---:|---:|',
  )
  for (const { executable, starts } of results) {
    const range = (xs: number[]) =>
      `${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)})`
    const of = (key: keyof Start) => range(starts.map((s) => s[key]))
    console.log(`| ${executable} | ${of('wallMs')} | ${of('cpuMs')} | ${of('allThreadsCpuMs')} |`)
  }
}
