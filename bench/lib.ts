// Shared pieces of the benchmark scripts: child bridges, free ports, timing statistics.

import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EXEC_ARGV } from '../scripts/package/pinned-runtimes.mjs'

export const ROOT = join(import.meta.dirname, '..')

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix))
}

export const median = (values: readonly number[]) => percentile(values, 50)

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank]!
}

export interface ChildBridge {
  url: string
  port: number
  process: ChildProcess
  /** Milliseconds from spawn to the first answered /api/status. */
  readyMs: number
  stop(): Promise<void>
}

/**
 * Waits until a bridge just spawned answers GET /api/status, looking every `pollMs`; a bridge
 * that exits first fails with what it wrote to standard error.
 */
export async function untilAnswering(
  child: ChildProcess,
  url: string,
  stderr: () => string = () => '',
  pollMs = 5,
): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bridge exited: ${stderr()}`)
    try {
      if ((await fetch(url + '/api/status')).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs))
  }
}

/**
 * Starts the bridge (`gcOnSignal`: SIGUSR2 makes it collect its garbage, gc-on-signal.cjs): `node --import tsx bridge/cli/main.ts` (the sources, with the TypeScript
 * loader in its memory), or with `bundled` build/aeps-bridge.cjs with the executable's V8 settings
 * (npm start's bridge: the code and runtime the executable carries, without the loader). A bench
 * that runs the bundle runs on the pinned Node 24 (scripts/node24.mjs), so process.execPath is it.
 */
export async function spawnBridge(
  env: Record<string, string>,
  { bundled = false, gcOnSignal = false }: { bundled?: boolean; gcOnSignal?: boolean } = {},
): Promise<ChildBridge> {
  const port = Number(env.BRIDGE_PORT ?? (await freePort()))
  const gc = gcOnSignal ? ['--expose-gc', '--require', join(ROOT, 'bench', 'gc-on-signal.cjs')] : []
  const args = bundled
    ? [...EXEC_ARGV, ...gc, await bundledBridge()]
    : [...gc, '--import', 'tsx', 'bridge/cli/main.ts']
  const started = performance.now()
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', STATIC_DIR: 'off', ...env, BRIDGE_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  await untilAnswering(child, url, () => stderr)
  const readyMs = performance.now() - started
  return {
    url,
    port,
    process: child,
    readyMs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a reply's JSON, read loosely
export async function postJson(url: string, body: unknown): Promise<{ status: number; json: any }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, json: await res.json() }
}

/** Runs `total` tasks with at most `concurrency` at once; returns each task's milliseconds. */
export async function timed(
  total: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<number[]> {
  const times: number[] = []
  let next = 0
  const worker = async () => {
    while (next < total) {
      const i = next++
      const t0 = performance.now()
      await task(i)
      times.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return times
}

/** build/aeps-bridge.cjs, rebuilt first when the bridge's sources changed. */
async function bundledBridge(): Promise<string> {
  const { BRIDGE_BUNDLE, bundleBridgeIfChanged } = await import('../scripts/package/bundle.ts')
  await bundleBridgeIfChanged()
  return BRIDGE_BUNDLE
}

/**
 * CPU time the process has used, in ms: every thread's schedstat (nanoseconds, not 10 ms ticks)
 * added up. /proc/<pid>/schedstat alone is the main thread's: it leaves out V8's collector threads
 * and libuv's pool (checked: a worker that spun 560 ms did not show in it).
 */
export function cpuMs(pid: number): number {
  let ns = 0
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0])
    } catch {
      // a thread that ended meanwhile
    }
  }
  return ns / 1e6
}

/** Resident memory of `pid`, KiB: VmRSS, file pages (node's own code) included. */
export function rssKiB(pid: number): number {
  return memoryKiB(pid).rss
}

/**
 * VmRSS and RssAnon of `pid`, KiB. RssAnon is the private memory the process allocated (heap,
 * stacks, SQLite's cache: Task Manager's private working set); VmRSS adds the shared, reclaimable
 * file pages of the executable and its libraries.
 */
export function memoryKiB(pid: number): { rss: number; anon: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return {
    rss: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN),
    anon: Number(/RssAnon:\s+(\d+)/.exec(status)?.[1] ?? NaN),
  }
}
