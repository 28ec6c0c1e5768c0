// Shared pieces of the benchmark scripts: child bridges, free ports, timing statistics.

import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

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

/** Starts `node --import tsx bridge/cli/main.ts`, the bridge half of the run command. */
export async function spawnBridge(env: Record<string, string>): Promise<ChildBridge> {
  const port = Number(env.BRIDGE_PORT ?? (await freePort()))
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'bridge/cli/main.ts'], {
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

export function rssKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN)
}
